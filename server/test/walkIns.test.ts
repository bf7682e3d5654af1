/**
 * A walk-in at the desk: booked from the slot under way (this minute rounded down to the grid's
 * step), its guest fee quoted and collected, and checked in by the same request, in one
 * transaction. Without `walkIn` a started slot is refused as before; a slot a whole step old is
 * refused even for a walk-in; members cannot ask for it.
 */
import { GUEST_FEE_CENTS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { at, DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember } from './members';

let day: DeskDay;
beforeAll(async () => {
  day = await openDeskDay();
});
afterAll(() => day.server.stop());

const walkIn = (userId: string, bay: string, start: string, end: string, extra: object = {}) =>
  day.send('POST', '/api/staff/bookings', {
    userId,
    bayNumber: bay,
    bookingDate: DAY,
    startTime: start,
    endTime: end,
    guestCount: '1',
    notes: '',
    walkIn: true,
    ...extra,
  });

const sql = () => contextOf(day.server).database.sqlite;
const actionsOn = (id: string) =>
  (
    sql().prepare('SELECT action FROM staff_actions WHERE target_id = ? ORDER BY id').all(id) as {
      action: string;
    }[]
  ).map((r) => r.action);

describe('a walk-in at the desk', () => {
  it('books from the slot under way, takes the guest fee in cash and checks the member in', async () => {
    const member = await addMember(day.server);
    await day.setClock(DAY, '14:07');
    const quote = await day.send('POST', '/api/bookings/quote', {
      userId: member.id,
      bookingDate: DAY,
      bayNumber: '2',
      startTime: '14:00',
      endTime: '15:00',
      guestCount: '3',
      override: false,
      walkIn: true,
    });
    expect(quote.statusCode, quote.payload).toBe(200);
    expect(body(quote)).toMatchObject({
      refusal: null,
      guests: { paidGuests: 2, feeCents: 2 * GUEST_FEE_CENTS },
    });

    const res = await walkIn(member.id, '2', '14:00', '15:00', {
      guestCount: '3',
      guestFeeCollected: true,
      paymentMethod: 'cash',
    });
    expect(res.statusCode, res.payload).toBe(201);
    const booking = body<{ id: string; status: string; guestFee: number }>(res);
    expect(booking).toMatchObject({ status: 'checked_in', guestFee: 2 * GUEST_FEE_CENTS });
    expect(actionsOn(booking.id)).toEqual(['create', 'check-in']);
    expect(
      sql().prepare('SELECT amount_cents, method FROM ledger_entries WHERE booking_id = ?').all(booking.id),
    ).toEqual([{ amount_cents: 2 * GUEST_FEE_CENTS, method: 'cash' }]);
    // Sent again (a double click): the bay is the walk-in's, so nothing is booked twice.
    expect(
      (
        await walkIn(member.id, '2', '14:00', '15:00', {
          guestCount: '3',
          guestFeeCollected: true,
          paymentMethod: 'cash',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses a started slot without walkIn, a slot a whole step old, and members asking for it', async () => {
    const member = await addMember(day.server);
    await day.setClock(DAY, '16:10');
    const plain = await walkIn(member.id, '3', '16:00', '17:00', { walkIn: false });
    expect(plain.statusCode).toBe(400);
    expect(body(plain)).toMatchObject({ code: 'past_start' });
    const old = await walkIn(member.id, '3', '15:30', '16:30');
    expect(old.statusCode).toBe(400);
    expect(body(old)).toMatchObject({ code: 'past_start' });
    const asMember = await call(day.server, {
      method: 'POST',
      url: '/api/bookings/quote',
      cookie: member.cookie,
      payload: {
        bookingDate: DAY,
        bayNumber: '3',
        startTime: '16:00',
        endTime: '17:00',
        guestCount: '1',
        walkIn: true,
      },
    });
    expect(asMember.statusCode).toBe(403);
    // The walk-in itself, alone: nothing to pay, checked in.
    const alone = await walkIn(member.id, '3', '16:00', '17:00');
    expect(alone.statusCode, alone.payload).toBe(201);
    expect(body(alone)).toMatchObject({ status: 'checked_in', guestFee: 0 });
  });

  it('gives a member playing 30 minutes more when the bay is free after; not into the next booking', async () => {
    // VIP: sessions up to 3 hours, so only the next booking stands in the way.
    const member = await addMember(day.server, { membershipType: 'vip' });
    const next = await addMember(day.server);
    await day.setClock(DAY, '18:05');
    const played = body<{ id: string }>(await walkIn(member.id, '1', '18:00', '19:00'));
    await day.setClock(DAY, '18:50');
    const longer = await day.send('PATCH', `/api/staff/bookings/${played.id}`, { endTime: '19:30' });
    expect(longer.statusCode, longer.payload).toBe(200);
    expect(body(longer)).toMatchObject({
      status: 'checked_in',
      endTime: new Date(at(DAY, '19:30')).toISOString(),
    });
    expect(body(await walkIn(next.id, '1', '18:30', '19:30', { walkIn: false }))).toMatchObject({
      code: 'past_start',
    });
    // A booking from 8 PM: another 30 minutes would run into it.
    await day.setClock(DAY, '19:10');
    expect((await walkIn(next.id, '1', '20:00', '21:00', { walkIn: false })).statusCode).toBe(201);
    await day.setClock(DAY, '19:20');
    expect(
      (await day.send('PATCH', `/api/staff/bookings/${played.id}`, { endTime: '20:00' })).statusCode,
    ).toBe(200);
    expect(
      (await day.send('PATCH', `/api/staff/bookings/${played.id}`, { endTime: '20:30' })).statusCode,
    ).toBe(409);
    // A start moved to a passed time is still refused.
    const moved = await day.send('PATCH', `/api/staff/bookings/${played.id}`, {
      startTime: '18:30',
      endTime: '20:00',
    });
    expect(body(moved)).toMatchObject({ code: 'past_start' });
  });
});
