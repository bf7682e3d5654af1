/**
 * The bookings table's queries. Statuses that occupy a bay are core's OCCUPYING_BOOKING_STATUSES:
 * held (a guest-fee payment in progress, until its hold expires), confirmed and checked_in; the
 * overlap triggers of migrations/0001 use the same list.
 */
import { randomUUID } from 'node:crypto';
import { OCCUPYING_BOOKING_STATUSES, toIsoInstant } from '@lounge/core';
import { ScheduleMember } from '@lounge/core/api';
import { and, asc, eq, gt, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { bayIsBlocked, blockedOnDate } from '../blocks/blockStore';
import { issuePass } from '../checkIn/passStore';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { bookings, guestPasses, users } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

/** No occupying booking lasts longer than this (the overlap triggers refuse one, migrations/0015). */
const LONGEST_BOOKING_MS = 24 * 60 * 60 * 1000;

/**
 * The read and check queries of every booking request, prepared once per database. An overlap
 * search is bounded below by the longest booking, so it looks at a day or so of the bay's (or
 * member's) bookings instead of their whole history.
 */
const statements = perDatabase((db) => {
  const p = sql.placeholder;
  /** Occupying bookings: held ones only while their hold lasts. */
  const occupyingNow = sql`(${inArray(bookings.status, ['confirmed', 'checked_in'])} OR (${bookings.status} = 'held' AND ${bookings.holdExpiresAt} > ${p('now')}))`;
  const overlapping = and(
    inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
    gt(bookings.startTime, p('earliest')),
    lt(bookings.startTime, p('end')),
    gt(bookings.endTime, p('start')),
    ne(bookings.id, p('excludeId')),
  );
  const occupant = (owner: SQL | undefined) =>
    db.select({ id: bookings.id }).from(bookings).where(and(owner, overlapping)).limit(1).prepare();
  return {
    // The status is written out (not a parameter) so SQLite can use the partial index of held rows.
    expireLapsedHolds: db
      .update(bookings)
      .set({ status: 'expired', updatedAt: sql`${p('now')}` })
      .where(and(sql`${bookings.status} = 'held'`, lte(bookings.holdExpiresAt, p('now'))))
      .prepare(),
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
    takenOnDate: db
      .select({ bayNumber: bookings.bayNumber, startTime: bookings.startTime, endTime: bookings.endTime })
      .from(bookings)
      .where(and(eq(bookings.bookingDate, p('date')), occupyingNow))
      .orderBy(asc(bookings.bayNumber), asc(bookings.startTime))
      .prepare(),
    bayOccupant: occupant(eq(bookings.bayNumber, p('owner'))),
    memberOccupant: occupant(eq(bookings.userId, p('owner'))),
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

/** Holds whose time ran out stop occupying their bay. Run first in every booking write. */
export function expireLapsedHolds(db: Db, nowIso: string): void {
  statements(db).expireLapsedHolds.run({ now: nowIso });
}

export function findBooking(db: Db, id: string): BookingRow | undefined {
  return statements(db).findBooking.get({ id });
}

/** A member's bookings, soonest first; lapsed payment holds are not bookings and are left out. */
export function bookingsOfUser(db: Db, userId: string): BookingRow[] {
  return statements(db).bookingsOfUser.all({ userId });
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

/**
 * A bay's confirmed and checked-in bookings that are on between two instants, soonest first, each
 * with its member's first name (all a bay's screen shows of them).
 */
export function bayBookingsBetween(db: Db, bayNumber: string, fromIso: string, untilIso: string) {
  return db
    .select({ booking: bookings, firstName: users.firstName })
    .from(bookings)
    .innerJoin(users, eq(bookings.userId, users.id))
    .where(
      and(
        eq(bookings.bayNumber, bayNumber),
        inArray(bookings.status, ['confirmed', 'checked_in']),
        gt(bookings.endTime, fromIso),
        lt(bookings.startTime, untilIso),
        gt(bookings.startTime, toIsoInstant(Date.parse(fromIso) - LONGEST_BOOKING_MS)),
      ),
    )
    .orderBy(asc(bookings.startTime))
    .limit(3)
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
): (Pick<BookingRow, 'bayNumber' | 'startTime' | 'endTime'> & { closed?: true })[] {
  const booked = statements(db).takenOnDate.all({ date, now: nowIso });
  // A closed bay is marked so (never why): the waitlist is not offered for it (it would refuse).
  const blocked = blockedOnDate(db, date).map((block) => ({ ...block, closed: true as const }));
  if (blocked.length === 0) return booked;
  return [...booked, ...blocked].sort(
    (a, b) => a.bayNumber.localeCompare(b.bayNumber) || a.startTime.localeCompare(b.startTime),
  );
}

interface Span {
  start: string;
  end: string;
  /** The booking being changed, which does not conflict with itself. */
  excludeId?: string;
}

function spanParams({ start, end, excludeId }: Span) {
  // No booking has the empty id, so '' excludes nothing.
  return {
    start,
    end,
    excludeId: excludeId ?? '',
    earliest: toIsoInstant(Date.parse(start) - LONGEST_BOOKING_MS),
  };
}

/** Another occupying booking, or a bay block, in the bay for any of the span. */
export function bayIsTaken(db: Db, bayNumber: string, span: Span): boolean {
  return bayIsBlocked(db, bayNumber, span) || bayIsBooked(db, bayNumber, span);
}

/** Another occupying booking in the bay for any of the span (blocks aside). */
export function bayIsBooked(db: Db, bayNumber: string, span: Span): boolean {
  return statements(db).bayOccupant.get({ owner: bayNumber, ...spanParams(span) }) !== undefined;
}

/** A member cannot be in two bays at once. */
export function memberIsBusy(db: Db, userId: string, span: Span): boolean {
  return statements(db).memberOccupant.get({ owner: userId, ...spanParams(span) }) !== undefined;
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

/** A new booking, with its check-in pass (checkIn/passStore.ts) in the same transaction. */
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
