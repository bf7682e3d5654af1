import type { SelectHTMLAttributes } from 'react';
import './nativeFields.css';

interface NativeOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'children'> & {
  value?: string | number | null;
  options: readonly NativeOption[];
  /** The words of the first option, value "": a placeholder, or with `optional` the choice of none. */
  placeholder?: string;
  /** The field may be left without a choice: its "" option can be picked back (antd's allowClear). */
  optional?: boolean;
};

/**
 * A choice as a native select, not antd's, for the visitors' forms: it works before the app has
 * started (a tap on antd's would come to nothing), so their pages start on demand
 * (docs/decisions/069, 071), and a choice made meanwhile is kept (keptTypedBeforeStart.ts). Inside
 * a Form.Item, which hands it its id, value, change handler and aria state (required, invalid, the
 * error's description) like any antd field. A required field's placeholder cannot be picked back: a
 * choice once made is changed, not cleared. Drawn like the antd fields beside it (nativeFields.css).
 */
export function NativeSelect({
  value,
  options,
  placeholder,
  optional = false,
  className,
  ...props
}: NativeSelectProps) {
  return (
    <select
      className={`native-field native-select${className ? ` ${className}` : ''}`}
      {...props}
      value={value === undefined || value === null ? '' : String(value)}
    >
      {placeholder !== undefined && (
        <option value="" disabled={!optional}>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
