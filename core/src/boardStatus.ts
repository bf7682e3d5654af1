/**
 * How the front desk reads a booking at a moment: one board status (upcoming, due, late, checked in,
 * no-show, finished, ended without check-in, cancelled, held), its words and colour, and when the
 * desk may check a member in or take a check-in or no-show back.
 *
 * The stored status says what staff did; the board status adds the clock: a confirmed booking whose
 * start has passed with nobody checked in is late, and once it has ended it ended without check-in.
 * The server enforces the windows below; the console explains them with the same words.
 */
import { type CheckInSettings, DEFAULT_CHECK_IN_SETTINGS } from './checkIn';
import { dateTimeFormat } from './dateFormats';
import { deskMessages } from './messages';
import { formatWallTime, instantToWall, parseIsoInstant, venueDate } from './time';

export const BOARD_STATUSES = [
  'held',
  'upcoming',
  'due',
  'late',
  'checked_in',
  'no_show',
  'finished',
  'ended_unchecked',
  'cancelled',
] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** A booking as the staff API returns it: instants as ISO 8601 strings, the venue date it is on. */
export interface BoardBooking {
  status: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
}

/** A confirmed booking is 'due' from this many minutes before its start. */
const DUE_SOON_MINUTES = 15;

/**
 * The desk's windows, in minutes; the server reads them from CHECK_IN_OPENS_MINUTES and
 * NO_SHOW_AFTER_MINUTES, and the kiosk's (checkIn.ts) from PASS_OPENS_MINUTES and NO_SHOW_RELEASE_MINUTES.
 */
export interface DeskWindows extends CheckInSettings {
  /** Check-in opens this long before the start (and closes at the end). */
  checkInOpensMinutes: number;
  /** A no-show can be marked from this long after the start until the end of the venue day. */
  noShowAfterMinutes: number;
}

export const DEFAULT_DESK_WINDOWS: Readonly<DeskWindows> = Object.freeze({
  ...DEFAULT_CHECK_IN_SETTINGS,
  checkInOpensMinutes: 60,
  noShowAfterMinutes: 15,
});

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

/** 'Saturday, November 21' for a venue date. */
function dayWords(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return dateTimeFormat({
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

const wallTimeAt = (at: number, timeZone: string) => formatWallTime(instantToWall(at, timeZone).time);

/**
 * Why a confirmed booking cannot be checked in at `now`, or null when it can: check-in is open from
 * `checkInOpensMinutes` before the start until the end, on the booking's own venue day.
 */
export function checkInRefusal(
  b: BoardBooking,
  now: number | Date,
  timeZone: string,
  windows: DeskWindows = DEFAULT_DESK_WINDOWS,
): DeskRefusal | null {
  const at = ms(now);
  const words = deskMessages.checkIn;
  if (venueDate(at, timeZone) !== b.bookingDate) return words.otherDay(dayWords(b.bookingDate));
  const start = instantOf(b.startTime);
  const end = instantOf(b.endTime);
  const opens = start - windows.checkInOpensMinutes * MINUTE;
  if (at < opens) return words.notYet(wallTimeAt(opens, timeZone), windows.checkInOpensMinutes);
  if (at >= end) return words.ended(wallTimeAt(end, timeZone));
  return null;
}

/**
 * Why a confirmed booking cannot be marked no-show at `now`, or null when it can: from
 * `noShowAfterMinutes` after the start until the end of the booking's venue day. Later, what
 * happened is corrected with a reason instead (statusCorrection.ts).
 */
export function noShowRefusal(
  b: BoardBooking,
  now: number | Date,
  timeZone: string,
  windows: DeskWindows = DEFAULT_DESK_WINDOWS,
): DeskRefusal | null {
  const at = ms(now);
  const words = deskMessages.noShow;
  const from = instantOf(b.startTime) + windows.noShowAfterMinutes * MINUTE;
  const today = venueDate(at, timeZone);
  if (today > b.bookingDate) return words.dayOver(dayWords(b.bookingDate));
  if (today < b.bookingDate) return words.otherDay(dayWords(b.bookingDate), wallTimeAt(from, timeZone));
  if (at < from) return words.tooEarly(wallTimeAt(from, timeZone), windows.noShowAfterMinutes);
  return null;
}

/** Statuses an undo takes back to confirmed. */
const UNDOABLE_STATUSES: readonly string[] = Object.freeze(['checked_in', 'no_show']);

/** Why the desk cannot undo a check-in or no-show at `now`, or null when it can (its own venue day). */
export function undoRefusal(b: BoardBooking, now: number | Date, timeZone: string): DeskRefusal | null {
  if (!UNDOABLE_STATUSES.includes(b.status)) return deskMessages.undo.nothing;
  if (venueDate(ms(now), timeZone) !== b.bookingDate)
    return deskMessages.undo.tooLate(dayWords(b.bookingDate));
  return null;
}

/** The question the desk asks before marking a no-show. */
export const NO_SHOW_CONFIRM = Object.freeze({
  title: 'Mark as no-show?',
  message:
    'The member is counted as a no-show and the bay is freed for others. If they arrive later today, Undo puts the booking back.',
  ok: 'Mark No-show',
});
