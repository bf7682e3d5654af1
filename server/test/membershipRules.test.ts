/**
 * One plan per account, through the sandbox: a second purchase is refused; a visitor's checkout
 * never attaches to an existing account; a foreign customerEmail is ignored and never touches the
 * other account; "we created your account" only for an account this checkout made; the site's own
 * addresses only, whatever the Host header; a gateway that cannot be reached is one clear 502.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, postFromSite, SITE, sessionCookie } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

const START = Date.UTC(2026, 10, 22, 17, 0);
let server: Server;

beforeAll(async () => {
  server = await makeServer(
    { RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000' },
    { now: () => START },
  );
});
afterAll(() => server.stop());

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const checkout = (cookie?: string, over: Record<string, unknown> = {}) =>
  post(
    '/api/checkout/create-session',
    {
      plan: 'vip',
      flow: 'monthly',
      successUrl: `${SITE}/billing/complete?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/checkout?payment=cancelled`,
      ...over,
    },
    cookie,
  );
const user = (id: string) =>
  contextOf(server)
    .database.sqlite.prepare(
      'SELECT email, membership_type, membership_status, stripe_customer_id, stripe_subscription_id FROM users WHERE id = ?',
    )
    .get(id) as Record<string, string | null>;
const count = (sql: string) => (contextOf(server).database.sqlite.prepare(sql).get() as { n: number }).n;

describe('create-session', () => {
  it('refuses a second plan for a member who has one, pointing at the change of plan', async () => {
    const m = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
    const res = await checkout(m.cookie);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({
      title: 'Current Plan',
      code: 'plan_exists',
      message:
        'You already have a membership. To move between General and VIP, change your plan from your dashboard.',
    });
  });

  it("answers a visitor's checkout alike for a member's address and a stranger's, and never touches the member", async () => {
    const vip = await addMember(server, { membershipType: 'vip', membershipStatus: 'monthly' });
    const vipBefore = user(vip.id);
    const theirs = await checkout(undefined, { plan: 'general', customerEmail: vip.email.toUpperCase() });
    const stranger = await checkout(undefined, { plan: 'general', customerEmail: 'no-account@example.com' });
    expect([theirs.statusCode, stranger.statusCode]).toEqual([200, 200]);
    expect(Object.keys(body(theirs)).sort()).toEqual(Object.keys(body(stranger)).sort());
    // Paid, the visitor's checkout is nobody's plan until its payer claims it signed in.
    const { sessionId } = body<{ sessionId: string }>(theirs);
    await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    expect(user(vip.id)).toEqual(vipBefore);
  });

  it("ignores another member's email: the checkout is the signed-in account's, and never touches the other", async () => {
    const other = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
    const otherBefore = user(other.id);
    const me = await addMember(server, { membershipType: 'vip', membershipStatus: 'pending' });
    const { sessionId } = body<{ sessionId: string }>(
      await checkout(me.cookie, { customerEmail: other.email }),
    );
    const page = contextOf(server)
      .database.sqlite.prepare('SELECT email, customer_id FROM sandbox_sessions WHERE id = ?')
      .get(sessionId) as { email: string; customer_id: string };
    expect(page.email).toBe(me.email);
    await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    expect(user(me.id)).toMatchObject({ membership_type: 'vip', membership_status: 'monthly' });
    expect(user(me.id).stripe_customer_id).toBe(page.customer_id);
    expect(user(other.id)).toEqual(otherBefore);
    // Cancelling my plan in the sandbox portal leaves theirs alone.
    await post('/api/payments/sandbox/subscription/cancel', {}, me.cookie);
    expect(
      count(
        `SELECT count(*) AS n FROM sandbox_subscriptions WHERE cancel_at_period_end = 1 AND customer_id = '${page.customer_id}'`,
      ),
    ).toBe(1);
    expect(user(other.id)).toEqual(otherBefore);
  });

  it('gives two accounts two sandbox customers, and one account the same customer each time', async () => {
    const a = await addMember(server, { membershipType: null, membershipStatus: 'pending' });
    const b = await addMember(server, { membershipType: null, membershipStatus: 'pending' });
    const customerOf = async (cookie: string, plan: string) => {
      const { sessionId } = body<{ sessionId: string }>(await checkout(cookie, { plan }));
      return (
        contextOf(server)
          .database.sqlite.prepare('SELECT customer_id FROM sandbox_sessions WHERE id = ?')
          .get(sessionId) as { customer_id: string }
      ).customer_id;
    };
    const a1 = await customerOf(a.cookie, 'vip');
    const a2 = await customerOf(a.cookie, 'general');
    const b1 = await customerOf(b.cookie, 'vip');
    expect(a1).toBe(a2);
    expect(b1).not.toBe(a1);
  });

  it('uses PUBLIC_URL, never the Host header, for what counts as this site', async () => {
    const res = await call(server, {
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: {
        plan: 'general',
        flow: 'monthly',
        successUrl: 'http://evil.example/billing/complete',
        cancelUrl: 'http://evil.example/',
        customerEmail: 'new-visitor@example.com',
      },
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('The return address must be a page of this site.');
  });
});

describe('activation', () => {
  it('says it created the account only when the checkout made it', async () => {
    const email = 'brand-new@example.com';
    const signup = await post('/api/auth/signup', {
      email,
      password: 'bunker-shot-41',
      firstName: 'Bea',
      lastName: 'New',
      membershipType: 'general',
      membershipStatus: 'pending',
    });
    const { sessionId } = body<{ sessionId: string }>(
      await checkout(sessionCookie(signup), { plan: 'general' }),
    );
    await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    expect(body(await post('/api/membership/activate-access', { sessionId, email }))).toMatchObject({
      userCreated: true,
      activated: true,
    });

    // An old account whose plan ended, joining again: not created now.
    const returning = await addMember(server, { membershipType: 'general', membershipStatus: 'inactive' });
    const again = body<{ sessionId: string }>(await checkout(returning.cookie, { plan: 'general' }));
    await post(`/api/payments/sandbox/sessions/${again.sessionId}/complete`, {});
    expect(
      body(
        await post('/api/membership/activate-access', { sessionId: again.sessionId, email: returning.email }),
      ),
    ).toMatchObject({ userCreated: false, activated: true });
  });
});

describe('a gateway that cannot be reached', () => {
  it('answers 502 with one message on every route that calls it, and writes nothing', async () => {
    const m = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
    const pending = await addMember(server, { membershipType: null, membershipStatus: 'pending' });
    contextOf(server)
      .database.sqlite.prepare(
        "UPDATE users SET stripe_subscription_id = 'sub_x', stripe_customer_id = 'cus_x' WHERE id = ?",
      )
      .run(m.id);
    const gateway = contextOf(server).payments as unknown as Record<string, unknown>;
    const names = [
      'createMembershipCheckout',
      'retrieveCheckout',
      'retrieveSubscription',
      'findSubscriptionOfCustomer',
      'createPortal',
      'expireCheckout',
    ];
    const down = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:443');
    };
    // Own properties shadow the gateway's methods until deleted.
    for (const name of names) gateway[name] = down;
    const before = count('SELECT count(*) AS n FROM checkout_sessions');
    try {
      const answers = [
        await checkout(pending.cookie),
        await post('/api/membership/activate-access', { sessionId: 'cs_sbx_x', email: m.email }),
        await post('/api/subscription/refresh', {}, m.cookie),
        await post('/api/subscription/check', {}, m.cookie),
        await call(server, { url: '/api/subscription/status', cookie: m.cookie }),
        await post('/api/subscription/portal', {}, m.cookie),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(502);
        expect(body(res).message).toBe(
          'The payment service could not be reached. Please try again in a moment.',
        );
        expect(res.payload).not.toContain('ECONNREFUSED');
      }
    } finally {
      for (const name of names) delete gateway[name];
    }
    expect(count('SELECT count(*) AS n FROM checkout_sessions')).toBe(before);
  });
});
