/**
 * The range a report or the audit trail covers: venue days 'from' to 'to', both included, at most
 * a year long. The server refuses anything else with a 400 naming the field; the desk's picker
 * offers the same bounds.
 */
import { addDays, type IsoDate, isIsoDate, isoWeekday, wallToInstant } from './time';

/** The longest range a report or the audit trail covers, in venue days (a leap year). */
const REPORT_MAX_DAYS = 366;

export interface ReportRange {
  from: IsoDate;
  to: IsoDate;
}

export interface RangeRefusal {
  title: string;
  message: string;
  field: 'from' | 'to';
}

const reportRangeMessages = Object.freeze({
  from: { title: 'Invalid Date', message: "Choose the range's first day as YYYY-MM-DD." },
  to: { title: 'Invalid Date', message: "Choose the range's last day as YYYY-MM-DD." },
  reversed: { title: 'Invalid Date Range', message: 'The last day comes before the first day.' },
  tooLong: {
    title: 'Invalid Date Range',
    message: `A range covers at most ${REPORT_MAX_DAYS} days; choose a shorter one.`,
  },
});

/** Days from `from` to `to`, both included (0 or less when `to` comes first). */
export function daysInRange(from: IsoDate, to: IsoDate): number {
  // Noon UTC of each date: whole days apart whatever the machine's zone.
  const ms = Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Why a range cannot be reported on (with the field at fault), or null when it can. */
export function reportRangeRefusal(from: unknown, to: unknown): RangeRefusal | null {
  if (!isIsoDate(from)) return { ...reportRangeMessages.from, field: 'from' };
  if (!isIsoDate(to)) return { ...reportRangeMessages.to, field: 'to' };
  const days = daysInRange(from, to);
  if (days < 1) return { ...reportRangeMessages.reversed, field: 'to' };
  if (days > REPORT_MAX_DAYS) return { ...reportRangeMessages.tooLong, field: 'to' };
  return null;
}

/** Monday to Sunday of the week holding `date`: the reports' default range. */
export function weekOf(date: IsoDate): ReportRange {
  const from = addDays(date, 1 - isoWeekday(date));
  return { from, to: addDays(from, 6) };
}

/** Every date of the range, in order. */
export function datesInRange(range: ReportRange): IsoDate[] {
  const days = daysInRange(range.from, range.to);
  return Array.from({ length: Math.max(0, days) }, (_, i) => addDays(range.from, i));
}

/**
 * The instants the range spans on the venue's clock: from the first day's midnight to the midnight
 * after the last day (so 23 or 25 hours on a daylight-saving day), as epoch milliseconds.
 */
export function rangeInstants(range: ReportRange, timeZone: string): { start: number; end: number } {
  return {
    start: wallToInstant(range.from, '00:00', timeZone),
    end: wallToInstant(addDays(range.to, 1), '00:00', timeZone),
  };
}
