/**
 * How the front desk reads a booking at a moment: one board status (upcoming, due, late, checked in,
 * no-show, finished, ended without check-in, cancelled, held), its words and colour, and when the
 * desk may check a member in or take a check-in or no-show back.
 *
 * The stored status says what staff did; the board status adds the clock: a confirmed booking whose
 * start has passed with nobody checked in is late, and once it has ended it ended without check-in.
 * The server enforces the windows below; the console explains them with the same words.
 */
import { dateTimeFormat } from './dateFormats';
import { formatWallTime, instantToWall, parseIsoInstant, venueDate } from './time';

export type BoardStatus =
  | 'held'
  | 'upcoming'
  | 'due'
  | 'late'
  | 'checked_in'
  | 'no_show'
  | 'finished'
  | 'ended_unchecked'
  | 'cancelled';

/** A booking as the staff API returns it: instants as ISO 8601 strings, the venue date it is on. */
export interface BoardBooking {
  status: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
}

/** A confirmed booking is 'due' from this many minutes before its start. */
const DUE_SOON_MINUTES = 15;
/** Check-in opens this many minutes before the start (and closes at the end). */
const CHECK_IN_OPENS_MINUTES = 60;

const MINUTE = 60_000;

function instantOf(iso: string): number {
  return parseIsoInstant(iso) ?? Number.NaN;
}

function ms(now: number | Date): number {
  return typeof now === 'number' ? now : now.getTime();
}

/** The board status of a booking at `now`. */
export function boardStatus(
  b: Pick<BoardBooking, 'status' | 'startTime' | 'endTime'>,
  now: number | Date,
): BoardStatus {
  const at = ms(now);
  const start = instantOf(b.startTime);
  const end = instantOf(b.endTime);
  switch (b.status) {
    case 'cancelled':
    case 'expired':
      return 'cancelled';
    case 'no_show':
      return 'no_show';
    case 'checked_in':
      return end <= at ? 'finished' : 'checked_in';
    case 'held':
      return 'held';
    default:
      if (end <= at) return 'ended_unchecked';
      if (start <= at) return 'late';
      if (start - DUE_SOON_MINUTES * MINUTE <= at) return 'due';
      return 'upcoming';
  }
}

export interface BoardStatusLook {
  /** The words on the block and in the drawer. */
  label: string;
  /** An antd Tag preset colour, readable on the console's dark theme. */
  color: string;
  /** Whether the block wants staff's attention now (late, due). */
  attention: boolean;
}

export const BOARD_STATUS_LOOK: Readonly<Record<BoardStatus, BoardStatusLook>> = Object.freeze({
  held: { label: 'Held (paying)', color: 'gold', attention: false },
  upcoming: { label: 'Upcoming', color: 'green', attention: false },
  due: { label: 'Due', color: 'cyan', attention: true },
  late: { label: 'Late', color: 'orange', attention: true },
  checked_in: { label: 'Checked in', color: 'blue', attention: false },
  no_show: { label: 'No-show', color: 'volcano', attention: false },
  finished: { label: 'Finished', color: 'default', attention: false },
  ended_unchecked: { label: 'Ended, no check-in', color: 'magenta', attention: false },
  cancelled: { label: 'Cancelled', color: 'red', attention: false },
});

export interface DeskRefusal {
  title: string;
  message: string;
}

function dayWords(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return dateTimeFormat({
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/**
 * Why a confirmed booking cannot be checked in at `now`, or null when it can: check-in is open from
 * an hour before the start until the end, on the booking's own venue day.
 */
export function checkInRefusal(b: BoardBooking, now: number | Date, timeZone: string): DeskRefusal | null {
  const at = ms(now);
  const title = 'Not Check-in Time';
  if (venueDate(at, timeZone) !== b.bookingDate) {
    return { title, message: `This booking is on ${dayWords(b.bookingDate)}; check in on that day.` };
  }
  const start = instantOf(b.startTime);
  const end = instantOf(b.endTime);
  if (at < start - CHECK_IN_OPENS_MINUTES * MINUTE) {
    const opens = instantToWall(start - CHECK_IN_OPENS_MINUTES * MINUTE, timeZone).time;
    return { title, message: `Check-in opens at ${formatWallTime(opens)}, an hour before the start.` };
  }
  if (at >= end) {
    const ended = instantToWall(end, timeZone).time;
    return {
      title,
      message: `This booking ended at ${formatWallTime(ended)}; it can no longer be checked in.`,
    };
  }
  return null;
}

/** Statuses an undo takes back to confirmed. */
const UNDOABLE_STATUSES: readonly string[] = Object.freeze(['checked_in', 'no_show']);

/** Why the desk cannot undo a check-in or no-show at `now`, or null when it can (its own venue day). */
export function undoRefusal(b: BoardBooking, now: number | Date, timeZone: string): DeskRefusal | null {
  if (!UNDOABLE_STATUSES.includes(b.status)) {
    return { title: 'Nothing to Undo', message: 'Only a check-in or a no-show can be undone.' };
  }
  if (venueDate(ms(now), timeZone) !== b.bookingDate) {
    return {
      title: 'Too Late to Undo',
      message: `A check-in or no-show can only be undone on the booking's day (${dayWords(b.bookingDate)}).`,
    };
  }
  return null;
}

/** The question the desk asks before marking a no-show. */
export const NO_SHOW_CONFIRM = Object.freeze({
  title: 'Mark as no-show?',
  message:
    'The member is counted as a no-show and the bay is freed for others. If they arrive later today, Undo puts the booking back.',
  ok: 'Mark No-show',
});
