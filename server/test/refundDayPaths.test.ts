/**
 * Plain staff's day limit (REFUND_STAFF_DAY_LIMIT_CENTS, here $80) counts every path a staff
 * account refunds by, through server.inject on a real SQLite file with the sandbox gateway: a
 * block's cancelled booking, a player withdrawn from a competition and a refund at the desk add up
 * in one venue day; past the limit the next path is refused (403, nothing written), whichever it is.
 * And a staff withdrawal from a competition keeps the per-payment limit ($50 in all) as the refund
 * screen does.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLedgerEntry } from '../src/payments/ledgerStore';
import { competitionRequest } from './competitionRequests';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
let server: Server;
let desk: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer(
    { RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', REFUND_STAFF_DAY_LIMIT_CENTS: '8000' },
    { now: () => NOW },
  );
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, cookie: string, payload?: unknown) =>
  call(server, { method, url, cookie, ...(payload === undefined ? {} : { payload }) });
const refundsBy = (userId: string) =>
  sqlite()
    .prepare(
      "SELECT -amount_cents AS cents FROM ledger_entries WHERE kind = 'refund' AND recorded_by = ? ORDER BY rowid",
    )
    .all(userId)
    .map((r) => (r as { cents: number }).cents);

/** A paid competition on bay 3 whose registration is open; the fee is `cents` for every member. */
async function paidCompetition(name: string, date: string, cents: number): Promise<string> {
  const res = await send(
    'POST',
    '/api/staff/competitions',
    desk.cookie,
    competitionRequest({
      name,
      entryFeeCents: { general: cents, vip: cents },
      fieldSize: 4,
      registrationClosesAt: '2026-12-01T00:00:00.000Z',
      rounds: [{ date, startTime: '10:00', endTime: '12:00', bays: ['3'] }],
    }),
  );
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string }>(res).id;
}

/** A member enters and pays the fee in the sandbox; answers the entry's id. */
async function paidEntry(competitionId: string): Promise<string> {
  const member = await addMember(server, { membershipType: 'general' });
  const answer = body<{ checkout: { sessionId: string } | null; entry: { id: string } }>(
    await send('POST', `/api/competitions/${competitionId}/entries`, member.cookie, {}),
  );
  const sessionId = answer.checkout?.sessionId ?? '';
  expect(
    (await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {})).statusCode,
  ).toBe(200);
  return answer.entry.id;
}

const entryStatus = (entryId: string) =>
  sqlite().prepare('SELECT status FROM competition_entries WHERE id = ?').get(entryId);
const withdraw = (competitionId: string, entryId: string, cookie: string) =>
  send('DELETE', `/api/staff/competitions/${competitionId}/entries/${entryId}`, cookie);

describe("plain staff's day limit across every refund path", () => {
  it("adds a block's refund, a withdrawal's and the desk's; then refuses the next path (nothing written)", async () => {
    const clerk = await addStaff(server, 'staff', { firstName: 'Cal' });
    // A booking with $30 of guest fees paid online, then a block over it that cancels it.
    const member = await addMember(server, { firstName: 'Pat' });
    const booked = await send('POST', '/api/bookings', member.cookie, {
      bayNumber: '2',
      bookingDate: '2026-11-25',
      startTime: '14:00',
      endTime: '15:00',
      guestCount: '1',
      notes: null,
    });
    expect(booked.statusCode, booked.payload).toBe(201);
    const bookingId = body<{ id: string }>(booked).id;
    recordLedgerEntry(
      contextOf(server).db,
      {
        kind: 'guest_fee',
        amountCents: 3000,
        description: 'Guest fees: 3 guests',
        userId: member.id,
        bookingId,
        paymentIntentId: `pi_${randomUUID()}`,
      },
      NOW,
    );
    const blocked = await send('POST', '/api/staff/blocks', clerk.cookie, {
      bays: ['2'],
      date: '2026-11-25',
      startTime: '13:00',
      endTime: '16:00',
      reason: 'Screen repair',
      cancelCovered: true,
    });
    expect(blocked.statusCode, blocked.payload).toBe(201);

    // A player withdrawn from a competition: the $30 fee refunded.
    const cup = await paidCompetition('Day Limit Cup', '2026-12-05', 3000);
    const first = await paidEntry(cup);
    const second = await paidEntry(cup);
    expect((await withdraw(cup, first, clerk.cookie)).statusCode).toBe(200);
    expect(refundsBy(clerk.id)).toEqual([3000, 3000]);

    // At the desk: $60 refunded today, so $20 is left of the $80.
    const fee = recordLedgerEntry(
      contextOf(server).db,
      {
        kind: 'desk',
        method: 'cash',
        amountCents: 6000,
        description: 'Guests at the desk',
        userId: member.id,
      },
      NOW,
    ).id;
    const over = await send('POST', `/api/staff/payments/${fee}/refund`, clerk.cookie, {
      amountCents: 2100,
      reason: 'Closed early',
    });
    expect(over.statusCode).toBe(403);
    expect(body(over)).toMatchObject({
      code: 'admin_needed',
      message:
        'Staff can refund up to $80 a day in all. You have refunded $60 today, so $20 is left. Ask an admin to make this refund.',
    });
    const within = await send('POST', `/api/staff/payments/${fee}/refund`, clerk.cookie, {
      amountCents: 2000,
      reason: 'Closed early',
    });
    expect(within.statusCode, within.payload).toBe(200);

    // The day is spent: the next withdrawal's refund is refused, and the withdrawal with it.
    const refused = await withdraw(cup, second, clerk.cookie);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      code: 'admin_needed',
      message:
        'Staff can refund up to $80 a day in all. You have refunded $80 today, so $0 is left. Ask an admin to make this refund.',
    });
    expect(entryStatus(second)).toEqual({ status: 'entered' });
    expect(refundsBy(clerk.id)).toEqual([3000, 3000, 2000]);
    // Another staff account has its own day.
    expect((await withdraw(cup, second, desk.cookie)).statusCode).toBe(200);
  });
});

describe('a staff withdrawal from a competition', () => {
  it('keeps the per-payment limit: a $75 fee is refused to plain staff with the withdrawal, an admin refunds it', async () => {
    const cup = await paidCompetition('High Stakes Cup', '2026-12-06', 7500);
    const entry = await paidEntry(cup);
    const clerk = await addStaff(server, 'staff', { firstName: 'Kit' });
    const refused = await withdraw(cup, entry, clerk.cookie);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      code: 'admin_needed',
      message:
        'Staff can refund up to $50 of a payment in all. $0 of this one has been refunded, so $50 is left for staff to refund. Ask an admin to make this refund.',
    });
    expect(entryStatus(entry)).toEqual({ status: 'entered' });
    expect(refundsBy(clerk.id)).toEqual([]);
    const admin = await addStaff(server, 'admin');
    const done = await withdraw(cup, entry, admin.cookie);
    expect(done.statusCode, done.payload).toBe(200);
    expect(body(done)).toMatchObject({ refundedCents: 7500 });
    expect(refundsBy(admin.id)).toEqual([7500]);
    expect(entryStatus(entry)).toEqual({ status: 'withdrawn' });
  });
});
