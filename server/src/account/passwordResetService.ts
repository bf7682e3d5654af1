/**
 * Password reset links. The link carries a random token (32 bytes, base64url); only its
 * SHA-256 is stored, so a copy of the database opens no account. A link works once, for
 * PASSWORD_RESET_TTL_MS. Using one sets the new password, spends every other open link of the
 * account, ends all its sessions and its calendar feed's address, and marks its address verified
 * (the link reached it), in one transaction.
 *
 * Asking for a link does the same work whether or not the email has an account: the request
 * records the email as a `password_reset_requests` row and answers. The background pass takes the
 * rows, looks each email up and, only for an account, makes the token and queues the email. So the
 * answer, its timing and what the request writes do not tell a stranger who is a member; the rows
 * the background pass writes later differ, out of the stranger's sight. The limits count every
 * email alike, so a 429 tells nothing either.
 */
import {
  accountEmails,
  PASSWORD_RESET_TTL_MS,
  type PasswordResetValue,
  passwordResetMessages,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { hashPassword } from '../auth/passwords';
import { consume, createLimiters } from '../auth/rateLimits';
import { hashSecret, newSecretToken } from '../auth/secretTokens';
import { deleteSessionsOfUser } from '../auth/sessionService';
import { dropFeedOfUser } from '../calendar/calendarService';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext, hasMailServer } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { findUserByEmail } from '../users/userService';
import { markAddressVerified, setPasswordHash } from './accountStore';
import {
  deleteResetLinksExpiredBefore,
  insertResetLink,
  insertResetRequest,
  openResetOwner,
  type ResetOwner,
  spendResetLink,
  spendResetLinksOfUser,
  takeResetRequest,
  waitingResetRequests,
} from './passwordResetStore';

/** Spent and expired links are kept this long (for the record), then removed. */
const KEEP_SPENT_MS = 30 * 24 * 60 * 60 * 1000;

/** How many waiting requests one background pass takes; the rest wait for the next pass. */
const REQUESTS_PER_PASS = 200;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The page the email links to; the web app reads the token from the query. */
function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${token}`;
}

const invalidResetLink = () => refuse(400, { ...passwordResetMessages.invalidLink, code: 'invalid_token' });

/**
 * The background pass's step: takes the waiting requests, oldest first, each in its own
 * transaction (deleted as it is taken, so two processes never both send it). For an email with an
 * account it makes a link and queues the email that carries it; for any other, nothing. Returns
 * how many links were made. Also removes spent and expired links past KEEP_SPENT_MS.
 */
export function sendRequestedResetLinks(ctx: AppContext): number {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  let made = 0;
  for (const request of waitingResetRequests(ctx.db, REQUESTS_PER_PASS)) {
    writeTransaction(ctx.database, () => {
      if (!takeResetRequest(ctx.db, request.id)) return;
      const user = findUserByEmail(ctx.db, request.email);
      if (!user) return;
      const token = newSecretToken();
      insertResetLink(
        ctx.db,
        {
          userId: user.id,
          tokenHash: hashSecret(token),
          expiresAt: toIsoInstant(now + PASSWORD_RESET_TTL_MS),
        },
        nowIso,
      );
      const mail = accountEmails.passwordReset(
        user.firstName,
        resetLink(ctx.config.publicUrl, token),
        emailContext(ctx),
      );
      enqueueMail(
        ctx.db,
        { kind: 'password_reset', to: user.email, userId: user.id, ...mail, mailServer: hasMailServer(ctx) },
        nowIso,
      );
      made += 1;
    });
  }
  deleteResetLinksExpiredBefore(ctx.db, toIsoInstant(now - KEEP_SPENT_MS));
  return made;
}

/** The account whose open link this token is (what a new password is judged against); 400 for none. */
export function resetLinkOwner(ctx: AppContext, token: string): ResetOwner {
  const owner = token ? openResetOwner(ctx.db, hashSecret(token), toIsoInstant(ctx.now())) : null;
  if (!owner) throw invalidResetLink();
  return owner;
}

/**
 * Spends the link and sets the account's new password (already hashed), spends the account's other
 * open links and deletes all its sessions, in one transaction. Returns the account's id, or null
 * when the link is no longer open (used by a request that got there first, or expired meanwhile).
 */
function completePasswordReset(ctx: AppContext, token: string, passwordHash: string): string | null {
  const nowIso = toIsoInstant(ctx.now());
  return writeTransaction(ctx.database, () => {
    const userId = spendResetLink(ctx.db, hashSecret(token), nowIso);
    if (!userId) return null;
    setPasswordHash(ctx.db, userId, passwordHash, nowIso);
    spendResetLinksOfUser(ctx.db, userId, nowIso);
    deleteSessionsOfUser(ctx.db, userId);
    // Whoever had the account may have its calendar feed's address too: it stops working.
    dropFeedOfUser(ctx.db, userId);
    // The link reached the account's address: that proves it is the member's.
    markAddressVerified(ctx.db, userId, nowIso);
    return userId;
  });
}

export interface PasswordResetService {
  /** Records a request for a link to `email` (429 past the limits); the same for every email. */
  askForLink(email: string, address: string): Promise<void>;
  /** Sets the new password through the link (checked by core first); the account's id. */
  resetPassword(value: PasswordResetValue): Promise<string>;
}

/** One per server: the limits' counts live in memory. */
export function createPasswordResetService(ctx: AppContext): PasswordResetService {
  const limiters = createLimiters(ctx.config.rateLimits);
  return {
    async askForLink(email, address) {
      // Counted for every email alike, and then the same one row recorded for every email: the
      // account is looked up later, by the background pass.
      const wait =
        (await consume(limiters.resetByAddress, address)) ?? (await consume(limiters.resetByEmail, email));
      if (wait !== null) {
        const error = refuse(429, {
          title: passwordResetMessages.forgotRefusedTitle,
          message: passwordResetMessages.tooManyRequests(minutes(wait)),
        });
        error.output.headers['retry-after'] = String(wait);
        throw error;
      }
      insertResetRequest(ctx.db, email, toIsoInstant(ctx.now()));
    },

    async resetPassword({ token, password }) {
      const userId = completePasswordReset(
        ctx,
        token,
        await hashPassword(password, ctx.config.passwordHashCost),
      );
      if (!userId) throw invalidResetLink();
      return userId;
    },
  };
}
