/**
 * What /api/health says about storage, so the operator hears of trouble before the members do:
 *
 * - the disk: free space where the database lives (statfs), whether the file and its folder can be
 *   written (a read-only mount), and a storage error a write met in the last minutes
 *   (ops/storageErrors.ts records it, with its cause in words) unless a write has committed since:
 *   space freed, the next write that succeeds ends the trouble;
 * - the backups: the last run failed, or the newest backup is older than a day.
 *
 * Read at each health check (a statfs and two access checks: cheap), so the answer follows the
 * box back to health without a restart. The answer is public (probes call it unsigned), so its
 * words name no path and quote no error: the log lines hold those.
 */
import { accessSync, constants, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OpenDatabase } from '../db/database';
import { completeBackups } from './backups';

/** Below this much free space the database is as good as full (a booking's commit needs pages). */
const LOW_DISK_BYTES = 32 * 1024 * 1024;
/** A storage error a write met stays in the answer this long after it, unless a write commits before. */
const RECENT_ERROR_MS = 2 * 60_000;
/** The newest backup may be a day old (or the interval, if longer), with an hour's grace for the run. */
const backupMaxAgeMs = (intervalHours: number) => (Math.max(24, intervalHours) + 1) * 3_600_000;

export type StorageCause = 'disk full' | 'read-only' | 'disk error' | 'database locked';

export interface StorageState {
  /** The last storage error a write met. */
  trouble?: { cause: StorageCause; code: string; at: number };
  backup: { lastOkAt?: number; lastError?: { at: number; message: string } };
}

const states = new WeakMap<OpenDatabase, StorageState>();

export function storageStateOf(database: OpenDatabase): StorageState {
  let state = states.get(database);
  if (!state) {
    state = { backup: {} };
    states.set(database, state);
  }
  return state;
}

/** SQLite's error code in words the operator can act on; undefined when it is no storage error. */
export function storageCause(code: string): StorageCause | undefined {
  if (/^SQLITE_FULL/.test(code)) return 'disk full';
  if (/^SQLITE_READONLY/.test(code)) return 'read-only';
  if (/^SQLITE_(IOERR|CANTOPEN)/.test(code)) return 'disk error';
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'database locked';
  return undefined;
}

export interface StorageHealth {
  storage: 'ok' | 'disk_full' | 'read_only' | 'error';
  /** none: no backup yet and none tried (a server just started, or one tried by `npm run backup` only). */
  backup: 'ok' | 'failing' | 'stale' | 'none' | 'off';
  /** Each trouble in the operator's words; empty when all is well. */
  problems: string[];
}

function diskProblem(file: string): { storage: StorageHealth['storage']; problem: string } | undefined {
  const dir = path.dirname(file);
  try {
    accessSync(dir, constants.W_OK);
    accessSync(file, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM')
      return { storage: 'read_only', problem: `the database cannot be written (${code})` };
  }
  try {
    const fs = statfsSync(dir);
    const free = fs.bavail * fs.bsize;
    if (free < LOW_DISK_BYTES)
      return {
        storage: 'disk_full',
        problem: `the disk holding the database is full (${Math.round(free / 1024 / 1024)} MB free)`,
      };
  } catch {
    // statfs unsupported here: the errors writes meet still say it
  }
  return undefined;
}

export function storageHealth(
  database: OpenDatabase,
  backups: { dir: string; intervalHours: number },
  now: number,
): StorageHealth {
  const state = storageStateOf(database);
  const problems: string[] = [];
  let storage: StorageHealth['storage'] = 'ok';
  const file = database.sqlite.name;
  const disk = file === ':memory:' ? undefined : diskProblem(file);
  if (disk) {
    storage = disk.storage;
    problems.push(disk.problem);
  } else if (
    state.trouble &&
    now - state.trouble.at < RECENT_ERROR_MS &&
    state.trouble.at > (database.lastCommitAt ?? Number.NEGATIVE_INFINITY)
  ) {
    const cause = state.trouble.cause;
    storage = cause === 'disk full' ? 'disk_full' : cause === 'read-only' ? 'read_only' : 'error';
    problems.push(
      `a write failed: ${cause} (${state.trouble.code}) at ${new Date(state.trouble.at).toISOString()}`,
    );
  }

  let backup: StorageHealth['backup'] = 'ok';
  if (backups.intervalHours <= 0) backup = 'off';
  else {
    const { lastOkAt, lastError } = state.backup;
    if (lastError && (!lastOkAt || lastError.at > lastOkAt)) {
      backup = 'failing';
      problems.push(`the last backup failed at ${new Date(lastError.at).toISOString()} (the log says why)`);
    } else {
      const newest = completeBackups(backups.dir)[0];
      const age = newest ? now - statSync(newest).mtimeMs : Number.POSITIVE_INFINITY;
      if (!newest && !lastOkAt && !lastError) backup = 'none';
      else if (age > backupMaxAgeMs(backups.intervalHours)) {
        backup = 'stale';
        problems.push(
          newest
            ? `the newest backup is ${Math.floor(age / 3_600_000)} hours old`
            : 'no backup has been written',
        );
      }
    }
  }
  return { storage, backup, problems };
}
