/**
 * The bookings table's queries. Statuses that occupy a bay are held (a guest-fee payment in
 * progress, until its hold expires), confirmed and checked_in; the overlap triggers of
 * migrations/0001 use the same list.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { bayIsBlocked, blockedOnDate } from '../blocks/blockStore';
import type { Db } from '../db/database';
import { type BookingRowStatus, bookings, guestPasses } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

export const OCCUPYING_STATUSES: BookingRowStatus[] = ['held', 'confirmed', 'checked_in'];

/** Holds whose time ran out stop occupying their bay. Run first in every booking write. */
export function expireLapsedHolds(db: Db, nowIso: string): void {
  db.update(bookings)
    .set({ status: 'expired', updatedAt: nowIso })
    .where(and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, nowIso)))
    .run();
}

export function findBooking(db: Db, id: string): BookingRow | undefined {
  return db.select().from(bookings).where(eq(bookings.id, id)).get();
}

/** A member's bookings, soonest first; lapsed payment holds are not bookings and are left out. */
export function bookingsOfUser(db: Db, userId: string): BookingRow[] {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), ne(bookings.status, 'expired')))
    .orderBy(asc(bookings.startTime))
    .all();
}

/**
 * The bay times taken on a venue date, bay by bay: bookings (live holds included) and bay blocks,
 * which a member cannot tell apart and need not (a block's reason is the staff's business).
 */
export function takenOnDate(
  db: Db,
  date: string,
  nowIso: string,
): Pick<BookingRow, 'bayNumber' | 'startTime' | 'endTime'>[] {
  const booked = db
    .select({ bayNumber: bookings.bayNumber, startTime: bookings.startTime, endTime: bookings.endTime })
    .from(bookings)
    .where(and(eq(bookings.bookingDate, date), occupyingNow(nowIso)))
    .all();
  return [...booked, ...blockedOnDate(db, date)].sort(
    (a, b) => a.bayNumber.localeCompare(b.bayNumber) || a.startTime.localeCompare(b.startTime),
  );
}

/** Occupying bookings: held ones only while their hold lasts. */
function occupyingNow(nowIso: string) {
  return sql`(${inArray(bookings.status, ['confirmed', 'checked_in'])} OR (${bookings.status} = 'held' AND ${bookings.holdExpiresAt} > ${nowIso}))`;
}

interface Span {
  start: string;
  end: string;
  /** The booking being changed, which does not conflict with itself. */
  excludeId?: string;
}

function overlapping({ start, end, excludeId }: Span) {
  return and(
    inArray(bookings.status, OCCUPYING_STATUSES),
    lt(bookings.startTime, end),
    gt(bookings.endTime, start),
    excludeId ? ne(bookings.id, excludeId) : undefined,
  );
}

/** Another occupying booking, or a bay block, in the bay for any of the span. */
export function bayIsTaken(db: Db, bayNumber: string, span: Span): boolean {
  return (
    bayIsBlocked(db, bayNumber, span) ||
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.bayNumber, bayNumber), overlapping(span)))
      .get() !== undefined
  );
}

/** A member cannot be in two bays at once. */
export function memberIsBusy(db: Db, userId: string, span: Span): boolean {
  return (
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), overlapping(span)))
      .get() !== undefined
  );
}

/** Upcoming bookings that count toward the tier's limit: confirmed or checked in and not started, plus live holds. */
export function upcomingCount(db: Db, userId: string, nowIso: string): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), gt(bookings.startTime, nowIso), occupyingNow(nowIso)))
    .get();
  return row?.n ?? 0;
}

/** VIP guest passes the member has used in a month, not counting one booking's (when it is being changed). */
export function passesUsed(db: Db, userId: string, month: string, excludeBookingId?: string): number {
  const row = db
    .select({ n: sql<number>`coalesce(sum(${guestPasses.guestCount}), 0)` })
    .from(guestPasses)
    .where(
      and(
        eq(guestPasses.userId, userId),
        eq(guestPasses.billingMonth, month),
        excludeBookingId ? ne(guestPasses.bookingId, excludeBookingId) : undefined,
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** Records the passes a booking uses (replacing any it had). */
export function setPasses(
  db: Db,
  booking: Pick<BookingRow, 'id' | 'userId'>,
  count: number,
  month: string,
  nowIso: string,
): void {
  db.delete(guestPasses).where(eq(guestPasses.bookingId, booking.id)).run();
  if (count > 0) {
    db.insert(guestPasses)
      .values({
        id: randomUUID(),
        userId: booking.userId,
        bookingId: booking.id,
        guestCount: count,
        billingMonth: month,
        createdAt: nowIso,
      })
      .run();
  }
}

export type NewBookingRow = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function insertBooking(db: Db, values: NewBookingRow, nowIso: string): BookingRow {
  return db
    .insert(bookings)
    .values({ id: randomUUID(), ...values, createdAt: nowIso, updatedAt: nowIso })
    .returning()
    .get();
}

export function updateBookingRow(
  db: Db,
  id: string,
  values: Partial<NewBookingRow>,
  nowIso: string,
): BookingRow {
  const row = db
    .update(bookings)
    .set({ ...values, updatedAt: nowIso })
    .where(eq(bookings.id, id))
    .returning()
    .get();
  if (!row) throw new Error(`booking ${id} vanished inside its transaction`);
  return row;
}
