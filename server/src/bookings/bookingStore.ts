/**
 * The bookings table's queries. Statuses that occupy a bay are core's OCCUPYING_BOOKING_STATUSES:
 * held (a guest-fee payment in progress, until its hold expires), confirmed and checked_in; the
 * overlap triggers of migrations/0001 use the same list.
 */
import { randomUUID } from 'node:crypto';
import { OCCUPYING_BOOKING_STATUSES } from '@lounge/core';
import { ScheduleMember } from '@lounge/core/api';
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { issuePass } from '../checkIn/passQueries';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { bookings, guestPasses, users } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * The columns a member's view of a booking reads (bookingView.ts): a list of them is read with only
 * these, not built as whole rows first and then copied field by field.
 */
const BOOKING_VIEW_COLUMNS = {
  id: bookings.id,
  userId: bookings.userId,
  bayNumber: bookings.bayNumber,
  bookingDate: bookings.bookingDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  guestCount: bookings.guestCount,
  guestFee: bookings.guestFee,
  status: bookings.status,
  notes: bookings.notes,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
};
export type BookingViewRow = Pick<BookingRow, keyof typeof BOOKING_VIEW_COLUMNS>;

/**
 * The read and check queries of every booking request, prepared once per database. An overlap
 * search is bounded below by the longest booking, so it looks at a day or so of the bay's (or
 * member's) bookings instead of their whole history.
 */
const statements = perDatabase((db) => {
  const p = sql.placeholder;
  /** Occupying bookings: held ones only while their hold lasts. */
  const occupyingNow = sql`(${inArray(bookings.status, ['confirmed', 'checked_in'])} OR (${bookings.status} = 'held' AND ${bookings.holdExpiresAt} > ${p('now')}))`;
  return {
    findBooking: db
      .select()
      .from(bookings)
      .where(eq(bookings.id, p('id')))
      .prepare(),
    bookingsOfUser: db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, p('userId')), ne(bookings.status, 'expired')))
      .orderBy(asc(bookings.startTime))
      .prepare(),
    // The same list as GET /api/bookings answers it, read on every dashboard and booking page.
    bookingViewsOfUser: db
      .select(BOOKING_VIEW_COLUMNS)
      .from(bookings)
      .where(and(eq(bookings.userId, p('userId')), ne(bookings.status, 'expired')))
      .orderBy(asc(bookings.startTime))
      .prepare(),
    upcomingCount: db
      .select({ n: sql<number>`count(*)` })
      .from(bookings)
      .where(and(eq(bookings.userId, p('userId')), gt(bookings.startTime, p('now')), occupyingNow))
      .prepare(),
    // The writes of every booking, built once: drizzle otherwise builds their SQL anew each time,
    // a tenth of a booking's time, and bookings are committed one at a time.
    insertBooking: db
      .insert(bookings)
      .values({
        id: p('id'),
        userId: p('userId'),
        bayNumber: p('bayNumber'),
        bookingDate: p('bookingDate'),
        startTime: p('startTime'),
        endTime: p('endTime'),
        guestCount: p('guestCount'),
        guestFee: p('guestFee'),
        paidGuests: p('paidGuests'),
        status: p('status'),
        holdExpiresAt: p('holdExpiresAt'),
        notes: p('notes'),
        createdBy: p('createdBy'),
        limitOverride: p('limitOverride'),
        createdAt: p('now'),
        updatedAt: p('now'),
      })
      .returning()
      .prepare(),
    dropPasses: db
      .delete(guestPasses)
      .where(eq(guestPasses.bookingId, p('bookingId')))
      .prepare(),
    insertPasses: db
      .insert(guestPasses)
      .values({
        id: p('id'),
        userId: p('userId'),
        bookingId: p('bookingId'),
        guestCount: p('guestCount'),
        billingMonth: p('month'),
        createdAt: p('now'),
      })
      .prepare(),
    passesUsed: db
      .select({ n: sql<number>`coalesce(sum(${guestPasses.guestCount}), 0)` })
      .from(guestPasses)
      .where(
        and(
          eq(guestPasses.userId, p('userId')),
          eq(guestPasses.billingMonth, p('month')),
          ne(guestPasses.bookingId, p('excludeId')),
        ),
      )
      .prepare(),
  };
});

export function findBooking(db: Db, id: string): BookingRow | undefined {
  return statements(db).findBooking.get({ id });
}

/** A member's bookings, soonest first; lapsed payment holds are not bookings and are left out. */
export function bookingsOfUser(db: Db, userId: string): BookingRow[] {
  return statements(db).bookingsOfUser.all({ userId });
}

/** The same, with only what a member's view of a booking reads (bookingView.ts). */
export function bookingViewRowsOfUser(db: Db, userId: string): BookingViewRow[] {
  return statements(db).bookingViewsOfUser.all({ userId });
}

/**
 * The users columns of a member as the desk's views of a day show them: core's ScheduleMember's
 * keys, so the select follows the schema (a key users lacks fails the typecheck here, and a
 * column of the wrong type fails it where the schedule is answered).
 */
const SCHEDULE_MEMBER = Object.fromEntries(
  Object.keys(ScheduleMember.describe().keys ?? {}).map((key) => [key, users[key as keyof ScheduleMember]]),
) as { [K in keyof ScheduleMember]: (typeof users)[K] };

/** A venue date's bookings (lapsed holds left out) with their members, by bay then start: the desk's board and day sheet. */
export function bookingsOfDayWithMembers(db: Db, date: string) {
  return db
    .select({ booking: bookings, member: SCHEDULE_MEMBER })
    .from(bookings)
    .innerJoin(users, eq(bookings.userId, users.id))
    .where(and(eq(bookings.bookingDate, date), ne(bookings.status, 'expired')))
    .orderBy(asc(bookings.bayNumber), asc(bookings.startTime))
    .all();
}

/** Upcoming bookings that count toward the tier's limit: confirmed or checked in and not started, plus live holds. */
export function upcomingCount(db: Db, userId: string, nowIso: string): number {
  return statements(db).upcomingCount.get({ userId, now: nowIso })?.n ?? 0;
}

/** VIP guest passes the member has used in a month, not counting one booking's (when it is being changed). */
export function passesUsed(db: Db, userId: string, month: string, excludeBookingId?: string): number {
  return statements(db).passesUsed.get({ userId, month, excludeId: excludeBookingId ?? '' })?.n ?? 0;
}

/** Records the passes a booking uses (replacing any it had). */
export function setPasses(
  db: Db,
  booking: Pick<BookingRow, 'id' | 'userId'>,
  count: number,
  month: string,
  nowIso: string,
): void {
  const { dropPasses, insertPasses } = statements(db);
  dropPasses.run({ bookingId: booking.id });
  if (count > 0) {
    insertPasses.run({
      id: randomUUID(),
      userId: booking.userId,
      bookingId: booking.id,
      guestCount: count,
      month,
      now: nowIso,
    });
  }
}

export type NewBookingRow = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** What a new booking is written with; payment and cancellation come later. */
export type BookingToInsert = Omit<NewBookingRow, 'stripePaymentIntentId' | 'cancelledAt' | 'cancelReason'>;

/** A new booking, with its check-in pass (checkIn/passQueries.ts) in the same transaction. */
export function insertBooking(db: Db, values: BookingToInsert, nowIso: string): BookingRow {
  const row = statements(db).insertBooking.get({
    id: randomUUID(),
    userId: values.userId,
    bayNumber: values.bayNumber,
    bookingDate: values.bookingDate,
    startTime: values.startTime,
    endTime: values.endTime,
    // The table's own defaults, which a prepared insert names itself.
    guestCount: values.guestCount ?? 1,
    guestFee: values.guestFee ?? 0,
    paidGuests: values.paidGuests ?? 0,
    status: values.status ?? 'confirmed',
    holdExpiresAt: values.holdExpiresAt ?? null,
    notes: values.notes ?? null,
    createdBy: values.createdBy ?? null,
    limitOverride: values.limitOverride ?? false,
    now: nowIso,
  }) as BookingRow;
  issuePass(db, row.id, nowIso);
  return row;
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

/** Confirmed bookings starting after `fromIso` and no later than `untilIso` (the reminders' query). */
export function confirmedStartingBetween(db: Db, fromIso: string, untilIso: string) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        // Written out, not a parameter, so SQLite can use the partial index of confirmed bookings.
        sql`${bookings.status} = 'confirmed'`,
        gt(bookings.startTime, fromIso),
        lte(bookings.startTime, untilIso),
      ),
    );
}

/** A held booking let go (a lapsed or left offer); a booking no longer held is left as it is. */
export function expireHeldBooking(db: Db, id: string, nowIso: string): void {
  db.update(bookings)
    .set({ status: 'expired', updatedAt: nowIso })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'held')))
    .run();
}

/** Cancels every booking of the member that still occupies a bay from `nowIso` on. */
export function cancelUpcomingBookingsOf(db: Db, userId: string, nowIso: string): void {
  db.update(bookings)
    .set({ status: 'cancelled', cancelledAt: nowIso, updatedAt: nowIso })
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
        gt(bookings.startTime, nowIso),
      ),
    )
    .run();
}
