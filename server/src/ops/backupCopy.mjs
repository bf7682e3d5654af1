// One backup's copy, run in a worker thread of its own (ops/backupSnapshot.ts starts it) so the
// server's event loop goes on answering while a large file is copied and checked. Plain JavaScript,
// so the same file runs from the source (tests, tsx) and beside the built server, with no build step
// and no loader: it needs nothing of ours, only the database driver.
//
// `VACUUM INTO` reads the database as of one moment (a read transaction; in WAL the writers carry
// on) and writes a compact copy. SQLite's page-by-page backup API starts over whenever another
// connection writes, so under steady writes on a large file it never finished. The copy is then
// flushed to disk, checked (integrity_check) and its accounts counted.
//
// The outcome is posted as a message, a failure too: the driver's SqliteError thrown out of a
// worker reaches the parent as a bare object ({ code }, its message lost), and the operator then
// read 'backup: [object Object]'. Sent as words, the cause arrives whole.
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** Copies, flushes and checks; the copy's account count. */
function copyAndCheck(source, target) {
  const database = new Database(source, { fileMustExist: true });
  try {
    // The server's busy timeout (db/database.ts): a checkpoint in progress is waited for, not failed on.
    database.pragma('busy_timeout = 5000');
    database.prepare('VACUUM INTO ?').run(target);
  } finally {
    database.close();
  }
  const fd = openSync(target, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const copy = new Database(target, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new Error(`the new backup failed its check (integrity_check: ${String(check)})`);
    return copy.prepare('SELECT count(*) AS n FROM users').pluck().get();
  } finally {
    copy.close();
  }
}

const { source, target } = workerData;
try {
  parentPort.postMessage({ users: copyAndCheck(source, target) });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error?.code === 'string' ? error.code : undefined;
  parentPort.postMessage({ failed: { message, code } });
}
