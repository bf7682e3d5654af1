/**
 * A year's report over a year of rows in Denver (both daylight-saving days in it): its figures
 * match what was written, counted here by hand, and the twelve months asked one by one add up to
 * the year, cell by cell of the utilisation grid. And it is made in turns: other work runs on the
 * event loop while it is read (how long it takes is bench/reports.mjs's to say, never a test's).
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { addDays, daysInRange, minutesOfDay, type StaffReport, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addStaff, insertMember } from './members';
import { makeServer } from './testServer';

const ZONE = 'America/Denver';
const YEAR = { from: '2026-01-01', to: '2026-12-31' };
const NOW = Date.UTC(2027, 0, 10, 17, 0);
const OPEN = minutesOfDay('09:00');
const CLOSE = minutesOfDay('22:00');
/** Each bay's sessions of a day: start and end (one runs past closing, its last half hour not counted). */
const SESSIONS = [
  ['09:00', '10:30'],
  ['11:00', '13:00'],
  ['14:00', '15:00'],
  ['17:30', '19:00'],
  ['21:30', '22:30'],
] as const;
const STATUSES = ['completed', 'checked_in', 'confirmed', 'no_show', 'cancelled'] as const;
const UTILISING: readonly string[] = ['completed', 'checked_in', 'confirmed'];
const KEPT: readonly string[] = [...UTILISING, 'no_show'];

const at = (date: string, time: string) => new Date(wallToInstant(date, time, ZONE)).toISOString();
const query = (range: { from: string; to: string }) => `from=${range.from}&to=${range.to}`;
const months = Array.from({ length: 12 }, (_, m) => {
  const from = `2026-${String(m + 1).padStart(2, '0')}-01`;
  const next = m === 11 ? '2027-01-01' : `2026-${String(m + 2).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
});

/** What was written, counted as it was written. */
const expected = {
  bookings: 0,
  cancelled: 0,
  noShows: 0,
  checkedIn: 0,
  players: 0,
  bookedMinutes: new Map<string, number>(),
  guestFeesCents: 0,
  refundsCents: 0,
  refundCount: 0,
};

let server: Server;
let staff: { cookie: string };

beforeAll(async () => {
  server = await makeServer({}, { now: () => NOW });
  staff = await addStaff(server, 'staff');
  const { sqlite } = contextOf(server).database;
  const member = insertMember(sqlite, { membershipType: 'general', membershipStatus: 'monthly' }).id;
  const booking = sqlite.prepare(
    `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ledger = sqlite.prepare(
    `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, gateway_ref, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'fixture', ?, ?, ?, ?)`,
  );
  const money = (kind: string, cents: number, status: string, when: string) => {
    const id = randomUUID();
    ledger.run(id, kind, cents, status, member, `ref-${id}`, when, when);
  };
  sqlite.transaction(() => {
    for (let i = 0; i < daysInRange(YEAR.from, YEAR.to); i++) {
      const date = addDays(YEAR.from, i);
      for (const bay of ['1', '2', '3']) {
        SESSIONS.forEach(([start, end], s) => {
          const status = STATUSES[(i + Number(bay) + s) % STATUSES.length] as string;
          const players = ((i + s) % 4) + 1;
          booking.run(
            randomUUID(),
            member,
            bay,
            date,
            at(date, start),
            at(date, end),
            players,
            status,
            NOW,
            NOW,
          );
          if (status === 'cancelled') expected.cancelled += 1;
          if (!KEPT.includes(status)) return;
          expected.bookings += 1;
          if (status === 'no_show') expected.noShows += 1;
          else expected.players += players;
          if (status === 'checked_in' || status === 'completed') expected.checkedIn += 1;
          if (!UTILISING.includes(status)) return;
          const minutes = Math.min(minutesOfDay(end), CLOSE) - Math.max(minutesOfDay(start), OPEN);
          expected.bookedMinutes.set(bay, (expected.bookedMinutes.get(bay) ?? 0) + minutes);
        });
      }
      // A fee every day at noon, and late at night (the next day in UTC) at the end of each month.
      money('guest_fee', 1500, 'paid', at(date, '12:00'));
      expected.guestFeesCents += 1500;
      if (addDays(date, 1).endsWith('-01')) {
        money('guest_fee', 2500, 'paid', at(date, '23:30'));
        expected.guestFeesCents += 2500;
      }
      // A completed refund every week, and a pending one (not counted) every month.
      if (i % 7 === 3) {
        money('refund', -1000, 'refunded', at(date, '20:00'));
        expected.refundsCents += 1000;
        expected.refundCount += 1;
      }
      if (i % 30 === 5) money('refund', -700, 'pending', at(date, '20:00'));
    }
  })();
  // A year of rows: seconds on a quiet box, more beside a whole suite on two cores.
}, 60_000);
afterAll(() => server.stop());

async function report(range: { from: string; to: string }): Promise<StaffReport> {
  const res = await call(server, { url: `/api/staff/reports?${query(range)}`, cookie: staff.cookie });
  expect(res.statusCode, res.payload).toBe(200);
  return body<StaffReport>(res);
}

describe("a year's report", () => {
  it('counts every booking, minute and dollar of the year as written', async () => {
    const year = await report(YEAR);
    expect(year.days).toBe(365);
    expect(year.bookings).toMatchObject({
      bookings: expected.bookings,
      cancelled: expected.cancelled,
      noShows: expected.noShows,
      checkedIn: expected.checkedIn,
      players: expected.players,
    });
    expect(year.money).toMatchObject({
      guestFeesCents: expected.guestFeesCents,
      refundsCents: expected.refundsCents,
      refundCount: expected.refundCount,
      netCents: expected.guestFeesCents - expected.refundsCents,
    });
    for (const bay of year.utilisation.bays) {
      // 13 opening hours a day, every day: the daylight-saving nights fall outside them.
      expect(bay.openMinutes).toBe(365 * (CLOSE - OPEN));
      expect(bay.parts.members).toBe(expected.bookedMinutes.get(bay.bay));
    }
  });

  it('agrees with its twelve months asked one by one, hour by hour and bay by bay', async () => {
    const year = await report(YEAR);
    const parts = await Promise.all(months.map(report));
    const sum = (pick: (r: StaffReport) => number) => parts.reduce((total, r) => total + pick(r), 0);
    for (const key of ['bookings', 'cancelled', 'noShows', 'checkedIn', 'players'] as const)
      expect(
        sum((r) => r.bookings[key]),
        key,
      ).toBe(year.bookings[key]);
    for (const key of Object.keys(year.money) as (keyof StaffReport['money'])[])
      expect(
        sum((r) => r.money[key]),
        key,
      ).toBe(year.money[key]);
    expect(sum((r) => r.days)).toBe(year.days);
    year.utilisation.bays.forEach((bay, b) => {
      bay.cells.forEach((cell, c) => {
        const label = `bay ${bay.bay} at ${cell.hour}`;
        expect(
          sum((r) => r.utilisation.bays[b]?.cells[c]?.parts.members ?? 0),
          label,
        ).toBe(cell.parts.members);
        expect(
          sum((r) => r.utilisation.bays[b]?.cells[c]?.openMinutes ?? 0),
          label,
        ).toBe(cell.openMinutes);
      });
    });
    // The spring and autumn days alone: the hours their nights skip or repeat are outside opening.
    for (const day of ['2026-03-08', '2026-11-01']) {
      const one = await report({ from: day, to: day });
      expect(one.utilisation.openMinutes).toBe(3 * (CLOSE - OPEN));
    }
  });

  it('is made in turns: other work runs on the event loop before its answer', async () => {
    let otherWorkRan = false;
    let ranBeforeAnswer: boolean | undefined;
    server.ext('onPreHandler', (request, h) => {
      if (request.path === '/api/staff/reports')
        setImmediate(() => {
          otherWorkRan = true;
        });
      return h.continue;
    });
    server.ext('onPostHandler', (request, h) => {
      if (request.path === '/api/staff/reports') ranBeforeAnswer = otherWorkRan;
      return h.continue;
    });
    await report(YEAR);
    expect(ranBeforeAnswer).toBe(true);
  });
});
