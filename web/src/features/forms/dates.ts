/**
 * The date pickers hand back dayjs values in the browser's own zone; core and the API speak
 * 'YYYY-MM-DD' venue dates. These are the two crossings.
 */
import type { Dayjs } from 'dayjs';

export function toIsoDate(value: Dayjs | null | undefined): string {
  return value ? value.format('YYYY-MM-DD') : '';
}

/** True when the picker's day, read as a venue date, is refused by `problem`. */
export function disabledBy(problem: (isoDate: string) => unknown): (day: Dayjs) => boolean {
  return (day) => Boolean(problem(day.format('YYYY-MM-DD')));
}
