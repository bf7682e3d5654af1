/**
 * The daily backup while the server runs (BACKUP_INTERVAL_HOURS, BACKUP_RETENTION). The first one
 * is taken at start when the newest backup is older than the interval, so a box that restarts every
 * night still gets its backup. The copy is made in a worker thread (ops/backupSnapshot.ts), so the
 * event loop goes on answering; a run never starts while the last one is still going, and the
 * outcome is kept for /api/health (ops/storageHealth.ts).
 */
import { statSync } from 'node:fs';
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../appContext';
import { backupDatabase, completeBackups } from './backups';
import { failureText } from './failureText';
import { storageStateOf } from './storageHealth';

/** Takes one backup now; records how it went. */
export async function scheduledBackup(ctx: AppContext): Promise<void> {
  const { dir, retention } = ctx.config.backups;
  const state = storageStateOf(ctx.database);
  try {
    const result = await backupDatabase(ctx.database.sqlite.name, dir, retention, ctx.now());
    // Real time (not a test's clock): health compares it with the backup files' own times.
    state.backup = { lastOkAt: Date.now() };
    ctx.logger.info('backup written', { file: result.file, pruned: result.pruned.length });
    if (result.users === 0)
      ctx.logger.warn('the backup is of a lounge with no accounts; older backups were kept', {
        file: result.file,
      });
  } catch (error) {
    const message = failureText(error);
    state.backup = { ...state.backup, lastError: { at: Date.now(), message } };
    ctx.logger.error('backup failed', { dir, error: message });
  }
}

export const backupSchedule: Plugin<AppContext> = {
  name: 'lounge-backup-schedule',
  register(server, ctx) {
    const { dir, intervalHours } = ctx.config.backups;
    if (intervalHours <= 0) return;
    const intervalMs = intervalHours * 3_600_000;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;

    const run = () => {
      if (running) {
        ctx.logger.warn('the last backup is still running; this one is skipped', { dir });
        return;
      }
      running = scheduledBackup(ctx).finally(() => {
        running = null;
      });
    };

    server.ext('onPostStart', () => {
      const newest = completeBackups(dir)[0];
      const age = newest ? ctx.now() - statSync(newest).mtimeMs : Number.POSITIVE_INFINITY;
      if (age >= intervalMs) run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    });
    server.ext('onPreStop', async () => {
      clearInterval(timer);
      await running;
    });
  },
};
