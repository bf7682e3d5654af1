/**
 * Members checking themselves in, and bays nobody came for given back: when a booking's pass opens
 * and closes, when a booking not checked in is released by the lounge, and what a pass shown at a
 * kiosk at a moment does. Real minutes throughout: on a daylight-saving day the 15 minutes after a
 * 1:30 AM start are still 15 minutes, whatever the wall clock reads (docs/decisions/053).
 */
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

/** When a booking's pass checks in: from `passOpensMinutes` before its start until its end. */
export function passWindow(
  b: Pick<TimedBooking, 'startTime' | 'endTime'>,
  passOpensMinutes: number,
): { opensAt: number; closesAt: number } {
  return { opensAt: instantOf(b.startTime) - passOpensMinutes * MINUTE, closesAt: instantOf(b.endTime) };
}
