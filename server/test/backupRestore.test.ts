/**
 * Backups that finish and a restore that works when it is needed: a backup of a 100 MB database
 * taken by the server (its copy in a worker thread) while writes go on steadily on the event loop
 * finishes and verifies; two backups at once: one runs; a backup that fails leaves no file named
 * like a backup, says so to health and names its cause in the log;
 * a copy of an empty lounge prunes nothing; restore puts a backup over a truncated file and (the
 * guide's command) over a garbled one, the damaged file kept aside unopened.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { createLogger } from '../src/logger';
import { BackupBusyError } from '../src/ops/backupLock';
import { scheduledBackup } from '../src/ops/backupSchedule';
import { snapshotInto } from '../src/ops/backupSnapshot';
import { backupDatabase, backupLooksComplete, completeBackups, listBackups } from '../src/ops/backups';
import { restoreDatabase } from '../src/ops/restore';
import { REPO_ROOT } from '../src/repoPaths';
import { contextOf, countUsersIn } from './dbAccess';
import { insertMember } from './members';
import { makeDataDir, makeServer } from './testServer';

const made: ReturnType<typeof makeDataDir>[] = [];
function dataDir() {
  const data = makeDataDir();
  made.push(data);
  return { file: data.file, dir: path.dirname(data.file) };
}
afterAll(() => {
  for (const d of made) d.remove();
});

/** Fills `file` (migrated, with `members` accounts) to about `mb` megabytes. */
function databaseOf(file: string, mb: number, members = 3): void {
  const database = openDatabase(file);
  for (let i = 0; i < members; i++) insertMember(database.sqlite);
  database.sqlite.exec('CREATE TABLE filler (b BLOB NOT NULL)');
  const insert = database.sqlite.prepare('INSERT INTO filler (b) VALUES (randomblob(1048576))');
  database.sqlite.transaction(() => {
    for (let i = 0; i < mb; i++) insert.run();
  })();
  database.close();
}

describe('a backup under a steady write load', () => {
  it('of a 100 MB database finishes, verifies, and holds the writes made before it', async () => {
    const { file, dir } = dataDir();
    databaseOf(file, 100);
    expect(statSync(file).size).toBeGreaterThan(100 * 1024 * 1024);
    const backups = path.join(dir, 'backups');
    const server = await makeServer({
      DATABASE_PATH: file,
      BACKUP_DIR: backups,
      BACKUP_INTERVAL_HOURS: '24',
    });
    const ctx = contextOf(server);
    try {
      // The server's connection writes all the while on the event loop, as members do (about 40
      // writes a second): only a copy that leaves the event loop free lets them through.
      const { sqlite } = ctx.database;
      sqlite.exec('CREATE TABLE IF NOT EXISTS load (at INTEGER NOT NULL)');
      const write = sqlite.prepare('INSERT INTO load (at) VALUES (?)');
      let writes = 0;
      const load = setInterval(() => {
        write.run(Date.now());
        writes++;
      }, 25);
      let during = 0;
      try {
        await new Promise((r) => setTimeout(r, 200));
        const before = writes;
        await scheduledBackup(ctx);
        during = writes - before;
      } finally {
        clearInterval(load);
      }
      expect(during).toBeGreaterThan(0);
      const [backup, ...others] = listBackups(backups);
      expect(others).toEqual([]);
      if (!backup) throw new Error('no backup written');
      expect(readdirSync(backups).filter((f) => f.endsWith('.partial'))).toEqual([]);
      const copy = new Database(backup, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.prepare('SELECT count(*) AS n FROM filler').get()).toEqual({ n: 100 });
        expect((copy.prepare('SELECT count(*) AS n FROM load').get() as { n: number }).n).toBeGreaterThan(0);
      } finally {
        copy.close();
      }
      expect(body(await server.inject('/api/health'))).toMatchObject({ backup: 'ok' });
    } finally {
      await server.stop();
    }
  });
});

const body = (res: { payload: string }) => JSON.parse(res.payload) as Record<string, unknown>;

describe('backups one at a time', () => {
  it('runs one of two asked for at once and refuses the other', async () => {
    const { file, dir } = dataDir();
    databaseOf(file, 2);
    const database = openDatabase(file);
    try {
      const backups = path.join(dir, 'backups');
      const results = await Promise.allSettled([
        backupDatabase(database.sqlite.name, backups, 5, Date.UTC(2026, 10, 1)),
        backupDatabase(database.sqlite.name, backups, 5, Date.UTC(2026, 10, 1, 0, 0, 1)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected');
      expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(BackupBusyError);
      expect(listBackups(backups)).toHaveLength(1);
      // The lock is freed: the next one runs.
      await backupDatabase(database.sqlite.name, backups, 5, Date.UTC(2026, 10, 2));
      expect(listBackups(backups)).toHaveLength(2);
    } finally {
      database.close();
    }
  });

  it('leaves no file named like a backup when the copy fails half way', async () => {
    const { file, dir } = dataDir();
    databaseOf(file, 1);
    const backups = path.join(dir, 'backups');
    const failing = async (target: string) => {
      await snapshotInto(file, target);
      writeFileSync(target, 'half written');
      throw new Error('the disk filled up half way');
    };
    await expect(backupDatabase(failing, backups, 5, Date.now())).rejects.toThrow(/half way/);
    expect(readdirSync(backups).filter((f) => !f.startsWith('.backup.lock'))).toEqual([]);
  });

  it("says so to health when the server's backup fails", async () => {
    const { file, dir } = dataDir();
    // A backup folder that cannot be made: a file stands where it should be.
    const backups = path.join(dir, 'backups');
    writeFileSync(backups, 'not a folder');
    const server = await makeServer({
      DATABASE_PATH: file,
      BACKUP_DIR: backups,
      BACKUP_INTERVAL_HOURS: '24',
    });
    try {
      await scheduledBackup(contextOf(server));
      const health = body(await server.inject('/api/health'));
      expect(health).toMatchObject({ status: 'degraded', backup: 'failing' });
      expect(health.problems).toEqual([expect.stringMatching(/^the last backup failed at/)]);
    } finally {
      await server.stop();
    }
  });

  it("names the cause of the server's failed backup in the journal's line", async () => {
    const { file, dir } = dataDir();
    // Longer than SQLite opens (512 bytes): the copy fails in its worker thread, as on a full disk.
    const backups = path.join(dir, 'd'.repeat(200), 'e'.repeat(200), 'f'.repeat(200));
    const lines: Record<string, unknown>[] = [];
    const server = await makeServer(
      { DATABASE_PATH: file, BACKUP_DIR: backups, BACKUP_INTERVAL_HOURS: '24' },
      { logger: createLogger('error', (line) => lines.push(JSON.parse(line))) },
    );
    try {
      await scheduledBackup(contextOf(server));
      const failed = lines.filter((line) => line.msg === 'backup failed');
      expect(failed).toEqual([
        expect.objectContaining({
          level: 'error',
          dir: backups,
          error: expect.stringMatching(
            /^the backup's copy failed: unable to open database: .*\.partial \(SQLITE_CANTOPEN\)$/,
          ),
        }),
      ]);
      expect(body(await server.inject('/api/health'))).toMatchObject({ backup: 'failing' });
    } finally {
      await server.stop();
    }
  });

  it('never prunes the good backups because of copies of an empty lounge', async () => {
    const { file, dir } = dataDir();
    const backups = path.join(dir, 'backups');
    databaseOf(file, 1);
    const good = openDatabase(file);
    for (let day = 1; day <= 2; day++)
      await backupDatabase(good.sqlite.name, backups, 2, Date.UTC(2026, 10, day));
    good.close();
    const empty = dataDir();
    const fresh = openDatabase(empty.file);
    for (let day = 3; day <= 5; day++)
      await backupDatabase(fresh.sqlite.name, backups, 2, Date.UTC(2026, 10, day));
    fresh.close();
    const kept = listBackups(backups).map((f) => path.basename(f));
    expect(kept).toEqual(
      expect.arrayContaining(['lounge-20261101T000000Z.db', 'lounge-20261102T000000Z.db']),
    );
    expect(kept).toHaveLength(5);
  });
});

describe('a file named like a backup that an earlier build left half written', () => {
  it('is told from a whole one by its header, and neither counts toward retention nor is pruned', async () => {
    const { file, dir } = dataDir();
    databaseOf(file, 1);
    const backups = path.join(dir, 'backups');
    const database = openDatabase(file);
    try {
      const { file: whole } = await backupDatabase(database.sqlite.name, backups, 2, Date.UTC(2026, 10, 1));
      const half = path.join(backups, 'lounge-20261110T000000Z.db');
      writeFileSync(half, readFileSync(whole).subarray(0, Math.floor(statSync(whole).size / 2)));
      const garbled = path.join(backups, 'lounge-20261111T000000Z.db');
      writeFileSync(garbled, 'not a database');
      expect(backupLooksComplete(whole)).toBe(true);
      expect(backupLooksComplete(half)).toBe(false);
      expect(backupLooksComplete(garbled)).toBe(false);
      for (let day = 2; day <= 3; day++)
        await backupDatabase(database.sqlite.name, backups, 2, Date.UTC(2026, 10, day));
      expect(listBackups(backups).map((f) => path.basename(f))).toEqual([
        'lounge-20261111T000000Z.db',
        'lounge-20261110T000000Z.db',
        'lounge-20261103T000000Z.db',
        'lounge-20261102T000000Z.db',
      ]);
      expect(completeBackups(backups).map((f) => path.basename(f))).toEqual([
        'lounge-20261103T000000Z.db',
        'lounge-20261102T000000Z.db',
      ]);
    } finally {
      database.close();
    }
  });
});

describe('restore over a damaged database', () => {
  /** A database with `members` accounts and a backup of it, then one more account after. */
  async function withBackup() {
    const { file, dir } = dataDir();
    databaseOf(file, 1, 2);
    const database = openDatabase(file);
    const { file: backup } = await backupDatabase(
      database.sqlite.name,
      path.join(dir, 'backups'),
      5,
      Date.now(),
    );
    insertMember(database.sqlite);
    database.close();
    return { file, dir, backup };
  }

  it('puts the backup over a truncated file, keeping the damaged one aside as it was', async () => {
    const { file, backup } = await withBackup();
    truncateSync(file, Math.floor(statSync(file).size / 2));
    expect(() => openDatabase(file)).toThrow(/is damaged/);
    const damaged = readFileSync(file);
    const kept = restoreDatabase(backup, file, Date.now());
    expect(countUsersIn(file)).toBe(2);
    expect(kept && readFileSync(kept).equals(damaged)).toBe(true);
  });

  it("puts the backup over a garbled file with the guide's command", async () => {
    const { file, backup } = await withBackup();
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 0, 4096); // the header and the first page
    writeFileSync(file, bytes);
    expect(() => openDatabase(file)).toThrow(/is damaged/);
    const res = spawnSync('npm', ['run', '-s', 'restore', '--', backup], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: file },
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^Restored .* The previous database is kept at .*before-restore-/);
    expect(countUsersIn(file)).toBe(2);
  });
});
