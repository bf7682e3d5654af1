/**
 * The bay_blocks table's queries. A block occupies its bay like a booking does: bookingStore's
 * `bayIsTaken` and `takenOnDate` count blocks too, so every booking check, the availability view
 * and the waitlist see them without knowing about blocks.
 */
import { randomUUID } from 'node:crypto';
import type { BayBlockView, BlockOccurrence } from '@lounge/core';
import { OCCUPYING_BOOKING_STATUSES, toIsoInstant } from '@lounge/core';
import { and, asc, eq, gt, gte, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bayBlocks, bookings } from '../db/schema';

export type BayBlockRow = typeof bayBlocks.$inferSelect;

export function bayIsBlocked(db: Db, bayNumber: string, span: { start: string; end: string }): boolean {
  return (
    db
      .select({ id: bayBlocks.id })
      .from(bayBlocks)
      .where(
        and(
          eq(bayBlocks.bayNumber, bayNumber),
          lt(bayBlocks.startTime, span.end),
          gt(bayBlocks.endTime, span.start),
        ),
      )
      .get() !== undefined
  );
}

/** The spans blocked on a venue date, bay by bay (the same shape as the bookings taken). */
export function blockedOnDate(
  db: Db,
  date: string,
): Pick<BayBlockRow, 'bayNumber' | 'startTime' | 'endTime'>[] {
  return db
    .select({ bayNumber: bayBlocks.bayNumber, startTime: bayBlocks.startTime, endTime: bayBlocks.endTime })
    .from(bayBlocks)
    .where(eq(bayBlocks.blockDate, date))
    .orderBy(asc(bayBlocks.bayNumber), asc(bayBlocks.startTime))
    .all();
}

/** Blocks falling on venue dates from `from` to `to`, inclusive. */
export function blocksBetween(db: Db, from: string, to: string): BayBlockRow[] {
  return db
    .select()
    .from(bayBlocks)
    .where(and(gte(bayBlocks.blockDate, from), lte(bayBlocks.blockDate, to)))
    .orderBy(asc(bayBlocks.startTime), asc(bayBlocks.bayNumber))
    .all();
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

export function insertBlocks(
  db: Db,
  occurrences: readonly BlockOccurrence[],
  fields: { reason: string; createdBy: string; nowIso: string },
): BayBlockRow[] {
  const groupId = randomUUID();
  return occurrences.map((o) =>
    db
      .insert(bayBlocks)
      .values({
        id: randomUUID(),
        groupId,
        bayNumber: o.bayNumber,
        blockDate: o.date,
        startTime: toIsoInstant(o.start),
        endTime: toIsoInstant(o.end),
        reason: fields.reason,
        createdBy: fields.createdBy,
        createdAt: fields.nowIso,
      })
      .returning()
      .get(),
  );
}

export function findBlock(db: Db, id: string): BayBlockRow | undefined {
  return db.select().from(bayBlocks).where(eq(bayBlocks.id, id)).get();
}

/** Deletes one block, or every block of its group; returns what was deleted. */
export function deleteBlocks(db: Db, block: BayBlockRow, wholeGroup: boolean): BayBlockRow[] {
  return db
    .delete(bayBlocks)
    .where(wholeGroup ? eq(bayBlocks.groupId, block.groupId) : eq(bayBlocks.id, block.id))
    .returning()
    .all();
}

export function blockView(row: BayBlockRow): BayBlockView {
  return {
    id: row.id,
    groupId: row.groupId,
    bayNumber: row.bayNumber,
    date: row.blockDate,
    startTime: row.startTime,
    endTime: row.endTime,
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}
