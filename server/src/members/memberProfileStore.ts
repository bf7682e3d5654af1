/** The rows a member's desk profile is worked out from: their bookings and guest passes. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, guestPasses } from '../db/schema';

/** Every booking of the member except lapsed payment holds, oldest first. */
export function profileBookingRows(db: Db, userId: string) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), ne(bookings.status, 'expired')))
    .orderBy(asc(bookings.startTime))
    .all();
}

/** The member's guest-pass rows (by the month each booking is played in). */
export function guestPassRows(db: Db, userId: string) {
  return db
    .select({ billingMonth: guestPasses.billingMonth, guestCount: guestPasses.guestCount })
    .from(guestPasses)
    .where(eq(guestPasses.userId, userId))
    .all();
}
