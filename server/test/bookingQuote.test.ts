/**
 * POST /api/bookings/quote: who may ask what, bad input, and that the quote is what booking then
 * charges, for a member (the guest checkout's 402, VIP passes) and at the desk (the fee collected,
 * its ledger row); the desk's refusals in staff's words and the limits the override lifts.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { type BookingQuote, GUEST_FEE_CENTS, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const DAY = '2026-11-23';
const PASSES = TIERS.vip.freeGuestPassesPerMonth;
let server: Server;
let desk: { id: string; cookie: string };
let general: { id: string; cookie: string };
let vip: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
  general = await addMember(server, { firstName: 'Gus' });
  vip = await addMember(server, { firstName: 'Vera', membershipType: 'vip' });
});
afterAll(() => server.stop());

const slot = (start: string, end: string, players: number, bay = '1') => ({
  bookingDate: DAY,
  startTime: start,
  endTime: end,
  bayNumber: bay,
  guestCount: String(players),
});
const quote = async (cookie: string | undefined, payload: unknown) => {
  const res = await call(server, {
    method: 'POST',
    url: '/api/bookings/quote',
    payload,
    ...(cookie ? { cookie } : {}),
  });
  return { status: res.statusCode, body: body<BookingQuote & { field?: string; message?: string }>(res) };
};
const ledger = (userId: string) =>
  contextOf(server)
    .database.sqlite.prepare(
      'SELECT kind, amount_cents, method, recorded_by FROM ledger_entries WHERE user_id = ?',
    )
    .all(userId);

describe('who may ask for a quote', () => {
  it('is 401 signed out', async () => {
    expect((await quote(undefined, slot('12:00', '13:00', 1))).status).toBe(401);
  });
  it('is 403 to a member naming another member or asking with the override', async () => {
    const other = await quote(general.cookie, { ...slot('12:00', '13:00', 1), userId: vip.id });
    expect(other.status).toBe(403);
    expect(other.body.field).toBe('userId');
    expect((await quote(general.cookie, { ...slot('12:00', '13:00', 1), override: true })).status).toBe(403);
  });
  it('is 404 to staff naming no member', async () => {
    expect((await quote(desk.cookie, { ...slot('12:00', '13:00', 1), userId: randomUUID() })).status).toBe(
      404,
    );
  });
  it('is 400 naming the field for input no rule could read', async () => {
    for (const [payload, field] of [
      [{ ...slot('12:00', '13:00', 1), bayNumber: { x: 1 } }, 'bayNumber'],
      [{ ...slot('12:00', '13:00', 1), pinned: true }, 'pinned'],
      [{ ...slot('12:00', '13:00', 1), userId: 'x' }, 'userId'],
    ] as const) {
      const res = await quote(desk.cookie, payload);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('a member’s quote is what booking charges', () => {
  it('General: the fee quoted is the 402 the booking answers', async () => {
    const q = await quote(general.cookie, slot('12:00', '13:00', 3));
    expect(q.status).toBe(200);
    expect(q.body).toEqual({
      guests: { guests: 2, passGuests: 0, paidGuests: 2, feeCents: 2 * GUEST_FEE_CENTS, passesLeft: null },
      refusal: null,
      overrideLifts: [],
    });
    const booked = await call(server, {
      method: 'POST',
      url: '/api/bookings',
      cookie: general.cookie,
      payload: slot('12:00', '13:00', 3),
    });
    expect(booked.statusCode).toBe(402);
    expect(body(booked).feeCents).toBe(q.body.guests?.feeCents);
  });

  it('VIP: guests on passes, and the passes left after the booking', async () => {
    const q = await quote(vip.cookie, slot('12:00', '13:00', 4, '2'));
    expect(q.body.guests).toEqual({
      guests: 3,
      passGuests: 3,
      paidGuests: 0,
      feeCents: 0,
      passesLeft: PASSES - 3,
    });
    const booked = await call(server, {
      method: 'POST',
      url: '/api/bookings',
      cookie: vip.cookie,
      payload: slot('12:00', '13:00', 4, '2'),
    });
    expect(booked.statusCode).toBe(201);
    expect(body(booked).guestFee).toBe(0);
    const next = await quote(vip.cookie, slot('15:00', '16:00', 5, '2'));
    expect(next.body.guests).toMatchObject({ passGuests: 4, passesLeft: PASSES - 7 });
  });

  it('a refused booking says why, with the guests still worked out', async () => {
    const q = await quote(vip.cookie, slot('12:00', '13:00', 2, '2'));
    expect(q.body.refusal).toMatchObject({ status: 409, code: 'bay_taken', title: 'Bay Unavailable' });
    expect(q.body.guests).toMatchObject({ guests: 1, passGuests: 1 });
  });
});

describe('at the desk', () => {
  it('quotes the fee the desk booking then charges and writes to the ledger, with how it was taken', async () => {
    const ask = { ...slot('17:00', '18:00', 3, '3'), userId: general.id };
    const q = await quote(desk.cookie, ask);
    expect(q.body).toMatchObject({
      refusal: null,
      overrideLifts: [],
      guests: { paidGuests: 2, feeCents: 2 * GUEST_FEE_CENTS },
    });
    const booked = await call(server, {
      method: 'POST',
      url: '/api/staff/bookings',
      cookie: desk.cookie,
      payload: { ...ask, guestFeeCollected: true, paymentMethod: 'cash' },
    });
    expect(booked.statusCode, booked.payload).toBe(201);
    expect(body(booked).guestFee).toBe(q.body.guests?.feeCents);
    expect(ledger(general.id)).toEqual([
      { kind: 'desk', amount_cents: 2 * GUEST_FEE_CENTS, method: 'cash', recorded_by: desk.id },
    ]);
  });

  it('names the limits the override lifts, and words the refusal for staff', async () => {
    // Gus now holds his one upcoming booking; a second, 3 hours long, goes past two General limits.
    const ask = { ...slot('19:00', '22:00', 1, '3'), userId: general.id };
    const without = await quote(desk.cookie, ask);
    expect(without.body.overrideLifts.map((l) => l.code)).toEqual(['booking_limit', 'duration_limit']);
    expect(without.body.overrideLifts[0]?.text).toBe(
      'Gus Tester already has 1 upcoming booking; a General member may hold 1.',
    );
    expect(without.body.refusal).toMatchObject({ code: 'booking_limit', status: 400 });
    expect(without.body.refusal?.message).toBe(
      'Gus Tester already has 1 upcoming booking; a General member may hold 1. Turn on the override to book past it.',
    );
    expect(without.body.refusal?.message).not.toMatch(/\byour?\b/i);

    const refused = await call(server, {
      method: 'POST',
      url: '/api/staff/bookings',
      cookie: desk.cookie,
      payload: ask,
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe(without.body.refusal?.message);

    const withOverride = await quote(desk.cookie, { ...ask, override: true });
    expect(withOverride.body.refusal).toBeNull();
    expect(withOverride.body.overrideLifts).toHaveLength(2);
    const booked = await call(server, {
      method: 'POST',
      url: '/api/staff/bookings',
      cookie: desk.cookie,
      payload: { ...ask, override: true },
    });
    expect(booked.statusCode).toBe(201);
  });

  it('a member the desk cannot book for reads as such', async () => {
    const none = await addMember(server, {
      firstName: 'Nell',
      membershipType: null,
      membershipStatus: 'inactive',
    });
    const q = await quote(desk.cookie, { ...slot('09:00', '10:00', 1, '1'), userId: none.id });
    expect(q.body.refusal).toMatchObject({ code: 'membership_required', status: 403 });
    expect(q.body.refusal?.message).toBe(
      'Nell Tester has no active membership, so no bay can be booked for them.',
    );
    expect(q.body.guests).toBeNull();
  });
});
