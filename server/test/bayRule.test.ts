/**
 * A VIP bay (VENUE_VIP_BAYS; bay 3 here) through the real server: GET /api/venue states it and
 * the server refuses to start on one that is not a bay; core's mayBookBay holds it on every path
 * that books a bay, with no bay rule in the server: member bookings, moves, the desk (override or
 * not) and 'any bay' on the waitlist.
 */
import type { Server } from '@hapi/hapi';
import { bookingMessages, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { moveWaitlistOn } from '../src/waitlist/waitlistService';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const refusal = {
  ...bookingMessages.bayNotForTier('3', TIERS.general.name),
  code: 'bay_not_for_tier',
  field: 'bayNumber',
};

describe('a bay kept from a tier', () => {
  let server: Server;
  const post = (url: string, payload: unknown, cookie: string) =>
    call(server, { method: 'POST', url, payload, cookie });

  beforeAll(async () => {
    server = await makeServer(
      { VENUE_VIP_BAYS: '3', RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
      { now: () => NOW },
    );
  });
  afterAll(() => server.stop());

  it('is stated by GET /api/venue and checked at start', async () => {
    expect(body(await call(server, { url: '/api/venue' })).venue).toMatchObject({ vipBays: ['3'] });
    expect(() => loadConfig({ VENUE_VIP_BAYS: '4' })).toThrow(/VENUE_VIP_BAYS: VIP bay "4"/);
  });

  it('refuses it to the member, with guests or without, and books it for a tier that may', async () => {
    const general = await addMember(server);
    for (const guestCount of ['1', '3']) {
      const res = await post('/api/bookings', bookingRequest({ bayNumber: '3', guestCount }), general.cookie);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject(refusal);
    }
    const vip = await addMember(server, { membershipType: 'vip' });
    expect((await post('/api/bookings', bookingRequest({ bayNumber: '3' }), vip.cookie)).statusCode).toBe(
      201,
    );
  });

  it('refuses moving a booking there, and the desk booking it, override or not', async () => {
    const general = await addMember(server);
    const booked = await post(
      '/api/bookings',
      bookingRequest({ startTime: '16:00', endTime: '17:00' }),
      general.cookie,
    );
    expect(booked.statusCode).toBe(201);
    const moved = await call(server, {
      method: 'PUT',
      url: `/api/bookings/${body(booked).id}`,
      payload: { bayNumber: '3' },
      cookie: general.cookie,
    });
    expect(moved.statusCode).toBe(400);
    expect(body(moved)).toMatchObject({ code: 'bay_not_for_tier' });

    const desk = await addStaff(server, 'staff');
    const member = await addMember(server);
    for (const override of [false, true]) {
      const res = await post(
        '/api/staff/bookings',
        {
          ...bookingRequest({ bayNumber: '3', startTime: '18:00', endTime: '19:00' }),
          userId: member.id,
          override,
        },
        desk.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ code: 'bay_not_for_tier' });
    }
  });

  it("never offers it for 'any bay': the member waits for a bay their tier may book", async () => {
    const slot = { startTime: '20:00', endTime: '21:00' };
    const holders = await Promise.all(['1', '2'].map(() => addMember(server)));
    const ids: string[] = [];
    for (const [i, holder] of holders.entries()) {
      const res = await post(
        '/api/bookings',
        bookingRequest({ ...slot, bayNumber: String(i + 1) }),
        holder.cookie,
      );
      expect(res.statusCode).toBe(201);
      ids.push(body(res).id as string);
    }
    // Bay 3 is free, but not for a General member: in line rather than booked there.
    const waiter = await addMember(server);
    const joined = await post('/api/waitlist', bookingRequest({ ...slot, bayNumber: 'any' }), waiter.cookie);
    expect(joined.statusCode).toBe(201);
    expect(body(joined)).toMatchObject({ bayNumber: null, status: 'waiting' });
    moveWaitlistOn(contextOf(server));
    const entries = async () =>
      body<{ status: string; heldBayNumber: string | null }[]>(
        await call(server, { url: '/api/waitlist', cookie: waiter.cookie }),
      );
    expect((await entries())[0]).toMatchObject({ status: 'waiting', heldBayNumber: null });

    await call(server, {
      method: 'PATCH',
      url: `/api/bookings/${ids[1]}/cancel`,
      cookie: holders[1]?.cookie ?? '',
    });
    expect((await entries())[0]).toMatchObject({ status: 'offered', heldBayNumber: '2' });
  });
});
