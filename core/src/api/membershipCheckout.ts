/**
 * Buying a membership and the subscription behind it: the checkout (/api/checkout/create-session),
 * activation on return (/api/membership/activate-access), the dashboard's subscription calls
 * (/api/subscription/...), the gateway's webhook and the payment sandbox's pages
 * (/api/payments/sandbox/...).
 */
import Joi from 'joi';
import { MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES, PLAN_FLOWS } from '../tiers';
import { MembershipDates } from './membershipTerms';
import {
  bool,
  exactly,
  extend,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  type Sent,
  type Shape,
  text,
} from './shape';
import { CHECKOUT_KINDS, CHECKOUT_STATUSES } from './statuses';

/** POST /api/checkout/create-session (answers a CheckoutRedirect). */
export const CreateCheckoutRequest = object({
  plan: oneOf(MEMBERSHIP_TYPES),
  flow: oneOf(PLAN_FLOWS),
  successUrl: Joi.string().max(2000),
  cancelUrl: Joi.string().max(2000),
  customerEmail: optional(nullable(Joi.string().email({ tlds: false }).max(254).allow(''))),
}).label('request body');
export type CreateCheckoutRequest = Sent<typeof CreateCheckoutRequest>;

/** POST /api/membership/activate-access */
export const ActivateAccessRequest = object({
  sessionId: Joi.string().max(255),
  email: Joi.string().max(320),
}).label('request body');
export type ActivateAccessRequest = Sent<typeof ActivateAccessRequest>;

export const ActivationResult = object({
  /** Only when this checkout's pre-checkout sign-up made the account. */
  userCreated: bool,
  activated: bool,
  /**
   * Paid, but signed out and not yet any account's (a checkout paid signed out): the payer signs in,
   * or creates the account, with the checkout's address, and comes back to claim it.
   */
  signInToClaim: bool,
  membershipType: nullable(oneOf(MEMBERSHIP_TYPES)),
  membershipStatus: nullable(oneOf(MEMBERSHIP_STATUSES)),
});
export type ActivationResult = Shape<typeof ActivationResult>;

/** POST /api/payments/webhook: the gateway's event, taken (once). */
export const WebhookReceipt = object({
  received: exactly(true),
  outcome: Joi.string<'processed' | 'duplicate'>().valid('processed', 'duplicate'),
});
export type WebhookReceipt = Shape<typeof WebhookReceipt>;

/**
 * GET /api/subscription/status: the linked subscription at the payment provider, and what it means;
 * with the membership's terms as our rows hold them (MembershipDates: frozenFrom, frozenUntil,
 * endsOn, guaranteeUntil; docs/membership-terms.md).
 */
export const SubscriptionStatus = extend(MembershipDates, {
  hasSubscription: bool,
  flow: nullable(oneOf(PLAN_FLOWS)),
  /** The payment provider's status: active, trialing, past_due, canceled... */
  stripeStatus: nullable(text),
  currentPeriodEnd: nullable(text),
  cancelAtPeriodEnd: bool,
  /** Cents, and '3 months' or 'month'. */
  items: list(object({ amount: int, interval: text })),
  message: text,
});
export type SubscriptionStatus = Shape<typeof SubscriptionStatus>;

/** POST /api/subscription/refresh ('Find My Subscription'). */
export const SubscriptionRefreshResult = object({
  success: bool,
  membershipType: nullable(oneOf(MEMBERSHIP_TYPES)),
  message: text,
});
export type SubscriptionRefreshResult = Shape<typeof SubscriptionRefreshResult>;

/** POST /api/subscription/check ('Check My Payments'). */
export const SubscriptionCheckResult = object({ reason: text });
export type SubscriptionCheckResult = Shape<typeof SubscriptionCheckResult>;

/** POST /api/subscription/portal: the provider's billing portal. */
export const PortalLink = object({ url: text });
export type PortalLink = Shape<typeof PortalLink>;

/** GET /api/payments/sandbox/sessions/{id}: the sandbox's payment page. */
export const SandboxSessionView = object({
  id,
  kind: oneOf(CHECKOUT_KINDS),
  description: text,
  amountCents: int,
  status: oneOf(CHECKOUT_STATUSES),
  expiresAt: text,
});
export type SandboxSessionView = Shape<typeof SandboxSessionView>;

/** POST /api/payments/sandbox/sessions/{id}/complete and /cancel: where the browser goes next. */
export const SandboxRedirect = object({ redirectUrl: text });
export type SandboxRedirect = Shape<typeof SandboxRedirect>;

/** The sandbox billing portal's view of the member's subscription (/api/payments/sandbox/subscription). */
export const SandboxSubscriptionView = object({
  id,
  status: text,
  currentPeriodEnd: nullable(int),
  cancelAtPeriodEnd: bool,
  items: list(object({ amountCents: int, interval: text, intervalCount: int })),
});
export type SandboxSubscriptionView = Shape<typeof SandboxSubscriptionView>;
