/**
 * The lounge releasing bookings nobody came for: a confirmed booking not checked in
 * NO_SHOW_RELEASE_MINUTES after its start, and not yet over, becomes a no-show (counted as staff's
 * is), which frees its bay; in the same write the waitlist is offered the time, the member's email
 * is queued and the audit trail says the lounge did it. One IMMEDIATE transaction per booking, each
 * checking the booking again inside it, so a check-in at the kiosk a moment before the sweep wins.
 * The background pass sweeps every 30 seconds at most and once as the server starts, so a server
 * that was down over a deadline releases what is overdue as it comes back (docs/decisions/053).
 */
import { releaseIsDue, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { queueBookingMail } from '../bookings/bookingMail';
import { confirmedStartingBetween, findBooking, updateBookingRow } from '../bookings/bookingQueries';
import { writeTransaction } from '../db/database';
import { logStaffAction } from '../staff/auditService';
import { moveWaitlistOn } from '../waitlist/waitlistService';

const MINUTE = 60_000;
/** No booking lasts longer (the overlap triggers refuse one): a started one not over began since. */
const LONGEST_BOOKING_MS = 24 * 60 * MINUTE;

/** Releases every booking overdue at the clock's now; returns how many. */
export function releaseOverdueBookings(ctx: AppContext): number {
  const minutes = ctx.config.desk.noShowReleaseMinutes;
  if (minutes <= 0) return 0;
  const now = ctx.now();
  const overdue = confirmedStartingBetween(
    ctx.db,
    toIsoInstant(now - LONGEST_BOOKING_MS),
    toIsoInstant(now - minutes * MINUTE),
  )
    .all()
    .filter((b) => releaseIsDue(b, now, minutes));
  let released = 0;
  for (const found of overdue) {
    // One booking that cannot be released (its offer failing, say) holds up none of the others;
    // it is tried again at the next sweep.
    try {
      if (releaseBooking(ctx, found.id, minutes)) released += 1;
    } catch (error) {
      ctx.logger.error('a booking could not be released', {
        bookingId: found.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return released;
}

function releaseBooking(ctx: AppContext, id: string, minutes: number): boolean {
  return writeTransaction(ctx.database, () => {
    const now = ctx.now();
    const booking = findBooking(ctx.db, id);
    // Found outside the write lock: checked in, cancelled or moved meanwhile, it stays as it is.
    if (!booking || !releaseIsDue(booking, now, minutes)) return false;
    const nowIso = toIsoInstant(now);
    const released = updateBookingRow(ctx.db, id, { status: 'no_show', releasedAt: nowIso }, nowIso);
    queueBookingMail(ctx, 'released', released, nowIso);
    logStaffAction(
      ctx.db,
      { actorId: null, action: 'release', targetType: 'booking', targetId: id, details: { minutes } },
      now,
    );
    // Nested, this is a savepoint of the release's transaction: the offer and the release commit
    // together, and a failing offer takes the release back with it for the next sweep.
    moveWaitlistOn(ctx);
    return true;
  });
}
