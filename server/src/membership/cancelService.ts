/**
 * Leaving (docs/membership-terms.md): cancelling with notice, taking it back, and the money-back
 * guarantee. Core works out the dates, the charges still to come and what the guarantee refunds;
 * this writes them, tells the gateway, and refunds through the ledger's refund steps
 * (payments/refunds.ts), so a repeated or concurrent request never returns money twice: the
 * guarantee's claim row is written in the same transaction as its reserved refunds, and a second
 * request finds it.
 */
import { createHash } from 'node:crypto';
import {
  addDays,
  type CancelOptionsView,
  cancelCopy,
  formatMoney,
  guaranteeOffer,
  membershipEmails,
  type NoticeCancellation,
  noticeCancellation,
  TIERS,
  toIsoInstant,
  venueDate,
  wallToInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { upcomingBookingIds } from '../bookings/bookingService';
import { cancelWithRefund } from '../bookings/cancellationRefund';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { atGateway } from '../payments/gatewayErrors';
import { applySubscription } from '../payments/membershipSync';
import { ledgerForUser, refundableCents } from '../payments/paymentService';
import { refundSettled, reserveRefund, settleRefund } from '../payments/refunds';
import { logStaffAction } from '../staff/auditService';
import {
  addressMark,
  findUserById,
  marksOf,
  rememberCard,
  rememberCustomer,
  type UserRow,
} from '../users/userService';
import {
  type CancellationRow,
  cancellationCount,
  guaranteeTaken,
  insertCancellation,
  latestCancellationOf,
  recordGuaranteeClaim,
  withdrawCancellationRow,
} from './cancelStore';
import { freezesOf } from './freezeStore';
import { asFreeze } from './frozenDays';
import { planBilling } from './planBilling';

const TITLE = 'Cancel Membership';

/** What the cancel screens show: a cancellation under way, or what cancelling now would mean. */
export type CancelOptions = CancelOptionsView;

/** The hash claims kept of an address before marks counted a '+tag' as the same mailbox. */
const emailHashOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
const today = (ctx: AppContext) => venueDate(ctx.now(), ctx.config.venue.timeZone);

/**
 * The cancellation under way: one with notice whose last day is still to come, or the guarantee's
 * while no plan has been bought since (a member who comes back may cancel the new plan with notice).
 */
function openCancellation(ctx: AppContext, user: UserRow): CancellationRow | undefined {
  const row = latestCancellationOf(ctx.db, user.id);
  if (!row) return undefined;
  if (row.guarantee) return planBilling(user, ctx.config.venue.timeZone) ? undefined : row;
  return row.endsOn > today(ctx) ? row : undefined;
}

function noticeFor(ctx: AppContext, user: UserRow): NoticeCancellation | null {
  const billing = planBilling(user, ctx.config.venue.timeZone);
  if (!billing || !user.membershipType) return null;
  return noticeCancellation(
    {
      requestedOn: today(ctx),
      ...billing,
      monthlyCents: TIERS[user.membershipType].prices.monthlyCents,
      freezes: freezesOf(ctx.db, user.id).map(asFreeze),
    },
    ctx.config.membership,
  );
}

/** The membership charges the guarantee would refund, what is left of each, and the offer. */
function guaranteeFor(ctx: AppContext, user: UserRow) {
  const charges = ledgerForUser(ctx.db, user.id).filter((r) => r.kind === 'membership' && r.amountCents > 0);
  const first = charges.map((c) => c.createdAt).sort()[0];
  const left = charges.map((charge) => ({ charge, cents: refundableCents(ctx.db, charge) }));
  const offer = guaranteeOffer(
    {
      today: today(ctx),
      firstPaymentOn: first ? venueDate(Date.parse(first), ctx.config.venue.timeZone) : null,
      // Once per person: every address this account proved, its customer, and its address now.
      takenBefore: guaranteeTaken(ctx.db, user.id, [...marksOf(ctx.db, user), emailHashOf(user.email)]),
      paidCents: left.reduce((sum, l) => sum + l.cents, 0),
      refundedCents: 0,
    },
    ctx.config.membership,
  );
  return { offer, charges: left.filter((l) => l.cents > 0).map((l) => l.charge) };
}

/** Whether the member could take the money-back guarantee today (the desk's 'In guarantee' filter). */
export function inGuarantee(ctx: AppContext, user: UserRow): boolean {
  return noticeFor(ctx, user) !== null && guaranteeFor(ctx, user).offer !== null;
}

export function cancelOptions(ctx: AppContext, user: UserRow): CancelOptions {
  const open = openCancellation(ctx, user);
  if (open)
    return {
      cancellation: { lastDay: addDays(open.endsOn, -1), guarantee: open.guarantee },
      notice: null,
      guarantee: null,
    };
  const notice = noticeFor(ctx, user);
  const { offer } = notice ? guaranteeFor(ctx, user) : { offer: null };
  return {
    cancellation: null,
    notice: notice && { ...notice, summary: cancelCopy.summary(notice) },
    guarantee: offer && { ...offer, message: cancelCopy.guarantee(offer, ctx.config.membership) },
  };
}

/** The instant a membership ending on `endsOn` stops: the start of that venue day. */
const endsAt = (ctx: AppContext, endsOn: string) => wallToInstant(endsOn, '00:00', ctx.config.venue.timeZone);

/**
 * Cancels with notice: the membership ends at the end of the period in which the notice ends. The
 * gateway is told first (an idempotent call), so a gateway that cannot be reached leaves nothing
 * written and the member can try again; a member never reads 'cancelled' while still billed on.
 */
export async function cancelWithNotice(
  ctx: AppContext,
  user: UserRow,
  staff?: { staffId: string; reason: string },
): Promise<CancelOptions> {
  if (openCancellation(ctx, user))
    throw refuse(409, { title: TITLE, message: cancelCopy.alreadyCancelled, code: 'cancel_exists' });
  const notice = noticeFor(ctx, user);
  if (!notice) throw refuse(409, { title: TITLE, message: cancelCopy.noPlan, code: 'no_plan' });
  // Each cancellation is its own request: numbered by the member's cancellations so far (taken back
  // or not), so a repeated click is one request and a cancellation after a take-back a new one.
  const number = cancellationCount(ctx.db, user.id) + 1;
  await onSubscription(ctx, user, 'cancel with notice failed', (subscriptionId) =>
    ctx.payments.cancelAt({
      subscriptionId,
      at: endsAt(ctx, notice.endsOn),
      idempotencyKey: `cancel:${user.id}:${number}:${notice.endsOn}`,
    }),
  );
  writeTransaction(ctx.database, () => {
    // A concurrent request got here first: the same cancellation, written once.
    if (openCancellation(ctx, user)) return;
    const nowIso = toIsoInstant(ctx.now());
    const row = insertCancellation(
      ctx.db,
      {
        userId: user.id,
        requestedAt: nowIso,
        endsOn: notice.endsOn,
        guarantee: false,
        refundedCents: 0,
        createdBy: staff?.staffId ?? null,
      },
      nowIso,
    );
    enqueueMail(
      ctx.db,
      {
        kind: 'membership_cancelled',
        to: user.email,
        userId: user.id,
        ...membershipEmails.cancelled(user.firstName, cancelCopy.summary(notice), emailContext(ctx)),
        dedupeKey: `cancel:${row.id}`,
      },
      nowIso,
    );
    if (staff) audit(ctx, staff, 'cancel_membership', user.id, { endsOn: notice.endsOn });
  });
  return cancelOptions(ctx, user);
}

/** Takes a notice back before the membership ends: the gateway first, as for the notice. */
export async function withdrawCancellation(
  ctx: AppContext,
  user: UserRow,
  staff?: { staffId: string; reason: string },
): Promise<CancelOptions> {
  const open = openCancellation(ctx, user);
  if (!open || open.guarantee)
    throw refuse(409, { title: TITLE, message: cancelCopy.nothingToWithdraw, code: 'no_cancellation' });
  await onSubscription(ctx, user, 'taking back a cancellation failed', (subscriptionId) =>
    ctx.payments.cancelAt({ subscriptionId, at: null, idempotencyKey: `cancel:${open.id}:withdrawn` }),
  );
  writeTransaction(ctx.database, () => {
    if (latestCancellationOf(ctx.db, user.id)?.id !== open.id) return;
    const nowIso = toIsoInstant(ctx.now());
    withdrawCancellationRow(ctx.db, open.id, nowIso);
    enqueueMail(
      ctx.db,
      {
        kind: 'membership_cancel_withdrawn',
        to: user.email,
        userId: user.id,
        ...membershipEmails.cancelWithdrawn(user.firstName, emailContext(ctx)),
        dedupeKey: `cancel:${open.id}:withdrawn`,
      },
      nowIso,
    );
    if (staff) audit(ctx, staff, 'withdraw_cancellation', user.id, { endsOn: open.endsOn });
  });
  return cancelOptions(ctx, user);
}

/**
 * The guarantee: every membership payment refunded in full, the membership ended now, upcoming
 * bookings cancelled under the booking refund rules. The subscription ends at the gateway first;
 * then the claim, the cancellation and the reserved refunds are one transaction (a second request
 * finds the claim and is refused), and the refunds are asked of the gateway as every refund is.
 */
export async function takeGuarantee(ctx: AppContext, user: UserRow): Promise<CancelOptions> {
  if (!guaranteeFor(ctx, user).offer)
    throw refuse(409, { title: TITLE, message: cancelCopy.noGuarantee, code: 'no_guarantee' });
  const card = await cardOfPlan(ctx, user);
  await onSubscription(ctx, user, 'ending the subscription failed', (subscriptionId) =>
    ctx.payments.cancelNow(subscriptionId, `guarantee:${user.id}`),
  );
  const { reserved, total } = writeTransaction(ctx.database, () => {
    const { offer, charges } = guaranteeFor(ctx, user);
    if (!offer) throw refuse(409, { title: TITLE, message: cancelCopy.noGuarantee, code: 'no_guarantee' });
    const nowIso = toIsoInstant(ctx.now());
    recordGuaranteeClaim(ctx.db, user.id, addressMark(user.email), nowIso);
    rememberCustomer(ctx.db, user, nowIso);
    if (card) rememberCard(ctx.db, user.id, card, nowIso);
    insertCancellation(
      ctx.db,
      {
        userId: user.id,
        requestedAt: nowIso,
        endsOn: today(ctx),
        guarantee: true,
        refundedCents: offer.refundCents,
        createdBy: null,
      },
      nowIso,
    );
    const reserved = charges.map((charge) =>
      reserveRefund(ctx, { chargeId: charge.id, reason: 'Money-back guarantee', actorId: null }),
    );
    enqueueMail(
      ctx.db,
      {
        kind: 'membership_guarantee_refunded',
        to: user.email,
        userId: user.id,
        ...membershipEmails.guaranteeRefunded(
          user.firstName,
          formatMoney(offer.refundCents),
          emailContext(ctx),
        ),
        dedupeKey: `guarantee:${user.id}`,
      },
      nowIso,
    );
    return { reserved, total: offer.refundCents };
  });
  try {
    for (const { refund, key } of reserved) await settleRefund(ctx, refund, key);
  } finally {
    for (const { refund } of reserved) refundSettled(refund.id);
  }
  await endAccess(ctx, user);
  for (const id of upcomingBookingIds(ctx, user.id)) {
    try {
      await cancelWithRefund(ctx, user.id, id);
    } catch (error) {
      ctx.logger.error('guarantee: an upcoming booking was not cancelled', {
        bookingId: id,
        error: messageOf(error),
      });
    }
  }
  ctx.logger.info('guarantee taken', { userId: user.id, refundedCents: total });
  return cancelOptions(ctx, findUserById(ctx.db, user.id) ?? user);
}

/** The account follows the ended subscription (inactive), as a webhook would make it. */
export async function endAccess(ctx: AppContext, user: UserRow): Promise<void> {
  const id = user.stripeSubscriptionId;
  const sub = id ? await ctx.payments.retrieveSubscription(id).catch(() => null) : null;
  writeTransaction(ctx.database, () => {
    if (sub) applySubscription(ctx.db, user.id, sub, toIsoInstant(ctx.now()));
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A gateway call about the member's subscription, before anything is written (a failure is a 502). */
/**
 * The fingerprint of the card the member's subscription charges, where the gateway knows it: kept
 * with the claim too, for a plan paid before cards were remembered at payment.
 */
async function cardOfPlan(ctx: AppContext, user: UserRow): Promise<string | null> {
  const id = user.stripeSubscriptionId;
  if (!id) return null;
  return atGateway(ctx, 'reading the card failed', async () => {
    const sub = await ctx.payments.retrieveSubscription(id);
    return sub?.paymentMethodId ? ctx.payments.cardFingerprint(sub.paymentMethodId) : null;
  });
}

async function onSubscription(
  ctx: AppContext,
  user: UserRow,
  what: string,
  call: (subscriptionId: string) => Promise<void>,
) {
  const id = user.stripeSubscriptionId;
  if (id) await atGateway(ctx, what, () => call(id));
}

function audit(
  ctx: AppContext,
  staff: { staffId: string; reason: string },
  action: string,
  userId: string,
  details: object,
) {
  logStaffAction(
    ctx.db,
    {
      actorId: staff.staffId,
      action,
      targetType: 'user',
      targetId: userId,
      details: { ...details, reason: staff.reason },
    },
    ctx.now(),
  );
}

// What other features may use of this folder's tables: its store stays its own (docs/decisions/055).
export { claimedGuarantee } from './cancelStore';
