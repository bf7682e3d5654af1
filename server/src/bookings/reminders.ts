/**
 * The reminder two hours before a booking. The worker looks every pass for confirmed bookings
 * starting within the next two hours and queues each one's reminder once (its dedupe key names the
 * booking and its start, so a booking moved to a new time gets a reminder for the new time).
 * A booking made less than two hours ahead gets none: its confirmation has only just arrived, and
 * a member who turned reminders off on the dashboard gets none either.
 */
import { REMINDER_LEAD_MS, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { queueBookingMail } from './bookingMail';
import { confirmedStartingBetween, findBooking } from './bookingStore';

/** Queues the reminders now due; returns how many were new. */
export function queueDueReminders(ctx: AppContext): number {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  const due = confirmedStartingBetween(ctx.db, nowIso, toIsoInstant(now + REMINDER_LEAD_MS))
    .all()
    .filter((b) => b.createdAt <= toIsoInstant(Date.parse(b.startTime) - REMINDER_LEAD_MS));
  if (due.length === 0) return 0;
  // Found outside the write lock, checked again inside it: a booking cancelled or moved meanwhile
  // gets no reminder, and the dedupe key keeps one queued once even if two passes race.
  return writeTransaction(ctx.database, () => {
    let queued = 0;
    for (const found of due) {
      const booking = findBooking(ctx.db, found.id);
      if (booking?.status !== 'confirmed' || booking.startTime !== found.startTime) continue;
      if (queueBookingMail(ctx, 'reminder', booking, nowIso)) queued += 1;
    }
    return queued;
  });
}
