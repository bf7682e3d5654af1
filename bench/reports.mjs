#!/usr/bin/env node
/**
 * Reports bench (not a test): what the desk's report costs, and whether it holds up everyone else.
 * The server (from source, through tsx, production mode) listens on a real port, first on an empty
 * database, then on a busy lounge's year (bench/seedLounge.mjs: four sessions a bay every day, every
 * 17th cancelled; and here a year of ledger rows: every member's monthly payment, a fee on every
 * third booking taken at the desk or online, every 90th fee refunded, an event deposit every third
 * day). Two lounges, as the storm bench has them: small (3 bays, 500 members: the box's own
 * lounge) and large (20 bays, 3,000 members); BENCH_LOUNGE=small|large runs one.
 *
 * Printed: each report's time over the socket (BENCH_RUNS runs, 5) for a week, a month and a year
 * (JSON and CSV), the CPU time the process spent on it (server and client are one process here; the
 * figure that moves least with the machine's load), and the event loop's longest stall meanwhile;
 * then four year reports asked at once while GET /api/health is asked every 10 ms: health's p50,
 * p99 and max, and the reports' times. The targets: a year's report under 100 ms, the event loop
 * never held more than 50 ms.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import bcrypt from 'bcrypt';
import { insertUser } from '../server/src/users/userStore.ts';
import { startProductionServer, timedRequest } from './productionServer.mjs';
import { instant, seedLounge, Temporal, ZONE } from './seedLounge.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5393);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOUNGES = {
  small: { name: 'small', bays: 3, members: 500 },
  large: { name: 'large', bays: 20, members: 3000 },
};
const lounges = process.env.BENCH_LOUNGE ? [LOUNGES[process.env.BENCH_LOUNGE]] : Object.values(LOUNGES);
const SITE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-password-that-is-long-1';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
console.log(`load average at the start: ${load()}`);

/** A server for `lounge` on a fresh database, with a staff account for the desk. */
async function startLounge(lounge) {
  const bench = await startProductionServer(PORT, {
    VENUE_TIME_ZONE: ZONE,
    VENUE_BAYS: Array.from({ length: lounge.bays }, (_, i) => String(i + 1)).join(','),
  });
  insertUser(
    bench.server.app.ctx.db,
    {
      email: 'reports@bench.example',
      passwordHash: bcrypt.hashSync(PASSWORD, 4),
      firstName: 'Bench',
      lastName: 'Staff',
      role: 'staff',
      membershipStatus: 'inactive',
    },
    Date.now(),
  );
  return bench;
}

/** Kept-alive sockets to the lounge's server, made again for each lounge's server. */
let agent;
function request(method, url, { body, cookie } = {}) {
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) };
  return timedRequest(`${SITE}${url}`, { method, body, headers, agent });
}

let cookie = '';
async function signIn() {
  const signedIn = await request('POST', '/api/auth/login', {
    body: JSON.stringify({ email: 'reports@bench.example', password: PASSWORD }),
  });
  cookie = signedIn.headers['set-cookie'][0].split(';')[0];
}
const today = Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate();
/** The longest range a report covers: the 366 days before today. */
const YEAR = { from: today.subtract({ days: 366 }), to: today.subtract({ days: 1 }) };
const RANGES = [
  ['a week', { from: today.subtract({ days: 7 }), to: today.subtract({ days: 1 }) }],
  ['a month', { from: today.subtract({ days: 31 }), to: today.subtract({ days: 1 }) }],
  ['a year', YEAR],
];

async function report(range, path = '/api/staff/reports') {
  const answer = await request('GET', `${path}?from=${range.from}&to=${range.to}`, { cookie });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer;
}

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (n) => n.toFixed(1);

/** Each range RUNS times, one at a time: p50 and max over the socket, and the loop's longest stall. */
async function alone(label) {
  console.log(`\n${label}: one report at a time, ${RUNS} runs each\n`);
  console.log('| report | min / p50 / max ms | CPU ms, p50 | longest event-loop stall ms |');
  console.log('| --- | ---: | ---: | ---: |');
  const cases = [
    ...RANGES.map(([name, range]) => [`${name} (JSON)`, range, '/api/staff/reports']),
    ['a year (CSV)', YEAR, '/api/staff/reports.csv'],
  ];
  await report(YEAR); // warm-up
  for (const [name, range, path] of cases) {
    const loop = monitorEventLoopDelay({ resolution: 1 });
    const times = [];
    const cpu = [];
    loop.enable();
    for (let i = 0; i < RUNS; i++) {
      const before = process.cpuUsage();
      times.push((await report(range, path)).ms);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    loop.disable();
    console.log(
      `| ${name} | ${ms(Math.min(...times))} / ${ms(pct(times, 50))} / ${ms(Math.max(...times))} | ${ms(pct(cpu, 50))} | ${ms(loop.max / 1e6)} |`,
    );
  }
}

/** Four year reports at once while /api/health is asked every 10 ms. */
async function together(label) {
  const health = [];
  let done = false;
  const poll = (async () => {
    while (!done) {
      health.push((await request('GET', '/api/health')).ms);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  const quiet = health.length;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const reports = await Promise.all(Array.from({ length: 4 }, () => report(YEAR)));
  const all = performance.now() - started;
  loop.disable();
  await new Promise((r) => setTimeout(r, 100));
  done = true;
  await poll;
  const during = health.slice(quiet);
  console.log(`\n${label}: four year reports at once, /api/health every 10 ms\n`);
  console.log('| what | figure |');
  console.log('| --- | ---: |');
  console.log(`| the four reports, each (ms) | ${reports.map((r) => ms(r.ms)).join(', ')} |`);
  console.log(`| all four done (ms) | ${ms(all)} |`);
  console.log(
    `| health during them: count, p50 / p99 / max ms | ${during.length}, ${ms(pct(during, 50))} / ${ms(pct(during, 99))} / ${ms(Math.max(...during))} |`,
  );
  console.log(`| longest event-loop stall (ms) | ${ms(loop.max / 1e6)} |`);
}

/** A year of money beside seedLounge's bookings, written straight into the ledger. */
function seedLedger(sqlite, members) {
  const insert = sqlite.prepare(
    `INSERT INTO ledger_entries (id, kind, amount_cents, status, description, user_id, refund_of, method, gateway_ref, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'bench', ?, ?, ?, ?, ?, ?)`,
  );
  const row = (kind, cents, status, userId, at, { refundOf = null, method = null } = {}) => {
    const id = randomUUID();
    insert.run(id, kind, cents, status, userId, refundOf, method, `bench-${id}`, at, at);
    return id;
  };
  let rows = 0;
  sqlite.transaction(() => {
    members.forEach((m, i) => {
      for (let month = 12; month >= 1; month--) {
        const day = today.subtract({ months: month }).with({ day: (i % 28) + 1 });
        row('membership', m.vip ? 29_900 : 17_900, 'paid', m.id, instant(day, 10));
        rows++;
      }
    });
    const past = sqlite
      .prepare(
        `SELECT id, user_id, booking_date FROM bookings WHERE booking_date < ? AND status = 'completed'`,
      )
      .all(today.toString());
    past.forEach((b, i) => {
      if (i % 3 !== 0) return;
      const day = Temporal.PlainDate.from(b.booking_date);
      const desk = i % 2 === 0;
      const fee = row(desk ? 'desk' : 'guest_fee', 1_500, 'paid', b.user_id, instant(day, 8), {
        method: desk ? (i % 4 === 0 ? 'cash' : 'card') : null,
      });
      rows++;
      if (i % 90 === 0) {
        row('refund', -1_500, 'refunded', b.user_id, instant(day, 20), { refundOf: fee });
        rows++;
      }
    });
    for (let d = 365; d >= 1; d -= 3) {
      const m = members[d % members.length];
      row('event_deposit', 50_000, 'paid', m.id, instant(today.subtract({ days: d }), 14));
      rows++;
    }
  })();
  return rows;
}

/**
 * Fresh sockets and a fresh sign-in: seeding holds the event loop for seconds, after which the
 * server closes the sockets it kept open, just as the next request would take one.
 */
async function connect() {
  agent?.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  await signIn();
}

for (const [n, lounge] of lounges.entries()) {
  const bench = await startLounge(lounge);
  try {
    await connect();
    if (n === 0) {
      await alone('An empty lounge');
      await together('An empty lounge');
    }
    console.error(`seeding the ${lounge.name} lounge...`);
    const { ctx } = bench.server.app;
    const seeded = seedLounge(ctx.config.databasePath, lounge, today);
    const ledger = seedLedger(ctx.database.sqlite, seeded.members);
    ctx.database.sqlite.pragma('optimize');
    await connect();
    const label = `The ${lounge.name} lounge`;
    console.log(
      `\n${label}: ${lounge.bays} bays, ${lounge.members.toLocaleString('en-US')} members, ${seeded.bookings.toLocaleString('en-US')} bookings, ${ledger.toLocaleString('en-US')} ledger rows`,
    );
    await alone(label);
    await together(label);
  } finally {
    agent.destroy();
    await bench.stop();
  }
}
console.log(`\nload average at the end: ${load()}`);
