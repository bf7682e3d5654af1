/**
 * The range a report or the audit trail covers: venue days 'from' to 'to', both included, at most
 * a year long. The server refuses anything else with a 400 naming the field; the desk's picker
 * offers the same bounds.
 */
import {
  addDays,
  type IsoDate,
  isIsoDate,
  isoWeekday,
  minutesOfDay,
  offsetChanges,
  type WallTime,
  wallToInstant,
} from './time';

const DAY_MS = 86_400_000;

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
  // Noon UTC of each date, as daysInRange counts them: a year of dates without a Temporal call.
  const first = Date.parse(`${range.from}T12:00:00Z`);
  return Array.from({ length: Math.max(0, days) }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A venue day of a range: where it starts and ends, and the instant of a wall time on it. */
export interface VenueDay {
  date: IsoDate;
  start: number;
  end: number;
  /** No change of offset on this day: its wall clock is its midnight plus the time. */
  steady: boolean;
  /** The instant the venue's wall clock reads `time` on this day (wallToInstant's). */
  at(time: WallTime): number;
}

/**
 * The instants of wall times on days whose offset changes, as Temporal gives them: a year's report
 * asks for the 24 hours of its two such days on every run (some 4 ms in Temporal). Cleared when
 * full, so it never grows past a few zones' worth of years.
 */
const changingDayInstants = new Map<string, number>();
const CHANGING_DAY_INSTANTS_KEPT = 5_000;

function instantOnChangingDay(date: IsoDate, time: WallTime, timeZone: string): number {
  const key = `${timeZone} ${date} ${time}`;
  let instant = changingDayInstants.get(key);
  if (instant === undefined) {
    if (changingDayInstants.size >= CHANGING_DAY_INSTANTS_KEPT) changingDayInstants.clear();
    instant = wallToInstant(date, time, timeZone);
    changingDayInstants.set(key, instant);
  }
  return instant;
}

/**
 * The range's venue days, in order, each with its wall clock. On a day whose offset does not change
 * (all but the daylight-saving days) a wall time is the day's midnight plus its minutes; only a day
 * holding a change asks Temporal. A year is then a dozen Temporal calls, not the ten thousand its
 * hours would take one by one.
 */
export function venueDays(range: ReportRange, timeZone: string): VenueDay[] {
  const span = rangeInstants(range, timeZone);
  // A change at a day's very start counts as on that day: its midnight may have been skipped.
  const changes = offsetChanges(span.start - 1, span.end, timeZone);
  let start = span.start;
  return datesInRange(range).map((date) => {
    const midnight = start;
    const steady = !changes.some((t) => t >= midnight && t <= midnight + DAY_MS);
    const day: VenueDay = steady
      ? {
          date,
          start: midnight,
          end: midnight + DAY_MS,
          steady,
          at: (time) => midnight + minutesOfDay(time) * 60_000,
        }
      : {
          date,
          start: midnight,
          end: instantOnChangingDay(addDays(date, 1), '00:00', timeZone),
          steady,
          at: (time) => instantOnChangingDay(date, time, timeZone),
        };
    start = day.end;
    return day;
  });
}

/**
 * The range cut into slices a report may read one at a time: each within one calendar month, and
 * its days on one wall clock (a day whose offset changes is a slice of its own). So a booking's
 * place on its day's clock is its place on the slice's first day, moved by whole days: the store
 * may count a slice's bookings together as if on that day (docs/decisions/051).
 */
export function reportSlices(range: ReportRange, timeZone: string): ReportRange[] {
  const slices: ReportRange[] = [];
  let previous: { steady: boolean; shift: number } | undefined;
  for (const day of venueDays(range, timeZone)) {
    // Where the day starts against UTC's midnight of its date: the same on every day of a slice.
    const shift = day.start - Date.parse(`${day.date}T00:00:00Z`);
    const last = slices.at(-1);
    const sameClock = previous?.steady && day.steady && previous.shift === shift;
    if (last && sameClock && day.date.slice(0, 7) === last.from.slice(0, 7)) last.to = day.date;
    else slices.push({ from: day.date, to: day.date });
    previous = { steady: day.steady, shift };
  }
  return slices;
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
