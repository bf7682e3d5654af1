/**
 * The password_reset_requests and password_resets tables: emails asking for a link, waiting for the
 * background pass, and the links made (only each token's SHA-256 is stored). The rules of when a
 * link is made, works and is spent are passwordResetService.ts's.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { passwordResetRequests, passwordResets, users } from '../db/schema';

export type ResetRequestRow = typeof passwordResetRequests.$inferSelect;

/** The account a link opens, as a new password is judged against it. */
export interface ResetOwner {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function insertResetRequest(db: Db, email: string, nowIso: string): void {
  db.insert(passwordResetRequests).values({ id: randomUUID(), email, createdAt: nowIso }).run();
}

/** The waiting requests, oldest first, at most `limit`. */
export function waitingResetRequests(db: Db, limit: number): ResetRequestRow[] {
  return db
    .select()
    .from(passwordResetRequests)
    .orderBy(asc(passwordResetRequests.createdAt))
    .limit(limit)
    .all();
}

/** Deletes the request; false when another pass took it first. */
export function takeResetRequest(db: Db, id: string): boolean {
  return (
    db
      .delete(passwordResetRequests)
      .where(eq(passwordResetRequests.id, id))
      .returning({ id: passwordResetRequests.id })
      .get() !== undefined
  );
}

export function insertResetLink(
  db: Db,
  link: { userId: string; tokenHash: string; expiresAt: string },
  nowIso: string,
): void {
  db.insert(passwordResets)
    .values({ id: randomUUID(), ...link, createdAt: nowIso })
    .run();
}

/** Removes links that expired before `beforeIso` (spent or not). */
export function deleteResetLinksExpiredBefore(db: Db, beforeIso: string): void {
  db.delete(passwordResets).where(lt(passwordResets.expiresAt, beforeIso)).run();
}

const isOpen = (tokenHash: string, nowIso: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, nowIso),
  );

/** The account whose open (unused, unexpired) link has this token hash, or null. */
export function openResetOwner(db: Db, tokenHash: string, nowIso: string): ResetOwner | null {
  const row = db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(isOpen(tokenHash, nowIso))
    .get();
  return row ?? null;
}

/** Marks the open link used; its account's id, or null when it is no longer open. */
export function spendResetLink(db: Db, tokenHash: string, nowIso: string): string | null {
  const spent = db
    .update(passwordResets)
    .set({ usedAt: nowIso })
    .where(isOpen(tokenHash, nowIso))
    .returning({ userId: passwordResets.userId })
    .get();
  return spent?.userId ?? null;
}

/** Marks every other open link of the account used. */
export function spendResetLinksOfUser(db: Db, userId: string, nowIso: string): void {
  db.update(passwordResets)
    .set({ usedAt: nowIso })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .run();
}
