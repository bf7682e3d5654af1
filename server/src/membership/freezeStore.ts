/** The membership_freezes table's queries. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { membershipFreezes } from '../db/schema';

export type FreezeRow = typeof membershipFreezes.$inferSelect;

/** Every freeze of a member, oldest first: what the yearly cap counts. */
export function freezesOf(db: Db, userId: string): FreezeRow[] {
  return db
    .select()
    .from(membershipFreezes)
    .where(eq(membershipFreezes.userId, userId))
    .orderBy(asc(membershipFreezes.startsOn))
    .all();
}

/** The member's freeze running or still to come on `today`, if any (a dropped one covers no day). */
export function openFreezeOf(db: Db, userId: string, today: string): FreezeRow | undefined {
  return db
    .select()
    .from(membershipFreezes)
    .where(
      and(
        eq(membershipFreezes.userId, userId),
        gt(membershipFreezes.resumesOn, today),
        gt(membershipFreezes.resumesOn, membershipFreezes.startsOn),
      ),
    )
    .orderBy(asc(membershipFreezes.startsOn))
    .get();
}

export function insertFreeze(
  db: Db,
  row: Omit<FreezeRow, 'id' | 'createdAt' | 'updatedAt' | 'pausedAt' | 'endedAt'>,
  nowIso: string,
): FreezeRow {
  return db
    .insert(membershipFreezes)
    .values({ ...row, id: randomUUID(), createdAt: nowIso, updatedAt: nowIso })
    .returning()
    .get();
}

export function updateFreeze(
  db: Db,
  id: string,
  changes: Partial<Pick<FreezeRow, 'resumesOn' | 'pausedAt' | 'endedAt' | 'reason' | 'createdBy'>>,
  nowIso: string,
): FreezeRow | undefined {
  return db
    .update(membershipFreezes)
    .set({ ...changes, updatedAt: nowIso })
    .where(eq(membershipFreezes.id, id))
    .returning()
    .get();
}

/** Freezes whose gateway pause is not set yet and which start on or before `startsBy`. */
export function freezesAwaitingPause(db: Db, startsBy: string, today: string): FreezeRow[] {
  return db
    .select()
    .from(membershipFreezes)
    .where(
      and(
        isNull(membershipFreezes.pausedAt),
        lte(membershipFreezes.startsOn, startsBy),
        gt(membershipFreezes.resumesOn, today),
        gt(membershipFreezes.resumesOn, membershipFreezes.startsOn),
      ),
    )
    .all();
}

/** Freezes not ended early that resume on a day from `from` to `until` (inclusive). */
export function freezesResumingBetween(db: Db, from: string, until: string): FreezeRow[] {
  return db
    .select()
    .from(membershipFreezes)
    .where(
      and(
        isNull(membershipFreezes.endedAt),
        gte(membershipFreezes.resumesOn, from),
        lte(membershipFreezes.resumesOn, until),
      ),
    )
    .all();
}
