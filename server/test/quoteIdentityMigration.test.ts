/**
 * The quote_discount_at_paying migration on a database made before it: each quote keeps the
 * discount it went out with; what was filed under an account that never proved its address (the
 * quote, its ledger rows and checkouts, its mail) is taken back from it, and nothing of a proven or
 * a deleted account is touched.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { insertMember } from './members';
import { databaseAtMigration, migrationBefore } from './previousRelease';
import { makeDataDir } from './testServer';

let data: ReturnType<typeof makeDataDir>;
beforeEach(() => {
  data = makeDataDir();
});
afterEach(() => data.remove());

const AT = '2026-11-01T17:00:00.000Z';

it('keeps the quoted discount and takes back from unproven accounts only what they were given', () => {
  databaseAtMigration(data.file, migrationBefore('_quote_discount_at_paying'));
  const old = new Database(data.file);
  const unproven = insertMember(old, { membershipType: 'vip', email: 'vera@example.com' }).id;
  const proven = insertMember(old, {
    membershipType: 'vip',
    email: 'pia@example.com',
    emailVerified: true,
  }).id;
  const deleted = insertMember(old, { email: 'deleted-x@example.invalid' }).id;
  old.prepare('UPDATE users SET deleted_at = ? WHERE id = ?').run(AT, deleted);
  for (const [n, userId, percent] of [
    [1, unproven, 15],
    [2, proven, 15],
    [3, deleted, 10],
  ] as const) {
    old
      .prepare(
        `INSERT INTO event_inquiries (id, contact_name, email, event_type, message, created_at)
         VALUES (?, 'Casey', 'c@example.com', 'corporate', 'A team night', ?)`,
      )
      .run(`i${n}`, AT);
    old
      .prepare(
        `INSERT INTO event_quotes (id, inquiry_id, contact_name, email, user_id, package_id, space, event_date,
           start_time, minutes, starts_at, ends_at, head_count, add_ons, adjustments, lines, discount_percent,
           total_cents, deposit_cents, balance_cents, balance_due_on, status, created_at, updated_at)
         VALUES (?, ?, 'Casey', 'c@example.com', ?, 'corporate', '["1"]', '2027-01-20', '18:00', 60,
           '2027-01-21T01:00:00.000Z', '2027-01-21T02:00:00.000Z', 8, '[]', '{}', '[]', ?, 34000, 17000, 17000,
           '2027-01-13', 'paid', ?, ?)`,
      )
      .run(`q${n}`, `i${n}`, userId, percent, AT, AT);
    old
      .prepare(
        `INSERT INTO checkout_sessions (id, kind, user_id, event_quote_id, amount_cents, status, created_at, expires_at)
         VALUES (?, 'event_deposit', ?, ?, 17000, 'paid', ?, ?)`,
      )
      .run(`cs${n}`, userId, `q${n}`, AT, AT);
    old
      .prepare(
        `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, event_quote_id, created_at, updated_at)
         VALUES (?, 'event_deposit', 17000, 'paid', 'Event deposit', ?, ?, ?, ?)`,
      )
      .run(`l${n}`, userId, `q${n}`, AT, AT);
    for (const kind of ['event_paid', 'booking_confirmed'])
      old
        .prepare(
          `INSERT INTO outbox_messages (id, kind, to_address, subject, text_body, next_attempt_at, created_at, user_id)
           VALUES (?, ?, 'c@example.com', 'S', 'T', ?, ?, ?)`,
        )
        .run(`m${n}-${kind}`, kind, AT, AT, userId);
  }
  // The unproven account's own membership payment is its own.
  old
    .prepare(
      `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, created_at, updated_at)
       VALUES ('l-plan', 'membership', 29900, 'paid', 'VIP Membership, monthly', ?, ?, ?)`,
    )
    .run(unproven, AT, AT);
  old.close();

  const database = openDatabase(data.file);
  try {
    const rows = (sql: string) => database.sqlite.prepare(sql).all();
    expect(
      rows('SELECT id, user_id AS userId, quoted_discount_percent AS quoted FROM event_quotes ORDER BY id'),
    ).toEqual([
      { id: 'q1', userId: null, quoted: 15 },
      { id: 'q2', userId: proven, quoted: 15 },
      { id: 'q3', userId: deleted, quoted: 10 },
    ]);
    expect(rows('SELECT id, user_id AS userId FROM ledger_entries ORDER BY id')).toEqual([
      { id: 'l-plan', userId: unproven },
      { id: 'l1', userId: null },
      { id: 'l2', userId: proven },
      { id: 'l3', userId: deleted },
    ]);
    expect(rows('SELECT id, user_id AS userId FROM checkout_sessions ORDER BY id')).toEqual([
      { id: 'cs1', userId: null },
      { id: 'cs2', userId: proven },
      { id: 'cs3', userId: deleted },
    ]);
    expect(rows('SELECT id, user_id AS userId FROM outbox_messages ORDER BY id')).toEqual([
      { id: 'm1-booking_confirmed', userId: unproven },
      { id: 'm1-event_paid', userId: null },
      { id: 'm2-booking_confirmed', userId: proven },
      { id: 'm2-event_paid', userId: proven },
      { id: 'm3-booking_confirmed', userId: deleted },
      { id: 'm3-event_paid', userId: deleted },
    ]);
  } finally {
    database.close();
  }
});
