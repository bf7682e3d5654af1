/**
 * The audit trail for admins: who may read it, the range and actor filters by venue day, the
 * actor's name, and no secret in what it shows.
 */
import type { Server } from '@hapi/hapi';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, insertMember } from './members';
import { makeServer } from './testServer';

/** Monday 23 November 2026, 10:00 AM in Denver (MST, UTC-7). */
const NOW = Date.UTC(2026, 10, 23, 17, 0);
const SECRET = 'tok_5b8e0f2a9c6d41e7a3f0';

interface AuditAnswer {
  from: string;
  to: string;
  truncated: boolean;
  entries: {
    action: string;
    actorId: string;
    actorName: string;
    createdAt: string;
    targetId: string;
    details: unknown;
  }[];
  actors: { id: string; name: string; role: string }[];
}

function logAction(sqlite: Database.Database, actorId: string, action: string, at: string, details: unknown) {
  sqlite
    .prepare(
      `INSERT INTO staff_actions (actor_id, action, target_type, target_id, details, created_at)
       VALUES (?, ?, 'user', 'target-1', ?, ?)`,
    )
    .run(actorId, action, details === null ? null : JSON.stringify(details), at);
}

describe('GET /api/staff/audit', () => {
  let server: Server;
  let sqlite: Database.Database;
  let admin: { id: string; cookie: string };
  let staff: { id: string; cookie: string };
  let member: { id: string; cookie: string };

  beforeAll(async () => {
    server = await makeServer({}, { now: () => NOW });
    sqlite = contextOf(server).database.sqlite;
    admin = await addMember(server, { role: 'admin', firstName: 'Ada', membershipType: null });
    staff = await addMember(server, { role: 'staff', firstName: 'Stu', membershipType: null });
    member = await addMember(server, { firstName: 'Mia' });
    // 11:30 PM on Sunday the 22nd and 00:30 on Monday the 16th, in Denver: the edges of last week.
    logAction(sqlite, staff.id, 'check-in', '2026-11-23T06:30:00.000Z', { note: 'last evening' });
    logAction(sqlite, staff.id, 'cancel', '2026-11-16T07:30:00.000Z', { reason: 'Rain' });
    logAction(sqlite, staff.id, 'no-show', '2026-11-16T06:30:00.000Z', null); // Sunday the 15th
    logAction(sqlite, admin.id, 'send_reset', '2026-11-23T16:00:00.000Z', {
      token: SECRET,
      link: `https://lounge.example/reset-password?token=${SECRET}`,
      nested: { sessionId: SECRET, reason: 'Asked at the desk' },
      note: `see https://lounge.example/reset-password?token=${SECRET}`,
    });
  });
  afterAll(() => server.stop());

  it('is 401 signed out and 403 to members and to staff, whatever the query', async () => {
    for (const url of ['/api/staff/audit', '/api/staff/audit?from=nonsense']) {
      expect((await call(server, { url })).statusCode).toBe(401);
      expect((await call(server, { url, cookie: member.cookie })).statusCode).toBe(403);
      expect((await call(server, { url, cookie: staff.cookie })).statusCode).toBe(403);
    }
    expect((await call(server, { url: '/api/staff/audit', cookie: admin.cookie })).statusCode).toBe(200);
  });

  it.each([
    ['from=2026-11-31', 'from'],
    ['from=2026-11-16&to=yesterday', 'to'],
    ['from=2026-11-23&to=2026-11-16', 'to'],
    ['from=2020-01-01&to=2026-11-23', 'to'],
    ['actor=someone', 'actor'],
    ['action=cancel', 'action'],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const res = await call(server, { url: `/api/staff/audit?${query}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(400);
    expect(body(res).field).toBe(field);
  });

  it('lists a range of venue days newest first, with who did it', async () => {
    const res = await call(server, {
      url: '/api/staff/audit?from=2026-11-16&to=2026-11-22',
      cookie: admin.cookie,
    });
    const log = body<AuditAnswer>(res);
    expect([log.from, log.to, log.truncated]).toEqual(['2026-11-16', '2026-11-22', false]);
    expect(log.entries.map((e) => [e.action, e.actorName, e.createdAt])).toEqual([
      ['check-in', 'Stu Tester', '2026-11-23T06:30:00.000Z'],
      ['cancel', 'Stu Tester', '2026-11-16T07:30:00.000Z'],
    ]);
    expect(log.entries[1]?.details).toEqual({ reason: 'Rain' });
    expect(log.actors.map((a) => [a.name, a.role])).toEqual([
      ['Ada Tester', 'admin'],
      ['Stu Tester', 'staff'],
    ]);
  });

  it('shows the last seven venue days by default, and one actor when asked', async () => {
    const all = body<AuditAnswer>(await call(server, { url: '/api/staff/audit', cookie: admin.cookie }));
    expect([all.from, all.to]).toEqual(['2026-11-17', '2026-11-23']);
    expect(all.entries.map((e) => e.action)).toEqual(['send_reset', 'check-in']);
    const mine = body<AuditAnswer>(
      await call(server, { url: `/api/staff/audit?from=2026-11-10&actor=${admin.id}`, cookie: admin.cookie }),
    );
    expect(mine.entries.map((e) => e.action)).toEqual(['send_reset']);
  });

  it('records what the desk really does, and never shows a secret', async () => {
    const target = insertMember(sqlite, { firstName: 'Newhire' });
    const role = await call(server, {
      method: 'PATCH',
      url: `/api/staff/members/${target.id}/role`,
      payload: { role: 'staff' },
      cookie: admin.cookie,
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
    });
    expect(role.statusCode).toBe(200);
    const res = await call(server, { url: '/api/staff/audit', cookie: admin.cookie });
    const log = body<AuditAnswer>(res);
    expect(log.entries[0]).toMatchObject({
      action: 'role',
      actorId: admin.id,
      actorName: 'Ada Tester',
      targetId: target.id,
      details: { from: 'member', to: 'staff' },
    });
    expect(log.entries.find((e) => e.action === 'send_reset')?.details).toEqual({
      token: '[hidden]',
      link: '[hidden]',
      nested: { sessionId: '[hidden]', reason: 'Asked at the desk' },
      note: '[hidden]',
    });
    expect(res.payload).not.toContain(SECRET);
  });
});
