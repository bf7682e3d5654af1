/**
 * The booking_paid_guests migration on a database made before it: each booking is written with the
 * guests it paid for, from what it paid then (its guest fee at the one fee there was, plus guests
 * whose fee staff left owed at the desk), never from its players or its passes; an edit's checkout
 * with the added guests its amount bought.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { insertMember } from './members';
import { databaseAtMigration, migrationBefore, PREVIOUS_GUEST_FEE_CENTS } from './previousRelease';
import { makeDataDir } from './testServer';

let data: ReturnType<typeof makeDataDir>;
beforeEach(() => {
  data = makeDataDir();
});
afterEach(() => data.remove());

const AT = '2026-11-01T17:00:00.000Z';

it('backfills what each booking paid for, and what an edit’s checkout pays for', () => {
  databaseAtMigration(data.file, migrationBefore('_booking_paid_guests'));
  const old = new Database(data.file);
  const general = insertMember(old).id;
  const vip = insertMember(old, { membershipType: 'vip' }).id;
  let hour = 10;
  const booking = old.prepare(
    `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, guest_fee, status, created_at, updated_at)
     VALUES (?, ?, '1', '2026-11-24', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (id: string, userId: string, players: number, guestFee: number, status = 'confirmed') => {
    const start = `2026-11-24T${hour++}:00:00.000Z`;
    const end = `2026-11-24T${hour}:00:00.000Z`;
    booking.run(id, userId, start, end, players, guestFee, status, AT, AT);
  };
  add('two-paid', general, 3, 2 * PREVIOUS_GUEST_FEE_CENTS);
  // A VIP's three guests: two on passes, one paid.
  add('vip-passes', vip, 4, PREVIOUS_GUEST_FEE_CENTS);
  old
    .prepare(
      `INSERT INTO guest_passes (id, user_id, booking_id, guest_count, billing_month, created_at) VALUES ('p1', ?, 'vip-passes', 2, '2026-11', ?)`,
    )
    .run(vip, AT);
  // Paid for two, then one guest dropped: the fee was kept, and so are the guests it paid for.
  add('fewer-since', general, 2, 2 * PREVIOUS_GUEST_FEE_CENTS);
  // A guest added at the desk, the fee left owed: only the ledger's pending row records it.
  add('owed', general, 2, 0);
  old
    .prepare(
      `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, booking_id, created_at, updated_at)
       VALUES ('l-owed', 'desk', ?, 'pending', 'Owed at the desk: Guest fee: 1 guest', ?, 'owed', ?, ?)`,
    )
    .run(PREVIOUS_GUEST_FEE_CENTS, general, AT, AT);
  add('no-guests', general, 1, 0);
  add('held', general, 2, PREVIOUS_GUEST_FEE_CENTS, 'held');
  const checkout = old.prepare(
    `INSERT INTO checkout_sessions (id, kind, user_id, booking_id, amount_cents, pending_players, pending_pass_guests, expires_at, created_at)
     VALUES (?, 'guest_fee', ?, ?, ?, ?, ?, ?, ?)`,
  );
  checkout.run('cs-edit', general, 'two-paid', 2 * PREVIOUS_GUEST_FEE_CENTS, 5, 0, AT, AT);
  checkout.run('cs-new', general, 'held', PREVIOUS_GUEST_FEE_CENTS, null, null, AT, AT);
  old.close();

  const database = openDatabase(data.file);
  try {
    const paid = Object.fromEntries(
      (
        database.sqlite.prepare('SELECT id, paid_guests FROM bookings').all() as {
          id: string;
          paid_guests: number;
        }[]
      ).map((r) => [r.id, r.paid_guests]),
    );
    expect(paid).toEqual({
      'two-paid': 2,
      'vip-passes': 1,
      'fewer-since': 2,
      owed: 1,
      'no-guests': 0,
      held: 1,
    });
    const checkouts = Object.fromEntries(
      (
        database.sqlite.prepare('SELECT id, pending_paid_guests FROM checkout_sessions').all() as {
          id: string;
          pending_paid_guests: number | null;
        }[]
      ).map((r) => [r.id, r.pending_paid_guests]),
    );
    expect(checkouts).toEqual({ 'cs-edit': 2, 'cs-new': null });
  } finally {
    database.close();
  }
});
