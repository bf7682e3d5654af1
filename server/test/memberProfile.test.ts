/**
 * The desk's member profile and staff notes: who may use them, what bad input answers, and the
 * profile's figures against a fixture whose expected figures are worked out here, not by core.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS, type MemberNoteView, type MemberProfile, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff, insertMember } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver (17:00 UTC). */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const TODAY = '2026-11-22';
const DAY_MS = 86_400_000;

let server: Server;
let admin: { id: string; cookie: string };
let desk: { id: string; cookie: string };
let member: { id: string; cookie: string };
let vip: { id: string; email: string };

/** date, start hour (UTC), length in hours, status, players */
type Fixture = [string, number, number, string, number];
const BOOKINGS: Fixture[] = [
  ['2026-11-24', 18, 1, 'confirmed', 3], // to come
  ['2026-11-22', 20, 2, 'confirmed', 2], // later today
  ['2026-11-22', 16, 2, 'checked_in', 1], // under way now
  ['2026-11-20', 18, 1, 'checked_in', 1], // played
  ['2026-11-12', 18, 1, 'no_show', 1], // in the window
  ['2026-08-25', 18, 1, 'no_show', 1], // the window's first day (today and the 89 before it)
  ['2026-08-24', 18, 1, 'no_show', 1], // a day too early
  ['2026-12-01', 18, 1, 'cancelled', 1], // cancelled, not to come
  ['2026-11-21', 18, 1, 'expired', 1], // a lapsed payment hold: no booking at all
];
/** billing month, guests on passes */
const PASSES: [string, number][] = [
  ['2026-11', 2],
  ['2026-11', 1],
  ['2026-10', 3],
];

const iso = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const sqlite = () => contextOf(server).database.sqlite;

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
  admin = await addStaff(server, 'admin', { firstName: 'Ada' });
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
  member = await addMember(server, { firstName: 'Max' });
  vip = insertMember(sqlite(), { firstName: 'Vera', membershipType: 'vip', email: 'vera@example.com' });
  const db = sqlite();
  db.prepare(
    "UPDATE users SET phone = '+14065550123', created_at = '2025-03-04T05:06:07.000Z' WHERE id = ?",
  ).run(vip.id);
  const ids: string[] = [];
  for (const [date, hour, hours, status, players] of BOOKINGS) {
    const id = randomUUID();
    ids.push(id);
    db.prepare(
      `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
       VALUES (?, ?, '1', ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      vip.id,
      date,
      iso(date, hour),
      iso(date, hour + hours),
      players,
      status,
      iso(date, 0),
      iso(date, 0),
    );
  }
  PASSES.forEach(([month, guests], i) => {
    db.prepare(
      'INSERT INTO guest_passes (id, user_id, booking_id, guest_count, billing_month, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(randomUUID(), vip.id, ids[i], guests, month, iso(TODAY, 0));
  });
  db.prepare(
    `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, created_at, updated_at)
     VALUES (?, 'membership', ?, 'paid', 'VIP membership', ?, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`,
  ).run(randomUUID(), TIERS.vip.prices.monthlyCents, vip.id);
  db.prepare(
    `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, method, created_at, updated_at)
     VALUES (?, 'desk', ?, 'paid', 'Guest fee at the desk', ?, 'cash', '2026-11-20T18:00:00.000Z', '2026-11-20T18:00:00.000Z')`,
  ).run(randomUUID(), GUEST_FEE_CENTS, vip.id);
});
afterAll(() => server.stop());

const send = (method: string, url: string, cookie?: string, payload?: unknown) =>
  call(server, { method, url, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { payload }) });

describe('who may use the profile and notes', () => {
  const routes = (): [string, string, unknown?][] => [
    ['GET', `/api/staff/members/${vip.id}`],
    ['POST', `/api/staff/members/${vip.id}/notes`, { body: 'Hi' }],
    ['PATCH', `/api/staff/members/${vip.id}/notes/${randomUUID()}`, { body: 'Hi' }],
  ];
  it('is 401 signed out and 403 to a member, for every route', async () => {
    for (const [method, url, payload] of routes()) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, member.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('GET /api/staff/members/{id}', () => {
  it('is 404 for an unknown member or an id of no member shape', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await send('GET', `/api/staff/members/${id}`, desk.cookie);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Member not found');
    }
  });

  it('gives the figures the fixture holds', async () => {
    const res = await send('GET', `/api/staff/members/${vip.id}`, desk.cookie);
    expect(res.statusCode).toBe(200);
    const profile = body<MemberProfile>(res);

    // Worked out from the fixture, independently of core.
    const windowStart = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 89 * DAY_MS).toISOString().slice(0, 10);
    expect(windowStart).toBe('2026-08-25');
    const noShows = BOOKINGS.filter(([d, , , s]) => s === 'no_show' && d >= windowStart && d <= TODAY).length;
    const toCome = BOOKINGS.filter(
      ([d, h, n, s]) =>
        (s === 'confirmed' && Date.parse(iso(d, h)) > NOW) ||
        (s === 'checked_in' && Date.parse(iso(d, h + n)) > NOW),
    );
    const listed = BOOKINGS.filter(([, , , s]) => s !== 'expired');
    const used = PASSES.filter(([m]) => m === '2026-11').reduce((sum, [, g]) => sum + g, 0);

    expect(profile).toMatchObject({
      id: vip.id,
      firstName: 'Vera',
      email: 'vera@example.com',
      phone: '+14065550123',
      membershipType: 'vip',
      membershipStatus: 'monthly',
      memberSince: '2025-03-04T05:06:07.000Z',
      noShows: { count: noShows, days: 90 },
      guestPasses: {
        month: '2026-11',
        used,
        allowance: TIERS.vip.freeGuestPassesPerMonth,
        left: TIERS.vip.freeGuestPassesPerMonth - used,
      },
      pastTotal: listed.length - toCome.length,
    });
    expect(noShows).toBe(2);
    expect(used).toBe(3);
    expect(profile.upcoming.map((b) => b.startTime)).toEqual(toCome.map(([d, h]) => iso(d, h)).sort());
    expect(profile.upcoming[0]).toMatchObject({ status: 'checked_in', players: 1 });
    expect(profile.past.map((b) => b.startTime)).toEqual(
      listed
        .filter((f) => !toCome.includes(f))
        .map(([d, h]) => iso(d, h))
        .sort()
        .reverse(),
    );
    expect(profile.payments.map((p) => [p.kind, p.amountCents, p.method])).toEqual([
      ['desk', GUEST_FEE_CENTS, 'cash'],
      ['membership', TIERS.vip.prices.monthlyCents, null],
    ]);
    expect(JSON.stringify(profile)).not.toMatch(/password|stripe/i);
  });
});

describe('staff notes', () => {
  it('adds a note, shows it on the profile, lets another staff member change it, and records both', async () => {
    const added = await send('POST', `/api/staff/members/${vip.id}/notes`, desk.cookie, {
      body: '  Prefers bay 2; left-handed clubs.  ',
    });
    expect(added.statusCode).toBe(201);
    const note = body<MemberNoteView>(added);
    expect(note).toMatchObject({
      body: 'Prefers bay 2; left-handed clubs.',
      createdBy: 'Dee Tester',
      updatedBy: 'Dee Tester',
    });

    const changed = await send('PATCH', `/api/staff/members/${vip.id}/notes/${note.id}`, admin.cookie, {
      body: 'Prefers bay 2.',
    });
    expect(changed.statusCode).toBe(200);
    expect(body<MemberNoteView>(changed)).toMatchObject({
      id: note.id,
      body: 'Prefers bay 2.',
      createdBy: 'Dee Tester',
      updatedBy: 'Ada Tester',
    });

    const profile = body<MemberProfile>(await send('GET', `/api/staff/members/${vip.id}`, desk.cookie));
    expect(profile.notes.map((n) => n.body)).toEqual(['Prefers bay 2.']);

    const trail = sqlite()
      .prepare(
        "SELECT actor_id, action, target_id, details FROM staff_actions WHERE action LIKE '%_note' ORDER BY id",
      )
      .all();
    expect(trail).toEqual([
      {
        actor_id: desk.id,
        action: 'add_note',
        target_id: vip.id,
        details: JSON.stringify({ noteId: note.id }),
      },
      {
        actor_id: admin.id,
        action: 'edit_note',
        target_id: vip.id,
        details: JSON.stringify({ noteId: note.id }),
      },
    ]);
  });

  it('is 400 naming the field for a blank, missing, too long or unknown field', async () => {
    const url = `/api/staff/members/${vip.id}/notes`;
    const cases: [unknown, string, string?][] = [
      [{ body: '   ' }, 'body', 'Note Needed'],
      [{}, 'body'],
      [{ body: 'x'.repeat(2001) }, 'body', 'Note Too Long'],
      [{ body: 'ok', pinned: true }, 'pinned'],
    ];
    for (const [payload, field, title] of cases) {
      const res = await send('POST', url, desk.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(body(res).field).toBe(field);
      if (title) expect(body(res).title).toBe(title);
    }
  });

  it('is 404 for an unknown member, an unknown note, or another member’s note', async () => {
    expect(
      (await send('POST', `/api/staff/members/${randomUUID()}/notes`, desk.cookie, { body: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', `/api/staff/members/${vip.id}/notes/${randomUUID()}`, desk.cookie, { body: 'x' }))
        .statusCode,
    ).toBe(404);
    const other = body<MemberNoteView>(
      await send('POST', `/api/staff/members/${member.id}/notes`, desk.cookie, { body: 'Max’s note' }),
    );
    const res = await send('PATCH', `/api/staff/members/${vip.id}/notes/${other.id}`, desk.cookie, {
      body: 'moved',
    });
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('Note not found');
  });

  it('goes with the account when an admin deletes it on the member’s request', async () => {
    const leaving = insertMember(sqlite(), {
      firstName: 'Lou',
      membershipType: null,
      membershipStatus: 'inactive',
    });
    await send('POST', `/api/staff/members/${leaving.id}/notes`, desk.cookie, { body: 'Asked to leave.' });
    const res = await send('DELETE', `/api/staff/members/${leaving.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(
      sqlite().prepare('SELECT count(*) AS n FROM member_notes WHERE user_id = ?').get(leaving.id),
    ).toEqual({ n: 0 });
  });
});
