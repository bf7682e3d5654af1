/** The membership card's lines, from the account and the subscription status (docs/product.md). */
import {
  type AccountView,
  activeTier,
  formatDateLong,
  formatIsoDate,
  formatPrice,
  memberLabels,
  parseIsoInstant,
  type SubscriptionStatus,
  venueDate,
} from '@lounge/core';

const L = memberLabels.dashboard;

export interface MembershipFacts {
  /** 'GENERAL', 'VIP', or 'Not Active'. */
  plan: string;
  active: boolean;
  flow: string;
  /** The payments' standing in a member's words ('Up to date'). */
  payments: string;
  /** 'Next billing date' or 'Cancels on', with the date: a freeze moves the next charge to the day
   * it ends, and a cancellation with notice ends the charges on its last day. */
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
  const item = status?.items[0];
  return {
    plan: tier ? tier.type.toUpperCase() : L.notActive,
    active: tier !== null,
    flow: flow === 'intro' ? 'Founding intro offer' : flow === 'monthly' ? 'Monthly' : NONE,
    payments: L.paymentStanding(status?.stripeStatus ?? null),
    billing: billingLine(status, timeZone),
    price: item ? `${formatPrice(item.amount)} / ${item.interval}` : NONE,
    memberSince: dateOf(user.createdAt, timeZone) ?? NONE,
  };
}

function billingLine(status: SubscriptionStatus | undefined, timeZone: string): MembershipFacts['billing'] {
  const instant = status?.currentPeriodEnd ? parseIsoInstant(status.currentPeriodEnd) : null;
  if (!status || instant === null) return null;
  if (status.cancelAtPeriodEnd) return { label: L.cancelsOn, date: formatDateLong(instant, timeZone) };
  const periodEnd = venueDate(instant, timeZone);
  // No charge falls after a cancellation's last day.
  if (status.endsOn && periodEnd > status.endsOn)
    return { label: L.cancelsOn, date: formatIsoDate(status.endsOn) };
  // A charge due while frozen is taken the day the membership runs again.
  const frozen =
    status.frozenFrom &&
    status.frozenUntil &&
    periodEnd >= status.frozenFrom &&
    periodEnd < status.frozenUntil;
  return {
    label: 'Next billing date',
    date: formatIsoDate(frozen && status.frozenUntil ? status.frozenUntil : periodEnd),
  };
}
