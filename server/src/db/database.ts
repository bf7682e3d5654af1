/**
 * Opens the SQLite file the way a booking system needs it, and brings its schema up to date.
 *
 * - WAL: readers never wait for the writer, and a crash never leaves a half-written page.
 * - synchronous FULL: a write the server acknowledged survives a power cut.
 * - foreign keys on (SQLite leaves them off by default).
 * - a busy timeout, so a second writer (another process on the same file: `npm run backup`, a
 *   second server started by mistake) waits its turn instead of failing at once.
 * Migrations from migrations/ are applied at open, all pending ones in one transaction, with foreign
 * keys off and checked before the commit (applyMigrations.ts). A database
 * a newer release has migrated past the migrations this release knows is refused before anything
 * is applied (docs/decisions/049): this release would fail on its tables.
 * The file holds members' details and password hashes: it and its WAL and shared-memory files are
 * 0600, and a folder made for it 0700, whatever the process's umask (older installs are tightened
 * at the next open).
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { REPO_ROOT } from '../repoPaths';
import { APP_VERSION } from '../version';
import { applyMigrations } from './applyMigrations';
import * as schema from './schema';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'migrations');
const BUSY_TIMEOUT_MS = 5000;
/**
 * SQLite's page cache for the server's one connection, in KiB: 16 MB, the driver's own default,
 * written down because it is part of the server's memory (all of it is filled at start, when the
 * file is checked). A large lounge's hot pages (recent days' bookings, members, sessions) fit, and
 * the rest comes from the operating system's file cache. No memory-mapped reads (mmap_size 0).
 */
export const PAGE_CACHE_KIB = 16_000;

/** The database through drizzle, and its driver (`$client`) for the few hot reads taken as arrays (reports). */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export interface OpenDatabase {
  db: Db;
  sqlite: Database.Database;
  close(): void;
  /**
   * When a write transaction last committed (real time): a full disk or a read-only file that a
   * write met is over once a later one commits (ops/storageHealth.ts).
   */
  lastCommitAt?: number;
}

/** What a refusal names as the backup to restore when it knows none. */
const ANY_BACKUP = '<backup file>';

/**
 * The database file is damaged or not a database: the server must not start on it. The message
 * names the backup to restore when the caller knows the backups (ops/databaseFile.ts).
 */
export class DatabaseDamagedError extends Error {
  override name = 'DatabaseDamagedError';
  constructor(
    readonly file: string,
    readonly detail: string,
    backup = ANY_BACKUP,
  ) {
    super(
      `The database ${file} is damaged (quick_check: ${detail}). Stop here and restore the latest backup: npm run restore -- ${backup}`,
    );
  }
}

/**
 * The database was migrated by a newer release than this one (a rollback without the restore):
 * this release must not run on it. `backup`: the newest backup this release can run on, null when
 * there is none, undefined when the caller does not know the backups.
 */
export class DatabaseTooNewError extends Error {
  override name = 'DatabaseTooNewError';
  constructor(
    readonly file: string,
    readonly newer: { count: number; newestAt: number },
    backup?: string | null,
  ) {
    const restore =
      backup === null
        ? 'No backup this release can run on was found: start the newer release again, or restore a copy taken before the upgrade'
        : 'Start the newer release again, or restore the newest backup this release can run on (taken before the upgrade)';
    super(
      `The database ${file} was upgraded by a newer release: ${newer.count} of its migrations (the newest made ${new Date(newer.newestAt).toISOString().slice(0, 10)}) ${newer.count === 1 ? 'is' : 'are'} unknown to this release (${APP_VERSION}), which cannot work on it. Nothing was changed. ${restore}: npm run restore -- ${backup ?? ANY_BACKUP}`,
    );
  }
}

/** PRAGMA quick_check, or the error that stops SQLite from even reading the file. */
function assertReadable(sqlite: Database.Database, file: string): void {
  let result: unknown;
  try {
    result = sqlite.pragma('quick_check', { simple: true });
  } catch (error) {
    result = error instanceof Error ? error.message : String(error);
  }
  if (result !== 'ok') {
    sqlite.close();
    throw new DatabaseDamagedError(file, String(result));
  }
}

/** When the newest migration this release knows was made: drizzle stamps each applied one with it. */
const releaseNewestMigration = (() => {
  let newest: number | undefined;
  return () => {
    if (newest === undefined) {
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: { when: number }[];
      };
      newest = Math.max(...journal.entries.map((entry) => entry.when));
    }
    return newest;
  };
})();

/**
 * The migrations recorded in a database that this release does not know (made after its newest),
 * or null when there are none. A database no migration has touched has none.
 */
export function migrationsPastRelease(sqlite: Database.Database): { count: number; newestAt: number } | null {
  const known = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (!known) return null;
  const past = sqlite
    .prepare(
      'SELECT count(*) AS count, max(created_at) AS newestAt FROM __drizzle_migrations WHERE created_at > ?',
    )
    .get(releaseNewestMigration()) as { count: number; newestAt: number | null };
  return past.count > 0 ? { count: past.count, newestAt: Number(past.newestAt) } : null;
}

/** The database and the files SQLite keeps beside it, readable by the service's user only. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Makes a file private if it exists (SQLite gives the WAL and SHM the database file's mode). */
export function makePrivate(file: string): void {
  if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
}

export function openDatabase(file: string): OpenDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const sqlite = new Database(file);
  // Before WAL mode creates its files, so they take the database file's private mode.
  if (file !== ':memory:') for (const suffix of ['', '-wal', '-shm']) makePrivate(`${file}${suffix}`);
  assertReadable(sqlite, file);
  const newer = migrationsPastRelease(sqlite);
  if (newer) {
    sqlite.close();
    throw new DatabaseTooNewError(file, newer);
  }
  const database = configured(sqlite);
  applyMigrations(sqlite, database.db, MIGRATIONS_DIR);
  return database;
}

/** The functions our migrations and queries call in SQL, on a connection. */
export function addSqlFunctions(sqlite: Database.Database): void {
  // What a secret is stored as (a calendar feed's token): migrations and queries may hash in SQL.
  sqlite.function('sha256_hex', { deterministic: true }, (value) =>
    createHash('sha256').update(String(value), 'utf8').digest('hex'),
  );
}

/** The settings of every connection to the file (see the top of this file). */
function configured(sqlite: Database.Database): OpenDatabase {
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  sqlite.pragma('mmap_size = 0');
  addSqlFunctions(sqlite);
  return {
    db: drizzle(sqlite, { schema }),
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * Runs `work` in one IMMEDIATE transaction: the write lock is taken at BEGIN, so checks made inside
 * (is the bay free?) still hold at COMMIT, even against another process on the same file. Queries
 * made through `db` inside `work` run in the transaction (one connection, synchronous driver).
 * A throw rolls everything back.
 */
export function writeTransaction<T>(database: OpenDatabase, work: () => T): T {
  const result = database.sqlite.transaction(work).immediate();
  database.lastCommitAt = Date.now();
  return result;
}

/** Whether the database answers a query at all (SELECT 1): the health check's signal, nothing slower. */
export function databaseAnswers(database: OpenDatabase): boolean {
  try {
    database.sqlite.prepare('SELECT 1').get();
    return true;
  } catch {
    return false;
  }
}

/** Whether a write failed on a unique index (two requests for one email at once: one gets through). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}
