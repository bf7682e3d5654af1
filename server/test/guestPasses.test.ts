/**
 * VIP guest passes as reservations: passes waiting on an unpaid checkout (a new booking's hold or an
 * edit adding guests) count for every other quote, come back when that checkout ends unpaid, and a
 * payment is re-checked against the month's total: interleaved checkouts and edits never give more
 * than the tier's free guests in a venue month. The account says how many are left.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const START = Date.UTC(2026, 10, 22, 17, 0);
const PASSES = TIERS.vip.freeGuestPassesPerMonth;
let server: Server;

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => START });
});
afterAll(() => server.stop());

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const sqlite = () => contextOf(server).database.sqlite;
const passesInNovember = (userId: string) =>
  (
    sqlite()
      .prepare(
        "SELECT coalesce(sum(guest_count), 0) AS n FROM guest_passes WHERE user_id = ? AND billing_month = '2026-11'",
      )
      .get(userId) as { n: number }
  ).n;
const left = async (cookie: string) =>
  body<{ guestPassesLeft: number | null }>(await call(server, { url: '/api/auth/user', cookie }))
    .guestPassesLeft;

/** `passes` passes spent earlier in November on a booking now past. */
function spentEarlier(userId: string, passes: number) {
  const id = randomUUID();
  const at = '2026-11-02T17:00:00.000Z';
  sqlite()
    .prepare(
      `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
       VALUES (?, ?, '3', '2026-11-02', ?, '2026-11-02T18:00:00.000Z', 5, 'completed', ?, ?)`,
    )
    .run(id, userId, at, at, at);
  sqlite()
    .prepare(
      "INSERT INTO guest_passes (id, user_id, booking_id, guest_count, billing_month, created_at) VALUES (?, ?, ?, ?, '2026-11', ?)",
    )
    .run(randomUUID(), userId, id, passes, at);
}

const slot = (bay: string, date: string, players: number) => ({
  bayNumber: bay,
  bookingDate: date,
  startTime: '18:00',
  endTime: '19:00',
  guestCount: String(players),
});

describe('guest passes', () => {
  it("are null for General and VIP's monthly allowance on the account", async () => {
    expect(await left((await addMember(server)).cookie)).toBeNull();
    expect(await left((await addMember(server, { membershipType: 'vip' })).cookie)).toBe(PASSES);
  });

  it('never exceed the monthly allowance under interleaved checkouts and edits', async () => {
    const v = await addMember(server, { membershipType: 'vip' });
    spentEarlier(v.id, PASSES - 4);
    const checkAtMostAllowance = () => expect(passesInNovember(v.id)).toBeLessThanOrEqual(PASSES);

    // A: 4 guests on the last 4 passes, then cut to 2 guests (2 passes come back).
    const a = body<{ booking: { id: string } }>(
      await post('/api/guest-checkout', { guestCount: 4, bookingData: slot('1', '2026-11-24', 5) }, v.cookie),
    ).booking;
    checkAtMostAllowance();
    await call(server, {
      method: 'PUT',
      url: `/api/bookings/${a.id}`,
      payload: slot('1', '2026-11-24', 3),
      cookie: v.cookie,
      headers: { host: 'localhost:5000' },
    });
    expect(await left(v.cookie)).toBe(2);

    // B: alone, then an edit to 4 guests: 2 on the last passes, 2 paid; its checkout is left open.
    const b = body<{ booking: { id: string } }>(
      await post('/api/guest-checkout', { guestCount: 1, bookingData: slot('2', '2026-11-25', 2) }, v.cookie),
    ).booking;
    expect(await left(v.cookie)).toBe(1);
    const bEdit = await post(
      '/api/guest-checkout',
      { guestCount: 4, bookingId: b.id, bookingData: slot('2', '2026-11-25', 5) },
      v.cookie,
    );
    expect(bEdit.statusCode).toBe(200);
    checkAtMostAllowance();
    expect(await left(v.cookie)).toBe(0);

    // Meanwhile A goes back to 4 guests: the passes B's open checkout holds are not A's to take.
    const aEdit = await post(
      '/api/guest-checkout',
      { guestCount: 4, bookingId: a.id, bookingData: slot('1', '2026-11-24', 5) },
      v.cookie,
    );
    expect(aEdit.statusCode).toBe(200);
    expect(body(aEdit).url).toMatch(/^\/test-checkout/);
    checkAtMostAllowance();

    // Both paid, in either order: still the allowance.
    for (const res of [aEdit, bEdit]) {
      await post(`/api/payments/sandbox/sessions/${body<{ sessionId: string }>(res).sessionId}/complete`, {});
      checkAtMostAllowance();
    }
    expect(passesInNovember(v.id)).toBe(PASSES);
    const players = sqlite()
      .prepare('SELECT guest_count AS n FROM bookings WHERE id IN (?, ?) ORDER BY bay_number')
      .all(a.id, b.id) as Array<{ n: number }>;
    expect(players.map((p) => p.n)).toEqual([5, 5]);
  });

  it("come back when an edit's checkout is cancelled", async () => {
    const v = await addMember(server, { membershipType: 'vip' });
    spentEarlier(v.id, PASSES - 2);
    const b = body<{ booking: { id: string } }>(
      await post('/api/guest-checkout', { guestCount: 1, bookingData: slot('3', '2026-11-26', 2) }, v.cookie),
    ).booking;
    expect(await left(v.cookie)).toBe(1);
    const edit = body<{ sessionId: string }>(
      await post(
        '/api/guest-checkout',
        { guestCount: 4, bookingId: b.id, bookingData: slot('3', '2026-11-26', 5) },
        v.cookie,
      ),
    );
    expect(await left(v.cookie)).toBe(0);
    await post(`/api/payments/sandbox/sessions/${edit.sessionId}/cancel`, {});
    expect(await left(v.cookie)).toBe(1);
    expect(passesInNovember(v.id)).toBe(PASSES - 1);
  });
});
