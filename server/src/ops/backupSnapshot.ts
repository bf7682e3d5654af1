/**
 * One backup's copy, made by ops/backupCopy.mjs in a worker thread of its own: `VACUUM INTO` (one
 * read of one moment, writers go on), fsynced, checked, its accounts counted. The worker has its
 * own connection to the file, so the server's event loop goes on answering (and members go on
 * booking) while a large database is copied; it ends with the copy.
 */
import { Worker } from 'node:worker_threads';

export interface SnapshotResult {
  /** Accounts in the copy: a copy with none is of an empty lounge (see ops/backups.ts). */
  users: number;
}

/**
 * Where the worker's file is: beside this module when it runs from source, and in the source tree
 * when it runs bundled (server/dist/main.js; the box runs from its checkout, as for migrations/).
 */
const COPY_WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './backupCopy.mjs' : '../src/ops/backupCopy.mjs',
  import.meta.url,
);

/** Copies the database file `source` into `target` in a worker thread. */
export function snapshotInto(source: string, target: string): Promise<SnapshotResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_WORKER, { workerData: { source, target } });
    let result: SnapshotResult | undefined;
    worker.once('message', (message: SnapshotResult) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      result
        ? resolve(result)
        : reject(new Error(`the backup's copy ended without a result (exit code ${code})`)),
    );
  });
}
