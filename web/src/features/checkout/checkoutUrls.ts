/**
 * Where the payment provider sends the buyer back. The success address carries the plan, the
 * session id placeholder the server fills in ({CHECKOUT_SESSION_ID}, left unencoded on purpose) and
 * the buyer's email, which /billing/complete needs to activate the membership.
 */
import type { MembershipType, PlanFlow } from '@lounge/core';
import { planQuery } from '../membership/planPricing';

const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export function checkoutReturnUrls(
  origin: string,
  plan: MembershipType,
  flow: PlanFlow,
  email: string,
): { successUrl: string; cancelUrl: string } {
  const query = planQuery(plan, flow);
  return {
    successUrl: `${origin}/billing/complete?${query}&session_id=${SESSION_ID_PLACEHOLDER}&email=${encodeURIComponent(email)}`,
    cancelUrl: `${origin}/checkout?${query}&payment=cancelled`,
  };
}
