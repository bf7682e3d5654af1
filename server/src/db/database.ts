/**
 * Opens the SQLite file the way a booking system needs it, and brings its schema up to date.
 *
 * - WAL: readers never wait for the writer, and a crash never leaves a half-written page.
 * - synchronous FULL: a write the server acknowledged survives a power cut.
 * - foreign keys on (SQLite leaves them off by default).
 * - a busy timeout, so a second writer (another process on the same file: `npm run backup`, a
 *   second server started by mistake) waits its turn instead of failing at once.
 * Migrations from migrations/ are applied at open, all pending ones in one transaction.
 * The file holds members' details and password hashes: it and its WAL and shared-memory files are
 * 0600, and a folder made for it 0700, whatever the process's umask (older installs are tightened
 * at the next open).
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { REPO_ROOT } from '../repoPaths';
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

export type Db = BetterSQLite3Database<typeof schema>;

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

/** The database file is damaged or not a database: the server must not start on it. */
export class DatabaseDamagedError extends Error {
  override name = 'DatabaseDamagedError';
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
    throw new DatabaseDamagedError(
      `The database ${file} is damaged (quick_check: ${String(result)}). Stop here and restore the latest backup: npm run restore -- <backup file>`,
    );
  }
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
  const database = configured(sqlite);
  migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
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
