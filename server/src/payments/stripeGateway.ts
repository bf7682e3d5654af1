/**
 * Stripe behind the PaymentGateway interface, through the official SDK. Plans are sold at the
 * catalog's Prices (stripeCatalog.ts: one Product per plan, one Price per plan and billing, found
 * by lookup key and made from core's prices when missing), so nothing has to be set up in the Stripe
 * dashboard first: the monthly plan is a monthly price; the intro offer is a 3-month price whose
 * subscription is then put on a schedule of two phases, the intro period and the monthly price
 * after it. The member's portal is the app's limited configuration (stripePortal.ts). Both are set
 * up once (`setUp`: at the server's start, by `npm run stripe:setup`, or on first use) and set up
 * again on the next use after a failure.
 */
import { isMembershipType, type MembershipType, type PlanFlow } from '@lounge/core';
import Stripe from 'stripe';
import { checkoutExpiresAt } from './checkoutExpiry';
import type {
  CancelAtInput,
  CheckoutInfo,
  CreatedCheckout,
  GatewayEvent,
  GatewayRefund,
  InvoiceInfo,
  MembershipCheckoutInput,
  PauseBillingInput,
  PaymentCheckoutInput,
  PaymentGateway,
  PaymentOrigin,
  PlanChangeInput,
  PlanChangeResult,
  RefundInput,
  RefundResult,
  SubscriptionInfo,
} from './gateway';
import { WebhookSignatureError } from './gateway';
import { type Catalog, catalogPriceId, ensureCatalog, type PriceTable } from './stripeCatalog';
import { stripeClient } from './stripeClient';
import { paymentIntentOf, paymentIntentOfInvoice, paymentOriginAtStripe } from './stripePayments';
import { changePlanAtStripe } from './stripePlanChange';
import { ensurePortalConfiguration, type PortalConfiguration } from './stripePortal';
import { cancelAtStripe, type StripeSchedules, scheduleIntroAtStripe } from './stripeSchedules';
import { idOf } from './stripeShapes';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests point the real SDK at a local double). */
  apiBase?: string;
  /** The plans' prices, core's unless given (tests of a change of price). */
  prices?: PriceTable;
  /** The app's clock (epoch ms); a checkout's expiry is measured from it. */
  now?: () => number;
}

/** What `setUp` found or made at Stripe. */
export interface StripeSetup {
  catalog: Catalog;
  portal: PortalConfiguration;
}

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly prices: PriceTable | undefined;
  private readonly now: () => number;
  private catalog: Promise<Catalog> | null = null;
  private portal: Promise<PortalConfiguration> | null = null;

  constructor(options: StripeGatewayOptions) {
    this.stripe = stripeClient(options.secretKey, options.apiBase);
    this.webhookSecret = options.webhookSecret;
    this.prices = options.prices;
    this.now = options.now ?? Date.now;
  }

  /** A one-off checkout's `expires_at`, in Stripe's seconds (checkoutExpiry.ts). */
  private expiresAt(holdEndsAt: number): number {
    return checkoutExpiresAt(holdEndsAt, this.now()) / 1000;
  }

  /** The catalog and the limited portal, found or made once; after a failure, tried again by the next call. */
  async setUp(): Promise<StripeSetup> {
    const [catalog, portal] = await Promise.all([this.catalogReady(), this.portalReady()]);
    return { catalog, portal };
  }

  private catalogReady(): Promise<Catalog> {
    this.catalog ??= ensureCatalog(this.stripe, this.prices).catch((error: unknown) => {
      this.catalog = null;
      throw error;
    });
    return this.catalog;
  }

  private portalReady(): Promise<PortalConfiguration> {
    this.portal ??= ensurePortalConfiguration(this.stripe).catch((error: unknown) => {
      this.portal = null;
      throw error;
    });
    return this.portal;
  }

  private async priceOf(plan: MembershipType, flow: PlanFlow): Promise<string> {
    return catalogPriceId(await this.catalogReady(), plan, flow);
  }

  async createMembershipCheckout(input: MembershipCheckoutInput): Promise<CreatedCheckout> {
    const price = await this.priceOf(input.plan, input.flow);
    const metadata = { kind: 'membership', plan: input.plan, flow: input.flow, userId: input.userId ?? '' };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ quantity: 1, price }],
        ...(input.customerId
          ? { customer: input.customerId }
          : input.email
            ? { customer_email: input.email }
            : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        subscription_data: { metadata },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: session.id, url: session.url ?? '', expiresAt: session.expires_at * 1000 };
  }

  async createPaymentCheckout(input: PaymentCheckoutInput): Promise<CreatedCheckout> {
    const { line } = input;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: line.quantity,
            price_data: {
              currency: 'usd',
              unit_amount: line.unitAmountCents,
              product_data: { name: line.name, description: line.description },
            },
          },
        ],
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: this.expiresAt(input.expiresAt),
        metadata: input.metadata,
        payment_intent_data: { metadata: input.metadata },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: session.id, url: session.url ?? '', expiresAt: session.expires_at * 1000 };
  }

  async retrieveCheckout(id: string): Promise<CheckoutInfo | null> {
    try {
      const s = await this.stripe.checkout.sessions.retrieve(id);
      return {
        id: s.id,
        status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
        paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
        email: s.customer_details?.email ?? s.customer_email ?? null,
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
        paymentIntentId: idOf(s.payment_intent),
        invoiceId: idOf(s.invoice),
        metadata: { ...(s.metadata ?? {}) },
        amountTotal: s.amount_total,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async expireCheckout(id: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(id);
    } catch (error) {
      // Already complete or expired: nothing left to stop.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  async retrieveSubscription(id: string): Promise<SubscriptionInfo | null> {
    try {
      return subscriptionInfo(await this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async cardFingerprint(paymentMethodId: string): Promise<string | null> {
    const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    return method.card?.fingerprint ?? null;
  }

  async findSubscriptionOfCustomer(customerId: string): Promise<SubscriptionInfo | null> {
    const subs = await this.stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 10,
      expand: ['data.latest_invoice'],
    });
    const live = subs.data
      .filter((s) => LIVE_STATUSES.has(s.status))
      .sort((a, b) => b.created - a.created)[0];
    return live ? subscriptionInfo(live) : null;
  }

  /** The intro offer's two phases on a schedule (stripeSchedules.ts). */
  scheduleIntroThenMonthly(subscriptionId: string, plan: MembershipType): Promise<void> {
    return scheduleIntroAtStripe(this.schedules(), subscriptionId, plan);
  }

  /** A change of plan at Stripe (stripePlanChange.ts). */
  changePlan(input: PlanChangeInput): Promise<PlanChangeResult> {
    return changePlanAtStripe(
      {
        stripe: this.stripe,
        priceOf: (plan, flow) => this.priceOf(plan, flow),
        paymentIntentOfInvoice: (id) => this.paymentIntentOfInvoice(id),
      },
      input,
    );
  }

  /** A freeze: pause_collection voids the invoices made before resumes_at (decision 040). */
  async pauseBilling(input: PauseBillingInput): Promise<void> {
    await this.stripe.subscriptions.update(
      input.subscriptionId,
      {
        pause_collection:
          input.resumesAt === null
            ? ''
            : { behavior: 'void', resumes_at: Math.floor(input.resumesAt / 1000) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  /** Cancel with notice, on the subscription or its schedule (stripeSchedules.ts). */
  cancelAt(input: CancelAtInput): Promise<void> {
    return cancelAtStripe(this.schedules(), input);
  }

  private schedules(): StripeSchedules {
    return { stripe: this.stripe, priceOf: (plan, flow) => this.priceOf(plan, flow) };
  }

  async cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
  }

  async createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const { id: configuration } = await this.portalReady();
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
      configuration,
    });
    return { url: session.url };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const paymentIntent = await this.paymentIntentOf(input);
    if (!paymentIntent) throw new Error('no payment intent to refund');
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, amount: input.amountCents, metadata: { ledgerId: input.ledgerId } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id, status: refundStatus(refund.status) };
  }

  async retrieveInvoice(id: string): Promise<InvoiceInfo | null> {
    let invoice: Stripe.Invoice;
    try {
      invoice = await this.stripe.invoices.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    return {
      id: invoice.id ?? id,
      paid: invoice.status === 'paid',
      amountPaidCents: invoice.amount_paid,
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      // An upgrade's own invoice (upgradeOnSchedule) is made 'manual'; it is a change of plan.
      billingReason: invoice.metadata?.planChange ? 'subscription_update' : (invoice.billing_reason ?? null),
      plan: isMembershipType(invoice.metadata?.plan) ? invoice.metadata.plan : null,
      paymentIntentId: await this.paymentIntentOfInvoice(id),
    };
  }

  /** The payment intent behind a payment (stripePayments.ts). */
  private paymentIntentOf(input: RefundInput): Promise<string | null> {
    return paymentIntentOf(this.stripe, input);
  }

  private paymentIntentOfInvoice(invoiceId: string): Promise<string | null> {
    return paymentIntentOfInvoice(this.stripe, invoiceId);
  }

  paymentOrigin(paymentIntentId: string): Promise<PaymentOrigin> {
    return paymentOriginAtStripe(this.stripe, paymentIntentId);
  }

  async findRefund(input: RefundInput): Promise<RefundResult | null> {
    const paymentIntent = await this.paymentIntentOf(input);
    if (!paymentIntent) return null;
    const list = await this.stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
    const refund = list.data.find((r) => r.metadata?.ledgerId === input.ledgerId);
    return refund ? { id: refund.id, status: refundStatus(refund.status) } : null;
  }

  async refundsOfPayment(
    objectId: string,
  ): Promise<{ paymentIntentId: string | null; refunds: GatewayRefund[] }> {
    const charge = objectId.startsWith('ch_') ? await this.stripe.charges.retrieve(objectId) : null;
    const paymentIntentId = charge ? idOf(charge.payment_intent) : objectId;
    const list = await this.stripe.refunds.list(
      charge ? { charge: charge.id, limit: 100 } : { payment_intent: objectId, limit: 100 },
    );
    return {
      paymentIntentId,
      refunds: list.data.map((r) => ({
        id: r.id,
        amountCents: r.amount,
        status: refundStatus(r.status),
        ledgerId: r.metadata?.ledgerId ?? null,
      })),
    };
  }

  async updateCustomerEmail(customerId: string, email: string | null): Promise<void> {
    // Stripe unsets a field given as ''. Updating to the same value again changes nothing.
    await this.stripe.customers.update(customerId, { email: email ?? '' });
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    const object = event.data.object as {
      id?: string;
      object?: string;
      subscription?: string | { id: string } | null;
      // Invoices name their subscription under parent.subscription_details in current API versions.
      parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
    };
    const subscriptionId =
      object.object === 'subscription'
        ? (object.id ?? null)
        : (idOf(object.subscription) ?? idOf(object.parent?.subscription_details?.subscription));
    return { id: event.id, type: event.type, objectId: object.id ?? null, subscriptionId };
  }
}

function refundStatus(status: string | null): GatewayRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
}

function subscriptionInfo(s: Stripe.Subscription): SubscriptionInfo {
  const ends = s.items.data
    .map((i) => i.current_period_end)
    .filter((n): n is number => typeof n === 'number');
  const starts = s.items.data
    .map((i) => i.current_period_start)
    .filter((n): n is number => typeof n === 'number');
  return {
    id: s.id,
    customerId: idOf(s.customer) ?? '',
    status: s.status,
    currentPeriodStart: starts.length ? Math.max(...starts) * 1000 : null,
    currentPeriodEnd: ends.length ? Math.min(...ends) * 1000 : null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    cancelAt: s.cancel_at ? s.cancel_at * 1000 : null,
    pausedUntil: s.pause_collection?.resumes_at ? s.pause_collection.resumes_at * 1000 : null,
    unpaidInvoice: typeof s.latest_invoice === 'object' && s.latest_invoice?.status === 'open',
    items: s.items.data.map((i) => ({
      // A catalog Price names its plan; an older inline price does not.
      plan: isMembershipType(i.price.metadata?.plan) ? i.price.metadata.plan : null,
      amountCents: i.price.unit_amount ?? 0,
      interval: i.price.recurring?.interval ?? 'month',
      intervalCount: i.price.recurring?.interval_count ?? 1,
    })),
    metadata: { ...(s.metadata ?? {}) },
    paymentMethodId: idOf(s.default_payment_method),
  };
}
