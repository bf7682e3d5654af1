/**
 * An entry fee at Stripe, through the real stripe SDK against the local double: the member back
 * from Checkout is entered at once from the session Stripe reports, and the webhook, before or
 * after the return and reported twice, writes no second ledger row and no second email; a payment
 * for a place that had gone is kept once in the ledger and the member told so. Payments reaches the
 * entry fee only through the purchase kind competitions registers: a kind nothing registered is
 * refused and nothing is written, and a registered one is fulfilled and refunded once.
 */
import type { Server } from '@hapi/hapi';
import { competitionMessages, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurchaseKinds, UnregisteredPurchaseKind } from '../src/payments/purchaseKinds';
import { competitionRequest } from './competitionRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff, signIn } from './members';
import { StripeDouble } from './stripeDouble';
import { deliverEvent, makeStripeServer } from './stripeTesting';

const WEBHOOK_SECRET = 'whsec_entry_secret';
/** Tuesday 2026-11-24, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 24, 17, 0);
let now = NOW;
/** An entry fee a General member pays: a share of their month, as a lounge might set it. */
const FEE = Math.round(TIERS.general.prices.monthlyCents / 4);

const stripe = new StripeDouble();
let server: Server;
let desk: { cookie: string };

beforeAll(async () => {
  // A clock a test can move (a held place lapsing).
  server = await makeStripeServer(stripe, WEBHOOK_SECRET, () => now);
  desk = await addStaff(server, 'staff');
});
afterAll(async () => {
  await server.stop();
  await stripe.stop();
});

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, cookie?: string, payload?: unknown) =>
  call(server, { method, url, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { payload }) });

let day = 10;
async function paidCompetition(name: string, fieldSize = 4): Promise<string> {
  day += 1;
  const res = await send(
    'POST',
    '/api/staff/competitions',
    desk.cookie,
    competitionRequest({
      name,
      entryFeeCents: { general: FEE, vip: FEE },
      fieldSize,
      registrationClosesAt: '2026-12-01T00:00:00.000Z',
      rounds: [{ date: `2026-12-${day}`, startTime: '18:00', endTime: '22:00', bays: ['1'] }],
    }),
  );
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string }>(res).id;
}

/** Enters, and marks the session Stripe made paid, as Stripe shows it once the member has paid. */
async function enterAndPay(id: string, cookie: string, userId: string): Promise<string> {
  const res = await send('POST', `/api/competitions/${id}/entries`, cookie, {});
  expect(res.statusCode, res.payload).toBe(201);
  const sessionId = body<{ checkout: { sessionId: string } }>(res).checkout.sessionId;
  const made = stripe.requests('POST', '/v1/checkout/sessions').at(-1)?.form;
  expect(made?.get('metadata[kind]')).toBe('entry_fee');
  expect(made?.get('success_url')).toContain('session_id={CHECKOUT_SESSION_ID}');
  const entryId = made?.get('metadata[entryId]') ?? '';
  stripe.sessions.set(sessionId, {
    id: sessionId,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    customer: null,
    customer_details: { email: 'golfer@example.com' },
    subscription: null,
    payment_intent: `pi_${sessionId}`,
    amount_total: FEE,
    metadata: { kind: 'entry_fee', userId, entryId },
  });
  return sessionId;
}

const completed = (sessionId: string, n: number) => ({
  id: `evt_${sessionId}_${n}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session' } },
});
const ledger = (sessionId: string) =>
  sqlite()
    .prepare('SELECT kind, amount_cents AS amount FROM ledger_entries WHERE checkout_session_id = ?')
    .all(sessionId);
const mails = (userId: string) =>
  sqlite()
    .prepare("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'competition_entered' AND user_id = ?")
    .get(userId);
const back = (id: string, cookie: string, sessionId: string) =>
  send('POST', `/api/competitions/${id}/entries/paid`, cookie, { sessionId });

describe('an entry fee paid at Stripe', () => {
  it('the return before the webhook enters the member at once; the webhook after it changes nothing', async () => {
    const id = await paidCompetition('Return First Open');
    const member = await addMember(server);
    const sessionId = await enterAndPay(id, member.cookie, member.id);
    const res = await back(id, member.cookie, sessionId);
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res)).toMatchObject({ entry: { status: 'entered', feeCents: FEE }, checkout: null });
    expect(stripe.requests('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);
    for (const n of [1, 2])
      expect((await deliverEvent(server, WEBHOOK_SECRET, completed(sessionId, n))).statusCode).toBe(200);
    expect((await back(id, member.cookie, sessionId)).statusCode).toBe(200);
    expect(ledger(sessionId)).toEqual([{ kind: 'entry_fee', amount: FEE }]);
    expect(mails(member.id)).toEqual({ n: 1 });
  });

  it('the webhook before the return: the return finds the entry confirmed, one ledger row', async () => {
    const id = await paidCompetition('Webhook First Open');
    const member = await addMember(server);
    const sessionId = await enterAndPay(id, member.cookie, member.id);
    expect((await deliverEvent(server, WEBHOOK_SECRET, completed(sessionId, 1))).statusCode).toBe(200);
    const res = await back(id, member.cookie, sessionId);
    expect(body(res)).toMatchObject({ entry: { status: 'entered' } });
    expect(ledger(sessionId)).toEqual([{ kind: 'entry_fee', amount: FEE }]);
    expect(mails(member.id)).toEqual({ n: 1 });
  });

  it('a session Stripe does not show paid is refused, and the place stays held', async () => {
    const id = await paidCompetition('Unpaid Return Open');
    const member = await addMember(server);
    const res = await send('POST', `/api/competitions/${id}/entries`, member.cookie, {});
    const sessionId = body<{ checkout: { sessionId: string } }>(res).checkout.sessionId;
    stripe.sessions.set(sessionId, {
      id: sessionId,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      customer: null,
      subscription: null,
      payment_intent: null,
      amount_total: FEE,
      metadata: { kind: 'entry_fee', userId: member.id },
    });
    const refused = await back(id, member.cookie, sessionId);
    expect(refused.statusCode).toBe(402);
    expect(body(refused).code).toBe('unpaid');
    expect(ledger(sessionId)).toEqual([]);
    const mine = body<{ mine: { status: string } }>(
      await send('GET', `/api/competitions/${id}`, member.cookie),
    );
    expect(mine.mine.status).toBe('unpaid');
  });

  it('paid for a place that had gone: the money is in the ledger once, and the member is told it is refunded', async () => {
    const id = await paidCompetition('Lapsed Place Open', 2);
    const late = await addMember(server);
    const sessionId = await enterAndPay(id, late.cookie, late.id);
    // The checkout's time passes unpaid (the hold follows the session Stripe made); two others
    // take the field meanwhile.
    const held = sqlite()
      .prepare('SELECT hold_expires_at AS until FROM competition_entries WHERE checkout_session_id = ?')
      .get(sessionId) as { until: string };
    now = Date.parse(held.until) + 60_000;
    try {
      // Staff fill the field (as they may even after registration closes: the hold may end after it).
      for (const m of [await addMember(server), await addMember(server)])
        expect(
          (await send('POST', `/api/staff/competitions/${id}/entries`, desk.cookie, { userId: m.id }))
            .statusCode,
        ).toBe(201);
      const res = await back(id, await signIn(server, late.email), sessionId);
      expect(res.statusCode, res.payload).toBe(200);
      expect(body(res)).toMatchObject({
        entry: { status: 'lapsed' },
        message: competitionMessages.paidNotEntered,
      });
      expect(ledger(sessionId)).toEqual([{ kind: 'entry_fee', amount: FEE }]);
      expect(mails(late.id)).toEqual({ n: 0 });
    } finally {
      now = NOW;
    }
  });
});

describe('the entry fee as a purchase kind payments knows only by its registration', () => {
  it('a registry without it refuses the kind by name and writes nothing; registered, it is fulfilled once', async () => {
    expect(() => new PurchaseKinds().of('entry_fee')).toThrow(UnregisteredPurchaseKind);
    expect(() => new PurchaseKinds().of('entry_fee')).toThrow(/'entry_fee'/);
    const id = await paidCompetition('Registry Open');
    const member = await addMember(server);
    const sessionId = await enterAndPay(id, member.cookie, member.id);
    const ctx = contextOf(server);
    const registered = ctx.purchases;
    ctx.purchases = new PurchaseKinds<typeof ctx>();
    try {
      expect((await deliverEvent(server, WEBHOOK_SECRET, completed(sessionId, 1))).statusCode).toBe(500);
    } finally {
      ctx.purchases = registered;
    }
    const checkout = () =>
      sqlite().prepare('SELECT fulfilled_at AS at FROM checkout_sessions WHERE id = ?').get(sessionId);
    expect(checkout()).toEqual({ at: null });
    expect(ledger(sessionId)).toEqual([]);
    // The event was not recorded as seen: the gateway's next report of it is processed, once.
    expect(body(await deliverEvent(server, WEBHOOK_SECRET, completed(sessionId, 1)))).toEqual({
      received: true,
      outcome: 'processed',
    });
    expect(body(await deliverEvent(server, WEBHOOK_SECRET, completed(sessionId, 2)))).toEqual({
      received: true,
      outcome: 'processed',
    });
    expect(ledger(sessionId)).toEqual([{ kind: 'entry_fee', amount: FEE }]);
    expect(mails(member.id)).toEqual({ n: 1 });
  });

  it('refunded once however often staff ask; ending what it bought is refused, as the kind ends nothing', async () => {
    const id = await paidCompetition('Registry Refund Open');
    const member = await addMember(server);
    const sessionId = await enterAndPay(id, member.cookie, member.id);
    await deliverEvent(server, WEBHOOK_SECRET, completed(sessionId, 1));
    const { id: chargeId } = sqlite()
      .prepare('SELECT id FROM ledger_entries WHERE checkout_session_id = ?')
      .get(sessionId) as { id: string };
    const refund = (extra: object = {}) =>
      send('POST', `/api/staff/payments/${chargeId}/refund`, desk.cookie, {
        amountCents: FEE,
        reason: 'Could not play',
        ...extra,
      });
    const endingIt = await refund({ endPlan: true });
    expect(endingIt.statusCode, endingIt.payload).toBe(409);
    expect(body(endingIt)).toMatchObject({ field: 'endPlan' });
    const asked = stripe.requests('POST', '/v1/refunds').length;
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(stripe.requests('POST', '/v1/refunds')).toHaveLength(asked + 1);
    expect(
      sqlite()
        .prepare("SELECT amount_cents AS amount FROM ledger_entries WHERE refund_of = ? AND kind = 'refund'")
        .all(chargeId),
    ).toEqual([{ amount: -FEE }]);
  });
});
