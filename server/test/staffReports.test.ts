/**
 * The desk's reports and day sheet against a seeded week, every figure worked out here by hand
 * from the fixture (never by calling core's report), and the CSV read back and compared with the
 * JSON. Denver is UTC-7 in the fixture's week (MST).
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS, type Schedule, TIERS } from '@lounge/core';
import type Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff, insertMember } from './members';
import { makeServer } from './testServer';

/** Monday 23 November 2026, 10:00 AM in Denver. */
const NOW = Date.UTC(2026, 10, 23, 17, 0);
const WEEK = 'from=2026-11-16&to=2026-11-22';

/** The ISO instant of a Denver wall time in the fixture's weeks (MST, UTC-7). */
function mst(date: string, hour: number, minute = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour + 7, minute)).toISOString();
}

/** Percent with one decimal, as the report rounds. */
const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

function insertBooking(
  sqlite: Database.Database,
  row: {
    userId: string;
    bay: string;
    date: string;
    start: string;
    end: string;
    status: string;
    players: number;
  },
): string {
  const id = randomUUID();
  sqlite
    .prepare(
      `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      row.userId,
      row.bay,
      row.date,
      row.start,
      row.end,
      row.players,
      row.status,
      mst(row.date, 0),
      mst(row.date, 0),
    );
  return id;
}

function insertLedger(
  sqlite: Database.Database,
  row: { userId: string; kind: string; amountCents: number; status: string; at: string; refundOf?: string },
): string {
  const id = randomUUID();
  sqlite
    .prepare(
      `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, refund_of, gateway_ref, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'fixture', ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      row.kind,
      row.amountCents,
      row.status,
      row.userId,
      row.refundOf ?? null,
      `ref-${id}`,
      row.at,
      row.at,
    );
  return id;
}

function setMembership(sqlite: Database.Database, userId: string, expiresAt: string | null) {
  sqlite.prepare('UPDATE users SET membership_expires_at = ? WHERE id = ?').run(expiresAt, userId);
}

describe('staff reports', () => {
  let server: Server;
  let sqlite: Database.Database;
  let admin: { id: string; cookie: string };
  let staff: { id: string; cookie: string };
  let member: { id: string; cookie: string };
  let oddMember: { id: string };

  beforeAll(async () => {
    server = await makeServer({}, { now: () => NOW });
    sqlite = contextOf(server).database.sqlite;
    const noPlan = { membershipType: null, membershipStatus: 'inactive' } as const;
    admin = await addStaff(server, 'admin');
    staff = await addStaff(server, 'staff');
    member = await addMember(server, noPlan);

    // Members: m1 joined in the week (General), m2 joined on its last evening (VIP, intro), m3's
    // plan ended mid-week, m4 has been VIP since October, m5 joined the day after the week.
    const m1 = insertMember(sqlite, { membershipType: 'general', membershipStatus: 'monthly' }).id;
    const m2 = insertMember(sqlite, { membershipType: 'vip', membershipStatus: 'intro' }).id;
    const m3 = insertMember(sqlite, { membershipType: 'general', membershipStatus: 'inactive' }).id;
    const m4 = insertMember(sqlite, { membershipType: 'vip', membershipStatus: 'monthly' }).id;
    const m5 = insertMember(sqlite, { membershipType: 'general', membershipStatus: 'monthly' }).id;
    setMembership(sqlite, m3, '2026-11-20T12:00:00.000Z');
    // m4 is frozen over the week's last day; m1 froze in October and resumed before the week.
    const freeze = sqlite.prepare(
      `INSERT INTO membership_freezes (id, user_id, starts_on, resumes_on, months, created_at, updated_at)
       VALUES (?, ?, ?, ?, 1, '2026-10-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z')`,
    );
    freeze.run('f-m4', m4, '2026-11-10', '2026-12-10');
    freeze.run('f-m1', m1, '2026-10-10', '2026-11-10');
    // Never paid: on the day sheet, not among the active members.
    oddMember = insertMember(sqlite, {
      firstName: '=HYPERLINK("http://evil.example")',
      membershipType: 'general',
      membershipStatus: 'inactive',
    });

    // Bookings of the week (and one the Monday after, one lapsed hold).
    insertBooking(sqlite, {
      userId: m1,
      bay: '1',
      date: '2026-11-16',
      start: mst('2026-11-16', 10),
      end: mst('2026-11-16', 12),
      status: 'checked_in',
      players: 3,
    });
    insertBooking(sqlite, {
      userId: m1,
      bay: '2',
      date: '2026-11-17',
      start: mst('2026-11-17', 9),
      end: mst('2026-11-17', 10, 30),
      status: 'confirmed',
      players: 2,
    });
    insertBooking(sqlite, {
      userId: m4,
      bay: '1',
      date: '2026-11-18',
      start: mst('2026-11-18', 14),
      end: mst('2026-11-18', 15),
      status: 'no_show',
      players: 4,
    });
    insertBooking(sqlite, {
      userId: m4,
      bay: '3',
      date: '2026-11-19',
      start: mst('2026-11-19', 18),
      end: mst('2026-11-19', 20),
      status: 'cancelled',
      players: 2,
    });
    insertBooking(sqlite, {
      userId: m4,
      bay: '3',
      date: '2026-11-22',
      start: mst('2026-11-22', 21),
      end: mst('2026-11-22', 22),
      status: 'confirmed',
      players: 1,
    });
    insertBooking(sqlite, {
      userId: m1,
      bay: '2',
      date: '2026-11-20',
      start: mst('2026-11-20', 12),
      end: mst('2026-11-20', 13),
      status: 'expired',
      players: 1,
    });
    insertBooking(sqlite, {
      userId: m1,
      bay: '1',
      date: '2026-11-23',
      start: mst('2026-11-23', 10),
      end: mst('2026-11-23', 11),
      status: 'confirmed',
      players: 2,
    });

    // The ledger: m3 and m4 paid in October; the week's charges and refunds; m2 paid at 11:30 PM
    // on the Sunday (inside the week), m5 at midnight after it (outside).
    insertLedger(sqlite, {
      userId: m3,
      kind: 'membership',
      amountCents: TIERS.general.prices.monthlyCents,
      status: 'paid',
      at: mst('2026-10-01', 12),
    });
    insertLedger(sqlite, {
      userId: m4,
      kind: 'membership',
      amountCents: TIERS.vip.prices.monthlyCents,
      status: 'paid',
      at: mst('2026-10-02', 12),
    });
    insertLedger(sqlite, {
      userId: m1,
      kind: 'membership',
      amountCents: TIERS.general.prices.monthlyCents,
      status: 'paid',
      at: mst('2026-11-16', 11),
    });
    const fee = insertLedger(sqlite, {
      userId: m1,
      kind: 'guest_fee',
      amountCents: 2 * GUEST_FEE_CENTS,
      status: 'partially_refunded',
      at: mst('2026-11-17', 11),
    });
    insertLedger(sqlite, {
      userId: m4,
      kind: 'desk',
      amountCents: GUEST_FEE_CENTS,
      status: 'paid',
      at: mst('2026-11-18', 11),
    });
    insertLedger(sqlite, {
      userId: m1,
      kind: 'refund',
      amountCents: -GUEST_FEE_CENTS,
      status: 'refunded',
      at: mst('2026-11-19', 11),
      refundOf: fee,
    });
    insertLedger(sqlite, {
      userId: m1,
      kind: 'refund',
      amountCents: -500,
      status: 'pending',
      at: mst('2026-11-19', 12),
      refundOf: fee,
    });
    insertLedger(sqlite, {
      userId: m2,
      kind: 'membership',
      amountCents: TIERS.vip.prices.introCents,
      status: 'paid',
      at: mst('2026-11-22', 23, 30),
    });
    insertLedger(sqlite, {
      userId: m5,
      kind: 'membership',
      amountCents: TIERS.general.prices.monthlyCents,
      status: 'paid',
      at: mst('2026-11-23', 0),
    });

    // Today's day sheet: a name and notes that would run as formulas in a spreadsheet.
    insertBooking(sqlite, {
      userId: oddMember.id,
      bay: '2',
      date: '2026-11-23',
      start: mst('2026-11-23', 9, 30),
      end: mst('2026-11-23', 10, 30),
      status: 'confirmed',
      players: 2,
    });
    sqlite.prepare("UPDATE bookings SET notes = '+SUM(1,2)' WHERE user_id = ?").run(oddMember.id);
  });
  afterAll(() => server.stop());

  describe('who may read them', () => {
    const routes = [
      `/api/staff/reports?${WEEK}`,
      `/api/staff/reports.csv?${WEEK}`,
      '/api/staff/schedule.csv?date=2026-11-23',
    ];
    it.each(routes)('%s: 401 signed out, 403 to a member, 200 to staff and admins', async (url) => {
      expect((await call(server, { url })).statusCode).toBe(401);
      expect((await call(server, { url, cookie: member.cookie })).statusCode).toBe(403);
      expect((await call(server, { url, cookie: staff.cookie })).statusCode).toBe(200);
      expect((await call(server, { url, cookie: admin.cookie })).statusCode).toBe(200);
    });

    it('refuses a member before looking at the query', async () => {
      const res = await call(server, { url: '/api/staff/reports?from=nonsense', cookie: member.cookie });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('bad ranges are a 400 naming the field', () => {
    it.each([
      ['from=2026-13-01&to=2026-11-22', 'from'],
      ['from=2026-11-16&to=22-11-2026', 'to'],
      ['from=&to=2026-11-22', 'from'],
      ['from=2026-11-23&to=2026-11-22', 'to'],
      ['from=2025-11-20&to=2026-11-22', 'to'],
      ['from=2026-11-16&to=2026-11-22&bay=1', 'bay'],
    ])('/api/staff/reports?%s -> %s', async (query, field) => {
      for (const path of ['/api/staff/reports', '/api/staff/reports.csv']) {
        const res = await call(server, { url: `${path}?${query}`, cookie: staff.cookie });
        expect(res.statusCode).toBe(400);
        expect(body(res).field).toBe(field);
      }
    });

    it('a range of exactly 366 days is fine', async () => {
      const res = await call(server, {
        url: '/api/staff/reports?from=2023-11-23&to=2024-11-22',
        cookie: staff.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(body(res).days).toBe(366);
    });

    it.each(['2026-02-30', '11/23/2026', ''])('schedule.csv?date=%s -> date', async (date) => {
      const res = await call(server, { url: `/api/staff/schedule.csv?date=${date}`, cookie: staff.cookie });
      expect(res.statusCode).toBe(400);
      expect(body(res).field).toBe('date');
    });
  });

  describe('the figures of the seeded week', () => {
    it('counts bookings, players and no-shows of the week only', async () => {
      const report = body<{ bookings: unknown; days: number }>(
        await call(server, { url: `/api/staff/reports?${WEEK}`, cookie: staff.cookie }),
      );
      expect(report.days).toBe(7);
      // Kept: checked in (3 players), confirmed (2), no-show (4, not playing), confirmed Sunday (1).
      expect(report.bookings).toEqual({
        bookings: 4,
        cancelled: 1,
        noShows: 1,
        checkedIn: 1,
        // The fixture's check-in has no kiosk: the desk's.
        kioskCheckIns: 0,
        deskCheckIns: 1,
        released: 0,
        players: 3 + 2 + 1,
        noShowRatePercent: 25,
      });
    });

    it('takes money from the ledger by venue day', async () => {
      const report = body<{ money: unknown }>(
        await call(server, { url: `/api/staff/reports?${WEEK}`, cookie: staff.cookie }),
      );
      expect(report.money).toEqual({
        guestFeesCents: 2 * GUEST_FEE_CENTS + GUEST_FEE_CENTS,
        entryFeesCents: 0,
        membershipCents: TIERS.general.prices.monthlyCents + TIERS.vip.prices.introCents,
        eventsCents: 0,
        refundsCents: GUEST_FEE_CENTS,
        refundCount: 1,
        netCents:
          2 * GUEST_FEE_CENTS +
          GUEST_FEE_CENTS +
          TIERS.general.prices.monthlyCents +
          TIERS.vip.prices.introCents -
          GUEST_FEE_CENTS,
      });
    });

    it('counts members active at the end of the week, frozen ones apart, and plans begun and ended in it', async () => {
      const report = body<{ members: unknown }>(
        await call(server, { url: `/api/staff/reports?${WEEK}`, cookie: staff.cookie }),
      );
      expect(report.members).toEqual({
        activeGeneral: 1, // m1 (m3 ended, m5 joined after, the day sheet's member never paid)
        activeVip: 1, // m2
        frozen: 1, // m4
        freezesScheduled: 0,
        activeAsOf: '2026-11-23T06:59:59.999Z',
        newMemberships: 2, // m1 and m2
        endedMemberships: 1, // m3
      });
    });

    it('lays bay utilisation out by bay and venue hour', async () => {
      const report = body<{
        utilisation: {
          hours: string[];
          bays: {
            bay: string;
            cells: { hour: string; inPlayMinutes: number; openMinutes: number; percent: number }[];
            percent: number;
          }[];
          percent: number;
        };
      }>(await call(server, { url: `/api/staff/reports?${WEEK}`, cookie: staff.cookie }));
      const u = report.utilisation;
      expect(u.hours).toHaveLength(13);
      expect(u.hours[0]).toBe('09:00');
      expect(u.hours[12]).toBe('21:00');
      const open = 7 * 60; // each hour of the week: seven venue days
      const booked: Record<string, Record<string, number>> = {
        '1': { '10:00': 60, '11:00': 60 },
        '2': { '09:00': 60, '10:00': 30 },
        '3': { '21:00': 60 },
      };
      for (const bay of u.bays) {
        for (const cell of bay.cells) {
          const minutes = booked[bay.bay]?.[cell.hour] ?? 0;
          expect(cell, `${bay.bay} ${cell.hour}`).toEqual({
            hour: cell.hour,
            parts: { members: minutes, events: 0, rounds: 0, lessons: 0, blocks: 0 },
            inPlayMinutes: minutes,
            openMinutes: open,
            percent: pct(minutes, open),
          });
        }
      }
      expect(u.bays.map((b) => b.percent)).toEqual([
        pct(120, 13 * open),
        pct(90, 13 * open),
        pct(60, 13 * open),
      ]);
      expect(u.percent).toBe(pct(270, 3 * 13 * open));
    });

    it('reports this week at the venue when no range is given', async () => {
      const report = body(await call(server, { url: '/api/staff/reports', cookie: staff.cookie }));
      expect([report.from, report.to]).toEqual(['2026-11-23', '2026-11-29']);
    });
  });

  describe('the CSV', () => {
    it('is a download with the same figures as the JSON', async () => {
      const json = body<{
        from: string;
        to: string;
        days: number;
        bookings: Record<string, number | null>;
        money: Record<string, number>;
        members: Record<string, number | string>;
        utilisation: {
          bays: { bay: string; percent: number; cells: { hour: string; percent: number | null }[] }[];
          percent: number;
        };
      }>(await call(server, { url: `/api/staff/reports?${WEEK}`, cookie: staff.cookie }));
      const res = await call(server, { url: `/api/staff/reports.csv?${WEEK}`, cookie: staff.cookie });
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="report-2026-11-16-to-2026-11-22.csv"',
      );
      expect(res.headers['cache-control']).toContain('no-store');
      const rows: string[][] = parse(res.payload, { bom: true });
      expect(rows[0]).toEqual(['Section', 'Figure', 'Bay', 'Hour', 'Value']);
      const value = (section: string, figure: string, bay = '', hour = '') =>
        rows.find((r) => r[0] === section && r[1] === figure && r[2] === bay && r[3] === hour)?.[4];
      const dollars = (cents: number) => (cents / 100).toFixed(2);

      expect(value('Range', 'From')).toBe(json.from);
      expect(value('Range', 'To')).toBe(json.to);
      expect(value('Range', 'Days')).toBe(String(json.days));
      expect(value('Bookings', 'Bookings')).toBe(String(json.bookings.bookings));
      expect(value('Bookings', 'Cancelled')).toBe(String(json.bookings.cancelled));
      expect(value('Bookings', 'No-shows')).toBe(String(json.bookings.noShows));
      expect(value('Bookings', 'Checked in')).toBe(String(json.bookings.checkedIn));
      expect(value('Bookings', 'Players')).toBe(String(json.bookings.players));
      expect(value('Bookings', 'No-show rate (%)')).toBe(String(json.bookings.noShowRatePercent));
      expect(value('Bookings', 'Checked in at the desk')).toBe(String(json.bookings.deskCheckIns));
      expect(value('Money', 'Guest fees (USD)')).toBe(dollars(json.money.guestFeesCents ?? 0));
      expect(value('Money', 'Entry fees (USD)')).toBe(dollars(json.money.entryFeesCents ?? 0));
      expect(value('Money', 'Membership revenue (USD)')).toBe(dollars(json.money.membershipCents ?? 0));
      expect(value('Money', 'Refunds (USD)')).toBe(dollars(json.money.refundsCents ?? 0));
      expect(value('Money', 'Refunds made')).toBe(String(json.money.refundCount));
      expect(value('Money', 'Net (USD)')).toBe(dollars(json.money.netCents ?? 0));
      expect(value('Members', 'Active General members')).toBe(String(json.members.activeGeneral));
      expect(value('Members', 'Active VIP members')).toBe(String(json.members.activeVip));
      expect(value('Members', 'Frozen members')).toBe(String(json.members.frozen));
      expect(value('Members', 'New memberships')).toBe(String(json.members.newMemberships));
      expect(value('Members', 'Ended memberships')).toBe(String(json.members.endedMemberships));
      for (const bay of json.utilisation.bays) {
        for (const cell of bay.cells) {
          expect(value('Utilisation', 'Bay utilisation (%)', bay.bay, cell.hour)).toBe(
            cell.percent === null ? '' : String(cell.percent),
          );
        }
        expect(value('Utilisation', 'Bay utilisation (%)', bay.bay, 'All hours')).toBe(String(bay.percent));
      }
      expect(value('Utilisation', 'Bay utilisation (%)', 'All bays', 'All hours')).toBe(
        String(json.utilisation.percent),
      );
      // Nothing in the file that the JSON does not hold: header, 4 range rows, 27 figures, 1 date,
      // 3 bays x (13 hours + all hours) and all bays, each a percentage and five parts.
      // Its one check-in day: three rows more.
      expect(rows).toHaveLength(1 + 4 + 27 + 1 + 3 + (3 * 14 + 1) * 6);
    });
  });

  describe('across a daylight-saving change', () => {
    it('puts bookings and money on the right venue day and hour on either side of the autumn change', async () => {
      const m = insertMember(sqlite, { membershipType: 'general', membershipStatus: 'monthly' }).id;
      // Saturday 31 October (MDT, UTC-6) and Sunday 1 November, the change (MST, UTC-7): 10 AM each.
      insertBooking(sqlite, {
        userId: m,
        bay: '1',
        date: '2026-10-31',
        start: '2026-10-31T16:00:00.000Z',
        end: '2026-10-31T17:00:00.000Z',
        status: 'confirmed',
        players: 1,
      });
      insertBooking(sqlite, {
        userId: m,
        bay: '1',
        date: '2026-11-01',
        start: '2026-11-01T17:00:00.000Z',
        end: '2026-11-01T18:00:00.000Z',
        status: 'confirmed',
        players: 1,
      });
      // In: 00:30 on 26 October (MDT) and 11:30 PM on 1 November (MST). Out: 11:30 PM on 25 October
      // and 00:30 on 2 November. A day cut at UTC-6 or UTC-7 throughout gets one of them wrong.
      insertLedger(sqlite, {
        userId: m,
        kind: 'desk',
        amountCents: 700,
        status: 'paid',
        at: '2026-11-02T06:30:00.000Z',
      });
      insertLedger(sqlite, {
        userId: m,
        kind: 'desk',
        amountCents: 300,
        status: 'paid',
        at: '2026-10-26T05:30:00.000Z',
      });
      insertLedger(sqlite, {
        userId: m,
        kind: 'desk',
        amountCents: 100,
        status: 'paid',
        at: '2026-11-02T07:30:00.000Z',
      });
      insertLedger(sqlite, {
        userId: m,
        kind: 'desk',
        amountCents: 50,
        status: 'paid',
        at: '2026-10-26T06:30:00.000Z',
      });

      const report = body<{
        days: number;
        money: { guestFeesCents: number };
        utilisation: {
          bays: { bay: string; cells: { hour: string; inPlayMinutes: number; openMinutes: number }[] }[];
        };
      }>(
        await call(server, { url: '/api/staff/reports?from=2026-10-26&to=2026-11-01', cookie: staff.cookie }),
      );
      expect(report.days).toBe(7);
      expect(report.money.guestFeesCents).toBe(700 + 50);
      const bay1 = report.utilisation.bays.find((b) => b.bay === '1');
      const cell = (hour: string) => bay1?.cells.find((c) => c.hour === hour);
      expect(cell('10:00')).toMatchObject({
        hour: '10:00',
        inPlayMinutes: 120,
        openMinutes: 420,
        percent: pct(120, 420),
      });
      expect(cell('09:00')?.inPlayMinutes).toBe(0);
      expect(cell('11:00')?.inPlayMinutes).toBe(0);
    });
  });

  describe('the day sheet', () => {
    it("lists the day's bookings in venue time, with formula-like text made harmless", async () => {
      const res = await call(server, {
        url: '/api/staff/schedule.csv?date=2026-11-23',
        cookie: staff.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="day-sheet-2026-11-23.csv"');
      // Read by header, so a column added to the sheet (core's daySheet.ts) leaves this as it is.
      const rows: Record<string, string>[] = parse(res.payload, { bom: true, columns: true });
      expect(rows).toEqual([
        expect.objectContaining({
          Bay: '2',
          Start: '9:30 AM',
          End: '10:30 AM',
          Member: `'=HYPERLINK("http://evil.example") Tester`,
          Tier: 'General',
          Players: '2',
          Status: 'Late',
          Notes: "'+SUM(1,2)",
        }),
        expect.objectContaining({
          Bay: '1',
          Start: '10:00 AM',
          End: '11:00 AM',
          Member: expect.stringMatching(/ Tester$/),
          Tier: 'General',
          Players: '2',
          Status: 'Late',
          Notes: '',
        }),
      ]);
    });

    it("is written from the schedule the desk prints from, its member's columns as core declares them", async () => {
      // A member with no last name and a phone: the board's name ('First') is the sheet's too.
      sqlite
        .prepare("UPDATE users SET phone = '+14065550100', last_name = '' WHERE id = ?")
        .run(oddMember.id);
      try {
        const schedule = body<Schedule>(
          await call(server, { url: '/api/staff/schedule?date=2026-11-23', cookie: staff.cookie }),
        );
        // The member as the board and both sheets read them: one declaration, the profile included.
        expect(schedule.bookings.find((b) => b.member.id === oddMember.id)?.member).toMatchObject({
          id: oddMember.id,
          email: expect.stringMatching(/@example\.com$/),
          firstName: '=HYPERLINK("http://evil.example")',
          lastName: '',
          phone: '+14065550100',
          membershipType: 'general',
        });
        const csv = await call(server, {
          url: '/api/staff/schedule.csv?date=2026-11-23',
          cookie: staff.cookie,
        });
        const rows: Record<string, string>[] = parse(csv.payload, { bom: true, columns: true });
        // One row per booking of the schedule, by start: its bay, and the member named as the print names them.
        expect(rows.map((r) => [r.Bay, r.Member])).toEqual([
          ['2', `'=HYPERLINK("http://evil.example")`],
          ['1', expect.stringMatching(/^\w+ Tester$/)],
        ]);
      } finally {
        sqlite.prepare("UPDATE users SET phone = NULL, last_name = 'Tester' WHERE id = ?").run(oddMember.id);
      }
    });

    it("is today's when no date is given", async () => {
      const res = await call(server, { url: '/api/staff/schedule.csv', cookie: staff.cookie });
      expect(res.headers['content-disposition']).toContain('day-sheet-2026-11-23.csv');
    });
  });
});
