/**
 * A new account's address is proven before it owns anything filed under it (docs/security.md,
 * 'An address is proven before it owns anything'): sign-up sends a link to the address (a random
 * token, only its SHA-256 kept, single use, ADDRESS_CONFIRM_TTL_MS); the signed-in member who opens
 * it marks the address verified. The member may ask for the link again, a few times an hour.
 * A password reset or a change of email also proves the address, since its link reached it.
 */
import {
  type AccountNotice,
  ADDRESS_CONFIRM_RESENDS_PER_HOUR,
  ADDRESS_CONFIRM_TTL_MS,
  accountEmails,
  accountMessages,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { hashSecret, newSecretToken } from '../auth/secretTokens';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext, hasMailServer } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import type { UserRow } from '../users/userService';
import {
  confirmationsSentSince,
  insertConfirmation,
  spendConfirmation,
  spendConfirmationsOfUser,
} from './addressConfirmationStore';
import { emailChangeLink } from './emailChangeService';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Makes a link for the account's address and queues its email; earlier links stop working. Call
 * inside the transaction that makes the account (or the one that asks again).
 */
export function sendAddressConfirmation(ctx: AppContext, user: UserRow, now: number): void {
  const nowIso = toIsoInstant(now);
  const token = newSecretToken();
  spendConfirmationsOfUser(ctx.db, user.id, nowIso);
  insertConfirmation(
    ctx.db,
    {
      userId: user.id,
      email: user.email,
      tokenHash: hashSecret(token),
      expiresAt: toIsoInstant(now + ADDRESS_CONFIRM_TTL_MS),
    },
    nowIso,
  );
  // The same page as an email change's link: it tries both kinds of token.
  const mail = accountEmails.confirmAddress(emailChangeLink(ctx.config.publicUrl, token), emailContext(ctx));
  enqueueMail(
    ctx.db,
    { kind: 'address_confirm', to: user.email, userId: user.id, ...mail, mailServer: hasMailServer(ctx) },
    nowIso,
  );
}

/** POST /api/auth/confirm-email/resend: a new link, within the hourly limit (counted in the table). */
export function resendAddressConfirmation(ctx: AppContext, user: UserRow): AccountNotice {
  if (user.isEmailVerified)
    throw refuse(409, { ...accountMessages.alreadyConfirmed, code: 'already_confirmed' });
  const now = ctx.now();
  writeTransaction(ctx.database, () => {
    // One sent at sign-up, then ADDRESS_CONFIRM_RESENDS_PER_HOUR more in any hour.
    const { sent, firstAt } = confirmationsSentSince(ctx.db, user.id, toIsoInstant(now - HOUR_MS));
    if (sent > ADDRESS_CONFIRM_RESENDS_PER_HOUR) {
      // Until the first link of the hour leaves the window.
      const waitS = Math.max(1, Math.ceil((Date.parse(firstAt ?? '') + HOUR_MS - now) / 1000) || 3600);
      const error = refuse(429, {
        ...accountMessages.tooManyConfirmLinks(Math.ceil(waitS / 60)),
        code: 'too_many_links',
      });
      error.output.headers['retry-after'] = String(waitS);
      throw error;
    }
    sendAddressConfirmation(ctx, user, now);
  });
  return accountMessages.confirmLinkSent(user.email);
}

/**
 * Follows a sign-up link for the signed-in account: the account afterwards (its address verified),
 * or null when the token is not one of its open confirmation links (it may be an email change's).
 */
export function confirmAddress(ctx: AppContext, user: UserRow, token: string): UserRow | null {
  const nowIso = toIsoInstant(ctx.now());
  return (
    writeTransaction(ctx.database, () => spendConfirmation(ctx.db, user.id, hashSecret(token), nowIso)) ??
    null
  );
}
