/**
 * The start and end selects the booking page and the Edit Booking dialog share. The options (with
 * core's disabled reasons) come from useSlotChoices; the end waits for a start.
 */
import { Form, type FormRule, Select } from 'antd';
import type { useSlotChoices } from './useSlotChoices';

type SlotChoices = ReturnType<typeof useSlotChoices>;

export function TimeRangeFields({
  starts,
  ends,
  start,
  rules,
}: Pick<SlotChoices, 'starts' | 'ends' | 'start'> & { rules?: { start: FormRule[]; end: FormRule[] } }) {
  return (
    <div className="form-row">
      <Form.Item name="startTime" label="Start time" required rules={rules?.start}>
        <Select options={starts} placeholder="Choose a start time" virtual={false} />
      </Form.Item>
      <Form.Item name="endTime" label="End time" required rules={rules?.end}>
        <Select
          options={ends}
          placeholder={start === null ? 'Choose a start time first' : 'Choose an end time'}
          disabled={start === null}
          virtual={false}
        />
      </Form.Item>
    </div>
  );
}
