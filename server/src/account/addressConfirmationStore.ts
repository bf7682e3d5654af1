/**
 * The email_verifications table: links that prove a new account's address (only each token's
 * SHA-256 is kept). When a link is made, works and is spent is addressConfirmation.ts's.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, min } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailVerifications, users } from '../db/schema';
import type { UserRow } from '../users/userService';
import { rememberProvenAddress } from '../users/userService';

/** Marks the account's open links used: only the newest works. */
export function spendConfirmationsOfUser(db: Db, userId: string, nowIso: string): void {
  db.update(emailVerifications)
    .set({ usedAt: nowIso })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
    .run();
}

export function insertConfirmation(
  db: Db,
  link: { userId: string; email: string; tokenHash: string; expiresAt: string },
  nowIso: string,
): void {
  db.insert(emailVerifications)
    .values({ id: randomUUID(), ...link, createdAt: nowIso })
    .run();
}

/** How many links the account was sent since `sinceIso`, and when the first of them was (the resend limit). */
export function confirmationsSentSince(
  db: Db,
  userId: string,
  sinceIso: string,
): { sent: number; firstAt: string | null } {
  const row = db
    .select({ sent: count(), firstAt: min(emailVerifications.createdAt) })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, sinceIso)))
    .get();
  return { sent: row?.sent ?? 0, firstAt: row?.firstAt ?? null };
}

/**
 * Spends the account's open link with this token hash, if it was sent to the address the account
 * still has, and marks that address verified. The account afterwards, or undefined for no such link.
 */
export function spendConfirmation(
  db: Db,
  userId: string,
  tokenHash: string,
  nowIso: string,
): UserRow | undefined {
  const link = db
    .update(emailVerifications)
    .set({ usedAt: nowIso })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, nowIso),
      ),
    )
    .returning()
    .get();
  if (!link) return undefined;
  const user = db
    .update(users)
    .set({ isEmailVerified: true, updatedAt: nowIso })
    .where(and(eq(users.id, userId), eq(users.email, link.email), isNull(users.deletedAt)))
    .returning()
    .get();
  if (user) rememberProvenAddress(db, user.id, user.email, nowIso);
  return user;
}
