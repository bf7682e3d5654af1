/**
 * A member changes their email address: a link goes to the new address (its token random, only the
 * SHA-256 kept, single use, EMAIL_CHANGE_TTL_MS) and a notice to the old one; the address changes
 * when the link is followed by the signed-in member. An address that is already another account's
 * gets the same answer and the same notice to the old address, but no link: nothing tells the member
 * whose it is, and its owner is not bothered.
 */
import { accountEmails, accountMessages, EMAIL_CHANGE_TTL_MS, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { hashSecret, newSecretToken } from '../auth/secretTokens';
import { deleteSessionsOfUser } from '../auth/sessionService';
import { dropFeedOfUser } from '../calendar/calendarService';
import { isUniqueViolation, writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext, hasMailServer } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { atGateway } from '../payments/gatewayErrors';
import type { UserRow } from '../users/userService';
import { findUserByEmail } from '../users/userService';
import {
  insertEmailChange,
  openEmailChange,
  setVerifiedEmail,
  spendEmailChange,
  spendEmailChangesOfUser,
} from './emailChangeStore';

/**
 * The page the confirmation email links to; the web app reads the token from the query. The same
 * shape as the password reset link (a secret in `?token=`), so whatever keeps reset links out of
 * staff screens and logs treats this one alike.
 */
export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?token=${token}`;
}

export function requestEmailChange(ctx: AppContext, user: UserRow, newEmail: string): void {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  const token = newSecretToken();
  writeTransaction(ctx.database, () => {
    // Only the newest link works: asking again spends the earlier ones.
    spendEmailChangesOfUser(ctx.db, user.id, nowIso);
    const c = emailContext(ctx);
    enqueueMail(
      ctx.db,
      {
        kind: 'email_change_notice',
        to: user.email,
        userId: user.id,
        ...accountEmails.emailChangeNotice(user.firstName, newEmail, c),
      },
      nowIso,
    );
    if (findUserByEmail(ctx.db, newEmail)) return;
    insertEmailChange(
      ctx.db,
      {
        userId: user.id,
        newEmail,
        tokenHash: hashSecret(token),
        expiresAt: toIsoInstant(now + EMAIL_CHANGE_TTL_MS),
      },
      nowIso,
    );
    const mail = accountEmails.emailChangeConfirm(emailChangeLink(ctx.config.publicUrl, token), c);
    enqueueMail(
      ctx.db,
      {
        kind: 'email_change_confirm',
        to: newEmail,
        userId: user.id,
        ...mail,
        mailServer: hasMailServer(ctx),
      },
      nowIso,
    );
  });
}

const invalidLink = () =>
  refuse(400, { ...accountMessages.invalidEmailLink, code: 'invalid_token', field: 'token' });
const nowTaken = () => refuse(409, { ...accountMessages.emailNowTaken, code: 'email_taken', field: 'token' });

/**
 * Follows a link: the signed-in member's own open link makes its address theirs (verified, since
 * the link reached it). The payment customer's email is changed first, so a gateway that cannot be
 * reached leaves everything as it was and the link still open. With the address, whoever held the
 * account's other sessions or its calendar feed's address loses them: every session but `keepSid`
 * ends and the feed's address stops working (the member makes a new one).
 */
export async function verifyEmailChange(
  ctx: AppContext,
  user: UserRow,
  token: string,
  keepSid: string | undefined,
): Promise<UserRow> {
  const change = openEmailChange(ctx.db, user.id, hashSecret(token), toIsoInstant(ctx.now()));
  if (!change) throw invalidLink();
  const owner = findUserByEmail(ctx.db, change.newEmail);
  if (owner && owner.id !== user.id) throw nowTaken();
  const customerId = user.stripeCustomerId;
  if (customerId)
    await atGateway(ctx, 'customer email update failed', () =>
      ctx.payments.updateCustomerEmail(customerId, change.newEmail),
    );
  const nowIso = toIsoInstant(ctx.now());
  try {
    return writeTransaction(ctx.database, () => {
      const spent = spendEmailChange(ctx.db, change.id, nowIso);
      if (!spent) throw invalidLink();
      const row = setVerifiedEmail(ctx.db, user.id, spent.newEmail, nowIso);
      if (!row) throw invalidLink();
      deleteSessionsOfUser(ctx.db, user.id, keepSid);
      dropFeedOfUser(ctx.db, user.id);
      return row;
    });
  } catch (error) {
    // Someone signed up with the address between the check and the write: the unique index says so.
    if (isUniqueViolation(error)) throw nowTaken();
    throw error;
  }
}
