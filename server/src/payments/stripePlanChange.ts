/**
 * A change of plan at Stripe (the gateway's changePlan), in one of three ways:
 *
 * - At the period's end (a downgrade): the subscription's schedule (made for it when there is
 *   none) keeps the phase under way and starts the new plan's monthly Price after it.
 * - Now, on a subscription of its own (monthly): the item takes the new plan's catalog Price for
 *   the same period, with proration invoiced at once ('always_invoice'); 'pending_if_incomplete'
 *   applies the change only once that invoice is paid, so a card that needs the member's
 *   confirmation changes nothing until then (the answer is then the invoice's page). A pending
 *   update takes only the item's price (and quantity) besides the proration and payment
 *   behaviour, so the subscription's metadata is left as the checkout wrote it: the plan is read
 *   from the Price, whose metadata names it (planOf).
 * - Now, on a subscription its schedule runs (the intro): charged first, changed once paid
 *   (upgradeOnSchedule; docs/decisions/050).
 */
import { ledgerDescriptions, type MembershipType, type PlanFlow, prorationCents } from '@lounge/core';
import Stripe from 'stripe';
import type { PlanChangeInput, PlanChangeResult } from './gateway';
import { idOf, planOfSubscription } from './stripeShapes';

/** What a change of plan uses of the gateway: its client, the catalog's Prices, an invoice's payment. */
export interface StripePlans {
  stripe: Stripe;
  priceOf(plan: MembershipType, flow: PlanFlow): Promise<string>;
  paymentIntentOfInvoice(invoiceId: string): Promise<string | null>;
}

/** A payment Stripe refused because the bank wants the customer to confirm it (3-D Secure). */
const CONFIRMATION_CODES = new Set(['invoice_payment_intent_requires_action', 'authentication_required']);

/** A change of plan at Stripe, whichever of the three ways it goes. */
export async function changePlanAtStripe(at: StripePlans, input: PlanChangeInput): Promise<PlanChangeResult> {
  const sub = await at.stripe.subscriptions.retrieve(input.subscriptionId, {
    expand: ['latest_invoice'],
  });
  const item = sub.items.data[0];
  if (!item) throw new Error(`subscription ${sub.id} has no item`);
  const scheduleId = idOf(sub.schedule);
  if (input.when === 'period_end') return scheduleChange(at, sub, item, scheduleId, input);
  if (scheduleId) return upgradeOnSchedule(at, sub, scheduleId, input);
  return upgradeNow(at, sub, item, input);
}

async function scheduleChange(
  at: StripePlans,
  sub: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
  scheduleId: string | null,
  input: PlanChangeInput,
): Promise<PlanChangeResult> {
  const schedule = scheduleId
    ? await at.stripe.subscriptionSchedules.retrieve(scheduleId)
    : await at.stripe.subscriptionSchedules.create(
        { from_subscription: sub.id },
        { idempotencyKey: `${input.idempotencyKey}-schedule` },
      );
  const current = schedule.current_phase ?? schedule.phases[0];
  const monthly = await at.priceOf(input.plan, 'monthly');
  await at.stripe.subscriptionSchedules.update(
    schedule.id,
    {
      end_behavior: 'release',
      phases: [
        {
          items: [{ quantity: 1, price: item.price.id }],
          ...(current ? { start_date: current.start_date, end_date: current.end_date } : {}),
          metadata: { ...(sub.metadata ?? {}) },
        },
        {
          items: [{ quantity: 1, price: monthly }],
          metadata: { ...(sub.metadata ?? {}), plan: input.plan, flow: 'monthly' },
        },
      ],
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return { status: 'scheduled' };
}

/**
 * An upgrade already waiting for its invoice (a repeated click, or the member back before
 * paying) answers that invoice's page again, never a second update. Otherwise the request's key
 * is the change's and the latest invoice's: a repeat is one request, and a new attempt after one
 * that lapsed (Stripe drops a pending update after 23 hours) is a new one.
 */
async function upgradeNow(
  at: StripePlans,
  sub: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
  input: PlanChangeInput,
): Promise<PlanChangeResult> {
  const latest = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  if (sub.pending_update && latest?.status === 'open' && latest.hosted_invoice_url)
    return { status: 'requires_action', url: latest.hosted_invoice_url };
  const price = await at.priceOf(input.plan, input.flow);
  await at.stripe.subscriptions.update(
    sub.id,
    {
      items: [{ id: item.id, price }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    },
    { idempotencyKey: `${input.idempotencyKey}:after:${latest?.id ?? 'none'}` },
  );
  const updated = await at.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
  const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
  if (invoice && invoice.status !== 'paid' && invoice.hosted_invoice_url)
    return { status: 'requires_action', url: invoice.hosted_invoice_url };
  return {
    status: 'changed',
    chargedCents: invoice?.amount_paid ?? 0,
    invoiceId: invoice?.id ?? null,
    paymentIntentId: null,
  };
}

/**
 * An upgrade of a subscription its schedule runs. A schedule takes no payment_behavior: a new
 * Price on its current phase applies at once, its invoice paid or not. So the prorated
 * difference (core's prorationCents, measured at the invoice's making) is charged first, as an
 * invoice of its own for the subscription, and the current phase takes the new plan's Price
 * (without proration: it is paid), and the next phase its monthly Price, only once that invoice
 * is paid. Refused (declined, or the bank wants the member to confirm), the invoice is voided:
 * nothing is charged or changed, and nothing is left open to pay later.
 *
 * Each attempt is an invoice whose metadata names the change; its steps' keys are the invoice's.
 * An attempt still under way (a repeated click, a stop half-way) is carried on; one refused
 * counts, so the member's next try after it is a new invoice with a new key.
 */
async function upgradeOnSchedule(
  at: StripePlans,
  sub: Stripe.Subscription,
  scheduleId: string,
  input: PlanChangeInput,
): Promise<PlanChangeResult> {
  const customer = idOf(sub.customer) ?? '';
  // The card the subscription pays with (Checkout saves it there), as its own invoices would use.
  const card = idOf(sub.default_payment_method);
  const listed = await at.stripe.invoices.list({ customer, subscription: sub.id, limit: 100 });
  const tries = listed.data.filter((i) => i.metadata?.planChange === input.idempotencyKey);
  let invoice =
    tries.find((i) => i.status === 'draft' || i.status === 'open' || i.status === 'paid') ??
    (await at.stripe.invoices.create(
      {
        customer,
        subscription: sub.id,
        collection_method: 'charge_automatically',
        auto_advance: false,
        pending_invoice_items_behavior: 'exclude',
        ...(card ? { default_payment_method: card } : {}),
        description: ledgerDescriptions.proration(planOfSubscription(sub), input.plan),
        metadata: { planChange: input.idempotencyKey, plan: input.plan },
      },
      { idempotencyKey: `${input.idempotencyKey}:invoice:${tries.length}` },
    ));
  if (invoice.status === 'draft') invoice = await finalizeUpgrade(at, sub, invoice, input);
  if (invoice.status === 'open') {
    try {
      invoice = await at.stripe.invoices.pay(invoice.id, {}, { idempotencyKey: `${invoice.id}:pay` });
    } catch (error) {
      const confirm = error instanceof Stripe.errors.StripeError && CONFIRMATION_CODES.has(error.code ?? '');
      if (!(error instanceof Stripe.errors.StripeCardError) && !confirm) throw error;
      await at.stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `${invoice.id}:void` });
      return { status: 'refused', needsConfirmation: confirm, reason: error.message };
    }
  }
  if (invoice.status !== 'paid') throw new Error(`upgrade invoice ${invoice.id} is ${invoice.status}`);
  await upgradeSchedule(at, sub, scheduleId, input, invoice.id);
  return {
    status: 'changed',
    chargedCents: invoice.amount_paid,
    invoiceId: invoice.id,
    paymentIntentId: await at.paymentIntentOfInvoice(invoice.id),
  };
}

/** The upgrade's line on its draft invoice, then the invoice finalized (paid at once when nothing is due). */
async function finalizeUpgrade(
  at: StripePlans,
  sub: Stripe.Subscription,
  invoice: Stripe.Invoice,
  input: PlanChangeInput,
): Promise<Stripe.Invoice> {
  const item = sub.items.data[0];
  const from = planOfSubscription(sub);
  const amount = prorationCents({
    from,
    to: input.plan,
    flow: input.flow,
    periodStart: (item?.current_period_start ?? 0) * 1000,
    periodEnd: (item?.current_period_end ?? 0) * 1000,
    // Measured when the invoice was made, so that a repeated step asks for the same amount.
    now: invoice.created * 1000,
  });
  if (amount > 0)
    await at.stripe.invoiceItems.create(
      {
        customer: idOf(sub.customer) ?? '',
        invoice: invoice.id,
        amount,
        currency: 'usd',
        description: ledgerDescriptions.proration(from, input.plan),
      },
      { idempotencyKey: `${invoice.id}:item` },
    );
  return at.stripe.invoices.finalizeInvoice(
    invoice.id,
    { auto_advance: false },
    { idempotencyKey: `${invoice.id}:finalize` },
  );
}

/** Once paid: the phase under way on the new plan's Price (no proration), then its monthly Price. */
async function upgradeSchedule(
  at: StripePlans,
  sub: Stripe.Subscription,
  scheduleId: string,
  input: PlanChangeInput,
  invoiceId: string,
): Promise<void> {
  const schedule = await at.stripe.subscriptionSchedules.retrieve(scheduleId);
  const current = schedule.current_phase ?? schedule.phases[0];
  const metadata = { ...(sub.metadata ?? {}), plan: input.plan };
  await at.stripe.subscriptionSchedules.update(
    scheduleId,
    {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ quantity: 1, price: await at.priceOf(input.plan, input.flow) }],
          ...(current ? { start_date: current.start_date, end_date: current.end_date } : {}),
          metadata,
        },
        {
          items: [{ quantity: 1, price: await at.priceOf(input.plan, 'monthly') }],
          metadata: { ...metadata, flow: 'monthly' },
        },
      ],
    },
    { idempotencyKey: `${invoiceId}:schedule` },
  );
}
