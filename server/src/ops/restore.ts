/**
 * Restoring a backup over the database, only while no server has it open. The running server
 * keeps a pid file beside the database; a live pid there means "stop the service first".
 * The backup is checked (integrity_check) before anything is touched, and the database being
 * replaced is kept beside it, so a restore can itself be undone. That database is moved aside
 * without being opened: a restore is most needed when the file is damaged, and SQLite cannot open a
 * damaged file to fold its WAL in. Its WAL moves with it, under the name SQLite reads beside it.
 * The backup is copied under a temporary name and renamed over the database only when complete.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import Database from 'better-sqlite3';
import { makePrivate, PRIVATE_FILE_MODE } from '../db/database';
import { processAlive } from './processAlive';

export const pidFileOf = (databasePath: string) => `${databasePath}.pid`;

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** The pid of the server that has this database open, if one is running. */
function runningServerPid(databasePath: string): number | null {
  const file = pidFileOf(databasePath);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? pid : null;
}

/** Marks the database as open by this process; returns the function that clears the mark. */
export function claimDatabase(databasePath: string): () => void {
  const file = pidFileOf(databasePath);
  writeFileSync(file, String(process.pid), { mode: PRIVATE_FILE_MODE });
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
  };
}

/** Replaces the database with `backupFile`; returns where the replaced database was kept. */
export function restoreDatabase(backupFile: string, databasePath: string, now: number): string | null {
  const pid = runningServerPid(databasePath);
  if (pid !== null)
    throw new RestoreRefused(`the server (pid ${pid}) is running on ${databasePath}: stop it first`);
  if (!existsSync(backupFile)) throw new RestoreRefused(`no such backup: ${backupFile}`);
  const check = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new RestoreRefused(`the backup is damaged (integrity_check: ${String(result)})`);
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`not a readable SQLite database: ${backupFile}`);
  } finally {
    check.close();
  }
  let kept: string | null = null;
  if (existsSync(databasePath) || existsSync(`${databasePath}-wal`)) {
    kept = `${databasePath}.before-restore-${new Date(now).toISOString().replace(/[-:.]/g, '')}`;
    for (const suffix of ['', '-wal']) {
      if (!existsSync(`${databasePath}${suffix}`)) continue;
      renameSync(`${databasePath}${suffix}`, `${kept}${suffix}`);
      makePrivate(`${kept}${suffix}`);
    }
  }
  // The shared-memory index is rebuilt from the WAL by whoever opens the file next.
  rmSync(`${databasePath}-shm`, { force: true });
  const partial = `${databasePath}.restoring`;
  copyFileSync(backupFile, partial);
  makePrivate(partial);
  const fd = openSync(partial, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, databasePath);
  return kept;
}
