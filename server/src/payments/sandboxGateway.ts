/**
 * The keyless stand-in for Stripe (docs/product.md): active when STRIPE_SECRET_KEY is unset, never in
 * production unless PAYMENTS_SANDBOX=1. Its "provider side" lives in the sandbox_* tables; its
 * hosted page is the web app's /test-checkout, whose buttons call complete() or cancel() here, and
 * completion then runs the same fulfilment as a real webhook (payments/sandboxCheckoutService.ts).
 * The tables' queries are sandboxStore.ts's.
 */
import { createHash } from 'node:crypto';
import { INTRO_MONTHS, type MembershipType, TIERS, toIsoInstant } from '@lounge/core';
import type { Db } from '../db/database';
import type { sandboxSessions } from '../db/schema';
import {
  type CancelAtInput,
  type CheckoutInfo,
  type CreatedCheckout,
  type GatewayEvent,
  type GatewayRefund,
  type InvoiceInfo,
  type MembershipCheckoutInput,
  type PauseBillingInput,
  type PaymentCheckoutInput,
  type PaymentGateway,
  type PaymentOrigin,
  type PlanChangeInput,
  type PlanChangeResult,
  type RefundInput,
  type RefundResult,
  type SubscriptionInfo,
  type SubscriptionItemInfo,
  WebhookSignatureError,
} from './gateway';
import {
  findSandboxInvoice,
  findSandboxSession,
  findSandboxSubscription,
  insertSandboxRefund,
  insertSandboxSession,
  insertSandboxSubscription,
  type SandboxSessionRow,
  type SandboxSubscriptionRow,
  sandboxRefundOfKey,
  sandboxRefundsOf,
  sandboxSessionOfPayment,
  sandboxSubscriptionsOfCustomer,
  setSandboxCustomerEmail,
  updateSandboxSession,
  updateSandboxSubscription,
} from './sandboxStore';

/** A sandbox membership checkout stays open this long (the note on /test-checkout says so). */
const SANDBOX_SESSION_MS = 24 * 60 * 60 * 1000;
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

type SessionRow = SandboxSessionRow;
type SubscriptionRow = SandboxSubscriptionRow;

/**
 * One customer per account (never shared: two accounts never pay as one customer); a visitor
 * paying before having an account is a new customer each time, as Stripe would make them.
 */
const customerFor = (input: { customerId?: string | null; userId: string | null }) =>
  input.customerId ??
  (input.userId
    ? `cus_sbx_${createHash('sha256').update(`account:${input.userId}`).digest('hex').slice(0, 16)}`
    : newId('cus'));

import { addMonths, changeSandboxPlan, newId, sandboxSubscriptionInfo } from './sandboxPlans';

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private createSession(
    values: Omit<typeof sandboxSessions.$inferInsert, 'id' | 'createdAt' | 'status' | 'paid'>,
  ): CreatedCheckout {
    const id = newId('cs');
    insertSandboxSession(this.db, { id, ...values, createdAt: toIsoInstant(this.now()) });
    return {
      id,
      url: `/test-checkout?session_id=${encodeURIComponent(id)}`,
      expiresAt: Date.parse(values.expiresAt),
    };
  }

  async createMembershipCheckout(input: MembershipCheckoutInput): Promise<CreatedCheckout> {
    const tier = TIERS[input.plan];
    const intro = input.flow === 'intro';
    return this.createSession({
      mode: 'subscription',
      email: input.email,
      customerId: customerFor(input),
      description: `${tier.name} Membership, ${intro ? 'founding intro offer (3 months)' : 'monthly'}`,
      amountCents: intro ? tier.prices.introCents : tier.prices.monthlyCents,
      metadata: JSON.stringify({
        kind: 'membership',
        plan: input.plan,
        flow: input.flow,
        userId: input.userId ?? '',
      }),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: toIsoInstant(this.now() + SANDBOX_SESSION_MS),
    });
  }

  async createPaymentCheckout(input: PaymentCheckoutInput): Promise<CreatedCheckout> {
    return this.createSession({
      mode: 'payment',
      email: input.email,
      customerId: customerFor(input),
      description: input.line.description,
      amountCents: input.line.quantity * input.line.unitAmountCents,
      metadata: JSON.stringify(input.metadata),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: toIsoInstant(input.expiresAt),
    });
  }

  /** The session as the hosted page shows it; an open session past its time reads expired. */
  session(id: string): SessionRow | null {
    const row = findSandboxSession(this.db, id);
    if (!row) return null;
    if (row.status === 'open' && row.expiresAt <= toIsoInstant(this.now())) {
      updateSandboxSession(this.db, id, { status: 'expired' });
      return { ...row, status: 'expired' };
    }
    return row;
  }

  async retrieveCheckout(id: string): Promise<CheckoutInfo | null> {
    const row = this.session(id);
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      paid: row.paid,
      email: row.email,
      customerId: row.customerId,
      subscriptionId: row.subscriptionId,
      paymentIntentId: row.paymentIntentId,
      invoiceId: null,
      metadata: JSON.parse(row.metadata) as Record<string, string>,
      amountTotal: row.amountCents,
    };
  }

  async expireCheckout(id: string): Promise<void> {
    updateSandboxSession(this.db, id, { status: 'expired' }, { onlyIfOpen: true });
  }

  /**
   * The test payment succeeds: the session is paid, and a membership session starts its
   * subscription. Returns the updated session, or null when it was not open.
   */
  complete(id: string): SessionRow | null {
    const row = this.session(id);
    if (row?.status !== 'open') return null;
    const now = this.now();
    let subscriptionId: string | null = null;
    if (row.mode === 'subscription') {
      const metadata = JSON.parse(row.metadata) as { plan?: MembershipType; flow?: string };
      const intro = metadata.flow === 'intro';
      const items: SubscriptionItemInfo[] = [
        { amountCents: row.amountCents, interval: 'month', intervalCount: intro ? INTRO_MONTHS : 1 },
      ];
      subscriptionId = newId('sub');
      insertSandboxSubscription(this.db, {
        id: subscriptionId,
        customerId: row.customerId,
        email: (row.email ?? '').toLowerCase(),
        status: 'active',
        items: JSON.stringify(items),
        metadata: row.metadata,
        currentPeriodStart: toIsoInstant(now),
        currentPeriodEnd: toIsoInstant(addMonths(now, intro ? INTRO_MONTHS : 1)),
        createdAt: toIsoInstant(now),
      });
    }
    const paymentIntentId = row.mode === 'payment' ? newId('pi') : null;
    updateSandboxSession(this.db, id, { status: 'complete', paid: true, subscriptionId, paymentIntentId });
    return { ...row, status: 'complete', paid: true, subscriptionId, paymentIntentId };
  }

  /** The member cancelled on the hosted page. */
  cancel(id: string): SessionRow | null {
    const row = this.session(id);
    if (row?.status !== 'open') return null;
    updateSandboxSession(this.db, id, { status: 'expired' });
    return { ...row, status: 'expired' };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionInfo | null> {
    const row = findSandboxSubscription(this.db, id);
    return row ? this.info(row) : null;
  }

  async findSubscriptionOfCustomer(customerId: string): Promise<SubscriptionInfo | null> {
    const rows = sandboxSubscriptionsOfCustomer(this.db, customerId);
    const live = rows.map((r) => this.info(r)).find((s) => LIVE_STATUSES.has(s.status));
    return live ?? null;
  }

  /** The sandbox takes no card: there is none to know. */
  async cardFingerprint(): Promise<string | null> {
    return null;
  }

  /** Sandbox subscriptions already carry their intro period; nothing to schedule. */
  async scheduleIntroThenMonthly(): Promise<void> {}

  async createPortal(customerId: string): Promise<{ url: string }> {
    return { url: `/test-checkout?portal=${encodeURIComponent(customerId)}` };
  }

  /** A change of plan (sandboxPlans.ts). */
  changePlan(input: PlanChangeInput): Promise<PlanChangeResult> {
    return Promise.resolve(changeSandboxPlan(this.db, this.now(), input));
  }

  async pauseBilling(input: PauseBillingInput): Promise<void> {
    const row = findSandboxSubscription(this.db, input.subscriptionId);
    if (!row) throw new Error('sandbox: no such subscription');
    const pausedUntil = input.resumesAt === null ? null : toIsoInstant(input.resumesAt);
    updateSandboxSubscription(this.db, row.id, { pausedUntil });
  }

  async cancelAt(input: CancelAtInput): Promise<void> {
    if (!findSandboxSubscription(this.db, input.subscriptionId))
      throw new Error('sandbox: no such subscription');
    updateSandboxSubscription(this.db, input.subscriptionId, {
      cancelAt: input.at === null ? null : toIsoInstant(input.at),
    });
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    if (!findSandboxSubscription(this.db, subscriptionId)) throw new Error('sandbox: no such subscription');
    updateSandboxSubscription(this.db, subscriptionId, { status: 'canceled' });
  }

  /** The sandbox portal's buttons: cancel at the period's end, or resume. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): void {
    updateSandboxSubscription(this.db, subscriptionId, { cancelAtPeriodEnd: cancel });
  }

  /**
   * Records the refund, once per idempotency key, and refuses more than the payment took (what
   * Stripe would answer too), so the app's own guard is not the only one.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const paymentRef = input.paymentIntentId ?? input.invoiceId ?? input.checkoutSessionId;
    if (!paymentRef) throw new Error('sandbox: nothing names the payment to refund');
    const same = sandboxRefundOfKey(this.db, input.idempotencyKey);
    if (same) return { id: same.id, status: 'succeeded' };
    const paid = this.paidAmount(paymentRef);
    const refunded = sandboxRefundsOf(this.db, paymentRef).reduce((sum, r) => sum + r.amountCents, 0);
    if (paid !== null && refunded + input.amountCents > paid)
      throw new Error('sandbox: refund is more than the payment has left');
    const id = newId('re');
    insertSandboxRefund(this.db, {
      id,
      paymentRef,
      amountCents: input.amountCents,
      idempotencyKey: input.idempotencyKey,
      createdAt: toIsoInstant(this.now()),
    });
    return { id, status: 'succeeded' };
  }

  async paymentOrigin(paymentIntentId: string): Promise<PaymentOrigin> {
    const session = sandboxSessionOfPayment(this.db, paymentIntentId);
    return { checkoutSessionIds: session ? [session.id] : [], invoiceId: null };
  }

  /** The sandbox keeps every refund under its idempotency key, which never expires here. */
  async findRefund(input: RefundInput): Promise<RefundResult | null> {
    const same = sandboxRefundOfKey(this.db, input.idempotencyKey);
    return same ? { id: same.id, status: 'succeeded' } : null;
  }

  async refundsOfPayment(
    objectId: string,
  ): Promise<{ paymentIntentId: string | null; refunds: GatewayRefund[] }> {
    return {
      paymentIntentId: objectId,
      refunds: sandboxRefundsOf(this.db, objectId).map((r) => ({
        id: r.id,
        amountCents: r.amountCents,
        status: 'succeeded',
        ledgerId: null,
      })),
    };
  }

  async retrieveInvoice(id: string): Promise<InvoiceInfo | null> {
    const row = findSandboxInvoice(this.db, id);
    return row
      ? {
          id: row.id,
          paid: true,
          amountPaidCents: row.amountCents,
          subscriptionId: row.subscriptionId,
          billingReason: 'subscription_update',
          plan: null,
          paymentIntentId: null,
        }
      : null;
  }

  /** What a sandbox payment took: its session's amount (found by session or payment intent id). */
  private paidAmount(paymentRef: string): number | null {
    const row = sandboxSessionOfPayment(this.db, paymentRef);
    return row?.paid ? row.amountCents : null;
  }

  async updateCustomerEmail(customerId: string, email: string | null): Promise<void> {
    setSandboxCustomerEmail(this.db, customerId, email);
  }

  parseWebhook(): GatewayEvent {
    throw new WebhookSignatureError('The payment sandbox sends no webhooks.');
  }

  /** The subscription as the gateway reports it (sandboxPlans.ts). */
  private info(row: SubscriptionRow): SubscriptionInfo {
    return sandboxSubscriptionInfo(this.db, this.now(), row);
  }
}
