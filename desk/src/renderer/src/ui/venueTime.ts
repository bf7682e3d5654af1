/**
 * How the console writes times: always the venue's wall clock (core), never the machine's zone, so
 * a desk machine set to another zone still shows what the lounge's clock reads.
 */
import { formatWallTime, instantToWall, parseIsoInstant, startWords } from '@lounge/core';

/** '5:00 PM' for an ISO instant, at the venue. */
export function venueTimeOf(iso: string, timeZone: string): string {
  const ms = parseIsoInstant(iso);
  return ms === null ? '' : formatWallTime(instantToWall(ms, timeZone).time);
}

/**
 * 'Mon Nov 23 5:00 PM' for an ISO instant, at the venue: the desk's one date-and-time form, the
 * audit trail's too (core's startWords).
 */
export function venueDateTimeOf(iso: string | null, timeZone: string): string {
  return (iso ? startWords(iso, timeZone) : null) ?? '';
}

/** 'Mon, Nov 23' for a 'YYYY-MM-DD' venue date (a calendar date: no zone involved). */
export function shortDate(date: string, withWeekday = false): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withWeekday ? { weekday: 'short' } : {}),
  }).format(Date.UTC(y, m - 1, d));
}

/** '2:30 PM' for 'HH:mm', or '' when absent. */
export function wallTimeLabel(time: string | null): string {
  return time ? formatWallTime(time) : '';
}

/** 'Fri, Nov 27' for an ISO instant: its venue date. */
export function shortDateOf(iso: string, timeZone: string): string {
  const ms = parseIsoInstant(iso);
  return ms === null ? '' : shortDate(instantToWall(ms, timeZone).date, true);
}
