/**
 * The money paths at Stripe, through the real stripe SDK against the local double: a change of
 * plan (one subscription changed, the prorated invoice once in the ledger, a card needing the member
 * changes nothing; an intro's upgrade is stripeUpgrade.test.ts's), a downgrade on a schedule, refunds (idempotent, once under 20 requests), and
 * refunds made in Stripe's dashboard reaching the ledger once through the webhook.
 */
import type { Server } from '@hapi/hapi';
import { formatMoney, GUEST_FEE_CENTS, TIERS, wallToInstant } from '@lounge/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../src/db/database';
import { type LedgerEntryInput, recordLedgerEntry } from '../src/payments/ledgerStore';
import { recoverRefunds } from '../src/payments/refundRecovery';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addMember, addStaff } from './members';
import { StripeDouble } from './stripeDouble';
import { deliverEvent, makeStripeServer } from './stripeTesting';

const WEBHOOK_SECRET = 'whsec_money_secret';
const NOW = Date.UTC(2026, 11, 16, 17, 0);
const PERIOD = { start: Date.UTC(2026, 11, 1, 7, 0), end: Date.UTC(2027, 0, 1, 7, 0) };
const stripe = new StripeDouble();
let server: Server;
let staff: { cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  server = await makeStripeServer(stripe, WEBHOOK_SECRET, NOW);
  staff = await addStaff(server, 'staff');
  admin = await addStaff(server, 'admin');
});
afterAll(async () => {
  await server.stop();
  await stripe.stop();
});

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const sqlite = () => contextOf(server).database.sqlite;
const ledger = (userId: string) =>
  sqlite()
    .prepare(
      'SELECT kind, amount_cents, status, invoice_id, gateway_ref FROM ledger_entries WHERE user_id = ? ORDER BY rowid',
    )
    .all(userId) as Array<Record<string, unknown>>;

/** A member whose account is linked to a Stripe subscription on `plan`'s monthly price. */
async function subscribed(plan: 'general' | 'vip', subId: string) {
  const m = await addMember(server, { membershipType: plan, membershipStatus: 'monthly' });
  stripe.subscription(subId, {
    amount: TIERS[plan].prices.monthlyCents,
    ...PERIOD,
    metadata: { kind: 'membership', plan, flow: 'monthly', userId: m.id },
  });
  sqlite()
    .prepare('UPDATE users SET stripe_subscription_id = ?, stripe_customer_id = ? WHERE id = ?')
    .run(subId, `cus_${subId}`, m.id);
  return m;
}

const deliver = (event: object) => deliverEvent(server, WEBHOOK_SECRET, event);
/** The catalog's price of a lookup key, as the double holds it. */
const catalogPrice = (lookupKey: string) =>
  String([...stripe.prices.values()].find((p) => p.lookup_key === lookupKey)?.id);

describe('upgrade at Stripe', () => {
  it("changes the one subscription's price with proration invoiced at once, and records the charge once", async () => {
    const m = await subscribed('general', 'sub_up');
    stripe.nextInvoice = { amountPaid: 5161, status: 'paid' };
    const res = await post('/api/subscription/change', { plan: 'vip' }, m.cookie);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ plan: 'vip', chargedCents: 5161, pendingChange: null });

    // A pending update: the item's new Price by id (VIP monthly, the catalog's) and nothing the
    // pending-updates reference does not list (the double refuses the rest, as Stripe does).
    const [update] = stripe.requests('POST', '/v1/subscriptions/sub_up');
    expect(Object.fromEntries(update?.form ?? [])).toEqual({
      'items[0][id]': 'si_sub_up',
      'items[0][price]': catalogPrice('lounge_vip_monthly'),
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(stripe.prices.get(catalogPrice('lounge_vip_monthly'))?.unit_amount).toBe(
      TIERS.vip.prices.monthlyCents,
    );
    // The change's key, and the latest invoice before it: none yet.
    expect(update?.idempotencyKey).toBe(`plan-sub_up-vip-${PERIOD.end}:after:none`);
    // Changed, never a second subscription or checkout.
    expect(stripe.requests('POST', '/v1/checkout/sessions')).toHaveLength(0);
    expect(stripe.requests('POST', '/v1/subscriptions')).toHaveLength(0);
    expect(
      sqlite().prepare('SELECT membership_type, stripe_subscription_id FROM users WHERE id = ?').get(m.id),
    ).toEqual({ membership_type: 'vip', stripe_subscription_id: 'sub_up' });

    const invoiceId = String(stripe.subscriptions.get('sub_up')?.latest_invoice);
    expect(ledger(m.id)).toEqual([
      {
        kind: 'membership',
        amount_cents: 5161,
        status: 'paid',
        invoice_id: invoiceId,
        gateway_ref: invoiceId,
      },
    ]);
    // Stripe's invoice.paid for the same invoice adds nothing.
    const paid = await deliver({
      id: 'evt_up_invoice',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: invoiceId,
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_up' } },
        },
      },
    });
    expect(body(paid)).toEqual({ received: true, outcome: 'processed' });
    expect(ledger(m.id)).toHaveLength(1);
  });

  it('changes nothing when the card needs the member: the answer is where to pay', async () => {
    const m = await subscribed('general', 'sub_sca');
    stripe.nextInvoice = { amountPaid: 0, status: 'open' };
    const res = await post('/api/subscription/change', { plan: 'vip' }, m.cookie);
    expect(body(res)).toEqual({ url: 'https://invoice.stripe.com/i/pay_here' });
    expect(sqlite().prepare('SELECT membership_type FROM users WHERE id = ?').get(m.id)).toEqual({
      membership_type: 'general',
    });
    // Asked as a pending update of the catalog's Price: taken by the double, as by Stripe.
    expect(stripe.requests('POST', '/v1/subscriptions/sub_sca')[0]?.form.get('items[0][price]')).toBe(
      catalogPrice('lounge_vip_monthly'),
    );
    expect(ledger(m.id)).toEqual([]);
    // Asked again before paying: the same page, and no second update while the first waits.
    const again = await post('/api/subscription/change', { plan: 'vip' }, m.cookie);
    expect(body(again)).toEqual({ url: 'https://invoice.stripe.com/i/pay_here' });
    expect(stripe.requests('POST', '/v1/subscriptions/sub_sca')).toHaveLength(1);
  });

  it('answers 502 with the same message when Stripe cannot be reached', async () => {
    const m = await subscribed('general', 'sub_unreachable');
    const gateway = contextOf(server).payments as unknown as Record<string, unknown>;
    gateway.changePlan = async () => {
      throw new Stripe.errors.StripeConnectionError({ message: 'connect ECONNREFUSED' });
    };
    try {
      const res = await post('/api/subscription/change', { plan: 'vip' }, m.cookie);
      expect(res.statusCode).toBe(502);
      expect(body(res).message).toBe(
        'The payment service could not be reached. Please try again in a moment.',
      );
    } finally {
      delete gateway.changePlan;
    }
    expect(ledger(m.id)).toEqual([]);
  });
});

describe('renewals and checkouts at Stripe', () => {
  it("records a renewal's paid invoice once, however often it is reported", async () => {
    const m = await subscribed('general', 'sub_renew');
    stripe.invoices.set('in_renew', {
      id: 'in_renew',
      object: 'invoice',
      status: 'paid',
      amount_paid: TIERS.general.prices.monthlyCents,
      billing_reason: 'subscription_cycle',
      payment_intent: 'pi_renew',
      parent: { subscription_details: { subscription: 'sub_renew' } },
    });
    const event = (id: string) => ({
      id,
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_renew',
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_renew' } },
        },
      },
    });
    await deliver(event('evt_renew_1'));
    await deliver(event('evt_renew_2'));
    expect(ledger(m.id)).toEqual([
      {
        kind: 'membership',
        amount_cents: TIERS.general.prices.monthlyCents,
        status: 'paid',
        invoice_id: 'in_renew',
        gateway_ref: 'in_renew',
      },
    ]);
    expect(
      sqlite()
        .prepare('SELECT description, payment_intent_id FROM ledger_entries WHERE gateway_ref = ?')
        .get('in_renew'),
    ).toEqual({ description: 'General Membership, renewal', payment_intent_id: 'pi_renew' });
  });

  it("opens a signed-in member's checkout as their own customer, whatever email is sent", async () => {
    const m = await addMember(server, { membershipType: 'vip', membershipStatus: 'inactive' });
    sqlite().prepare("UPDATE users SET stripe_customer_id = 'cus_mine' WHERE id = ?").run(m.id);
    const res = await post(
      '/api/checkout/create-session',
      {
        plan: 'vip',
        flow: 'monthly',
        successUrl: 'http://localhost:5000/billing/complete',
        cancelUrl: 'http://localhost:5000/',
        customerEmail: 'someone-else@example.com',
      },
      m.cookie,
    );
    expect(res.statusCode).toBe(200);
    const form = stripe.requests('POST', '/v1/checkout/sessions').at(-1)?.form;
    expect(form?.get('customer')).toBe('cus_mine');
    expect(form?.get('customer_email')).toBeNull();
    expect(form?.get('metadata[userId]')).toBe(m.id);
  });
});

describe('downgrade at Stripe', () => {
  it('puts the subscription on a schedule whose next phase is General monthly', async () => {
    const m = await subscribed('vip', 'sub_down');
    const res = await post('/api/subscription/change', { plan: 'general' }, m.cookie);
    expect(body(res)).toMatchObject({
      plan: 'vip',
      chargedCents: 0,
      pendingChange: { plan: 'general', on: new Date(PERIOD.end).toISOString() },
    });
    expect(stripe.requests('POST', '/v1/subscription_schedules')[0]?.form.get('from_subscription')).toBe(
      'sub_down',
    );
    const phases = stripe.requests('POST', /^\/v1\/subscription_schedules\/sub_sched_/).at(-1)?.form;
    expect(phases?.get('end_behavior')).toBe('release');
    expect(phases?.get('phases[0][items][0][price]')).toBe('price_sub_down');
    expect(phases?.get('phases[1][items][0][price]')).toBe(catalogPrice('lounge_general_monthly'));
    expect([...(phases?.keys() ?? [])].filter((k) => k.includes('price_data'))).toEqual([]);
    expect(phases?.get('phases[1][metadata][plan]')).toBe('general');
    expect(phases?.get('proration_behavior')).toBeNull();
    expect(ledger(m.id)).toEqual([]);
  });
});

describe('refunds at Stripe', () => {
  /** A member's charge in the ledger, as fulfilment would have written it. */
  async function charged(entry: Omit<LedgerEntryInput, 'userId'>) {
    const m = await addMember(server);
    const ctx = contextOf(server);
    const charge = writeTransaction(ctx.database, () =>
      recordLedgerEntry(ctx.db, { ...entry, userId: m.id }, NOW),
    );
    return { member: m, charge };
  }
  /** A membership's checkout at Stripe: its first payment is its invoice's payment intent. */
  function membershipCheckout(id: string, invoice: string, paymentIntent: string, subscription?: string) {
    stripe.sessions.set(id, {
      id,
      object: 'checkout.session',
      payment_intent: null,
      invoice,
      ...(subscription ? { subscription } : {}),
    });
    stripe.invoices.set(invoice, {
      id: invoice,
      object: 'invoice',
      payment_intent: paymentIntent,
      ...(subscription ? { parent: { subscription_details: { subscription } } } : {}),
    });
  }
  const threeGuests = 3 * GUEST_FEE_CENTS;
  const guestFee = (pi: string) =>
    charged({
      kind: 'guest_fee',
      amountCents: threeGuests,
      description: 'Guest fee: 3 guests, Bay 1, 2026-12-20 6:00 PM',
      gatewayRef: `cs_${pi}`,
      checkoutSessionId: `cs_${pi}`,
      paymentIntentId: pi,
    });

  it('refunds through Stripe once under 20 concurrent requests, with one idempotency key', async () => {
    const { member, charge } = await guestFee('pi_conc');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          `/api/staff/payments/${charge.id}/refund`,
          { amountCents: threeGuests, reason: 'Simulator down' },
          staff.cookie,
        ),
      ),
    );
    // One refund: the other 19 are repeats of it, answered with it.
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => body(r).id)).size).toBe(1);
    const calls = stripe
      .requests('POST', '/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === 'pi_conc');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.form.get('amount')).toBe(String(threeGuests));
    expect(calls[0]?.idempotencyKey).toBe(`refund-${charge.id}-0-${threeGuests}`);
    expect(ledger(member.id).map((r) => [r.kind, r.amount_cents, r.status])).toEqual([
      ['guest_fee', threeGuests, 'refunded'],
      ['refund', -threeGuests, 'refunded'],
    ]);

    // Stripe's charge.refunded for that same refund adds nothing.
    stripe.charges.set('ch_conc', { id: 'ch_conc', object: 'charge', payment_intent: 'pi_conc' });
    await deliver({
      id: 'evt_conc_refunded',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_conc', object: 'charge' } },
    });
    expect(ledger(member.id)).toHaveLength(2);
  });

  it("refunds a membership's first payment through its checkout's invoice", async () => {
    membershipCheckout('cs_member', 'in_first', 'pi_first');
    const { charge } = await charged({
      kind: 'membership',
      amountCents: TIERS.general.prices.monthlyCents,
      description: 'General Membership, monthly',
      gatewayRef: 'cs_member',
      checkoutSessionId: 'cs_member',
    });
    const res = await post(
      `/api/staff/payments/${charge.id}/refund`,
      { amountCents: 5000, reason: 'Goodwill' },
      admin.cookie,
    );
    expect(body(res)).toMatchObject({ amountCents: -5000, status: 'refunded' });
    expect(stripe.requests('POST', '/v1/refunds').at(-1)?.form.get('payment_intent')).toBe('pi_first');
  });

  it('records a dashboard refund of a membership paid before the ledger, whose row never knew its payment intent', async () => {
    // As the ledger's backfill wrote it: the checkout's id only.
    membershipCheckout('cs_old_member', 'in_old_first', 'pi_old_first', 'sub_old_member');
    const { member, charge } = await charged({
      kind: 'membership',
      amountCents: TIERS.general.prices.introCents,
      description: 'General Membership, intro offer (3 months)',
      gatewayRef: 'cs_old_member',
      checkoutSessionId: 'cs_old_member',
    });
    stripe.charges.set('ch_old_first', {
      id: 'ch_old_first',
      object: 'charge',
      payment_intent: 'pi_old_first',
    });
    stripe.refunds.set('re_old_dash', {
      id: 're_old_dash',
      object: 'refund',
      amount: 4900,
      payment_intent: 'pi_old_first',
      status: 'succeeded',
      metadata: {},
    });
    await deliver({
      id: 'evt_old_dash',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_old_first', object: 'charge' } },
    });
    expect(ledger(member.id).map((r) => [r.kind, r.amount_cents, r.status, r.gateway_ref])).toEqual([
      ['membership', TIERS.general.prices.introCents, 'partially_refunded', 'cs_old_member'],
      ['refund', -4900, 'refunded', 're_old_dash'],
    ]);
    expect(
      sqlite().prepare('SELECT payment_intent_id FROM ledger_entries WHERE id = ?').get(charge.id),
    ).toEqual({
      payment_intent_id: 'pi_old_first',
    });
  });

  it('settles refunds a stop left pending by what Stripe holds, never by asking again', async () => {
    const paid = await guestFee('pi_left');
    const unsent = await guestFee('pi_unsent');
    const ctx = contextOf(server);
    const pending = (chargeId: string, userId: string) =>
      writeTransaction(ctx.database, () =>
        recordLedgerEntry(
          ctx.db,
          {
            kind: 'refund',
            amountCents: -threeGuests,
            status: 'pending',
            description: 'Refund',
            userId,
            refundOf: chargeId,
            idempotencyKey: `refund-${chargeId}-0-${threeGuests}`,
          },
          NOW,
        ),
      );
    const reached = pending(paid.charge.id, paid.member.id);
    pending(unsent.charge.id, unsent.member.id);
    // The first reached Stripe before the stop (its ledger id in the metadata); the second never did.
    stripe.refunds.set('re_left', {
      id: 're_left',
      object: 'refund',
      amount: threeGuests,
      payment_intent: 'pi_left',
      status: 'succeeded',
      metadata: { ledgerId: reached.id },
    });
    const refundsAsked = stripe.requests('POST', '/v1/refunds').length;
    await recoverRefunds(ctx);
    expect(stripe.requests('POST', '/v1/refunds')).toHaveLength(refundsAsked);
    expect(ledger(paid.member.id).map((r) => [r.kind, r.status, r.gateway_ref])).toEqual([
      ['guest_fee', 'refunded', 'cs_pi_left'],
      ['refund', 'refunded', 're_left'],
    ]);
    expect(ledger(unsent.member.id).map((r) => [r.kind, r.status])).toEqual([
      ['guest_fee', 'paid'],
      ['refund', 'failed'],
    ]);
  });

  it('records a refund made in the Stripe dashboard once, however often it is reported', async () => {
    const { member, charge } = await guestFee('pi_dash');
    stripe.charges.set('ch_dash', { id: 'ch_dash', object: 'charge', payment_intent: 'pi_dash' });
    stripe.refunds.set('re_dash', {
      id: 're_dash',
      object: 'refund',
      amount: GUEST_FEE_CENTS,
      payment_intent: 'pi_dash',
      status: 'succeeded',
      metadata: {},
    });
    const event = (id: string) => ({
      id,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_dash', object: 'charge' } },
    });
    expect(body(await deliver(event('evt_dash_1'))).outcome).toBe('processed');
    expect(body(await deliver(event('evt_dash_1'))).outcome).toBe('duplicate');
    expect(body(await deliver(event('evt_dash_2'))).outcome).toBe('processed');
    expect(ledger(member.id).map((r) => [r.kind, r.amount_cents, r.status, r.gateway_ref])).toEqual([
      ['guest_fee', threeGuests, 'partially_refunded', 'cs_pi_dash'],
      ['refund', -GUEST_FEE_CENTS, 'refunded', 're_dash'],
    ]);
    // What is left can still be refunded at the desk, and no more.
    const more = await post(
      `/api/staff/payments/${charge.id}/refund`,
      { amountCents: threeGuests - GUEST_FEE_CENTS + 500, reason: 'x' },
      staff.cookie,
    );
    expect(body(more).message).toBe(
      `At most ${formatMoney(threeGuests - GUEST_FEE_CENTS)} of this payment can still be refunded.`,
    );
  });
});

describe('freeze at Stripe', () => {
  it('pauses collection until the freeze ends, voiding what falls inside, and clears it when ended early', async () => {
    const m = await subscribed('general', 'sub_freeze');
    sqlite()
      .prepare('UPDATE users SET membership_expires_at = ? WHERE id = ?')
      .run(new Date(PERIOD.end).toISOString(), m.id);
    const res = await post('/api/membership/freeze', { months: 1 }, m.cookie);
    expect(res.statusCode).toBe(200);
    // Billed on the 1st (midnight at the venue): frozen from 1 January, active again on 1 February.
    expect(body(res)).toMatchObject({ freeze: { startsOn: '2027-01-01', resumesOn: '2027-02-01' } });
    const [pause] = stripe.requests('POST', '/v1/subscriptions/sub_freeze');
    expect(Object.fromEntries(pause?.form ?? [])).toEqual({
      'pause_collection[behavior]': 'void',
      'pause_collection[resumes_at]': String(wallToInstant('2027-02-01', '00:00', 'America/Denver') / 1000),
    });
    expect(stripe.subscriptions.get('sub_freeze')?.pause_collection).toMatchObject({ behavior: 'void' });

    const ended = await call(server, { method: 'DELETE', url: '/api/membership/freeze', cookie: m.cookie });
    expect(ended.statusCode).toBe(200);
    expect(stripe.subscriptions.get('sub_freeze')?.pause_collection).toBeNull();
  });
});
