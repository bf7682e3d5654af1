/**
 * A member's own account, and the staff's equivalents: the profile, a new password, the export of
 * everything held about them, and the deletion of the account (erasure of the person, the lounge's
 * books kept without their name).
 */
import Boom from '@hapi/boom';
import {
  type AccountExport,
  type AccountView,
  accountEmails,
  accountMessages,
  canModifyBooking,
  formatDateLong,
  hasPaidPlan,
  type ProfileValue,
  toIsoInstant,
  type UserView,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { deleteSessionsOfUser } from '../auth/sessionService';
import { bookingsOfUser, cancelUpcomingBookingsOf } from '../bookings/bookingQueries';
import { cancelWithRefund } from '../bookings/cancellationRefund';
import { guestPassesLeftNow } from '../bookings/guestPassLedger';
import { forgetGolfSettings, golfExportOf } from '../competitions/golfSettings';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { forgetNotesOf } from '../members/forgetNotes';
import { claimedGuarantee } from '../membership/cancelService';
import { releaseHold } from '../payments/fulfilment';
import { atGateway } from '../payments/gatewayErrors';
import { LIVE_SUBSCRIPTION_STATUSES } from '../payments/membershipSync';
import { memberPayments } from '../payments/paymentHistory';
import { openCheckoutIdsOf } from '../payments/paymentService';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { findUserById, updateUser } from '../users/userService';
import { userView } from '../users/userView';
import { activeEntriesOf, leaveWaitlist, nudgeWaitlist } from '../waitlist/waitlistService';
import { eraseAccount, exportRows, setPasswordHash, updateProfile } from './accountStore';

/** The signed-in account as the screens read it: no secrets, with the month's guest passes left. */
export function accountView(ctx: AppContext, user: UserRow): AccountView {
  return { ...userView(user), guestPassesLeft: guestPassesLeftNow(ctx, user) };
}

/** A live account by id (404 for none, or a deleted one). */
export function liveAccount(ctx: AppContext, id: string): UserRow {
  const user = findUserById(ctx.db, id);
  if (!user || user.deletedAt) throw Boom.notFound('Member not found');
  return user;
}

export function changeProfile(ctx: AppContext, userId: string, change: ProfileValue): UserRow {
  const row = writeTransaction(ctx.database, () =>
    updateProfile(ctx.db, userId, change, toIsoInstant(ctx.now())),
  );
  if (!row) throw Boom.notFound('Member not found');
  return row;
}

/** The member's email settings (the reminder before each booking), answered as the account. */
export function changePreferences(
  ctx: AppContext,
  userId: string,
  change: { emailReminders: boolean },
): UserView {
  const row = writeTransaction(ctx.database, () =>
    updateUser(ctx.db, userId, change, toIsoInstant(ctx.now())),
  );
  if (!row) throw new Error(`user ${userId} vanished while signed in`);
  return userView(row);
}

/**
 * Sets a new password (already hashed), ends every other session of the account (the one given
 * stays) and tells the member by email, in one transaction.
 */
export function changePassword(
  ctx: AppContext,
  user: UserRow,
  passwordHash: string,
  keepSid: string | undefined,
): void {
  const nowIso = toIsoInstant(ctx.now());
  writeTransaction(ctx.database, () => {
    setPasswordHash(ctx.db, user.id, passwordHash, nowIso);
    deleteSessionsOfUser(ctx.db, user.id, keepSid);
    const mail = accountEmails.passwordChanged(user.firstName, emailContext(ctx));
    enqueueMail(ctx.db, { kind: 'password_changed', to: user.email, userId: user.id, ...mail }, nowIso);
  });
}

/** Everything held about the member, as GET /api/auth/user/export gives it. */
export function exportAccount(ctx: AppContext, user: UserRow): AccountExport {
  const nowIso = toIsoInstant(ctx.now());
  const rows = exportRows(ctx.db, user, nowIso);
  return {
    exportedAt: nowIso,
    account: userView(user),
    preferences: { emailReminders: user.emailReminders },
    bookings: rows.bookings.map((b) => ({
      id: b.id,
      bayNumber: b.bayNumber,
      bookingDate: b.bookingDate,
      startTime: b.startTime,
      endTime: b.endTime,
      guestCount: b.guestCount,
      guestFee: b.guestFee,
      status: b.status,
      notes: b.notes,
      cancelledAt: b.cancelledAt,
      createdAt: b.createdAt,
    })),
    waitlist: rows.waitlist.map((w) => ({
      id: w.id,
      bookingDate: w.bookingDate,
      startTime: w.startTime,
      endTime: w.endTime,
      bayNumber: w.bayNumber,
      guestCount: w.guestCount,
      notes: w.notes,
      status: w.status,
      createdAt: w.createdAt,
    })),
    payments: memberPayments(ctx, user.id),
    checkouts: rows.checkouts.map((c) => ({
      id: c.id,
      kind: c.kind,
      plan: c.plan,
      amountCents: c.amountCents,
      status: c.status,
      createdAt: c.createdAt,
      fulfilledAt: c.fulfilledAt,
    })),
    calendarFeed: rows.calendarFeed ?? null,
    pendingEmailChange: rows.emailChange ?? null,
    inquiries: {
      contact: rows.contact.map((i) => ({
        id: i.id,
        inquiryType: i.inquiryType,
        message: i.message,
        phone: i.phone,
        createdAt: i.createdAt,
      })),
      events: rows.events.map((i) => ({
        id: i.id,
        eventType: i.eventType,
        eventDate: i.eventDate,
        guestCount: i.guestCount,
        message: i.message,
        phone: i.phone,
        createdAt: i.createdAt,
      })),
      tours: rows.tours.map((t) => ({
        id: t.id,
        preferredDate: t.preferredDate,
        preferredTime: t.preferredTime,
        partySize: t.partySize,
        specialRequests: t.specialRequests,
        status: t.status,
        createdAt: t.createdAt,
      })),
    },
    emails: rows.emails,
    golf: golfExportOf(ctx, user.id),
  };
}

/**
 * A paid plan that will charge again refuses deletion (409): the member cancels it first, or
 * deletes once it has ended. A plan already set to end with its period does not.
 */
async function assertNothingRenews(ctx: AppContext, user: UserRow, title: string): Promise<void> {
  const subscriptionId = user.stripeSubscriptionId;
  if (!hasPaidPlan(user) || !subscriptionId) return;
  const sub = await atGateway(ctx, 'subscription lookup failed', () =>
    ctx.payments.retrieveSubscription(subscriptionId),
  );
  if (!sub || !LIVE_SUBSCRIPTION_STATUSES.has(sub.status) || sub.cancelAtPeriodEnd) return;
  const endsOn =
    sub.currentPeriodEnd === null ? null : formatDateLong(sub.currentPeriodEnd, ctx.config.venue.timeZone);
  throw refuse(409, { title, message: accountMessages.planStillRenews(endsOn), code: 'plan_renews' });
}

/**
 * Deletes an account: refused while a paid plan renews; otherwise open checkouts end, waitlist
 * places are given up, upcoming bookings are cancelled through the member's own cancellation (its
 * refunds and waitlist offers), the payment customer forgets the email, and then, in one
 * transaction, the person is erased (eraseAccount: by id, never by text) and every session ends.
 * `actorId`: the staff member who did it on the member's request (audited).
 */
export async function deleteAccount(
  ctx: AppContext,
  user: UserRow,
  options: { title: string; actorId?: string },
): Promise<void> {
  await assertNothingRenews(ctx, user, options.title);

  for (const id of openCheckoutIdsOf(ctx.db, user.id)) {
    await atGateway(ctx, 'checkout expiry failed', () => ctx.payments.expireCheckout(id));
    releaseHold(ctx, id);
  }
  for (const entry of activeEntriesOf(ctx.db, user.id)) leaveWaitlist(ctx, user.id, entry.id);
  for (const booking of bookingsOfUser(ctx.db, user.id)) {
    if (canModifyBooking(booking, ctx.now())) await cancelWithRefund(ctx, user.id, booking.id);
  }
  nudgeWaitlist(ctx);
  const customerId = user.stripeCustomerId;
  if (customerId)
    await atGateway(ctx, 'customer email update failed', () =>
      ctx.payments.updateCustomerEmail(customerId, null),
    );

  const nowIso = toIsoInstant(ctx.now());
  writeTransaction(ctx.database, () => {
    const fresh = findUserById(ctx.db, user.id);
    if (!fresh || fresh.deletedAt) return;
    // A booking made while the above ran (another signed-in tab) is let go too, without a refund run.
    cancelUpcomingBookingsOf(ctx.db, user.id, nowIso);
    eraseAccount(ctx.db, fresh, nowIso, claimedGuarantee(ctx.db, user.id));
    // What staff wrote about the person goes with them.
    forgetNotesOf(ctx, user.id);
    forgetGolfSettings(ctx, user.id);
    deleteSessionsOfUser(ctx.db, user.id);
    if (options.actorId)
      logStaffAction(
        ctx.db,
        {
          actorId: options.actorId,
          action: 'delete_account',
          targetType: 'user',
          targetId: user.id,
          details: { onRequest: true },
        },
        ctx.now(),
      );
  });
  nudgeWaitlist(ctx);
}
