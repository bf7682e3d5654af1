/**
 * A member's account follows their subscription at the gateway: plan, intro or monthly, expiry,
 * cancel-at-period-end, and the end of access when it is cancelled or unpaid. Always from the
 * subscription's current state as the gateway reports it, never from a webhook's payload.
 */
import {
  INTRO_MONTHS,
  isMembershipType,
  type MembershipType,
  planChangeDirection,
  TIERS,
  toIsoInstant,
} from '@lounge/core';
import type { Db } from '../db/database';
import type { UserRow } from '../users/userService';
import { findUserByGatewayIds, findUserById, updateUser } from '../users/userService';
import type { SubscriptionInfo } from './gateway';

/** Statuses in which the member keeps access (past_due: Stripe is still retrying the card). */
export const LIVE_SUBSCRIPTION_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * The plan a subscription is for: the plan its price names (a catalog Price keeps naming it after
 * core's price has changed), else the tier whose price it charges (what a change of plan or a
 * schedule's next phase really changed), else its metadata (a change of plan leaves that as the
 * checkout wrote it).
 */
export function planOf(sub: SubscriptionInfo): MembershipType | null {
  const named = sub.items[0]?.plan;
  if (named) return named;
  const amount = sub.items[0]?.amountCents;
  for (const tier of Object.values(TIERS)) {
    if (amount === tier.prices.monthlyCents || amount === tier.prices.introCents) return tier.type;
  }
  return isMembershipType(sub.metadata.plan) ? sub.metadata.plan : null;
}

export interface MembershipState {
  membershipType: MembershipType | null;
  membershipStatus: 'intro' | 'monthly' | 'inactive';
  membershipExpiresAt: string | null;
}

export function membershipFromSubscription(sub: SubscriptionInfo): MembershipState {
  const live = LIVE_SUBSCRIPTION_STATUSES.has(sub.status);
  const introItem = sub.items.some((i) => i.intervalCount === INTRO_MONTHS);
  return {
    membershipType: planOf(sub),
    membershipStatus: live ? (introItem ? 'intro' : 'monthly') : 'inactive',
    membershipExpiresAt: sub.currentPeriodEnd === null ? null : toIsoInstant(sub.currentPeriodEnd),
  };
}

/** The account a subscription belongs to: linked by id, by customer, or by the user named at checkout. */
export function accountOfSubscription(db: Db, sub: SubscriptionInfo): UserRow | undefined {
  const byLink = findUserByGatewayIds(db, sub.id, sub.customerId);
  if (byLink) return byLink;
  return sub.metadata.userId ? findUserById(db, sub.metadata.userId) : undefined;
}

/**
 * Links the subscription to the account and sets the membership from it. Never a plan its invoice
 * has not paid for: a subscription on a better plan whose latest invoice is still open (a change
 * made at the gateway that waits for the member's card) leaves the account on its plan until that
 * invoice is paid (its invoice.paid, or the next subscription event, brings the plan then).
 */
export function applySubscription(db: Db, userId: string, sub: SubscriptionInfo, nowIso: string): UserRow {
  const state = membershipFromSubscription(sub);
  const before = findUserById(db, userId);
  const had = before && isMembershipType(before.membershipType) ? before.membershipType : null;
  const unpaidUpgrade =
    sub.unpaidInvoice &&
    had !== null &&
    state.membershipType !== null &&
    planChangeDirection(had, state.membershipType) === 'upgrade';
  // A scheduled downgrade is done once the subscription is on that plan, or moot once it ended.
  const pendingDone =
    before?.pendingMembershipType != null &&
    (state.membershipType === before.pendingMembershipType || state.membershipStatus === 'inactive');
  const row = updateUser(
    db,
    userId,
    {
      stripeCustomerId: sub.customerId,
      stripeSubscriptionId: sub.id,
      ...state,
      ...(pendingDone ? { pendingMembershipType: null, pendingChangeAt: null } : {}),
      // A lapsed subscription keeps the plan it was for, so the account shows what to renew.
      membershipType: (unpaidUpgrade ? had : state.membershipType) ?? undefined,
    },
    nowIso,
  );
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}
