/**
 * The served report (its rows counted together in SQL, slice by slice: docs/decisions/051) against
 * the same figures from the rows read one by one: every booking as it is stored, check-ins counted
 * here booking by booking, every ledger row, every account with its first payment found here. Three
 * months in Denver around the spring change, with kiosk and desk check-ins, releases, members of
 * every status, freezes and first payments, fees and refunds: the two agree to the last cell.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import {
  addDays,
  computeReport,
  daysInRange,
  type ReportBookingRow,
  type ReportCheckInRow,
  type ReportLedgerRow,
  type ReportMemberRow,
  type StaffReport,
  wallToInstant,
} from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRangeRows } from '../src/reports/reportStore';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addStaff, insertMember } from './members';
import { makeServer } from './testServer';

const ZONE = 'America/Denver';
const RANGE = { from: '2026-02-01', to: '2026-04-30' };
const NOW = Date.UTC(2026, 3, 15, 18, 0);
const SESSIONS = [
  ['09:00', '10:30'],
  ['12:00', '13:15'],
  ['18:30', '20:00'],
  ['21:00', '22:30'],
] as const;
const STATUSES = ['completed', 'checked_in', 'confirmed', 'no_show', 'cancelled', 'held'] as const;
const at = (date: string, time: string) => new Date(wallToInstant(date, time, ZONE)).toISOString();

let server: Server;
let staff: { cookie: string };

beforeAll(async () => {
  server = await makeServer({ VENUE_TIME_ZONE: ZONE, VENUE_BAYS: '1,2,3,4' }, { now: () => NOW });
  staff = await addStaff(server, 'staff');
  const { sqlite } = contextOf(server).database;
  const specs = [
    { membershipType: 'general', membershipStatus: 'monthly' },
    { membershipType: 'vip', membershipStatus: 'monthly' },
    { membershipType: 'vip', membershipStatus: 'intro' },
    { membershipType: 'general', membershipStatus: 'inactive' },
    { membershipType: 'vip', membershipStatus: 'inactive' },
    { membershipType: null, membershipStatus: 'inactive' },
    { membershipType: null, membershipStatus: 'pending' },
  ] as const;
  const members = Array.from({ length: 35 }, (_, i) => insertMember(sqlite, specs[i % specs.length]).id);
  const setUser = sqlite.prepare('UPDATE users SET membership_expires_at = ?, created_at = ? WHERE id = ?');
  const freeze = sqlite.prepare(
    `INSERT INTO membership_freezes (id, user_id, starts_on, resumes_on, months, created_at, updated_at)
     VALUES (?, ?, ?, ?, 1, ?, ?)`,
  );
  const booking = sqlite.prepare(
    `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status,
       checked_in_kiosk_id, released_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ledger = sqlite.prepare(
    `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, gateway_ref, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'fixture', ?, ?, ?, ?)`,
  );
  const money = (kind: string, cents: number, status: string, userId: string, when: string) => {
    const id = randomUUID();
    ledger.run(id, kind, cents, status, userId, `ref-${id}`, when, when);
  };
  sqlite.transaction(() => {
    members.forEach((id, i) => {
      // Joined before, in or after the range; lapsed plans end before, in or after it.
      const joined = addDays('2025-12-20', i * 4);
      const expires = i % 3 === 0 ? null : at(addDays('2026-01-15', i * 5), '10:00');
      setUser.run(expires, at(joined, '08:00'), id);
      if (i % 2 === 0) money('membership', 17_900, 'paid', id, at(addDays(joined, 1 + (i % 5)), '09:30'));
      if (i % 4 === 1) money('membership', 29_900, 'paid', id, at(addDays(joined, 31), '09:30'));
      if (i % 5 === 2) {
        const starts = addDays('2026-03-20', i);
        freeze.run(randomUUID(), id, starts, addDays(starts, 30), NOW, NOW);
      }
    });
    for (let d = -3; d < daysInRange(RANGE.from, RANGE.to) + 3; d++) {
      const date = addDays(RANGE.from, d);
      for (const bay of ['1', '2', '3', '4']) {
        SESSIONS.forEach(([start, end], s) => {
          const n = d + Number(bay) * 3 + s;
          const status = STATUSES[Math.abs(n) % STATUSES.length] as string;
          const checkedIn = status === 'checked_in' || status === 'completed';
          booking.run(
            randomUUID(),
            members[Math.abs(n) % members.length],
            bay,
            date,
            at(date, start),
            at(date, end),
            (Math.abs(n) % 4) + 1,
            status,
            checkedIn && n % 2 === 0 ? `kiosk-${bay}` : null,
            n % 7 === 0 ? at(date, start) : null,
            NOW,
            NOW,
          );
        });
      }
      const payer = members[Math.abs(d) % members.length] as string;
      money('guest_fee', 1500, 'paid', payer, at(date, '23:30'));
      if (d % 3 === 0) money('desk', 2500, d % 2 ? 'paid' : 'pending', payer, at(date, '12:00'));
      if (d % 5 === 0) money('refund', -1000, d % 2 ? 'refunded' : 'pending', payer, at(date, '20:00'));
    }
  })();
}, 60_000);
afterAll(() => server.stop());

/** The report from the rows one by one, as core reads rows that were never counted together. */
function fromPlainRows(): StaffReport {
  const ctx = contextOf(server);
  const { sqlite } = ctx.database;
  const onDays = 'booking_date BETWEEN @from AND @to';
  const bookings = sqlite
    .prepare(
      `SELECT bay_number AS bayNumber, booking_date AS bookingDate, start_time AS startTime,
        end_time AS endTime, status, guest_count AS players FROM bookings WHERE ${onDays}`,
    )
    .all(RANGE) as ReportBookingRow[];
  const checkIns: ReportCheckInRow[] = [];
  for (const b of sqlite
    .prepare(`SELECT booking_date AS date, status, checked_in_kiosk_id AS kiosk, released_at AS released
      FROM bookings WHERE ${onDays}`)
    .all(RANGE) as { date: string; status: string; kiosk: string | null; released: string | null }[]) {
    if (b.status === 'checked_in' || b.status === 'completed')
      checkIns.push({ bookingDate: b.date, how: b.kiosk ? 'kiosk' : 'desk', bookings: 1 });
    if (b.released) checkIns.push({ bookingDate: b.date, how: 'released', bookings: 1 });
  }
  const span = { start: at(RANGE.from, '00:00'), end: at(addDays(RANGE.to, 1), '00:00') };
  const ledger = sqlite
    .prepare(
      `SELECT kind, amount_cents AS amountCents, status FROM ledger_entries
      WHERE created_at >= @start AND created_at < @end`,
    )
    .all(span) as ReportLedgerRow[];
  const members: ReportMemberRow[] = [];
  for (const u of sqlite
    .prepare('SELECT id, membership_type, membership_status, membership_expires_at, created_at FROM users')
    .all() as Record<string, string | null>[]) {
    const paid = sqlite
      .prepare(`SELECT created_at FROM ledger_entries WHERE user_id = ? AND kind = 'membership'`)
      .all(u.id) as { created_at: string }[];
    const firstPaidAt = paid.map((p) => p.created_at).sort()[0] ?? null;
    if (u.membership_type === null && firstPaidAt === null) continue;
    members.push({
      membershipType: u.membership_type as ReportMemberRow['membershipType'],
      membershipStatus: u.membership_status as string,
      membershipExpiresAt: u.membership_expires_at as string | null,
      firstPaidAt,
      createdAt: u.created_at as string,
      freezes: sqlite
        .prepare(
          'SELECT starts_on AS startsOn, resumes_on AS resumesOn FROM membership_freezes WHERE user_id = ?',
        )
        .all(u.id) as ReportMemberRow['freezes'],
    });
  }
  const rest = reportRangeRows(ctx.db, RANGE, ZONE);
  return computeReport(RANGE, ctx.config.venue, { bookings, checkIns, ledger, members, ...rest }, NOW);
}

describe('the report from counted rows', () => {
  it('is the report the rows one by one give, figure by figure and cell by cell', async () => {
    const res = await call(server, {
      url: `/api/staff/reports?from=${RANGE.from}&to=${RANGE.to}`,
      cookie: staff.cookie,
    });
    expect(res.statusCode, res.payload).toBe(200);
    const served = body<StaffReport>(res);
    const plain = fromPlainRows();
    // Not an empty agreement: the range has bookings, check-ins of both kinds, releases and members.
    expect(plain.bookings.bookings).toBeGreaterThan(500);
    expect(plain.checkIns.some((d) => d.kiosk > 0 && d.desk > 0 && d.released > 0)).toBe(true);
    expect(plain.members.activeGeneral + plain.members.activeVip).toBeGreaterThan(0);
    expect(plain.members.frozen + plain.members.freezesScheduled).toBeGreaterThan(0);
    expect(plain.members.newMemberships).toBeGreaterThan(0);
    expect(plain.members.endedMemberships).toBeGreaterThan(0);
    expect(served).toEqual(JSON.parse(JSON.stringify(plain)));
  });
});
