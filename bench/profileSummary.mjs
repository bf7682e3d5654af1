#!/usr/bin/env node
/**
 * Summarises a `node --cpu-prof` profile: the functions with the most self time, and the share of
 * time spent in each package (ours, hapi, drizzle, better-sqlite3, node internals, idle/GC).
 *
 * Usage: node bench/profileSummary.mjs <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const top = Number(topArg ?? 25);
const self = new Map(profile.nodes.map((n) => [n.id, 0]));
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++)
  self.set(profile.samples[i], self.get(profile.samples[i]) + (deltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function packageOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/server/dist/')) return 'ours (server bundle)';
  return url;
}

const byFunction = new Map();
const byPackage = new Map();
for (const node of profile.nodes) {
  const us = self.get(node.id);
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  const where = url ? `${url.replace(/^.*\/(node_modules|server\/dist)\//, '$1/')}:${lineNumber + 1}` : '';
  const key = `${name} ${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const pkg = packageOf(url, name);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
// A bench's server waits for its clients much of the time (and longer on a loaded machine): the
// share of the busy time (all but idle) is the one to compare between two profiles.
const busy = total - (byPackage.get('(idle)') ?? 0);
const pct = (us) => `${((100 * us) / total).toFixed(1)}%`;
const pctBusy = (us) => `${((100 * us) / busy).toFixed(1)}%`;
const line = (k, v) =>
  `  ${pct(v).padStart(6)}  ${(k.trim() === '(idle)' ? '' : pctBusy(v)).padStart(6)}  ${k}`;
console.log(
  `total ${(total / 1e6).toFixed(2)} s of samples, busy ${(busy / 1e6).toFixed(2)} s\n\n  of all, of busy, by package:`,
);
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(line(k, v));
console.log('\n  of all, of busy, by function (self time):');
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(k, v));
