/**
 * One backup's copy, made by ops/backupCopy.mjs in a worker thread of its own: `VACUUM INTO` (one
 * read of one moment, writers go on), fsynced, checked, its accounts counted. The worker has its
 * own connection to the file, so the server's event loop goes on answering (and members go on
 * booking) while a large database is copied; it ends with the copy. A failure comes back as a
 * message in words (backupCopy.mjs says why), and is thrown here as an Error that names its cause.
 */
import { Worker } from 'node:worker_threads';
import { failureText } from './failureText';

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

/** What the worker posts: the copy's result, or why it failed. */
type CopyOutcome = SnapshotResult | { failed: { message: string; code?: string } };

/** Copies the database file `source` into `target` in a worker thread. */
export function snapshotInto(source: string, target: string): Promise<SnapshotResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_WORKER, { workerData: { source, target } });
    let outcome: CopyOutcome | undefined;
    let crashed: unknown;
    worker.once('message', (message: CopyOutcome) => {
      outcome = message;
    });
    // Whatever the worker threw outside the copy (it could not start, its driver would not load).
    worker.once('error', (error) => {
      crashed = error;
    });
    worker.once('exit', (code) => {
      if (outcome && 'failed' in outcome)
        reject(new Error(`the backup's copy failed: ${failureText(outcome.failed)}`));
      else if (outcome) resolve(outcome);
      else
        reject(
          new Error(
            `the backup's copy stopped: ${crashed === undefined ? `exit code ${code}` : failureText(crashed)}`,
          ),
        );
    });
  });
}
