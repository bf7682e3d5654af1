/**
 * Online backups: a consistent copy of the live database taken while the server keeps serving,
 * named by its UTC time so the names sort; only the newest `retention` are kept.
 *
 * - The copy is made in one step (ops/backupSnapshot.ts) under a temporary name that no listing
 *   counts as a backup (`.lounge-....db.partial`), checked, and only then renamed to its real
 *   name: a backup that stopped half way never looks like one.
 * - One at a time per folder (ops/backupLock.ts); a partial file a killed backup left is removed.
 * - Retention never prunes because of a copy of an empty lounge (no accounts): should the server
 *   ever run on a new, empty file beside the real backups, those are kept. Nor does it count a
 *   half-written file an earlier build left under a backup's name (backupLooksComplete).
 */
import {
  closeSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { makePrivate, PRIVATE_DIR_MODE } from '../db/database';
import { takeBackupLock } from './backupLock';
import { type SnapshotResult, snapshotInto } from './backupSnapshot';

const BACKUP_RE = /^lounge-\d{8}T\d{6}Z\.db$/;
const PARTIAL_RE = /^\.lounge-\d{8}T\d{6}Z\.db\.partial$/;

function backupFileName(now: number): string {
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

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * Whether a backup file is whole, from its header alone (no open, no check: cheap enough for every
 * listing): SQLite's magic, and a size of exactly the page count the header states. A copy an
 * earlier build's page-by-page backup left half written has the source's page count in its header
 * and fewer pages on disk.
 */
export function backupLooksComplete(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const header = Buffer.alloc(100);
    if (readSync(fd, header, 0, 100, 0) < 100 || !header.subarray(0, 16).equals(SQLITE_MAGIC)) return false;
    const raw = header.readUInt16BE(16);
    const pageSize = raw === 1 ? 65_536 : raw;
    const pages = header.readUInt32BE(28);
    const size = fstatSync(fd).size;
    // The header's page count is valid only while its change counters agree; else the size must at least be whole pages.
    const countValid = header.readUInt32BE(24) === header.readUInt32BE(92) && pages > 0;
    return pageSize >= 512 && (countValid ? size === pages * pageSize : size > 0 && size % pageSize === 0);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The whole backups in a folder, newest first (see backupLooksComplete). */
export function completeBackups(dir: string): string[] {
  return listBackups(dir).filter(backupLooksComplete);
}

/** Makes the copy (ops/backupSnapshot.ts's, or a test's own). */
export type Snapshot = (file: string) => SnapshotResult | Promise<SnapshotResult>;

export interface BackupResult {
  file: string;
  users: number;
  /** Older backups removed by retention (none after a copy of an empty lounge). */
  pruned: string[];
}

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies the live database (its file, `source`) into `dir`, then removes all but the newest
 * `retention` backups.
 */
export async function backupDatabase(
  source: string | Snapshot,
  dir: string,
  retention: number,
  now: number,
): Promise<BackupResult> {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const snapshot: Snapshot = typeof source === 'function' ? source : (file) => snapshotInto(source, file);
  const release = takeBackupLock(dir);
  try {
    for (const f of readdirSync(dir)) if (PARTIAL_RE.test(f)) rmSync(path.join(dir, f), { force: true });
    const name = backupFileName(now);
    const file = path.join(dir, name);
    const partial = path.join(dir, `.${name}.partial`);
    let users: number;
    try {
      ({ users } = await snapshot(partial));
      // A backup holds everything the database does: the service's user alone may read it.
      makePrivate(partial);
      renameSync(partial, file);
      syncDir(dir);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    // Only whole backups count toward retention; a half-written one an earlier build left is not
    // removed here (the operator may look at it) and never pushes a whole one out.
    const pruned = users > 0 ? completeBackups(dir).slice(Math.max(1, retention)) : [];
    for (const old of pruned) rmSync(old, { force: true });
    return { file, users, pruned };
  } finally {
    release();
  }
}
