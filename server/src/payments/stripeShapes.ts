/** Reading Stripe's objects as the gateway gets them back (stripeGateway.ts, stripePlanChange.ts). */
import { isMembershipType, type MembershipType } from '@lounge/core';
import type Stripe from 'stripe';

/** The id of a field Stripe gives as an id or, expanded, as the object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The plan a subscription is for: its catalog Price's, else what its checkout wrote. */
export function planOfSubscription(sub: Stripe.Subscription): MembershipType {
  const named = sub.items.data[0]?.price.metadata?.plan;
  const plan = isMembershipType(named) ? named : sub.metadata?.plan;
  if (!isMembershipType(plan)) throw new Error(`subscription ${sub.id} names no plan`);
  return plan;
}
