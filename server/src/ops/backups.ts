/**
 * Online backups with SQLite's backup API: a consistent copy of a live database, taken page by
 * page while the server keeps serving. Files are named by their UTC time so they sort; only the
 * newest `retention` are kept.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { makePrivate, PRIVATE_DIR_MODE } from '../db/database';

const BACKUP_RE = /^lounge-\d{8}T\d{6}Z\.db$/;

export function backupFileName(now: number): string {
  return `lounge-${new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.db`;
}

/** The backups in a folder, newest first. */
export function listBackups(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => BACKUP_RE.test(f))
      .sort()
      .reverse()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

/** Copies the live database into `dir`, then removes all but the newest `retention` backups. */
export async function backupDatabase(
  sqlite: Database.Database,
  dir: string,
  retention: number,
  now: number,
): Promise<string> {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(dir, backupFileName(now));
  await sqlite.backup(file);
  // A backup holds everything the database does: the service's user alone may read it.
  makePrivate(file);
  for (const old of listBackups(dir).slice(Math.max(1, retention))) rmSync(old, { force: true });
  return file;
}
