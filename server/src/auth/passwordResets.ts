/**
 * Password reset links. The link carries a random token (32 bytes, base64url); only its
 * SHA-256 is stored, so a copy of the database opens no account. A link works once, for
 * PASSWORD_RESET_TTL_MS. Using one sets the new password, spends every other open link of the
 * account and ends all its sessions, in one transaction.
 *
 * Asking for a link does the same work whether or not the email has an account (a token is made,
 * the same write transaction runs and looks the account up), so the answer and, as far as it can,
 * its timing do not tell a stranger who is a member. Only the rows written differ.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { accountEmails, PASSWORD_RESET_TTL_MS, toIsoInstant } from '@lounge/core';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import { type Db, writeTransaction } from '../db/database';
import { passwordResets, users } from '../db/schema';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxStore';
import { findUserByEmail } from '../users/userStore';
import { deleteSessionsOfUser } from './sessionStore';

/** Spent and expired links are kept this long (for the record), then removed. */
const KEEP_SPENT_MS = 30 * 24 * 60 * 60 * 1000;

/** The stored form of a token: SHA-256, hex. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The page the email links to; the web app reads the token from the query. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${token}`;
}

/**
 * Makes a reset link for the account of `email`, if there is one, and queues the email that
 * carries it, in one transaction. Says nothing about whether there was an account.
 */
export function requestPasswordReset(ctx: AppContext, email: string): void {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  writeTransaction(ctx.database, () => {
    ctx.db
      .delete(passwordResets)
      .where(lt(passwordResets.expiresAt, toIsoInstant(now - KEEP_SPENT_MS)))
      .run();
    const user = findUserByEmail(ctx.db, email);
    if (!user) return;
    ctx.db
      .insert(passwordResets)
      .values({
        id: randomUUID(),
        userId: user.id,
        tokenHash,
        expiresAt: toIsoInstant(now + PASSWORD_RESET_TTL_MS),
        createdAt: nowIso,
      })
      .run();
    const mail = accountEmails.passwordReset(
      user.firstName,
      resetLink(ctx.config.publicUrl, token),
      emailContext(ctx),
    );
    enqueueMail(ctx.db, { kind: 'password_reset', to: user.email, ...mail }, nowIso);
  });
}

/** The account whose open (unused, unexpired) link this token is, or null. */
export function openResetOwner(db: Db, token: string, now: number): string | null {
  const row = db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashResetToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, toIsoInstant(now)),
      ),
    )
    .get();
  return row?.userId ?? null;
}

/**
 * Spends the link and sets the account's new password (already hashed), spends the account's other
 * open links and deletes all its sessions, in one transaction. Returns the account's id, or null
 * when the link is no longer open (used by a request that got there first, or expired meanwhile).
 */
export function completePasswordReset(ctx: AppContext, token: string, passwordHash: string): string | null {
  const nowIso = toIsoInstant(ctx.now());
  return writeTransaction(ctx.database, () => {
    const spent = ctx.db
      .update(passwordResets)
      .set({ usedAt: nowIso })
      .where(
        and(
          eq(passwordResets.tokenHash, hashResetToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, nowIso),
        ),
      )
      .returning({ userId: passwordResets.userId })
      .get();
    if (!spent) return null;
    const { userId } = spent;
    ctx.db.update(users).set({ passwordHash, updatedAt: nowIso }).where(eq(users.id, userId)).run();
    ctx.db
      .update(passwordResets)
      .set({ usedAt: nowIso })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
      .run();
    deleteSessionsOfUser(ctx.db, userId);
    return userId;
  });
}
