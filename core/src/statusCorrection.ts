/**
 * Correcting what happened to a booking after the fact: a check-in the desk forgot, or a no-show
 * marked by mistake. Once a booking has ended (the day's check-in and undo no longer reach it),
 * staff set it to checked in, no-show, or neither (confirmed: it ended without a check-in), always
 * with a reason; the member's no-show count follows the corrected status. A booking that has ended
 * is never cancelled, by staff or member: that would rewrite the day's record (its report's
 * figures); Correct is the way to change it.
 */
import type { BoardBooking, DeskRefusal } from './boardStatus';
import { deskMessages } from './messages';
import { parseIsoInstant } from './time';

/** What a booking can be corrected to. */
export const CORRECTED_STATUSES = ['checked_in', 'no_show', 'confirmed'] as const;

/** Statuses a correction starts from: a booking that was kept (not cancelled, not a payment hold). */
export const CORRECTABLE_STATUSES: readonly string[] = Object.freeze(['confirmed', 'checked_in', 'no_show']);

/**
 * Why a booking cannot be corrected at `now`, or null when it can: it has ended, and was kept. A
 * booking the lounge released (checkIn.ts) may be corrected from its release on: the member who
 * turns up late, or the check-in the kiosk missed, is set right at once while the bay is still free.
 */
export function correctionRefusal(
  b: BoardBooking & { releasedAt?: string | null },
  now: number | Date,
): DeskRefusal | null {
  if (!CORRECTABLE_STATUSES.includes(b.status)) return deskMessages.correct.notKept;
  if (b.releasedAt) return null;
  if (!hasEnded(b, now)) return deskMessages.correct.notEnded;
  return null;
}

/** A booking whose end has passed at `now`: finished, whatever its status. */
export function hasEnded(b: Pick<BoardBooking, 'endTime'>, now: number | Date): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  return at >= (parseIsoInstant(b.endTime) ?? Number.POSITIVE_INFINITY);
}

/** Why staff may not cancel a booking at `now`, or null: one that has ended is corrected instead. */
export function cancelRefusal(b: Pick<BoardBooking, 'endTime'>, now: number | Date): DeskRefusal | null {
  return hasEnded(b, now) ? deskMessages.correct.notCancellable : null;
}
