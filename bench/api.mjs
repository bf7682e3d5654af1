#!/usr/bin/env node
/**
 * API bench (figures, not pass/fail). The real server, run as the box runs it (NODE_ENV=production,
 * the request log on, written to a file), against two ceilings in the same run (bench/ceilings.mjs,
 * a process of their own): a bare node:http server and a bare Hapi route, each answering the same
 * query with one prepared better-sqlite3 statement, or the same index.html bytes. autocannon at 10
 * and 50 connections, BENCH_SECONDS (5) a run; BENCH_REPEAT (3) turns of ours and the two ceilings
 * for each case, the run of median rate reported for each.
 *
 * Two lounges: the small one (3 bays, 500 members, a year of bookings) and the large one (20 bays,
 * 10,000 members, three years), where it also measures successful bookings committed a second
 * (different slots, each durable before its answer), a storm of 200 members booking the coming
 * Saturday morning, and the server's memory.
 *
 * Run `npm run bench:api` (it builds first). BENCH_LOUNGE=small|large|both (default both);
 * BENCH_ONLY=<text> runs only the cases whose name contains it; BENCH_PROFILE=<dir> starts the
 * server with `node --cpu-prof` into that folder (bench/profileSummary.mjs reads the profile);
 * BENCH_SERVER=<file> benches another server bundle (an older build, for before/after);
 * BENCH_WATCHER=shared runs the storm's day-view watcher in the storm's client process instead of
 * its own. The server's memory is taken at each stage (bench/memoryProbe.cjs), and sampled by each
 * of its threads every BENCH_MEMORY_EVERY_MS (250) so the highest resident size can be placed (V8's
 * heaps, external, native). BENCH_NODE_OPTIONS=<options> stands in for the unit's NODE_OPTIONS (''
 * for none), BENCH_NODE_ARGS=<args> adds node options to the server's command line (--trace-gc...),
 * BENCH_HEAP_SAMPLES=<dir> writes what the main thread allocated and kept past a young collection
 * between two stages (V8's sampling heap profiler, .heapprofile files), BENCH_KEEP=<dir> keeps the
 * memory samples and the server's output.
 */
import { execFileSync, fork, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { comingSaturday, instant, PASSWORD, seedLounge, Temporal, ZONE } from './seedLounge.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 5090);
const NODE_PORT = PORT + 1;
const HAPI_PORT = PORT + 2;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const ONLY = process.env.BENCH_ONLY ?? '';
/** How often the server samples its memory, so the peak can be placed (bench/memoryProbe.cjs). */
const MEMORY_EVERY_MS = Number(process.env.BENCH_MEMORY_EVERY_MS ?? 250);
const PROFILE_DIR = process.env.BENCH_PROFILE ?? '';
const SERVER_BUNDLE = process.env.BENCH_SERVER ?? path.join(root, 'server/dist/main.js');
const LOUNGES = {
  small: { name: 'small', bays: 3, members: 500, days: 365, bookers: 0 },
  large: { name: 'large', bays: 20, members: 10_000, days: 3 * 365, bookers: 1500 },
};
const which = process.env.BENCH_LOUNGE ?? 'both';
const today = Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate();
const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const base = (port) => `http://127.0.0.1:${port}`;

/**
 * The Environment= lines of the box's systemd unit, so the benched server runs as the box runs it.
 * BENCH_NODE_OPTIONS, when set (empty included), stands in for the unit's NODE_OPTIONS: the same
 * build with and without a V8 option, for before/after.
 */
function boxEnvironment() {
  const unit = readFileSync(path.join(root, 'docs/lounge.service'), 'utf8');
  const box = Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
  );
  if (process.env.BENCH_NODE_OPTIONS !== undefined) box.NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS;
  return box;
}

function startServer(dir, lounge) {
  const log = openSync(path.join(dir, 'requests.log'), 'a');
  const args = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  // Node or V8 options to try on the server alone (some, unlike NODE_OPTIONS's, e.g. --trace-gc).
  if (process.env.BENCH_NODE_ARGS) args.push(...process.env.BENCH_NODE_ARGS.split(' '));
  // The probe answers SIGUSR2 with the server's own memory figures (bench/memoryProbe.cjs).
  const probe = ['--require', path.join(root, 'bench/memoryProbe.cjs')];
  const child = spawn(process.execPath, [...args, ...probe, SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      ...boxEnvironment(),
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: base(PORT),
      DATABASE_PATH: path.join(dir, 'lounge.db'),
      BENCH_MEMORY_FILE: path.join(dir, 'memory.jsonl'),
      BENCH_MEMORY_EVERY_MS: String(MEMORY_EVERY_MS),
      LOG_LEVEL: 'info',
      BACKUP_INTERVAL_HOURS: '0',
      PAYMENTS_SANDBOX: '1',
      SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
      // Every bench client comes from 127.0.0.1: the per-address cap (64 by default) would close
      // most of the Saturday storm's 200 connections and the watcher's, and count them as errors.
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      VENUE_BAYS: Array.from({ length: lounge.bays }, (_, i) => i + 1).join(','),
    },
    // The request log goes to a file, as the box's journal would take it.
    stdio: ['ignore', log, 'inherit'],
  });
  // A bench that fails half way (a ceiling's port taken) must not leave the server running.
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  return child;
}

async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function login(email) {
  const res = await fetch(`${base(PORT)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base(PORT) },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Signs many members in, a few at a time. */
async function loginAll(emails) {
  const cookies = [];
  for (let i = 0; i < emails.length; i += 20) {
    cookies.push(...(await Promise.all(emails.slice(i, i + 20).map(login))));
  }
  return cookies;
}

function run(url, connections, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return {
    rssMb: kb('VmRSS') / 1024,
    peakMb: kb('VmHWM') / 1024,
    anonMb: kb('RssAnon') / 1024,
    fileMb: kb('RssFile') / 1024,
  };
}

/**
 * The server's memory at one stage of the run: the kernel's count (anonymous memory, and mapped
 * files such as native libraries) and the process's own (V8's heap, memory outside it), so growth
 * can be placed.
 */
async function memoryStage(server, dir, label) {
  server.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const lines = readFileSync(path.join(dir, 'memory.jsonl'), 'utf8').trim().split('\n');
  // The last line the signal wrote (periodic samples, BENCH_MEMORY_EVERY_MS, come in between).
  const own = JSON.parse(lines.findLast((l) => !l.includes('"sample":true')));
  const kernel = memory(server.pid);
  const stage = { label, ...kernel, ...own };
  console.error(
    `  memory ${label}: RSS ${kernel.rssMb.toFixed(0)} MB (anon ${kernel.anonMb.toFixed(0)}, files ${kernel.fileMb.toFixed(0)}); V8 heap used ${own.heapUsed} of ${own.heapTotal} MB, external ${own.external} MB, V8 malloc ${own.malloced} (peak ${own.peakMalloced}) MB`,
  );
  return stage;
}

/**
 * The server's highest resident size among the samples the probe took every MEMORY_EVERY_MS (each
 * thread samples its own V8 heap), and where it was: the main thread's heap (its old and young
 * generations), the write thread's heap, external memory, and the rest (native: SQLite's page
 * caches, malloc, stacks; mapped files apart).
 */
function highestSample(file) {
  const samples = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter((l) => l.sample);
  const main = samples.filter((l) => l.thread === 0);
  if (main.length === 0) return null;
  const top = main.reduce((a, b) => (b.vmRss > a.vmRss ? b : a));
  // The write thread's sample nearest in time (they tick apart, each on its own loop).
  const thread = samples
    .filter((l) => l.thread !== 0)
    .reduce((a, b) => (!a || Math.abs(b.t - top.t) < Math.abs(a.t - top.t) ? b : a), null);
  const threadHeap = thread?.heapPhysical ?? 0;
  // Each thread's figure is rounded to 0.1 MB; their sum is rounded again (20.4, not 20.400000000000002).
  const external = Math.round((top.external + (thread?.external ?? 0)) * 10) / 10;
  return {
    rss: top.vmRss,
    files: top.files,
    mainHeap: top.heapPhysical,
    mainOld: top.physical.old_space,
    mainYoung: top.physical.new_space,
    threadHeap,
    external,
    native: Math.round((top.anon - top.heapPhysical - threadHeap - external) * 10) / 10,
  };
}

/** The booking body our server takes and the one the ceilings take (instants already resolved). */
function bookingBodies(bay, date, startHour, endHour, startMinute = 0) {
  const hhmm = (h, m) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  const ours = {
    bayNumber: String(bay),
    bookingDate: date.toString(),
    startTime: hhmm(startHour, startMinute),
    endTime: hhmm(endHour, startMinute),
    guestCount: '1',
    notes: null,
  };
  return {
    ours: JSON.stringify(ours),
    bare: JSON.stringify({
      ...ours,
      startIso: instant(date, startHour, startMinute),
      endIso: instant(date, endHour, startMinute),
    }),
  };
}

/** Our server and both ceilings on one case, one after the other. */
async function compare(rows, lounge, name, url, connections, { ours = {}, bare = {} } = {}) {
  if (ONLY && !name.includes(ONLY)) return;
  const result = { lounge: lounge.name, name, connections };
  const runs = { ours: [], node: [], hapi: [] };
  // Ours and the two ceilings take turns, REPEAT times: on 2 cores shared with autocannon one 5 s
  // run of each swung a ratio by a quarter from run to run, so each figure is the run of median rate.
  for (let i = 0; i < REPEAT; i++) {
    for (const [key, port, opts] of [
      ['ours', PORT, ours],
      ['node', NODE_PORT, bare],
      ['hapi', HAPI_PORT, bare],
    ]) {
      const r = await run(`${base(port)}${url}`, connections, opts);
      runs[key].push({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx + r.errors,
      });
    }
  }
  for (const key of Object.keys(runs)) {
    const sorted = runs[key].sort((a, b) => a.rps - b.rps);
    result[key] = sorted[Math.floor(sorted.length / 2)];
  }
  rows.push(result);
  const each = REPEAT > 1 ? ` (runs: ${runs.ours.map((r) => fmt(r.rps)).join(', ')})` : '';
  console.error(`  ${lounge.name} ${name} @${connections}: ${fmt(result.ours.rps)} req/s${each}`);
}

/** An autocannon run in its own process (bench/watcher.mjs). */
function runApart(options) {
  const child = fork(path.join(root, 'bench/watcher.mjs'));
  child.send(options);
  return new Promise((resolve, reject) =>
    child.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m.result))),
  );
}

/**
 * Successful bookings a second: every request a different free slot (distinct bay, day and hour,
 * a member's two bookings on different days), each committed durably before its answer.
 */
/** CPU time a process has used so far, all its threads, in ms (/proc/<pid>/stat: utime + stime). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
function cpuMs(pid) {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function commits(port, slots, cookies, dates, serverPid) {
  let next = 0;
  // From the first request sent to the last answer: autocannon's own end comes on its once-a-second
  // tick, which on a 3 to 4 s run moved the rate by a quarter (631 or 840 a second, same build).
  let firstSent = 0;
  let lastAnswered = 0;
  const serverCpuBefore = cpuMs(serverPid);
  const benchCpuBefore = process.cpuUsage();
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${base(port)}/api/bookings`,
        connections: 50,
        amount: slots.length,
        method: 'POST',
        requests: [
          {
            setupRequest(req) {
              if (!firstSent) firstSent = performance.now();
              const slot = slots[next % slots.length];
              const i = next++;
              const bodies = bookingBodies(slot.bay, dates(slot.day), slot.hour, slot.hour + 1);
              return {
                ...req,
                body: cookies ? bodies.ours : bodies.bare,
                headers: {
                  'content-type': 'application/json',
                  ...(cookies ? { cookie: cookies[Math.floor(i / 2)] } : {}),
                },
              };
            },
            onResponse() {
              lastAnswered = performance.now();
            },
          },
        ],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    ),
  );
  const seconds = (lastAnswered - firstSent) / 1000;
  const ok = result['2xx'];
  const benchCpu = process.cpuUsage(benchCpuBefore);
  return {
    ok,
    // What one committed booking cost the server in CPU (every thread of it), and the load
    // generator here: on 2 cores, 1,000 a second leaves them 2 ms between them.
    serverCpuMs: (cpuMs(serverPid) - serverCpuBefore) / ok,
    benchCpuMs: (benchCpu.user + benchCpu.system) / 1000 / ok,
    other: result.non2xx + result.errors,
    // Which answers the refused ones got, so a refusal is explained, not just counted.
    why: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}: ${count}`)
      .concat(result.errors ? [`errors: ${result.errors}`] : [])
      .join(', '),
    perSecond: ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Free hour slots from tomorrow to two weeks ahead, ordered so that neighbours differ in day. */
function freeSlots(lounge) {
  const taken = new Set(SESSION_HOURS);
  const slots = [];
  for (let hour = 9; hour < 22; hour++) {
    for (let bay = 1; bay <= lounge.bays; bay++) {
      for (let day = 1; day <= 14; day++) {
        const date = today.add({ days: day });
        if (day <= 7 && taken.has(hour) && date.toString() !== comingSaturday(today).toString()) continue;
        if (date.toString() === comingSaturday(today).toString()) continue; // the storm's day
        slots.push({ bay, day, hour });
      }
    }
  }
  return slots;
}
/** Hours the seeded history occupies. */
const SESSION_HOURS = [9, 10, 12, 15, 16, 19, 20];

async function saturdayStorm(lounge, cookies, saturday, watcherCookie, serverPid) {
  const date = Temporal.PlainDate.from(saturday);
  // Someone at the desk (or a member deciding) watching the day while the storm runs, from a
  // process of its own: in the storm's process its requests would wait behind the storm's.
  // BENCH_WATCHER=shared runs it in the storm's process instead, to compare.
  const watch = {
    url: `${base(PORT)}/api/bookings/date/${saturday}`,
    connections: 10,
    duration: DURATION * 2 + 1,
    headers: { cookie: watcherCookie },
  };
  // It connects a second before the storm starts, as the desk is already open when members come:
  // its figures are then the day view's answers during the storm, not the time to connect into it.
  const watcher =
    process.env.BENCH_WATCHER === 'shared' ? run(watch.url, watch.connections, watch) : runApart(watch);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let connection = 0;
  const serverCpuBefore = cpuMs(serverPid);
  const storm = autocannon({
    url: base(PORT),
    connections: 200,
    duration: DURATION * 2,
    requests: [
      {
        setupRequest(req, context) {
          context.cookie ??= cookies[connection++ % cookies.length];
          return {
            ...req,
            method: 'GET',
            path: `/api/bookings/date/${saturday}`,
            headers: { cookie: context.cookie },
          };
        },
      },
      {
        setupRequest(req, context) {
          const bay = 1 + Math.floor(Math.random() * lounge.bays);
          const half = Math.floor(Math.random() * 7); // 9:00 .. 12:00
          const length = 1 + Math.floor(Math.random() * 2);
          const startHour = 9 + Math.floor(half / 2);
          const { ours } = bookingBodies(bay, date, startHour, startHour + length, (half % 2) * 30);
          return {
            ...req,
            method: 'POST',
            path: '/api/bookings',
            body: ours,
            headers: { 'content-type': 'application/json', cookie: context.cookie },
          };
        },
      },
      {
        setupRequest(req, context) {
          return { ...req, method: 'GET', path: '/api/bookings', headers: { cookie: context.cookie } };
        },
      },
    ],
  });
  const [s, w] = await Promise.all([new Promise((resolve) => storm.on('done', resolve)), watcher]);
  // The server's CPU (all its threads, garbage collection included) per request answered, storm
  // and watcher: comparable between runs whose request rates differ with the machine's load.
  const answered = s.requests.total + w.requests.total;
  return {
    serverCpuUs: ((cpuMs(serverPid) - serverCpuBefore) * 1000) / answered,
    stormRps: s.requests.average,
    stormP50: s.latency.p50,
    stormP99: s.latency.p99,
    codes: { '2xx': s['2xx'], '4xx': s['4xx'], '5xx': s['5xx'], errors: s.errors },
    viewP50: w.latency.p50,
    viewP99: w.latency.p99,
    viewP975: w.latency.p97_5,
    viewMax: w.latency.max,
    viewRps: w.requests.average,
    viewOther: w.non2xx + w.errors,
  };
}

async function benchLounge(lounge, rows, extras) {
  const dir = mkdtempSync(path.join(tmpdir(), `lounge-bench-${lounge.name}-`));
  const dbFile = path.join(dir, 'lounge.db');
  // First start creates the schema; then stop, seed and start again.
  let server = startServer(dir, lounge);
  await waitFor(`${base(PORT)}/api/health`);
  await stopServer(server);
  console.error(`seeding the ${lounge.name} lounge...`);
  const { bookings, bookerEmails, saturday } = seedLounge(dbFile, lounge, today);
  server = startServer(dir, lounge);
  await waitFor(`${base(PORT)}/api/health`);
  // Memory at each stage, so growth is placed: the builds held in memory, sessions, load.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const stages = [await memoryStage(server, dir, 'once started')];
  const ceilings = fork(
    path.join(root, 'bench/ceilings.mjs'),
    [dbFile, path.join(root, 'web/dist/index.html'), String(NODE_PORT), String(HAPI_PORT), 'm-00001'],
    { stdio: 'inherit' },
  );
  // A ceiling that cannot start (no web/dist/index.html while a build runs) ends the bench, not hangs it.
  await new Promise((resolve, reject) => {
    ceilings.once('message', resolve);
    ceilings.once('exit', (code) =>
      reject(new Error(`bench/ceilings.mjs ended before it listened (exit code ${code})`)),
    );
  });

  const cookie = await login('member1@bench.example');
  const runnerCookie = await login('runner@bench.example');
  const day = today.add({ days: 3 });
  const taken = bookingBodies(1, day, 9, 10);
  const json = { 'content-type': 'application/json' };
  const conns = lounge.name === 'small' ? [10, 50] : [50];
  for (const c of conns) {
    await compare(rows, lounge, 'GET /api/bookings/date/{date}', `/api/bookings/date/${day}`, c, {
      ours: { headers: { cookie } },
    });
    await compare(rows, lounge, 'GET /api/bookings (signed in)', '/api/bookings', c, {
      ours: { headers: { cookie } },
    });
  }
  if (lounge.name === 'small') {
    for (const c of conns) {
      await compare(rows, lounge, 'POST /api/bookings (taken slot)', '/api/bookings', c, {
        ours: { method: 'POST', body: taken.ours, headers: { ...json, cookie: runnerCookie } },
        bare: { method: 'POST', body: taken.bare, headers: json },
      });
      await compare(rows, lounge, 'GET / (landing page)', '/', c);
    }
  }

  stages.push(await memoryStage(server, dir, 'after the reads'));
  if (lounge.name === 'large' && (!ONLY || 'commits storm'.includes(ONLY))) {
    // The last 200 bookers are the Saturday crowd; the others book two slots each (a VIP's limit).
    const stormMembers = bookerEmails.length - 200;
    const slots = freeSlots(lounge).slice(0, stormMembers * 2);
    console.error(`signing in ${bookerEmails.length} members...`);
    const cookies = await loginAll(bookerEmails);
    stages.push(await memoryStage(server, dir, `after signing in ${bookerEmails.length} members`));
    const ourCommits = await commits(
      PORT,
      slots,
      cookies.slice(0, stormMembers),
      (d) => today.add({ days: d }),
      server.pid,
    );
    // The ceilings book far ahead, where our run booked nothing (they check no window). Both
    // ceilings live in one process, and run one at a time, so its CPU is the running one's.
    const nodeCommits = await commits(
      NODE_PORT,
      slots,
      null,
      (d) => today.add({ days: 100 + d }),
      ceilings.pid,
    );
    const hapiCommits = await commits(
      HAPI_PORT,
      slots,
      null,
      (d) => today.add({ days: 200 + d }),
      ceilings.pid,
    );
    extras.commits = { ours: ourCommits, node: nodeCommits, hapi: hapiCommits, slots: slots.length };
    stages.push(await memoryStage(server, dir, 'after the bookings'));
    extras.storm = await saturdayStorm(lounge, cookies.slice(stormMembers), saturday, cookie, server.pid);
    stages.push(await memoryStage(server, dir, 'after the storm'));
  }
  extras[lounge.name] = {
    bookings,
    stages,
    memory: memory(server.pid),
    highest: highestSample(path.join(dir, 'memory.jsonl')),
  };

  await stopServer(server);
  ceilings.kill('SIGTERM');
  // BENCH_KEEP=<dir>: the memory samples and the server's output (request log, --trace-gc) kept.
  if (process.env.BENCH_KEEP)
    for (const file of ['memory.jsonl', 'requests.log'])
      copyFileSync(path.join(dir, file), path.join(process.env.BENCH_KEEP, `${lounge.name}-${file}`));
  rmSync(dir, { recursive: true, force: true });
}

async function main() {
  const rows = [];
  const extras = {};
  for (const name of which === 'both' ? ['small', 'large'] : [which])
    await benchLounge(LOUNGES[name], rows, extras);

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const [l1, l5] = os.loadavg();
  console.log(
    `\nMachine: ${os.cpus().length} cores, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at the end ${l1.toFixed(2)} (1 min), ${l5.toFixed(2)} (5 min)`,
  );
  console.log(
    `Server: ${path.relative(root, SERVER_BUNDLE)}, NODE_ENV=production, request log on. ${DURATION} s a run; each case ${REPEAT} turns of ours and the ceilings, the run of median rate shown.\n`,
  );
  console.log(
    '| lounge | endpoint | conns | ours req/s | p50 ms | p99 ms | non-2xx | node:http req/s | bare Hapi req/s | ours / node | ours / Hapi |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.lounge} | ${r.name} | ${r.connections} | ${fmt(r.ours.rps)} | ${r.ours.p50} | ${r.ours.p99} | ${r.ours.non2xx} | ${fmt(r.node.rps)} | ${fmt(r.hapi.rps)} | ${(r.ours.rps / r.node.rps).toFixed(2)} | ${(r.ours.rps / r.hapi.rps).toFixed(2)} |`,
    );
  }
  for (const name of ['small', 'large']) {
    const x = extras[name];
    if (!x) continue;
    console.log(
      `\n${name} lounge: ${x.bookings.toLocaleString('en-US')} bookings seeded; server memory (RSS) at the end ${x.memory.rssMb.toFixed(0)} MB, peak ${x.memory.peakMb.toFixed(0)} MB\n`,
    );
    console.log(
      '| stage | RSS MB | anonymous MB | mapped files MB | V8 heap used / total MB | external MB |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const st of x.stages)
      console.log(
        `| ${st.label} | ${st.rssMb.toFixed(0)} | ${st.anonMb.toFixed(0)} | ${st.fileMb.toFixed(0)} | ${st.heapUsed} / ${st.heapTotal} | ${st.external} |`,
      );
    const h = x.highest;
    if (h)
      console.log(
        `\nHighest sampled (every ${MEMORY_EVERY_MS} ms): RSS ${h.rss} MB = mapped files ${h.files} + main thread's V8 heap ${h.mainHeap} (old generation ${h.mainOld}, young ${h.mainYoung}) + write thread's V8 heap ${h.threadHeap} + external ${h.external} + native ${h.native} MB`,
      );
  }
  if (extras.commits) {
    const { ours, node, hapi, slots } = extras.commits;
    console.log(
      `\nSuccessful bookings, ${slots} different slots, 50 connections, each committed (synchronous FULL) before its answer:\n`,
    );
    // Each against the bare node:http ceiling of the same run, with the CPU a booking cost the
    // server (all its threads) and autocannon: what the 2 cores must share.
    console.log(
      '| server | committed | refused | bookings/s | / node:http | p50 ms | p99 ms | server CPU ms a booking | autocannon CPU ms a booking |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, c] of [
      ['ours', ours],
      ['node:http + statement', node],
      ['bare Hapi + statement', hapi],
    ])
      console.log(
        `| ${name} | ${c.ok} | ${c.other}${c.why ? ` (${c.why})` : ''} | ${fmt(c.perSecond)} | ${(c.perSecond / node.perSecond).toFixed(2)} | ${c.p50} | ${c.p99} | ${c.serverCpuMs.toFixed(2)} | ${c.benchCpuMs.toFixed(2)} |`,
      );
  }
  if (extras.storm) {
    const s = extras.storm;
    console.log(
      `\nSaturday storm, ${DURATION * 2} s: 200 members each looping day view -> book a random Saturday-morning slot -> my bookings: ${fmt(s.stormRps)} req/s, p50 ${s.stormP50} ms, p99 ${s.stormP99} ms (2xx ${s.codes['2xx']}, 4xx ${s.codes['4xx']}, 5xx ${s.codes['5xx']}, errors ${s.codes.errors}); the day view watched alongside (10 connections): p50 ${s.viewP50} ms, p97.5 ${s.viewP975} ms, p99 ${s.viewP99} ms, max ${s.viewMax} ms, ${fmt(s.viewRps)} req/s, non-2xx ${s.viewOther}; server CPU ${s.serverCpuUs.toFixed(0)} µs a request`,
    );
  }
}

await main();
