#!/usr/bin/env node
/**
 * Forgot-password bench (not a test): what answering `POST /api/auth/forgot-password` costs for an
 * email with an account against one without. The answer must not tell them apart, by its words or
 * its time, so the two rows should match. Run `npm run bench:forgot` (tsx runs the server from
 * source, through server.inject: no sockets, only the route's own work).
 *
 * The two kinds are interleaved, after a warm-up, so the machine's load falls on both alike. The
 * background pass (which makes the link for the account only) is not part of the answer and is not
 * timed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { createLogger } from '../server/src/logger.ts';
import { insertUser } from '../server/src/users/userStore.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const WARM_UP = 300;
const dir = mkdtempSync(path.join(tmpdir(), 'lounge-bench-forgot-'));
const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
  DATABASE_PATH: path.join(dir, 'lounge.db'),
  // Every request of the bench comes from one address, and asks again and again.
  RATE_LIMIT_RESET_PER_ADDRESS: '1000000',
  RATE_LIMIT_RESET_PER_EMAIL: '1000000',
});
const server = await createServer(config, { logger: createLogger('silent') });
const { db } = server.app.ctx;
const members = Array.from({ length: 50 }, (_, i) => `member-${i}@example.com`);
const strangers = Array.from({ length: 50 }, (_, i) => `stranger-${i}@example.com`);
for (const email of members)
  insertUser(
    db,
    {
      email,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Member',
      membershipType: null,
      membershipStatus: 'inactive',
    },
    Date.now(),
  );

async function ask(email) {
  const started = process.hrtime.bigint();
  const res = await server.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: JSON.stringify({ email }),
    headers: { 'content-type': 'application/json' },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200) throw new Error(`forgot-password answered ${res.statusCode}: ${res.payload}`);
  return ms;
}

const times = { known: [], unknown: [] };
for (let i = 0; i < WARM_UP + ROUNDS; i++) {
  const known = await ask(members[i % members.length]);
  const unknown = await ask(strangers[i % strangers.length]);
  if (i >= WARM_UP) {
    times.known.push(known);
    times.unknown.push(unknown);
  }
}

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
console.log(`\nPOST /api/auth/forgot-password, ${ROUNDS} requests each, interleaved (server.inject)\n`);
console.log('email        p50 ms   p99 ms   mean ms');
for (const [kind, list] of Object.entries(times)) {
  const mean = list.reduce((a, b) => a + b, 0) / list.length;
  console.log(
    `${kind.padEnd(10)} ${pct(list, 50).toFixed(3).padStart(8)} ${pct(list, 99).toFixed(3).padStart(8)} ${mean.toFixed(3).padStart(9)}`,
  );
}
await server.stop();
rmSync(dir, { recursive: true, force: true });
