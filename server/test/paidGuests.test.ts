/**
 * A booking remembers what it paid for. A booking paid before the guest fee changed (written here as
 * that payment left it: its fee, its ledger charge and the gateway's payment at the fee of the
 * time) is moved, edited and cancelled after the change: it is never asked to pay again for the
 * guests it paid for, a guest it adds costs today's fee, and a cancellation refunds exactly what it
 * paid. Staff's edits read it the same way, and a fee left owed at the desk is not charged twice.
 */
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
let server: Server;
let staff: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
  staff = await addStaff(server, 'staff');
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const put = (id: string, cookie: string, payload: unknown) =>
  call(server, { method: 'PUT', url: `/api/bookings/${id}`, cookie, payload });
const staffPatch = (id: string, payload: unknown) =>
  call(server, { method: 'PATCH', url: `/api/staff/bookings/${id}`, cookie: staff.cookie, payload });

let day = 24;
/**
 * A General member's booking of two guests, paid online; then rewritten as it would stand had it
 * been paid when the fee per guest was `feeThen`: the booking's fee, its ledger charge and the
 * gateway's payment. What it paid for (two guests) is what it was written with.
 */
async function bookingPaidAt(feeThen: number) {
  const member = await addMember(server);
  const data = {
    bayNumber: '1',
    bookingDate: `2026-11-${day++}`,
    startTime: '18:00',
    endTime: '19:00',
    guestCount: '3',
  };
  const { sessionId } = body<{ sessionId: string }>(
    await post('/api/guest-checkout', { guestCount: 2, bookingData: data }, member.cookie),
  );
  await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
  const { id } = body<{ id: string }>(await post('/api/bookings', { ...data, sessionId }, member.cookie));
  const paidThen = 2 * feeThen;
  sqlite().prepare('UPDATE bookings SET guest_fee = ? WHERE id = ?').run(paidThen, id);
  sqlite().prepare('UPDATE ledger_entries SET amount_cents = ? WHERE booking_id = ?').run(paidThen, id);
  sqlite().prepare('UPDATE sandbox_sessions SET amount_cents = ? WHERE id = ?').run(paidThen, sessionId);
  return { member, id, data, paidThen };
}

const bookingRow = (id: string) =>
  sqlite().prepare('SELECT guest_fee, paid_guests, guest_count FROM bookings WHERE id = ?').get(id) as {
    guest_fee: number;
    paid_guests: number;
    guest_count: number;
  };
const ledgerOf = (id: string) =>
  sqlite()
    .prepare('SELECT kind, amount_cents, status FROM ledger_entries WHERE booking_id = ? ORDER BY rowid')
    .all(id) as { kind: string; amount_cents: number; status: string }[];
const checkoutsOf = (id: string) =>
  sqlite().prepare('SELECT id FROM checkout_sessions WHERE booking_id = ?').all(id) as { id: string }[];

describe('a booking paid before the guest fee rose', () => {
  // Two guests paid at three quarters of today's fee: today's fee divided into it covers one.
  const feeThen = (GUEST_FEE_CENTS * 3) / 4;

  it('is moved, edited and cancelled without a new charge, and refunded exactly what it paid', async () => {
    const { member, id, paidThen } = await bookingPaidAt(feeThen);
    const checkouts = checkoutsOf(id).length;

    const moved = await put(id, member.cookie, { startTime: '20:00', endTime: '21:00' });
    expect(moved.statusCode, moved.payload).toBe(200);
    const fewer = await put(id, member.cookie, { guestCount: '2', notes: 'One could not come' });
    expect(fewer.statusCode, fewer.payload).toBe(200);
    const again = await put(id, member.cookie, { guestCount: '3' });
    expect(again.statusCode, again.payload).toBe(200);
    const atDesk = await staffPatch(id, { bayNumber: '2' });
    expect(atDesk.statusCode, atDesk.payload).toBe(200);

    expect(checkoutsOf(id)).toHaveLength(checkouts);
    expect(ledgerOf(id)).toEqual([{ kind: 'guest_fee', amount_cents: paidThen, status: 'paid' }]);
    expect(bookingRow(id)).toEqual({ guest_fee: paidThen, paid_guests: 2, guest_count: 3 });

    // A third guest is new: today's fee, for that guest alone.
    const more = await put(id, member.cookie, { guestCount: '4' });
    expect(more.statusCode).toBe(402);
    expect(body(more)).toMatchObject({ feeCents: GUEST_FEE_CENTS, paidGuests: 1 });

    const quote = await call(server, { url: `/api/bookings/${id}/cancellation`, cookie: member.cookie });
    expect(body(quote)).toMatchObject({ paidCents: paidThen, refundCents: paidThen });
    const cancelled = await call(server, {
      method: 'PATCH',
      url: `/api/bookings/${id}/cancel`,
      cookie: member.cookie,
      headers: { host: 'localhost:5000' },
    });
    expect(cancelled.statusCode, cancelled.payload).toBe(200);
    expect(body(cancelled)).toMatchObject({ status: 'cancelled', refundCents: paidThen });
    expect(ledgerOf(id)).toEqual([
      { kind: 'guest_fee', amount_cents: paidThen, status: 'refunded' },
      { kind: 'refund', amount_cents: -paidThen, status: 'refunded' },
    ]);
  });
});

describe('a booking paid before the guest fee fell', () => {
  // Two guests paid at twice today's fee: today's fee divided into it would cover four.
  const feeThen = GUEST_FEE_CENTS * 2;

  it('pays today’s fee for a guest it adds, and a cancellation refunds both payments exactly', async () => {
    const { member, id, data, paidThen } = await bookingPaidAt(feeThen);
    const more = await put(id, member.cookie, { guestCount: '4' });
    expect(more.statusCode).toBe(402);
    expect(body(more)).toMatchObject({ feeCents: GUEST_FEE_CENTS, paidGuests: 1 });

    const started = await post(
      '/api/guest-checkout',
      { guestCount: 3, bookingData: { ...data, guestCount: '4', notes: null }, bookingId: id },
      member.cookie,
    );
    expect(started.statusCode, started.payload).toBe(200);
    const { sessionId } = body<{ sessionId: string }>(started);
    await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    const back = await post('/api/bookings', { sessionId }, member.cookie);
    expect(body(back)).toMatchObject({ id, guestCount: '4', guestFee: paidThen + GUEST_FEE_CENTS });
    expect(bookingRow(id).paid_guests).toBe(3);
    const charges = sqlite()
      .prepare(
        "SELECT description FROM ledger_entries WHERE booking_id = ? AND kind = 'guest_fee' ORDER BY rowid",
      )
      .all(id) as { description: string }[];
    expect(charges.at(-1)?.description).toMatch(/^Guest fee: 1 guest,/);

    const cancelled = await call(server, {
      method: 'PATCH',
      url: `/api/bookings/${id}/cancel`,
      cookie: member.cookie,
      headers: { host: 'localhost:5000' },
    });
    expect(body(cancelled)).toMatchObject({ status: 'cancelled', refundCents: paidThen + GUEST_FEE_CENTS });
  });
});

describe('guests whose fee staff left owed at the desk', () => {
  it('are not charged again when the member moves the booking', async () => {
    const member = await addMember(server);
    const made = await call(server, {
      method: 'POST',
      url: '/api/bookings',
      cookie: member.cookie,
      payload: {
        bayNumber: '3',
        bookingDate: '2026-11-28',
        startTime: '12:00',
        endTime: '13:00',
        guestCount: '1',
      },
    });
    const id = body(made).id as string;
    const owed = await staffPatch(id, { guestCount: '2', guestFeeOwed: true });
    expect(owed.statusCode, owed.payload).toBe(200);
    expect(bookingRow(id)).toEqual({ guest_fee: 0, paid_guests: 1, guest_count: 2 });

    const moved = await put(id, member.cookie, { startTime: '14:00', endTime: '15:00' });
    expect(moved.statusCode, moved.payload).toBe(200);
    expect(ledgerOf(id)).toEqual([{ kind: 'desk', amount_cents: GUEST_FEE_CENTS, status: 'pending' }]);
  });
});
