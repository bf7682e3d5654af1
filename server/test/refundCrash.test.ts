/**
 * A member's cancellation with a refund, killed between the refund and the cancellation (the
 * crash points of src/testFaults.ts), then started again: the booking ends cancelled and refunded
 * once, or confirmed and not refunded, never half. And the half-state an earlier build could leave
 * (refunded, still confirmed) is completed by the recovery.
 */

import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { formatMoney, GUEST_FEE_CENTS, toIsoInstant, venueDate } from '@lounge/core';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { recoverRefunds } from '../src/payments/refundRecovery';
import { contextOf } from './dbAccess';
import { insertMember, TEST_PASSWORD } from './members';
import { databaseAtMigration, migrationBefore } from './previousRelease';
import { freePort, processesOnOneFile } from './serverProcess';
import { makeDataDir, makeServer } from './testServer';

type Row = Record<string, unknown>;

const TWO_GUESTS = 2 * GUEST_FEE_CENTS;

/** A confirmed booking three days ahead with two guests' fee paid online (in the sandbox). */
function paidBooking(sqlite: Database.Database, now: number) {
  const member = insertMember(sqlite);
  const start = Math.floor((now + 3 * 86_400_000) / 3_600_000) * 3_600_000;
  const bookingId = randomUUID();
  const checkoutId = `cs_${randomUUID()}`;
  const at = toIsoInstant(now);
  sqlite
    .prepare(
      `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, guest_fee,
        status, created_at, updated_at) VALUES (?, ?, '1', ?, ?, ?, 3, ?, 'confirmed', ?, ?)`,
    )
    .run(
      bookingId,
      member.id,
      venueDate(start, 'America/Denver'),
      toIsoInstant(start),
      toIsoInstant(start + 3_600_000),
      TWO_GUESTS,
      at,
      at,
    );
  sqlite
    .prepare(
      `INSERT INTO sandbox_sessions (id, mode, customer_id, description, amount_cents, metadata, success_url,
        cancel_url, status, paid, payment_intent_id, created_at, expires_at)
       VALUES (?, 'payment', 'cus_1', 'Guests', ?, '{}', 'http://localhost/ok', 'http://localhost/no', 'complete', 1, ?, ?, ?)`,
    )
    .run(checkoutId, TWO_GUESTS, `pi_${checkoutId}`, at, at);
  sqlite
    .prepare(
      `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, booking_id, gateway_ref,
        checkout_session_id, payment_intent_id, created_at, updated_at)
       VALUES (?, 'guest_fee', ?, 'paid', 'Guest fee: 2 guests', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(randomUUID(), TWO_GUESTS, member.id, bookingId, checkoutId, checkoutId, `pi_${checkoutId}`, at, at);
  return { member, bookingId };
}

/** The booking's status, its refunds, the refunds the sandbox made and the cancellation emails. */
function stateOf(file: string, bookingId: string, email: string) {
  const database = openDatabase(file);
  try {
    const all = (query: string, ...args: unknown[]) => database.sqlite.prepare(query).all(...args) as Row[];
    return {
      booking: all('SELECT status FROM bookings WHERE id = ?', bookingId)[0]?.status,
      charge: all(
        "SELECT status FROM ledger_entries WHERE booking_id = ? AND kind = 'guest_fee'",
        bookingId,
      )[0]?.status,
      refunds: all(
        "SELECT amount_cents, status FROM ledger_entries WHERE booking_id = ? AND kind = 'refund'",
        bookingId,
      ),
      atGateway: all('SELECT amount_cents FROM sandbox_refunds'),
      emails: all(
        "SELECT kind FROM outbox_messages WHERE to_address = ? AND kind = 'booking_cancelled'",
        email,
      ).length,
    };
  } finally {
    database.close();
  }
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function settled(file: string, bookingId: string, email: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const state = stateOf(file, bookingId, email);
    if (!state.refunds.some((r) => r.status === 'pending') || Date.now() > deadline) return state;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each([
  {
    point: 'refund-reserved',
    // Killed before the gateway was asked: nothing moved, so the cancellation is rolled back.
    expected: {
      booking: 'confirmed',
      charge: 'paid',
      refunds: [{ amount_cents: -TWO_GUESTS, status: 'failed' }],
      atGateway: [],
      emails: 0,
    },
  },
  {
    point: 'refund-paid',
    // Killed after the gateway paid, before anything was recorded: the cancellation is completed.
    expected: {
      booking: 'cancelled',
      charge: 'refunded',
      refunds: [{ amount_cents: -TWO_GUESTS, status: 'refunded' }],
      atGateway: [{ amount_cents: TWO_GUESTS }],
      emails: 1,
    },
  },
])('a cancellation killed at $point', ({ point, expected }) => {
  const processes = processesOnOneFile();

  it('is settled once at the next start', async () => {
    const setup = openDatabase(processes.file);
    const { member, bookingId } = paidBooking(setup.sqlite, Date.now());
    setup.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first: ChildProcess = await processes.start(port, { LOUNGE_TEST_CRASH_AT: point });
    const exited = once(first, 'exit');
    const cookie = await signIn(base, member.email);
    await expect(
      fetch(`${base}/api/bookings/${bookingId}/cancel`, { method: 'PATCH', headers: { cookie } }),
    ).rejects.toThrow();
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');

    const crashed = stateOf(processes.file, bookingId, member.email);
    expect(crashed.booking).toBe('confirmed');
    expect(crashed.refunds).toEqual([{ amount_cents: -TWO_GUESTS, status: 'pending' }]);

    await processes.start(await freePort());
    expect(await settled(processes.file, bookingId, member.email)).toEqual(expected);
    // Two server processes, one killed: seconds on a quiet box, more beside a whole suite on two cores.
  }, 60_000);
});

describe('the migration that keeps refunds recoverable', () => {
  it("marks an earlier build's cancellation refunds, and gives a pending refund the key it was asked with", () => {
    const data = makeDataDir();
    try {
      databaseAtMigration(data.file, migrationBefore('_refund_recovery'));
      const sqlite = new Database(data.file);
      const { bookingId } = paidBooking(sqlite, Date.UTC(2026, 10, 22, 17));
      const charge = sqlite.prepare('SELECT id FROM ledger_entries WHERE booking_id = ?').get(bookingId) as {
        id: string;
      };
      const refund = sqlite.prepare(
        `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, booking_id, refund_of, reason,
          recorded_by, created_at, updated_at)
         VALUES (?, 'refund', ?, ?, 'Refund', ?, ?, ?, ?, '2026-11-22T17:00:00.000Z', '2026-11-22T17:00:00.000Z')`,
      );
      refund.run('r-staff', -500, 'refunded', bookingId, charge.id, 'Late start', 'someone');
      refund.run(
        'r-cancel',
        -1500,
        'pending',
        bookingId,
        charge.id,
        'Cancelled at least 24 hours ahead',
        null,
      );
      sqlite.close();
      const upgraded = openDatabase(data.file);
      try {
        expect(
          upgraded.sqlite
            .prepare(
              'SELECT id, cancels_booking, idempotency_key FROM ledger_entries WHERE kind = ? ORDER BY id',
            )
            .all('refund'),
        ).toEqual([
          { id: 'r-cancel', cancels_booking: 1, idempotency_key: `refund-${charge.id}-500-1500` },
          { id: 'r-staff', cancels_booking: 0, idempotency_key: null },
        ]);
      } finally {
        upgraded.close();
      }
    } finally {
      data.remove();
    }
  });
});

describe('a cancellation an earlier build left half done', () => {
  let server: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    server = await makeServer();
  });
  afterAll(() => server.stop());

  it('is completed: refunded and still confirmed becomes cancelled, once', async () => {
    const ctx = contextOf(server);
    const { sqlite } = ctx.database;
    const { member, bookingId } = paidBooking(sqlite, ctx.now());
    const charge = sqlite.prepare('SELECT id FROM ledger_entries WHERE booking_id = ?').get(bookingId) as {
      id: string;
    };
    // As the migration marks such a refund: no staff made it, its reason is the policy's.
    sqlite
      .prepare(
        `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, booking_id, refund_of,
          reason, gateway_ref, cancels_booking, created_at, updated_at)
         VALUES (?, 'refund', ?, 'refunded', 'Refund', ?, ?, ?, 'Cancelled at least 24 hours ahead', 're_old', 1, ?, ?)`,
      )
      .run(
        randomUUID(),
        -TWO_GUESTS,
        member.id,
        bookingId,
        charge.id,
        toIsoInstant(ctx.now()),
        toIsoInstant(ctx.now()),
      );
    await recoverRefunds(ctx);
    await recoverRefunds(ctx);
    const state = sqlite.prepare('SELECT status FROM bookings WHERE id = ?').get(bookingId);
    expect(state).toEqual({ status: 'cancelled' });
    const mails = sqlite
      .prepare("SELECT text_body FROM outbox_messages WHERE to_address = ? AND kind = 'booking_cancelled'")
      .all(member.email) as { text_body: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(formatMoney(TWO_GUESTS));
  });
});
