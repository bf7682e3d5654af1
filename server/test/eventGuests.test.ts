/**
 * A Golf Tournaments event's competition for its guests (docs/decisions/066) through the real
 * server on a real SQLite file: a paid tournament event gets its competition on its own date, time
 * and held bays (no second bay block); staff enter guests by name (no account), rename and remove
 * them before a score, enter their cards and attempts as staff entries (attested as written); the
 * public board and the TV's answer name them as every board does; the competition is not in the
 * public list and no member may enter it. Every refusal names its rule; every change is audited.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { eventGuestMessages, GUEST_NAME_MAX } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAR_72_COURSE } from './competitionRequests';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addMember, addStaff, mailedToken } from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

/** Tuesday 2026-11-24, 10:00 in Denver. */
const now = Date.UTC(2026, 10, 24, 17, 0);
let server: Server;
let desk: { id: string; cookie: string };
let member: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer(
    { ...WITH_MAIL_SERVER, RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
    { now: () => now },
  );
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
  member = await addMember(server, { firstName: 'Mo', emailVerified: true });
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, cookie: string, payload?: unknown) =>
  call(server, { method, url, cookie, ...(payload === undefined ? {} : { payload }) });
const page = (step: string, payload: Record<string, unknown>) =>
  postFromSite(server, `/api/event-quote/${step}`, payload);

interface View {
  competitionId: string | null;
  roundId: string | null;
  name: string | null;
  format: string | null;
  fieldSize: number;
  guests: { entryId: string; name: string; hasScores: boolean }[];
  boardUrl: string | null;
  tvUrl: string | null;
}

let dates = 0;
/** A quote built, sent and accepted; paid through the sandbox's checkout when `pay`. */
async function eventOf(packageId: 'tournament' | 'corporate', pay: boolean): Promise<string> {
  const email = `c-${randomUUID()}@example.com`;
  const inquiryId = randomUUID();
  sqlite()
    .prepare(
      `INSERT INTO event_inquiries (id, contact_name, email, event_type, message, created_at)
       VALUES (?, 'Casey Planner', ?, 'tournament', 'Our club day', ?)`,
    )
    .run(inquiryId, email, new Date(now).toISOString());
  dates += 1;
  const built = await send('POST', '/api/staff/event-quotes', desk.cookie, {
    inquiryId,
    packageId,
    space: packageId === 'tournament' ? 'facility' : ['1'],
    date: `2027-01-${String(10 + dates).padStart(2, '0')}`,
    startTime: '12:00',
    hours: 4,
    headCount: 12,
    addOns: [],
  });
  expect(built.statusCode, built.payload).toBe(201);
  const id = body<{ id: string }>(built).id;
  if (!pay) return id;
  expect((await send('POST', `/api/staff/event-quotes/${id}/send`, desk.cookie)).statusCode).toBe(200);
  const token = mailedToken(server, email, 'event_quote');
  expect((await page('accept', { token })).statusCode).toBe(200);
  const deposit = await page('deposit', { token });
  expect(deposit.statusCode, deposit.payload).toBe(200);
  const session = new URL(body<{ url: string }>(deposit).url, 'http://x').searchParams.get('session_id');
  const paid = await postFromSite(server, `/api/payments/sandbox/sessions/${session}/complete`, {});
  expect(paid.statusCode, paid.payload).toBe(200);
  return id;
}

const competitionUrl = (eventId: string) => `/api/staff/event-quotes/${eventId}/competition`;
const create = (eventId: string, over: Record<string, unknown> = {}) =>
  send('POST', competitionUrl(eventId), desk.cookie, { format: 'gross', course: PAR_72_COURSE, ...over });
const addGuest = (eventId: string, name: string) =>
  send('POST', `${competitionUrl(eventId)}/guests`, desk.cookie, { name });

describe('creating an event’s competition', () => {
  it('gives a paid Golf Tournaments event its competition on the event’s time and bays, with no second block', async () => {
    const eventId = await eventOf('tournament', true);
    const before = body<View>(await send('GET', competitionUrl(eventId), desk.cookie));
    expect(before.competitionId).toBeNull();
    const blocksBefore = sqlite().prepare('SELECT COUNT(*) AS n FROM bay_blocks').get() as { n: number };

    const res = await create(eventId);
    expect(res.statusCode, res.payload).toBe(201);
    const view = body<View>(res);
    expect(view.name).toBe('Casey Planner’s Golf Tournament');
    expect(view.format).toBe('gross');
    const bays = contextOf(server).config.venue.bays.length;
    expect(view.fieldSize).toBe(4 * bays);
    expect(view.tvUrl).toMatch(new RegExp(`/tournaments/${view.competitionId}/tv$`));

    const event = sqlite()
      .prepare('SELECT starts_at, ends_at, event_date FROM event_quotes WHERE id = ?')
      .get(eventId) as {
      starts_at: string;
      ends_at: string;
      event_date: string;
    };
    const round = sqlite()
      .prepare(
        'SELECT round_date, start_time, end_time, bays FROM competition_rounds WHERE competition_id = ?',
      )
      .get(view.competitionId) as { round_date: string; start_time: string; end_time: string; bays: string };
    expect(round).toEqual({
      round_date: event.event_date,
      start_time: event.starts_at,
      end_time: event.ends_at,
      bays: JSON.stringify(contextOf(server).config.venue.bays),
    });
    expect(sqlite().prepare('SELECT COUNT(*) AS n FROM bay_blocks').get()).toEqual(blocksBefore);
    const audit = sqlite()
      .prepare(
        "SELECT actor_id AS actor, target_id AS target FROM staff_actions WHERE action = 'create_event_competition'",
      )
      .all();
    expect(audit).toContainEqual({ actor: desk.id, target: view.competitionId });

    const again = await create(eventId);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      code: 'event_has_competition',
      ...eventGuestMessages.hasCompetition,
    });
  });

  it('refuses an event of another package, one not paid, a net format and a contest without its hole', async () => {
    const corporate = await eventOf('corporate', true);
    expect(body(await create(corporate))).toMatchObject({
      code: 'event_not_tournament',
      ...eventGuestMessages.notATournament,
    });
    const unpaid = await eventOf('tournament', false);
    const res = await create(unpaid);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 'event_not_paid', ...eventGuestMessages.notPaid });
    const paid = await eventOf('tournament', true);
    expect((await create(paid, { format: 'net' })).statusCode).toBe(400);
    const closest = await create(paid, { format: 'closest' });
    expect(closest.statusCode).toBe(400);
    expect(body(closest)).toMatchObject({ code: 'invalid_competition', field: 'contestHole' });
    expect(body<View>(await send('GET', competitionUrl(paid), desk.cookie)).competitionId).toBeNull();
    expect((await send('GET', competitionUrl(paid), member.cookie)).statusCode).toBe(403);
    expect((await addGuest(paid, 'Ann Lee')).statusCode).toBe(409);
  });
});

describe('the guests, their scores and their board', () => {
  let eventId: string;
  let competitionId: string;

  beforeAll(async () => {
    eventId = await eventOf('tournament', true);
    competitionId = body<View>(await create(eventId, { name: 'Club Day' })).competitionId ?? '';
  });

  it('enters guests by name and refuses an empty, a too long or a repeated name', async () => {
    expect((await addGuest(eventId, 'Ann Lee')).statusCode).toBe(201);
    const second = await addGuest(eventId, '  Bob   Stone ');
    expect(second.statusCode).toBe(201);
    expect(body<View>(second).guests.map((g) => g.name)).toEqual(['Ann Lee', 'Bob Stone']);

    const empty = await addGuest(eventId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(body(empty)).toMatchObject({ code: 'invalid_guest', field: 'name', ...eventGuestMessages.noName });
    const long = await addGuest(eventId, 'x'.repeat(GUEST_NAME_MAX + 1));
    expect(body(long)).toMatchObject({ code: 'invalid_guest', ...eventGuestMessages.nameTooLong });
    const twice = await addGuest(eventId, 'ann LEE');
    expect(twice.statusCode).toBe(400);
    expect(body(twice)).toMatchObject(eventGuestMessages.duplicateName('ann LEE'));
    const rows = sqlite()
      .prepare(
        'SELECT user_id AS userId, guest_name AS name FROM competition_entries WHERE competition_id = ?',
      )
      .all(competitionId);
    expect(rows).toEqual([
      { userId: null, name: 'Ann Lee' },
      { userId: null, name: 'Bob Stone' },
    ]);
  });

  it('renames and removes a guest with no score, each in the audit trail', async () => {
    const added = body<View>(await addGuest(eventId, 'Cy Tmp'));
    const cy = added.guests.find((g) => g.name === 'Cy Tmp');
    const renamed = await send('PATCH', `${competitionUrl(eventId)}/guests/${cy?.entryId}`, desk.cookie, {
      name: 'Cy Park',
    });
    expect(renamed.statusCode, renamed.payload).toBe(200);
    expect(body<View>(renamed).guests.map((g) => g.name)).toContain('Cy Park');
    const clash = await send('PATCH', `${competitionUrl(eventId)}/guests/${cy?.entryId}`, desk.cookie, {
      name: 'Bob Stone',
    });
    expect(clash.statusCode).toBe(400);
    const removed = await send('DELETE', `${competitionUrl(eventId)}/guests/${cy?.entryId}`, desk.cookie);
    expect(removed.statusCode).toBe(200);
    expect(body<View>(removed).guests.map((g) => g.name)).toEqual(['Ann Lee', 'Bob Stone']);
    const actions = sqlite()
      .prepare(
        "SELECT action, details FROM staff_actions WHERE action IN ('add_guest', 'rename_guest', 'remove_guest')",
      )
      .all() as { action: string; details: string }[];
    expect(actions.map((a) => a.action)).toEqual([
      'add_guest',
      'add_guest',
      'add_guest',
      'rename_guest',
      'remove_guest',
    ]);
    expect(JSON.parse(actions[3]?.details ?? '{}')).toMatchObject({ before: 'Cy Tmp', after: 'Cy Park' });
  });

  it('takes staff’s cards for guests, attested as written, and shows them by name on the public board', async () => {
    const view = body<View>(await send('GET', competitionUrl(eventId), desk.cookie));
    const [ann, bob] = view.guests;
    const fours = Array.from({ length: 18 }, () => 4);
    const card = await send(
      'PUT',
      `/api/competitions/${competitionId}/rounds/1/cards/${ann?.entryId}`,
      desk.cookie,
      {
        holes: fours.map((h, i) => (i === 0 ? 3 : h)),
        final: true,
      },
    );
    expect(card.statusCode, card.payload).toBe(200);
    const bobCard = await send(
      'PUT',
      `/api/competitions/${competitionId}/rounds/1/cards/${bob?.entryId}`,
      desk.cookie,
      {
        holes: fours.map((h, i) => (i < 9 ? h + 1 : null)),
      },
    );
    expect(bobCard.statusCode, bobCard.payload).toBe(200);
    const attested = sqlite()
      .prepare('SELECT attested_by AS by FROM competition_cards WHERE entry_id = ?')
      .get(ann?.entryId) as { by: string };
    expect(attested.by).toBe(desk.id);

    // Signed out, as the TV and a guest's phone read it.
    const board = await call(server, { url: `/api/competitions/${competitionId}` });
    expect(board.statusCode).toBe(200);
    const detail = body<{ leaderboard: { name: string; toPar: number; thru: number }[]; field: unknown[] }>(
      board,
    );
    expect(detail.leaderboard.map((l) => [l.name, l.toPar, l.thru])).toEqual([
      ['Ann L.', -1, 18],
      ['Bob S.', 9, 9],
    ]);

    const round = body<{ players: { memberName: string; card: string }[] }>(
      await send('GET', `/api/staff/competition-rounds/${view.roundId}`, desk.cookie),
    );
    expect(round.players.map((p) => p.memberName)).toEqual(['Ann Lee', 'Bob Stone']);

    const scored = body<View>(await send('GET', competitionUrl(eventId), desk.cookie));
    expect(scored.guests.every((g) => g.hasScores)).toBe(true);
    const rename = await send('PATCH', `${competitionUrl(eventId)}/guests/${ann?.entryId}`, desk.cookie, {
      name: 'Anne Lee',
    });
    expect(rename.statusCode).toBe(409);
    expect(body(rename)).toMatchObject({ code: 'guest_has_scores', ...eventGuestMessages.hasScores });
    expect(
      (await send('DELETE', `${competitionUrl(eventId)}/guests/${bob?.entryId}`, desk.cookie)).statusCode,
    ).toBe(409);
  });

  it('leaves the competition out of the public list and refuses a member’s entry', async () => {
    const list = body<{ id: string }[]>(await call(server, { url: '/api/competitions' }));
    expect(list.map((c) => c.id)).not.toContain(competitionId);
    // The desk's list has it: staff enter its cards and attempts and close its round there.
    const staffList = body<{ id: string }[]>(await send('GET', '/api/staff/competitions', desk.cookie));
    expect(staffList.map((c) => c.id)).toContain(competitionId);
    expect((await send('GET', '/api/staff/competitions', member.cookie)).statusCode).toBe(403);
    const entry = await send('POST', `/api/competitions/${competitionId}/entries`, member.cookie);
    expect(entry.statusCode).toBe(409);
    expect(body(entry)).toMatchObject({ code: 'guests_only', ...eventGuestMessages.guestsOnly });
    const staffAdd = await send('POST', `/api/staff/competitions/${competitionId}/entries`, desk.cookie, {
      userId: member.id,
    });
    expect(staffAdd.statusCode).toBe(409);
  });

  it('takes a contest’s attempts for guests from staff', async () => {
    const contestEvent = await eventOf('tournament', true);
    const made = body<View>(await create(contestEvent, { format: 'longest', attempts: 2 }));
    const guest = body<View>(await addGuest(contestEvent, 'Dot')).guests[0];
    const attempt = await send(
      'POST',
      `/api/competitions/${made.competitionId}/rounds/1/attempts/${guest?.entryId}`,
      desk.cookie,
      { distance: 251.5 },
    );
    expect(attempt.statusCode, attempt.payload).toBe(201);
    const detail = body<{ contestBoard: { name: string; best: number | null; provisional: boolean }[] }>(
      await call(server, { url: `/api/competitions/${made.competitionId}` }),
    );
    expect(detail.contestBoard).toEqual([
      expect.objectContaining({ name: 'Dot', best: 2515, provisional: false }),
    ]);
  });
});
