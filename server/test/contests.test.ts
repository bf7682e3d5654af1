/**
 * Closest-to-the-pin and long-drive contests through server.inject on a real SQLite file: their
 * terms at creation, a player's attempts up to the contest's number, a partner's attest with the
 * same distance, staff's entries attested and corrections audited, the board's order (unattested
 * lines provisional), and the refusals: a distance out of range, no attempts left, a card sent to a
 * contest or attempts to stroke play, a player not in the field.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionRequest, PAR_72_COURSE } from './competitionRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

const START = Date.UTC(2026, 10, 24, 17, 0);
/** 18:30 at the venue on the round's day (Denver). */
const DURING = Date.parse('2026-11-28T01:30:00.000Z');
let now = START;
let server: Server;
let desk: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => now });
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
});
afterAll(() => server.stop());

/** Hole 3 is the course's par 3. */
const COURSE = {
  ...PAR_72_COURSE,
  holes: PAR_72_COURSE.holes.map((h, i) => ({ ...h, par: i === 2 ? 3 : 4 })),
};
const send = (method: string, url: string, cookie?: string, payload?: unknown) =>
  call(server, { method, url, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { payload }) });
const create = (over: Record<string, unknown>) =>
  send('POST', '/api/staff/competitions', desk.cookie, competitionRequest({ course: COURSE, ...over }));

type Line = {
  entryId: string;
  position: number;
  best: number | null;
  attempts: (number | null)[];
  provisional: boolean;
};
const detail = async (id: string, cookie?: string) =>
  body<{
    format: string;
    contestAttempts: number | null;
    contestHole: number | null;
    leaderboard: unknown[];
    contestBoard: Line[];
    rounds: { contestBoard: Line[]; unattested: { entryId: string }[] }[];
    mine: { id: string } | null;
  }>(await send('GET', `/api/competitions/${id}`, cookie));
const attempt = (id: string, entryId: string, cookie: string, distance: number | null) =>
  send('POST', `/api/competitions/${id}/rounds/1/attempts/${entryId}`, cookie, { distance });
const attest = (id: string, entryId: string, n: number, cookie: string, distance: number | null) =>
  send('PUT', `/api/competitions/${id}/rounds/1/attempts/${entryId}/${n}`, cookie, { distance });

/** A contest with `count` players entered (bay 1 takes the first four); their entry ids. */
async function contest(over: Record<string, unknown>, count = 3) {
  const made = await create(over);
  expect(made.statusCode, made.payload).toBe(201);
  const id = body<{ id: string }>(made).id;
  const players = [];
  for (let i = 0; i < count; i += 1) {
    const p = await addMember(server, { firstName: `C${i}` });
    expect((await send('POST', `/api/competitions/${id}/entries`, p.cookie, {})).statusCode).toBe(201);
    players.push({ ...p, entryId: (await detail(id, p.cookie)).mine?.id ?? '' });
  }
  return { id, players };
}

describe("a contest's terms", () => {
  it('keeps closest to the pin on a par 3 with its attempts; long drive has no hole; refusals name the field', async () => {
    const ctp = await create({ name: 'CTP Night', format: 'closest', contestHole: 3 });
    expect(ctp.statusCode, ctp.payload).toBe(201);
    const shown = await detail(body<{ id: string }>(ctp).id);
    expect(shown).toMatchObject({ format: 'closest', contestAttempts: 3, contestHole: 3 });

    const cases: [Record<string, unknown>, string][] = [
      [{ format: 'closest' }, 'contestHole'],
      [{ format: 'closest', contestHole: 4 }, 'contestHole'],
      [{ format: 'longest', contestHole: 3 }, 'contestHole'],
      [{ format: 'longest', attempts: 11 }, 'attempts'],
      [{ format: 'gross', attempts: 3 }, 'attempts'],
    ];
    for (const [over, field] of cases) {
      const res = await create({ name: 'Refused', ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(body(res)).toMatchObject({ code: 'invalid_competition', field });
    }
    const ld = await create({ name: 'Long Drive', format: 'longest', attempts: 2 });
    expect(await detail(body<{ id: string }>(ld).id)).toMatchObject({
      contestAttempts: 2,
      contestHole: null,
    });
  });
});

describe('closest to the pin', () => {
  it('a player enters, a partner attests with the same distance, staff correct; the board ranks the nearest', async () => {
    const { id, players } = await contest({ name: 'Pin Night', format: 'closest', contestHole: 3 });
    const [a, b, c] = players;
    if (!a || !b || !c) throw new Error('players');
    expect(body(await attempt(id, a.entryId, a.cookie, 12.4)).code).toBe('round_not_started');
    now = DURING;
    try {
      expect((await attempt(id, a.entryId, a.cookie, 12.4)).statusCode).toBe(201);
      expect((await attempt(id, a.entryId, a.cookie, null)).statusCode).toBe(201);
      const third = await attempt(id, a.entryId, a.cookie, 30);
      expect(body(third)).toMatchObject({ number: 3, tenths: 300, attestedAt: null });
      const fourth = await attempt(id, a.entryId, a.cookie, 5);
      expect(fourth.statusCode).toBe(409);
      expect(body(fourth)).toMatchObject({
        code: 'no_attempts_left',
        message: expect.stringMatching(/3 attempts/),
      });

      for (const bad of [-1, 300.1, 4.25]) {
        const res = await attempt(id, b.entryId, b.cookie, bad);
        expect(res.statusCode).toBe(400);
        expect(body(res)).toMatchObject({ code: 'invalid_distance', field: 'distance' });
      }
      // A partner attests, never enters; another's attempt is not theirs to write.
      expect(body(await attempt(id, a.entryId, b.cookie, 3)).code).toBe('not_your_card');
      expect((await attempt(id, b.entryId, b.cookie, 8.9)).statusCode).toBe(201);
      expect((await attempt(id, c.entryId, c.cookie, 12.4)).statusCode).toBe(201);

      let board = (await detail(id)).contestBoard;
      expect(board.map((l) => [l.entryId, l.position, l.best, l.provisional])).toEqual([
        [b.entryId, 1, 89, true],
        [a.entryId, 2, 124, true],
        [c.entryId, 3, 124, true],
      ]);
      expect(board[1]?.attempts).toEqual([124, null, 300]);

      // The partner's attest must match; a matching one makes it final for the player.
      expect(body(await attest(id, a.entryId, 1, b.cookie, 12.5)).code).toBe('attempts_differ');
      expect(body(await attest(id, a.entryId, 1, b.cookie, 12.4))).toMatchObject({
        attestedAt: expect.any(String),
      });
      expect(body(await attest(id, a.entryId, 1, a.cookie, 2)).code).toBe('attempt_final');
      expect(body(await attest(id, a.entryId, 9, b.cookie, 2)).code).toBe('attempt_not_found');
      // The player may fix an attempt not yet attested.
      expect(body(await attest(id, a.entryId, 3, a.cookie, 3.1))).toMatchObject({ tenths: 31 });

      // Staff enter an attempt attested at once, and correct a final one (audited).
      const staffs = await attempt(id, c.entryId, desk.cookie, 2.2);
      expect(body(staffs)).toMatchObject({ number: 2, tenths: 22, attestedAt: expect.any(String) });
      expect((await attest(id, a.entryId, 1, desk.cookie, 12.1)).statusCode).toBe(200);
      const audit = contextOf(server)
        .database.sqlite.prepare(
          "SELECT action, details FROM staff_actions WHERE action LIKE '%attempt' ORDER BY id DESC LIMIT 1",
        )
        .get() as { action: string; details: string };
      expect(audit.action).toBe('correct_attempt');
      expect(JSON.parse(audit.details)).toMatchObject({ before: 124, after: 121 });

      const shown = await detail(id, desk.cookie);
      board = shown.contestBoard;
      expect(board.map((l) => [l.entryId, l.best])).toEqual([
        [c.entryId, 22],
        [a.entryId, 31],
        [b.entryId, 89],
      ]);
      expect(shown.leaderboard).toEqual([]);
      // Players with an attempt not attested are listed as not final, as cards are.
      expect(shown.rounds[0]?.unattested.map((p) => p.entryId).sort()).toEqual(
        [a.entryId, b.entryId, c.entryId].sort(),
      );
      // A visitor sees the board too (decision 060).
      expect((await detail(id)).contestBoard).toHaveLength(3);

      // The bay's attempts for the phone.
      const group = body<{
        format: string;
        attemptsEach: number;
        players: { mine: boolean; attempts: unknown[] }[];
      }>(await send('GET', `/api/competitions/${id}/rounds/1/attempts`, b.cookie));
      expect(group).toMatchObject({ format: 'closest', attemptsEach: 3 });
      expect(group.players.find((p) => p.mine)?.attempts).toHaveLength(1);
    } finally {
      now = START;
    }
  });
});

describe('long drive, and the formats kept apart', () => {
  it('ranks the longest, misses last; ties go to the next-best; cards and attempts are refused across formats', async () => {
    const { id, players } = await contest({
      name: 'Long Drive Night',
      format: 'longest',
      fieldSize: 4,
      rounds: [{ date: '2026-11-27', startTime: '18:00', endTime: '22:00', bays: ['3'] }],
    });
    const [a, b, c] = players;
    if (!a || !b || !c) throw new Error('players');
    now = DURING;
    try {
      for (const d of [290.5, 250]) expect((await attempt(id, a.entryId, a.cookie, d)).statusCode).toBe(201);
      for (const d of [290.5, 270]) expect((await attempt(id, b.entryId, b.cookie, d)).statusCode).toBe(201);
      expect((await attempt(id, c.entryId, c.cookie, null)).statusCode).toBe(201);
      expect(body(await attempt(id, a.entryId, a.cookie, 500.1)).code).toBe('invalid_distance');
      const board = (await detail(id)).contestBoard;
      expect(board.map((l) => [l.entryId, l.position, l.best])).toEqual([
        [b.entryId, 1, 2905],
        [a.entryId, 2, 2905],
        [c.entryId, 3, null],
      ]);
      const card = await send('PUT', `/api/competitions/${id}/rounds/1/cards/${a.entryId}`, a.cookie, {
        holes: Array.from({ length: 18 }, () => 4),
      });
      expect(card.statusCode).toBe(409);
      expect(body(card).code).toBe('not_stroke_play');

      const stroke = await create({
        name: 'Stroke Play',
        fieldSize: 4,
        rounds: [{ date: '2026-11-29', startTime: '18:00', endTime: '22:00', bays: ['3'] }],
      });
      expect(stroke.statusCode, stroke.payload).toBe(201);
      const strokeId = body<{ id: string }>(stroke).id;
      const refused = await send(
        'POST',
        `/api/competitions/${strokeId}/rounds/1/attempts/${a.entryId}`,
        a.cookie,
        {
          distance: 250,
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(body(refused).code).toBe('not_a_contest');
      // An entry of another competition is not in this round.
      expect(body(await attempt(id, '00000000-0000-4000-8000-000000000000', desk.cookie, 250)).code).toBe(
        'not_in_round',
      );
    } finally {
      now = START;
    }
  });
});
