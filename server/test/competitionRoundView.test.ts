/**
 * The board's round blocks open their round: each bay block of a round names the round, and
 * GET /api/staff/competition-rounds/{roundId} answers the competition, every player with their bay
 * and where their card stands (none, scoring, submitted, final), and the TV page's full address.
 * Staff only; an unknown round is a 404.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionRequest } from './competitionRequests';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Tuesday 2026-11-24, 10:00 in Denver. */
let now = Date.UTC(2026, 10, 24, 17, 0);
/** Friday 2026-11-27, 7:00 PM in Denver: the round (6 to 10 PM) is under way. */
const DURING_ROUND = Date.UTC(2026, 10, 28, 2, 0);
let server: Server;
let desk: { cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => now });
  desk = await addStaff(server, 'staff');
});
afterAll(() => server.stop());

const send = (method: string, url: string, cookie?: string, payload?: unknown) =>
  call(server, { method, url, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { payload }) });

interface RoundAnswer {
  competitionId: string;
  competitionName: string;
  number: number;
  closedAt: string | null;
  tvUrl: string;
  players: {
    memberName: string;
    bayNumber: string | null;
    card: string;
    holesPlayed: number;
    gross: number | null;
  }[];
}

describe("a round's block on the board", () => {
  it('names its round, which opens with every player’s bay and card state and the TV address', async () => {
    const created = await send('POST', '/api/staff/competitions', desk.cookie, competitionRequest());
    expect(created.statusCode, created.payload).toBe(201);
    const competitionId = body<{ id: string }>(created).id;
    const players = [];
    for (const firstName of ['Ada', 'Ben', 'Cy']) {
      const member = await addMember(server, { firstName });
      const entered = await send('POST', `/api/competitions/${competitionId}/entries`, member.cookie, {});
      expect(entered.statusCode, entered.payload).toBe(201);
      players.push({ ...member, entryId: body<{ entry: { id: string } }>(entered).entry.id });
    }
    const [ada, ben, cy] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];

    const day = body<{ blocks: { bayNumber: string; competitionRoundId: string | null }[] }>(
      await send('GET', '/api/staff/schedule?date=2026-11-27', desk.cookie),
    );
    const roundIds = new Set(day.blocks.map((b) => b.competitionRoundId));
    expect(day.blocks.map((b) => b.bayNumber).sort()).toEqual(['1', '2']);
    expect(roundIds.size).toBe(1);
    const roundId = [...roundIds][0] as string;
    expect(roundId).toMatch(/^[0-9a-f-]{36}$/);

    const url = `/api/staff/competition-rounds/${roundId}`;
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('GET', url, ada.cookie)).statusCode).toBe(403);

    const before = body<RoundAnswer>(await send('GET', url, desk.cookie));
    expect(before).toMatchObject({
      competitionId,
      competitionName: 'Thanksgiving Classic',
      number: 1,
      closedAt: null,
    });
    expect(before.tvUrl).toMatch(new RegExp(`^https?://[^/]+/tournaments/${competitionId}/tv$`));
    expect(before.players).toEqual([
      {
        entryId: ada.entryId,
        memberName: 'Ada Tester',
        bayNumber: '1',
        card: 'none',
        holesPlayed: 0,
        gross: null,
      },
      {
        entryId: ben.entryId,
        memberName: 'Ben Tester',
        bayNumber: '1',
        card: 'none',
        holesPlayed: 0,
        gross: null,
      },
      {
        entryId: cy.entryId,
        memberName: 'Cy Tester',
        bayNumber: '1',
        card: 'none',
        holesPlayed: 0,
        gross: null,
      },
    ]);

    // The desk's card entry reads a card as it stands: none yet before a score.
    const staffCard = (entryId: string) =>
      `/api/staff/competitions/${competitionId}/rounds/1/cards/${entryId}`;
    expect(body(await send('GET', staffCard(ada.entryId), desk.cookie))).toEqual({ card: null });

    now = DURING_ROUND;
    const cardUrl = (entryId: string) => `/api/competitions/${competitionId}/rounds/1/cards/${entryId}`;
    const partial = [4, 5, ...Array.from({ length: 16 }, () => null)];
    const full = Array.from({ length: 18 }, () => 4);
    expect(
      (await send('PUT', cardUrl(ada.entryId), ada.cookie, { holes: partial, final: false })).statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', cardUrl(ben.entryId), ben.cookie, { holes: full, final: true })).statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', cardUrl(cy.entryId), desk.cookie, { holes: full, final: true })).statusCode,
    ).toBe(200);

    const after = body<RoundAnswer>(await send('GET', url, desk.cookie));
    expect(after.players.map((p) => [p.memberName, p.card, p.holesPlayed, p.gross])).toEqual([
      ['Ada Tester', 'in_progress', 2, 9],
      ['Ben Tester', 'submitted', 18, 72],
      ['Cy Tester', 'final', 18, 72],
    ]);

    // A card begun opens at the desk with its strokes; staff only; an entry not of this
    // competition, or a round it does not have, is a 404.
    expect(body(await send('GET', staffCard(ada.entryId), desk.cookie))).toMatchObject({
      card: { entryId: ada.entryId, round: 1, holes: partial, final: false },
    });
    expect(body(await send('GET', staffCard(cy.entryId), desk.cookie))).toMatchObject({
      card: { holes: full, final: true },
    });
    expect((await send('GET', staffCard(ada.entryId))).statusCode).toBe(401);
    expect((await send('GET', staffCard(ada.entryId), ada.cookie)).statusCode).toBe(403);
    expect(
      (await send('GET', staffCard('00000000-0000-4000-8000-000000000000'), desk.cookie)).statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          'GET',
          `/api/staff/competitions/${competitionId}/rounds/2/cards/${ada.entryId}`,
          desk.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404 for a round that does not exist, and a plain block names no round', async () => {
    const missing = await send(
      'GET',
      '/api/staff/competition-rounds/00000000-0000-4000-8000-000000000000',
      desk.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toMatchObject({ message: 'Round not found' });
    const blocked = await send('POST', '/api/staff/blocks', desk.cookie, {
      bays: ['3'],
      date: '2026-12-02',
      startTime: '10:00',
      endTime: '11:00',
      reason: 'Projector repair',
    });
    expect(blocked.statusCode, blocked.payload).toBe(201);
    expect(body<{ blocks: { competitionRoundId: string | null }[] }>(blocked).blocks).toEqual([
      expect.objectContaining({ competitionRoundId: null, eventQuoteId: null }),
    ]);
  });
});

describe('a card of the wrong length', () => {
  it('is refused naming how many holes were typed, and nothing is written', async () => {
    const created = await send(
      'POST',
      '/api/staff/competitions',
      desk.cookie,
      competitionRequest({
        name: 'Short Card Open',
        fieldSize: 4,
        registrationClosesAt: '2026-12-01T00:00:00.000Z',
        rounds: [{ date: '2026-12-04', startTime: '18:00', endTime: '22:00', bays: ['3'] }],
      }),
    );
    expect(created.statusCode, created.payload).toBe(201);
    const competitionId = body<{ id: string }>(created).id;
    const member = await addMember(server, { firstName: 'Dot' });
    const entered = await send('POST', `/api/competitions/${competitionId}/entries`, member.cookie, {});
    const entryId = body<{ entry: { id: string } }>(entered).entry.id;
    const url = `/api/competitions/${competitionId}/rounds/1/cards/${entryId}`;
    const res = await send('PUT', url, desk.cookie, {
      holes: Array.from({ length: 17 }, () => 4),
      final: true,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      code: 'invalid_card',
      field: 'holes',
      title: 'Invalid Scorecard',
      message: 'A card has 18 holes; 17 were typed.',
    });
    const roundId = body<{ blocks: { competitionRoundId: string | null }[] }>(
      await send('GET', '/api/staff/schedule?date=2026-12-04', desk.cookie),
    ).blocks[0]?.competitionRoundId;
    const round = body<RoundAnswer>(
      await send('GET', `/api/staff/competition-rounds/${roundId}`, desk.cookie),
    );
    expect(round.players.map((p) => p.card)).toEqual(['none']);
  });
});
