#!/usr/bin/env node
/**
 * Backup bench (not a test): how long the server's backup of a large database takes while members
 * keep writing. A database of BENCH_BACKUP_MB (210) megabytes is made, a test server opened on it,
 * and the server's own connection writes BENCH_WRITES_PER_SECOND (41) rows a second on the event
 * loop, as members' bookings do, while the server takes its backup the way its daily timer does (the
 * copy in a worker thread, checked, renamed). Prints the backup's time, the writes made meanwhile
 * and the longest gap between two of them (how long a member's write waited).
 *
 * Run `npm run bench:backup` (tsx runs the server from source).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createLogger } from '../server/src/logger.ts';
import { scheduledBackup } from '../server/src/ops/backupSchedule.ts';
import { listBackups } from '../server/src/ops/backups.ts';

const MB = Number(process.env.BENCH_BACKUP_MB ?? 210);
const RATE = Number(process.env.BENCH_WRITES_PER_SECOND ?? 41);
const dir = mkdtempSync(path.join(tmpdir(), 'lounge-bench-backup-'));
const file = path.join(dir, 'lounge.db');

const setup = openDatabase(file);
setup.sqlite.exec('CREATE TABLE filler (b BLOB NOT NULL); CREATE TABLE load (at INTEGER NOT NULL)');
const fill = setup.sqlite.prepare('INSERT INTO filler (b) VALUES (randomblob(1048576))');
setup.sqlite.transaction(() => {
  for (let i = 0; i < MB; i++) fill.run();
})();
setup.close();
console.error(`database: ${(statSync(file).size / 1024 / 1024).toFixed(0)} MB`);

const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
  DATABASE_PATH: file,
  PAYMENTS_SANDBOX: '1',
  BACKUP_INTERVAL_HOURS: '24',
});
const server = await createServer(config, { logger: createLogger('error') });
const ctx = server.app.ctx;
const write = ctx.database.sqlite.prepare('INSERT INTO load (at) VALUES (?)');
let writes = 0;
let last = performance.now();
let longestGap = 0;
const load = setInterval(() => {
  write.run(Date.now());
  const now = performance.now();
  longestGap = Math.max(longestGap, now - last);
  last = now;
  writes++;
}, 1000 / RATE);

const started = performance.now();
await scheduledBackup(ctx);
const ms = performance.now() - started;
clearInterval(load);
const backup = listBackups(config.backups.dir)[0];
console.log(
  backup
    ? `backup of ${MB} MB: ${(ms / 1000).toFixed(2)} s under ${RATE} writes/s (${writes} writes meanwhile, longest gap between writes ${longestGap.toFixed(0)} ms), ${(statSync(backup).size / 1024 / 1024).toFixed(0)} MB written`
    : 'no backup written (see the log above)',
);
await server.stop();
rmSync(dir, { recursive: true, force: true });
