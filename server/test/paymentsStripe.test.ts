/**
 * The real stripe SDK, pointed at a local HTTP double of the Stripe API that records every request:
 * what we ask Stripe for (modes, amounts, phases, metadata, idempotency keys), and signed webhooks
 * processed once, in any order, from the state re-read at "Stripe".
 */
import { createServer as createHttpServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS, TIERS } from '@lounge/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, call, postFromSite, SITE } from './http';
import { addMember } from './members';
import { deliverEvent, makeStripeServer, signer } from './stripeTesting';

const WEBHOOK_SECRET = 'whsec_test_secret';
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const PERIOD_END = Math.floor(Date.UTC(2027, 1, 22) / 1000);

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** The double's state: what "Stripe" currently says about each object. */
const stripeState = {
  sessions: new Map<string, Record<string, unknown>>(),
  subscriptions: new Map<string, Record<string, unknown>>(),
};
const seen: Seen[] = [];

function subscription(id: string, status: string, userId: string) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_1',
    status,
    cancel_at_period_end: false,
    schedule: null,
    metadata: { kind: 'membership', plan: 'vip', flow: 'intro', userId },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_end: PERIOD_END,
          price: {
            id: 'price_intro',
            product: 'prod_vip',
            unit_amount: TIERS.vip.prices.introCents,
            recurring: { interval: 'month', interval_count: 3 },
          },
        },
      ],
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

let double: HttpServer;
let apiBase = '';

beforeAll(async () => {
  double = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : await readBody(req));
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      form,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const key = `${req.method} ${url.pathname}`;
    if (key === 'POST /v1/checkout/sessions') {
      const id = `cs_test_${seen.length}`;
      const expires = Number(form.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400);
      return reply(200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        expires_at: expires,
        status: 'open',
      });
    }
    const session = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === 'GET' && session?.[1]) {
      const s = stripeState.sessions.get(session[1]);
      return s
        ? reply(200, s)
        : reply(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    const sub = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (req.method === 'GET' && sub?.[1]) {
      const s = stripeState.subscriptions.get(sub[1]);
      return s
        ? reply(200, s)
        : reply(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
    }
    if (key === 'POST /v1/subscription_schedules') {
      return reply(200, {
        id: 'sub_sched_1',
        object: 'subscription_schedule',
        phases: [{ start_date: PERIOD_END - 7_776_000, end_date: PERIOD_END }],
      });
    }
    if (key === 'POST /v1/subscription_schedules/sub_sched_1')
      return reply(200, { id: 'sub_sched_1', object: 'subscription_schedule' });
    return reply(404, { error: { type: 'invalid_request_error', message: `double has no ${key}` } });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => double.close(() => resolve())));

let server: Server;
beforeAll(async () => {
  server = await makeStripeServer(apiBase, WEBHOOK_SECRET, NOW);
});
afterAll(() => server.stop());
beforeEach(() => {
  seen.length = 0;
});

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const deliver = (event: object, header?: string) => deliverEvent(server, WEBHOOK_SECRET, event, header);

describe('membership checkout at Stripe', () => {
  it.each([
    ['general', 'monthly', String(TIERS.general.prices.monthlyCents), '1'],
    ['vip', 'intro', String(TIERS.vip.prices.introCents), '3'],
  ])(
    '%s %s: a subscription checkout charging %s cents every %s month(s)',
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
      expect(f?.get('line_items[0][price_data][unit_amount]')).toBe(amount);
      expect(f?.get('line_items[0][price_data][currency]')).toBe('usd');
      expect(f?.get('line_items[0][price_data][recurring][interval]')).toBe('month');
      expect(f?.get('line_items[0][price_data][recurring][interval_count]')).toBe(months);
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
    stripeState.sessions.set('cs_test_paid', {
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
    stripeState.subscriptions.set('sub_1', subscription('sub_1', 'active', member.id));
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
    const phases = seen.find((r) => r.path === '/v1/subscription_schedules/sub_sched_1')?.form;
    expect(phases?.get('end_behavior')).toBe('release');
    expect(phases?.get('phases[0][items][0][price]')).toBe('price_intro');
    expect(phases?.get('phases[0][end_date]')).toBe(String(PERIOD_END));
    expect(phases?.get('phases[1][items][0][price_data][unit_amount]')).toBe(
      String(TIERS.vip.prices.monthlyCents),
    );
    expect(phases?.get('phases[1][items][0][price_data][recurring][interval]')).toBe('month');
    expect(phases?.get('phases[1][items][0][price_data][product]')).toBe('prod_vip');
  });

  it('processes a repeated delivery once', async () => {
    const res = await deliver(completed);
    expect(body(res)).toEqual({ received: true, outcome: 'duplicate' });
    expect(seen.filter((r) => r.path.startsWith('/v1/subscription_schedules'))).toHaveLength(0);
  });

  it('reads the subscription from Stripe, not from the payload, so order does not matter', async () => {
    stripeState.subscriptions.set('sub_1', subscription('sub_1', 'canceled', member.id));
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

    stripeState.subscriptions.set('sub_1', subscription('sub_1', 'active', member.id));
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
  it('asks for a one-off payment for the paid guests, open at least 30 minutes, naming the booking', async () => {
    const g = await addMember(server);
    const res = await post(
      '/api/guest-checkout',
      {
        guestCount: 2,
        bookingData: {
          bayNumber: '1',
          bookingDate: '2026-11-24',
          startTime: '10:00',
          endTime: '11:00',
          guestCount: '3',
        },
      },
      g.cookie,
    );
    expect(res.statusCode).toBe(200);
    const f = seen.find((r) => r.path === '/v1/checkout/sessions')?.form;
    expect(f?.get('mode')).toBe('payment');
    expect(f?.get('line_items[0][quantity]')).toBe('2');
    expect(f?.get('line_items[0][price_data][unit_amount]')).toBe(String(GUEST_FEE_CENTS));
    expect(f?.get('metadata[kind]')).toBe('guest_fee');
    expect(f?.get('metadata[bookingId]')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(f?.get('expires_at'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 29 * 60);
    expect(seen.find((r) => r.path === '/v1/checkout/sessions')?.idempotencyKey).toMatch(/^guest-fee-/);
  });
});
