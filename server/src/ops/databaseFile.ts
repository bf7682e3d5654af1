/**
 * No silent new lounge. SQLite makes a missing file (and takes an empty one) as a new database, so
 * a file lost, emptied or named wrongly in `.env` would start a lounge with no members, take its
 * own backups, and let retention prune the real ones. Before the server or a tool opens the
 * database, a missing or empty file is refused when backups exist (the message names the newest,
 * and the restore command) or when DATABASE_MUST_EXIST says the lounge is set up. Otherwise it is
 * a first install, and the caller says it is creating the database.
 */
import { existsSync, statSync } from 'node:fs';
import type { Config } from '../config';
import { completeBackups, listBackups } from './backups';

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
export function checkDatabaseFile(
  config: Pick<Config, 'databasePath' | 'databaseMustExist' | 'backups'>,
): boolean {
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
