/**
 * Password reset links. The link carries a random token (32 bytes, base64url); only its
 * SHA-256 is stored, so a copy of the database opens no account. A link works once, for
 * PASSWORD_RESET_TTL_MS. Using one sets the new password, spends every other open link of the
 * account and ends all its sessions, in one transaction.
 *
 * Asking for a link does the same work whether or not the email has an account: the request
 * records the email as a `password_reset_requests` row and answers. The background pass takes the
 * rows, looks each email up and, only for an account, makes the token and queues the email. So the
 * answer, its timing and what the request writes do not tell a stranger who is a member; the rows
 * the background pass writes later differ, out of the stranger's sight.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { accountEmails, PASSWORD_RESET_TTL_MS, toIsoInstant } from '@lounge/core';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import { type Db, writeTransaction } from '../db/database';
import { passwordResetRequests, passwordResets, users } from '../db/schema';
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

/** Records a request for a link to `email`; the same one row whether or not it has an account. */
export function requestPasswordReset(ctx: AppContext, email: string): void {
  ctx.db
    .insert(passwordResetRequests)
    .values({ id: randomUUID(), email, createdAt: toIsoInstant(ctx.now()) })
    .run();
}

/** How many waiting requests one background pass takes; the rest wait for the next pass. */
const REQUESTS_PER_PASS = 200;

/**
 * The background pass's step: takes the waiting requests, oldest first, each in its own
 * transaction (deleted as it is taken, so two processes never both send it). For an email with an
 * account it makes a link and queues the email that carries it; for any other, nothing. Returns
 * how many links were made. Also removes spent and expired links past KEEP_SPENT_MS.
 */
export function sendRequestedResetLinks(ctx: AppContext): number {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  const waiting = ctx.db
    .select()
    .from(passwordResetRequests)
    .orderBy(asc(passwordResetRequests.createdAt))
    .limit(REQUESTS_PER_PASS)
    .all();
  let made = 0;
  for (const request of waiting) {
    writeTransaction(ctx.database, () => {
      const taken = ctx.db
        .delete(passwordResetRequests)
        .where(eq(passwordResetRequests.id, request.id))
        .returning({ id: passwordResetRequests.id })
        .get();
      if (!taken) return;
      const user = findUserByEmail(ctx.db, request.email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      ctx.db
        .insert(passwordResets)
        .values({
          id: randomUUID(),
          userId: user.id,
          tokenHash: hashResetToken(token),
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
      made += 1;
    });
  }
  ctx.db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, toIsoInstant(now - KEEP_SPENT_MS)))
    .run();
  return made;
}

/** The account whose open (unused, unexpired) link this token is (what a new password is judged against), or null. */
export function openResetOwner(
  db: Db,
  token: string,
  now: number,
): { userId: string; email: string; firstName: string; lastName: string } | null {
  const row = db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashResetToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, toIsoInstant(now)),
      ),
    )
    .get();
  return row ?? null;
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
