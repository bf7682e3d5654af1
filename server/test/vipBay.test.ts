/**
 * A bay for VIP members only (VENUE_VIP_BAYS), through the real server: General members are
 * refused it, VIP members book it, and 'any bay' on the waitlist never offers it to General.
 */
import type { Server } from '@hapi/hapi';
import { bookingMessages, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { moveWaitlistOn } from '../src/waitlist/waitlistService';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);

describe('a VIP-only bay', () => {
  let server: Server;
  const post = (url: string, payload: unknown, cookie: string) =>
    call(server, { method: 'POST', url, payload, cookie });

  beforeAll(async () => {
    server = await makeServer(
      { VENUE_BAYS: '1,2,3,4', VENUE_VIP_BAYS: '4', RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
      { now: () => NOW },
    );
  });
  afterAll(() => server.stop());

  it('is stated by GET /api/venue and checked at start', async () => {
    expect(body(await call(server, { url: '/api/venue' })).venue).toMatchObject({ vipBays: ['4'] });
    expect(() => loadConfig({ VENUE_VIP_BAYS: '4' })).toThrow(/VENUE_VIP_BAYS: VIP bay "4"/);
  });

  it('is refused to a General member and booked by a VIP member', async () => {
    const general = await addMember(server);
    const refused = await post('/api/bookings', bookingRequest({ bayNumber: '4' }), general.cookie);
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      ...bookingMessages.bayNotForTier('4', TIERS.general.name),
      code: 'bay_not_for_tier',
    });
    const vip = await addMember(server, { membershipType: 'vip' });
    expect((await post('/api/bookings', bookingRequest({ bayNumber: '4' }), vip.cookie)).statusCode).toBe(
      201,
    );
  });

  it("is never offered to a General member waiting for 'any bay'", async () => {
    const slot = { startTime: '20:00', endTime: '21:00' };
    const holders = await Promise.all(['1', '2', '3'].map(() => addMember(server)));
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
      url: `/api/bookings/${ids[2]}/cancel`,
      cookie: holders[2]?.cookie ?? '',
    });
    expect((await entries())[0]).toMatchObject({ status: 'offered', heldBayNumber: '3' });
  });
});
