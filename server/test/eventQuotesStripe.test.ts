/**
 * An event's deposit and balance at Stripe, through the real stripe SDK against the local double:
 * the checkout asked for (a one-off payment of the deposit, naming the quote), the webhook reported
 * twice writing one ledger row and holding the bays once, the balance the same way, and cancelling
 * refunding the deposit at Stripe once with one idempotency key.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addStaff, mailedToken } from './members';
import { StripeDouble } from './stripeDouble';
import { deliverEvent, makeStripeServer } from './stripeTesting';

const WEBHOOK_SECRET = 'whsec_events_secret';
/** Tuesday 2026-11-24, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 24, 17, 0);
const stripe = new StripeDouble();
let server: Server;
let desk: { cookie: string };

beforeAll(async () => {
  server = await makeStripeServer(stripe, WEBHOOK_SECRET, NOW);
  desk = await addStaff(server, 'staff');
});
afterAll(async () => {
  await server.stop();
  await stripe.stop();
});

const sqlite = () => contextOf(server).database.sqlite;
const page = (step: string, payload: Record<string, unknown>) =>
  postFromSite(server, `/api/event-quote/${step}`, payload);

/** The session the double made last, paid: what Stripe would answer once the contact paid. */
function paid(part: 'deposit' | 'balance', quoteId: string, amount: number, pi: string, url: string): string {
  const made = stripe.requests('POST', '/v1/checkout/sessions').at(-1);
  expect(made?.form.get('metadata[kind]')).toBe(`event_${part}`);
  const id = url.split('/').at(-1) ?? '';
  stripe.sessions.set(id, {
    id,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    customer: null,
    customer_details: { email: 'casey@example.com' },
    subscription: null,
    payment_intent: pi,
    amount_total: amount,
    metadata: { kind: `event_${part}`, userId: '', eventQuoteId: quoteId },
  });
  return id;
}
const completed = (sessionId: string) => ({
  id: `evt_${sessionId}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session' } },
});

describe('an event paid at Stripe', () => {
  it('takes the deposit and the balance once each, holds the bays, refunds the deposit once', async () => {
    const inquiryId = randomUUID();
    sqlite()
      .prepare(
        `INSERT INTO event_inquiries (id, contact_name, email, event_type, message, created_at)
         VALUES (?, 'Casey', 'casey@example.com', 'corporate', 'A team night', ?)`,
      )
      .run(inquiryId, new Date(NOW).toISOString());
    const built = await call(server, {
      method: 'POST',
      url: '/api/staff/event-quotes',
      cookie: desk.cookie,
      payload: {
        inquiryId,
        packageId: 'corporate',
        space: 'facility',
        date: '2027-01-15',
        startTime: '17:00',
        hours: 4,
        headCount: 40,
      },
    });
    expect(built.statusCode, built.payload).toBe(201);
    const quote = body<{ id: string; depositCents: number; balanceCents: number }>(built);
    await call(server, {
      method: 'POST',
      url: `/api/staff/event-quotes/${quote.id}/send`,
      cookie: desk.cookie,
    });
    const token = mailedToken(server, 'casey@example.com', 'event_quote');
    expect((await page('accept', { token })).statusCode).toBe(200);

    const deposit = await page('deposit', { token });
    expect(deposit.statusCode, deposit.payload).toBe(200);
    expect(body<{ url: string }>(deposit).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const form = stripe.requests('POST', '/v1/checkout/sessions').at(-1)?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe(String(quote.depositCents));
    expect(form?.get('metadata[eventQuoteId]')).toBe(quote.id);
    // The link's token goes nowhere near Stripe.
    expect([...(form?.values() ?? [])].join(' ')).not.toContain(token);

    const depositSession = paid(
      'deposit',
      quote.id,
      quote.depositCents,
      'pi_event_deposit',
      body<{ url: string }>(deposit).url,
    );
    for (const _ of [1, 2])
      expect((await deliverEvent(server, WEBHOOK_SECRET, completed(depositSession))).statusCode).toBe(200);
    expect((await page('return', { token, sessionId: depositSession })).statusCode).toBe(200);
    const rows = () =>
      sqlite()
        .prepare(
          'SELECT kind, amount_cents AS cents, status FROM ledger_entries WHERE event_quote_id = ? ORDER BY rowid',
        )
        .all(quote.id);
    expect(rows()).toEqual([{ kind: 'event_deposit', cents: quote.depositCents, status: 'paid' }]);
    expect(
      (
        sqlite().prepare('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?').get(quote.id) as {
          n: number;
        }
      ).n,
    ).toBe(3);

    const balance = await page('balance', { token });
    expect(balance.statusCode).toBe(200);
    const balanceSession = paid(
      'balance',
      quote.id,
      quote.balanceCents,
      'pi_event_balance',
      body<{ url: string }>(balance).url,
    );
    await Promise.all([
      deliverEvent(server, WEBHOOK_SECRET, completed(balanceSession)),
      page('return', { token, sessionId: balanceSession }),
    ]);
    expect(rows()).toEqual([
      { kind: 'event_deposit', cents: quote.depositCents, status: 'paid' },
      { kind: 'event_balance', cents: quote.balanceCents, status: 'paid' },
    ]);

    // 52 days ahead: the deposit back in full, asked of Stripe once.
    const cancels = await Promise.all([page('cancel', { token }), page('cancel', { token })]);
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refunds = stripe
      .requests('POST', '/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === 'pi_event_deposit');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.get('amount')).toBe(String(quote.depositCents));
    expect(
      (
        sqlite().prepare('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?').get(quote.id) as {
          n: number;
        }
      ).n,
    ).toBe(0);
  });
});
