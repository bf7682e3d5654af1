/**
 * The bay_blocks table's queries. A block occupies its bay like a booking does: bookingStore's
 * `bayIsTaken` and `takenOnDate` count blocks too, so every booking check, the availability view
 * and the waitlist see them without knowing about blocks.
 */
import { randomUUID } from 'node:crypto';
import type { BayBlockView, BlockOccurrence } from '@lounge/core';
import { OCCUPYING_BOOKING_STATUSES, toIsoInstant } from '@lounge/core';
import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { bayBlocks, bookings } from '../db/schema';

export type BayBlockRow = typeof bayBlocks.$inferSelect;

/** The two block reads of every booking request and day view, prepared once per database. */
const statements = perDatabase((db) => {
  const p = sql.placeholder;
  return {
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

export function bayIsBlocked(db: Db, bayNumber: string, span: { start: string; end: string }): boolean {
  return statements(db).bayIsBlocked.get({ bayNumber, start: span.start, end: span.end }) !== undefined;
}

/** The spans blocked on a venue date, bay by bay (the same shape as the bookings taken). */
export function blockedOnDate(
  db: Db,
  date: string,
): Pick<BayBlockRow, 'bayNumber' | 'startTime' | 'endTime'>[] {
  return statements(db).blockedOnDate.all({ date });
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
    eventQuoteId: row.eventQuoteId,
    competitionRoundId: row.competitionRoundId,
    lessonId: row.lessonId,
  };
}

/** A lesson's bay as a block naming the lesson (docs/decisions/057). */
export function insertLessonBlock(
  db: Db,
  hold: { lessonId: string; bayNumber: string; date: string; start: string; end: string; reason: string },
  nowIso: string,
): BayBlockRow {
  const id = randomUUID();
  return db
    .insert(bayBlocks)
    .values({
      id,
      groupId: id,
      bayNumber: hold.bayNumber,
      blockDate: hold.date,
      startTime: hold.start,
      endTime: hold.end,
      reason: hold.reason,
      lessonId: hold.lessonId,
      createdAt: nowIso,
    })
    .returning()
    .get();
}

export function deleteLessonBlocks(db: Db, lessonId: string): number {
  return db.delete(bayBlocks).where(eq(bayBlocks.lessonId, lessonId)).run().changes;
}
