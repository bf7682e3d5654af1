#!/usr/bin/env node
/**
 * API bench (figures, not pass/fail): the real server against a bare node:http server answering the
 * same queries with one prepared better-sqlite3 statement each: the ceiling. Both on a database of a
 * year of bookings (3 bays, 500 members). autocannon at 10 and 50 connections, 5 s a run.
 *
 * Run `npm run bench:api` (it builds first). Prints a table; copy it into bench/README.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import bcrypt from 'bcrypt';
import Database from 'better-sqlite3';
import { Temporal } from 'temporal-polyfill';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ZONE = 'America/Denver';
const PORT = Number(process.env.BENCH_PORT ?? 5090);
const BARE_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'bench-password-1';
const dir = mkdtempSync(path.join(tmpdir(), 'lounge-bench-'));
const dbFile = path.join(dir, 'lounge.db');

const today = Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate();
const instant = (date, hour) =>
  date.toPlainDateTime({ hour }).toZonedDateTime(ZONE).toInstant().toString({ fractionalSecondDigits: 3 });

function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: dbFile,
      LOG_LEVEL: 'silent',
      BACKUP_INTERVAL_HOURS: '0',
      SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    },
    stdio: 'inherit',
  });
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** A year of bookings: four sessions a bay a day, members taking turns; plus the week ahead. */
function seed() {
  const db = new Database(dbFile);
  const hash = bcrypt.hashSync(PASSWORD, 4);
  const stamp = new Date().toISOString();
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, membership_type, membership_status, created_at, updated_at)
     VALUES (?, ?, ?, 'Bench', ?, 'member', ?, 'monthly', ?, ?)`,
  );
  const insertBooking = db.prepare(
    `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 2, ?, ?, ?)`,
  );
  const ids = [];
  let n = 0;
  db.transaction(() => {
    for (let i = 0; i < 500; i++) {
      const id = `m-${String(i).padStart(4, '0')}`;
      ids.push(id);
      insertUser.run(
        id,
        `member${i}@bench.example`,
        hash,
        `Member${i}`,
        i % 5 === 0 ? 'vip' : 'general',
        stamp,
        stamp,
      );
    }
    // The member who storms a taken slot below: VIP, nothing upcoming, so every rule runs.
    insertUser.run('m-runner', 'runner@bench.example', hash, 'Runner', 'vip', stamp, stamp);
    for (let d = -365; d <= 7; d++) {
      const date = today.add({ days: d });
      for (const bay of ['1', '2', '3']) {
        for (const [start, end] of [
          [9, 11],
          [12, 13],
          [15, 17],
          [19, 21],
        ]) {
          const member = ids[n++ % ids.length];
          insertBooking.run(
            `b-${n}`,
            member,
            bay,
            date.toString(),
            instant(date, start),
            instant(date, end),
            'confirmed',
            stamp,
            stamp,
          );
        }
      }
    }
  })();
  db.close();
  return { ids, bookings: n };
}

/** The ceiling: the same reads and the same write, each one prepared statement, no framework. */
function bareServer() {
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  const byDate = db.prepare(
    "SELECT bay_number AS bayNumber, start_time AS startTime, end_time AS endTime FROM bookings WHERE booking_date = ? AND status IN ('confirmed','checked_in')",
  );
  const byUser = db.prepare('SELECT * FROM bookings WHERE user_id = ? ORDER BY start_time');
  const overlap = db.prepare(
    "SELECT 1 FROM bookings WHERE bay_number = ? AND status IN ('held','confirmed','checked_in') AND start_time < ? AND end_time > ?",
  );
  const insert = db.prepare(
    "INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'confirmed', ?, ?)",
  );
  const book = db.transaction((b) => {
    if (overlap.get(b.bayNumber, b.end, b.start)) return false;
    insert.run(`x-${Math.random()}`, 'm-0001', b.bayNumber, b.bookingDate, b.start, b.end, b.start, b.start);
    return true;
  });
  const index = readFileSync(path.join(root, 'web/dist/index.html'));
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/bookings/date/')) {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(byDate.all(req.url.slice(19))));
    }
    if (req.method === 'GET' && req.url === '/api/bookings') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(byUser.all('m-0001')));
    }
    if (req.method === 'POST' && req.url === '/api/bookings') {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const b = JSON.parse(body);
        const ok = book({ ...b, start: b.startIso, end: b.endIso });
        res.statusCode = ok ? 201 : 409;
        res.end(ok ? '{}' : '{"message":"taken"}');
      });
      return;
    }
    res.setHeader('content-type', 'text/html');
    res.end(index);
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve({ server, db })));
}

function run(url, connections, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

async function main() {
  // First start creates the schema; then stop, seed and start again.
  let server = startServer();
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  const { bookings } = seed();
  server = startServer();
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  const bare = await bareServer();

  const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member1@bench.example', password: PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const runnerLogin = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'runner@bench.example', password: PASSWORD }),
  });
  const runnerCookie = (runnerLogin.headers.get('set-cookie') ?? '').split(';')[0];
  const day = today.add({ days: 3 });
  const slot = {
    bayNumber: '1',
    bookingDate: day.toString(),
    startTime: '09:00',
    endTime: '10:00',
    guestCount: '1',
    notes: null,
  };
  // Members storm a taken slot: every request runs the whole booking transaction and is refused.
  const postBody = JSON.stringify(slot);
  const bareBody = JSON.stringify({ ...slot, startIso: instant(day, 9), endIso: instant(day, 10) });

  const cases = [
    ['GET /api/bookings/date/{date}', `/api/bookings/date/${day}`, {}, {}],
    ['GET /api/bookings (signed in)', '/api/bookings', {}, {}],
    [
      'POST /api/bookings (taken slot)',
      '/api/bookings',
      {
        method: 'POST',
        body: postBody,
        headers: { 'content-type': 'application/json', cookie: runnerCookie },
      },
      { method: 'POST', body: bareBody },
    ],
    ['GET / (landing page)', '/', {}, {}],
  ];

  const rows = [];
  for (const [name, url, opts, bareOpts] of cases) {
    for (const connections of [10, 50]) {
      const ours = await run(`http://127.0.0.1:${PORT}${url}`, connections, {
        ...opts,
        headers: { cookie, ...(opts.headers ?? {}) },
      });
      const ceiling = await run(`http://127.0.0.1:${BARE_PORT}${url}`, connections, {
        ...bareOpts,
        headers: { 'content-type': 'application/json' },
      });
      rows.push({
        name,
        connections,
        rps: ours.requests.average,
        p50: ours.latency.p50,
        p99: ours.latency.p99,
        errors: ours.non2xx + ours.errors,
        bareRps: ceiling.requests.average,
        bareP50: ceiling.latency.p50,
        bareP99: ceiling.latency.p99,
      });
    }
  }

  server.kill('SIGTERM');
  bare.server.close();
  bare.db.close();
  rmSync(dir, { recursive: true, force: true });

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${os.cpus().length} cores, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(
    `Database: ${bookings.toLocaleString('en-US')} bookings over a year, 3 bays, 500 members. ${DURATION} s a run.\n`,
  );
  console.log(
    '| endpoint | conns | ours req/s | p50 ms | p99 ms | non-2xx | bare req/s | bare p50 | bare p99 | ours / bare |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.connections} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${fmt(r.bareRps)} | ${r.bareP50} | ${r.bareP99} | ${(r.rps / r.bareRps).toFixed(2)} |`,
    );
  }
}

await main();
