import { addDays, venueDate } from '@lounge/core';
import type { InputHTMLAttributes } from 'react';
import { useHydrated } from '../../app/useHydrated';
import './nativeFields.css';

type NativeDateFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'min' | 'max'> & {
  /** The form's value: a venue date, 'YYYY-MM-DD' (what the input gives and core and the API speak). */
  value?: string | null;
  /** The venue's zone: the first day offered is the venue's today. */
  timeZone: string;
  /** The last day offered, so many days after the venue's today (a tour's window). */
  daysAhead?: number;
};

/**
 * A venue date as the browser's own date field, not antd's picker, for the visitors' forms: it
 * works before the app has started, so their pages start on demand, and a date chosen meanwhile is
 * kept like typed text (docs/decisions/071). Its value is the ISO date itself. The browser's
 * calendar offers no day before the venue's today (nor after `daysAhead`); the other days core
 * refuses (a tour's weekdays) cannot be greyed in it, so the form's rules name them at the field,
 * as the server refuses them. The bounds are set once the page runs its code: the build does not
 * know the visitor's today. Inside a Form.Item, like NativeSelect.
 */
export function NativeDateField({ value, timeZone, daysAhead, className, ...props }: NativeDateFieldProps) {
  const running = useHydrated();
  const today = running ? venueDate(Date.now(), timeZone) : undefined;
  // A required date says so natively too (the form sends with noValidate, so the browser never
  // stops it): its placeholder grey is then drawn by `:invalid`, which follows a day chosen before
  // the page's code runs, where a class set by React would stay grey until the app started.
  const required = props['aria-required'] === true || props['aria-required'] === 'true';
  return (
    <input
      type="date"
      className={`native-field native-date${value ? '' : ' native-field-empty'}${className ? ` ${className}` : ''}`}
      required={required || undefined}
      min={today}
      max={today && daysAhead !== undefined ? addDays(today, daysAhead) : undefined}
      {...props}
      value={value ?? ''}
    />
  );
}
