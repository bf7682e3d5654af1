/**
 * Tournaments and leagues through server.inject on a real SQLite file: a round's bays refuse
 * members' bookings and the waitlist and are refused over bookings; an entry fee is paid through
 * the sandbox with one ledger row; a full field's waiting list moves up; a withdrawal refunds by the
 * rule; a card only its player, a partner or staff can write; concurrent entries never exceed the
 * field; a season moved onto the software blocks nothing for its past rounds and counts their cards.
 * At the desk: staff withdraw a player (the fee refunded through the ledger before registration
 * closes, once; nothing after; the waiting list moving up; audited), read and set a member's index,
 * and the reports' entries and entry fees per competition (the screen's figures and the CSV's).
 */
import type { Server } from '@hapi/hapi';
import { formatMoney } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAR_72_COURSE as COURSE, competitionRequest as competition } from './competitionRequests';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Tuesday 2026-11-24, 10:00 in Denver (17:00 UTC). */
const START = Date.UTC(2026, 10, 24, 17, 0);
let now = START;
let server: Server;
let desk: { id: string; cookie: string };
let manager: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => now });
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
  manager = await addStaff(server, 'manager', { firstName: 'Max' });
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, cookie?: string, payload?: unknown) =>
  call(server, { method, url, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { payload }) });

async function create(over: Record<string, unknown> = {}): Promise<string> {
  const res = await send('POST', '/api/staff/competitions', desk.cookie, competition(over));
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string }>(res).id;
}

const enter = (id: string, cookie: string) => send('POST', `/api/competitions/${id}/entries`, cookie, {});
/** The event's page as staff read it (a visitor's leaves out who plays where). */
const detail = async (id: string, cookie: string = desk.cookie) =>
  body<{
    entered: number;
    waiting: number;
    field: { entryId: string; name: string }[];
    rounds: {
      groups: { bayNumber: string; players: { entryId: string }[] }[];
      unattested: { entryId: string }[];
    }[];
    leaderboard: { entryId: string; position: number; gross: number; toPar: number; thru: number }[];
    standings: { entryId: string; points: number; position: number }[];
    mine: { id: string; status: string; nextRound: { bayNumber: string | null } | null } | null;
  }>(await send('GET', `/api/competitions/${id}`, cookie));
const card = (
  id: string,
  round: number,
  entryId: string,
  cookie: string,
  holes: (number | null)[],
  final = false,
) => send('PUT', `/api/competitions/${id}/rounds/${round}/cards/${entryId}`, cookie, { holes, final });
const fives = Array.from({ length: 18 }, () => 5);

describe('who may do what', () => {
  it('staff routes: 401 signed out, 403 for a member; the list and an event are public', async () => {
    const member = await addMember(server);
    expect((await send('POST', '/api/staff/competitions', undefined, {})).statusCode).toBe(401);
    expect((await send('POST', '/api/staff/competitions', member.cookie, {})).statusCode).toBe(403);
    const id = await create({
      name: 'Public Open',
      rounds: [{ date: '2026-12-20', startTime: '10:00', endTime: '12:00', bays: ['3'] }],
      fieldSize: 4,
    });
    expect((await send('GET', '/api/competitions')).statusCode).toBe(200);
    const open = await send('GET', `/api/competitions/${id}`);
    expect(open.statusCode).toBe(200);
    expect(body(open)).toMatchObject({
      name: 'Public Open',
      registrationOpen: true,
      phase: 'upcoming',
      mine: null,
    });
  });

  it('refuses a competition that breaks its rules, naming the field', async () => {
    const res = await send('POST', '/api/staff/competitions', desk.cookie, competition({ fieldSize: 9 }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      code: 'invalid_competition',
      field: 'fieldSize',
      title: 'Invalid Field Size',
    });
    const badCourse = await send(
      'POST',
      '/api/staff/competitions',
      desk.cookie,
      competition({ course: { ...COURSE, holes: COURSE.holes.map((h) => ({ ...h, strokeIndex: 1 })) } }),
    );
    expect(body(badCourse)).toMatchObject({ code: 'invalid_competition', field: 'course' });
  });
});

describe("a round's bays", () => {
  it('are refused over bookings, listing them, as a block is', async () => {
    const member = await addMember(server, { firstName: 'Bo' });
    const booked = await send('POST', '/api/bookings', member.cookie, {
      bayNumber: '1',
      bookingDate: '2026-11-28',
      startTime: '19:00',
      endTime: '20:00',
      guestCount: '1',
      notes: null,
    });
    expect(booked.statusCode, booked.payload).toBe(201);
    const res = await send(
      'POST',
      '/api/staff/competitions',
      desk.cookie,
      competition({ rounds: [{ date: '2026-11-28', startTime: '18:00', endTime: '22:00', bays: 'all' }] }),
    );
    expect(res.statusCode).toBe(409);
    const refusal = body<{ code: string; bookings: { id: string; bayNumber: string }[] }>(res);
    expect(refusal.code).toBe('round_covers_bookings');
    expect(refusal.bookings.map((b) => b.bayNumber)).toEqual(['1']);
    expect(
      sqlite().prepare('SELECT count(*) AS n FROM competitions WHERE name = ?').get('Thanksgiving Classic'),
    ).toEqual({ n: 0 });
  });

  it('are taken for members: no booking and no waitlist there; other bays stay free', async () => {
    await create({ name: 'Blocked Bays Cup' });
    const member = await addMember(server, { firstName: 'Cy' });
    const slot = {
      bookingDate: '2026-11-27',
      startTime: '19:00',
      endTime: '20:00',
      guestCount: '1',
      notes: null,
    };
    const booking = await send('POST', '/api/bookings', member.cookie, { ...slot, bayNumber: '1' });
    expect(booking.statusCode).toBe(409);
    expect(body(booking).code).toBe('bay_blocked');
    const wait = await send('POST', '/api/waitlist', member.cookie, { ...slot, bayNumber: '2' });
    expect(wait.statusCode).toBe(409);
    expect(body(wait).code).toBe('bay_blocked');
    const day = body<{ bayNumber: string; startTime: string }[]>(
      await send('GET', '/api/bookings/date/2026-11-27', member.cookie),
    );
    expect(day.filter((t) => t.startTime === '2026-11-28T01:00:00.000Z').map((t) => t.bayNumber)).toEqual([
      '1',
      '2',
    ]);
    expect((await send('POST', '/api/bookings', member.cookie, { ...slot, bayNumber: '3' })).statusCode).toBe(
      201,
    );
  });
});

describe('entries', () => {
  it('an entry fee is paid through the sandbox: one ledger row, the entry in the field, an email with an .ics', async () => {
    const id = await create({
      name: 'Paid Open',
      entryFeeCents: { general: 2500, vip: 2000 },
      rounds: [{ date: '2026-12-01', startTime: '18:00', endTime: '22:00', bays: ['1'] }],
      fieldSize: 4,
    });
    const member = await addMember(server, { firstName: 'Pat', membershipType: 'vip' });
    const res = await enter(id, member.cookie);
    expect(res.statusCode, res.payload).toBe(201);
    const answer = body<{ checkout: { sessionId: string; url: string } | null; entry: { status: string } }>(
      res,
    );
    expect(answer.entry.status).toBe('unpaid');
    expect(answer.checkout?.url).toContain('/test-checkout');
    const sessionId = answer.checkout?.sessionId ?? '';
    expect(
      (await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {})).statusCode,
    ).toBe(200);
    // Reported twice (the return after the page): still one row.
    await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    const rows = sqlite()
      .prepare(
        'SELECT kind, amount_cents AS amount, user_id AS userId FROM ledger_entries WHERE checkout_session_id = ?',
      )
      .all(sessionId);
    expect(rows).toEqual([{ kind: 'entry_fee', amount: 2000, userId: member.id }]);
    const mine = (await detail(id, member.cookie)).mine;
    expect(mine).toMatchObject({ status: 'entered', nextRound: { bayNumber: '1' } });
    const mail = sqlite()
      .prepare(
        "SELECT subject, calendar FROM outbox_messages WHERE kind = 'competition_entered' AND user_id = ?",
      )
      .get(member.id) as { subject: string; calendar: string };
    expect(mail.subject).toBe('Entry confirmed: Paid Open');
    expect(mail.calendar).toContain('BEGIN:VEVENT');
    expect(mail.calendar).toContain('Bay 1');
  });

  it('VIP-only events refuse General members; entering twice is refused', async () => {
    const id = await create({
      name: 'VIP Cash Prize',
      eligibility: 'vip',
      rounds: [{ date: '2026-12-02', startTime: '18:00', endTime: '22:00', bays: ['1'] }],
      fieldSize: 4,
    });
    const general = await addMember(server, { membershipType: 'general' });
    const refused = await enter(id, general.cookie);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ code: 'not_eligible', title: 'VIP Only' });
    const vip = await addMember(server, { membershipType: 'vip' });
    expect((await enter(id, vip.cookie)).statusCode).toBe(201);
    expect(body(await enter(id, vip.cookie)).code).toBe('already_entered');
  });

  it('a full field has a waiting list that moves up on a withdrawal', async () => {
    const id = await create({
      name: 'Small Field',
      fieldSize: 2,
      rounds: [{ date: '2026-12-03', startTime: '18:00', endTime: '22:00', bays: ['1'] }],
    });
    const [a, b, c] = await Promise.all([addMember(server), addMember(server), addMember(server)]);
    if (!a || !b || !c) throw new Error('members');
    expect(body(await enter(id, a.cookie)).entry).toMatchObject({ status: 'entered' });
    expect(body(await enter(id, b.cookie)).entry).toMatchObject({ status: 'entered' });
    const third = body<{ entry: { status: string; waitingPosition: number }; message: string }>(
      await enter(id, c.cookie),
    );
    expect(third.entry).toMatchObject({ status: 'waiting', waitingPosition: 1 });
    expect(third.message).toBe(
      'The field is full: you are on the waiting list and move up when a place opens.',
    );
    const out = await send('DELETE', `/api/competitions/${id}/entries/mine`, a.cookie);
    expect(out.statusCode).toBe(200);
    expect((await detail(id, c.cookie)).mine).toMatchObject({ status: 'entered' });
    expect((await detail(id)).entered).toBe(2);
  });

  it('withdrawing before registration closes refunds the fee; after it, nothing', async () => {
    const id = await create({
      name: 'Refund Rules',
      entryFeeCents: { general: 3000, vip: 3000 },
      registrationClosesAt: '2026-11-30T00:00:00.000Z',
      rounds: [{ date: '2026-12-04', startTime: '18:00', endTime: '22:00', bays: ['1'] }],
      fieldSize: 4,
    });
    const pay = async () => {
      const member = await addMember(server);
      const sessionId = body<{ checkout: { sessionId: string } }>(await enter(id, member.cookie)).checkout
        .sessionId;
      await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
      return member;
    };
    const early = await pay();
    const late = await pay();
    const first = body<{ refundedCents: number; message: string }>(
      await send('DELETE', `/api/competitions/${id}/entries/mine`, early.cookie),
    );
    expect(first).toEqual({
      refundedCents: 3000,
      message: 'You have withdrawn. Your entry fee is being refunded.',
    });
    const refunds = (userId: string) =>
      sqlite()
        .prepare(
          "SELECT amount_cents AS amount, status FROM ledger_entries WHERE kind = 'refund' AND user_id = ?",
        )
        .all(userId);
    expect(refunds(early.id)).toEqual([{ amount: -3000, status: 'refunded' }]);
    now = Date.parse('2026-11-30T01:00:00.000Z');
    try {
      const second = body<{ refundedCents: number }>(
        await send('DELETE', `/api/competitions/${id}/entries/mine`, late.cookie),
      );
      expect(second.refundedCents).toBe(0);
      expect(refunds(late.id)).toEqual([]);
    } finally {
      now = START;
    }
  });

  it('concurrent entries never exceed the field', async () => {
    const id = await create({
      name: 'Storm Cup',
      fieldSize: 3,
      rounds: [{ date: '2026-12-05', startTime: '18:00', endTime: '22:00', bays: ['1'] }],
    });
    const members = await Promise.all(Array.from({ length: 10 }, () => addMember(server)));
    const answers = await Promise.all(members.map((m) => enter(id, m.cookie)));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const statuses = sqlite()
      .prepare(
        'SELECT status, count(*) AS n FROM competition_entries WHERE competition_id = ? GROUP BY status ORDER BY status',
      )
      .all(id);
    expect(statuses).toEqual([
      { status: 'entered', n: 3 },
      { status: 'waiting', n: 7 },
    ]);
  });
});

describe('scorecards and handicaps', () => {
  it('only the player, a partner (attesting) or staff write a card; a staff correction is audited', async () => {
    const id = await create({
      name: 'Card Rules',
      format: 'net',
      rounds: [{ date: '2026-12-06', startTime: '18:00', endTime: '22:00', bays: ['1', '2'] }],
      fieldSize: 5,
    });
    const players = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addMember(server, { firstName: `P${i}` })),
    );
    for (const p of players) expect((await enter(id, p.cookie)).statusCode).toBe(201);
    const info = await detail(id);
    // Registration order fills bay 1 with four, then bay 2.
    expect(info.rounds[0]?.groups.map((g) => [g.bayNumber, g.players.length])).toEqual([
      ['1', 4],
      ['2', 1],
    ]);
    const [p0, p1, , , p4] = players;
    if (!p0 || !p1 || !p4) throw new Error('players');
    const entryOf = async (cookie: string) => (await detail(id, cookie)).mine?.id ?? '';
    const e0 = await entryOf(p0.cookie);
    // The desk's Close Round lists the players whose card is not final: none has one yet.
    const unattested = async () => (await detail(id)).rounds[0]?.unattested.map((p) => p.entryId) ?? [];
    expect(await unattested()).toHaveLength(5);

    expect(body(await card(id, 1, e0, p0.cookie, fives)).code).toBe('round_not_started');
    now = Date.parse('2026-12-07T01:30:00.000Z'); // 18:30 at the venue
    try {
      const partial = [...fives.slice(0, 9), ...Array.from({ length: 9 }, () => null)];
      expect((await card(id, 1, e0, p0.cookie, partial)).statusCode).toBe(200);
      expect((await detail(id)).leaderboard[0]).toMatchObject({ entryId: e0, thru: 9, gross: 45 });
      expect(body(await card(id, 1, e0, p0.cookie, partial, true)).code).toBe('invalid_card');
      expect(body(await card(id, 1, e0, p0.cookie, [...fives.slice(0, 17), 16])).code).toBe('invalid_card');

      // p4 plays in bay 2: not a partner.
      const stranger = await card(id, 1, e0, p4.cookie, fives, true);
      expect(stranger.statusCode).toBe(403);
      expect(body(stranger).code).toBe('not_your_card');
      // A partner cannot attest a card not yet submitted, nor different scores.
      expect(body(await card(id, 1, e0, p1.cookie, fives, true)).code).toBe('card_not_submitted');
      expect((await card(id, 1, e0, p0.cookie, fives, true)).statusCode).toBe(200);
      expect(await unattested()).toContain(e0); // submitted, not yet attested
      // The phone sending its last scores again after the submit leaves the card submitted.
      expect(body(await card(id, 1, e0, p0.cookie, fives))).toMatchObject({
        submittedAt: expect.any(String),
      });
      expect(body(await card(id, 1, e0, p1.cookie, [4, ...fives.slice(1)], true)).code).toBe('cards_differ');
      const attested = await card(id, 1, e0, p1.cookie, fives, true);
      expect(attested.statusCode).toBe(200);
      // No index yet: every hole capped at par + 5, so 90 stands; (113/113) x (90 - 72) = 18.0.
      expect(body(attested)).toMatchObject({ final: true, adjustedGross: 90, differential: 18 });
      expect(await unattested()).toHaveLength(4);
      expect(await unattested()).not.toContain(e0);
      expect(body(await card(id, 1, e0, p0.cookie, fives, true)).code).toBe('card_final');

      const corrected = await card(id, 1, e0, desk.cookie, [4, ...fives.slice(1)], true);
      expect(corrected.statusCode).toBe(200);
      expect(body(corrected)).toMatchObject({ final: true, adjustedGross: 89, differential: 17 });
      const audit = sqlite()
        .prepare(
          "SELECT action, details FROM staff_actions WHERE target_type = 'scorecard' ORDER BY id DESC LIMIT 1",
        )
        .get() as { action: string; details: string };
      expect(audit.action).toBe('correct_card');
      expect(JSON.parse(audit.details)).toMatchObject({ before: fives, after: [4, ...fives.slice(1)] });
    } finally {
      now = START;
    }
  });

  it('GET /api/handicap: the lounge index from final cards, or the official one staff set', async () => {
    const member = await addMember(server, { firstName: 'Han' });
    const none = body(await send('GET', '/api/handicap', member.cookie));
    expect(none).toEqual({ index: null, source: null, differentials: [] });
    // Three past rounds (a season moved onto the software): staff add the player and enter the cards.
    const id = await create({
      name: 'Autumn League',
      kind: 'league',
      format: 'net',
      fieldSize: 4,
      registrationClosesAt: '2026-11-01T00:00:00.000Z',
      rounds: ['2026-11-03', '2026-11-10', '2026-11-17', '2026-12-08'].map((date) => ({
        date,
        startTime: '18:00',
        endTime: '22:00',
        bays: ['1'],
      })),
    });
    const blocks = sqlite()
      .prepare('SELECT block_date AS date FROM bay_blocks WHERE reason LIKE ? ORDER BY block_date')
      .all('Autumn League%');
    expect(blocks).toEqual([{ date: '2026-12-08' }]);
    const other = await addMember(server, { firstName: 'Ola' });
    const added = await send('POST', `/api/staff/competitions/${id}/entries`, desk.cookie, {
      userId: member.id,
    });
    expect(added.statusCode, added.payload).toBe(201);
    expect(body(added)).toMatchObject({ status: 'entered', feeCents: 0 });
    const otherEntry = body<{ id: string }>(
      await send('POST', `/api/staff/competitions/${id}/entries`, desk.cookie, { userId: other.id }),
    ).id;
    const entryId = body<{ id: string }>(added).id;
    for (const [round, strokes] of [
      [1, 5],
      [2, 6],
      [3, 5],
    ] as const) {
      const res = await card(
        id,
        round,
        entryId,
        desk.cookie,
        Array.from({ length: 18 }, () => strokes),
        true,
      );
      expect(res.statusCode, res.payload).toBe(200);
      await card(
        id,
        round,
        otherEntry,
        desk.cookie,
        Array.from({ length: 18 }, () => 4),
        true,
      );
    }
    const lounge = body<{
      index: number;
      source: string;
      differentials: { differential: number; used: boolean }[];
    }>(await send('GET', '/api/handicap', member.cookie));
    // Differentials 18.0, 36.0 (6s capped at 9: no index yet), 18.0 on the third posting? The third
    // card was posted with no index either (two differentials give none): 18.0. Three scores: lowest
    // one, minus 2.0 = 16.0.
    expect(lounge.differentials.map((d) => d.differential)).toEqual([18, 36, 18]);
    expect(lounge).toMatchObject({ index: 16, source: 'lounge' });
    // League standings: Ola won each of the three rounds (2 points each in a field of 2).
    const standings = (await detail(id)).standings;
    expect(standings).toEqual([
      { entryId: otherEntry, name: 'Ola T.', points: 6, position: 1 },
      { entryId, name: 'Han T.', points: 3, position: 2 },
    ]);

    // Staff close week 1 and announce it: the field is emailed the board, once.
    expect(
      (await send('POST', `/api/staff/competitions/${id}/rounds/1/close`, desk.cookie, {})).statusCode,
    ).toBe(200);
    await send('POST', `/api/staff/competitions/${id}/rounds/1/close`, desk.cookie, {});
    const results = sqlite()
      .prepare(
        "SELECT subject, text_body AS text FROM outbox_messages WHERE kind = 'competition_results' AND user_id = ?",
      )
      .all(member.id) as { subject: string; text: string }[];
    expect(results).toHaveLength(1);
    expect(results[0]?.subject).toBe('Results: Autumn League, week 1');
    expect(results[0]?.text).toContain('1. Ola T.: 72 gross, 72 net (E)');
    expect(results[0]?.text).toContain('2. Han T.: 90 gross, 90 net (+18)');

    const set = await send('PUT', `/api/staff/members/${member.id}/handicap`, manager.cookie, {
      index: 12.4,
    });
    expect(set.statusCode).toBe(200);
    expect(body(await send('GET', '/api/handicap', member.cookie))).toMatchObject({
      index: 12.4,
      source: 'official',
    });
    expect(
      body(await send('PUT', `/api/staff/members/${member.id}/handicap`, manager.cookie, { index: 60 })).code,
    ).toBe('invalid_index');
    await send('PUT', `/api/staff/members/${member.id}/handicap`, manager.cookie, { index: null });
    expect(body(await send('GET', '/api/handicap', member.cookie))).toMatchObject({
      index: 16,
      source: 'lounge',
    });
  });
});

/** The fees of the competitions below: General and VIP pay differently. */
const FEES = { general: 3000, vip: 2500 };

/** A paid tournament on bay 2, registration closing on the 30th. */
const paidCup = (name: string, date: string, fieldSize: number) =>
  create({
    name,
    entryFeeCents: FEES,
    fieldSize,
    registrationClosesAt: '2026-11-30T00:00:00.000Z',
    rounds: [{ date, startTime: '18:00', endTime: '22:00', bays: ['2'] }],
  });

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

const refundRows = (userId: string) =>
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
    const id = await paidCup('Desk Withdrawal Cup', '2026-12-14', 2);
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
    expect(refundRows(a.id)).toEqual([{ amount: -FEES.general, status: 'refunded' }]);
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
    expect(refundRows(a.id)).toHaveLength(1);
  });

  it('after registration closes: withdrawn, nothing refunded', async () => {
    const id = await paidCup('Closed Field Open', '2026-12-15', 4);
    const a = await paidEntry(id);
    now = Date.parse('2026-11-30T01:00:00.000Z');
    try {
      const res = await withdrawAt(id, a.entryId);
      expect(body(res)).toEqual({ refundedCents: 0, message: 'Withdrawn. Nothing is refunded.' });
      expect(refundRows(a.id)).toEqual([]);
      expect(statusOf(a.entryId)).toBe('withdrawn');
    } finally {
      now = START;
    }
  });

  it('an entry of another competition is not found there', async () => {
    const one = await paidCup('First Cup', '2026-12-16', 4);
    const other = await paidCup('Second Cup', '2026-12-17', 4);
    const a = await paidEntry(one);
    expect((await withdrawAt(other, a.entryId)).statusCode).toBe(409);
    expect(statusOf(a.entryId)).toBe('entered');
  });
});

describe('changing a competition at the desk', () => {
  it('refuses a field smaller than its players, and a change to what stays as created', async () => {
    const id = await paidCup('Change Cup', '2026-12-18', 4);
    await paidEntry(id);
    await paidEntry(id);
    await paidEntry(id);
    const small = await send('PATCH', `/api/staff/competitions/${id}`, desk.cookie, { fieldSize: 2 });
    expect(small.statusCode).toBe(409);
    expect(body(small)).toMatchObject({ title: 'Field Too Small', field: 'fieldSize' });
    const format = await send('PATCH', `/api/staff/competitions/${id}`, desk.cookie, { format: 'net' });
    expect(format.statusCode).toBe(400);
    const renamed = await send('PATCH', `/api/staff/competitions/${id}`, desk.cookie, {
      name: 'Change Cup II',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await detail(id)).entered).toBe(3);
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
    expect(body(await send('PUT', url, manager.cookie, { index: -2.5 }))).toMatchObject({
      index: -2.5,
      source: 'official',
    });
    expect(body(await send('GET', url, desk.cookie))).toMatchObject({ index: -2.5, source: 'official' });
    const bad = await send('PUT', url, manager.cookie, { index: 54.1 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ code: 'invalid_index', field: 'index' });
    expect(body(await send('PUT', url, manager.cookie, { index: null }))).toMatchObject({ index: null });
    expect((await send('GET', url, member.cookie)).statusCode).toBe(403);
    // Setting an official index is a manager's step: plain staff read it and meet 403 setting it.
    const plain = await send('PUT', url, desk.cookie, { index: 8 });
    expect(plain.statusCode).toBe(403);
    expect(body(plain)).toMatchObject({ code: 'manager_needed' });
    const admin = await addStaff(server, 'admin');
    expect(body(await send('PUT', url, admin.cookie, { index: 8 }))).toMatchObject({ index: 8 });
    expect(
      (await send('GET', '/api/staff/members/00000000-0000-4000-8000-000000000000/handicap', desk.cookie))
        .statusCode,
    ).toBe(404);
  });
});

describe('reports: entries and entry fees per competition', () => {
  it('counts the field, the waiting list and withdrawals, and the fees taken and refunded in the range', async () => {
    const id = await paidCup('Report Cup', '2026-12-20', 2);
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
      firstRoundDate: '2026-12-20',
      entered: 1,
      waiting: 0,
      withdrawn: 1,
      feesCents: 2 * FEES.general,
      refundsCents: FEES.general,
      netCents: FEES.general,
    });
    const roundWeek = body<{ competitions: { name: string; feesCents: number; entered: number }[] }>(
      await send('GET', '/api/staff/reports?from=2026-12-14&to=2026-12-20', desk.cookie),
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
    expect(csv).toContain(`Competitions,Report Cup (2026-12-20): Entries,,,1`);
    expect(csv).toContain(
      `Competitions,Report Cup (2026-12-20): Entry fees (USD),,,${(2 * FEES.general) / 100}.00`,
    );
  });
});
