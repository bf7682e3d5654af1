/**
 * The daily backup while the server runs (BACKUP_INTERVAL_HOURS, BACKUP_RETENTION). The first one
 * is taken at start when the newest backup is older than the interval, so a box that restarts every
 * night still gets its backup.
 */
import { statSync } from 'node:fs';
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../appContext';
import { backupDatabase, listBackups } from './backups';

export const backupSchedule: Plugin<AppContext> = {
  name: 'lounge-backup-schedule',
  register(server, ctx) {
    const { dir, retention, intervalHours } = ctx.config.backups;
    if (intervalHours <= 0) return;
    const intervalMs = intervalHours * 3_600_000;
    let timer: NodeJS.Timeout | undefined;

    const run = async () => {
      try {
        const file = await backupDatabase(ctx.database.sqlite, dir, retention, ctx.now());
        ctx.logger.info('backup written', { file });
      } catch (error) {
        ctx.logger.error('backup failed', {
          dir,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    };

    server.ext('onPostStart', () => {
      const newest = listBackups(dir)[0];
      const age = newest ? ctx.now() - statSync(newest).mtimeMs : Number.POSITIVE_INFINITY;
      if (age >= intervalMs) void run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    });
    server.ext('onPreStop', () => clearInterval(timer));
  },
};
