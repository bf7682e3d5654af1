/**
 * Venue wall-clock time <-> instants.
 *
 * A booking's date and time are what the member reads on the lounge's wall clock, in the venue's
 * IANA zone, whatever zone the member's phone or the server is in. We store instants (epoch
 * milliseconds, ISO 8601 UTC on the wire) and convert at the edges with Temporal, which settles
 * daylight-saving gaps and overlaps by a written rule ('compatible': a time in the spring gap moves
 * forward by the gap; a repeated autumn time means its first occurrence).
 *
 * Dates are 'YYYY-MM-DD' strings and times 'HH:mm' strings, so that they cross JSON, URLs and
 * session storage unchanged.
 */
import { Temporal } from 'temporal-polyfill';
import { dateTimeFormat } from './dateFormats';

export type IsoDate = string; // 'YYYY-MM-DD'
export type WallTime = string; // 'HH:mm'

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDate(value: unknown): value is IsoDate {
  const parts = typeof value === 'string' ? DATE_RE.exec(value) : null;
  if (!parts) return false;
  // Arithmetic, not Temporal: every day view's path is checked, and Temporal's parse was a tenth of
  // that route's own work. The proleptic Gregorian calendar, as Temporal's ISO calendar.
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 ? (leap ? 29 : 28) : (DAYS_IN_MONTH[month - 1] ?? 0));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** True for a 24-hour 'HH:mm' time. */
export function isWallTime(value: unknown): value is WallTime {
  return typeof value === 'string' && TIME_RE.test(value);
}

/** Minutes since midnight of an 'HH:mm' time. */
export function minutesOfDay(time: WallTime): number {
  const m = TIME_RE.exec(time);
  if (!m) throw new RangeError(`Not an HH:mm time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 'HH:mm' of minutes since midnight (0..1439). */
export function wallTimeOfMinutes(minutes: number): WallTime {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** True when the zone is an IANA time zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0) return false;
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** The instant (epoch ms) at which the venue's wall clock reads `date` `time`. */
export function wallToInstant(date: IsoDate, time: WallTime, timeZone: string): number {
  const minutes = minutesOfDay(time);
  const plain = Temporal.PlainDate.from(date).toPlainDateTime({
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
  });
  return plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

export interface WallClock {
  date: IsoDate;
  time: WallTime;
  /** UTC offset at that instant, for example '-06:00'; tells the two 01:30s of an autumn night apart. */
  offset: string;
}

/** What the venue's wall clock reads at an instant. */
export function instantToWall(instant: number | Date, timeZone: string): WallClock {
  const zdt = toZoned(instant, timeZone);
  return {
    date: zdt.toPlainDate().toString(),
    time: wallTimeOfMinutes(zdt.hour * 60 + zdt.minute),
    offset: zdt.offset,
  };
}

/** The last venue day asked about, per zone, with the instants it spans: "today" is asked often. */
const lastDayOfZone = new Map<string, { date: IsoDate; from: number; to: number }>();

/** The venue's calendar date at an instant ("today" when the instant is now). */
export function venueDate(instant: number | Date, timeZone: string): IsoDate {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const known = lastDayOfZone.get(timeZone);
  if (known && ms >= known.from && ms < known.to) return known.date;
  const day = toZoned(ms, timeZone).toPlainDate();
  const from = day.toZonedDateTime({ timeZone }).epochMilliseconds;
  const to = day.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds;
  const date = day.toString();
  if (lastDayOfZone.size > 50) lastDayOfZone.clear();
  lastDayOfZone.set(timeZone, { date, from, to });
  return date;
}

/**
 * The instants in (start, end] at which the zone's offset changes: the two daylight-saving nights
 * of a year in Denver, none in UTC.
 */
export function offsetChanges(start: number, end: number, timeZone: string): number[] {
  const changes: number[] = [];
  let at = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(timeZone);
  for (;;) {
    const next = at.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > end) return changes;
    changes.push(next.epochMilliseconds);
    at = next;
  }
}

/** `date` moved by whole calendar days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** ISO weekday of a date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  return Temporal.PlainDate.from(date).dayOfWeek;
}

/** 'YYYY-MM' of a date: the calendar month guest passes are counted in. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/** The instant as ISO 8601 UTC with milliseconds, the one form instants take on the wire and on disk. */
export function toIsoInstant(instant: number | Date): string {
  return new Date(typeof instant === 'number' ? instant : instant.getTime()).toISOString();
}

/** toIsoInstant's form, each field within its range: YYYY-MM-DDTHH:mm:ss.sssZ. */
const WRITTEN_INSTANT =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * Epoch ms of an ISO 8601 instant that carries its offset ('Z' or '+hh:mm'); null otherwise.
 * A date-time without an offset is refused: it would mean different instants on different machines.
 */
export function parseIsoInstant(value: unknown): number | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  // The form toIsoInstant writes (every instant on disk): Date reads it exactly and many times
  // faster than Temporal (a year's report reads thousands); a day Date would bend into the next
  // month (a 30 February) is refused, as Temporal refuses it.
  if (WRITTEN_INSTANT.test(value)) {
    const ms = Date.parse(value);
    const day = Number(value.slice(8, 10));
    return day < 29 || new Date(ms).getUTCDate() === day ? ms : null;
  }
  try {
    return Temporal.Instant.from(value).epochMilliseconds;
  } catch {
    return null;
  }
}

/** '9:00 AM' for '09:00': how times are shown to members. */
export function formatWallTime(time: WallTime): string {
  const minutes = minutesOfDay(time);
  const h24 = Math.floor(minutes / 60);
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** 'December 22, 2026': an instant's venue date, written out. */
export function formatDateLong(instant: number | Date, timeZone: string): string {
  return dateTimeFormat({ timeZone, dateStyle: 'long' }).format(instant);
}

/**
 * The instant on the venue's wall clock as a Temporal.ZonedDateTime, for libraries that take one
 * (the server's iCalendar files: DTSTART;TZID=<zone> with the wall time, whatever the machine's zone).
 */
export function toZoned(instant: number | Date, timeZone: string): Temporal.ZonedDateTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
}

/** 'December 28, 2026' for '2026-12-28': a venue date written out (no zone: it is already one). */
export function formatIsoDate(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat({ timeZone: 'UTC', dateStyle: 'long' }).format(Date.UTC(y, m - 1, d));
}
