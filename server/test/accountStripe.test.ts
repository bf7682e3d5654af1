/**
 * A member's account at Stripe, through the real stripe SDK against the local double: a confirmed
 * change of email reaches the customer; a renewing subscription refuses deletion; a deleted
 * account's customer forgets the email.
 */
import type { Server } from '@hapi/hapi';
import { TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, TEST_PASSWORD } from './members';
import { StripeDouble } from './stripeDouble';
import { makeStripeServer } from './stripeTesting';

const NOW = Date.UTC(2026, 11, 16, 17, 0);
const PERIOD = { start: Date.UTC(2026, 11, 1, 7, 0), end: Date.UTC(2027, 0, 1, 7, 0) };
const stripe = new StripeDouble();
let server: Server;

beforeAll(async () => {
  server = await makeStripeServer(stripe, 'whsec_account_secret', NOW);
});
afterAll(async () => {
  await server.stop();
  await stripe.stop();
});

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, payload: unknown, cookie: string) =>
  call(server, { method, url, payload, cookie, headers: { host: 'localhost:5000' } });

/** A member on a monthly plan at Stripe. */
async function subscribed(subId: string) {
  const m = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
  stripe.subscription(subId, {
    amount: TIERS.general.prices.monthlyCents,
    ...PERIOD,
    metadata: { kind: 'membership', userId: m.id },
  });
  sqlite()
    .prepare('UPDATE users SET stripe_subscription_id = ?, stripe_customer_id = ? WHERE id = ?')
    .run(subId, `cus_${subId}`, m.id);
  return m;
}

describe('the account at Stripe', () => {
  it('a confirmed change of email becomes the customer’s email', async () => {
    const m = await subscribed('sub_mail');
    await send(
      'POST',
      '/api/auth/change-email',
      { newEmail: 'moved@example.com', password: TEST_PASSWORD },
      m.cookie,
    );
    expect(stripe.requests('POST', '/v1/customers/cus_sub_mail')).toHaveLength(0);
    const mail = sqlite()
      .prepare(
        "SELECT secret_text_body AS text FROM outbox_messages WHERE kind = 'email_change_confirm' AND to_address = ?",
      )
      .get('moved@example.com') as { text: string };
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    const res = await send('POST', '/api/auth/verify-email', { token }, m.cookie);
    expect(res.statusCode).toBe(200);
    const updates = stripe.requests('POST', '/v1/customers/cus_sub_mail');
    expect(updates.map((r) => r.form.get('email'))).toEqual(['moved@example.com']);
  });

  it('refuses deletion while the subscription renews; once set to end, deletes and clears the customer’s email', async () => {
    const m = await subscribed('sub_leave');
    const refused = await send('DELETE', '/api/auth/user', { password: TEST_PASSWORD }, m.cookie);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toContain('January 1, 2027');
    expect(stripe.requests('POST', '/v1/customers/cus_sub_leave')).toHaveLength(0);

    const sub = stripe.subscriptions.get('sub_leave');
    if (sub) sub.cancel_at_period_end = true;
    const done = await send('DELETE', '/api/auth/user', { password: TEST_PASSWORD }, m.cookie);
    expect(done.statusCode).toBe(200);
    expect(stripe.requests('POST', '/v1/customers/cus_sub_leave').map((r) => r.form.get('email'))).toEqual([
      '',
    ]);
  });
});
