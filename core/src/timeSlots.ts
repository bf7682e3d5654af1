/**
 * The bookable grid of a venue day and the options the booking page offers.
 *
 * The grid is walked in real time, 30 minutes a step, from the opening instant to the closing
 * instant, and each point is labelled with the wall clock. So on a spring-forward night the missing
 * hour has no slots, on a fall-back night the repeated hour has two sets, and a 1-hour booking is
 * always 60 minutes long. A slot's `value` is its 'HH:mm' time, or its ISO instant where that wall
 * time occurs twice in the day, so a value always names exactly one instant.
 */

import { dateTimeFormat } from './dateFormats';
import type { TierRules } from './tiers';
import { MIN_SESSION_HOURS } from './tiers';
import {
  addDays,
  formatWallTime,
  type IsoDate,
  instantToWall,
  toIsoInstant,
  venueDate,
  type WallTime,
  wallToInstant,
} from './time';
import type { VenueSettings } from './venue';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface GridPoint {
  /** What a form sends: 'HH:mm', or the ISO instant where the wall time repeats that day. */
  value: string;
  time: WallTime;
  instant: number;
  /** '9:00 AM'; a repeated autumn time adds its zone, '1:00 AM (MST)'. */
  label: string;
}

export interface TimeRange {
  start: number;
  end: number;
}

export type SlotDisabledReason = 'past' | 'tooShort' | 'tooLong' | 'taken';

export interface SlotOption extends GridPoint {
  disabled: boolean;
  reason?: SlotDisabledReason;
}

/** True when two half-open ranges [start, end) share any moment. */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Grids already walked, by venue day and hours; the oldest goes first past this many. */
const GRID_CACHE_SIZE = 500;

interface WalkedDay {
  grid: readonly GridPoint[];
  /** Instants of the day's grid points, to test membership. */
  instants: ReadonlySet<number>;
  /** 'HH:mm' -> instant, for wall times that occur once on the grid that day. */
  onceByTime: ReadonlyMap<WallTime, number>;
}

const walkedDays = new Map<string, WalkedDay>();

/**
 * A venue day's grid, walked once and kept: the walk converts every point through the time zone
 * (Temporal), and the booking rules, the booking page and the desk's board all ask for the same
 * days again and again. Pure: the same date and venue hours always give the same grid, which is
 * frozen, so no caller can change another's copy.
 */
function walkedDay(date: IsoDate, venue: VenueSettings): WalkedDay {
  const { open, close, stepMinutes } = venue.hours;
  const key = `${date} ${venue.timeZone} ${open} ${close} ${stepMinutes}`;
  const known = walkedDays.get(key);
  if (known) return known;
  const grid = Object.freeze(walkDayGrid(date, venue).map((p) => Object.freeze(p)));
  const counts = new Map<WallTime, number>();
  for (const p of grid) counts.set(p.time, (counts.get(p.time) ?? 0) + 1);
  const day: WalkedDay = {
    grid,
    instants: new Set(grid.map((p) => p.instant)),
    onceByTime: new Map(grid.filter((p) => counts.get(p.time) === 1).map((p) => [p.time, p.instant])),
  };
  walkedDays.set(key, day);
  if (walkedDays.size > GRID_CACHE_SIZE) {
    const oldest = walkedDays.keys().next().value;
    if (oldest !== undefined) walkedDays.delete(oldest);
  }
  return day;
}

/** Every grid point of a venue day, from opening to closing time inclusive. */
export function dayGrid(date: IsoDate, venue: VenueSettings): readonly GridPoint[] {
  return walkedDay(date, venue).grid;
}

/** True when `instant` is one of the day's grid points. */
export function isOnDayGrid(date: IsoDate, venue: VenueSettings, instant: number): boolean {
  return walkedDay(date, venue).instants.has(instant);
}

/** The instant of a wall time that occurs once on the day's grid, or undefined. */
export function gridInstantOf(date: IsoDate, venue: VenueSettings, time: WallTime): number | undefined {
  return walkedDay(date, venue).onceByTime.get(time);
}

function walkDayGrid(date: IsoDate, venue: VenueSettings): GridPoint[] {
  const { open, close, stepMinutes } = venue.hours;
  const first = wallToInstant(date, open, venue.timeZone);
  const last = wallToInstant(date, close, venue.timeZone);
  const points: Array<Omit<GridPoint, 'value' | 'label'> & { offset: string }> = [];
  for (let t = first; t <= last; t += stepMinutes * MINUTE_MS) {
    const wall = instantToWall(t, venue.timeZone);
    points.push({ time: wall.time, instant: t, offset: wall.offset });
  }
  const seen = new Map<string, number>();
  for (const p of points) seen.set(p.time, (seen.get(p.time) ?? 0) + 1);
  return points.map((p) => {
    const repeated = (seen.get(p.time) ?? 0) > 1;
    return {
      time: p.time,
      instant: p.instant,
      value: repeated ? toIsoInstant(p.instant) : p.time,
      label: repeated
        ? `${formatWallTime(p.time)} (${zoneName(p.instant, venue.timeZone)})`
        : formatWallTime(p.time),
    };
  });
}

/**
 * Start options for a day: every grid point that leaves room for the minimum session before
 * closing. Disabled when it has passed or, with `taken`, when the minimum session from it would
 * overlap a taken range of the chosen bay.
 */
export function startOptions(
  date: IsoDate,
  venue: VenueSettings,
  now: number | Date,
  taken: readonly TimeRange[] = [],
): SlotOption[] {
  const grid = dayGrid(date, venue);
  const closing = grid[grid.length - 1]?.instant ?? 0;
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return grid
    .filter((p) => p.instant + MIN_SESSION_HOURS * HOUR_MS <= closing)
    .map((p) => {
      if (p.instant <= nowMs) return { ...p, disabled: true, reason: 'past' };
      const minimum = { start: p.instant, end: p.instant + MIN_SESSION_HOURS * HOUR_MS };
      if (taken.some((r) => rangesOverlap(minimum, r))) return { ...p, disabled: true, reason: 'taken' };
      return { ...p, disabled: false };
    });
}

/**
 * End options once a start is chosen: every later grid point up to closing, disabled when the
 * session would be under the minimum, over the tier's maximum, or run into a taken range.
 */
export function endOptions(
  date: IsoDate,
  venue: VenueSettings,
  tier: TierRules,
  start: number,
  taken: readonly TimeRange[] = [],
): SlotOption[] {
  return dayGrid(date, venue)
    .filter((p) => p.instant > start)
    .map((p) => {
      const reason = endDisabledReason(start, p.instant, tier, taken);
      return reason ? { ...p, disabled: true, reason } : { ...p, disabled: false };
    });
}

function endDisabledReason(
  start: number,
  end: number,
  tier: TierRules,
  taken: readonly TimeRange[],
): SlotDisabledReason | undefined {
  const length = end - start;
  if (length < MIN_SESSION_HOURS * HOUR_MS) return 'tooShort';
  if (length > tier.maxSessionHours * HOUR_MS) return 'tooLong';
  if (taken.some((r) => rangesOverlap({ start, end }, r))) return 'taken';
  return undefined;
}

/**
 * The end to keep when the member changes the start: the current end while it is still a valid
 * end for the new start, otherwise null (the selector clears). An end that became too long after an
 * earlier start, or too short or before a later start, is cleared.
 */
export function endAfterStartChange(
  newStart: number,
  currentEnd: number | null,
  tier: TierRules,
): number | null {
  if (currentEnd === null || currentEnd <= newStart) return null;
  return endDisabledReason(newStart, currentEnd, tier, []) ? null : currentEnd;
}

export type DateDisabledReason = 'past' | 'beyondWindow' | 'noTimesLeft';

/** The venue dates a tier may book, today first: today through today + the advance window. */
export function bookableDateRange(
  tier: TierRules,
  venue: VenueSettings,
  now: number | Date,
): { first: IsoDate; last: IsoDate } {
  const today = venueDate(now, venue.timeZone);
  return { first: today, last: addDays(today, tier.advanceWindowDays) };
}

/**
 * Why the booking calendar disables a date, or null when the member may pick it: past days, days
 * beyond the tier's window, and today once no start time is left.
 */
export function bookingDateDisabledReason(
  date: IsoDate,
  tier: TierRules,
  venue: VenueSettings,
  now: number | Date,
): DateDisabledReason | null {
  const { first, last } = bookableDateRange(tier, venue, now);
  if (date < first) return 'past';
  if (date > last) return 'beyondWindow';
  if (date === first && startOptions(date, venue, now).every((o) => o.disabled)) return 'noTimesLeft';
  return null;
}

function zoneName(instant: number, timeZone: string): string {
  const parts = dateTimeFormat({ timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}
