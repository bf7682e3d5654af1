/**
 * A member's subscription as the dashboard asks about it: its status at the gateway, linking one
 * found through the member's own customer or checkouts (only when no other account claims it),
 * syncing the account to it, and the gateway's billing portal.
 */
import {
  formatDateLong,
  type PortalLink,
  paymentMessages,
  type SubscriptionCheckResult,
  type SubscriptionRefreshResult,
  type SubscriptionStatus,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { atGateway } from '../payments/gatewayErrors';
import {
  accountOfSubscription,
  applySubscription,
  LIVE_SUBSCRIPTION_STATUSES,
  membershipFromSubscription,
} from '../payments/membershipSync';
import { paidMembershipCheckoutsOf } from '../payments/paymentService';
import type { UserRow } from '../users/userService';
import { membershipDates } from './membershipDates';

/** The one-line story of a subscription, for the dashboard's 'Subscription Status Updated' toast. */
function subscriptionReason(
  status: string,
  cancelAtPeriodEnd: boolean,
  periodEnd: number | null,
  timeZone: string,
): string {
  const until = periodEnd === null ? 'the end of the period' : formatDateLong(periodEnd, timeZone);
  if (!LIVE_SUBSCRIPTION_STATUSES.has(status)) return paymentMessages.subscriptionEnded;
  if (status === 'past_due') return paymentMessages.subscriptionPastDue;
  return cancelAtPeriodEnd
    ? paymentMessages.subscriptionEnding(until)
    : paymentMessages.subscriptionActive(until);
}

function linkedSubscription(ctx: AppContext, user: UserRow) {
  const id = user.stripeSubscriptionId;
  return id
    ? atGateway(ctx, 'subscription lookup failed', () => ctx.payments.retrieveSubscription(id))
    : Promise.resolve(null);
}

export async function subscriptionStatus(ctx: AppContext, user: UserRow): Promise<SubscriptionStatus> {
  const sub = await linkedSubscription(ctx, user);
  const dates = membershipDates(ctx, user);
  if (!sub)
    return {
      ...dates,
      hasSubscription: false,
      flow: null,
      stripeStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      items: [],
      message: paymentMessages.noSubscriptionLinked,
    };
  const state = membershipFromSubscription(sub);
  return {
    ...dates,
    hasSubscription: true,
    flow: state.membershipStatus === 'inactive' ? null : state.membershipStatus,
    stripeStatus: sub.status,
    currentPeriodEnd: sub.currentPeriodEnd === null ? null : toIsoInstant(sub.currentPeriodEnd),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    items: sub.items.map((i) => ({
      amount: i.amountCents,
      interval: i.intervalCount > 1 ? `${i.intervalCount} ${i.interval}s` : i.interval,
    })),
    message: subscriptionReason(
      sub.status,
      sub.cancelAtPeriodEnd,
      sub.currentPeriodEnd,
      ctx.config.venue.timeZone,
    ),
  };
}

/**
 * What the member paid for, found through what is theirs: their gateway customer, or a membership
 * checkout recorded for their account. Never by email: whoever signs up with an address must not
 * get a plan someone else paid for under it.
 */
async function findOwnSubscription(ctx: AppContext, user: UserRow) {
  const customerId = user.stripeCustomerId;
  if (customerId) {
    const sub = await ctx.payments.findSubscriptionOfCustomer(customerId);
    if (sub) return sub;
  }
  for (const checkoutId of paidMembershipCheckoutsOf(ctx.db, user.id)) {
    const info = await ctx.payments.retrieveCheckout(checkoutId);
    const sub = info?.subscriptionId ? await ctx.payments.retrieveSubscription(info.subscriptionId) : null;
    if (sub && LIVE_SUBSCRIPTION_STATUSES.has(sub.status)) return sub;
  }
  return null;
}

/** Finds the member's own subscription (findOwnSubscription) and links it, unless another account has it. */
export async function refreshSubscription(
  ctx: AppContext,
  user: UserRow,
): Promise<SubscriptionRefreshResult> {
  const found = await atGateway(ctx, 'subscription lookup failed', () => findOwnSubscription(ctx, user));
  // Never another account's subscription, whatever led to it.
  const owner = found ? accountOfSubscription(ctx.db, found) : undefined;
  const sub = owner && owner.id !== user.id ? null : found;
  if (!sub)
    return {
      success: false,
      membershipType: user.membershipType,
      message: paymentMessages.noSubscription,
    };
  const updated = writeTransaction(ctx.database, () =>
    applySubscription(ctx.db, user.id, sub, toIsoInstant(ctx.now())),
  );
  return {
    success: true,
    membershipType: updated.membershipType,
    message: paymentMessages.subscriptionLinked((updated.membershipType ?? '').toUpperCase()),
  };
}

/** Brings the account in line with its linked subscription and says where it stands. */
export async function checkSubscription(ctx: AppContext, user: UserRow): Promise<SubscriptionCheckResult> {
  const sub = await linkedSubscription(ctx, user);
  if (!sub) return { reason: paymentMessages.noSubscriptionLinked };
  writeTransaction(ctx.database, () => applySubscription(ctx.db, user.id, sub, toIsoInstant(ctx.now())));
  return {
    reason: subscriptionReason(
      sub.status,
      sub.cancelAtPeriodEnd,
      sub.currentPeriodEnd,
      ctx.config.venue.timeZone,
    ),
  };
}

export async function openBillingPortal(ctx: AppContext, user: UserRow): Promise<PortalLink> {
  const customerId = user.stripeCustomerId;
  if (!customerId)
    throw refuse(409, { title: 'Manage Membership', message: paymentMessages.noSubscriptionLinked });
  return atGateway(ctx, 'billing portal failed', () =>
    ctx.payments.createPortal(customerId, `${ctx.config.publicUrl}/dashboard`),
  );
}
