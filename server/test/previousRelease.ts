/**
 * A database as the release before the ledger left it: migrations/ up to 0006 (the last migration
 * before 0007_ledger), then a month of that release's rows written in its own shapes. Money was
 * recorded then only in paid checkouts (memberships and online guest fees, with the sandbox's side
 * of each), and in the guest fee of a booking staff made at the desk.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { applyMigrations } from '../src/db/applyMigrations';
import { addSqlFunctions, MIGRATIONS_DIR } from '../src/db/database';
import { insertMember } from './members';

/** The previous release's last migration. */
const PREVIOUS_RELEASE_MIGRATION = '0006_reminder_preference';

interface Journal {
  entries: { idx: number; tag: string }[];
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The tag of the migration just before the one whose tag ends with `suffix` (found by name, not number). */
export function migrationBefore(suffix: string): string {
  const { entries } = readJournal();
  const at = entries.findIndex((e) => e.tag.endsWith(suffix));
  const before = entries[at - 1];
  if (at < 1 || !before) throw new Error(`no migration before one named *${suffix}`);
  return before.tag;
}

/** Creates `file` with migrations/ applied up to and including `lastTag`, as drizzle applied them. */
export function databaseAtMigration(file: string, lastTag = PREVIOUS_RELEASE_MIGRATION): void {
  const journal = readJournal();
  const upTo = journal.entries.findIndex((e) => e.tag === lastTag);
  if (upTo < 0) throw new Error(`no migration ${lastTag}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-old-migrations-'));
  try {
    mkdirSync(path.join(dir, 'meta'));
    const entries = journal.entries.slice(0, upTo + 1);
    writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries)
      copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    const sqlite = new Database(file);
    sqlite.pragma('journal_mode = WAL');
    // Later migrations call these, as they do on the server's connections.
    addSqlFunctions(sqlite);
    applyMigrations(sqlite, drizzle(sqlite), dir);
    sqlite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The guest fee the previous release charged, which migration 0023 divides by to count the guests a
 * booking paid for: its rows keep this fee whatever core's GUEST_FEE_CENTS is now.
 */
export const PREVIOUS_GUEST_FEE_CENTS = 1000;

/** The previous release's own plan prices, lower than core's on purpose: what was paid then stays as paid. */
const PRICES = {
  general: { intro: 34_900, monthly: 14_900 },
  vip: { intro: 54_900, monthly: 24_900 },
} as const;

export interface OldMonth {
  members: { id: string; email: string }[];
  staffId: string;
  /** A General member's confirmed booking two guests paid online (2 × PREVIOUS_GUEST_FEE_CENTS), on `guestBookingDate`. */
  guestBooking: { id: string; userId: string; email: string };
  totals: { membershipCents: number; onlineGuestFeeCents: number; deskCents: number };
}

/** A month of the previous release: memberships bought, guest fees paid online and at the desk. */
export function writeOldMonth(sqlite: Database.Database, members = 12): OldMonth {
  const at = (day: number, hour = 15) => new Date(Date.UTC(2026, 10, day, hour, 0)).toISOString();
  const staffId = insertMember(sqlite, {
    role: 'staff',
    membershipType: null,
    membershipStatus: 'inactive',
  }).id;
  const list: { id: string; email: string }[] = [];
  const totals = { membershipCents: 0, onlineGuestFeeCents: 0, deskCents: 0 };

  const sandboxSession = (id: string, mode: 'subscription' | 'payment', amount: number, created: string) =>
    sqlite
      .prepare(
        `INSERT INTO sandbox_sessions (id, mode, email, customer_id, description, amount_cents, metadata,
          success_url, cancel_url, status, paid, payment_intent_id, created_at, expires_at)
         VALUES (?, ?, NULL, ?, 'old', ?, '{}', 'http://localhost/ok', 'http://localhost/no', 'complete', 1, ?, ?, ?)`,
      )
      .run(id, mode, `cus_${id}`, amount, `pi_${id}`, created, created);
  const checkout = sqlite.prepare(
    `INSERT INTO checkout_sessions (id, kind, user_id, email, plan, flow, booking_id, amount_cents, status,
      fulfilled_at, created_at, expires_at, pending_players, pending_pass_guests)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const booking = sqlite.prepare(
    `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, guest_fee,
      stripe_payment_intent_id, status, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const event = sqlite.prepare('INSERT INTO payment_events (id, type, processed_at) VALUES (?, ?, ?)');

  for (let i = 0; i < members; i++) {
    const plan = i % 3 === 0 ? 'vip' : 'general';
    const flow = i % 2 === 0 ? 'intro' : 'monthly';
    const member = insertMember(sqlite, { membershipType: plan, membershipStatus: flow });
    list.push(member);
    const cs = `cs_old_m${i}`;
    const paidAt = at(1 + (i % 10));
    const amount = PRICES[plan][flow];
    sandboxSession(cs, 'subscription', amount, paidAt);
    // Every other checkout was made signed out: the account is found by its email.
    checkout.run(
      cs,
      'membership',
      i % 2 ? member.id : null,
      member.email,
      plan,
      flow,
      null,
      amount,
      'paid',
      paidAt,
      paidAt,
      paidAt,
      null,
    );
    event.run(`evt_old_m${i}`, 'checkout.session.completed', paidAt);
    totals.membershipCents += amount;
  }
  // One checkout opened and never paid, one expired: no money.
  checkout.run(
    'cs_old_open',
    'membership',
    list[0]?.id ?? null,
    null,
    'general',
    'monthly',
    null,
    PRICES.general.monthly,
    'open',
    null,
    at(3),
    at(3),
    null,
  );
  checkout.run(
    'cs_old_expired',
    'membership',
    list[1]?.id ?? null,
    null,
    'vip',
    'intro',
    null,
    PRICES.vip.intro,
    'expired',
    null,
    at(4),
    at(4),
    null,
  );

  let guestBooking: OldMonth['guestBooking'] | undefined;
  for (let i = 0; i < list.length; i++) {
    const member = list[i];
    if (!member) continue;
    const day = 24 + (i % 6);
    const bay = String((i % 3) + 1);
    const start = new Date(Date.UTC(2026, 10, day, 1 + (i % 4), 0)).toISOString();
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    const date = `2026-11-${day - 1}`;
    if (i % 2 === 0) {
      // Guests paid online: the booking was held, then confirmed by its checkout.
      const guests = 1 + (i % 3);
      const id = randomUUID();
      const cs = `cs_old_g${i}`;
      const amount = guests * PREVIOUS_GUEST_FEE_CENTS;
      sandboxSession(cs, 'payment', amount, at(12));
      booking.run(
        id,
        member.id,
        bay,
        date,
        start,
        end,
        guests + 1,
        amount,
        `pi_${cs}`,
        'confirmed',
        null,
        at(12),
        at(12),
      );
      checkout.run(
        cs,
        'guest_fee',
        member.id,
        member.email,
        null,
        null,
        id,
        amount,
        'paid',
        at(12),
        at(12),
        at(12),
        null,
      );
      totals.onlineGuestFeeCents += amount;
      if (guests === 2 && !guestBooking) guestBooking = { id, userId: member.id, email: member.email };
    } else if (i % 4 === 1) {
      // Made at the desk, one guest's fee taken at the counter.
      const id = randomUUID();
      const fee = PREVIOUS_GUEST_FEE_CENTS;
      booking.run(id, member.id, bay, date, start, end, 2, fee, null, 'confirmed', staffId, at(13), at(13));
      sqlite
        .prepare(
          `INSERT INTO staff_actions (actor_id, action, target_type, target_id, details, created_at)
           VALUES (?, 'create', 'booking', ?, ?, ?)`,
        )
        .run(
          staffId,
          id,
          JSON.stringify({ override: false, guestFeeCents: PREVIOUS_GUEST_FEE_CENTS, memberId: member.id }),
          at(13),
        );
      totals.deskCents += PREVIOUS_GUEST_FEE_CENTS;
    } else {
      // No guests: no money.
      booking.run(
        randomUUID(),
        member.id,
        bay,
        date,
        start,
        end,
        1,
        0,
        null,
        'confirmed',
        null,
        at(14),
        at(14),
      );
    }
  }
  if (!guestBooking) throw new Error('the old month has no two-guest booking');
  return { members: list, staffId, guestBooking, totals };
}
