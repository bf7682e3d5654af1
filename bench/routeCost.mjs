#!/usr/bin/env node
/**
 * What a member's two busiest reads cost beyond serving their bytes (figures, not pass or fail):
 * the day view (GET /api/bookings/date/{date}, the booking page's grid) and the booking list
 * (GET /api/bookings, the dashboard and the booking page), each answered by the built server as the
 * box runs it (boxServer.mjs) on the storm bench's small lounge (3 bays, 500 members, a year of
 * bookings), against a bare Hapi server answering the very same bytes (bareHapi.mjs). autocannon
 * drives each with BENCH_CONNECTIONS (10) keep-alive connections for BENCH_SECONDS (8), the two
 * taking turns BENCH_RUNS (3) times after a warm-up turn each, so a change in the box's load falls on both; the figure is the
 * route's requests a second over the bare server's (1.0 would be free), with the load printed.
 *
 * BENCH_ONLY='day view' or 'booking list' benches that route alone.
 * BENCH_CPU_PROF=<dir> runs the real server with `--cpu-prof` into <dir> (open the .cpuprofile in
 * Chrome's DevTools or speedscope) and prints the profile's ten heaviest functions by self time.
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, SESSION_SECRET, startBoxServer } from './boxServer.mjs';
import { seedLounge, seedSessions, Temporal, ZONE } from './seedLounge.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5091);
const BARE_PORT = PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM_UP_SECONDS = 3;
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const LOUNGE = { bays: 3, members: 500 };
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = mkdtempSync(path.join(tmpdir(), 'lounge-route-cost-'));
const file = path.join(dir, 'lounge.db');
await (await startBoxServer({ dir, port: PORT, bays: LOUNGE.bays })).stop();
const today = Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate();
const seeded = seedLounge(file, LOUNGE, today);
// A member holding an upcoming booking and a year of past ones, as most of the lounge's members do.
const member = seeded.members[7];
const cookie = (await seedSessions(file, [member.id], SESSION_SECRET, Date.now())).get(member.id);
const nodeArgs = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const server = await startBoxServer({ dir, port: PORT, bays: LOUNGE.bays, nodeArgs });

const routes = [
  { name: 'day view', path: `/api/bookings/date/${today.add({ days: 2 })}` },
  { name: 'booking list', path: '/api/bookings' },
].filter((route) => !process.env.BENCH_ONLY || route.name === process.env.BENCH_ONLY);
const answers = {};
for (const route of routes) {
  const res = await fetch(`${server.origin}${route.path}`, { headers: { cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${route.path} answered ${res.status}: ${body}`);
  route.bytes = Buffer.byteLength(body);
  route.items = JSON.parse(body).length;
  answers[route.path] = { body, type: res.headers.get('content-type') };
}
writeFileSync(path.join(dir, 'answers.json'), JSON.stringify(answers));
const bare = fork(path.join(root, 'bench/bareHapi.mjs'), [String(BARE_PORT), path.join(dir, 'answers.json')]);
await new Promise((resolve) => bare.once('message', resolve));

async function requestsPerSecond(origin, route, duration = SECONDS) {
  const result = await autocannon({
    url: `${origin}${route.path}`,
    connections: CONNECTIONS,
    duration,
    headers: { cookie },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${route.path}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

console.log(
  `route cost: ${CONNECTIONS} connections, ${SECONDS} s a turn, ${RUNS} turns each; load ${load()}`,
);
for (const route of routes) {
  const real = [];
  const yardstick = [];
  // A turn of each first, not counted: V8 compiles the hot paths in the first thousand requests.
  await requestsPerSecond(server.origin, route, WARM_UP_SECONDS);
  await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}`, route, WARM_UP_SECONDS);
  for (let run = 0; run < RUNS; run++) {
    real.push(await requestsPerSecond(server.origin, route));
    yardstick.push(await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}`, route));
  }
  const ratio = median(real.map((r, i) => r.rps / yardstick[i].rps));
  console.log(
    `${route.name} (${route.items} items, ${route.bytes} bytes): ${real.map((r) => Math.round(r.rps)).join(', ')} req/s ` +
      `(p99 ${median(real.map((r) => r.p99))} ms) against bare ${yardstick.map((r) => Math.round(r.rps)).join(', ')} req/s; ` +
      `ratio ${ratio.toFixed(2)}`,
  );
}
console.log(`load at the end ${load()}`);
bare.kill();
await server.stop();

if (PROFILE_DIR) {
  const newest = readdirSync(PROFILE_DIR)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(PROFILE_DIR, f))
    .sort()
    .at(-1);
  const profile = JSON.parse(readFileSync(newest, 'utf8'));
  // Self time per function: each sample's node, weighted by the time to the next sample.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\nprofile ${newest}: the ten heaviest functions by self time`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
}
rmSync(dir, { recursive: true, force: true });
