#!/usr/bin/env node
/**
 * Booking-commit bench (not a test): what one member's booking costs the write connection, without
 * HTTP or the event loop: `createBooking` (the write thread's job: the checks, the insert, the
 * guest passes, the email and its calendar file, in one immediate transaction committed with
 * synchronous FULL) called in a loop on the large lounge of `npm run bench:api` (20 bays, 10,000
 * members, three years of bookings). The write thread runs one booking at a time, so this is the
 * ceiling of bookings a second before HTTP and the machine's other work share its core.
 *
 * Run `npm run bench:commits` (tsx runs the server from source). BENCH_BOOKINGS (1,800) bookings, each
 * a different free slot a week or two ahead, two a member. `node --cpu-prof --import tsx
 * bench/bookingCommits.mjs` shows where a booking's time goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBooking } from '../server/src/bookings/bookingService.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { seedLounge, Temporal, ZONE } from './seedLounge.mjs';

const BAYS = 20;
const dir = mkdtempSync(path.join(tmpdir(), 'lounge-bench-commits-'));
const file = path.join(dir, 'lounge.db');
openDatabase(file).close();
const today = Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate();
console.error('seeding the large lounge...');
seedLounge(file, { bays: BAYS, members: 10_000, days: 3 * 365, bookers: 1500 }, today);

const database = openDatabase(file);
const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
  DATABASE_PATH: file,
  PAYMENTS_SANDBOX: '1',
  VENUE_BAYS: Array.from({ length: BAYS }, (_, i) => i + 1).join(','),
});
const ctx = { config, database, db: database.db, now: () => Date.now() };
const members = database.sqlite
  .prepare("SELECT id FROM users WHERE email LIKE 'booker%' ORDER BY email")
  .pluck()
  .all();
// A week ahead and on: the seeded history stops at a week, so every slot is free.
const slots = [];
for (let hour = 9; hour < 22; hour++)
  for (let bay = 1; bay <= BAYS; bay++) for (let day = 8; day <= 14; day++) slots.push({ bay, day, hour });
const count = Math.min(Number(process.env.BENCH_BOOKINGS ?? 1800), slots.length, members.length * 2);
const hhmm = (hour) => `${String(hour).padStart(2, '0')}:00`;

let committed = 0;
const refused = new Map();
const started = performance.now();
for (let i = 0; i < count; i++) {
  const { bay, day, hour } = slots[i];
  const input = {
    bayNumber: String(bay),
    bookingDate: today.add({ days: day }).toString(),
    startTime: hhmm(hour),
    endTime: hhmm(hour + 1),
    guestCount: '1',
    notes: null,
  };
  try {
    createBooking(ctx, members[Math.floor(i / 2)], input);
    committed++;
  } catch (error) {
    const code = error?.output?.payload?.code ?? error.message;
    refused.set(code, (refused.get(code) ?? 0) + 1);
  }
}
const ms = performance.now() - started;

console.log(
  `${committed} of ${count} bookings committed (refused: ${[...refused].map(([c, n]) => `${c} ${n}`).join(', ') || 'none'})`,
);
console.log(
  `${((ms * 1000) / count).toFixed(0)} us a booking, ${Math.round((count * 1000) / ms).toLocaleString('en-US')} a second, one at a time`,
);
database.close();
rmSync(dir, { recursive: true, force: true });
