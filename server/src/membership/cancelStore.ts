/** The membership_cancellations and guarantee_claims tables' queries (and the claims' account marks). */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountMarks, guaranteeClaims, membershipCancellations } from '../db/schema';

export type CancellationRow = typeof membershipCancellations.$inferSelect;

/** The member's latest cancellation not taken back, if any. */
export function latestCancellationOf(db: Db, userId: string): CancellationRow | undefined {
  return db
    .select()
    .from(membershipCancellations)
    .where(and(eq(membershipCancellations.userId, userId), isNull(membershipCancellations.withdrawnAt)))
    .orderBy(desc(membershipCancellations.requestedAt))
    .get();
}

/**
 * How many cancellations the member has made, taken back or not: the next one's number, so that
 * each cancellation is its own request at the gateway (cancelService.ts).
 */
export function cancellationCount(db: Db, userId: string): number {
  const row = db
    .select({ n: count() })
    .from(membershipCancellations)
    .where(eq(membershipCancellations.userId, userId))
    .get();
  return row?.n ?? 0;
}

export function insertCancellation(
  db: Db,
  row: Omit<CancellationRow, 'id' | 'createdAt' | 'withdrawnAt'>,
  nowIso: string,
): CancellationRow {
  return db
    .insert(membershipCancellations)
    .values({ ...row, id: randomUUID(), createdAt: nowIso })
    .returning()
    .get();
}

export function withdrawCancellationRow(db: Db, id: string, nowIso: string): void {
  db.update(membershipCancellations)
    .set({ withdrawnAt: nowIso })
    .where(eq(membershipCancellations.id, id))
    .run();
}

/**
 * Whether this account, or the person behind it, has had the guarantee: a claim of the account, a
 * claim made under one of `marks` (the hashes users/accountMarksStore.ts keeps of what tells a
 * person: proven addresses, the gateway's customer), or a claim of another account, erased or not,
 * that shares one of them.
 */
export function guaranteeTaken(db: Db, userId: string, marks: readonly string[]): boolean {
  const claim = db
    .select({ emailHash: guaranteeClaims.emailHash })
    .from(guaranteeClaims)
    .where(or(eq(guaranteeClaims.userId, userId), inArray(guaranteeClaims.emailHash, [...marks])))
    .get();
  if (claim) return true;
  const shared = db
    .select({ userId: accountMarks.userId })
    .from(accountMarks)
    .innerJoin(guaranteeClaims, eq(guaranteeClaims.userId, accountMarks.userId))
    .where(inArray(accountMarks.hash, [...marks]))
    .get();
  return shared !== undefined;
}

/** Whether this account itself took the guarantee (its marks outlive it then). */
export function claimedGuarantee(db: Db, userId: string): boolean {
  return db.select().from(guaranteeClaims).where(eq(guaranteeClaims.userId, userId)).get() !== undefined;
}

export function recordGuaranteeClaim(db: Db, userId: string, emailHash: string, nowIso: string): void {
  db.insert(guaranteeClaims).values({ emailHash, userId, claimedAt: nowIso }).run();
}
