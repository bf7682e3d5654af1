/**
 * The day view, a member's list and the signed-in user are answered as the database is now: each
 * test reads first, changes the database one way (through the API, the server's connection by no
 * service at all, another process, the clock), and reads again.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { type TakenSlot, wallToInstant } from '@lounge/core';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver; tests move it on. */
const START = Date.UTC(2026, 10, 22, 17, 0);
let now = START;
let server: Server;
let member: { id: string; cookie: string };
const iso = (date: string, time: string) =>
  new Date(wallToInstant(date, time, 'America/Denver')).toISOString();

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => now });
  member = await addMember(server, { membershipType: 'vip' });
});
afterAll(() => server.stop());

const view = async (date: string) => {
  const res = await call(server, { url: `/api/bookings/date/${date}`, cookie: member.cookie });
  expect(res.statusCode).toBe(200);
  return body<TakenSlot[]>(res);
};
const slotAt = (date: string, bay: string, start: string, end: string): TakenSlot => ({
  bayNumber: bay,
  startTime: iso(date, start),
  endTime: iso(date, end),
});

/** A booking row written straight into the file, as another writer would (no service, no route). */
function insertBooking(
  sqlite: Database.Database,
  date: string,
  bay: string,
  start: string,
  end: string,
  extra: { status?: string; holdExpiresAt?: string } = {},
): string {
  const id = randomUUID();
  const stamp = new Date(now).toISOString();
  sqlite
    .prepare(
      `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, hold_expires_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
    )
    .run(
      id,
      member.id,
      bay,
      date,
      iso(date, start),
      iso(date, end),
      extra.status ?? 'confirmed',
      extra.holdExpiresAt ?? null,
      stamp,
      stamp,
    );
  return id;
}

describe('the day view', () => {
  it('shows a booking made through the API at once', async () => {
    const date = '2026-11-24';
    expect(await view(date)).toEqual([]);
    const res = await call(server, {
      method: 'POST',
      url: '/api/bookings',
      cookie: member.cookie,
      payload: { bayNumber: '1', bookingDate: date, startTime: '14:00', endTime: '15:00', guestCount: '1' },
    });
    expect(res.statusCode).toBe(201);
    expect(await view(date)).toEqual([slotAt(date, '1', '14:00', '15:00')]);
  });

  it('shows a change written through the server’s own connection by no service at all', async () => {
    const date = '2026-11-25';
    const sqlite = contextOf(server).database.sqlite;
    const id = insertBooking(sqlite, date, '2', '10:00', '11:00');
    expect(await view(date)).toEqual([slotAt(date, '2', '10:00', '11:00')]);
    sqlite.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(id);
    expect(await view(date)).toEqual([]);
  });

  it('shows a booking another process committed to the same file at once', async () => {
    const date = '2026-11-26';
    expect(await view(date)).toEqual([]);
    const other = new Database(contextOf(server).config.databasePath);
    try {
      other.pragma('busy_timeout = 5000');
      insertBooking(other, date, '3', '18:00', '19:00');
    } finally {
      other.close();
    }
    expect(await view(date)).toEqual([slotAt(date, '3', '18:00', '19:00')]);
  });

  it('drops a payment hold the moment it lapses, with nothing written', async () => {
    const date = '2026-11-27';
    const lapses = now + 10 * 60_000;
    insertBooking(contextOf(server).database.sqlite, date, '1', '12:00', '13:00', {
      status: 'held',
      holdExpiresAt: new Date(lapses).toISOString(),
    });
    expect(await view(date)).toEqual([slotAt(date, '1', '12:00', '13:00')]);
    now = lapses - 1;
    expect(await view(date)).toEqual([slotAt(date, '1', '12:00', '13:00')]);
    now = lapses;
    expect(await view(date)).toEqual([]);
    // A clock set back (the journeys' test clock can be) reads the day again.
    now = lapses - 60_000;
    expect(await view(date)).toEqual([slotAt(date, '1', '12:00', '13:00')]);
    now = START;
  });

  it('shows a bay block the desk adds', async () => {
    const date = '2026-11-28';
    expect(await view(date)).toEqual([]);
    const stamp = new Date(now).toISOString();
    contextOf(server)
      .database.sqlite.prepare(
        `INSERT INTO bay_blocks (id, group_id, bay_number, block_date, start_time, end_time, reason, created_by, created_at)
         VALUES (?, ?, '2', ?, ?, ?, 'maintenance', ?, ?)`,
      )
      .run(randomUUID(), randomUUID(), date, iso(date, '09:00'), iso(date, '12:00'), member.id, stamp);
    expect(await view(date)).toEqual([{ ...slotAt(date, '2', '09:00', '12:00'), closed: true }]);
  });
});

describe("a member's list and the signed-in user", () => {
  const other = (work: (sqlite: Database.Database) => void) => {
    const sqlite = new Database(contextOf(server).config.databasePath);
    try {
      sqlite.pragma('busy_timeout = 5000');
      work(sqlite);
    } finally {
      sqlite.close();
    }
  };
  const myBookings = async (cookie: string) => {
    const res = await call(server, { url: '/api/bookings', cookie });
    expect(res.statusCode).toBe(200);
    return body<{ id: string; status: string }[]>(res).map((b) => [b.id, b.status]);
  };

  it('lists a booking another process committed, and its cancelling through the server’s connection, at once', async () => {
    const m = await addMember(server, { membershipType: 'vip' });
    expect(await myBookings(m.cookie)).toEqual([]);
    const id = randomUUID();
    other((sqlite) =>
      sqlite
        .prepare(
          `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
           VALUES (?, ?, '1', '2026-12-01', '2026-12-01T16:00:00.000Z', '2026-12-01T17:00:00.000Z', 1, 'confirmed', 'now', 'now')`,
        )
        .run(id, m.id),
    );
    expect(await myBookings(m.cookie)).toEqual([[id, 'confirmed']]);
    contextOf(server)
      .database.sqlite.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?")
      .run(id);
    expect(await myBookings(m.cookie)).toEqual([[id, 'cancelled']]);
  });

  it('answers the signed-in user as the row now is, whoever changed it', async () => {
    const m = await addMember(server, { membershipType: 'vip', firstName: 'Ada' });
    const me = async () =>
      body<{ firstName: string }>(await call(server, { url: '/api/auth/user', cookie: m.cookie }));
    expect((await me()).firstName).toBe('Ada');
    other((sqlite) => sqlite.prepare("UPDATE users SET first_name = 'Grace' WHERE id = ?").run(m.id));
    expect((await me()).firstName).toBe('Grace');
    // A role given or taken away through the server's own connection counts at the next request.
    const { sqlite } = contextOf(server).database;
    sqlite.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(m.id);
    expect((await call(server, { url: '/api/staff/members', cookie: m.cookie })).statusCode).toBe(200);
    sqlite.prepare("UPDATE users SET role = 'member' WHERE id = ?").run(m.id);
    expect((await call(server, { url: '/api/staff/members', cookie: m.cookie })).statusCode).toBe(403);
  });
});
