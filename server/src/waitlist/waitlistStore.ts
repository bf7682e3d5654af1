/** The waitlist_entries table's queries (see db/schema/bookings.ts for the life of an entry). */
import { randomUUID } from 'node:crypto';
import { ACTIVE_WAITLIST_STATUSES } from '@lounge/core';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, waitlistEntries } from '../db/schema';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistRow = Omit<typeof waitlistEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function insertEntry(db: Db, values: NewWaitlistRow, nowIso: string): WaitlistRow {
  return db
    .insert(waitlistEntries)
    .values({ id: randomUUID(), ...values, createdAt: nowIso, updatedAt: nowIso })
    .returning()
    .get();
}

export function findEntry(db: Db, id: string): WaitlistRow | undefined {
  return db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).get();
}

export function setEntry(db: Db, id: string, values: Partial<NewWaitlistRow>, nowIso: string): WaitlistRow {
  const row = db
    .update(waitlistEntries)
    .set({ ...values, updatedAt: nowIso })
    .where(eq(waitlistEntries.id, id))
    .returning()
    .get();
  if (!row) throw new Error(`waitlist entry ${id} vanished inside its transaction`);
  return row;
}

/** A member's waiting and offered entries, soonest first. */
export function activeEntriesOf(db: Db, userId: string): WaitlistRow[] {
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, [...ACTIVE_WAITLIST_STATUSES])),
    )
    .orderBy(asc(waitlistEntries.startTime))
    .all();
}

/** An entry in the line with its member's plan, which decides who is offered a freed time first. */
export type LineRow = WaitlistRow & { member: { membershipType: string | null; membershipStatus: string } };

/**
 * The entries of these statuses, first come first served (the time joined, then the row's insertion
 * order for entries in the same millisecond), each with its member's plan.
 */
function lineOf(db: Db, statuses: readonly WaitlistRow['status'][]): LineRow[] {
  return db
    .select({
      entry: waitlistEntries,
      membershipType: users.membershipType,
      membershipStatus: users.membershipStatus,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(waitlistEntries.userId, users.id))
    .where(inArray(waitlistEntries.status, [...statuses]))
    .orderBy(asc(waitlistEntries.createdAt), asc(sql`"waitlist_entries"."rowid"`))
    .all()
    .map(({ entry, membershipType, membershipStatus }) => ({
      ...entry,
      member: { membershipType, membershipStatus },
    }));
}

/** Everyone waiting, first come first served (the service puts VIP members first: core's inOfferOrder). */
export function waitingInLine(db: Db): LineRow[] {
  return lineOf(db, ['waiting']);
}

/** Everyone in line, waiting or offered, first come first served (for places in line). */
export function activeLine(db: Db): LineRow[] {
  return lineOf(db, ACTIVE_WAITLIST_STATUSES);
}

/** Offers whose 15 minutes ran out. */
export function lapsedOffers(db: Db, nowIso: string): WaitlistRow[] {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, nowIso)))
    .all();
}

/** The claimed entry whose offer's hold is `holdBookingId` (now a guest checkout's), if any. */
export function claimOfHold(db: Db, holdBookingId: string): WaitlistRow | undefined {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.holdBookingId, holdBookingId), eq(waitlistEntries.status, 'claimed')))
    .get();
}

/** A venue day's entries, every status, with the member's name; by start time, then first come. */
export function entriesOfDay(
  db: Db,
  date: string,
): (WaitlistRow & { firstName: string; lastName: string })[] {
  return db
    .select({ entry: waitlistEntries, firstName: users.firstName, lastName: users.lastName })
    .from(waitlistEntries)
    .innerJoin(users, eq(waitlistEntries.userId, users.id))
    .where(eq(waitlistEntries.bookingDate, date))
    .orderBy(
      asc(waitlistEntries.startTime),
      asc(waitlistEntries.createdAt),
      asc(sql`"waitlist_entries"."rowid"`),
    )
    .all()
    .map(({ entry, firstName, lastName }) => ({ ...entry, firstName, lastName }));
}
