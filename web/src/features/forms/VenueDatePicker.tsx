/**
 * A venue date field for the member and visitor forms: shown and typed as YYYY-MM-DD, full width,
 * with the days `problem` refuses (core's reason, or any truthy value) greyed out. Form.Item's value
 * and onChange pass through.
 */
import { DatePicker, type DatePickerProps } from 'antd';
import { disabledBy } from './dates';

export function VenueDatePicker({
  problem,
  ...picker
}: Omit<DatePickerProps, 'format' | 'placeholder' | 'disabledDate'> & {
  problem: (isoDate: string) => unknown;
}) {
  return (
    <DatePicker
      className="full-width"
      format="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      disabledDate={disabledBy(problem)}
      {...picker}
    />
  );
}
