/**
 * Upgrades wait for the money, through the real stripe SDK against the local double. An intro
 * subscription is run by its schedule, which takes no payment_behavior: so its upgrade is charged
 * first, as an invoice of its own, and the schedule moves only once that invoice is paid; refused,
 * the member reads why and nothing changes. And no webhook moves an account to a plan whose invoice
 * is still open.
 */
import type { Server } from '@hapi/hapi';
import { ledgerDescriptions, planChangeCopy, prorationCents, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, postFromSite } from './http';
import { addMember } from './members';
import { StripeDouble } from './stripeDouble';
import { deliverEvent, makeStripeServer } from './stripeTesting';

const WEBHOOK_SECRET = 'whsec_upgrade_secret';
const NOW = Date.UTC(2026, 11, 16, 17, 0);
/** The intro's three months, from 1 October to 1 January. */
const PERIOD = { start: Date.UTC(2026, 9, 1, 6, 0), end: Date.UTC(2027, 0, 1, 7, 0) };
const stripe = new StripeDouble();
let server: Server;

beforeAll(async () => {
  server = await makeStripeServer(stripe, WEBHOOK_SECRET, NOW);
});
afterAll(async () => {
  await server.stop();
  await stripe.stop();
});

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const sqlite = () => contextOf(server).database.sqlite;
const planOf = (userId: string) =>
  sqlite().prepare('SELECT membership_type AS plan FROM users WHERE id = ?').get(userId) as { plan: string };
const ledger = (userId: string) =>
  sqlite()
    .prepare(
      'SELECT amount_cents, invoice_id, description FROM ledger_entries WHERE user_id = ? ORDER BY rowid',
    )
    .all(userId);
const catalogPrice = (lookupKey: string) =>
  String([...stripe.prices.values()].find((p) => p.lookup_key === lookupKey)?.id);
let events = 0;
const deliver = (type: string, object: object) =>
  deliverEvent(server, WEBHOOK_SECRET, { id: `evt_up_${++events}`, object: 'event', type, data: { object } });
/** The upgrade's invoices at the double: those whose metadata names a change of plan. */
const upgradeInvoices = (customer: string) =>
  [...stripe.invoices.values()].filter(
    (i) => i.customer === customer && i.metadata && 'planChange' in (i.metadata as object),
  );

/** A General intro member at Stripe, on the schedule the gateway makes after an intro checkout. */
async function intro(subId: string) {
  const m = await addMember(server, { membershipType: 'general', membershipStatus: 'intro' });
  const sub = stripe.subscription(subId, {
    amount: TIERS.general.prices.introCents,
    months: 3,
    ...PERIOD,
    priceId: `price_intro_${subId}`,
    metadata: { kind: 'membership', plan: 'general', flow: 'intro', userId: m.id },
  });
  sqlite()
    .prepare('UPDATE users SET stripe_subscription_id = ?, stripe_customer_id = ? WHERE id = ?')
    .run(subId, sub.customer, m.id);
  stripe.nextInvoice = { amountPaid: 0, status: 'paid' };
  await contextOf(server).payments.scheduleIntroThenMonthly(subId, 'general');
  return { ...m, sub, schedule: String(sub.schedule), customer: sub.customer };
}

/** What the upgrade costs for the rest of the intro, measured now (the double's clock is the server's). */
const introDifference = prorationCents({
  from: 'general',
  to: 'vip',
  flow: 'intro',
  periodStart: PERIOD.start,
  periodEnd: PERIOD.end,
  now: NOW,
});

describe("an intro member's upgrade at Stripe", () => {
  it('charges the difference first, as an invoice of its own, and moves the schedule only once it is paid', async () => {
    const m = await intro('sub_intro_up');
    const before = stripe.seen.length;
    const res = await post('/api/subscription/change', { plan: 'vip' }, m.cookie);
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res)).toMatchObject({
      plan: 'vip',
      membershipStatus: 'intro',
      chargedCents: introDifference,
    });

    // The order: the invoice made, its line, finalized, paid; then the schedule, without proration.
    const posts = stripe.seen.slice(before).filter((r) => r.method === 'POST');
    const steps = posts.map((r) =>
      r.path.replace(/in_\d+/, ':invoice').replace(/sub_sched_\d+/, ':schedule'),
    );
    expect(steps).toEqual([
      '/v1/invoices',
      '/v1/invoiceitems',
      '/v1/invoices/:invoice/finalize',
      '/v1/invoices/:invoice/pay',
      '/v1/subscription_schedules/:schedule',
    ]);
    expect(posts[0]?.form.get('subscription')).toBe('sub_intro_up');
    expect(posts[0]?.form.get('pending_invoice_items_behavior')).toBe('exclude');
    expect(posts[1]?.form.get('amount')).toBe(String(introDifference));
    const phases = posts[4]?.form;
    expect(phases?.get('proration_behavior')).toBe('none');
    expect(phases?.get('phases[0][items][0][price]')).toBe(catalogPrice('lounge_vip_intro'));
    expect(phases?.get('phases[0][end_date]')).toBe(String(PERIOD.end / 1000));
    expect(phases?.get('phases[1][items][0][price]')).toBe(catalogPrice('lounge_vip_monthly'));
    expect(stripe.requests('POST', '/v1/subscriptions/sub_intro_up')).toEqual([]);

    const [invoice] = upgradeInvoices(m.customer);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: introDifference });
    expect(ledger(m.id)).toEqual([
      {
        amount_cents: introDifference,
        invoice_id: invoice?.id,
        description: ledgerDescriptions.proration('general', 'vip'),
      },
    ]);
    // Stripe's invoice.paid for the same invoice adds nothing.
    await deliver('invoice.paid', {
      id: invoice?.id,
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_intro_up' } },
    });
    expect(ledger(m.id)).toHaveLength(1);
  });

  it('refuses it, saying why, when the bank wants the member to confirm: nothing charged, nothing changed', async () => {
    const m = await intro('sub_intro_sca');
    stripe.nextInvoice = { amountPaid: 0, status: 'open' };
    const res = await post('/api/subscription/change', { plan: 'vip' }, m.cookie);
    expect(res.statusCode).toBe(402);
    expect(body(res)).toMatchObject({
      title: planChangeCopy.changeFailed,
      code: 'payment_refused',
      message: planChangeCopy.upgradeRefused(planChangeCopy.bankConfirmation),
    });
    expect(planOf(m.id)).toEqual({ plan: 'general' });
    expect(ledger(m.id)).toEqual([]);
    // Nothing is left to pay later: the attempt's invoice is void, and the schedule never moved.
    expect(upgradeInvoices(m.customer).map((i) => i.status)).toEqual(['void']);
    const scheduleUpdates = stripe
      .requests('POST', `/v1/subscription_schedules/${m.schedule}`)
      .filter((r) => r.form.get('phases[0][items][0][price]') === catalogPrice('lounge_vip_intro'));
    expect(scheduleUpdates).toEqual([]);
    const item = (m.sub.items as { data: Array<{ price: { id: string } }> }).data[0];
    expect(item?.price.id).toBe('price_intro_sub_intro_sca');

    // Stripe's customer.subscription.updated on the unpaid invoice: the account stays General.
    const event = await deliver('customer.subscription.updated', {
      id: 'sub_intro_sca',
      object: 'subscription',
    });
    expect(event.statusCode).toBe(200);
    expect(planOf(m.id)).toEqual({ plan: 'general' });

    // Tried again once the card is put right: a new attempt (a new invoice and key), paid, upgraded.
    stripe.nextInvoice = { amountPaid: 0, status: 'paid' };
    const again = await post('/api/subscription/change', { plan: 'vip' }, m.cookie);
    expect(again.statusCode, again.payload).toBe(200);
    expect(planOf(m.id)).toEqual({ plan: 'vip' });
    expect(upgradeInvoices(m.customer).map((i) => i.status)).toEqual(['void', 'paid']);
    const keys = stripe.requests('POST', '/v1/invoices').map((r) => r.idempotencyKey);
    expect(new Set(keys.filter((k) => k?.startsWith('plan-sub_intro_sca'))).size).toBe(2);
  });

  it('refuses a declined card in its own words', async () => {
    const m = await intro('sub_intro_declined');
    stripe.nextInvoice = { amountPaid: 0, status: 'declined' };
    const res = await post('/api/subscription/change', { plan: 'vip' }, m.cookie);
    expect(res.statusCode).toBe(402);
    expect(body(res).message).toBe(planChangeCopy.upgradeRefused('Your card was declined.'));
    expect(planOf(m.id)).toEqual({ plan: 'general' });
    expect(ledger(m.id)).toEqual([]);
    stripe.nextInvoice = { amountPaid: 0, status: 'paid' };
  });
});

describe('a webhook on an unpaid invoice', () => {
  it('never moves the account to the plan that invoice charges for, until it is paid', async () => {
    // A General monthly member whose subscription Stripe shows on a VIP price with its invoice
    // open (a change made at Stripe that waits for the member's card).
    const m = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
    const sub = stripe.subscription('sub_unpaid_up', {
      amount: TIERS.vip.prices.monthlyCents,
      start: Date.UTC(2026, 11, 1, 7, 0),
      end: PERIOD.end,
      metadata: { kind: 'membership', plan: 'general', flow: 'monthly', userId: m.id },
    });
    sqlite()
      .prepare('UPDATE users SET stripe_subscription_id = ?, stripe_customer_id = ? WHERE id = ?')
      .run('sub_unpaid_up', sub.customer, m.id);
    const invoice = {
      id: 'in_unpaid_up',
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      amount_paid: 0,
      billing_reason: 'subscription_update',
      payment_intent: 'pi_unpaid_up',
      parent: { subscription_details: { subscription: 'sub_unpaid_up' } },
    };
    stripe.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;

    await deliver('customer.subscription.updated', { id: 'sub_unpaid_up', object: 'subscription' });
    expect(planOf(m.id)).toEqual({ plan: 'general' });
    expect(ledger(m.id)).toEqual([]);

    // Paid: its invoice.paid brings the plan, and the money into the ledger.
    Object.assign(invoice, { status: 'paid', amount_paid: 5000 });
    await deliver('invoice.paid', {
      id: invoice.id,
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_unpaid_up' } },
    });
    expect(planOf(m.id)).toEqual({ plan: 'vip' });
    expect(ledger(m.id)).toEqual([
      { amount_cents: 5000, invoice_id: invoice.id, description: ledgerDescriptions.planChanged('vip') },
    ]);
  });
});
