/**
 * Migration 0022 on a database made before it: calendar feed tokens kept in clear become their
 * SHA-256, so the addresses members subscribed to keep working, and mail already written to an
 * account is linked to it by id (what an erasure finds it by), while mail to a visitor is not.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { feedOwner } from '../src/calendar/calendarFeedStore';
import { openDatabase } from '../src/db/database';
import { databaseAtMigration, migrationBefore } from './previousRelease';
import { makeDataDir } from './testServer';

let data: ReturnType<typeof makeDataDir>;
beforeEach(() => {
  data = makeDataDir();
});
afterEach(() => data.remove());

const TOKEN = 'Qx7a'.repeat(11).slice(0, 43);
const AT = '2026-11-01T17:00:00.000Z';

it('keeps old calendar feed addresses working, stored hashed, and links mail to accounts by id', () => {
  databaseAtMigration(data.file, migrationBefore('_identity_by_id'));
  const old = new Database(data.file);
  const user = old.prepare(
    `INSERT INTO users (id, email, first_name, last_name, created_at, updated_at) VALUES (?, ?, 'Bo', 'Brown', ?, ?)`,
  );
  user.run('u-bob', 'bob@example.com', AT, AT);
  user.run('u-ann', 'ann@example.com', AT, AT);
  old
    .prepare('INSERT INTO calendar_feeds (user_id, token, created_at) VALUES (?, ?, ?)')
    .run('u-bob', TOKEN, AT);
  old
    .prepare(
      `INSERT INTO email_changes (id, user_id, new_email, token_hash, expires_at, created_at) VALUES ('c1', 'u-ann', 'ann.new@example.com', 'h', ?, ?)`,
    )
    .run(AT, AT);
  const mail = old.prepare(
    `INSERT INTO outbox_messages (id, kind, to_address, subject, text_body, next_attempt_at, created_at) VALUES (?, ?, ?, 's', 't', ?, ?)`,
  );
  mail.run('m-booking', 'booking_confirmed', 'Bob@Example.com', AT, AT);
  mail.run('m-tour', 'tour_received', 'bob@example.com', AT, AT);
  mail.run('m-change', 'email_change_confirm', 'ann.new@example.com', AT, AT);
  mail.run('m-stranger', 'booking_confirmed', 'nobody@example.com', AT, AT);
  // A contact message, its receipt and the staff note quoting it, all at the message's instant.
  old
    .prepare(
      `INSERT INTO contact_inquiries (id, first_name, last_name, email, inquiry_type, message, created_at) VALUES ('q1', 'Vi', 'Sitor', 'vi@example.com', 'general', 'hi', ?)`,
    )
    .run(AT);
  const note = old.prepare(
    `INSERT INTO outbox_messages (id, kind, to_address, subject, text_body, next_attempt_at, created_at) VALUES (?, ?, ?, 's', ?, ?, ?)`,
  );
  note.run('m-receipt', 'contact_received', 'vi@example.com', 'Thanks', AT, AT);
  note.run('m-note', 'staff_new_inquiry', 'desk@lounge.example', 'Vi Sitor <vi@example.com>', AT, AT);
  note.run('m-other-note', 'staff_new_inquiry', 'desk@lounge.example', 'Al <al@example.com>', AT, AT);
  old.close();

  const database = openDatabase(data.file);
  try {
    const stored = database.sqlite.prepare('SELECT token_hash FROM calendar_feeds').get() as {
      token_hash: string;
    };
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(TOKEN);
    expect(feedOwner(database.db, TOKEN)).toBe('u-bob');
    expect(feedOwner(database.db, `${TOKEN.slice(0, 42)}A`)).toBeNull();
    const owners = Object.fromEntries(
      (
        database.sqlite
          .prepare(
            "SELECT id, user_id FROM outbox_messages WHERE inquiry_id IS NULL AND kind <> 'staff_new_inquiry'",
          )
          .all() as {
          id: string;
          user_id: string | null;
        }[]
      ).map((r) => [r.id, r.user_id]),
    );
    expect(owners).toEqual({ 'm-booking': 'u-bob', 'm-tour': null, 'm-change': 'u-ann', 'm-stranger': null });
    const about = database.sqlite
      .prepare(
        "SELECT id, inquiry_id FROM outbox_messages WHERE id IN ('m-receipt', 'm-note', 'm-other-note') ORDER BY id",
      )
      .all();
    expect(about).toEqual([
      { id: 'm-note', inquiry_id: 'q1' },
      { id: 'm-other-note', inquiry_id: null },
      { id: 'm-receipt', inquiry_id: 'q1' },
    ]);
  } finally {
    database.close();
  }
});
