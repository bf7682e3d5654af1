/**
 * Leaving through the real server, database and sandbox gateway: cancelling with notice (the last
 * day and every charge still to come, read before confirming; the gateway told to end then; taken
 * back), and the money-back guarantee (every membership payment refunded once, also under two
 * requests at once; the membership and its bookings ended; once per person, even after deleting
 * the account and joining again with the same address, any address the account proved, or the same
 * address with a '+tag' or in other case; kept as hashes only).
 */
import type { Server } from '@hapi/hapi';
import { cancelCopy, formatMoney, TIERS, wallToInstant } from '@lounge/core';
import type { CancelOptionsView } from '@lounge/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call, postFromSite, SITE } from './http';
import {
  addMember,
  addStaff,
  confirmAddressByLink,
  joinedMonthly,
  mailedToken,
  signIn,
  TEST_PASSWORD,
} from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

const ZONE = 'America/Denver';
const at = (date: string, time = '10:00') => wallToInstant(date, time, ZONE);
const JOIN = at('2026-11-22');
const PRICE = TIERS.general.prices.monthlyCents;
const clock = { now: JOIN };
let server: Server;

beforeAll(async () => {
  // The guarantee's tests follow the address links sign-up mails: a box with a mail server keeps them.
  server = await makeServer(
    { ...WITH_MAIL_SERVER, RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
    { now: () => clock.now },
  );
});
afterAll(() => server.stop());

const sql = () => contextOf(server).database.sqlite;
const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const del = (url: string, cookie: string, payload?: unknown) =>
  call(server, { method: 'DELETE', url, cookie, payload });
const options = async (cookie: string) => body(await call(server, { url: '/api/membership/cancel', cookie }));
const subscription = (userId: string) =>
  sql()
    .prepare(
      'SELECT s.cancel_at AS cancelAt, s.status FROM sandbox_subscriptions s JOIN users u ON u.stripe_subscription_id = s.id WHERE u.id = ?',
    )
    .get(userId) as { cancelAt: string | null; status: string };
const ledgerSum = (userId: string, kind: string) =>
  (
    sql()
      .prepare(
        "SELECT coalesce(sum(amount_cents), 0) AS n FROM ledger_entries WHERE user_id = ? AND kind = ? AND status != 'failed'",
      )
      .get(userId, kind) as { n: number }
  ).n;
const mailsTo = (userId: string) =>
  (
    sql().prepare('SELECT kind FROM outbox_messages WHERE user_id = ? ORDER BY rowid').all(userId) as {
      kind: string;
    }[]
  ).map((r) => r.kind);

async function joined(email?: string) {
  clock.now = JOIN;
  return joinedMonthly(server, 'general', email ? { email } : {});
}

async function onDay(m: { email: string; cookie: string }, date: string) {
  clock.now = at(date);
  m.cookie = await signIn(server, m.email);
}

describe('cancelling with notice', () => {
  it('states the last day and every charge to come, tells the gateway, and can be taken back', async () => {
    const m = await joined();
    await onDay(m, '2026-12-01');
    const offered = await options(m.cookie);
    expect(offered).toMatchObject({
      cancellation: null,
      notice: {
        noticeEndsOn: '2026-12-31',
        endsOn: '2027-01-22',
        lastDay: '2027-01-21',
        charges: [{ on: '2026-12-22', cents: PRICE }],
        summary: `One more payment of ${formatMoney(PRICE)} on December 22, 2026; your membership ends on January 21, 2027.`,
      },
      guarantee: { lastDay: '2026-12-22', refundCents: PRICE },
    });

    const done = await post('/api/membership/cancel', {}, m.cookie);
    expect(done.statusCode).toBe(200);
    expect(body(done)).toMatchObject({ cancellation: { lastDay: '2027-01-21', guarantee: false } });
    expect(subscription(m.id).cancelAt).toBe(new Date(at('2027-01-22', '00:00')).toISOString());
    expect(body(await post('/api/membership/cancel', {}, m.cookie))).toMatchObject({ code: 'cancel_exists' });

    const back = await del('/api/membership/cancel', m.cookie);
    expect(back.statusCode).toBe(200);
    expect(body(back)).toMatchObject({ cancellation: null });
    expect(subscription(m.id).cancelAt).toBeNull();
    expect(mailsTo(m.id)).toEqual(
      expect.arrayContaining(['membership_cancelled', 'membership_cancel_withdrawn']),
    );
    expect(body(await del('/api/membership/cancel', m.cookie))).toMatchObject({ code: 'no_cancellation' });
  });

  it('lists every charge still to come when the notice spans more than one, leaving a frozen one out', async () => {
    // A venue with 75 days' notice: asked on December 1, the notice ends February 14, and the
    // membership at the end of the period holding it (February 21), after two more charges.
    const long = await makeServer(
      { RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', CANCEL_NOTICE_DAYS: '75' },
      { now: () => clock.now },
    );
    try {
      clock.now = JOIN;
      const m = await joinedMonthly(long, 'general', {});
      clock.now = at('2026-12-01');
      m.cookie = await signIn(long, m.email);
      const read = async () =>
        body<CancelOptionsView>(await call(long, { url: '/api/membership/cancel', cookie: m.cookie }));
      expect((await read()).notice).toEqual({
        noticeEndsOn: '2027-02-14',
        endsOn: '2027-02-22',
        lastDay: '2027-02-21',
        charges: [
          { on: '2026-12-22', cents: PRICE },
          { on: '2027-01-22', cents: PRICE },
        ],
        summary: `2 more payments (${formatMoney(2 * PRICE)} in all) on December 22, 2026, January 22, 2027; your membership ends on February 21, 2027.`,
      });
      // Frozen for the month from December 22: that billing date charges nothing and is left out.
      const frozen = await postFromSite(long, '/api/membership/freeze', { months: 1 }, m.cookie);
      expect(frozen.statusCode).toBe(200);
      const notice = (await read()).notice;
      expect(notice?.charges).toEqual([{ on: '2027-01-22', cents: PRICE }]);
      expect(notice?.summary).toBe(
        `One more payment of ${formatMoney(PRICE)} on January 22, 2027; your membership ends on February 21, 2027.`,
      );
      const done = await postFromSite(long, '/api/membership/cancel', {}, m.cookie);
      expect(body(done)).toMatchObject({ cancellation: { lastDay: '2027-02-21', guarantee: false } });
      const status = body(await call(long, { url: '/api/subscription/status', cookie: m.cookie }));
      expect(status).toMatchObject({
        frozenFrom: '2026-12-22',
        frozenUntil: '2027-01-22',
        endsOn: '2027-02-21',
        guaranteeUntil: null,
      });
    } finally {
      await long.stop();
    }
  });

  it('states the guarantee, the freeze and the last day on the subscription status, from our rows', async () => {
    const m = await joined();
    await onDay(m, '2026-12-01');
    const status = async () =>
      body(await call(server, { url: '/api/subscription/status', cookie: m.cookie }));
    expect(await status()).toMatchObject({
      hasSubscription: true,
      frozenFrom: null,
      frozenUntil: null,
      endsOn: null,
      guaranteeUntil: '2026-12-22',
    });
    expect((await post('/api/membership/freeze', { months: 2 }, m.cookie)).statusCode).toBe(200);
    expect((await post('/api/membership/cancel', {}, m.cookie)).statusCode).toBe(200);
    // Notice ends December 31; the period holding it ends January 21. The freeze runs on past it.
    expect(await status()).toMatchObject({
      frozenFrom: '2026-12-22',
      frozenUntil: '2027-02-22',
      endsOn: '2027-01-21',
      guaranteeUntil: null,
    });
    await del('/api/membership/cancel', m.cookie);
    await del('/api/membership/freeze', m.cookie);
    expect(await status()).toMatchObject({
      frozenFrom: null,
      frozenUntil: null,
      endsOn: null,
      guaranteeUntil: '2026-12-22',
    });
  });

  it('lets the desk cancel with a reason, audited', async () => {
    const m = await joined();
    const staff = await addStaff(server, 'staff');
    const res = await post(`/api/staff/members/${m.id}/cancel`, { reason: 'Moving away' }, staff.cookie);
    expect(res.statusCode).toBe(200);
    const audit = sql()
      .prepare("SELECT details FROM staff_actions WHERE action = 'cancel_membership' AND target_id = ?")
      .get(m.id) as {
      details: string;
    };
    expect(JSON.parse(audit.details)).toMatchObject({ reason: 'Moving away', endsOn: '2027-01-22' });
  });
});

describe('the money-back guarantee', () => {
  it('refunds every membership payment once under two requests at once, ends the membership and its bookings', async () => {
    const m = await joined();
    await onDay(m, '2026-11-24');
    const booked = body(await post('/api/bookings', bookingRequest({ bookingDate: '2026-11-27' }), m.cookie));
    expect(booked.status).toBe('confirmed');
    const paid = ledgerSum(m.id, 'membership');
    expect(paid).toBe(PRICE);

    const both = await Promise.all([
      post('/api/membership/cancel', { guarantee: true }, m.cookie),
      post('/api/membership/cancel', { guarantee: true }, m.cookie),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(ledgerSum(m.id, 'refund')).toBe(-paid);
    expect(subscription(m.id).status).toBe('canceled');
    const user = sql().prepare('SELECT membership_status AS s FROM users WHERE id = ?').get(m.id);
    expect(user).toEqual({ s: 'inactive' });
    expect(sql().prepare('SELECT status FROM bookings WHERE id = ?').get(booked.id)).toEqual({
      status: 'cancelled',
    });
    expect(mailsTo(m.id)).toContain('membership_guarantee_refunded');
  });

  it('is offered once per person: not again after deleting the account and joining with the same address', async () => {
    const email = 'once@example.com';
    const first = await joined(email);
    expect((await post('/api/membership/cancel', { guarantee: true }, first.cookie)).statusCode).toBe(200);
    const deleted = await call(server, {
      method: 'DELETE',
      url: '/api/auth/user',
      payload: { password: TEST_PASSWORD },
      cookie: first.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await joined(email);
    expect((await options(again.cookie)).guarantee).toBeNull();
    expect(body(await post('/api/membership/cancel', { guarantee: true }, again.cookie))).toMatchObject({
      code: 'no_guarantee',
      message: cancelCopy.noGuarantee,
    });
  });

  const refusedGuarantee = async (cookie: string) => {
    expect((await options(cookie)).guarantee).toBeNull();
    expect(body(await post('/api/membership/cancel', { guarantee: true }, cookie))).toMatchObject({
      code: 'no_guarantee',
      message: cancelCopy.noGuarantee,
    });
  };
  const deleteAccount = async (cookie: string) =>
    expect(
      (
        await call(server, {
          method: 'DELETE',
          url: '/api/auth/user',
          payload: { password: TEST_PASSWORD },
          cookie,
        })
      ).statusCode,
    ).toBe(200);

  it('remembers every address the account proved: not again at the first address after a change, the guarantee and a deletion', async () => {
    const first = await joined('first.address@example.com');
    // The member proves the address sign-up gave, then moves to another and proves that one too.
    expect((await post('/api/auth/confirm-email/resend', {}, first.cookie)).statusCode).toBe(200);
    await confirmAddressByLink(server, first.email, first.cookie);
    expect(
      (
        await post(
          '/api/auth/change-email',
          { newEmail: 'second.address@example.com', password: TEST_PASSWORD },
          first.cookie,
        )
      ).statusCode,
    ).toBe(200);
    const token = mailedToken(server, 'second.address@example.com', 'email_change_confirm');
    expect((await post('/api/auth/verify-email', { token }, first.cookie)).statusCode).toBe(200);
    expect((await post('/api/membership/cancel', { guarantee: true }, first.cookie)).statusCode).toBe(200);
    await deleteAccount(first.cookie);

    // Joining again at either address: not offered, and refused when asked for.
    await refusedGuarantee((await joined('first.address@example.com')).cookie);
    await refusedGuarantee((await joined('second.address@example.com')).cookie);
    // What outlives the account is hashes, never an address in clear.
    const kept = sql()
      .prepare(
        'SELECT hash FROM account_marks WHERE user_id = ? UNION ALL SELECT email_hash FROM guarantee_claims WHERE user_id = ?',
      )
      .all(first.id, first.id) as { hash: string }[];
    expect(kept.length).toBeGreaterThanOrEqual(2);
    for (const { hash } of kept) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts a +alias and another case of a claimed address as the same address', async () => {
    const owner = await joined('alias.owner@example.com');
    expect((await post('/api/membership/cancel', { guarantee: true }, owner.cookie)).statusCode).toBe(200);
    // The first account still exists; the same person joins under a tagged address.
    await refusedGuarantee((await joined('Alias.Owner+golf@EXAMPLE.com')).cookie);
    await deleteAccount(owner.cookie);
    await refusedGuarantee((await joined('ALIAS.OWNER+again@example.COM')).cookie);
    // Another mailbox is another person.
    const other = await joined('alias.owner2@example.com');
    expect((await options(other.cookie)).guarantee).toMatchObject({ refundCents: PRICE });
  });

  it('forgets the marks of an account deleted without taking it', async () => {
    const m = await addMember(server, {
      email: 'never.claimed@example.com',
      membershipType: null,
      membershipStatus: 'inactive',
    });
    expect((await post('/api/auth/confirm-email/resend', {}, m.cookie)).statusCode).toBe(200);
    await confirmAddressByLink(server, m.email, m.cookie);
    const marks = sql().prepare('SELECT count(*) AS n FROM account_marks WHERE user_id = ?');
    expect(marks.get(m.id)).toEqual({ n: 1 });
    await deleteAccount(m.cookie);
    expect(marks.get(m.id)).toEqual({ n: 0 });
    // The address may take the guarantee on a new account.
    const again = await joined('never.claimed@example.com');
    expect((await options(again.cookie)).guarantee).toMatchObject({ refundCents: PRICE });
  });

  it('leaves a member who comes back on the same account free to cancel the new plan with notice, without a second guarantee', async () => {
    const m = await joined();
    expect((await post('/api/membership/cancel', { guarantee: true }, m.cookie)).statusCode).toBe(200);
    expect((await options(m.cookie)).cancellation).toEqual({ lastDay: '2026-11-21', guarantee: true });
    // A week later the member buys the monthly plan again, on the same account.
    await onDay(m, '2026-11-29');
    const { sessionId } = body<{ sessionId: string }>(
      await post(
        '/api/checkout/create-session',
        { plan: 'general', flow: 'monthly', successUrl: `${SITE}/billing/complete`, cancelUrl: `${SITE}/` },
        m.cookie,
      ),
    );
    await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    const back = await options(m.cookie);
    expect(back).toMatchObject({ cancellation: null, guarantee: null, notice: { lastDay: '2027-01-28' } });
    const res = await post('/api/membership/cancel', {}, m.cookie);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ cancellation: { lastDay: '2027-01-28', guarantee: false } });
  });

  it('is not offered after its last day', async () => {
    const m = await joined();
    await onDay(m, '2026-12-23');
    expect((await options(m.cookie)).guarantee).toBeNull();
  });
});
