/**
 * How bookings read on screen: every date and time on the venue's wall clock (never the browser's
 * zone), through core's time functions.
 */
import {
  dayGrid,
  formatWallTime,
  type GridPoint,
  type IsoDate,
  instantToWall,
  parseIsoInstant,
  type VenueSettings,
  venueDate,
} from '@lounge/core';

const dateFormats = {
  long: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }),
  short: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }),
};

/**
 * 'Tuesday, March 10, 2026' for a venue date. The date is already the venue's, so it is written
 * out as a plain calendar day (read in UTC, where noon of that day is that day everywhere).
 */
export function dateLabel(date: IsoDate, style: 'long' | 'short' = 'long'): string {
  return dateFormats[style].format(Date.parse(`${date}T12:00:00Z`));
}

/** A venue day's grid (core walks each day once and keeps it). */
export function gridOf(date: IsoDate, venue: VenueSettings): readonly GridPoint[] {
  return dayGrid(date, venue);
}

/**
 * '10:00 AM' for an instant on the venue's clock; on an autumn night's repeated hour, the grid's
 * label with its zone ('1:00 AM (MST)') so the two are told apart.
 */
export function timeLabel(instant: number, venue: VenueSettings): string {
  const point = gridOf(venueDate(instant, venue.timeZone), venue).find((p) => p.instant === instant);
  return point?.label ?? formatWallTime(instantToWall(instant, venue.timeZone).time);
}

/** '10:00 AM - 11:30 AM' for a booking's instants. */
export function timeRangeLabel(startIso: string, endIso: string, venue: VenueSettings): string {
  const start = parseIsoInstant(startIso);
  const end = parseIsoInstant(endIso);
  if (start === null || end === null) return '';
  return `${timeLabel(start, venue)} - ${timeLabel(end, venue)}`;
}

/** The form value ('HH:mm' or ISO instant) of a booking's instant: its point on that day's grid. */
export function slotValueOf(instant: number, date: IsoDate, venue: VenueSettings): string | undefined {
  return gridOf(date, venue).find((p) => p.instant === instant)?.value;
}

/** 'Confirmed', 'Checked in': a status as a member reads it. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
