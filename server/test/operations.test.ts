/** One-box operations: backups and restore, a damaged database, storage refusals, health, shutdown. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseDamagedError, MIGRATIONS_DIR, openDatabase } from '../src/db/database';
import { backupDatabase, listBackups } from '../src/ops/backups';
import { claimDatabase, pidFileOf, RestoreRefused, restoreDatabase } from '../src/ops/restore';
import { STORAGE_UNAVAILABLE } from '../src/ops/storageErrors';
import { REPO_ROOT } from '../src/repoPaths';
import { APP_VERSION } from '../src/version';
import { contextOf, countUsersIn } from './dbAccess';
import { body, call } from './http';
import { addMember, insertMember } from './members';
import { cliCommand, serverCommand } from './serverProcess';
import { makeDataDir, makeServer } from './testServer';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-ops-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) spawnSync('rm', ['-rf', d]);
});

describe('backups', () => {
  it('copies the live database and keeps only the newest backups', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    const db = openDatabase(file);
    insertMember(db.sqlite);
    const backups = path.join(dir, 'backups');
    const day = 86_400_000;
    for (let i = 0; i < 4; i++)
      await backupDatabase(db.sqlite.name, backups, 2, Date.UTC(2026, 10, 1) + i * day);
    db.close();
    const kept = listBackups(backups).map((f) => path.basename(f));
    expect(kept).toEqual(['lounge-20261104T000000Z.db', 'lounge-20261103T000000Z.db']);
    expect(countUsersIn(path.join(backups, kept[0] as string))).toBe(1);
  });

  it('the backup tool writes one from the command line', () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    openDatabase(file).close();
    const res = spawnSync(...cliCommand('backup'), {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: file },
    });
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/Backup written: .*lounge-\d{8}T\d{6}Z\.db/);
    expect(readdirSync(path.join(dir, 'backups'))).toHaveLength(1);
  });

  it('the backup tool names the cause when the copy fails, never [object Object]', () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    openDatabase(file).close();
    // SQLite opens no file whose path is longer than 512 bytes, where Linux takes 4096: the folder
    // is made and locked, and the copy into it fails inside the copy's worker, as a full disk would.
    const backups = path.join(dir, 'd'.repeat(200), 'e'.repeat(200), 'f'.repeat(200));
    const res = spawnSync(...cliCommand('backup'), {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: file, BACKUP_DIR: backups },
    });
    expect(res.status).toBe(1);
    expect(res.stderr).not.toContain('[object Object]');
    expect(res.stderr).toMatch(
      /^backup: the backup's copy failed: unable to open database: .*\.partial \(SQLITE_CANTOPEN\)\n$/,
    );
    expect(readdirSync(backups).filter((f) => !f.startsWith('.backup.lock'))).toEqual([]);
  });
});

describe('restore', () => {
  it('puts a backup back, keeping the replaced database beside it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    const db = openDatabase(file);
    insertMember(db.sqlite);
    const { file: backup } = await backupDatabase(db.sqlite.name, path.join(dir, 'b'), 5, Date.now());
    insertMember(db.sqlite);
    db.close();
    expect(countUsersIn(file)).toBe(2);
    const kept = restoreDatabase(backup, file, Date.now());
    expect(countUsersIn(file)).toBe(1);
    expect(kept && countUsersIn(kept)).toBe(2);
  });

  it('refuses while a server has the database open, and refuses a damaged backup', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    const db = openDatabase(file);
    const { file: backup } = await backupDatabase(db.sqlite.name, path.join(dir, 'b'), 5, Date.now());
    db.close();
    const release = claimDatabase(file);
    try {
      expect(() => restoreDatabase(backup, file, Date.now())).toThrow(RestoreRefused);
      expect(() => restoreDatabase(backup, file, Date.now())).toThrow(/is running/);
    } finally {
      release();
    }
    expect(existsSync(pidFileOf(file))).toBe(false);
    const junk = path.join(dir, 'junk.db');
    writeFileSync(junk, 'not a database at all, just words'.repeat(200));
    expect(() => restoreDatabase(junk, file, Date.now())).toThrow(/not a readable SQLite database/);
  });
});

describe('a damaged database', () => {
  it('is refused at open with a message that says what to do', () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    writeFileSync(file, Buffer.alloc(8192, 7));
    expect(() => openDatabase(file)).toThrow(DatabaseDamagedError);
    expect(() => openDatabase(file)).toThrow(/is damaged .* restore the latest backup: npm run restore/);
  });

  it('stops the server process with a clear error and exit code 1', () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    writeFileSync(file, Buffer.alloc(8192, 7));
    const res = spawnSync(...serverCommand(), {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: file, PORT: '0', LOG_LEVEL: 'silent' },
      timeout: 20_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('is damaged');
  });
});

/** Rows in a table of a closed file, read without opening it as the app does (no migrations). */
function countRows(file: string, table: string): number {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

/** The server started as the box starts it, on `file` with its backups in `backups`; it exits. */
function serverOn(file: string, backups: string) {
  return spawnSync(...serverCommand(), {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_PATH: file,
      BACKUP_DIR: backups,
      PORT: '0',
      LOG_LEVEL: 'silent',
    },
    timeout: 20_000,
  });
}

/** A lounge with one member, open, and where its backups go. */
function loungeWithBackups() {
  const dir = tempDir();
  const file = path.join(dir, 'lounge.db');
  const db = openDatabase(file);
  insertMember(db.sqlite);
  return { file, backups: path.join(dir, 'backups'), db };
}

describe('a damaged database beside backups', () => {
  it('is refused naming the newest whole backup in the command to restore it', async () => {
    const { file, backups, db } = loungeWithBackups();
    for (let day = 1; day <= 2; day++)
      await backupDatabase(db.sqlite.name, backups, 5, Date.UTC(2026, 10, day));
    db.close();
    // A file an earlier build left half written under a newer backup's name is no backup to restore.
    writeFileSync(path.join(backups, 'lounge-20261103T000000Z.db'), 'half');
    writeFileSync(file, Buffer.alloc(8192, 7));
    const res = serverOn(file, backups);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(
      `The database ${file} is damaged (quick_check: file is not a database). Stop here and restore the latest backup: npm run restore -- ${path.join(backups, 'lounge-20261102T000000Z.db')}\n`,
    );
  });
});

describe('a database a newer release has migrated (a rollback without the restore)', () => {
  it('is refused before anything is applied, naming the backup this release can run on', async () => {
    const { file, backups, db } = loungeWithBackups();
    // The guide's backup before the upgrade.
    await backupDatabase(db.sqlite.name, backups, 5, Date.UTC(2026, 11, 1, 3));
    // The newer release's start: its migration applied and recorded as drizzle records it, a day
    // after this release's newest, and then its own daily backup.
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const newerAt = Math.max(...journal.entries.map((entry) => entry.when)) + 86_400_000;
    db.sqlite.exec('CREATE TABLE gift_cards (id TEXT PRIMARY KEY, balance_cents INTEGER NOT NULL)');
    db.sqlite
      .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
      .run('newer', newerAt);
    insertMember(db.sqlite);
    await backupDatabase(db.sqlite.name, backups, 5, Date.UTC(2026, 11, 2, 3));
    db.close();
    const migrations = () => countRows(file, '__drizzle_migrations');
    const before = migrations();

    const res = serverOn(file, backups);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(
      `The database ${file} was upgraded by a newer release: 1 of its migrations (the newest made ${new Date(newerAt).toISOString().slice(0, 10)}) is unknown to this release (${APP_VERSION}), which cannot work on it. Nothing was changed. Start the newer release again, or restore the newest backup this release can run on (taken before the upgrade): npm run restore -- ${path.join(backups, 'lounge-20261201T030000Z.db')}\n`,
    );
    expect(migrations()).toBe(before);
    expect(countRows(file, 'users')).toBe(2);

    // The tools refuse it the same way; after the restore it names, this release runs.
    const backup = spawnSync(...cliCommand('backup'), {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: file, BACKUP_DIR: backups },
    });
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/^backup: The database .* was upgraded by a newer release/);
    restoreDatabase(path.join(backups, 'lounge-20261201T030000Z.db'), file, Date.now());
    openDatabase(file).close();
    expect(countUsersIn(file)).toBe(1);
  }, 60_000);
});

describe('when the database cannot be written', () => {
  const booking = {
    bayNumber: '1',
    bookingDate: '2026-11-24',
    startTime: '10:00',
    endTime: '11:00',
    guestCount: '1',
  };
  const bookingCount = (sqlite: Database.Database) =>
    (sqlite.prepare('SELECT count(*) AS n FROM bookings').get() as { n: number }).n;
  /** A server whose clock reads Sunday 2026-11-22, 10:00 in Denver, two days before the booking. */
  const serverOnSunday = () =>
    makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => Date.UTC(2026, 10, 22, 17) });

  it('answers 503 with a message and writes nothing', async () => {
    const server = await serverOnSunday();
    try {
      const m = await addMember(server);
      const { sqlite } = contextOf(server).database;
      sqlite.pragma('query_only = ON'); // as a read-only file or a full disk would refuse writes
      const res = await call(server, {
        method: 'PATCH',
        url: '/api/auth/user/preferences',
        cookie: m.cookie,
        payload: { emailReminders: false },
      });
      expect(res.statusCode).toBe(503);
      expect(body(res).message).toBe(STORAGE_UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('60');
      sqlite.pragma('query_only = OFF');
      const row = sqlite.prepare('SELECT email_reminders AS on_ FROM users WHERE id = ?').get(m.id);
      expect(row).toEqual({ on_: 1 });
    } finally {
      await server.stop();
    }
  });

  it('answers a booking it could not save with the same 503 (the file locked past the busy timeout)', async () => {
    const server = await serverOnSunday();
    const { sqlite } = contextOf(server).database;
    const other = new Database(sqlite.name);
    try {
      const m = await addMember(server);
      // Another process's writer holds the file's write lock for longer than the busy timeout (5 s).
      other.exec('BEGIN IMMEDIATE');
      const res = await call(server, {
        method: 'POST',
        url: '/api/bookings',
        cookie: m.cookie,
        payload: booking,
      });
      other.exec('ROLLBACK');
      expect(res.statusCode).toBe(503);
      expect(body(res).message).toBe(STORAGE_UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('60');
      expect(bookingCount(sqlite)).toBe(0);
      // The lock gone, the same booking goes through.
      const again = await call(server, {
        method: 'POST',
        url: '/api/bookings',
        cookie: m.cookie,
        payload: booking,
      });
      expect(again.statusCode).toBe(201);
      expect(bookingCount(sqlite)).toBe(1);
    } finally {
      other.close();
      await server.stop();
    }
  });

  it('reports the database in /api/health, 503 when it does not answer', async () => {
    const server = await makeServer();
    try {
      expect(body(await call(server, { url: '/api/health' }))).toMatchObject({
        status: 'ok',
        database: 'ok',
      });
      contextOf(server).database.sqlite.close();
      const res = await call(server, { url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(body(res)).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    } finally {
      await server.stop();
    }
  });
});

describe('shutdown', () => {
  it('stops on SIGTERM with exit code 0, releasing the database', async () => {
    const data = makeDataDir();
    try {
      const child = spawn(...serverCommand(), {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_PATH: data.file,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          BACKUP_INTERVAL_HOURS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
      });
      const deadline = Date.now() + 20_000;
      while (!out.includes('listening') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(existsSync(pidFileOf(data.file))).toBe(true);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toContain('"msg":"stopped"');
      expect(existsSync(pidFileOf(data.file))).toBe(false);
    } finally {
      data.remove();
    }
  }, 30_000);
});
