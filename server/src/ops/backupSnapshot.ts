/**
 * One backup's copy, made in a single step: `VACUUM INTO` reads the database as of one moment
 * (a read transaction; in WAL the writers carry on) and writes a compact copy. SQLite's page-by-page
 * backup API starts over whenever another connection writes, so under steady writes on a large
 * file it never finished. The copy is then flushed to disk and checked (integrity_check) on a
 * connection of its own, and its accounts counted, all on the calling thread: the server runs this
 * on its write thread (db/writerJobs.ts), the `npm run backup` tool in its own process.
 */
import { closeSync, fsyncSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';

export interface SnapshotResult {
  /** Accounts in the copy: a copy with none is of an empty lounge (see ops/backups.ts). */
  users: number;
}

class BackupVerifyError extends Error {
  override name = 'BackupVerifyError';
}

export function snapshotInto(sqlite: Database.Database, file: string): SnapshotResult {
  sqlite.prepare('VACUUM INTO ?').run(file);
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new BackupVerifyError(`the new backup failed its check (integrity_check: ${String(check)})`);
    const row = copy.prepare('SELECT count(*) AS n FROM users').get() as { n: number };
    return { users: row.n };
  } finally {
    copy.close();
  }
}
