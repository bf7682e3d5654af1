/**
 * The real stripe SDK, pointed at a local HTTP double of the Stripe API that records every request:
 * what we ask Stripe for (modes, amounts, phases, metadata, idempotency keys), and signed webhooks
 * processed once, in any order, from the state re-read at "Stripe".
 */
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS, TIERS } from '@lounge/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, postFromSite, SITE } from './http';
import { addMember } from './members';
import { StripeDouble } from './stripeDouble';
import { deliverEvent, makeStripeServer, signer } from './stripeTesting';

const WEBHOOK_SECRET = 'whsec_test_secret';
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const PERIOD_END = Math.floor(Date.UTC(2027, 1, 22) / 1000);

const stripe = new StripeDouble();
let server: Server;
beforeAll(async () => {
  server = await makeStripeServer(stripe, WEBHOOK_SECRET, NOW);
});
afterAll(async () => {
  await server.stop();
  await stripe.stop();
});
beforeEach(() => {
  stripe.seen.length = 0;
});
const seen = stripe.seen;

/** A VIP intro subscription as Stripe shows it, on a price of its own. */
function subscription(id: string, status: string, userId: string) {
  return stripe.subscription(id, {
    amount: TIERS.vip.prices.introCents,
    start: (PERIOD_END - 7_776_000) * 1000,
    end: PERIOD_END * 1000,
    months: 3,
    status,
    customer: 'cus_1',
    priceId: 'price_intro',
    metadata: { kind: 'membership', plan: 'vip', flow: 'intro', userId },
  });
}

/** The catalog's price of a lookup key, as the double holds it. */
const catalogPrice = (lookupKey: string) =>
  [...stripe.prices.values()].find((p) => p.lookup_key === lookupKey)?.id;

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const deliver = (event: object, header?: string) => deliverEvent(server, WEBHOOK_SECRET, event, header);
/** A guest-fee checkout for two paid guests in a bay on 24 November. */
const guestCheckout = (cookie: string, bayNumber: string, startTime: string, endTime: string) =>
  post(
    '/api/guest-checkout',
    {
      guestCount: 2,
      bookingData: { bayNumber, bookingDate: '2026-11-24', startTime, endTime, guestCount: '3' },
    },
    cookie,
  );

describe('membership checkout at Stripe', () => {
  it.each([
    ['general', 'monthly', String(TIERS.general.prices.monthlyCents), '1'],
    ['vip', 'intro', String(TIERS.vip.prices.introCents), '3'],
  ])(
    "%s %s: a subscription checkout at the catalog's price of %s cents every %s month(s)",
    async (plan, flow, amount, months) => {
      const res = await post('/api/checkout/create-session', {
        plan,
        flow,
        successUrl: `${SITE}/billing/complete?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${SITE}/`,
        customerEmail: 'buyer@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(body(res).url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      const request = seen.find((r) => r.path === '/v1/checkout/sessions');
      expect(request?.idempotencyKey).toMatch(new RegExp(`^membership-.*-${plan}-${flow}-\\d+$`));
      const f = request?.form;
      expect(f?.get('mode')).toBe('subscription');
      // The plan's Price, named by id: the one its lookup key finds.
      const priceId = f?.get('line_items[0][price]');
      expect(priceId).toBe(catalogPrice(`lounge_${plan}_${flow}`));
      expect([...(f?.keys() ?? [])].filter((k) => k.includes('price_data'))).toEqual([]);
      expect(stripe.prices.get(priceId ?? '')).toMatchObject({
        unit_amount: Number(amount),
        currency: 'usd',
        recurring: { interval: 'month', interval_count: Number(months) },
        metadata: { plan, flow },
      });
      expect(f?.get('metadata[plan]')).toBe(plan);
      expect(f?.get('subscription_data[metadata][flow]')).toBe(flow);
      expect(f?.get('customer_email')).toBe('buyer@example.com');
      expect(f?.get('success_url')).toBe(`${SITE}/billing/complete?session_id={CHECKOUT_SESSION_ID}`);
    },
  );
});

describe('webhooks', () => {
  let member: { id: string; cookie: string };

  beforeAll(async () => {
    member = await addMember(server, { membershipType: 'vip', membershipStatus: 'pending' });
    stripe.sessions.set('cs_test_paid', {
      id: 'cs_test_paid',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_1',
      customer_details: { email: 'x@example.com' },
      subscription: 'sub_1',
      payment_intent: null,
      amount_total: TIERS.vip.prices.introCents,
      metadata: { kind: 'membership', plan: 'vip', flow: 'intro', userId: member.id },
    });
    subscription('sub_1', 'active', member.id);
  });

  const completed = {
    id: 'evt_completed',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_paid', object: 'checkout.session' } },
  };

  it('activates the membership from checkout.session.completed and schedules intro then monthly', async () => {
    const res = await deliver(completed);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ received: true, outcome: 'processed' });
    expect(body(await call(server, { url: '/api/auth/user', cookie: member.cookie }))).toMatchObject({
      membershipType: 'vip',
      membershipStatus: 'intro',
      membershipExpiresAt: '2027-02-22T00:00:00.000Z',
    });

    const create = seen.find((r) => r.path === '/v1/subscription_schedules');
    expect(create?.form.get('from_subscription')).toBe('sub_1');
    expect(create?.idempotencyKey).toBe('intro-schedule-sub_1');
    const phases = seen.find((r) => /^\/v1\/subscription_schedules\/sub_sched_/.test(r.path))?.form;
    expect(phases?.get('end_behavior')).toBe('release');
    expect(phases?.get('phases[0][items][0][price]')).toBe('price_intro');
    expect(phases?.get('phases[0][end_date]')).toBe(String(PERIOD_END));
    // Then VIP's monthly Price, by id: the catalog's, at core's monthly price.
    const monthly = phases?.get('phases[1][items][0][price]');
    expect(monthly).toBe(catalogPrice('lounge_vip_monthly'));
    expect(stripe.prices.get(monthly ?? '')?.unit_amount).toBe(TIERS.vip.prices.monthlyCents);
    expect([...(phases?.keys() ?? [])].filter((k) => k.includes('price_data'))).toEqual([]);
  });

  it('processes a repeated delivery once', async () => {
    const res = await deliver(completed);
    expect(body(res)).toEqual({ received: true, outcome: 'duplicate' });
    expect(seen.filter((r) => r.path.startsWith('/v1/subscription_schedules'))).toHaveLength(0);
  });

  it('reads the subscription from Stripe, not from the payload, so order does not matter', async () => {
    subscription('sub_1', 'canceled', member.id);
    const deleted = {
      id: 'evt_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription', status: 'canceled' } },
    };
    expect(body(await deliver(deleted)).outcome).toBe('processed');
    // An older "updated" event arrives late and claims the subscription is active: Stripe says otherwise.
    const stale = {
      id: 'evt_old_update',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_1', object: 'subscription', status: 'active' } },
    };
    expect(body(await deliver(stale)).outcome).toBe('processed');
    expect(body(await call(server, { url: '/api/auth/user', cookie: member.cookie }))).toMatchObject({
      membershipType: 'vip',
      membershipStatus: 'inactive',
    });

    subscription('sub_1', 'active', member.id);
    const paid = {
      id: 'evt_invoice',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_1' } },
        },
      },
    };
    expect(body(await deliver(paid)).outcome).toBe('processed');
    expect(body(await call(server, { url: '/api/auth/user', cookie: member.cookie }))).toMatchObject({
      membershipStatus: 'intro',
    });
  });

  it('refuses a bad signature and a stale timestamp with 400, doing nothing', async () => {
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_paid' } },
    };
    const payload = JSON.stringify(event);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await deliver(event, forged)).statusCode).toBe(400);
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(event, stale)).statusCode).toBe(400);
    expect((await deliver(event, 'nonsense')).statusCode).toBe(400);
    expect(seen).toHaveLength(0);
  });
});

describe('guest-fee checkout at Stripe', () => {
  it('asks for a one-off payment for the paid guests, open 30 minutes and a margin, naming the booking', async () => {
    const g = await addMember(server);
    const res = await guestCheckout(g.cookie, '1', '10:00', '11:00');
    expect(res.statusCode).toBe(200);
    const f = seen.find((r) => r.path === '/v1/checkout/sessions')?.form;
    expect(f?.get('mode')).toBe('payment');
    expect(f?.get('line_items[0][quantity]')).toBe('2');
    expect(f?.get('line_items[0][price_data][unit_amount]')).toBe(String(GUEST_FEE_CENTS));
    expect(f?.get('line_items[0][price_data][product_data][name]')).toBe('Guest fee');
    expect(f?.get('metadata[kind]')).toBe('guest_fee');
    expect(f?.get('metadata[bookingId]')).toMatch(/^[0-9a-f-]{36}$/);
    // On the payment too, where a refund made in Stripe's dashboard finds its booking.
    expect(f?.get('payment_intent_data[metadata][bookingId]')).toBe(f?.get('metadata[bookingId]'));
    expect(f?.get('customer_email')).toBe(g.email);
    // Stripe's shortest session, 30 minutes from its making, and 5 more for the network and clocks.
    expect(Number(f?.get('expires_at'))).toBe(NOW / 1000 + 35 * 60);
    expect(seen.find((r) => r.path === '/v1/checkout/sessions')?.idempotencyKey).toMatch(/^guest-fee-/);
  });

  it("is paid as the member's own customer when they have one, whatever their email", async () => {
    const g = await addMember(server);
    contextOf(server)
      .database.sqlite.prepare("UPDATE users SET stripe_customer_id = 'cus_guest_payer' WHERE id = ?")
      .run(g.id);
    const res = await guestCheckout(g.cookie, '1', '17:00', '18:00');
    expect(res.statusCode, res.payload).toBe(200);
    const f = seen.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.form;
    expect(f?.get('customer')).toBe('cus_guest_payer');
    expect(f?.get('customer_email')).toBeNull();
  });

  it("is taken with Stripe's clock ahead of ours; the bay is held as the product says, not for the session's life", async () => {
    // The request reaches Stripe two minutes later by its clock (a slow network, a box clock behind).
    stripe.clock = () => NOW + 2 * 60_000;
    try {
      const g = await addMember(server);
      const res = await guestCheckout(g.cookie, '2', '12:00', '13:00');
      expect(res.statusCode, res.payload).toBe(200);
      const sessionId = body<{ sessionId: string }>(res).sessionId;
      const row = (sql: string) => contextOf(server).database.sqlite.prepare(sql).get(sessionId);
      expect(row('SELECT expires_at AS at FROM checkout_sessions WHERE id = ?')).toEqual({
        at: new Date(NOW + 35 * 60_000).toISOString(),
      });
      // 15 minutes and the 5 of grace: Stripe's session may outlive the hold.
      expect(
        row(
          'SELECT b.hold_expires_at AS at FROM bookings b JOIN checkout_sessions c ON c.booking_id = b.id WHERE c.id = ?',
        ),
      ).toEqual({ at: new Date(NOW + 20 * 60_000).toISOString() });
    } finally {
      stripe.clock = () => NOW;
    }
  });
});

describe('what the gateway asks Stripe besides', () => {
  it("finds a member's subscription through their customer ('Find My Subscription': GET /v1/subscriptions)", async () => {
    const m = await addMember(server, { membershipType: null, membershipStatus: 'inactive' });
    contextOf(server)
      .database.sqlite.prepare("UPDATE users SET stripe_customer_id = 'cus_find' WHERE id = ?")
      .run(m.id);
    stripe.subscription('sub_find', {
      amount: TIERS.general.prices.monthlyCents,
      start: NOW - 86_400_000,
      end: NOW + 29 * 86_400_000,
      customer: 'cus_find',
      metadata: { kind: 'membership', plan: 'general', flow: 'monthly', userId: m.id },
    });
    const res = await post('/api/subscription/refresh', {}, m.cookie);
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res)).toMatchObject({ success: true, membershipType: 'general' });
    expect(seen.find((r) => r.method === 'GET' && r.path === '/v1/subscriptions')?.form.get('customer')).toBe(
      'cus_find',
    );
  });

  it('expires a guest checkout left unpaid at Stripe, and lets its bay go', async () => {
    const g = await addMember(server);
    const res = await guestCheckout(g.cookie, '3', '14:00', '15:00');
    const sessionId = body<{ sessionId: string }>(res).sessionId;
    const released = await post('/api/guest-checkout/release', { sessionId }, g.cookie);
    expect(body(released)).toEqual({ released: true });
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
    expect(stripe.requests('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
  });
});
