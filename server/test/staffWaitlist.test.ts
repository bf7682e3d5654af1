/**
 * The waitlist at the desk, read-only: a day's entries with the member, time, bay or any, players,
 * status, place in line and an offer's hold; staff and admins only.
 */
import type { Server } from '@hapi/hapi';
import { WAITLIST_HOLD_MS, waitlistMessages, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
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

describe('an offer whose time the lounge takes back', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
  });
  afterAll(() => server.stop());

  /** A member offered Bay 1 on `date`, 2–3 PM: the holder cancelled and the line moved on. */
  async function offered(date: string) {
    const holder = await addMember(server);
    const waiting = await addMember(server, { firstName: 'Tess' });
    const post = (url: string, payload: unknown, cookie: string) =>
      call(server, { method: 'POST', url, payload, cookie });
    const booked = await post('/api/bookings', bookingRequest({ bookingDate: date }), holder.cookie);
    expect(booked.statusCode).toBe(201);
    const joined = await post('/api/waitlist', bookingRequest({ bookingDate: date }), waiting.cookie);
    expect(joined.statusCode).toBe(201);
    const cancelled = await call(server, {
      method: 'PATCH',
      url: `/api/bookings/${body(booked).id}/cancel`,
      cookie: holder.cookie,
    });
    expect(cancelled.statusCode).toBe(200);
    const sqlite = contextOf(server).database.sqlite;
    const entry = () =>
      sqlite
        .prepare(
          'SELECT status, offer_expires_at AS until, hold_booking_id AS hold FROM waitlist_entries WHERE id = ?',
        )
        .get(body(joined).id) as { status: string; until: string | null; hold: string };
    expect(entry().status).toBe('offered');
    return { waiting, entryId: body(joined).id as string, entry, sqlite };
  }

  it('is withdrawn by a block in the same write: the member’s page and the desk stop saying Offered, the claim says why', async () => {
    const desk = await addStaff(server, 'staff');
    const { waiting, entryId, entry } = await offered(DAY);
    const blocked = await call(server, {
      method: 'POST',
      url: '/api/staff/blocks',
      cookie: desk.cookie,
      payload: {
        bays: ['1'],
        date: DAY,
        startTime: '13:00',
        endTime: '18:00',
        reason: 'Private event',
        cancelCovered: true,
      },
    });
    expect(blocked.statusCode, blocked.payload).toBe(201);
    expect(body(blocked)).toMatchObject({ cancelledBookings: [{ id: entry().hold }] });
    expect(entry()).toMatchObject({ status: 'waiting', until: null });

    const mine = body<Record<string, unknown>[]>(
      await call(server, { url: '/api/waitlist', cookie: waiting.cookie }),
    );
    expect(mine).toMatchObject([
      { id: entryId, status: 'waiting', offerExpiresAt: null, heldBayNumber: null },
    ]);
    const day = body<{ entries: Record<string, unknown>[] }>(
      await call(server, { url: `/api/staff/waitlist?date=${DAY}`, cookie: desk.cookie }),
    );
    expect(day.entries.find((e) => e.id === entryId)).toMatchObject({
      status: 'waiting',
      offerExpiresAt: null,
      heldBayNumber: null,
    });

    const claim = await call(server, {
      method: 'POST',
      url: `/api/waitlist/${entryId}/claim`,
      cookie: waiting.cookie,
    });
    expect(claim.statusCode, claim.payload).toBe(410);
    expect(body(claim)).toMatchObject({
      code: 'offer_ended',
      ...waitlistMessages.offerWithdrawn('Private event'),
    });
    expect(body(claim).message).not.toMatch(/next member/);
  });

  it('never outlives its hold, whatever writes the cancellation', async () => {
    const { entry, sqlite } = await offered('2026-11-26');
    // Not through the API: the database keeps the rule for every path (a membership's end, a deletion).
    sqlite
      .prepare("UPDATE bookings SET status = 'cancelled', updated_at = ? WHERE id = ?")
      .run(new Date(NOW).toISOString(), entry().hold);
    expect(entry()).toMatchObject({ status: 'waiting', until: null });
  });
});
