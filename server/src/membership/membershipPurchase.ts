/**
 * A membership, bought at checkout (registered in app.ts with payments' purchase kinds): the plan
 * applied to the account it was bought for, its ledger row and its receipt; and the gateway's news
 * of a subscription kept in step with the account and its terms.
 */
import {
  formatDateLong,
  hasPaidPlan,
  ledgerDescriptions,
  receiptEmails,
  TIERS,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import type { CheckoutInfo, SubscriptionInfo } from '../payments/gateway';
import { accountOfSubscription, applySubscription, planOf } from '../payments/membershipSync';
import { findCheckout, markFulfilled, recordLedgerEntry } from '../payments/paymentService';
import type { PurchaseKind } from '../payments/purchaseKinds';
import type { UserRow } from '../users/userService';
import { findUserById, rememberCard } from '../users/userService';
import { refundAndEndPlan } from './refundEndsPlan';
import { keepTermsInStep } from './termsSync';

export const membershipPurchase: PurchaseKind<AppContext> = {
  async fulfil(ctx, info, record) {
    const sub = info.subscriptionId ? await ctx.payments.retrieveSubscription(info.subscriptionId) : null;
    if (sub && (record?.flow ?? info.metadata.flow) === 'intro') {
      const plan = record?.plan ?? (info.metadata.plan as 'general' | 'vip');
      await ctx.payments.scheduleIntroThenMonthly(sub.id, plan);
    }
    // The card it was paid with, remembered with the account: the guarantee is once per person.
    const card = sub?.paymentMethodId ? await ctx.payments.cardFingerprint(sub.paymentMethodId) : null;
    return () => fulfilMembership(ctx, info, sub, record?.userId ?? null, card);
  },
  subscriptionChanged(ctx, sub) {
    const account = accountOfSubscription(ctx.db, sub);
    if (!account) return;
    applySubscription(ctx.db, account.id, sub, toIsoInstant(ctx.now()));
    // A freeze's pause and a cancellation's end, as the gateway holds them (decision 040).
    keepTermsInStep(ctx, account.id, sub);
  },
  refundEndingPurchase: refundAndEndPlan,
};

function fulfilMembership(
  ctx: AppContext,
  info: CheckoutInfo,
  sub: SubscriptionInfo | null,
  recordUserId: string | null,
  card: string | null,
): UserRow | null {
  const nowIso = toIsoInstant(ctx.now());
  // The account is the one the checkout was made for, or the subscription's: never found by email.
  const userId = recordUserId || info.metadata.userId || null;
  const account =
    (userId ? findUserById(ctx.db, userId) : undefined) ??
    (sub ? accountOfSubscription(ctx.db, sub) : undefined);
  const first = markFulfilled(ctx.db, info.id, nowIso);
  if (!account || !sub) {
    // Paid signed out, by someone with no account yet: the money is on the books now, and the plan
    // waits for its payer to come back signed in (claimCheckout).
    if (first && sub) recordMembershipCharge(ctx, null, info, sub);
    return account ?? null;
  }
  if (hasPaidPlan(account) && account.stripeSubscriptionId && account.stripeSubscriptionId !== sub.id) {
    // A second plan paid for (two checkouts opened before either was paid): the account keeps
    // the first; the money is in the ledger for staff to refund.
    if (first) recordMembershipCharge(ctx, account.id, info, sub);
    ctx.logger.error('a second membership was paid for an account that has one; refund it', {
      userId: account.id,
      checkoutId: info.id,
    });
    return account;
  }
  const user = applySubscription(ctx.db, account.id, sub, nowIso);
  if (card) rememberCard(ctx.db, user.id, card, nowIso);
  // Once each (the ledger by its gateway reference, the receipt by its key): on the first report of
  // the payment, or when a checkout paid signed out is claimed later.
  recordMembershipCharge(ctx, user.id, info, sub);
  queueMembershipReceipt(ctx, user, info.id, nowIso);
  return user;
}

/** The ledger row of a paid membership checkout; keyed by its invoice where the gateway has one. */
function recordMembershipCharge(
  ctx: AppContext,
  userId: string | null,
  info: CheckoutInfo,
  sub: SubscriptionInfo,
): void {
  const record = findCheckout(ctx.db, info.id);
  const plan = planOf(sub) ?? record?.plan ?? 'general';
  const flow = record?.flow ?? (info.metadata.flow === 'intro' ? 'intro' : 'monthly');
  recordLedgerEntry(
    ctx.db,
    {
      kind: 'membership',
      amountCents: info.amountTotal ?? record?.amountCents ?? 0,
      description: ledgerDescriptions.membership(plan, flow),
      userId,
      gatewayRef: info.invoiceId ?? info.id,
      checkoutSessionId: info.id,
      invoiceId: info.invoiceId,
      paymentIntentId: info.paymentIntentId,
    },
    ctx.now(),
  );
}

/** The welcome and receipt of a paid membership checkout (once: the checkout is fulfilled once). */
function queueMembershipReceipt(ctx: AppContext, user: UserRow, checkoutId: string, nowIso: string): void {
  if (user.membershipStatus === 'inactive' || user.membershipStatus === 'pending' || !user.membershipType)
    return;
  const renewsOn = user.membershipExpiresAt
    ? formatDateLong(Date.parse(user.membershipExpiresAt), ctx.config.venue.timeZone)
    : null;
  enqueueMail(
    ctx.db,
    {
      kind: 'membership_receipt',
      to: user.email,
      userId: user.id,
      ...receiptEmails.membership(
        user.firstName,
        TIERS[user.membershipType].name,
        renewsOn,
        emailContext(ctx),
      ),
      dedupeKey: `receipt:${checkoutId}`,
    },
    nowIso,
  );
}
