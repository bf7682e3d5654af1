/**
 * The day view is kept per date between requests (bookings/dayViewCache.ts), yet never answers a
 * stale day: each test views a day first (so it is kept), changes it one way, and views it again.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { type TakenSlot, wallToInstant } from '@lounge/core';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_VIEW_CACHE_SIZE, keptDays } from '../src/bookings/dayViewCache';
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

describe('the day view kept between requests', () => {
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
    expect(await view(date)).toEqual([slotAt(date, '2', '09:00', '12:00')]);
  });

  it(`keeps at most ${DAY_VIEW_CACHE_SIZE} days, and a day it let go reads fresh`, async () => {
    const first = '2026-12-01';
    expect(await view(first)).toEqual([]);
    for (let d = 0; d <= DAY_VIEW_CACHE_SIZE; d++) {
      const date = new Date(Date.UTC(2027, 0, 1 + d)).toISOString().slice(0, 10);
      await view(date);
    }
    expect(keptDays(contextOf(server).database)).toBe(DAY_VIEW_CACHE_SIZE);
    insertBooking(contextOf(server).database.sqlite, first, '1', '09:00', '10:00');
    expect(await view(first)).toEqual([slotAt(first, '1', '09:00', '10:00')]);
  });
});
