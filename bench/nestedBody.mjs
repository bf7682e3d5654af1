#!/usr/bin/env node
/**
 * Nested-body bench (not a test): does a flood of bodies made of nothing but brackets, sent to the
 * anonymous sign-in, hold up everyone else? The server (from source, through tsx) listens on a real
 * port; BENCH_ATTACKERS clients (4) each send nested bodies back to back for BENCH_SECONDS (5):
 * 1 MB with its length (refused by size), 1 MB chunked without one (no length to refuse it by, so
 * the depth count stops it) and 60 kB with its length (under the size limit: the depth count again).
 * Meanwhile one client asks GET /api/health every 10 ms. Printed: health's p50, p99 and max, first
 * alone and then under the flood, and what the flood was answered. The target is health under 50 ms.
 */
import http from 'node:http';
import { startProductionServer } from './productionServer.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 5391);
const bench = await startProductionServer(PORT);

const nested = (n) => Buffer.from('['.repeat(n) + ']'.repeat(n));
const BODIES = [
  { kind: '1 MB, with length', body: nested(512 * 1024), chunked: false },
  { kind: '1 MB, chunked', body: nested(512 * 1024), chunked: true },
  { kind: '60 kB, with length', body: nested(30 * 1024), chunked: false },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: ATTACKERS });
function send({ body, chunked }) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/auth/login',
        agent,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    // A refusal may come (and the server stop reading) before the whole body is written.
    req.on('error', () => resolve('reset'));
    if (chunked) for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
    req.end(chunked ? undefined : body);
  });
}

const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function health() {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: '/api/health', agent: healthAgent }, (res) => {
        res.resume();
        res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
      })
      .on('error', reject);
  });
}

async function pollHealth(until) {
  const times = [];
  while (Date.now() < until) {
    times.push(await health());
    await new Promise((r) => setTimeout(r, 10));
  }
  return times;
}

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const row = (label, list) =>
  `| ${label} | ${list.length} | ${pct(list, 50).toFixed(1)} | ${pct(list, 99).toFixed(1)} | ${Math.max(...list).toFixed(1)} |`;

try {
  await pollHealth(Date.now() + 1000); // warm-up
  const quiet = await pollHealth(Date.now() + SECONDS * 1000);

  const answers = new Map();
  const until = Date.now() + SECONDS * 1000;
  const attackers = Array.from({ length: ATTACKERS }, async (_, a) => {
    for (let i = a; Date.now() < until; i++) {
      const shape = BODIES[i % BODIES.length];
      const key = `${shape.kind}: ${await send(shape)}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
  });
  const [flooded] = await Promise.all([pollHealth(until), ...attackers]);

  console.log(
    `\nGET /api/health every 10 ms, ${SECONDS} s alone, then ${SECONDS} s beside ${ATTACKERS} clients`,
  );
  console.log('sending nested bodies to POST /api/auth/login back to back (real port, production mode)\n');
  console.log('| health | requests | p50 ms | p99 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(row('alone', quiet));
  console.log(row('beside the flood', flooded));
  console.log('\n| nested body: answer | count |');
  console.log('| --- | ---: |');
  for (const [key, n] of [...answers].sort()) console.log(`| ${key} | ${n} |`);
} finally {
  agent.destroy();
  healthAgent.destroy();
  await bench.stop();
}
