/**
 * The one interface the app uses to take payments. StripeGateway speaks to Stripe with the official
 * SDK; SandboxGateway stands in when no STRIPE_SECRET_KEY is set, so a fresh `npm start` runs every
 * journey. The rest of the server never knows which one it has.
 */
import type { MembershipType, PlanFlow } from '@lounge/core';

export interface MembershipCheckoutInput {
  plan: MembershipType;
  flow: PlanFlow;
  email: string | null;
  userId: string | null;
  /** The account's customer at the gateway, when it has one: a member is one customer, always. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  /** The same key gives the same session: a double click does not start two checkouts. */
  idempotencyKey: string;
}

/**
 * A one-off payment: one line on the hosted page, paid once. Guest fees, competitions' entry fees
 * and events' deposits and balances are all this; what the payment is for travels in `metadata`,
 * which fulfilment reads back from the finished session.
 */
export interface PaymentCheckoutInput {
  /** The line as the payer sees it: its name ('Guest fee'), the detail, how many, at what price each. */
  line: { name: string; description: string; quantity: number; unitAmountCents: number };
  email: string;
  /** The account paying, when there is one: the sandbox's customer is made from it. */
  userId: string | null;
  /** The account's customer at the gateway, when it has one: a member is one customer, always. */
  customerId: string | null;
  /** `kind` and the ids of what is paid for; also on the payment itself, for its refunds. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking payment (the hold it pays for ends soon after). */
  expiresAt: number;
  /** The same key gives the same session: a double click does not start two checkouts. */
  idempotencyKey: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
  expiresAt: number;
}

export interface CheckoutInfo {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  email: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  /** A subscription checkout's first invoice (its invoice.paid event is the same money). */
  invoiceId: string | null;
  metadata: Record<string, string>;
  amountTotal: number | null;
}

export interface SubscriptionItemInfo {
  /** The plan its price names, where the gateway's price says (Stripe's catalog Prices); else null. */
  plan?: MembershipType | null;
  amountCents: number;
  interval: string;
  intervalCount: number;
}

export interface SubscriptionInfo {
  id: string;
  customerId: string;
  /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete... */
  status: string;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** When the subscription is set to end (cancel with notice), or null. */
  cancelAt: number | null;
  /** Charging stopped until this instant (a freeze), or null. */
  pausedUntil: number | null;
  /**
   * Its latest invoice waits for payment (open): what that invoice charges for is not paid yet, so
   * a plan it moves to is not the member's yet (membershipSync.ts).
   */
  unpaidInvoice: boolean;
  items: SubscriptionItemInfo[];
  metadata: Record<string, string>;
  /** The payment method it charges (Stripe's default_payment_method), where the gateway has one. */
  paymentMethodId?: string | null;
}

export interface PlanChangeInput {
  subscriptionId: string;
  plan: MembershipType;
  /** The billing the subscription is on now; an upgrade keeps it for the rest of the period. */
  flow: PlanFlow;
  /** now: the new price at once, the prorated difference invoiced and paid now; period_end: from the next period. */
  when: 'now' | 'period_end';
  /**
   * Names the change (the subscription, the plan, the period): the same key gives the same change
   * and charge. Where the member may try again after a refusal, the gateway tells that new attempt
   * apart by its own record of the one before (stripePlanChange.ts).
   */
  idempotencyKey: string;
}

export type PlanChangeResult =
  | { status: 'changed'; chargedCents: number; invoiceId: string | null; paymentIntentId: string | null }
  | { status: 'scheduled' }
  /** The charge needs the member (a card check): nothing changes until they pay there. */
  | { status: 'requires_action'; url: string }
  /**
   * The charge was refused, so nothing was charged or changed (a subscription its schedule runs is
   * charged before it changes, and cannot wait for the member). `needsConfirmation`: the bank asked
   * for the member to confirm; otherwise `reason` is the gateway's own words, written to be shown
   * to the member (Stripe's card errors are).
   */
  | { status: 'refused'; needsConfirmation: boolean; reason: string };

/** A freeze at the gateway: no charges until `resumesAt` (null: charge again from now on). */
export interface PauseBillingInput {
  subscriptionId: string;
  /** Epoch ms; Stripe voids the invoices made before it (pause_collection, behavior void). */
  resumesAt: number | null;
  idempotencyKey: string;
}

/** Cancel with notice: the subscription ends at `at` (null: it carries on after all). */
export interface CancelAtInput {
  subscriptionId: string;
  at: number | null;
  idempotencyKey: string;
}

/** A paid (or unpaid) invoice of a subscription: a renewal, the first payment, a proration. */
export interface InvoiceInfo {
  id: string;
  paid: boolean;
  amountPaidCents: number;
  subscriptionId: string | null;
  /** subscription_create, subscription_cycle, subscription_update, manual... */
  billingReason: string | null;
  /** A change of plan's invoice: the plan it pays for, where the invoice names it (else null). */
  plan: MembershipType | null;
  paymentIntentId: string | null;
}

/** Money back on a payment the gateway took: named by whichever of its ids we hold. */
export interface RefundInput {
  paymentIntentId: string | null;
  invoiceId: string | null;
  checkoutSessionId: string | null;
  amountCents: number;
  /** The same key gives the same refund: a retried request never returns money twice. */
  idempotencyKey: string;
  /** Our ledger row of the refund, so the gateway's later news of it is matched to that row. */
  ledgerId: string;
}

export interface RefundResult {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/** The checkout sessions and invoice a payment intent paid (see PaymentGateway.paymentOrigin). */
export interface PaymentOrigin {
  checkoutSessionIds: string[];
  invoiceId: string | null;
}

/** A refund the gateway reports for a payment (made by us or in its dashboard). */
export interface GatewayRefund {
  id: string;
  amountCents: number;
  status: 'succeeded' | 'pending' | 'failed';
  /** Our ledger row, when the refund was made through the app. */
  ledgerId: string | null;
}

/** A verified webhook event: only its id, type and the object it names; the state is re-read. */
export interface GatewayEvent {
  id: string;
  type: string;
  objectId: string | null;
  /** For checkout and invoice events: the subscription they concern, when any. */
  subscriptionId: string | null;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox';
  createMembershipCheckout(input: MembershipCheckoutInput): Promise<CreatedCheckout>;
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<CreatedCheckout>;
  retrieveCheckout(id: string): Promise<CheckoutInfo | null>;
  /** Stops an open checkout taking payment (the member cancelled, or its hold lapsed). */
  expireCheckout(id: string): Promise<void>;
  retrieveSubscription(id: string): Promise<SubscriptionInfo | null>;
  /**
   * The newest live subscription of this customer, if any. Never looked up by email: anyone can
   * type an address, so a subscription is found through the customer or checkout we recorded.
   */
  findSubscriptionOfCustomer(customerId: string): Promise<SubscriptionInfo | null>;
  /**
   * After an intro checkout: the intro price for its 3 months, then the monthly price (two
   * phases). A no-op where the gateway already knows (the sandbox).
   */
  scheduleIntroThenMonthly(subscriptionId: string, plan: MembershipType): Promise<void>;
  /** Moves a live subscription to another plan (see PlanChangeInput). */
  changePlan(input: PlanChangeInput): Promise<PlanChangeResult>;
  /** Stops charging a subscription until a day (a freeze), or starts again (null). */
  pauseBilling(input: PauseBillingInput): Promise<void>;
  /** Ends a subscription at an instant (cancel with notice), or takes that back (at: null). */
  cancelAt(input: CancelAtInput): Promise<void>;
  /** Ends a subscription now (the guarantee; its payments are refunded one by one apart). */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** Where a member manages billing: Stripe's customer portal, or the sandbox's own page. */
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  retrieveInvoice(id: string): Promise<InvoiceInfo | null>;
  /** Refunds (part of) a payment, idempotently by key. */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * What a payment intent paid for: its checkout session and invoice, where the gateway has them.
   * A charge recorded before the ledger may lack its payment intent; this finds it by the others.
   */
  paymentOrigin(paymentIntentId: string): Promise<PaymentOrigin>;
  /**
   * The refund made with our ledger row's id or idempotency key, if the gateway has it: how a
   * refund left 'pending' by a crash learns whether the money moved (payments/refundRecovery.ts).
   */
  findRefund(input: RefundInput): Promise<RefundResult | null>;
  /** Every refund of the payment a charge or payment intent belongs to (a charge.refunded event). */
  refundsOfPayment(objectId: string): Promise<{ paymentIntentId: string | null; refunds: GatewayRefund[] }>;
  /**
   * Sets the email the gateway holds for a customer (a member changed theirs), or clears it (null:
   * the account was deleted). Setting the same value twice is harmless, so a retry is safe.
   */
  updateCustomerEmail(customerId: string, email: string | null): Promise<void>;
  /**
   * The fingerprint of a payment method's card: the same card gives the same fingerprint whoever's
   * customer it is saved under (the guarantee is once per person: accountMarksStore.ts). Null where
   * the gateway knows no card (the sandbox takes none; a method that is not a card).
   */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
  /** Verifies a webhook's signature over the raw body; throws WebhookSignatureError otherwise. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}
