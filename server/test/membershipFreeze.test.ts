/**
 * Freezing a membership through the real server, database and sandbox gateway: the bookings inside
 * the freeze listed, then cancelled on confirm; frozen days refused for bookings and the waitlist;
 * the gateway's charging paused; an early end; the yearly cap and the desk's audited override;
 * the emails.
 */
import type { Server } from '@hapi/hapi';
import { TIERS, tierForMonth, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFreezesInStep } from '../src/membership/freezeService';
import { moveWaitlistOn } from '../src/waitlist/waitlistService';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addStaff, joinedMonthly, signIn } from './members';
import { makeServer } from './testServer';

const ZONE = 'America/Denver';
const at = (date: string, time = '10:00') => wallToInstant(date, time, ZONE);
/** Sunday 2026-11-22, 10:00 in Denver: members join, so they are billed on the 22nd. */
const JOIN = at('2026-11-22');
const clock = { now: JOIN };
let server: Server;

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => clock.now });
});
afterAll(() => server.stop());

const sql = () => contextOf(server).database.sqlite;
const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const del = (url: string, cookie: string, payload?: unknown) =>
  call(server, { method: 'DELETE', url, cookie, payload });
const options = async (cookie: string) => body(await call(server, { url: '/api/membership/freeze', cookie }));
const book = (cookie: string, bookingDate: string, over: Record<string, unknown> = {}) =>
  post('/api/bookings', bookingRequest({ bookingDate, ...over }), cookie);
const mailsTo = (email: string) =>
  (
    sql()
      .prepare('SELECT kind FROM outbox_messages WHERE to_address = ? ORDER BY created_at, rowid')
      .all(email) as {
      kind: string;
    }[]
  ).map((r) => r.kind);
const pausedUntil = (userId: string) =>
  (
    sql()
      .prepare(
        'SELECT s.paused_until AS p FROM sandbox_subscriptions s JOIN users u ON u.stripe_subscription_id = s.id WHERE u.id = ?',
      )
      .get(userId) as { p: string | null }
  ).p;

/** A member who bought `plan` monthly in the sandbox at JOIN. */
async function joined(plan: 'general' | 'vip' = 'general') {
  clock.now = JOIN;
  return joinedMonthly(server, plan);
}

/** Moves the clock and signs the member in again (a session does not outlive weeks of test time). */
async function onDay(m: { email: string; cookie: string }, date: string, time = '10:00') {
  clock.now = at(date, time);
  m.cookie = await signIn(server, m.email);
}

describe('freezing a membership', () => {
  it('lists the bookings inside, cancels them on confirm, refuses frozen days, pauses billing, and resumes early', async () => {
    const m = await joined('vip');
    await onDay(m, '2026-12-18');
    expect(await options(m.cookie)).toEqual({
      freeze: null,
      startChoices: ['2026-12-22', '2027-01-22'],
      monthChoices: [1, 2, 3],
      monthsLeft: 3,
    });
    const before = body(await book(m.cookie, '2026-12-21'));
    const inside = body(await book(m.cookie, '2026-12-23'));
    expect([before.status, inside.status]).toEqual(['confirmed', 'confirmed']);

    const asked = await post('/api/membership/freeze', { months: 1 }, m.cookie);
    expect(asked.statusCode).toBe(409);
    expect(body(asked)).toMatchObject({ code: 'freeze_has_bookings' });
    expect((body(asked).bookings as { id: string }[]).map((b) => b.id)).toEqual([inside.id]);
    expect(sql().prepare('SELECT count(*) AS n FROM membership_freezes').get()).toEqual({ n: 0 });

    const done = await post('/api/membership/freeze', { months: 1, cancelBookings: true }, m.cookie);
    expect(done.statusCode).toBe(200);
    expect(body(done)).toMatchObject({
      freeze: { startsOn: '2026-12-22', resumesOn: '2027-01-22' },
      startChoices: [],
    });
    const status = (id: unknown) =>
      (sql().prepare('SELECT status FROM bookings WHERE id = ?').get(id) as { status: string }).status;
    expect(status(inside.id)).toBe('cancelled');
    expect(status(before.id)).toBe('confirmed');
    // The next charge is the freeze's first day: the gateway stops charging until it resumes.
    expect(pausedUntil(m.id)).toBe(new Date(at('2027-01-22', '00:00')).toISOString());

    await onDay(m, '2026-12-26');
    const frozen = await book(m.cookie, '2026-12-28');
    expect(frozen.statusCode).toBe(409);
    expect(body(frozen)).toMatchObject({
      code: 'membership_frozen',
      field: 'bookingDate',
      message: expect.stringContaining('until January 22, 2027'),
    });
    expect(
      body(await post('/api/waitlist', bookingRequest({ bookingDate: '2026-12-28' }), m.cookie)),
    ).toMatchObject({
      code: 'membership_frozen',
    });

    const ended = await del('/api/membership/freeze', m.cookie);
    expect(ended.statusCode).toBe(200);
    expect(body(ended)).toMatchObject({ freeze: null });
    expect((await book(m.cookie, '2026-12-28')).statusCode).toBe(201);
    expect(pausedUntil(m.id)).toBeNull();
    expect(mailsTo(m.email)).toEqual(expect.arrayContaining(['membership_frozen', 'membership_resumed']));
    // Ended early, it counted the one month it had begun.
    expect((await options(m.cookie)).monthsLeft).toBe(2);
  });

  it('offers a frozen member nothing from the waitlist until the freeze ends', async () => {
    const holder = await joined();
    const waiting = await joined();
    await onDay(holder, '2026-12-25');
    await onDay(waiting, '2026-12-25');
    const taken = body(await book(holder.cookie, '2026-12-30'));
    expect(
      (await post('/api/waitlist', bookingRequest({ bookingDate: '2026-12-30' }), waiting.cookie)).statusCode,
    ).toBe(201);
    // Frozen from the next billing date, after joining the line.
    sql()
      .prepare(
        "INSERT INTO membership_freezes (id, user_id, starts_on, resumes_on, months, created_at, updated_at) VALUES ('f-wait', ?, '2026-12-22', '2027-01-22', 1, ?, ?)",
      )
      .run(waiting.id, new Date(clock.now).toISOString(), new Date(clock.now).toISOString());
    expect(
      (
        await call(server, {
          method: 'PATCH',
          url: `/api/bookings/${taken.id}/cancel`,
          cookie: holder.cookie,
        })
      ).statusCode,
    ).toBe(200);
    moveWaitlistOn(contextOf(server));
    const entry = sql().prepare('SELECT status FROM waitlist_entries WHERE user_id = ?').get(waiting.id);
    expect(entry).toEqual({ status: 'waiting' });
  });

  it("withholds a VIP's guest passes for the frozen days of each month, and gives them back when the freeze ends early", async () => {
    const m = await joined('vip');
    expect((await post('/api/membership/freeze', { months: 1 }, m.cookie)).statusCode).toBe(200);
    const passesLeft = async () =>
      body(await call(server, { url: '/api/auth/user', cookie: m.cookie })).guestPassesLeft;
    // What core gives a month of a freeze from 22 December (core/test/guestFees.test.ts pins the figures).
    const passesIn = (month: string, resumesOn = '2027-01-22') =>
      tierForMonth(TIERS.vip, month, [{ startsOn: '2026-12-22', resumesOn }]).freeGuestPassesPerMonth;
    // Frozen from 22 December until 22 January: December keeps 21 of its 31 days' passes.
    await onDay(m, '2026-12-15');
    expect(await passesLeft()).toBe(passesIn('2026-12'));
    expect(passesIn('2026-12')).toBeLessThan(TIERS.vip.freeGuestPassesPerMonth);
    // A booking on an unfrozen December day with 4 guests: all on passes; a fifth guest is paid.
    const quote = await post(
      '/api/bookings/quote',
      bookingRequest({ bookingDate: '2026-12-20', guestCount: '5' }),
      m.cookie,
    );
    expect(body(quote).guests).toMatchObject({
      passGuests: 4,
      paidGuests: 0,
      passesLeft: passesIn('2026-12') - 4,
    });
    // January, still frozen until the 22nd: 10 of its 31 days.
    await onDay(m, '2027-01-10');
    expect(await passesLeft()).toBe(passesIn('2027-01'));
    // Ended early today: frozen 9 of January's days, 22 left.
    expect((await del('/api/membership/freeze', m.cookie)).statusCode).toBe(200);
    expect(await passesLeft()).toBe(passesIn('2027-01', '2027-01-10'));
    expect(passesIn('2027-01', '2027-01-10')).toBeGreaterThan(passesIn('2027-01'));
  });

  it('refuses a start that is not a billing date, a second freeze, and more than the yearly cap', async () => {
    const m = await joined();
    await onDay(m, '2026-12-01');
    expect(
      body(await post('/api/membership/freeze', { months: 1, startsOn: '2026-12-23' }, m.cookie)),
    ).toMatchObject({
      code: 'freeze_start',
      field: 'startsOn',
    });
    expect(body(await post('/api/membership/freeze', { months: 4 }, m.cookie))).toMatchObject({
      code: 'freeze_months',
    });
    expect((await post('/api/membership/freeze', { months: 3 }, m.cookie)).statusCode).toBe(200);
    expect(
      body(await post('/api/membership/freeze', { months: 1, startsOn: '2027-01-22' }, m.cookie)),
    ).toMatchObject({
      code: 'freeze_exists',
    });
    // Dropped before it starts: it counts nothing, and the gateway was never paused before its time.
    expect(pausedUntil(m.id)).not.toBeNull();
    expect((await del('/api/membership/freeze', m.cookie)).statusCode).toBe(200);
    expect(pausedUntil(m.id)).toBeNull();
    expect((await options(m.cookie)).monthsLeft).toBe(3);
    expect(mailsTo(m.email)).toContain('membership_resumed');
  });

  it('lets staff freeze with a reason, past the yearly cap only with a manager’s override, audited', async () => {
    const m = await joined();
    const staff = await addStaff(server, 'staff');
    await onDay(m, '2026-12-01');
    staff.cookie = await signIn(server, staff.email);
    const url = `/api/staff/members/${m.id}/freeze`;
    expect((await post(url, { months: 3 }, staff.cookie)).statusCode).toBe(400);
    expect((await post(url, { months: 3, reason: 'Travelling for work' }, staff.cookie)).statusCode).toBe(
      200,
    );
    // Dropped by the desk before it began: it uses none of the year's months.
    expect((await del(url, staff.cookie, { reason: 'Plans changed' })).statusCode).toBe(200);
    // Three months from 22 December, ended early in its second month: two of the year's three used.
    expect((await post(url, { months: 3, reason: 'Surgery' }, staff.cookie)).statusCode).toBe(200);
    await onDay(m, '2027-01-25');
    staff.cookie = await signIn(server, staff.email);
    expect((await del(url, staff.cookie, { reason: 'Back early' })).statusCode).toBe(200);
    const refused = await post(url, { months: 2, reason: 'Again' }, staff.cookie);
    expect(body(refused)).toMatchObject({
      code: 'freeze_cap',
      message: 'You can freeze for at most 1 more month this year.',
    });
    // The override is a manager's step: plain staff meet 403, a manager (or an admin) makes it.
    const staffOver = await post(url, { months: 2, reason: 'Again', override: true }, staff.cookie);
    expect(staffOver.statusCode).toBe(403);
    expect(body(staffOver)).toMatchObject({ code: 'manager_needed' });
    const manager = await addStaff(server, 'manager');
    const over = await post(url, { months: 2, reason: 'Again', override: true }, manager.cookie);
    expect(over.statusCode).toBe(200);
    const audit = sql()
      .prepare(
        'SELECT action, details FROM staff_actions WHERE target_id = ? AND actor_id IN (?, ?) ORDER BY id',
      )
      .all(m.id, staff.id, manager.id) as { action: string; details: string }[];
    expect(audit.map((a) => a.action)).toEqual([
      'freeze_membership',
      'end_freeze',
      'freeze_membership',
      'end_freeze',
      'freeze_membership',
    ]);
    expect(JSON.parse(audit.at(-1)?.details ?? '{}')).toMatchObject({
      override: true,
      months: 2,
      reason: 'Again',
    });
    // A member cannot use the override.
    const memberOverride = await post('/api/membership/freeze', { months: 1, override: true }, m.cookie);
    expect(memberOverride.statusCode).toBe(400);
  });

  it('reminds the member a week before the freeze ends, and says when it has', async () => {
    const m = await joined();
    await onDay(m, '2026-12-01');
    expect((await post('/api/membership/freeze', { months: 1 }, m.cookie)).statusCode).toBe(200);
    clock.now = at('2027-01-14');
    await keepFreezesInStep(contextOf(server));
    expect(mailsTo(m.email)).not.toContain('membership_freeze_ending');
    clock.now = at('2027-01-15');
    await keepFreezesInStep(contextOf(server));
    await keepFreezesInStep(contextOf(server));
    expect(mailsTo(m.email).filter((k) => k === 'membership_freeze_ending')).toHaveLength(1);
    clock.now = at('2027-01-22');
    await keepFreezesInStep(contextOf(server));
    expect(mailsTo(m.email).at(-1)).toBe('membership_resumed');
  });
});
