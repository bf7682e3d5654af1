#!/usr/bin/env node
/**
 * Web app bench (not a test): what each route costs a visitor, and Lighthouse runs of three pages
 * in Debian's Chromium. Run `npm run bench:web` (it builds first).
 *
 * 1. For every route of web/src/routes/routeTable.ts, the JavaScript a first visit to it downloads:
 *    the entry chunk and the route's chunk with everything they import statically, gzipped.
 *    Chunks loaded later on demand (the intro popup, other routes) are not counted.
 * 2. Lighthouse (performance, accessibility, best practices, SEO) of /, /membership, /tour, and
 *    /booking and /dashboard (as a signed-in General member) served by the real server on a
 *    throwaway database, with the mobile defaults (simulated throttling). BENCH_PAGES names the
 *    pages instead (comma-separated paths), or is `public` for every page of the server's sitemap
 *    (the prerendered public pages).
 *
 * The pages are measured as a box serves them: NODE_ENV=production with live payments, so no
 * test-system banner (a test system shows one on every page; it would be the page's largest paint).
 * The member is made first by the same server in production with the payment sandbox
 * (PAYMENTS_SANDBOX=1); the server is then started again on the same database with a Stripe key
 * whose API is a stand-in in this process (`stripeStandIn`), which answers the member's
 * subscription as Stripe would.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 5088);
// Lighthouse runs a page (BENCH_RUNS); the table shows the median run by performance.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

function readManifest() {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    throw new Error('No web build found: run `npm run build` first (or `npm run bench:web`).');
  }
}

/** Route path -> page source, read from the route table so the bench never falls out of step. */
function readRoutes() {
  const table = readFileSync(path.join(root, 'web', 'src', 'routes', 'routeTable.ts'), 'utf8');
  const routes = [];
  const re = /path: '([^']+)',[\s\S]*?load: (antdPage\()?\(\) => import\('\.\.\/([^']+)'\)/g;
  for (let m = re.exec(table); m; m = re.exec(table)) {
    // A page wrapped in antdPage() loads antd's theme (app/AntdScope.tsx) with it.
    const also = m[2] ? ['src/app/AntdScope.tsx'] : [];
    routes.push({ path: m[1], source: `src/${m[3]}.tsx`, also });
  }
  routes.push({ path: '(404)', source: 'src/features/notFound/NotFoundPage.tsx', also: [] });
  return routes;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzipCache.get(file);
}

/** Every file a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * What a page's own chunks (`starts`) import on demand, transitively, beyond what it `has`: its
 * parts loaded after its first render and its dialogs.
 */
function onDemand(manifest, starts, has) {
  const found = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    for (const lazy of manifest[queue.pop()]?.dynamicImports ?? [])
      for (const key of closure(manifest, lazy))
        if (!has.has(key) && !found.has(key)) {
          found.add(key);
          queue.push(key);
        }
  }
  return found;
}

function routeSizes() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  // The app the entry starts (src/boot.tsx, imported once a prerendered page has painted) is part
  // of every first visit.
  for (const started of manifest[entryKey].dynamicImports ?? []) closure(manifest, started, entry);
  const size = (keys, pick) =>
    [...keys].flatMap((k) => pick(manifest[k])).reduce((sum, file) => sum + gzipSize(file), 0);
  const js = (c) => [c.file];
  const css = (c) => c.css ?? [];
  const rows = readRoutes().map(({ path: route, source, also }) => {
    if (!manifest[source]) return { route, error: `no chunk for ${source}` };
    const keys = closure(manifest, source, new Set(entry));
    const own = closure(manifest, source, new Set());
    for (const key of also) {
      closure(manifest, key, keys);
      closure(manifest, key, own);
    }
    const onlyRoute = [...own].filter((k) => !entry.has(k));
    const lazyParts = onDemand(manifest, onlyRoute, keys);
    return {
      route,
      total: size(keys, js),
      routeOnly: size(onlyRoute, js),
      css: size(keys, css),
      lazy: size(lazyParts, js),
    };
  });
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
  const totals = new Map(rows.filter((r) => !r.error).map((r) => [r.route, r.total]));
  console.log('\nJavaScript of a first visit, gzipped (entry + route with its static imports)\n');
  console.log(
    `${'route'.padEnd(24)}${'total'.padStart(9)}${'route only'.padStart(12)}${'css'.padStart(10)}${'on demand'.padStart(12)}`,
  );
  console.log(`${'(entry: shell, router, data, theme)'.padEnd(24)}${kb(size(entry, js))}`);
  for (const r of rows) {
    if (r.error) console.log(`${r.route.padEnd(24)} ${r.error}`);
    else
      console.log(
        `${r.route.padEnd(24)}${kb(r.total)}${kb(r.routeOnly).padStart(12)}${kb(r.css).padStart(10)}${kb(r.lazy).padStart(12)}`,
      );
  }
  return totals;
}

async function waitForHealth(url, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

/** A General member made through the sandbox purchase, signed in: /booking needs one. */
async function memberCookie(base) {
  const json = { 'content-type': 'application/json' };
  const email = `bench-${Date.now()}@example.com`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      password: 'bench-pass-1',
      firstName: 'Bench',
      lastName: 'Member',
      membershipType: 'general',
      membershipStatus: 'pending',
    }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0];
  const checkout = await fetch(`${base}/api/checkout/create-session`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({
      plan: 'general',
      flow: 'monthly',
      successUrl: `${base}/billing/complete`,
      cancelUrl: `${base}/`,
      customerEmail: email,
    }),
  });
  const { sessionId } = await checkout.json();
  await fetch(`${base}/api/payments/sandbox/sessions/${sessionId}/complete`, {
    method: 'POST',
    headers: json,
    body: '{}',
  });
  return cookie;
}

/** The load average now, as `uptime` prints it: Lighthouse's estimates move with the machine's load. */
function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of a page: its four scores, the paint and blocking figures, its scripts. */
async function lighthousePage(lighthouse, port, url, headers) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    extraHeaders: headers,
    // BENCH_JSON's traces with the JavaScript profile too (which functions the long tasks ran).
    ...(process.env.BENCH_JSON ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  const { categories, audits } = result.lhr;
  if (process.env.BENCH_JSON) {
    mkdirSync(process.env.BENCH_JSON, { recursive: true });
    const name = `${url.replace(/^https?:\/\/[^/]+/, '').replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_JSON, name), JSON.stringify(result.lhr));
    // The run's trace beside it (Chrome's trace format: the LCP candidates, every task).
    writeFileSync(
      path.join(process.env.BENCH_JSON, name.replace(/\.json$/, '.trace.json')),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  const score = (key) => Math.round(categories[key].score * 100);
  // By address: a chunk fetched through a module preload is not typed 'Script'.
  const scripts = (audits['network-requests'].details?.items ?? []).filter((r) => /\.m?js(\?|$)/.test(r.url));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // What the page's scripts cost on the wire in this run (the server's compression included).
    scriptKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    detail: process.env.BENCH_DETAIL ? detailOf(audits) : undefined,
    belowPar: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * With BENCH_DETAIL=1: where a page's time goes: the LCP element, the elements that shifted, the
 * scripts that kept the main thread busy and the unused JavaScript, as Lighthouse reports them.
 */
function detailOf(audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const node = (n) => n?.snippet ?? n?.selector ?? '';
  const lcpElement = items('largest-contentful-paint-element')
    .flatMap((i) => i.items ?? [i])
    .map((i) => node(i.node))
    .filter(Boolean);
  return {
    lcpElement,
    lcpPhases: items('largest-contentful-paint-element')
      .flatMap((i) => i.items ?? [])
      .filter((i) => i.phase)
      .map((i) => `${i.phase} ${Math.round(i.timing)} ms`),
    shifts: items('layout-shifts').map((i) => `${i.score.toFixed(3)} ${node(i.node)}`),
    busy: items('bootup-time')
      .slice(0, 5)
      .map((i) => `${Math.round(i.total)} ms (script ${Math.round(i.scripting)}) ${i.url}`),
    unusedJs: items('unused-javascript').map(
      (i) => `${(i.wastedBytes / 1024).toFixed(1)} of ${(i.totalBytes / 1024).toFixed(1)} kB ${i.url}`,
    ),
    renderBlocking: items('render-blocking-resources').map((i) => `${Math.round(i.wastedMs)} ms ${i.url}`),
    // Every script the page fetched while Lighthouse watched, with when it finished.
    scripts: items('network-requests')
      .filter((i) => /\.m?js(\?|$)/.test(i.url))
      .map(
        (i) => `${Math.round(i.networkEndTime ?? 0)} ms ${(i.transferSize / 1024).toFixed(1)} kB ${i.url}`,
      ),
  };
}

/**
 * Stripe's API for the measured server: a member's subscription (active, General, monthly) for any
 * id, 404 for anything else. Only the dashboard's subscription status asks it while the pages load.
 */
async function stripeStandIn() {
  const server = createServer((req, res) => {
    const match = /^\/v1\/subscriptions\/([^/?]+)/.exec(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (req.method !== 'GET' || !match) {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such object' } }));
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const item = {
      id: `si_${match[1]}`,
      current_period_start: now - 86_400,
      current_period_end: now + 29 * 86_400,
      price: {
        id: 'price_general',
        product: 'prod_lounge',
        unit_amount: 14_900,
        recurring: { interval: 'month', interval_count: 1 },
      },
    };
    res.end(
      JSON.stringify({
        id: match[1],
        object: 'subscription',
        customer: `cus_${match[1]}`,
        status: 'active',
        cancel_at_period_end: false,
        schedule: null,
        latest_invoice: null,
        metadata: {},
        items: { object: 'list', data: [item] },
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** The built server in production on the bench's database; `env` adds the payments' settings. */
async function startServer(base, dataDir, env) {
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_PATH: path.join(dataDir, 'lounge.db'),
      SESSION_SECRET: SESSION_SECRET,
      BACKUP_INTERVAL_HOURS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${base}/api/health`);
  return server;
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const SESSION_SECRET = randomBytes(32).toString('hex');

/** The pages to run Lighthouse on: [path, headers, label] (see BENCH_PAGES above). */
async function benchedPages(base, cookie) {
  const chosen = process.env.BENCH_PAGES;
  if (chosen === 'public') {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => {
      const page = new URL(url).pathname;
      return [page, {}, page];
    });
  }
  const standard = [
    ['/', {}, '/'],
    ['/membership', {}, '/membership'],
    ['/tour', {}, '/tour'],
    ['/booking', { Cookie: cookie }, '/booking (signed in)'],
    ['/dashboard', { Cookie: cookie }, '/dashboard (signed in)'],
  ];
  if (!chosen) return standard;
  // Named pages: the members' two as the member, any other as a visitor.
  return chosen.split(',').map((page) => standard.find(([known]) => known === page) ?? [page, {}, page]);
}

async function lighthouseRun(sizes) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lounge-bench-'));
  const base = `http://127.0.0.1:${PORT}`;
  // The member, bought through the sandbox; then the same database served with live payments.
  const sandbox = await startServer(base, dataDir, { PAYMENTS_SANDBOX: '1' });
  let cookie;
  try {
    cookie = await memberCookie(base);
  } finally {
    await stopServer(sandbox);
  }
  const stripe = await stripeStandIn();
  const server = await startServer(base, dataDir, {
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_BASE: stripe.url,
  });
  let chrome;
  const rows = [];
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    console.log(`\nLighthouse (mobile, simulated throttling), ${RUNS} run(s) a page, median by performance`);
    console.log(`load average at the start: ${loadAverage()}`);
    for (const [page, headers, label] of await benchedPages(base, cookie)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await lighthousePage(lighthouse, chrome.port, `${base}${page}`, headers));
      const mid = median(runs.map((r) => r.performance));
      const run = runs.find((r) => r.performance === mid);
      rows.push({ label, firstVisitKb: sizes.get(page), all: runs.map((r) => r.performance), ...run });
      console.log(`  ${label}: performance ${runs.map((r) => r.performance).join(', ')}`);
      if (run.detail) console.log(JSON.stringify(run.detail, null, 2));
    }
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await chrome?.kill();
    await stopServer(server);
    stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
  const s = (n) => `${(n / 1000).toFixed(1)} s`;
  console.log(
    '\n| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS first visit (gzip) | JS loaded in the run | below par |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${r.firstVisitKb === undefined ? '' : `${(r.firstVisitKb / 1024).toFixed(1)} kB`} | ${r.scriptKb.toFixed(1)} kB | ${r.belowPar.join(', ')} |`,
    );
  }
}

const sizes = routeSizes();
if (!process.argv.includes('--sizes-only')) await lighthouseRun(sizes);
