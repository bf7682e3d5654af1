/**
 * The membership terms at Stripe, through the real stripe SDK against the local double: cancelling
 * with notice (`cancel_at`; on an intro member's schedule, the schedule's end), a freeze set to
 * start when the intro ends (pause_collection beside the schedule), the money-back guarantee (the
 * subscription cancelled now, each payment refunded once), and signed webhooks for
 * customer.subscription.updated (cancel_at, pause_collection), paused and resumed keeping our rows
 * in step (docs/decisions/040, 044).
 */
import type { Server } from '@hapi/hapi';
import { TIERS, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeTransaction } from '../src/db/database';
import { recordLedgerEntry } from '../src/payments/ledgerStore';
import { stripeClient } from '../src/payments/stripeClient';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addMember, signIn } from './members';
import { StripeDouble } from './stripeDouble';
import { deliverEvent, makeStripeServer } from './stripeTesting';

const ZONE = 'America/Denver';
const WEBHOOK_SECRET = 'whsec_terms_secret';
const midnight = (date: string) => wallToInstant(date, '00:00', ZONE);
/** Wednesday 16 December 2026, 10:00 at the venue; the period runs to 1 January (venue midnight). */
const NOW = wallToInstant('2026-12-16', '10:00', ZONE);
const PERIOD = { start: midnight('2026-12-01'), end: midnight('2027-01-01') };
const clock = { now: NOW };
const stripe = new StripeDouble();
let server: Server;
let apiBase: string;

beforeAll(async () => {
  apiBase = await stripe.start();
  server = await makeStripeServer(stripe, WEBHOOK_SECRET, () => clock.now);
});
afterAll(async () => {
  await server.stop();
  await stripe.stop();
});
beforeEach(() => {
  clock.now = NOW;
});

const sqlite = () => contextOf(server).database.sqlite;
const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const del = (url: string, cookie: string) => call(server, { method: 'DELETE', url, cookie });
const status = async (cookie: string) =>
  body(await call(server, { url: '/api/subscription/status', cookie }));
const deliver = (event: object) => deliverEvent(server, WEBHOOK_SECRET, event);
const catalogPrice = (lookupKey: string) =>
  String([...stripe.prices.values()].find((p) => p.lookup_key === lookupKey)?.id);
const seconds = (ms: number) => String(ms / 1000);
let events = 0;
/** A signed event about a subscription: the server re-reads the subscription from "Stripe". */
const subscriptionEvent = (type: string, id: string) => ({
  id: `evt_terms_${++events}`,
  object: 'event',
  type,
  data: { object: { id, object: 'subscription' } },
});
const mailsTo = (userId: string) =>
  (
    sqlite().prepare('SELECT kind FROM outbox_messages WHERE user_id = ? ORDER BY rowid').all(userId) as {
      kind: string;
    }[]
  ).map((r) => r.kind);

/** A General member on the monthly plan at Stripe, billed on the 1st. */
async function monthly(subId: string) {
  const m = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
  stripe.subscription(subId, {
    amount: TIERS.general.prices.monthlyCents,
    ...PERIOD,
    customer: `cus_${subId}`,
    metadata: { kind: 'membership', plan: 'general', flow: 'monthly', userId: m.id },
  });
  link(m.id, subId);
  return m;
}

/** A General intro member at Stripe: the intro ends on 1 January, then the monthly Price by schedule. */
async function intro(subId: string) {
  const m = await addMember(server, { membershipType: 'general', membershipStatus: 'intro' });
  const sub = stripe.subscription(subId, {
    amount: TIERS.general.prices.introCents,
    months: 3,
    start: midnight('2026-10-01'),
    end: PERIOD.end,
    customer: `cus_${subId}`,
    priceId: `price_intro_${subId}`,
    metadata: { kind: 'membership', plan: 'general', flow: 'intro', userId: m.id },
  });
  link(m.id, subId);
  // The schedule as the gateway makes it after an intro checkout: the intro, then General monthly.
  const gateway = contextOf(server).payments;
  await gateway.scheduleIntroThenMonthly(subId, 'general');
  expect(sub.schedule).toMatch(/^sub_sched_/);
  return { ...m, sub: sub as typeof sub & { cancel_at?: number | null; pause_collection?: unknown } };
}

function link(userId: string, subId: string) {
  sqlite()
    .prepare(
      'UPDATE users SET stripe_subscription_id = ?, stripe_customer_id = ?, membership_expires_at = ? WHERE id = ?',
    )
    .run(subId, `cus_${subId}`, new Date(PERIOD.end).toISOString(), userId);
}

describe('cancelling with notice at Stripe', () => {
  it('sets cancel_at to the start of the day after the last day, and clears it when taken back', async () => {
    const m = await monthly('sub_notice');
    const res = await post('/api/membership/cancel', {}, m.cookie);
    expect(res.statusCode).toBe(200);
    // Notice ends 15 January; the period holding it ends 1 February: the last day is 31 January.
    expect(body(res)).toMatchObject({ cancellation: { lastDay: '2027-01-31', guarantee: false } });
    const sets = stripe.requests('POST', '/v1/subscriptions/sub_notice');
    expect(sets).toHaveLength(1);
    expect(sets[0]?.form.get('cancel_at')).toBe(seconds(midnight('2027-02-01')));
    // The member's first cancellation, ending on 1 February.
    expect(sets[0]?.idempotencyKey).toBe(`cancel:${m.id}:1:2027-02-01`);
    expect(stripe.subscriptions.get('sub_notice')?.cancel_at).toBe(midnight('2027-02-01') / 1000);

    expect((await del('/api/membership/cancel', m.cookie)).statusCode).toBe(200);
    expect(stripe.requests('POST', '/v1/subscriptions/sub_notice')[1]?.form.get('cancel_at')).toBe('');
    expect(stripe.subscriptions.get('sub_notice')?.cancel_at).toBeNull();
  });

  it("ends an intro member's schedule instead: the intro, then the monthly Price until the end, then cancel", async () => {
    const m = await intro('sub_intro_notice');
    // Stripe refuses a cancellation set on a subscription its schedule runs: so does the double.
    const sdk = stripeClient('sk_test_123', apiBase);
    await expect(
      sdk.subscriptions.update('sub_intro_notice', { cancel_at: midnight('2027-02-01') / 1000 }),
    ).rejects.toThrow(/managed by the subscription schedule/);
    const refused = stripe.requests('POST', '/v1/subscriptions/sub_intro_notice').length;

    const res = await post('/api/membership/cancel', {}, m.cookie);
    expect(res.statusCode).toBe(200);
    // The intro ends 1 January; notice ends 15 January: one monthly payment, the last day 31 January.
    expect(body(res)).toMatchObject({ cancellation: { lastDay: '2027-01-31' } });
    const scheduleId = String(m.sub.schedule);
    const form = stripe.requests('POST', `/v1/subscription_schedules/${scheduleId}`).at(-1)?.form;
    expect(form?.get('end_behavior')).toBe('cancel');
    expect(form?.get('phases[0][items][0][price]')).toBe('price_intro_sub_intro_notice');
    expect(form?.get('phases[0][end_date]')).toBe(seconds(PERIOD.end));
    expect(form?.get('phases[1][items][0][price]')).toBe(catalogPrice('lounge_general_monthly'));
    expect(form?.get('phases[1][end_date]')).toBe(seconds(midnight('2027-02-01')));
    expect(form?.has('phases[2][items][0][price]')).toBe(false);
    expect(m.sub.cancel_at).toBe(midnight('2027-02-01') / 1000);
    expect(stripe.requests('POST', '/v1/subscriptions/sub_intro_notice')).toHaveLength(refused);
    expect(await status(m.cookie)).toMatchObject({ endsOn: '2027-01-31' });

    // Taken back: the schedule releases the subscription after its last phase, on the monthly Price.
    expect((await del('/api/membership/cancel', m.cookie)).statusCode).toBe(200);
    const back = stripe.requests('POST', `/v1/subscription_schedules/${scheduleId}`).at(-1)?.form;
    expect(back?.get('end_behavior')).toBe('release');
    expect(back?.get('phases[1][items][0][price]')).toBe(catalogPrice('lounge_general_monthly'));
    expect(m.sub.cancel_at).toBeNull();
  });

  it('ends an intro at its own end when the notice ends inside it: the schedule keeps the intro only', async () => {
    const m = await intro('sub_intro_short');
    // Asked on 1 December: notice ends 31 December, inside the intro, which is paid for.
    clock.now = wallToInstant('2026-12-01', '10:00', ZONE);
    m.cookie = await signIn(server, m.email);
    const res = await post('/api/membership/cancel', {}, m.cookie);
    expect(body(res)).toMatchObject({ cancellation: { lastDay: '2026-12-31' } });
    const form = stripe.requests('POST', `/v1/subscription_schedules/${String(m.sub.schedule)}`).at(-1)?.form;
    expect(form?.get('end_behavior')).toBe('cancel');
    expect(form?.get('phases[0][end_date]')).toBe(seconds(PERIOD.end));
    expect(form?.has('phases[1][items][0][price]')).toBe(false);
    expect(m.sub.cancel_at).toBe(PERIOD.end / 1000);

    // Taken back: the monthly Price comes back after the intro.
    await del('/api/membership/cancel', m.cookie);
    const back = stripe.requests('POST', `/v1/subscription_schedules/${String(m.sub.schedule)}`).at(-1)?.form;
    expect(back?.get('end_behavior')).toBe('release');
    expect(back?.get('phases[1][items][0][price]')).toBe(catalogPrice('lounge_general_monthly'));
  });
});

describe('cancelling, taking it back and cancelling again the same day at Stripe', () => {
  it('is three requests with three keys: Stripe ends the subscription again', async () => {
    const m = await monthly('sub_again');
    for (const step of ['cancel', 'take back', 'cancel'])
      expect(
        (step === 'cancel'
          ? await post('/api/membership/cancel', {}, m.cookie)
          : await del('/api/membership/cancel', m.cookie)
        ).statusCode,
      ).toBe(200);
    // Stripe ends it again, as the member reads it.
    expect(stripe.subscriptions.get('sub_again')?.cancel_at).toBe(midnight('2027-02-01') / 1000);
    expect(await status(m.cookie)).toMatchObject({ endsOn: '2027-01-31' });
    const sets = stripe.requests('POST', '/v1/subscriptions/sub_again');
    expect(sets.map((r) => r.form.get('cancel_at'))).toEqual([
      seconds(midnight('2027-02-01')),
      '',
      seconds(midnight('2027-02-01')),
    ]);
    expect(new Set(sets.map((r) => r.idempotencyKey)).size).toBe(3);
    // A repeated click now is the same cancellation, refused as one under way, asking Stripe nothing.
    expect((await post('/api/membership/cancel', {}, m.cookie)).statusCode).toBe(409);
    expect(stripe.requests('POST', '/v1/subscriptions/sub_again')).toHaveLength(3);
  });

  it('is the same for an intro member, through the schedule: it cancels at its end again', async () => {
    const m = await intro('sub_intro_again');
    const scheduleId = String(m.sub.schedule);
    const before = stripe.requests('POST', `/v1/subscription_schedules/${scheduleId}`).length;
    expect((await post('/api/membership/cancel', {}, m.cookie)).statusCode).toBe(200);
    expect((await del('/api/membership/cancel', m.cookie)).statusCode).toBe(200);
    expect(m.sub.cancel_at).toBeNull();
    expect((await post('/api/membership/cancel', {}, m.cookie)).statusCode).toBe(200);
    expect(stripe.schedules.get(scheduleId)?.end_behavior).toBe('cancel');
    expect(m.sub.cancel_at).toBe(midnight('2027-02-01') / 1000);
    expect(await status(m.cookie)).toMatchObject({ endsOn: '2027-01-31' });
    const updates = stripe.requests('POST', `/v1/subscription_schedules/${scheduleId}`).slice(before);
    expect(updates.map((r) => r.form.get('end_behavior'))).toEqual(['cancel', 'release', 'cancel']);
    expect(new Set(updates.map((r) => r.idempotencyKey)).size).toBe(3);
  });
});

describe('freezing an intro member at Stripe', () => {
  it('pauses collection from the end of the intro, beside the schedule, and leaves the schedule alone', async () => {
    const m = await intro('sub_intro_freeze');
    const schedulePosts = stripe.requests(
      'POST',
      `/v1/subscription_schedules/${String(m.sub.schedule)}`,
    ).length;
    const res = await post('/api/membership/freeze', { months: 1 }, m.cookie);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ freeze: { startsOn: '2027-01-01', resumesOn: '2027-02-01' } });
    expect(m.sub.pause_collection).toEqual({ behavior: 'void', resumes_at: midnight('2027-02-01') / 1000 });
    expect(stripe.requests('POST', `/v1/subscription_schedules/${String(m.sub.schedule)}`)).toHaveLength(
      schedulePosts,
    );
    expect(await status(m.cookie)).toMatchObject({ frozenFrom: '2027-01-01', frozenUntil: '2027-02-01' });
  });
});

describe('freezing, ending the freeze and freezing again the same day at Stripe', () => {
  it('is three requests with three keys: Stripe pauses collection again', async () => {
    const m = await monthly('sub_freeze_again');
    const sub = stripe.subscriptions.get('sub_freeze_again') as Record<string, unknown>;
    const paused = { behavior: 'void', resumes_at: midnight('2027-02-01') / 1000 };
    expect((await post('/api/membership/freeze', { months: 1 }, m.cookie)).statusCode).toBe(200);
    expect(sub.pause_collection).toEqual(paused);
    // Not started yet, so ending it drops it, and billing carries on at Stripe.
    expect((await del('/api/membership/freeze', m.cookie)).statusCode).toBe(200);
    expect(sub.pause_collection).toBeNull();
    const again = await post('/api/membership/freeze', { months: 1 }, m.cookie);
    expect(again.statusCode, again.payload).toBe(200);
    expect(body(again)).toMatchObject({ freeze: { startsOn: '2027-01-01', resumesOn: '2027-02-01' } });
    // Stripe pauses it again, as the member reads it.
    expect(sub.pause_collection).toEqual(paused);
    expect(await status(m.cookie)).toMatchObject({ frozenFrom: '2027-01-01', frozenUntil: '2027-02-01' });
    const sets = stripe.requests('POST', '/v1/subscriptions/sub_freeze_again');
    expect(
      sets.map((r) => r.form.get('pause_collection[resumes_at]') ?? r.form.get('pause_collection')),
    ).toEqual([seconds(midnight('2027-02-01')), '', seconds(midnight('2027-02-01'))]);
    expect(new Set(sets.map((r) => r.idempotencyKey)).size).toBe(3);
  });
});

describe('the money-back guarantee at Stripe', () => {
  it('cancels the subscription now and refunds the payment once under two requests at once', async () => {
    const m = await monthly('sub_guarantee');
    const ctx = contextOf(server);
    const price = TIERS.general.prices.monthlyCents;
    writeTransaction(ctx.database, () =>
      recordLedgerEntry(
        ctx.db,
        {
          userId: m.id,
          kind: 'membership',
          amountCents: price,
          description: 'General membership',
          gatewayRef: 'in_guarantee',
          invoiceId: 'in_guarantee',
          paymentIntentId: 'pi_guarantee',
        },
        wallToInstant('2026-12-01', '09:00', ZONE),
      ),
    );
    const both = await Promise.all([
      post('/api/membership/cancel', { guarantee: true }, m.cookie),
      post('/api/membership/cancel', { guarantee: true }, m.cookie),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const cancels = stripe.requests('DELETE', '/v1/subscriptions/sub_guarantee');
    expect(new Set(cancels.map((r) => r.idempotencyKey))).toEqual(new Set([`guarantee:${m.id}`]));
    expect(stripe.subscriptions.get('sub_guarantee')?.status).toBe('canceled');
    const refunds = stripe
      .requests('POST', '/v1/refunds')
      .filter((r) => r.form.get('payment_intent') === 'pi_guarantee');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.get('amount')).toBe(String(price));
    const sum = sqlite()
      .prepare(
        "SELECT sum(amount_cents) AS n FROM ledger_entries WHERE user_id = ? AND kind = 'refund' AND status = 'refunded'",
      )
      .get(m.id);
    expect(sum).toEqual({ n: -price });
    const user = sqlite().prepare('SELECT membership_status AS s FROM users WHERE id = ?').get(m.id);
    expect(user).toEqual({ s: 'inactive' });
  });
});

describe('the guarantee is once per person at Stripe: the card and the customer count', () => {
  const price = TIERS.general.prices.monthlyCents;
  const options = async (cookie: string) =>
    body(await call(server, { url: '/api/membership/cancel', cookie })) as { guarantee: unknown };

  /**
   * A member who bought General monthly at a Stripe checkout (checkout.session.completed), paying
   * with the card whose fingerprint is `fingerprint`, saved to the customer `customer`.
   */
  async function paidWithCard(name: string, fingerprint: string, customer = `cus_${name}`) {
    const m = await addMember(server, { membershipType: 'general', membershipStatus: 'pending' });
    const metadata = { kind: 'membership', plan: 'general', flow: 'monthly', userId: m.id };
    stripe.paymentMethod(`pm_${name}`, { customer, fingerprint });
    stripe.subscription(`sub_${name}`, {
      amount: price,
      ...PERIOD,
      customer,
      defaultPaymentMethod: `pm_${name}`,
      metadata,
    });
    stripe.sessions.set(`cs_${name}`, {
      id: `cs_${name}`,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      mode: 'subscription',
      customer,
      subscription: `sub_${name}`,
      payment_intent: `pi_${name}`,
      amount_total: price,
      metadata,
    });
    const paid = await deliver({
      id: `evt_paid_${name}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: `cs_${name}`, object: 'checkout.session' } },
    });
    expect(body(paid)).toEqual({ received: true, outcome: 'processed' });
    expect(await status(m.cookie)).toMatchObject({ hasSubscription: true, stripeStatus: 'active' });
    return m;
  }

  async function claims(m: { cookie: string }) {
    expect(await options(m.cookie)).toMatchObject({ guarantee: { refundCents: price } });
    expect((await post('/api/membership/cancel', { guarantee: true }, m.cookie)).statusCode).toBe(200);
  }

  async function isRefused(m: { cookie: string }) {
    expect((await options(m.cookie)).guarantee).toBeNull();
    expect(body(await post('/api/membership/cancel', { guarantee: true }, m.cookie))).toMatchObject({
      code: 'no_guarantee',
    });
  }

  it('refuses it to a new account paying with the card of a claim, under another customer and address; offers it with another card', async () => {
    await claims(await paidWithCard('card_first', 'fp_card_shared'));
    // The card is read at Stripe by the payment method the subscription charges.
    expect(stripe.requests('GET', '/v1/payment_methods/pm_card_first')).not.toHaveLength(0);
    await isRefused(await paidWithCard('card_again', 'fp_card_shared'));
    const other = await paidWithCard('card_other', 'fp_card_other');
    expect(await options(other.cookie)).toMatchObject({ guarantee: { refundCents: price } });
    // Only hashes are kept: no fingerprint in clear.
    const marks = sqlite().prepare("SELECT count(*) AS n FROM account_marks WHERE hash LIKE '%fp_%'").get();
    expect(marks).toEqual({ n: 0 });
  });

  it('learns the card at the claim for a plan paid before cards were remembered', async () => {
    const m = await monthly('sub_card_before');
    stripe.paymentMethod('pm_card_before', {
      customer: 'cus_sub_card_before',
      fingerprint: 'fp_card_before',
    });
    const sub = stripe.subscriptions.get('sub_card_before') as Record<string, unknown>;
    sub.default_payment_method = 'pm_card_before';
    const ctx = contextOf(server);
    writeTransaction(ctx.database, () =>
      recordLedgerEntry(
        ctx.db,
        {
          userId: m.id,
          kind: 'membership',
          amountCents: price,
          description: 'General membership',
          gatewayRef: 'in_card_before',
          invoiceId: 'in_card_before',
          paymentIntentId: 'pi_card_before',
        },
        wallToInstant('2026-12-01', '09:00', ZONE),
      ),
    );
    await claims(m);
    await isRefused(await paidWithCard('card_before_again', 'fp_card_before'));
  });

  it("refuses it to an account under the claim's customer at Stripe, with another card and address", async () => {
    await claims(await paidWithCard('customer_first', 'fp_customer_first', 'cus_shared_by_two'));
    await isRefused(await paidWithCard('customer_again', 'fp_customer_again', 'cus_shared_by_two'));
  });
});

describe('webhooks keep our rows in step', () => {
  it('takes a cancel_at set and cleared at Stripe as our cancellation made and taken back, each with its email', async () => {
    const m = await monthly('sub_hook_cancel');
    const sub = stripe.subscriptions.get('sub_hook_cancel') as Record<string, unknown>;
    sub.cancel_at = midnight('2027-02-01') / 1000;
    const res = await deliver(subscriptionEvent('customer.subscription.updated', 'sub_hook_cancel'));
    expect(body(res)).toEqual({ received: true, outcome: 'processed' });
    expect(await status(m.cookie)).toMatchObject({ endsOn: '2027-01-31' });
    expect(body(await call(server, { url: '/api/membership/cancel', cookie: m.cookie }))).toMatchObject({
      cancellation: { lastDay: '2027-01-31', guarantee: false },
    });
    // The same state reported again changes nothing.
    await deliver(subscriptionEvent('customer.subscription.updated', 'sub_hook_cancel'));
    const rows = sqlite()
      .prepare('SELECT count(*) AS n FROM membership_cancellations WHERE user_id = ?')
      .get(m.id);
    expect(rows).toEqual({ n: 1 });

    sub.cancel_at = null;
    await deliver(subscriptionEvent('customer.subscription.updated', 'sub_hook_cancel'));
    expect(await status(m.cookie)).toMatchObject({ endsOn: null });
    expect(mailsTo(m.id)).toEqual(['membership_cancelled', 'membership_cancel_withdrawn']);
  });

  it('takes our own cancellation reported back by its webhook as it is: one row, one email', async () => {
    const m = await monthly('sub_hook_race');
    const res = await post('/api/membership/cancel', {}, m.cookie);
    expect(res.statusCode).toBe(200);
    await deliver(subscriptionEvent('customer.subscription.updated', 'sub_hook_race'));
    expect(mailsTo(m.id)).toEqual(['membership_cancelled']);
    expect(await status(m.cookie)).toMatchObject({ endsOn: '2027-01-31' });
  });

  it('ends our freeze when billing restarts at Stripe while it has days to run', async () => {
    const m = await monthly('sub_hook_pause');
    expect((await post('/api/membership/freeze', { months: 2 }, m.cookie)).statusCode).toBe(200);
    const sub = stripe.subscriptions.get('sub_hook_pause') as Record<string, unknown>;
    expect(sub.pause_collection).toMatchObject({ behavior: 'void' });
    // Our own pause reported back changes nothing.
    await deliver(subscriptionEvent('customer.subscription.updated', 'sub_hook_pause'));
    expect(await status(m.cookie)).toMatchObject({ frozenFrom: '2027-01-01', frozenUntil: '2027-03-01' });

    // 10 January: the pause is cleared in Stripe's dashboard; the member is billed again.
    clock.now = wallToInstant('2027-01-10', '10:00', ZONE);
    m.cookie = await signIn(server, m.email);
    sub.pause_collection = null;
    await deliver(subscriptionEvent('customer.subscription.updated', 'sub_hook_pause'));
    expect(await status(m.cookie)).toMatchObject({ frozenFrom: null, frozenUntil: null });
    const freeze = sqlite()
      .prepare(
        'SELECT starts_on AS startsOn, resumes_on AS resumesOn FROM membership_freezes WHERE user_id = ?',
      )
      .get(m.id);
    expect(freeze).toEqual({ startsOn: '2027-01-01', resumesOn: '2027-01-10' });
    expect(mailsTo(m.id)).toEqual(['membership_frozen', 'membership_resumed']);
  });

  it("marks our freeze's pause as set when Stripe reports it before we wrote it down", async () => {
    const m = await monthly('sub_hook_pause_seen');
    // From 1 February: a charge on 1 January comes first, so the pause waits (for the background pass).
    const res = await post('/api/membership/freeze', { months: 1, startsOn: '2027-02-01' }, m.cookie);
    expect(res.statusCode).toBe(200);
    const pausedAt = () =>
      sqlite().prepare('SELECT paused_at AS p FROM membership_freezes WHERE user_id = ?').get(m.id);
    expect(pausedAt()).toEqual({ p: null });
    expect(stripe.requests('POST', '/v1/subscriptions/sub_hook_pause_seen')).toEqual([]);
    // The pause reached Stripe (a pass that stopped before writing it down); its event tells us.
    const sub = stripe.subscriptions.get('sub_hook_pause_seen') as Record<string, unknown>;
    sub.pause_collection = { behavior: 'void', resumes_at: midnight('2027-03-01') / 1000 };
    await deliver(subscriptionEvent('customer.subscription.updated', 'sub_hook_pause_seen'));
    expect(pausedAt()).not.toEqual({ p: null });
  });

  it('follows customer.subscription.paused and resumed: no access while Stripe has it paused', async () => {
    const m = await monthly('sub_hook_paused');
    const sub = stripe.subscriptions.get('sub_hook_paused') as Record<string, unknown>;
    sub.status = 'paused';
    await deliver(subscriptionEvent('customer.subscription.paused', 'sub_hook_paused'));
    const account = async () => body(await call(server, { url: '/api/auth/user', cookie: m.cookie }));
    expect(await account()).toMatchObject({ membershipStatus: 'inactive' });
    sub.status = 'active';
    await deliver(subscriptionEvent('customer.subscription.resumed', 'sub_hook_paused'));
    expect(await account()).toMatchObject({ membershipStatus: 'monthly' });
  });
});
