/**
 * The reminder two hours before a booking. The worker looks every pass for confirmed bookings
 * starting within the next two hours and queues each one's reminder once (its dedupe key names the
 * booking and its start, so a booking moved to a new time gets a reminder for the new time).
 * A booking made less than two hours ahead gets none: its confirmation has only just arrived.
 */
import { toIsoInstant } from '@lounge/core';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { bookings } from '../db/schema';
import { queueBookingMail } from './bookingMail';

export const REMINDER_LEAD_MS = 2 * 60 * 60 * 1000;

/** Queues the reminders now due; returns how many were new. */
export function queueDueReminders(ctx: AppContext): number {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  return writeTransaction(ctx.database, () => {
    const due = ctx.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          gt(bookings.startTime, nowIso),
          lte(bookings.startTime, toIsoInstant(now + REMINDER_LEAD_MS)),
        ),
      )
      .all()
      .filter((b) => b.createdAt <= toIsoInstant(Date.parse(b.startTime) - REMINDER_LEAD_MS));
    let queued = 0;
    for (const booking of due) {
      if (queueBookingMail(ctx, 'reminder', booking, nowIso)) queued += 1;
    }
    return queued;
  });
}
