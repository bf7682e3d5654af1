/** The contest_attempts table's queries: a round's attempts in the order they were entered. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contestAttempts } from '../db/schema';

export type AttemptRow = typeof contestAttempts.$inferSelect;

export function attemptsOfRound(db: Db, roundId: string): AttemptRow[] {
  return db
    .select()
    .from(contestAttempts)
    .where(eq(contestAttempts.roundId, roundId))
    .orderBy(asc(contestAttempts.createdAt), asc(contestAttempts.number))
    .all();
}

export function attemptsOfEntry(db: Db, roundId: string, entryId: string): AttemptRow[] {
  return db
    .select()
    .from(contestAttempts)
    .where(and(eq(contestAttempts.roundId, roundId), eq(contestAttempts.entryId, entryId)))
    .orderBy(asc(contestAttempts.number))
    .all();
}

export function insertAttempt(
  db: Db,
  values: Omit<AttemptRow, 'id' | 'createdAt' | 'updatedAt'>,
  nowIso: string,
): AttemptRow {
  return db
    .insert(contestAttempts)
    .values({ ...values, id: randomUUID(), createdAt: nowIso, updatedAt: nowIso })
    .returning()
    .get();
}

export function updateAttempt(
  db: Db,
  id: string,
  values: Partial<Pick<AttemptRow, 'distanceTenths' | 'attestedAt' | 'attestedBy'>>,
  nowIso: string,
): AttemptRow {
  return db
    .update(contestAttempts)
    .set({ ...values, updatedAt: nowIso })
    .where(eq(contestAttempts.id, id))
    .returning()
    .get();
}
