/**
 * What occupies a bay, read once for every feature: occupying bookings (core's
 * OCCUPYING_BOOKING_STATUSES: held while its hold lasts, confirmed, checked_in) and bay blocks
 * (events' held bays, rounds, lessons, staff's blocks). A block occupies its bay like a booking
 * does, so every booking check, the availability view, the waitlist, the bay screen and a new
 * block's refusal ask here and see both. The overlap triggers of migrations/0001, 0013 and 0015
 * stand behind these reads.
 */

import type { BlockOccurrence } from '@lounge/core';
import { OCCUPYING_BOOKING_STATUSES, toIsoInstant } from '@lounge/core';
import { and, asc, eq, gt, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { bayBlocks, bookings, users } from '../db/schema';

type BookingRow = typeof bookings.$inferSelect;

/** No occupying booking lasts longer than this (the overlap triggers refuse one, migrations/0015). */
const LONGEST_BOOKING_MS = 24 * 60 * 60 * 1000;

/**
 * The occupancy reads of every booking request and day view, prepared once per database. An
 * overlap search is bounded below by the longest booking, so it looks at a day or so of the bay's
 * (or member's) bookings instead of their whole history.
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
    takenOnDate: db
      .select({ bayNumber: bookings.bayNumber, startTime: bookings.startTime, endTime: bookings.endTime })
      .from(bookings)
      .where(and(eq(bookings.bookingDate, p('date')), occupyingNow))
      .orderBy(asc(bookings.bayNumber), asc(bookings.startTime))
      .prepare(),
    bayOccupant: occupant(eq(bookings.bayNumber, p('owner'))),
    memberOccupant: occupant(eq(bookings.userId, p('owner'))),
    bayIsBlocked: db
      .select({ id: bayBlocks.id })
      .from(bayBlocks)
      .where(
        and(
          eq(bayBlocks.bayNumber, p('bayNumber')),
          lt(bayBlocks.startTime, p('end')),
          gt(bayBlocks.endTime, p('start')),
        ),
      )
      .limit(1)
      .prepare(),
    blockedOnDate: db
      .select({ bayNumber: bayBlocks.bayNumber, startTime: bayBlocks.startTime, endTime: bayBlocks.endTime })
      .from(bayBlocks)
      .where(eq(bayBlocks.blockDate, p('date')))
      .orderBy(asc(bayBlocks.bayNumber), asc(bayBlocks.startTime))
      .prepare(),
  };
});

/** Holds whose time ran out stop occupying their bay. Run first in every booking write. */
export function expireLapsedHolds(db: Db, nowIso: string): void {
  statements(db).expireLapsedHolds.run({ now: nowIso });
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

/** A bay block in the bay for any of the span. */
export function bayIsBlocked(db: Db, bayNumber: string, span: { start: string; end: string }): boolean {
  return statements(db).bayIsBlocked.get({ bayNumber, start: span.start, end: span.end }) !== undefined;
}

/** The spans blocked on a venue date, bay by bay (the same shape as the bookings taken). */
function blockedOnDate(db: Db, date: string) {
  return statements(db).blockedOnDate.all({ date });
}

/** Bookings that occupy a bay inside any of the occurrences (what a new block would cover). */
export function bookingsCoveredBy(db: Db, occurrences: readonly BlockOccurrence[]) {
  if (occurrences.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
        or(
          ...occurrences.map((o) =>
            and(
              eq(bookings.bayNumber, o.bayNumber),
              lt(bookings.startTime, toIsoInstant(o.end)),
              gt(bookings.endTime, toIsoInstant(o.start)),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.bayNumber))
    .all();
}
