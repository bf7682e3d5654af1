/** The membership_cancellations and guarantee_claims tables' queries. */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { guaranteeClaims, membershipCancellations } from '../db/schema';

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

/** Whether this account, or anyone with this address (hashed), has had the guarantee. */
export function guaranteeTaken(db: Db, userId: string, emailHash: string): boolean {
  const row = db
    .select({ emailHash: guaranteeClaims.emailHash })
    .from(guaranteeClaims)
    .where(or(eq(guaranteeClaims.userId, userId), eq(guaranteeClaims.emailHash, emailHash)))
    .get();
  return row !== undefined;
}

export function recordGuaranteeClaim(db: Db, userId: string, emailHash: string, nowIso: string): void {
  db.insert(guaranteeClaims).values({ emailHash, userId, claimedAt: nowIso }).run();
}
