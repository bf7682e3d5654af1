/**
 * Staff change a booking (PATCH /api/staff/bookings/{id}): moved to another bay or time with the
 * member told ('updated' email with a calendar file), added guests collected at the desk into the
 * ledger, the tier's limits lifted only with the override, and a move racing a member's booking for
 * the same bay and time lets exactly one in.
 */
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
let server: Server;
let desk: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
  desk = await addStaff(server, 'staff');
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const patch = (id: string, payload: unknown) =>
  call(server, { method: 'PATCH', url: `/api/staff/bookings/${id}`, cookie: desk.cookie, payload });

async function memberBooking(bay: string, date: string, start: string, end: string) {
  const member = await addMember(server);
  const res = await call(server, {
    method: 'POST',
    url: '/api/bookings',
    cookie: member.cookie,
    payload: { bayNumber: bay, bookingDate: date, startTime: start, endTime: end, guestCount: '1' },
  });
  expect(res.statusCode, res.payload).toBe(201);
  return { member, id: body(res).id as string };
}

describe('staff edit a booking', () => {
  it('moves a booking to another bay and time and emails the member the change with a calendar file', async () => {
    const { member, id } = await memberBooking('1', '2026-11-24', '12:00', '13:00');
    const res = await patch(id, { bayNumber: '3', startTime: '14:00', endTime: '15:00' });
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res)).toMatchObject({
      bayNumber: '3',
      startTime: '2026-11-24T21:00:00.000Z',
      status: 'confirmed',
    });
    const mail = sqlite()
      .prepare('SELECT kind, calendar FROM outbox_messages WHERE to_address = ? ORDER BY created_at, rowid')
      .all(member.email) as { kind: string; calendar: string | null }[];
    expect(mail.map((m) => m.kind)).toEqual(['booking_confirmed', 'booking_updated']);
    expect(mail.at(-1)?.calendar).toMatch(/DTSTART;TZID=America\/Denver:20261124T140000/);
    const log = sqlite()
      .prepare("SELECT actor_id, details FROM staff_actions WHERE action = 'edit' AND target_id = ?")
      .get(id) as { actor_id: string; details: string };
    expect(log.actor_id).toBe(desk.id);
    expect(JSON.parse(log.details)).toMatchObject({ from: { bay: '1' }, to: { bay: '3' } });
  });

  it('keeps the tier’s limits unless staff override them', async () => {
    const { id } = await memberBooking('2', '2026-11-25', '12:00', '13:00');
    const long = await patch(id, { endTime: '15:00' });
    expect(long.statusCode).toBe(400);
    expect(body(long).title).toBe('Invalid Duration');
    const overridden = await patch(id, { endTime: '15:00', override: true });
    expect(overridden.statusCode, overridden.payload).toBe(200);
    expect(body(overridden).endTime).toBe('2026-11-25T22:00:00.000Z');
  });

  it('asks for added guests’ fee and records it as a desk payment in the ledger', async () => {
    const { member, id } = await memberBooking('3', '2026-11-26', '12:00', '13:00');
    const unpaid = await patch(id, { guestCount: '3' });
    expect(unpaid.statusCode).toBe(402);
    expect(body(unpaid).feeCents).toBe(2 * GUEST_FEE_CENTS);
    const paid = await patch(id, { guestCount: '3', guestFeeCollected: true });
    expect(paid.statusCode, paid.payload).toBe(200);
    expect(body(paid)).toMatchObject({ guestCount: '3', guestFee: 2 * GUEST_FEE_CENTS });
    const ledger = sqlite()
      .prepare(
        'SELECT kind, amount_cents, booking_id, recorded_by, description FROM ledger_entries WHERE user_id = ?',
      )
      .all(member.id) as Record<string, unknown>[];
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'desk',
        amount_cents: 2 * GUEST_FEE_CENTS,
        booking_id: id,
        recorded_by: desk.id,
      }),
    ]);
    expect(String(ledger[0]?.description)).toMatch(/^Paid at the desk: Guest fee: 2 guests, Bay 3/);
  });

  it('leaves added guests’ fee owed as a pending desk row, which cannot be refunded', async () => {
    const { member, id } = await memberBooking('2', '2026-11-26', '15:00', '16:00');
    const both = await patch(id, { guestCount: '2', guestFeeCollected: true, guestFeeOwed: true });
    expect(both.statusCode).toBe(400);
    expect(body(both).field).toBe('guestFeeOwed');
    const unpaid = await patch(id, { guestCount: '2' });
    expect(unpaid.statusCode).toBe(402);
    expect(body(unpaid).message).toMatch(/or leave it owed/);
    const owed = await patch(id, { guestCount: '2', guestFeeOwed: true });
    expect(owed.statusCode, owed.payload).toBe(200);
    expect(body(owed)).toMatchObject({ guestCount: '2', guestFee: 0 });
    const ledger = sqlite()
      .prepare('SELECT id, kind, status, amount_cents, description FROM ledger_entries WHERE user_id = ?')
      .all(member.id) as Record<string, unknown>[];
    expect(ledger).toEqual([
      expect.objectContaining({ kind: 'desk', status: 'pending', amount_cents: GUEST_FEE_CENTS }),
    ]);
    expect(String(ledger[0]?.description)).toMatch(/^Owed at the desk: Guest fee: 1 guest, Bay 2/);
    const refund = await call(server, {
      method: 'POST',
      url: `/api/staff/payments/${ledger[0]?.id}/refund`,
      cookie: desk.cookie,
      payload: { amountCents: 1000, reason: 'Guest did not come' },
    });
    expect(refund.statusCode).toBe(409);
  });

  it('refuses a cancelled booking, an unknown one, and a bay already taken', async () => {
    const { id } = await memberBooking('1', '2026-11-27', '12:00', '13:00');
    await memberBooking('2', '2026-11-27', '12:00', '13:00');
    const taken = await patch(id, { bayNumber: '2' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).code).toBe('bay_taken');
    expect((await patch('00000000-0000-4000-8000-000000000000', { notes: 'x' })).statusCode).toBe(404);
    sqlite().prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(id);
    expect((await patch(id, { notes: 'x' })).statusCode).toBe(409);
  });

  it('lets exactly one of a move and a member’s booking racing for the same bay and time win', async () => {
    const outcomes = await Promise.all(
      ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00'].map(async (start, i) => {
        const end = `${Number(start.slice(0, 2)) + 1}:00`;
        const date = '2026-11-28';
        const { id } = await memberBooking('1', date, start, end);
        const rival = await addMember(server, { firstName: `Rival${i}` });
        const [moved, booked] = await Promise.all([
          patch(id, { bayNumber: '2' }),
          call(server, {
            method: 'POST',
            url: '/api/bookings',
            cookie: rival.cookie,
            payload: { bayNumber: '2', bookingDate: date, startTime: start, endTime: end, guestCount: '1' },
          }),
        ]);
        return [moved.statusCode, booked.statusCode].sort();
      }),
    );
    for (const pair of outcomes)
      expect([
        [200, 409],
        [201, 409],
      ]).toContainEqual(pair);
    const occupied = sqlite()
      .prepare(
        "SELECT count(*) AS n FROM bookings WHERE bay_number = '2' AND booking_date = '2026-11-28' AND status = 'confirmed'",
      )
      .get() as { n: number };
    expect(occupied.n).toBe(6);
  });

  it('has the overlap trigger refuse a move written straight past the checks', async () => {
    const { id } = await memberBooking('3', '2026-11-29', '12:00', '13:00');
    await memberBooking('1', '2026-11-29', '12:00', '13:00');
    expect(() => sqlite().prepare("UPDATE bookings SET bay_number = '1' WHERE id = ?").run(id)).toThrow(
      /bay_overlap/,
    );
  });
});
