/**
 * Members checking themselves in, and bays nobody came for given back: when a booking's pass opens
 * and closes, when a booking not checked in is released by the lounge, and what a pass shown at a
 * kiosk at a moment does. Real minutes throughout: on a daylight-saving day the 15 minutes after a
 * 1:30 AM start are still 15 minutes, whatever the wall clock reads (docs/decisions/053).
 */
import { checkInMessages } from './messages';
import { parseIsoInstant } from './time';

/** The settings of check-in at the kiosk and the release (PASS_OPENS_MINUTES, NO_SHOW_RELEASE_MINUTES). */
export interface CheckInSettings {
  /** A pass checks in from this many minutes before the start until the end. */
  passOpensMinutes: number;
  /** A booking not checked in this many minutes after its start is released; 0: never. */
  noShowReleaseMinutes: number;
}

export const DEFAULT_CHECK_IN_SETTINGS: Readonly<CheckInSettings> = Object.freeze({
  passOpensMinutes: 30,
  noShowReleaseMinutes: 15,
});

/** A booking as the rules here read it: instants as ISO 8601 strings. */
export interface TimedBooking {
  status: string;
  startTime: string;
  endTime: string;
  /** When the lounge released it (null or absent: never). */
  releasedAt?: string | null;
}

const MINUTE = 60_000;
const D = checkInMessages.desk;

const instantOf = (iso: string) => parseIsoInstant(iso) ?? Number.NaN;

/** When the lounge releases a booking nobody checked in for, or null when releases are off. */
export function releaseDeadline(b: Pick<TimedBooking, 'startTime'>, minutes: number): number | null {
  if (minutes <= 0) return null;
  return instantOf(b.startTime) + minutes * MINUTE;
}

/**
 * Whether the lounge releases `b` at `now`: confirmed (never checked in, held, cancelled or already
 * a no-show), its deadline reached, and not yet over (a booking that ended is what happened, for
 * staff to correct; releasing it would free nothing). A release staff took back is never made again.
 */
export function releaseIsDue(b: TimedBooking, now: number, minutes: number): boolean {
  const deadline = releaseDeadline(b, minutes);
  if (b.status !== 'confirmed' || b.releasedAt || deadline === null) return false;
  return deadline <= now && now < instantOf(b.endTime);
}

/**
 * Whole minutes (rounded up) until the lounge releases `b`, for the desk's countdown: from its start
 * (the member late) until the sweep takes it, 0 once the deadline has passed. Null when nothing is
 * counting down: releases off, not confirmed (checked in, held, finished), released before (a
 * release staff took back is never made again), not yet started, or over.
 */
export function releaseCountdown(b: TimedBooking, now: number, minutes: number): number | null {
  const deadline = releaseDeadline(b, minutes);
  if (b.status !== 'confirmed' || b.releasedAt || deadline === null) return null;
  if (now < instantOf(b.startTime) || now >= instantOf(b.endTime)) return null;
  return Math.max(0, Math.ceil((deadline - now) / MINUTE));
}

/**
 * The desk's line on a booking about check-in at `now`: the kiosk it was checked in at, or its
 * countdown to release ('Released in 7 min'); null when there is nothing to say.
 */
export function deskCheckInNote(
  b: TimedBooking & { checkedInAtKiosk?: string | null },
  now: number,
  noShowReleaseMinutes: number,
): string | null {
  if (b.status === 'checked_in' && b.checkedInAtKiosk) return D.checkedInAtKiosk(b.checkedInAtKiosk);
  const left = releaseCountdown(b, now, noShowReleaseMinutes);
  return left === null ? null : D.releasesIn(left);
}

/** When a booking's pass checks in: from `passOpensMinutes` before its start until its end. */
export function passWindow(
  b: Pick<TimedBooking, 'startTime' | 'endTime'>,
  passOpensMinutes: number,
): { opensAt: number; closesAt: number } {
  return { opensAt: instantOf(b.startTime) - passOpensMinutes * MINUTE, closesAt: instantOf(b.endTime) };
}

/** The kiosk page's timings, in milliseconds (docs/front-desk.md). */
export const KIOSK_TIMINGS = Object.freeze({
  /** The kiosk's answer stays this long, then it is ready for the next member. */
  answer: 8000,
  /** A kiosk that cannot reach the server asks again this often (the box restarting). */
  retry: 5000,
  /** How often the kiosk's camera looks for a QR code. */
  scan: 400,
});

/** A pass's code: six digits, random, unique among the bookings whose pass is still open. */
export const PASS_CODE_LENGTH = 6;
const PASS_QR_PREFIX = 'LOUNGE-PASS:';

/** What a pass's QR code encodes: the code, marked so a kiosk can tell a pass from stray text. */
export function passQrText(code: string): string {
  return `${PASS_QR_PREFIX}${code}`;
}

/**
 * The code in what a kiosk was given, typed ('123 456', '123-456') or scanned (the QR's text, as a
 * camera reads it or a keyboard-wedge scanner types it); null when it holds no code.
 */
export function passCodeFrom(given: string): string | null {
  const trimmed = given.trim();
  const body = trimmed.toUpperCase().startsWith(PASS_QR_PREFIX)
    ? trimmed.slice(PASS_QR_PREFIX.length)
    : trimmed;
  const digits = body.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The member's page of a booking's pass, on the website. */
export function passPagePath(bookingId: string): string {
  return `/bookings/${bookingId}/pass`;
}

/** '482 913': a code as the member reads it out. */
export function formatPassCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** What a pass shown at a kiosk at a moment does to its booking. */
export type PassVerdict =
  /** Checks it in now (or it was already: answered unchanged). */
  | { kind: 'check_in' }
  | { kind: 'checked_in' }
  | { kind: 'too_early'; opensAt: number }
  | { kind: 'ended'; endedAt: number }
  | { kind: 'released'; releasedAt: number }
  | { kind: 'no_show' }
  | { kind: 'cancelled' }
  /** A hold (a payment or a waitlist offer not yet made a booking). */
  | { kind: 'not_confirmed' };

/** What a pass does to `b` at `now`; the kiosk checks in only on 'check_in'. */
export function passVerdict(b: TimedBooking, now: number, passOpensMinutes: number): PassVerdict {
  switch (b.status) {
    case 'checked_in':
      return { kind: 'checked_in' };
    case 'no_show': {
      const releasedAt = b.releasedAt ? instantOf(b.releasedAt) : null;
      return releasedAt === null ? { kind: 'no_show' } : { kind: 'released', releasedAt };
    }
    case 'held':
      return { kind: 'not_confirmed' };
    case 'confirmed': {
      const { opensAt, closesAt } = passWindow(b, passOpensMinutes);
      if (now < opensAt) return { kind: 'too_early', opensAt };
      if (now >= closesAt) return { kind: 'ended', endedAt: closesAt };
      return { kind: 'check_in' };
    }
    default:
      return { kind: 'cancelled' };
  }
}
