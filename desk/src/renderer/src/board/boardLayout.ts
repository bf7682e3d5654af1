/**
 * The bay board's geometry, kept free of React so it is tested on its own: bays as columns, one row
 * per grid step (30 minutes) across the bookable hours, bookings as blocks placed by their instants,
 * and where the current time falls.
 *
 * Rows come from core's dayGrid, which walks the venue day in real time: on a daylight-saving day
 * the board has one row fewer or more, and a block's height is its real length. Positions are
 * measured in rows from opening, so a 1-hour booking is 2 rows tall whatever the clock reads.
 * Overlapping blocks in one bay (a cancelled booking and the one that took its slot) share the
 * column side by side, the occupying one first.
 */
import { dayGrid, isOccupyingStatus, MINUTE_MS, parseIsoInstant, type VenueSettings } from '@lounge/core';

export interface BoardBookingTimes {
  id: string;
  bayNumber: string;
  startTime: string;
  endTime: string;
  status: string;
}

export interface BoardRow {
  /** '9:00 AM'; a repeated autumn time names its zone. */
  label: string;
  instant: number;
  /** The first row of an hour, drawn with a stronger line. */
  onTheHour: boolean;
}

export interface BoardBlock<T> {
  booking: T;
  /** Column index, in the venue's bay order. */
  column: number;
  /** Rows from opening to the block's start, and its length in rows (clipped to the hours). */
  top: number;
  height: number;
  /** Side-by-side position among the blocks it overlaps in its bay. */
  lane: number;
  lanes: number;
}

export interface BoardLayout<T> {
  rows: BoardRow[];
  bays: readonly string[];
  blocks: BoardBlock<T>[];
  /** Bookings the board cannot draw: outside the hours, or on a bay the venue no longer has. */
  unplaced: T[];
  /** Rows from opening to now, or null when now is outside the day's hours. */
  nowOffset: number | null;
}

export type BoardVenue = Pick<VenueSettings, 'timeZone' | 'hours'>;

export function layoutBoard<T extends BoardBookingTimes>(
  date: string,
  venue: BoardVenue,
  bays: readonly string[],
  bookings: readonly T[],
  now: number,
): BoardLayout<T> {
  // dayGrid reads only the zone and the hours of the venue.
  const grid = dayGrid(date, venue as VenueSettings);
  const first = grid[0]?.instant ?? 0;
  const last = grid[grid.length - 1]?.instant ?? 0;
  const stepMs = venue.hours.stepMinutes * MINUTE_MS;
  const rowsFrom = (instant: number) => (instant - first) / stepMs;

  const rows = grid.slice(0, -1).map((point) => ({
    label: point.label,
    instant: point.instant,
    onTheHour: point.time.endsWith(':00'),
  }));

  const unplaced: T[] = [];
  const byBay = new Map<number, Array<{ booking: T; start: number; end: number }>>();
  for (const booking of bookings) {
    const column = bays.indexOf(booking.bayNumber);
    const start = Math.max(parseIsoInstant(booking.startTime) ?? Number.NaN, first);
    const end = Math.min(parseIsoInstant(booking.endTime) ?? Number.NaN, last);
    if (column < 0 || !(end > start)) {
      unplaced.push(booking);
      continue;
    }
    byBay.set(column, [...(byBay.get(column) ?? []), { booking, start, end }]);
  }

  const blocks: BoardBlock<T>[] = [];
  for (const [column, items] of byBay) {
    items.sort(
      (a, b) =>
        a.start - b.start ||
        // A booking that holds the bay is drawn first in its column.
        Number(isOccupyingStatus(b.booking.status)) - Number(isOccupyingStatus(a.booking.status)),
    );
    // Greedy lanes within each run of overlapping blocks; a run shares its lane count.
    let run: BoardBlock<T>[] = [];
    let laneEnds: number[] = [];
    let runEnd = Number.NEGATIVE_INFINITY;
    const closeRun = () => {
      for (const block of run) block.lanes = laneEnds.length;
      blocks.push(...run);
      run = [];
      laneEnds = [];
    };
    for (const item of items) {
      if (item.start >= runEnd) closeRun();
      let lane = laneEnds.findIndex((end) => end <= item.start);
      if (lane < 0) lane = laneEnds.length;
      laneEnds[lane] = item.end;
      runEnd = Math.max(runEnd, item.end);
      run.push({
        booking: item.booking,
        column,
        top: rowsFrom(item.start),
        height: rowsFrom(item.end) - rowsFrom(item.start),
        lane,
        lanes: 1,
      });
    }
    closeRun();
  }

  return {
    rows,
    bays,
    blocks,
    unplaced,
    nowOffset: now >= first && now <= last ? rowsFrom(now) : null,
  };
}

/**
 * Where a span (a bay block) sits on the day's grid, in rows from the top, clipped to the grid;
 * null when none of it falls inside the bookable hours.
 */
export function placeSpan(
  date: string,
  venue: BoardVenue,
  startTime: string,
  endTime: string,
): { top: number; height: number } | null {
  const grid = dayGrid(date, venue as VenueSettings);
  const first = grid[0]?.instant ?? 0;
  const last = grid[grid.length - 1]?.instant ?? 0;
  const stepMs = venue.hours.stepMinutes * MINUTE_MS;
  const start = Math.max(parseIsoInstant(startTime) ?? Number.NaN, first);
  const end = Math.min(parseIsoInstant(endTime) ?? Number.NaN, last);
  if (!(end > start)) return null;
  return { top: (start - first) / stepMs, height: (end - start) / stepMs };
}
