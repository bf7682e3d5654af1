/**
 * One backup at a time per folder, whoever takes it (the server's daily one, `npm run backup`, a
 * second timer): a lock file made with O_EXCL holds the taker's pid. A lock whose process is gone
 * (killed mid-backup) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from '../db/database';
import { processAlive } from './processAlive';

export class BackupBusyError extends Error {
  override name = 'BackupBusyError';
}

/** Takes the folder's backup lock, or throws BackupBusyError; returns the function that frees it. */
export function takeBackupLock(dir: string): () => void {
  const file = path.join(dir, '.backup.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      // A lock of this very process is a second backup asked for while the first runs.
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder))
        throw new BackupBusyError(`a backup is already running (pid ${holder}); this one was not started`);
      rmSync(file, { force: true });
    }
  }
  throw new BackupBusyError('the backup lock could not be taken');
}
