#!/usr/bin/env node
/**
 * The storm bench (figures, not pass or fail): the morning the booking window opens. The built
 * server (server/dist/main.js) runs as the box runs it (the unit's environment, production, the
 * request log to a file) on a real port with a seeded lounge (bench/seedLounge.mjs), and every
 * member arrives within the lounge's window (BENCH_ARRIVAL_S overrides it), as a browser would:
 *
 * - BENCH_SIGN_IN_SHARE (0.1) of them sign in first (bcrypt at the box's cost); the others still
 *   hold a session from before;
 * - the dashboard: the session, the venue, my bookings, my subscription, calendar link and waitlist;
 * - the booking page: my bookings and the day whose window opened (a week ahead for General, two
 *   for VIP), a free slot picked (evenings first), its quote, the booking; a slot taken meanwhile
 *   (409) reads the day again and tries another, up to four tries over that day and the two before;
 * - my bookings again once booked.
 * Members pause BENCH_THINK_MS (1,000, give or take half) between pages. The desk's board
 * refreshes today's schedule every 15 s throughout, as the desk does.
 *
 * Prints, for each lounge (BENCH_LOUNGE=small|large|both: 3 bays and 500 members arriving over 60 s,
 * 20 bays and 3,000 over 180 s): p50/p99/max of every request type; the bookings tried, made,
 * refused, failed (no answer or a 5xx; whether each was written is looked up) and lost (a 201 not
 * in the database after the run); double bookings found in the database; the server's CPU and
 * peak resident memory (VmHWM); and the load (as `uptime` prints it) before and after. BENCH_SERVER=
 * <bundle> benches another build; BENCH_NODE_OPTIONS=<options> gives the server NODE_OPTIONS (the
 * unit sets none: a V8 heap option, for before/after); BENCH_JSON=<file> appends each run's figures
 * as a JSON line.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SESSION_SECRET, startBoxServer } from './boxServer.mjs';
import { instant, PASSWORD, seedLounge, seedSessions, Temporal, ZONE } from './seedLounge.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5090);
const SIGN_IN_SHARE = Number(process.env.BENCH_SIGN_IN_SHARE ?? 0.1);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LOUNGES = {
  small: { name: 'small', bays: 3, members: 500, desks: 1, arrivalSeconds: 60 },
  // In one minute its 300 sign-ins alone would need more than the 2 cores (bcrypt, bench/README.md).
  large: { name: 'large', bays: 20, members: 3000, desks: 2, arrivalSeconds: 180 },
};
const arrivalSeconds = (lounge) => Number(process.env.BENCH_ARRIVAL_S ?? lounge.arrivalSeconds);
const today = Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate();
/** The machine's load as `uptime` prints it: other jobs on the same cores slow the server too. */
const uptime = () =>
  `load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

/** Each request type's times (ms) and answers. */
const stats = new Map();
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function call(type, method, url, cookie, body) {
  const started = performance.now();
  const note = (code) => {
    if (!stats.has(type)) stats.set(type, { ms: [], codes: {} });
    const s = stats.get(type);
    s.ms.push(performance.now() - started);
    s.codes[code] = (s.codes[code] ?? 0) + 1;
  };
  const headers = {
    ...(cookie ? { cookie } : {}),
    ...(body ? { 'content-type': 'application/json', origin: ORIGIN } : {}),
  };
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path: url, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        note(res.statusCode);
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, headers: res.headers, json: () => (text ? JSON.parse(text) : {}) });
      });
    });
    // A connection closed on the client (the server's connection cap, a stall past its timeouts).
    req.on('error', (error) => {
      note(error.code ?? 'error');
      resolve({ status: 0 });
    });
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const hhmm = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A free start on `date` for `hours` from the day view's taken slots, evenings first; null when the day is full. */
function freeSlot(date, taken, bays, hours) {
  const free = [];
  for (let start = 9 * 60; start + hours * 60 <= 22 * 60; start += 30) {
    const from = instant(date, Math.floor(start / 60), start % 60);
    const to = instant(date, Math.floor(start / 60) + hours, start % 60);
    for (let bay = 1; bay <= bays; bay++) {
      const clash = taken.some((t) => t.bayNumber === String(bay) && t.startTime < to && from < t.endTime);
      if (!clash) free.push({ bay, start });
    }
  }
  const evening = free.filter((s) => s.start >= 17 * 60);
  const pool = evening.length > 0 ? evening : free;
  return pool.length > 0 ? pool[Math.floor(Math.random() * pool.length)] : null;
}

/** One member's morning; returns what became of the booking. */
async function member(m, cookie, lounge, outcome) {
  if (!cookie) {
    const res = await call('POST /api/auth/login', 'POST', '/api/auth/login', null, {
      email: m.email,
      password: PASSWORD,
    });
    if (res.status !== 200) return outcome.push({ signIn: res.status });
    cookie = String(res.headers['set-cookie']).split(';')[0];
  }
  const get = (type, url = type) => call(`GET ${type}`, 'GET', url, cookie);
  await Promise.all([
    get('/api/auth/session'),
    get('/api/venue'),
    get('/api/bookings'),
    get('/api/subscription/status'),
    get('/api/calendar/feed'),
    get('/api/waitlist'),
  ]);
  await think();
  const opened = today.add({ days: m.vip ? 14 : 7 });
  const days = [opened, opened.subtract({ days: 1 }), opened.subtract({ days: 2 })];
  const hours = 1 + Math.floor(Math.random() * 2);
  let day = 0;
  let [, view] = await Promise.all([
    get('/api/bookings'),
    get('/api/bookings/date/{date}', `/api/bookings/date/${days[0]}`),
  ]);
  for (let attempt = 0; attempt < 4 && day < days.length; attempt++) {
    const slot = view.status === 200 ? freeSlot(days[day], view.json(), lounge.bays, hours) : null;
    if (!slot) {
      if (++day < days.length)
        view = await get('/api/bookings/date/{date}', `/api/bookings/date/${days[day]}`);
      continue;
    }
    const form = {
      bookingDate: days[day].toString(),
      startTime: hhmm(slot.start),
      endTime: hhmm(slot.start + hours * 60),
      bayNumber: String(slot.bay),
      // Players, the member included: a VIP brings up to two guests on the month's free passes.
      guestCount: m.vip ? String(1 + Math.floor(Math.random() * 3)) : '1',
      notes: null,
    };
    await call('POST /api/bookings/quote', 'POST', '/api/bookings/quote', cookie, form);
    await think();
    const res = await call('POST /api/bookings', 'POST', '/api/bookings', cookie, form);
    if (res.status === 201) {
      outcome.push({ made: res.json().id });
      await get('/api/bookings');
      return;
    }
    if (res.status === 0 || res.status >= 500) {
      // No answer a member can trust: whether it was written is read from the database after the run.
      outcome.push({ failed: res.status || 'no answer', member: m.id, form });
      return;
    }
    const code = res.json().code ?? res.status;
    outcome.push({ refused: code });
    if (res.status !== 409 || code !== 'bay_taken') return;
    view = await get('/api/bookings/date/{date}', `/api/bookings/date/${days[day]}`);
  }
  outcome.push({ gaveUp: true });
}

/** The desk's board: today's schedule every 15 s until the members are done. */
async function desk(cookie, done) {
  while (!done.value) {
    await call('GET /api/staff/schedule (desk)', 'GET', `/api/staff/schedule?date=${today}`, cookie);
    await Promise.race([sleep(15_000), done.promise]);
  }
}

/** CPU ms a process has used (all its threads), or its main thread alone: the event loop's work. */
function cpuMs(pid, mainThread = false) {
  const stat = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
  const fields = stat.split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const vm = (pid, field) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]) / 1024;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function storm(lounge) {
  stats.clear();
  const dir = mkdtempSync(path.join(tmpdir(), `lounge-storm-${lounge.name}-`));
  const file = path.join(dir, 'lounge.db');
  // The first start makes the schema; then the lounge is seeded and the server started again.
  const boxServer = () => startBoxServer({ dir, port: PORT, bays: lounge.bays });
  await (await boxServer()).stop();
  console.error(`seeding the ${lounge.name} lounge...`);
  const seeded = seedLounge(file, lounge, today);
  const signedIn = seeded.members.filter(() => Math.random() >= SIGN_IN_SHARE);
  const cookies = await seedSessions(
    file,
    [...signedIn.map((m) => m.id), 'desk'],
    SESSION_SECRET,
    Date.now(),
  );
  const server = await boxServer();
  await sleep(1000);
  const loadBefore = uptime();
  const cpuBefore = cpuMs(server.child.pid);
  const loopCpuBefore = cpuMs(server.child.pid, true);
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const outcome = [];
  let finish;
  const done = {
    value: false,
    promise: new Promise((resolve) => {
      finish = resolve;
    }),
  };
  const desks = Array.from({ length: lounge.desks }, () => desk(cookies.get('desk'), done));
  const order = [...seeded.members].sort(() => Math.random() - 0.5);
  await Promise.all(
    order.map(async (m, i) => {
      await sleep((i / order.length) * arrivalSeconds(lounge) * 1000);
      await member(m, cookies.get(m.id), lounge, outcome);
    }),
  );
  done.value = true;
  finish();
  await Promise.all(desks);
  const seconds = (performance.now() - started) / 1000;
  const cpu = (cpuMs(server.child.pid) - cpuBefore) / 1000;
  const loopCpu = (cpuMs(server.child.pid, true) - loopCpuBefore) / 1000;
  const memory = { peakMb: vm(server.child.pid, 'VmHWM'), endMb: vm(server.child.pid, 'VmRSS') };
  const loadAfter = uptime();
  await server.stop();
  agent.destroy();

  // What the database holds now: every answered booking, and no two occupying bookings overlapping.
  const databaseMb = statSync(file).size / 2 ** 20;
  const db = new Database(file, { readonly: true });
  const made = outcome.filter((o) => o.made).map((o) => o.made);
  const has = db.prepare("SELECT count(*) AS n FROM bookings WHERE id = ? AND status = 'confirmed'").pluck();
  const missing = made.filter((id) => has.get(id) !== 1).length;
  const failures = outcome.filter((o) => o.failed);
  const written = db
    .prepare(
      "SELECT count(*) FROM bookings WHERE user_id = ? AND booking_date = ? AND bay_number = ? AND status = 'confirmed' AND created_at > ?",
    )
    .pluck();
  const unanswered = failures.filter(
    (o) => written.get(o.member, o.form.bookingDate, o.form.bayNumber, startedAt) > 0,
  );
  const occupying = (t) => `${t}.status IN ('held', 'confirmed', 'checked_in')`;
  const overlaps = db
    .prepare(
      `SELECT count(*) FROM bookings a JOIN bookings b ON a.booking_date = b.booking_date AND a.id < b.id
       AND ${occupying('a')} AND ${occupying('b')} AND a.start_time < b.end_time AND b.start_time < a.end_time
       AND (a.bay_number = b.bay_number OR a.user_id = b.user_id)`,
    )
    .pluck()
    .get();
  db.close();
  rmSync(dir, { recursive: true, force: true });

  const refused = {};
  for (const o of outcome) if (o.refused) refused[o.refused] = (refused[o.refused] ?? 0) + 1;
  const rows = [...stats].map(([type, s]) => {
    const sorted = s.ms.sort((a, b) => a - b);
    return {
      type,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
      codes: s.codes,
    };
  });
  const requests = rows.reduce((sum, r) => sum + r.count, 0);
  return {
    lounge: lounge.name,
    label: process.env.BENCH_LABEL ?? '',
    arrivalSeconds: arrivalSeconds(lounge),
    signInShare: SIGN_IN_SHARE,
    loadBefore,
    loadAfter,
    seconds,
    requests,
    cpuSeconds: cpu,
    loopCpuSeconds: loopCpu,
    memory,
    databaseMb,
    rows,
    bookings: {
      tried: stats.get('POST /api/bookings')?.ms.length ?? 0,
      made: made.length,
      refused,
      failed: failures.length,
      writtenUnanswered: unanswered.length,
      lost: missing,
      overlaps,
    },
  };
}

function report(r) {
  const f = (ms) => (ms === undefined ? '-' : ms < 10 ? ms.toFixed(1) : Math.round(ms).toString());
  console.log(
    `\n${r.lounge} lounge${r.label ? ` (${r.label})` : ''}: ${LOUNGES[r.lounge].members} members, ${LOUNGES[r.lounge].bays} bays, arriving over ${r.arrivalSeconds} s`,
  );
  console.log(`before: ${r.loadBefore}\nafter:  ${r.loadAfter}`);
  console.log(
    `${r.requests} requests in ${r.seconds.toFixed(1)} s (${Math.round(r.requests / r.seconds)}/s), server CPU ${r.cpuSeconds.toFixed(1)} s (its event loop ${r.loopCpuSeconds.toFixed(1)} s; sign-ins' bcrypt is most of the rest); peak RSS ${r.memory.peakMb.toFixed(0)} MB (${r.memory.endMb.toFixed(0)} at the end); database ${r.databaseMb.toFixed(1)} MB\n`,
  );
  console.log('| request | count | p50 ms | p99 ms | max ms | answers |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const row of r.rows)
    console.log(
      `| ${row.type} | ${row.count} | ${f(row.p50)} | ${f(row.p99)} | ${f(row.max)} | ${Object.entries(
        row.codes,
      )
        .map(([c, n]) => `${c}: ${n}`)
        .join(', ')} |`,
    );
  const b = r.bookings;
  console.log(
    `\nbookings: ${b.tried} tried, ${b.made} made, refused ${JSON.stringify(b.refused)}; failed (no answer or 5xx) ${b.failed}, of which written ${b.writtenUnanswered}; lost (answered 201, not in the database) ${b.lost}; overlapping occupying bookings in the database: ${b.overlaps}`,
  );
}

for (const name of (process.env.BENCH_LOUNGE ?? 'both') === 'both'
  ? ['small', 'large']
  : [process.env.BENCH_LOUNGE]) {
  const result = await storm(LOUNGES[name]);
  report(result);
  if (process.env.BENCH_JSON) appendFileSync(process.env.BENCH_JSON, `${JSON.stringify(result)}\n`);
}
