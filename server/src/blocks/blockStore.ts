/**
 * The bay_blocks table's writes and lists. A block occupies its bay like a booking does: what
 * occupies a bay is read in occupancy/ (bookings and blocks together), so every booking check, the
 * availability view and the waitlist see blocks without knowing about them.
 */
import { randomUUID } from 'node:crypto';
import type { BayBlockView, BlockOccurrence } from '@lounge/core';
import { toIsoInstant } from '@lounge/core';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bayBlocks } from '../db/schema';

export type BayBlockRow = typeof bayBlocks.$inferSelect;

/** Blocks falling on venue dates from `from` to `to`, inclusive. */
export function blocksBetween(db: Db, from: string, to: string): BayBlockRow[] {
  return db
    .select()
    .from(bayBlocks)
    .where(and(gte(bayBlocks.blockDate, from), lte(bayBlocks.blockDate, to)))
    .orderBy(asc(bayBlocks.startTime), asc(bayBlocks.bayNumber))
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
