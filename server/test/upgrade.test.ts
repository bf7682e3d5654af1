/**
 * An upgrade from the release before the ledger: a database made with that release's migrations
 * and a month of its rows is opened by this build. Every old row is still there as it was; the
 * ledger holds, member by member, the money the old tables recorded (memberships, guest fees paid
 * online, fees taken at the desk); an old guest fee comes back on a timely cancellation, staff can
 * refund an old charge, and a refund made at the gateway for one is recorded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/database';
import { handleGatewayEvent } from '../src/payments/fulfilment';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { addStaff, signIn } from './members';
import {
  databaseAtMigration,
  type OldMonth,
  PREVIOUS_GUEST_FEE_CENTS,
  writeOldMonth,
} from './previousRelease';
import { makeDataDir, makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver: the old month's bookings are two days and more ahead. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);

type Row = Record<string, unknown>;
const data = makeDataDir();
let old: OldMonth;
let before: Map<string, Row[]>;
let server: Server;

const sql = <T = Row>(query: string, ...args: unknown[]) =>
  contextOf(server)
    .database.sqlite.prepare(query)
    .all(...args) as T[];

/** Every table's rows in a stable order (the migrations' own bookkeeping aside). */
function rowsOfEveryTable(sqlite: Database.Database): Map<string, Row[]> {
  const tables = sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__drizzle_migrations'",
    )
    .all() as { name: string }[];
  return new Map(
    tables.map(({ name }) => [name, sqlite.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Row[]]),
  );
}

beforeAll(async () => {
  databaseAtMigration(data.file);
  const sqlite = new Database(data.file);
  old = writeOldMonth(sqlite);
  before = rowsOfEveryTable(sqlite);
  sqlite.close();
  server = await makeServer(
    { DATABASE_PATH: data.file, RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
    { now: () => NOW },
  );
});
afterAll(async () => {
  await server?.stop();
  data.remove();
});

describe('upgrading a database of the release before the ledger', () => {
  it('keeps every old row as it was, with only the new columns added', () => {
    const after = rowsOfEveryTable(contextOf(server).database.sqlite);
    expect([...before.keys()].filter((t) => !after.has(t))).toEqual([]);
    for (const [table, rows] of before) {
      const now = after.get(table) ?? [];
      // Sessions of the old release hold raw ids and are removed on purpose (everyone signs in again).
      if (table === 'sessions') continue;
      expect(now.length, table).toBe(rows.length);
      rows.forEach((row, i) => {
        expect(now[i], `${table} row ${i}`).toMatchObject(row);
      });
    }
  });

  it('has ledger totals equal to what the old tables recorded', () => {
    const totals = Object.fromEntries(
      sql<{ kind: string; cents: number }>(
        "SELECT kind, sum(amount_cents) AS cents FROM ledger_entries WHERE kind <> 'refund' GROUP BY kind",
      ).map((r) => [r.kind, r.cents]),
    );
    const fromOldTables = (query: string) => sql<{ n: number }>(query)[0]?.n;
    expect(totals).toEqual({
      membership: old.totals.membershipCents,
      guest_fee: old.totals.onlineGuestFeeCents,
      desk: old.totals.deskCents,
    });
    expect(totals.membership).toBe(
      fromOldTables(
        "SELECT sum(amount_cents) AS n FROM checkout_sessions WHERE kind = 'membership' AND fulfilled_at IS NOT NULL",
      ),
    );
    expect(totals.guest_fee).toBe(
      fromOldTables(
        "SELECT sum(amount_cents) AS n FROM checkout_sessions WHERE kind = 'guest_fee' AND fulfilled_at IS NOT NULL",
      ),
    );
    expect(totals.desk).toBe(
      fromOldTables('SELECT sum(guest_fee) AS n FROM bookings WHERE created_by IS NOT NULL'),
    );
  });

  it('shows every member their own old payments, and staff what is left to refund', async () => {
    const staff = await addStaff(server, 'staff');
    for (const member of old.members) {
      const cookie = await signIn(server, member.email);
      const rows = body<Array<{ kind: string; amountCents: number; status: string; bookingId?: string }>>(
        await call(server, { url: '/api/payments', cookie }),
      );
      const checkouts = sql<{ kind: string; amount_cents: number; booking_id: string | null }>(
        `SELECT cs.kind, cs.amount_cents, cs.booking_id FROM checkout_sessions cs JOIN users u
           ON u.id = cs.user_id OR (cs.user_id IS NULL AND lower(u.email) = lower(cs.email))
         WHERE u.id = ? AND cs.fulfilled_at IS NOT NULL`,
        member.id,
      );
      const desk = sql<{ id: string; guest_fee: number }>(
        'SELECT id, guest_fee FROM bookings WHERE user_id = ? AND created_by IS NOT NULL AND guest_fee > 0',
        member.id,
      );
      const expected = [
        ...checkouts.map((c) => [c.kind, c.amount_cents, 'paid', c.booking_id ?? undefined]),
        ...desk.map((b) => ['desk', b.guest_fee, 'paid', b.id]),
      ];
      const shown = rows.map((r) => [r.kind, r.amountCents, r.status, r.bookingId]);
      expect(shown.sort(), member.email).toEqual(expected.sort());
      expect(rows.length).toBeGreaterThan(0);
      const staffList = body<Array<{ refundableCents: number; amountCents: number }>>(
        await call(server, { url: `/api/staff/payments?userId=${member.id}`, cookie: staff.cookie }),
      );
      expect(staffList.map((r) => r.refundableCents)).toEqual(staffList.map((r) => r.amountCents));
    }
  });

  it("refunds an old two guests' fee when its booking is cancelled in time", async () => {
    const cookie = await signIn(server, old.guestBooking.email);
    const quote = body(
      await call(server, { url: `/api/bookings/${old.guestBooking.id}/cancellation`, cookie }),
    );
    expect(quote).toMatchObject({
      paidCents: 2 * PREVIOUS_GUEST_FEE_CENTS,
      refundCents: 2 * PREVIOUS_GUEST_FEE_CENTS,
      inTime: true,
    });
    const res = await call(server, {
      method: 'PATCH',
      url: `/api/bookings/${old.guestBooking.id}/cancel`,
      cookie,
      headers: { host: 'localhost:5000' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ status: 'cancelled', refundCents: 2 * PREVIOUS_GUEST_FEE_CENTS });
    expect(
      sql(
        "SELECT amount_cents, status FROM ledger_entries WHERE kind = 'refund' AND booking_id = ?",
        old.guestBooking.id,
      ),
    ).toEqual([{ amount_cents: -2 * PREVIOUS_GUEST_FEE_CENTS, status: 'refunded' }]);
    expect(sql('SELECT payment_ref, amount_cents FROM sandbox_refunds')).toEqual([
      { payment_ref: expect.stringMatching(/^pi_cs_old_g/), amount_cents: 2 * PREVIOUS_GUEST_FEE_CENTS },
    ]);
  });

  it('lets an admin refund an old membership charge, and records a refund made at the gateway for an old one', async () => {
    const admin = await addStaff(server, 'admin');
    const membership = sql<{ id: string; amount_cents: number }>(
      "SELECT id, amount_cents FROM ledger_entries WHERE kind = 'membership' ORDER BY id LIMIT 1",
    )[0];
    if (!membership) throw new Error('no membership charge');
    const res = await postFromSite(
      server,
      `/api/staff/payments/${membership.id}/refund`,
      { amountCents: 5000, reason: 'Goodwill' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ amountCents: -5000, status: 'refunded' });

    // A refund made in the provider's dashboard for an old guest fee, then its event.
    const charge = sql<{ id: string; payment_intent_id: string }>(
      "SELECT id, payment_intent_id FROM ledger_entries WHERE kind = 'guest_fee' AND status = 'paid' AND payment_intent_id IS NOT NULL LIMIT 1",
    )[0];
    if (!charge) throw new Error('no old guest fee with a payment intent');
    sql(
      "INSERT INTO sandbox_refunds (id, payment_ref, amount_cents, idempotency_key, created_at) VALUES ('re_dash', ?, ?, 'dash', '2026-11-22T17:00:00.000Z') RETURNING id",
      charge.payment_intent_id,
      PREVIOUS_GUEST_FEE_CENTS,
    );
    await handleGatewayEvent(contextOf(server), {
      id: 'evt_dashboard_refund',
      type: 'charge.refunded',
      objectId: charge.payment_intent_id,
      subscriptionId: null,
    });
    expect(sql('SELECT amount_cents, status FROM ledger_entries WHERE refund_of = ?', charge.id)).toEqual([
      { amount_cents: -PREVIOUS_GUEST_FEE_CENTS, status: 'refunded' },
    ]);

    // An old membership charge whose payment intent the old tables never held (as at Stripe): the
    // gateway says which checkout that intent paid, and the refund lands on its charge.
    const noIntent = sql<{ id: string; checkout_session_id: string }>(
      "SELECT id, checkout_session_id FROM ledger_entries WHERE kind = 'membership' AND status = 'paid' ORDER BY id DESC LIMIT 1",
    )[0];
    if (!noIntent) throw new Error('no old membership charge');
    const intent = `pi_${noIntent.checkout_session_id}`;
    sql('UPDATE ledger_entries SET payment_intent_id = NULL WHERE id = ? RETURNING id', noIntent.id);
    sql(
      "INSERT INTO sandbox_refunds (id, payment_ref, amount_cents, idempotency_key, created_at) VALUES ('re_dash_m', ?, 2500, 'dash-m', '2026-11-22T17:00:00.000Z') RETURNING id",
      intent,
    );
    await handleGatewayEvent(contextOf(server), {
      id: 'evt_dashboard_refund_membership',
      type: 'charge.refunded',
      objectId: intent,
      subscriptionId: null,
    });
    expect(sql('SELECT amount_cents, status FROM ledger_entries WHERE refund_of = ?', noIntent.id)).toEqual([
      { amount_cents: -2500, status: 'refunded' },
    ]);
    expect(sql('SELECT status, payment_intent_id FROM ledger_entries WHERE id = ?', noIntent.id)).toEqual([
      { status: 'partially_refunded', payment_intent_id: intent },
    ]);
  });

  it('adds nothing when the backfill runs again', () => {
    const count = () => sql<{ n: number }>('SELECT count(*) AS n FROM ledger_entries')[0]?.n;
    const n = count();
    // Found by its name, not its number: migrations may be renumbered when branches meet.
    const file = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_ledger_backfill.sql'));
    if (!file) throw new Error('no ledger backfill migration');
    const statements = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split(
      '--> statement-breakpoint',
    );
    const { sqlite } = contextOf(server).database;
    sqlite.transaction(() => {
      for (const statement of statements) sqlite.exec(statement);
    })();
    expect(count()).toBe(n);
  });
});

describe('a database made by this build', () => {
  it('gets no backfilled rows: every payment is already in the ledger', () => {
    const fresh = makeDataDir();
    try {
      const database = openDatabase(fresh.file);
      expect(
        database.sqlite
          .prepare("SELECT count(*) AS n FROM ledger_entries WHERE id LIKE 'before-ledger-%'")
          .get(),
      ).toEqual({ n: 0 });
      database.close();
    } finally {
      fresh.remove();
    }
  });
});
