/**
 * The email_changes table: a member's links to confirm a new address (only each token's SHA-256 is
 * kept). When a link is made, works and is spent is emailChangeService.ts's.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailChanges, users } from '../db/schema';
import { findUserById, rememberProvenAddress, type UserRow } from '../users/userService';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** Marks the member's open links used (only the newest link works). */
export function spendEmailChangesOfUser(db: Db, userId: string, nowIso: string): void {
  db.update(emailChanges)
    .set({ usedAt: nowIso })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
    .run();
}

export function insertEmailChange(
  db: Db,
  change: { userId: string; newEmail: string; tokenHash: string; expiresAt: string },
  nowIso: string,
): void {
  db.insert(emailChanges)
    .values({ id: randomUUID(), ...change, createdAt: nowIso })
    .run();
}

/** The member's open (unused, unexpired) link with this token hash. */
export function openEmailChange(
  db: Db,
  userId: string,
  tokenHash: string,
  nowIso: string,
): EmailChangeRow | undefined {
  return db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, nowIso),
      ),
    )
    .get();
}

/** Marks the link used if it is still open; the spent row, or undefined. */
export function spendEmailChange(db: Db, id: string, nowIso: string): EmailChangeRow | undefined {
  return db
    .update(emailChanges)
    .set({ usedAt: nowIso })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, nowIso)))
    .returning()
    .get();
}

/**
 * The account's address, verified (the link reached it). Both the new address and the one it
 * replaces, if that was proven, are remembered as the account's (hashed: accountMarksStore.ts).
 */
export function setVerifiedEmail(db: Db, userId: string, email: string, nowIso: string): UserRow | undefined {
  const before = findUserById(db, userId);
  if (before?.isEmailVerified) rememberProvenAddress(db, userId, before.email, nowIso);
  const user = db
    .update(users)
    .set({ email, isEmailVerified: true, updatedAt: nowIso })
    .where(eq(users.id, userId))
    .returning()
    .get();
  if (user) rememberProvenAddress(db, userId, email, nowIso);
  return user;
}
