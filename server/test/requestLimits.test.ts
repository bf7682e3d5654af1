/**
 * Limits on requests that mail a stranger or open a payment, each a 429 with Retry-After in
 * core's words: an email change per account and per new address (before the password's bcrypt
 * check, so a refused one costs nothing and mails no one), and a membership checkout started while
 * signed out per client address and per email (before the gateway is asked, so nothing is stored).
 */
import type { Server } from '@hapi/hapi';
import { requestLimitMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, SITE } from './http';
import { addMember, TEST_PASSWORD } from './members';
import { makeServer } from './testServer';

let server: Server;
beforeAll(async () => {
  server = await makeServer({
    RATE_LIMIT_EMAIL_CHANGE_PER_ACCOUNT: '3',
    RATE_LIMIT_EMAIL_CHANGE_PER_EMAIL: '2',
    RATE_LIMIT_CHECKOUT_PER_ADDRESS: '3',
    RATE_LIMIT_CHECKOUT_PER_EMAIL: '2',
  });
});
afterAll(() => server.stop());

const count = (sql: string, ...args: unknown[]) =>
  (
    contextOf(server)
      .database.sqlite.prepare(sql)
      .get(...args) as { n: number }
  ).n;
const mailsTo = (address: string) =>
  count('SELECT count(*) AS n FROM outbox_messages WHERE to_address = ?', address);

function changeEmail(cookie: string, newEmail: string, password = TEST_PASSWORD) {
  return server.inject({
    method: 'POST',
    url: '/api/auth/change-email',
    payload: JSON.stringify({ newEmail, password }),
    headers: { 'content-type': 'application/json', cookie },
  });
}

function expectLimited(res: Awaited<ReturnType<typeof changeEmail>>, message: string) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(body(res).message).toBe(message);
}

describe('POST /api/auth/change-email', () => {
  it('is limited per account, before the password is checked', async () => {
    const member = await addMember(server);
    for (let i = 0; i < 3; i++)
      expect((await changeEmail(member.cookie, `move-${i}@example.com`)).statusCode).toBe(200);
    const fourth = await changeEmail(member.cookie, 'move-3@example.com');
    expectLimited(fourth, requestLimitMessages.tooManyEmailChanges(60));
    expect(body(fourth).title).toBe('Email Not Changed');
    expect(mailsTo('move-3@example.com')).toBe(0);
    // A wrong password is not even looked at (no bcrypt), so it is the same 429, not a 400.
    expect((await changeEmail(member.cookie, 'move-4@example.com', 'wrong')).statusCode).toBe(429);
  });

  it('is limited per new address across every account, so no one can flood a stranger', async () => {
    const stranger = 'stranger@example.com';
    const [a, b, c] = [await addMember(server), await addMember(server), await addMember(server)];
    expect((await changeEmail(a.cookie, stranger)).statusCode).toBe(200);
    expect((await changeEmail(b.cookie, 'Stranger@Example.com ')).statusCode).toBe(200);
    expectLimited(await changeEmail(c.cookie, stranger), requestLimitMessages.tooManyEmailChanges(60));
    expect(mailsTo(stranger)).toBe(2);
    // The limit is the address's, not the third member's: another address is fine for them.
    expect((await changeEmail(c.cookie, 'elsewhere@example.com')).statusCode).toBe(200);
  });
});

function startCheckout(customerEmail: string | null, remoteAddress: string, cookie?: string) {
  return server.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: JSON.stringify({
      plan: 'general',
      flow: 'monthly',
      successUrl: `${SITE}/billing/complete`,
      cancelUrl: `${SITE}/membership-selection`,
      ...(customerEmail === null ? {} : { customerEmail }),
    }),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    remoteAddress,
  });
}
const checkouts = () => count('SELECT count(*) AS n FROM checkout_sessions');

describe('POST /api/checkout/create-session, signed out', () => {
  it('is limited per email, from whatever address, and stores nothing when refused', async () => {
    expect((await startCheckout('visitor@example.com', '192.0.2.1')).statusCode).toBe(200);
    expect((await startCheckout('VISITOR@example.com', '192.0.2.2')).statusCode).toBe(200);
    const before = checkouts();
    const third = await startCheckout('visitor@example.com', '192.0.2.3');
    expectLimited(third, requestLimitMessages.tooManyCheckouts(60));
    expect(body(third).title).toBe('Checkout Failed');
    expect(checkouts()).toBe(before);
  });

  it('is limited per client address, whatever email is named; another address goes on', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await startCheckout(i === 0 ? null : `someone-${i}@example.com`, '198.51.100.1')).statusCode,
      ).toBe(200);
    expectLimited(
      await startCheckout('someone-new@example.com', '198.51.100.1'),
      requestLimitMessages.tooManyCheckouts(60),
    );
    expect((await startCheckout('someone-new@example.com', '198.51.100.2')).statusCode).toBe(200);
  });

  it('does not count a signed-in member, whose checkout is their own account', async () => {
    const member = await addMember(server, { membershipType: null, membershipStatus: 'inactive' });
    for (let i = 0; i < 5; i++)
      expect((await startCheckout(null, '203.0.113.1', member.cookie)).statusCode).toBe(200);
  });
});
