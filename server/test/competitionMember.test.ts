/**
 * The member's side of tournaments and leagues, through server.inject on a real SQLite file: hiding
 * their name on every board; coming back from an entry fee's checkout (the sandbox's); a place the
 * waiting list offers after registration has closed, still theirs to pay for; a player with no
 * index on a net board; the entry email's calendar holding the next round only; their golf in
 * their data export.
 */
import type { Server } from '@hapi/hapi';
import { competitionMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionRequest } from './competitionRequests';
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
  // A manager: setting an official index is a manager's (docs/decisions/054).
  desk = await addStaff(server, 'manager', { firstName: 'Dee' });
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, cookie?: string, payload?: unknown) =>
  call(server, { method, url, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { payload }) });

async function create(over: Record<string, unknown> = {}): Promise<string> {
  const res = await send(
    'POST',
    '/api/staff/competitions',
    desk.cookie,
    competitionRequest({
      name: 'Member Cup',
      description: '',
      fieldSize: 4,
      rounds: [{ date: '2026-12-10', startTime: '18:00', endTime: '22:00', bays: ['1'] }],
      ...over,
    }),
  );
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string }>(res).id;
}

const enter = (id: string, cookie: string) => send('POST', `/api/competitions/${id}/entries`, cookie, {});
interface Line {
  entryId: string;
  name: string;
  gross: number;
  net: number;
  position: number;
}
/** The event's page as staff read it (a visitor's leaves out who plays where). */
const detail = async (id: string, cookie: string = desk.cookie) =>
  body<{
    field: { entryId: string; name: string }[];
    rounds: { groups: { players: { name: string }[] }[]; leaderboard: Line[] }[];
    leaderboard: Line[];
    boards: { gross: Line[]; net: Line[] };
    mine: { id: string; status: string; feeCents: number } | null;
  }>(await send('GET', `/api/competitions/${id}`, cookie));
const card = (id: string, entryId: string, cookie: string, holes: number[], final = false) =>
  send('PUT', `/api/competitions/${id}/rounds/1/cards/${entryId}`, cookie, { holes, final });
const fives = Array.from({ length: 18 }, () => 5);
const completeAtSandbox = (sessionId: string) =>
  postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
const ledgerRows = (sessionId: string) =>
  sqlite()
    .prepare('SELECT kind, amount_cents AS amount FROM ledger_entries WHERE checkout_session_id = ?')
    .all(sessionId);

describe('what a visitor sees of a competition', () => {
  it('the event, its rounds and boards, but not the field or the groups; a member sees them', async () => {
    now = START;
    const id = await create({
      name: 'Open Doors Cup',
      rounds: [{ date: '2026-11-24', startTime: '09:00', endTime: '13:00', bays: ['3'] }],
      registrationClosesAt: '2026-11-24T15:00:00.000Z',
    });
    const player = await addMember(server, { firstName: 'Pia' });
    await send('POST', `/api/staff/competitions/${id}/entries`, desk.cookie, { userId: player.id });
    const entryId = (await detail(id, player.cookie)).field[0]?.entryId ?? '';
    expect((await card(id, entryId, player.cookie, [3, 5, ...fives.slice(2)])).statusCode).toBe(200);

    const visitor = body<{
      name: string;
      field: unknown[];
      rounds: { date: string; groups: unknown[]; unattested: unknown[] }[];
      boards: { gross: { name: string; holes: (number | null)[] }[] };
    }>(await send('GET', `/api/competitions/${id}`));
    expect(visitor.name).toBe('Open Doors Cup');
    expect(visitor.rounds.map((r) => [r.date, r.groups, r.unattested])).toEqual([['2026-11-24', [], []]]);
    expect(visitor.field).toEqual([]);
    // The boards are public, hole by hole, with the name as boards show it.
    expect(visitor.boards.gross.map((l) => [l.name, l.holes.slice(0, 2)])).toEqual([['Pia T.', [3, 5]]]);

    // An account without a plan is a visitor too; a member sees who plays where.
    const lapsed = await addMember(server, { firstName: 'Lou', membershipStatus: 'inactive' });
    expect((await detail(id, lapsed.cookie)).field).toEqual([]);
    const other = await addMember(server, { firstName: 'Mo' });
    const seen = await detail(id, other.cookie);
    expect(seen.field.map((p) => p.name)).toEqual(['Pia T.']);
    expect(seen.rounds[0]?.groups[0]?.players.map((p) => p.name)).toEqual(['Pia T.']);
  });
});

describe("a member's name on the boards", () => {
  it('is shown until they hide it; hidden, the field, groups, boards and results say "A member"', async () => {
    const id = await create({
      name: 'Hidden Names Open',
      rounds: [{ date: '2026-11-24', startTime: '09:00', endTime: '13:00', bays: ['2'] }],
      registrationClosesAt: '2026-11-24T15:00:00.000Z',
    });
    const shy = await addMember(server, { firstName: 'Shy' });
    const open = await addMember(server, { firstName: 'Open' });
    expect(body(await send('GET', '/api/golf-settings', shy.cookie))).toEqual({ hideName: false });
    for (const m of [shy, open])
      await send('POST', `/api/staff/competitions/${id}/entries`, desk.cookie, { userId: m.id });
    const before = await detail(id);
    expect(before.field.map((p) => p.name)).toEqual(['Shy T.', 'Open T.']);
    const shyEntry = before.field[0]?.entryId ?? '';
    expect((await card(id, shyEntry, shy.cookie, fives)).statusCode).toBe(200);

    const hidden = await send('PUT', '/api/golf-settings', shy.cookie, { hideName: true });
    expect(hidden.statusCode, hidden.payload).toBe(200);
    expect(body(hidden)).toEqual({ hideName: true });
    expect(body(await send('GET', '/api/golf-settings', shy.cookie))).toEqual({ hideName: true });
    const after = await detail(id);
    expect(after.field.map((p) => p.name)).toEqual(['A member', 'Open T.']);
    expect(after.rounds[0]?.groups[0]?.players.map((p) => p.name)).toEqual(['A member', 'Open T.']);
    expect(after.leaderboard.map((l) => l.name)).toEqual(['A member']);
    expect(after.boards.gross.map((l) => l.name)).toEqual(['A member']);
    expect(after.boards.net.map((l) => l.name)).toEqual(['A member']);
    expect(JSON.stringify(after)).not.toContain('Shy');

    // Shown again: the same boards name them.
    await send('PUT', '/api/golf-settings', shy.cookie, { hideName: false });
    expect((await detail(id)).field.map((p) => p.name)).toEqual(['Shy T.', 'Open T.']);
  });

  it('keeps the official index staff set, and staff setting one keeps the name hidden', async () => {
    const member = await addMember(server);
    await send('PUT', `/api/staff/members/${member.id}/handicap`, desk.cookie, { index: 8.4 });
    await send('PUT', '/api/golf-settings', member.cookie, { hideName: true });
    expect(body(await send('GET', '/api/handicap', member.cookie))).toMatchObject({
      index: 8.4,
      source: 'official',
    });
    await send('PUT', `/api/staff/members/${member.id}/handicap`, desk.cookie, { index: 9.1 });
    expect(body(await send('GET', '/api/golf-settings', member.cookie))).toEqual({ hideName: true });
  });

  it("is the signed-in member's own setting: 401 signed out, and a body without a yes or no is refused", async () => {
    expect((await send('GET', '/api/golf-settings')).statusCode).toBe(401);
    expect((await send('PUT', '/api/golf-settings', undefined, { hideName: true })).statusCode).toBe(401);
    const member = await addMember(server);
    const bad = await send('PUT', '/api/golf-settings', member.cookie, { hideName: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('hideName');
    expect((await send('PUT', '/api/golf-settings', member.cookie, {})).statusCode).toBe(400);
  });
});

describe('coming back from an entry fee checkout', () => {
  it('confirms the entry at once, and the payment reported again writes no second ledger row', async () => {
    const id = await create({ name: 'Return Open', entryFeeCents: { general: 2500, vip: 2000 } });
    const member = await addMember(server, { membershipType: 'general' });
    const sessionId = body<{ checkout: { sessionId: string } }>(await enter(id, member.cookie)).checkout
      .sessionId;
    const back = () => send('POST', `/api/competitions/${id}/entries/paid`, member.cookie, { sessionId });
    // Not paid yet: refused, and the place stays held.
    const early = await back();
    expect(early.statusCode).toBe(402);
    expect(body(early)).toMatchObject({ code: 'unpaid', title: competitionMessages.entryUnpaid.title });
    expect((await detail(id, member.cookie)).mine?.status).toBe('unpaid');

    expect((await completeAtSandbox(sessionId)).statusCode).toBe(200);
    const res = await back();
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res)).toMatchObject({
      entry: { status: 'entered', feeCents: 2500 },
      message: competitionMessages.entered,
      checkout: null,
    });
    await back();
    expect(ledgerRows(sessionId)).toEqual([{ kind: 'entry_fee', amount: 2500 }]);
  });

  it("finds nothing for another member's session, or one from another competition", async () => {
    const id = await create({ name: 'Foreign Session Open', entryFeeCents: { general: 1500, vip: 1500 } });
    const other = await create({
      name: 'Other Open',
      rounds: [{ date: '2026-12-11', startTime: '18:00', endTime: '22:00', bays: ['1'] }],
    });
    const payer = await addMember(server);
    const stranger = await addMember(server);
    const sessionId = body<{ checkout: { sessionId: string } }>(await enter(id, payer.cookie)).checkout
      .sessionId;
    await completeAtSandbox(sessionId);
    const foreign = await send('POST', `/api/competitions/${id}/entries/paid`, stranger.cookie, {
      sessionId,
    });
    expect(foreign.statusCode).toBe(404);
    const elsewhere = await send('POST', `/api/competitions/${other}/entries/paid`, payer.cookie, {
      sessionId,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await send('POST', `/api/competitions/${id}/entries/paid`, payer.cookie, {})).statusCode).toBe(
      400,
    );
  });
});

describe('a place the waiting list offers after registration closes', () => {
  it("is still the offered member's to pay for, and is theirs once paid", async () => {
    const id = await create({
      name: 'Late Offer Open',
      fieldSize: 2,
      entryFeeCents: { general: 2000, vip: 2000 },
      registrationClosesAt: '2026-11-30T00:00:00.000Z',
      rounds: [{ date: '2026-12-12', startTime: '18:00', endTime: '22:00', bays: ['1'] }],
    });
    const [a, b, c] = await Promise.all([addMember(server), addMember(server), addMember(server)]);
    if (!a || !b || !c) throw new Error('members');
    for (const m of [a, b]) {
      const sessionId = body<{ checkout: { sessionId: string } }>(await enter(id, m.cookie)).checkout
        .sessionId;
      await completeAtSandbox(sessionId);
    }
    expect(body<{ entry: { status: string } }>(await enter(id, c.cookie)).entry.status).toBe('waiting');
    now = Date.parse('2026-12-01T17:00:00.000Z');
    try {
      // After the close a withdrawal refunds nothing, and the place goes to the first in line.
      const out = body<{ refundedCents: number }>(
        await send('DELETE', `/api/competitions/${id}/entries/mine`, a.cookie),
      );
      expect(out.refundedCents).toBe(0);
      expect((await detail(id, c.cookie)).mine).toMatchObject({ status: 'unpaid', feeCents: 2000 });
      const offered = sqlite()
        .prepare("SELECT subject FROM outbox_messages WHERE kind = 'competition_place_open' AND user_id = ?")
        .all(c.id);
      expect(offered).toEqual([{ subject: 'A place opened: Late Offer Open' }]);
      // Someone not offered a place still cannot enter: registration is closed.
      const late = await addMember(server);
      expect(body(await enter(id, late.cookie)).code).toBe('registration_closed');

      const pay = await enter(id, c.cookie);
      expect(pay.statusCode, pay.payload).toBe(201);
      const sessionId = body<{ checkout: { sessionId: string } }>(pay).checkout.sessionId;
      expect((await completeAtSandbox(sessionId)).statusCode).toBe(200);
      const back = await send('POST', `/api/competitions/${id}/entries/paid`, c.cookie, { sessionId });
      expect(body(back)).toMatchObject({ entry: { status: 'entered' } });
      expect(ledgerRows(sessionId)).toEqual([{ kind: 'entry_fee', amount: 2000 }]);
    } finally {
      now = START;
    }
  });
});

describe('a net event', () => {
  it('a player with no index plays off 0 and is on the net board, beside one with an index', async () => {
    const id = await create({
      name: 'Net Newcomers',
      format: 'net',
      rounds: [{ date: '2026-11-24', startTime: '08:00', endTime: '12:00', bays: ['3'] }],
      registrationClosesAt: '2026-11-24T14:00:00.000Z',
    });
    const fresh = await addMember(server, { firstName: 'New' });
    const rated = await addMember(server, { firstName: 'Has' });
    await send('PUT', `/api/staff/members/${rated.id}/handicap`, desk.cookie, { index: 10 });
    for (const m of [fresh, rated])
      await send('POST', `/api/staff/competitions/${id}/entries`, desk.cookie, { userId: m.id });
    const field = (await detail(id)).field;
    const freshEntry = field.find((p) => p.name === 'New T.')?.entryId ?? '';
    const ratedEntry = field.find((p) => p.name === 'Has T.')?.entryId ?? '';
    const own = await card(id, freshEntry, fresh.cookie, fives);
    expect(body(own)).toMatchObject({ playingHandicap: 0 });
    expect((await card(id, ratedEntry, rated.cookie, fives)).statusCode).toBe(200);
    const board = (await detail(id)).leaderboard;
    // Course handicap 10 (slope 113, rating = par), 95% allowance: 10 strokes.
    expect(board).toEqual([
      expect.objectContaining({ entryId: ratedEntry, gross: 90, net: 80, position: 1 }),
      expect.objectContaining({ entryId: freshEntry, gross: 90, net: 90, position: 2 }),
    ]);
    // Staff entering the card at the desk score it the same way.
    const byStaff = await card(id, freshEntry, desk.cookie, fives, true);
    expect(body(byStaff)).toMatchObject({ playingHandicap: 0, final: true });
    expect((await detail(id)).boards.net.map((l) => l.entryId)).toContain(freshEntry);
  });
});

describe("the entry email's calendar", () => {
  it("holds only the player's next round, not a round already played", async () => {
    const id = await create({
      name: 'Midseason League',
      kind: 'league',
      fieldSize: 4,
      registrationClosesAt: '2026-12-01T00:00:00.000Z',
      rounds: ['2026-11-17', '2026-12-15', '2026-12-22'].map((date) => ({
        date,
        startTime: '18:00',
        endTime: '21:00',
        bays: ['1'],
      })),
    });
    const member = await addMember(server, { firstName: 'Mid' });
    expect((await enter(id, member.cookie)).statusCode).toBe(201);
    const mail = sqlite()
      .prepare(
        "SELECT text_body AS text, calendar FROM outbox_messages WHERE kind = 'competition_entered' AND user_id = ?",
      )
      .get(member.id) as { text: string; calendar: string };
    expect(mail.calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(mail.calendar).toContain('DTSTART;TZID=America/Denver:20261215T180000');
    expect(mail.calendar).toContain('Week 2');
    expect(mail.calendar).not.toContain('20261117');
    expect(mail.text).toContain('Week 2');
    expect(mail.text).toContain('your next round');
  });
});

describe("the member's data export", () => {
  it("holds their golf: the name setting, the official index, their entries and cards, and no one else's", async () => {
    const id = await create({
      name: 'Export Open',
      rounds: [{ date: '2026-11-24', startTime: '08:00', endTime: '10:00', bays: ['1'] }],
      registrationClosesAt: '2026-11-24T13:00:00.000Z',
    });
    const me = await addMember(server, { firstName: 'Exa' });
    const other = await addMember(server, { firstName: 'Otto' });
    await send('PUT', '/api/golf-settings', me.cookie, { hideName: true });
    await send('PUT', `/api/staff/members/${me.id}/handicap`, desk.cookie, { index: 14.2 });
    const entries: string[] = [];
    for (const m of [me, other])
      entries.push(
        body<{ id: string }>(
          await send('POST', `/api/staff/competitions/${id}/entries`, desk.cookie, { userId: m.id }),
        ).id,
      );
    await card(id, entries[0] ?? '', me.cookie, fives);
    await card(
      id,
      entries[1] ?? '',
      other.cookie,
      Array.from({ length: 18 }, () => 6),
    );
    const res = await send('GET', '/api/auth/user/export', me.cookie);
    expect(res.statusCode, res.payload).toBe(200);
    const golf = body<{ golf: unknown }>(res).golf;
    expect(golf).toEqual({
      hideName: true,
      officialIndex: 14.2,
      entries: [
        expect.objectContaining({ id: entries[0], competitionName: 'Export Open', status: 'entered' }),
      ],
      cards: [
        expect.objectContaining({ competitionName: 'Export Open', round: 1, holes: fives, attestedAt: null }),
      ],
    });
    expect(res.payload).not.toContain(entries[1]);
    expect(res.payload).not.toContain('Otto');
  });
});
