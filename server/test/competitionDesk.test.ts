/**
 * The desk's side of tournaments and leagues through server.inject on a real SQLite file: staff
 * withdraw a player (the fee refunded through the ledger before registration closes, once; nothing
 * after; the waiting list moving up; audited), read a member's index, and the reports' entries and
 * entry fees per competition (the screen's figures and the CSV's).
 */
import type { Server } from '@hapi/hapi';
import { formatMoney } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Tuesday 2026-11-24, 10:00 in Denver (17:00 UTC). */
const START = Date.UTC(2026, 10, 24, 17, 0);
let now = START;
let server: Server;
let desk: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => now });
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, cookie?: string, payload?: unknown) =>
  call(server, { method, url, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { payload }) });

/** The fees of the competitions below: General and VIP pay differently. */
const FEES = { general: 3000, vip: 2500 };

async function create(name: string, date: string, fieldSize: number): Promise<string> {
  const res = await send('POST', '/api/staff/competitions', desk.cookie, {
    name,
    kind: 'tournament',
    format: 'gross',
    entryFeeCents: FEES,
    fieldSize,
    registrationClosesAt: '2026-11-30T00:00:00.000Z',
    course: {
      name: 'Pebble Beach',
      courseRating: 72,
      slopeRating: 113,
      holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
    },
    rounds: [{ date, startTime: '18:00', endTime: '22:00', bays: ['1'] }],
  });
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string }>(res).id;
}

/** A General member enters and pays in the sandbox; answers the member and their entry's id. */
async function paidEntry(id: string) {
  const member = await addMember(server, { membershipType: 'general' });
  const answer = body<{ checkout: { sessionId: string } | null; entry: { id: string } }>(
    await send('POST', `/api/competitions/${id}/entries`, member.cookie, {}),
  );
  const sessionId = answer.checkout?.sessionId ?? '';
  expect(
    (await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {})).statusCode,
  ).toBe(200);
  return { ...member, entryId: answer.entry.id };
}

const refunds = (userId: string) =>
  sqlite()
    .prepare(
      "SELECT amount_cents AS amount, status FROM ledger_entries WHERE kind = 'refund' AND user_id = ?",
    )
    .all(userId);
const statusOf = (entryId: string) =>
  (sqlite().prepare('SELECT status FROM competition_entries WHERE id = ?').get(entryId) as { status: string })
    .status;
const withdrawAt = (id: string, entryId: string, cookie = desk.cookie) =>
  send('DELETE', `/api/staff/competitions/${id}/entries/${entryId}`, cookie);

describe('staff withdraw a player', () => {
  it('before registration closes: the fee refunded once through the ledger, the waiting list moving up, audited', async () => {
    const id = await create('Desk Withdrawal Cup', '2026-12-04', 2);
    const a = await paidEntry(id);
    await paidEntry(id);
    const waiting = await addMember(server, { membershipType: 'general' });
    const third = body<{ entry: { id: string; status: string } }>(
      await send('POST', `/api/competitions/${id}/entries`, waiting.cookie, {}),
    );
    expect(third.entry.status).toBe('waiting');

    const member = await addMember(server);
    expect((await withdrawAt(id, a.entryId, member.cookie)).statusCode).toBe(403);

    const res = await withdrawAt(id, a.entryId);
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res)).toEqual({
      refundedCents: FEES.general,
      message: `Withdrawn. The entry fee of ${formatMoney(FEES.general)} is being refunded.`,
    });
    expect(refunds(a.id)).toEqual([{ amount: -FEES.general, status: 'refunded' }]);
    expect(statusOf(a.entryId)).toBe('withdrawn');
    // A paid event: the place is held for the first in line to pay for it.
    expect(statusOf(third.entry.id)).toBe('unpaid');
    const audit = sqlite()
      .prepare(
        "SELECT actor_id AS actor, target_id AS target FROM staff_actions WHERE action = 'withdraw_player'",
      )
      .all();
    expect(audit).toEqual([{ actor: desk.id, target: id }]);

    // Asked again (a double click, a retry): refused, and no second refund.
    const again = await withdrawAt(id, a.entryId);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ code: 'not_entered' });
    expect(refunds(a.id)).toHaveLength(1);
  });

  it('after registration closes: withdrawn, nothing refunded', async () => {
    const id = await create('Closed Field Open', '2026-12-05', 4);
    const a = await paidEntry(id);
    now = Date.parse('2026-11-30T01:00:00.000Z');
    try {
      const res = await withdrawAt(id, a.entryId);
      expect(body(res)).toEqual({ refundedCents: 0, message: 'Withdrawn. Nothing is refunded.' });
      expect(refunds(a.id)).toEqual([]);
      expect(statusOf(a.entryId)).toBe('withdrawn');
    } finally {
      now = START;
    }
  });

  it('an entry of another competition is not found there', async () => {
    const one = await create('First Cup', '2026-12-06', 4);
    const other = await create('Second Cup', '2026-12-07', 4);
    const a = await paidEntry(one);
    expect((await withdrawAt(other, a.entryId)).statusCode).toBe(409);
    expect(statusOf(a.entryId)).toBe('entered');
  });
});

describe("a member's index at the desk", () => {
  it('reads none, sets an official index, refuses one out of range, clears it', async () => {
    const member = await addMember(server);
    const url = `/api/staff/members/${member.id}/handicap`;
    expect(body(await send('GET', url, desk.cookie))).toEqual({
      index: null,
      source: null,
      differentials: [],
    });
    expect(body(await send('PUT', url, desk.cookie, { index: -2.5 }))).toMatchObject({
      index: -2.5,
      source: 'official',
    });
    expect(body(await send('GET', url, desk.cookie))).toMatchObject({ index: -2.5, source: 'official' });
    const bad = await send('PUT', url, desk.cookie, { index: 54.1 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ code: 'invalid_index', field: 'index' });
    expect(body(await send('PUT', url, desk.cookie, { index: null }))).toMatchObject({ index: null });
    expect((await send('GET', url, member.cookie)).statusCode).toBe(403);
    expect(
      (await send('GET', '/api/staff/members/00000000-0000-4000-8000-000000000000/handicap', desk.cookie))
        .statusCode,
    ).toBe(404);
  });
});

describe('reports: entries and entry fees per competition', () => {
  it('counts the field, the waiting list and withdrawals, and the fees taken and refunded in the range', async () => {
    const id = await create('Report Cup', '2026-12-10', 2);
    const a = await paidEntry(id);
    await paidEntry(id);
    const waiting = await addMember(server, { membershipType: 'general' });
    await send('POST', `/api/competitions/${id}/entries`, waiting.cookie, {});
    expect((await withdrawAt(id, a.entryId)).statusCode).toBe(200);

    // The week of the payments lists it (the fees were taken then), as does the week of its round.
    const week = body<{ competitions: { name: string }[] }>(
      await send('GET', '/api/staff/reports?from=2026-11-23&to=2026-11-29', desk.cookie),
    );
    const line = week.competitions.find((c) => c.name === 'Report Cup');
    expect(line).toMatchObject({
      firstRoundDate: '2026-12-10',
      entered: 1,
      waiting: 0,
      withdrawn: 1,
      feesCents: 2 * FEES.general,
      refundsCents: FEES.general,
      netCents: FEES.general,
    });
    const roundWeek = body<{ competitions: { name: string; feesCents: number; entered: number }[] }>(
      await send('GET', '/api/staff/reports?from=2026-12-07&to=2026-12-13', desk.cookie),
    );
    expect(roundWeek.competitions.find((c) => c.name === 'Report Cup')).toMatchObject({
      entered: 1,
      feesCents: 0,
    });
    // A week with neither leaves it out.
    const later = body<{ competitions: { name: string }[] }>(
      await send('GET', '/api/staff/reports?from=2027-01-04&to=2027-01-10', desk.cookie),
    );
    expect(later.competitions).toEqual([]);

    const csv = (await send('GET', '/api/staff/reports.csv?from=2026-11-23&to=2026-11-29', desk.cookie))
      .payload;
    expect(csv).toContain(`Competitions,Report Cup (2026-12-10): Entries,,,1`);
    expect(csv).toContain(
      `Competitions,Report Cup (2026-12-10): Entry fees (USD),,,${(2 * FEES.general) / 100}.00`,
    );
  });
});
