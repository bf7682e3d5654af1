/**
 * An event's deposit and balance at Stripe, through the real stripe SDK against the local double:
 * the checkout asked for (a one-off payment of the deposit, naming the quote), the webhook reported
 * twice writing one ledger row and holding the bays once, the balance the same way, and cancelling
 * refunding the deposit at Stripe once with one idempotency key; a deposit paid on a checkout opened
 * before the membership ended (its discount gone) refunded at Stripe in full, once.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { EVENT_PACKAGES, eventQuoteCopy, eventQuoteMessages, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addStaff, insertMember, mailedToken } from './members';
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

/** The deposit's session paid at Stripe, and its completion delivered twice (each answered 200). */
async function paidAndReportedTwice(quoteId: string, amount: number, pi: string, url: string) {
  const sessionId = paid('deposit', quoteId, amount, pi, url);
  for (const _ of [1, 2])
    expect((await deliverEvent(server, WEBHOOK_SECRET, completed(sessionId))).statusCode).toBe(200);
  return sessionId;
}

/** A whole-facility quote for `email` on `date`, built at the desk, sent and accepted: its token. */
async function acceptedEvent(email: string, date: string) {
  const inquiryId = randomUUID();
  sqlite()
    .prepare(
      `INSERT INTO event_inquiries (id, contact_name, email, event_type, message, created_at)
       VALUES (?, 'Casey', ?, 'corporate', 'A team night', ?)`,
    )
    .run(inquiryId, email, new Date(NOW).toISOString());
  const built = await call(server, {
    method: 'POST',
    url: '/api/staff/event-quotes',
    cookie: desk.cookie,
    payload: {
      inquiryId,
      packageId: 'corporate',
      space: 'facility',
      date,
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
  const token = mailedToken(server, email, 'event_quote');
  expect((await page('accept', { token })).statusCode).toBe(200);
  return { quote, token };
}
const ledgerOf = (quoteId: string) =>
  sqlite()
    .prepare(
      'SELECT kind, amount_cents AS cents, status FROM ledger_entries WHERE event_quote_id = ? ORDER BY rowid',
    )
    .all(quoteId);
const blocksOf = (quoteId: string) =>
  (
    sqlite().prepare('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?').get(quoteId) as {
      n: number;
    }
  ).n;

describe('an event paid at Stripe', () => {
  it('takes the deposit and the balance once each, holds the bays, refunds the deposit once', async () => {
    const { quote, token } = await acceptedEvent('casey@example.com', '2027-01-15');

    const deposit = await page('deposit', { token });
    expect(deposit.statusCode, deposit.payload).toBe(200);
    expect(body<{ url: string }>(deposit).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const form = stripe.requests('POST', '/v1/checkout/sessions').at(-1)?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe(String(quote.depositCents));
    expect(form?.get('metadata[eventQuoteId]')).toBe(quote.id);
    // The link's token goes nowhere near Stripe.
    expect([...(form?.values() ?? [])].join(' ')).not.toContain(token);

    const depositSession = await paidAndReportedTwice(
      quote.id,
      quote.depositCents,
      'pi_event_deposit',
      body<{ url: string }>(deposit).url,
    );
    expect((await page('return', { token, sessionId: depositSession })).statusCode).toBe(200);
    const rows = () => ledgerOf(quote.id);
    expect(rows()).toEqual([{ kind: 'event_deposit', cents: quote.depositCents, status: 'paid' }]);
    expect(blocksOf(quote.id)).toBe(3);

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
    expect(blocksOf(quote.id)).toBe(0);
  });
});

describe('a member discount at the moment of paying, at Stripe', () => {
  it('a deposit paid on a checkout opened before the membership ended is refunded in full once; the next is at the full price', async () => {
    const email = 'kit@example.com';
    const kit = insertMember(sqlite(), { email, membershipType: 'vip', emailVerified: true });
    sqlite()
      .prepare(
        "UPDATE users SET stripe_subscription_id = 'sub_kit', stripe_customer_id = 'cus_kit' WHERE id = ?",
      )
      .run(kit.id);
    const plan = (status: string) =>
      stripe.subscription('sub_kit', {
        amount: TIERS.vip.prices.monthlyCents,
        start: NOW - 86_400_000,
        end: NOW + 29 * 86_400_000,
        status,
        customer: 'cus_kit',
        metadata: { kind: 'membership', plan: 'vip', flow: 'monthly', userId: kit.id },
      });
    plan('active');
    const { quote, token } = await acceptedEvent(email, '2027-01-22');
    const full = EVENT_PACKAGES.find((p) => p.id === 'corporate')?.fromCents.fullFacility ?? 0;
    expect(quote.depositCents + quote.balanceCents).toBeLessThan(full);

    const opened = await page('deposit', { token, cents: quote.depositCents });
    expect(opened.statusCode, opened.payload).toBe(200);
    const form = () => stripe.requests('POST', '/v1/checkout/sessions').at(-1)?.form;
    expect(form()?.get('line_items[0][price_data][unit_amount]')).toBe(String(quote.depositCents));
    expect(form()?.get('customer')).toBe('cus_kit');

    // The membership ends at Stripe while that checkout is open; then it is paid.
    plan('canceled');
    const ended = await deliverEvent(server, WEBHOOK_SECRET, {
      id: 'evt_kit_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_kit', object: 'subscription', status: 'canceled' } },
    });
    expect(ended.statusCode, ended.payload).toBe(200);
    const sessionId = await paidAndReportedTwice(
      quote.id,
      quote.depositCents,
      'pi_kit_old',
      body<{ url: string }>(opened).url,
    );
    const back = await page('return', { token, sessionId });
    expect(back.statusCode).toBe(409);
    expect(body(back)).toMatchObject({ code: 'quote_price_changed', ...eventQuoteMessages.paidAtOldPrice });
    await page('return', { token, sessionId });

    // Recorded as charged, returned at Stripe once and in full; nothing held.
    const refunds = stripe
      .requests('POST', '/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === 'pi_kit_old');
    expect(refunds.map((r) => r.form.get('amount'))).toEqual([String(quote.depositCents)]);
    expect(ledgerOf(quote.id)).toEqual([
      { kind: 'event_deposit', cents: quote.depositCents, status: 'refunded' },
      { kind: 'refund', cents: -quote.depositCents, status: 'refunded' },
    ]);
    expect(blocksOf(quote.id)).toBe(0);
    const view = body<{ status: string; totalCents: number; depositCents: number; discountNote: string }>(
      await page('view', { token }),
    );
    const percent = TIERS.vip.eventDiscountPercent;
    expect(view).toMatchObject({
      status: 'accepted',
      totalCents: full,
      depositCents: full / 2,
      discountNote: eventQuoteCopy.discountChanged(percent, 0, false),
    });

    const again = await page('deposit', { token, cents: full / 2 });
    expect(again.statusCode, again.payload).toBe(200);
    expect(form()?.get('line_items[0][price_data][unit_amount]')).toBe(String(full / 2));
  });
});
