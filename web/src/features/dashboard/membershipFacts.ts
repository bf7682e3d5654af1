/** The membership card's lines, from the account and the subscription status (docs/product.md). */
import {
  type AccountView,
  activeTier,
  formatDateLong,
  formatPrice,
  memberLabels,
  parseIsoInstant,
  type SubscriptionStatus,
} from '@lounge/core';

const L = memberLabels.dashboard;

export interface MembershipFacts {
  /** 'GENERAL', 'VIP', or 'Not Active'. */
  plan: string;
  active: boolean;
  flow: string;
  providerStatus: string;
  /** 'Next billing date' or 'Cancels on', with the date. */
  billing: { label: string; date: string } | null;
  price: string;
  memberSince: string;
}

const NONE = '—';

function dateOf(iso: string | null | undefined, timeZone: string): string | null {
  const instant = iso ? parseIsoInstant(iso) : null;
  return instant === null ? null : formatDateLong(instant, timeZone);
}

export function membershipFacts(
  user: AccountView,
  status: SubscriptionStatus | undefined,
  timeZone: string,
): MembershipFacts {
  const tier = activeTier(user);
  const flow = status?.flow ?? user.membershipStatus;
  const periodEnd = dateOf(status?.currentPeriodEnd, timeZone);
  const item = status?.items[0];
  return {
    plan: tier ? tier.type.toUpperCase() : L.notActive,
    active: tier !== null,
    flow: flow === 'intro' ? 'Founding intro offer' : flow === 'monthly' ? 'Monthly' : NONE,
    providerStatus: status?.stripeStatus ?? NONE,
    billing: periodEnd
      ? { label: status?.cancelAtPeriodEnd ? L.cancelsOn : 'Next billing date', date: periodEnd }
      : null,
    price: item ? `${formatPrice(item.amount)} / ${item.interval}` : NONE,
    memberSince: dateOf(user.createdAt, timeZone) ?? NONE,
  };
}
