/**
 * No silent new lounge. SQLite makes a missing file (and takes an empty one) as a new database, so
 * a file lost, emptied or named wrongly in `.env` would start a lounge with no members, take its
 * own backups, and let retention prune the real ones. Before the server or a tool opens the
 * database, a missing or empty file is refused when backups exist (the message names the newest,
 * and the restore command) or when DATABASE_MUST_EXIST says the lounge is set up. Otherwise it is
 * a first install, and the caller says it is creating the database.
 *
 * A database that is there but damaged, or migrated by a newer release than this one (a rollback
 * without the restore; docs/decisions/049), is refused at open; the refusal names the backup to
 * restore: the newest whole one, or the newest whose migrations this release knows.
 */
import { existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Config } from '../config';
import {
  DatabaseDamagedError,
  DatabaseTooNewError,
  migrationsPastRelease,
  type OpenDatabase,
  openDatabase,
} from '../db/database';
import { completeBackups, listBackups } from './backups';

type DatabaseSettings = Pick<Config, 'databasePath' | 'databaseMustExist' | 'backups'>;

export class DatabaseMissingError extends Error {
  override name = 'DatabaseMissingError';
}

function sizeOf(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

/** 'missing' or 'empty' (nothing in the file, nothing in a WAL beside it), else 'present'. */
function databaseFileState(file: string): 'present' | 'missing' | 'empty' {
  if (sizeOf(file) > 0 || sizeOf(`${file}-wal`) > 0) return 'present';
  return existsSync(file) ? 'empty' : 'missing';
}

/**
 * Throws DatabaseMissingError when the database would be made anew although the lounge exists;
 * returns true on a first install (the database is about to be created), false otherwise.
 */
function checkDatabaseFile(config: DatabaseSettings): boolean {
  const file = config.databasePath;
  const state = databaseFileState(file);
  if (state === 'present') return false;
  const newest = completeBackups(config.backups.dir)[0] ?? listBackups(config.backups.dir)[0];
  const what = state === 'missing' ? `There is no database at ${file}` : `The database ${file} is empty`;
  if (newest) {
    throw new DatabaseMissingError(
      `${what}, but backups exist; the newest is ${newest}. Nothing was started, so nothing was overwritten. Restore it: npm run restore -- ${newest}`,
    );
  }
  if (config.databaseMustExist) {
    throw new DatabaseMissingError(
      `${what}, and DATABASE_MUST_EXIST says the lounge is set up. Check DATABASE_PATH, or restore a backup: npm run restore -- <backup file>`,
    );
  }
  return true;
}

/** Whether this release can run on a backup: it opens, and has no migration newer than the release's. */
function runsOn(backup: string): boolean {
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(backup, { readonly: true, fileMustExist: true });
    return migrationsPastRelease(sqlite) === null;
  } catch {
    return false;
  } finally {
    sqlite?.close();
  }
}

/**
 * Opens the configured database for the server or a tool: refused when it would be a new, empty
 * lounge (`onCreate` runs first on a first install), damaged, or newer than this release, the last
 * two naming the backup to restore.
 */
export function openLoungeDatabase(config: DatabaseSettings, onCreate: () => void): OpenDatabase {
  if (checkDatabaseFile(config)) onCreate();
  try {
    return openDatabase(config.databasePath);
  } catch (error) {
    const { dir } = config.backups;
    if (error instanceof DatabaseDamagedError)
      throw new DatabaseDamagedError(error.file, error.detail, completeBackups(dir)[0]);
    if (error instanceof DatabaseTooNewError)
      throw new DatabaseTooNewError(error.file, error.newer, completeBackups(dir).find(runsOn) ?? null);
    throw error;
  }
}
