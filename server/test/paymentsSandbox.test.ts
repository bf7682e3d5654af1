/**
 * Payment journeys through the keyless sandbox gateway, with the real server and database:
 * membership checkout to activation, guest fees with bay holds, the sandbox billing portal.
 */
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS, TIERS, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, postFromSite, SITE, sessionCookie } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver; tests move the clock forward through `clock.now`. */
const START = Date.UTC(2026, 10, 22, 17, 0);
const clock = { now: START };
let server: Server;

beforeAll(async () => {
  server = await makeServer(
    { RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000' },
    { now: () => clock.now },
  );
});
afterAll(() => server.stop());

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const sessionIdOf = (url: string) => new URL(url, SITE).searchParams.get('session_id') ?? '';
const count = (sql: string, ...args: unknown[]) =>
  (
    contextOf(server)
      .database.sqlite.prepare(sql)
      .get(...args) as { n: number }
  ).n;

describe('membership: pre-checkout account, checkout, test payment, activation', () => {
  const email = 'founder@example.com';
  let cookie = '';
  let sessionId = '';

  it('creates a pending account for the plan and a checkout whose page is /test-checkout', async () => {
    const signup = await post('/api/auth/signup', {
      email,
      password: 'founder-pass',
      firstName: 'Fay',
      lastName: 'Founder',
      membershipType: 'vip',
      membershipStatus: 'pending',
    });
    expect(signup.statusCode).toBe(201);
    cookie = sessionCookie(signup);

    const res = await post(
      '/api/checkout/create-session',
      {
        plan: 'vip',
        flow: 'intro',
        successUrl: `${SITE}/billing/complete?plan=vip&flow=intro&session_id={CHECKOUT_SESSION_ID}&email=${email}`,
        cancelUrl: `${SITE}/membership-selection`,
        customerEmail: email,
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const { url } = body<{ url: string }>(res);
    expect(url).toMatch(/^\/test-checkout\?session_id=cs_sbx_/);
    sessionId = sessionIdOf(url);

    const page = body(await call(server, { url: `/api/payments/sandbox/sessions/${sessionId}` }));
    expect(page).toMatchObject({
      kind: 'membership',
      amountCents: TIERS.vip.prices.introCents,
      status: 'open',
      description: expect.stringContaining('VIP Membership'),
    });
  });

  it('refuses to activate before payment (402) or for another email (403)', async () => {
    const unpaid = await post('/api/membership/activate-access', { sessionId, email });
    expect(unpaid.statusCode).toBe(402);
    expect(body(unpaid).message).toBe('Payment has not been completed for this checkout session.');
    const foreign = await post('/api/membership/activate-access', { sessionId, email: 'someone@else.com' });
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign).message).toBe('This checkout session belongs to a different email address.');
    const unknown = await post('/api/membership/activate-access', { sessionId: 'cs_sbx_nope', email });
    expect(unknown.statusCode).toBe(404);
  });

  it('completes the test payment, returning to the success URL with the session id filled in', async () => {
    const res = await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    expect(res.statusCode).toBe(200);
    expect(body(res).redirectUrl).toBe(
      `${SITE}/billing/complete?plan=vip&flow=intro&session_id=${sessionId}&email=${email}`,
    );
    // Completion ran the webhook's fulfilment: the account is already active.
    const me = body(await call(server, { url: '/api/auth/user', cookie }));
    expect(me).toMatchObject({ membershipType: 'vip', membershipStatus: 'intro' });
  });

  it('activates access, idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/membership/activate-access', { sessionId, email: 'FOUNDER@example.com' });
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({
        userCreated: true,
        activated: true,
        signInToClaim: false,
        membershipType: 'vip',
        membershipStatus: 'intro',
      });
    }
    expect(
      count(
        'SELECT count(*) AS n FROM checkout_sessions WHERE fulfilled_at IS NOT NULL AND id = ?',
        sessionId,
      ),
    ).toBe(1);
  });

  it('reports the subscription: intro flow, the 3-month intro price, its period end', async () => {
    const res = await call(server, { url: '/api/subscription/status', cookie });
    expect(body(res)).toMatchObject({
      hasSubscription: true,
      flow: 'intro',
      stripeStatus: 'active',
      currentPeriodEnd: '2027-02-22T17:00:00.000Z',
      cancelAtPeriodEnd: false,
      items: [{ amount: TIERS.vip.prices.introCents, interval: '3 months' }],
      message: 'Your membership is active. It renews on February 22, 2027.',
    });
    const me = body(await call(server, { url: '/api/auth/user', cookie }));
    expect(me.membershipExpiresAt).toBe('2027-02-22T17:00:00.000Z');
  });

  it('lets the member cancel at period end in the sandbox portal, and access ends after it', async () => {
    const portal = body(await post('/api/subscription/portal', {}, cookie));
    expect(portal.url).toMatch(/^\/test-checkout\?portal=/);
    expect(body(await post('/api/payments/sandbox/subscription/cancel', {}, cookie))).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect(body(await call(server, { url: '/api/subscription/status', cookie }))).toMatchObject({
      cancelAtPeriodEnd: true,
      message: 'Your membership is set to cancel on February 22, 2027.',
    });
    expect(body(await post('/api/payments/sandbox/subscription/resume', {}, cookie))).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    await post('/api/payments/sandbox/subscription/cancel', {}, cookie);

    clock.now = Date.UTC(2027, 1, 23);
    try {
      // Three months on, the old sign-in has expired too: sign in again.
      cookie = sessionCookie(await post('/api/auth/login', { email, password: 'founder-pass' }));
      const check = body(await post('/api/subscription/check', {}, cookie));
      expect(check.reason).toBe(
        'Your subscription has ended, so member access is off. You can join again any time.',
      );
      expect(body(await call(server, { url: '/api/auth/user', cookie }))).toMatchObject({
        membershipType: 'vip',
        membershipStatus: 'inactive',
      });
    } finally {
      clock.now = START;
    }
  });

  it('refuses return addresses on another site', async () => {
    const res = await post('/api/checkout/create-session', {
      plan: 'general',
      flow: 'monthly',
      successUrl: 'https://evil.example/ok',
      cancelUrl: `${SITE}/`,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('The return address must be a page of this site.');
  });

  it('says an abandoned checkout expired after 24 hours', async () => {
    const res = await post('/api/checkout/create-session', {
      plan: 'general',
      flow: 'monthly',
      successUrl: `${SITE}/billing/complete`,
      cancelUrl: `${SITE}/`,
      customerEmail: 'late@example.com',
    });
    const id = sessionIdOf(body<{ url: string }>(res).url);
    clock.now = START + 25 * 3_600_000;
    try {
      const late = await post('/api/membership/activate-access', {
        sessionId: id,
        email: 'late@example.com',
      });
      expect(late.statusCode).toBe(410);
      expect(body(late).message).toBe('This checkout session has expired. Please start again.');
      expect((await post(`/api/payments/sandbox/sessions/${id}/complete`, {})).statusCode).toBe(409);
    } finally {
      clock.now = START;
    }
  });

  it('links a subscription paid before the account existed to its payer, signed in and back with the checkout', async () => {
    const payer = 'paid-first@example.com';
    const res = await post('/api/checkout/create-session', {
      plan: 'general',
      flow: 'monthly',
      successUrl: `${SITE}/billing/complete`,
      cancelUrl: `${SITE}/`,
      customerEmail: payer,
    });
    const id = sessionIdOf(body<{ url: string }>(res).url);
    await post(`/api/payments/sandbox/sessions/${id}/complete`, {});
    const activation = body(await post('/api/membership/activate-access', { sessionId: id, email: payer }));
    expect(activation).toMatchObject({ userCreated: false, activated: false, signInToClaim: true });
    // The money is on the books already, as nobody's yet.
    const charge = () =>
      contextOf(server)
        .database.sqlite.prepare(
          'SELECT user_id, amount_cents FROM ledger_entries WHERE checkout_session_id = ?',
        )
        .all(id);
    expect(charge()).toEqual([{ user_id: null, amount_cents: TIERS.general.prices.monthlyCents }]);

    const signup = await post('/api/auth/signup', {
      email: payer,
      password: 'long-drive-58',
      firstName: 'Pat',
      lastName: 'Payer',
    });
    const cookie = sessionCookie(signup);
    // The address alone finds nothing (anyone could have signed up with it)...
    expect(body(await post('/api/subscription/refresh', {}, cookie))).toMatchObject({ success: false });
    // ...the payer back with the checkout's id, signed in, claims it, once.
    for (let i = 0; i < 2; i += 1) {
      const claimed = body(
        await post('/api/membership/activate-access', { sessionId: id, email: payer }, cookie),
      );
      expect(claimed).toMatchObject({ activated: true, membershipType: 'general', signInToClaim: false });
    }
    const userId = body<{ id: string }>(signup).id;
    expect(charge()).toEqual([{ user_id: userId, amount_cents: TIERS.general.prices.monthlyCents }]);
    // And from then on the dashboard finds it through the account's own checkout.
    expect(body(await post('/api/subscription/refresh', {}, cookie))).toEqual({
      success: true,
      membershipType: 'general',
      message: 'GENERAL membership has been linked successfully.',
    });

    const nobody = await addMember(server, { membershipType: null, membershipStatus: 'inactive' });
    expect(body(await post('/api/subscription/refresh', {}, nobody.cookie))).toMatchObject({
      success: false,
      message: 'No active subscription found for your email address.',
    });
  });
});

describe('guest fees: hold, pay, confirm exactly once', () => {
  const DATE = '2026-11-24';
  const data = (over: Record<string, unknown> = {}) => ({
    bayNumber: '1',
    bookingDate: DATE,
    startTime: '18:00',
    endTime: '20:00',
    guestCount: '3',
    notes: 'birthday',
    ...over,
  });
  const iso = (time: string) => new Date(wallToInstant(DATE, time, 'America/Denver')).toISOString();

  it('holds the bay for a General member paying for 2 guests, and a rival meets a clear 409', async () => {
    const g = await addMember(server);
    const rival = await addMember(server);
    const res = await post(
      '/api/guest-checkout',
      { guestCount: 2, bookingData: { ...data(), durationHours: 2 } },
      g.cookie,
    );
    expect(res.statusCode).toBe(200);
    const { url, sessionId } = body<{ url: string; sessionId: string }>(res);
    expect(url).toBe(`/test-checkout?session_id=${sessionId}`);
    expect(body(await call(server, { url: `/api/payments/sandbox/sessions/${sessionId}` }))).toMatchObject({
      kind: 'guest_fee',
      amountCents: 2 * GUEST_FEE_CENTS,
    });

    const taken = body<unknown[]>(
      await call(server, { url: `/api/bookings/date/${DATE}`, cookie: rival.cookie }),
    );
    expect(taken).toContainEqual({ bayNumber: '1', startTime: iso('18:00'), endTime: iso('20:00') });
    const clash = await post(
      '/api/bookings',
      data({ guestCount: '1', startTime: '19:00', endTime: '20:00' }),
      rival.cookie,
    );
    expect(clash.statusCode).toBe(409);
    expect(body(clash).title).toBe('Bay Unavailable');

    // The member's return before paying is refused; after paying, webhook and return agree on one booking.
    expect((await post('/api/bookings', { ...data(), sessionId }, g.cookie)).statusCode).toBe(402);
    const done = await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    expect(body(done).redirectUrl).toBe(
      `http://localhost:5000/guest-checkout?payment=success&session_id=${sessionId}`,
    );
    const back = await post('/api/bookings', { ...data(), sessionId }, g.cookie);
    expect(back.statusCode).toBe(201);
    expect(body(back)).toMatchObject({
      status: 'confirmed',
      guestFee: 2 * GUEST_FEE_CENTS,
      guestCount: '3',
      bayNumber: '1',
    });
    const again = await post('/api/bookings', { ...data(), sessionId }, g.cookie);
    expect(body(again).id).toBe(body(back).id);
    expect(count("SELECT count(*) AS n FROM bookings WHERE user_id = ? AND status = 'confirmed'", g.id)).toBe(
      1,
    );
  });

  it('releases the hold when the payment is cancelled', async () => {
    const g = await addMember(server);
    const { sessionId } = body<{ sessionId: string }>(
      await post(
        '/api/guest-checkout',
        { guestCount: 1, bookingData: data({ bayNumber: '2', guestCount: '2' }) },
        g.cookie,
      ),
    );
    const cancelled = await post(`/api/payments/sandbox/sessions/${sessionId}/cancel`, {});
    expect(body(cancelled).redirectUrl).toBe(
      'http://localhost:5000/guest-checkout?payment=cancelled&guests=1',
    );
    const other = await addMember(server);
    expect(
      (await post('/api/bookings', data({ bayNumber: '2', guestCount: '1' }), other.cookie)).statusCode,
    ).toBe(201);
  });

  it('lets a hold lapse when nobody pays, freeing the bay', async () => {
    const g = await addMember(server);
    await post(
      '/api/guest-checkout',
      { guestCount: 1, bookingData: data({ bayNumber: '3', guestCount: '2' }) },
      g.cookie,
    );
    const other = await addMember(server);
    expect(
      (await post('/api/bookings', data({ bayNumber: '3', guestCount: '1' }), other.cookie)).statusCode,
    ).toBe(409);
    clock.now = START + 21 * 60_000;
    try {
      expect(
        (await post('/api/bookings', data({ bayNumber: '3', guestCount: '1' }), other.cookie)).statusCode,
      ).toBe(201);
    } finally {
      clock.now = START;
    }
  });

  it('books a VIP within free passes directly, and charges guests beyond them', async () => {
    const v = await addMember(server, { membershipType: 'vip' });
    const free = await post(
      '/api/guest-checkout',
      { guestCount: 4, bookingData: data({ bookingDate: '2026-11-25', guestCount: '5' }) },
      v.cookie,
    );
    expect(free.statusCode).toBe(201);
    expect(body(free)).toMatchObject({
      message: 'No payment required: your guests are covered by your guest passes.',
      booking: { status: 'confirmed' },
    });

    contextOf(server)
      .database.sqlite.prepare('UPDATE guest_passes SET guest_count = ? WHERE user_id = ?')
      .run(TIERS.vip.freeGuestPassesPerMonth - 1, v.id);
    const paid = await post(
      '/api/guest-checkout',
      { guestCount: 3, bookingData: data({ bookingDate: '2026-11-26', guestCount: '4' }) },
      v.cookie,
    );
    const { sessionId } = body<{ sessionId: string }>(paid);
    expect(body(await call(server, { url: `/api/payments/sandbox/sessions/${sessionId}` }))).toMatchObject({
      amountCents: 2 * GUEST_FEE_CENTS,
    });
  });

  it('refuses a guest count that does not match the booking', async () => {
    const g = await addMember(server);
    const res = await post(
      '/api/guest-checkout',
      { guestCount: 2, bookingData: data({ bookingDate: '2026-11-27', guestCount: '2' }) },
      g.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('The number of guests does not match the booking.');
  });

  it('two members paying for the same slot at once: one hold, one clear refusal', async () => {
    const a = await addMember(server);
    const b = await addMember(server);
    const slot = data({ bookingDate: '2026-11-28', bayNumber: '2' });
    const [ra, rb] = await Promise.all([
      post('/api/guest-checkout', { guestCount: 2, bookingData: slot }, a.cookie),
      post('/api/guest-checkout', { guestCount: 2, bookingData: slot }, b.cookie),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
  });

  it('charges an edit only for the guests it adds, applying the guests once paid', async () => {
    const g = await addMember(server);
    const made = await post(
      '/api/bookings',
      data({
        bookingDate: '2026-11-27',
        bayNumber: '3',
        guestCount: '1',
        startTime: '12:00',
        endTime: '13:00',
      }),
      g.cookie,
    );
    const id = body(made).id as string;
    const put = await call(server, {
      method: 'PUT',
      url: `/api/bookings/${id}`,
      cookie: g.cookie,
      payload: { guestCount: '3' },
    });
    expect(put.statusCode).toBe(402);
    expect(body(put).feeCents).toBe(2 * GUEST_FEE_CENTS);

    const edit = {
      bayNumber: '3',
      bookingDate: '2026-11-27',
      startTime: '13:00',
      endTime: '14:00',
      guestCount: '3',
      notes: null,
    };
    const started = await post(
      '/api/guest-checkout',
      { guestCount: 2, bookingData: edit, bookingId: id },
      g.cookie,
    );
    expect(started.statusCode).toBe(200);
    const { sessionId } = body<{ sessionId: string }>(started);
    expect(body(await call(server, { url: `/api/payments/sandbox/sessions/${sessionId}` }))).toMatchObject({
      amountCents: 2 * GUEST_FEE_CENTS,
    });
    // The move applies at once; the guests wait for the payment.
    const before = body<Array<Record<string, unknown>>>(
      await call(server, { url: '/api/bookings', cookie: g.cookie }),
    ).find((b) => b.id === id);
    expect(before).toMatchObject({
      startTime: new Date(wallToInstant('2026-11-27', '13:00', 'America/Denver')).toISOString(),
      guestCount: '1',
    });

    await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    const back = await post('/api/bookings', { sessionId }, g.cookie);
    expect(body(back)).toMatchObject({
      id,
      guestCount: '3',
      guestFee: 2 * GUEST_FEE_CENTS,
      status: 'confirmed',
    });

    // One more guest later costs one guest fee, not three.
    const more = await call(server, {
      method: 'PUT',
      url: `/api/bookings/${id}`,
      cookie: g.cookie,
      payload: { guestCount: '4' },
    });
    expect(body(more).feeCents).toBe(GUEST_FEE_CENTS);
    const fewer = await call(server, {
      method: 'PUT',
      url: `/api/bookings/${id}`,
      cookie: g.cookie,
      payload: { guestCount: '2' },
    });
    expect(fewer.statusCode).toBe(200);
  });
});
