/**
 * The waitlist at the desk, read-only: a day's entries with the member, time, bay or any, players,
 * status, place in line and an offer's hold; staff and admins only.
 */
import type { Server } from '@hapi/hapi';
import { WAITLIST_HOLD_MS, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from './bookingRequests';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const DAY = '2026-11-25';
const iso = (time: string) => new Date(wallToInstant(DAY, time, 'America/Denver')).toISOString();

describe('the desk’s waitlist', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
  });
  afterAll(() => server.stop());

  it('lists the day’s entries, those in line first with their place and an offer’s hold', async () => {
    const desk = await addStaff(server, 'staff');
    const holder = await addMember(server);
    const fran = await addMember(server, { firstName: 'Fran' });
    const gus = await addMember(server, { firstName: 'Gus' });
    const hal = await addMember(server, { firstName: 'Hal' });
    const post = (url: string, payload: unknown, cookie: string) =>
      call(server, { method: 'POST', url, payload, cookie });
    const booked = await post('/api/bookings', bookingRequest({ bookingDate: DAY }), holder.cookie);
    expect(booked.statusCode).toBe(201);
    expect((await post('/api/waitlist', bookingRequest({ bookingDate: DAY }), fran.cookie)).statusCode).toBe(
      201,
    );
    const gusJoin = await post(
      '/api/waitlist',
      bookingRequest({ bookingDate: DAY, guestCount: '3' }),
      gus.cookie,
    );
    expect(gusJoin.statusCode).toBe(201);
    const halJoin = await post('/api/waitlist', bookingRequest({ bookingDate: DAY }), hal.cookie);
    expect(halJoin.statusCode).toBe(201);
    expect(
      (
        await call(server, {
          method: 'PATCH',
          url: `/api/waitlist/${body(halJoin).id}/leave`,
          cookie: hal.cookie,
        })
      ).statusCode,
    ).toBe(200);
    // The holder cancels: Fran is offered the slot.
    expect(
      (
        await call(server, {
          method: 'PATCH',
          url: `/api/bookings/${body(booked).id}/cancel`,
          cookie: holder.cookie,
        })
      ).statusCode,
    ).toBe(200);

    const res = await call(server, { url: `/api/staff/waitlist?date=${DAY}`, cookie: desk.cookie });
    expect(res.statusCode, res.payload).toBe(200);
    const day = body<{ date: string; entries: Record<string, unknown>[] }>(res);
    expect(day.date).toBe(DAY);
    expect(day.entries).toMatchObject([
      {
        memberId: fran.id,
        memberName: 'Fran Tester',
        startTime: iso('14:00'),
        endTime: iso('15:00'),
        bayNumber: '1',
        guestCount: 1,
        status: 'offered',
        position: 1,
        heldBayNumber: '1',
        offerExpiresAt: new Date(NOW + WAITLIST_HOLD_MS).toISOString(),
      },
      { memberName: 'Gus Tester', guestCount: 3, status: 'waiting', position: 2, offerExpiresAt: null },
      { memberName: 'Hal Tester', status: 'left', position: null, offerExpiresAt: null },
    ]);
    // Another day holds nothing; today is the default.
    const other = await call(server, { url: '/api/staff/waitlist?date=2026-11-26', cookie: desk.cookie });
    expect(body(other)).toEqual({ date: '2026-11-26', entries: [] });
    expect(body(await call(server, { url: '/api/staff/waitlist', cookie: desk.cookie })).date).toBe(
      '2026-11-22',
    );
    expect(
      (await call(server, { url: '/api/staff/waitlist?date=25-11-2026', cookie: desk.cookie })).statusCode,
    ).toBe(400);
    // Members cannot read the line.
    expect(
      (await call(server, { url: `/api/staff/waitlist?date=${DAY}`, cookie: fran.cookie })).statusCode,
    ).toBe(403);
  });
});
