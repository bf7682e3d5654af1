/**
 * When the disk is full or the database cannot be written, answer 503 with a message a member can
 * act on, instead of a bare 500. Every write runs in a transaction, so a refused write leaves
 * nothing half-written. The log line names the cause (disk full, read-only, ...) for the operator,
 * and /api/health reports it for the next minutes (ops/storageHealth.ts).
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../appContext';
import { loggedPath } from '../http/loggedPath';
import { storageCause, storageStateOf } from './storageHealth';

export const STORAGE_UNAVAILABLE =
  'The booking system cannot save changes right now. Nothing was changed; please try again in a few minutes or call the front desk.';

export const storageErrors: Plugin<AppContext> = {
  name: 'lounge-storage-errors',
  register(server, ctx) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      if (!Boom.isBoom(response) || response.output.statusCode !== 500) return h.continue;
      const code = (response as { code?: unknown }).code;
      const cause = typeof code === 'string' ? storageCause(code) : undefined;
      if (typeof code !== 'string' || !cause) return h.continue;
      // A lock held too long passes; the others are the disk's, for health to report (real time,
      // as the health check compares it with files' times).
      if (cause !== 'database locked') storageStateOf(ctx.database).trouble = { cause, code, at: Date.now() };
      ctx.logger.error(`a write was refused: ${cause}`, {
        requestId: request.info.id,
        path: loggedPath(request),
        cause,
        code,
        database: ctx.config.databasePath,
      });
      const unavailable = Boom.serverUnavailable(STORAGE_UNAVAILABLE);
      unavailable.output.headers['retry-after'] = '60';
      return unavailable;
    });
  },
};
