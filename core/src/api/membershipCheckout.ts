/**
 * Buying a membership and the subscription behind it: the checkout (/api/checkout/create-session),
 * activation on return (/api/membership/activate-access), the dashboard's subscription calls
 * (/api/subscription/...) and the payment sandbox's pages (/api/payments/sandbox/...).
 */
import type { MembershipStatus, MembershipType, PlanFlow } from '../tiers';
import type { CheckoutKind, CheckoutStatus } from './statuses';

/** POST /api/checkout/create-session (answers a CheckoutRedirect). */
export interface CreateCheckoutRequest {
  plan: MembershipType;
  flow: PlanFlow;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string | null;
}

/** POST /api/membership/activate-access */
export interface ActivateAccessRequest {
  sessionId: string;
  email: string;
}

export interface ActivationResult {
  /** Only when this checkout's pre-checkout sign-up made the account. */
  userCreated: boolean;
  activated: boolean;
  /**
   * Paid, but signed out and not yet any account's (a checkout paid signed out): the payer signs in,
   * or creates the account, with the checkout's address, and comes back to claim it.
   */
  signInToClaim: boolean;
  membershipType: MembershipType | null;
  membershipStatus: MembershipStatus | null;
}

/** GET /api/subscription/status: the linked subscription at the payment provider, and what it means. */
export interface SubscriptionStatus {
  hasSubscription: boolean;
  flow: PlanFlow | null;
  /** The payment provider's status: active, trialing, past_due, canceled... */
  stripeStatus: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Cents, and '3 months' or 'month'. */
  items: Array<{ amount: number; interval: string }>;
  message: string;
}

/** POST /api/subscription/refresh ('Find My Subscription'). */
export interface SubscriptionRefreshResult {
  success: boolean;
  membershipType: MembershipType | null;
  message: string;
}

/** POST /api/subscription/check ('Refresh Subscription Status'). */
export interface SubscriptionCheckResult {
  reason: string;
}

/** POST /api/subscription/portal: the provider's billing portal. */
export interface PortalLink {
  url: string;
}

/** GET /api/payments/sandbox/sessions/{id}: the sandbox's payment page. */
export interface SandboxSessionView {
  id: string;
  kind: CheckoutKind;
  description: string;
  amountCents: number;
  status: CheckoutStatus;
  expiresAt: string;
}

/** POST /api/payments/sandbox/sessions/{id}/complete and /cancel: where the browser goes next. */
export interface SandboxRedirect {
  redirectUrl: string;
}

/** The sandbox billing portal's view of the member's subscription (/api/payments/sandbox/subscription). */
export interface SandboxSubscriptionView {
  id: string;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  items: Array<{ amountCents: number; interval: string; intervalCount: number }>;
}
