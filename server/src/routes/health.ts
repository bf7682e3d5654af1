/**
 * GET /api/health: the box's liveness check (service manager, uptime probes, the e2e web server
 * wait). It reads one row (SELECT 1) to prove the database answers, and looks at storage
 * (ops/storageHealth.ts: free space, a read-only file, a write refused in the last minutes, the
 * backups), nothing slower, so it stays a cheap signal. 503 when the database does not answer or
 * cannot be written ('unavailable'); 200 'degraded' when only the backups are in trouble. The
 * version is the root package.json's (version.ts).
 */
import type { Plugin } from '@hapi/hapi';
import type { HealthResponse } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { databaseAnswers } from '../db/database';
import { responds } from '../http/responseSchemas';
import { storageHealth } from '../ops/storageHealth';
import { APP_VERSION } from '../version';

export const healthRoutes: Plugin<AppContext> = {
  name: 'lounge-health',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/health',
      options: { response: responds(api.HealthResponse), auth: false },
      handler: (_request, h) => {
        const database: HealthResponse['database'] = databaseAnswers(ctx.database) ? 'ok' : 'unavailable';
        const storage = storageHealth(ctx.database, ctx.config.backups, Date.now());
        const unavailable = database !== 'ok' || storage.storage !== 'ok';
        const body: HealthResponse = {
          status: unavailable ? 'unavailable' : storage.problems.length > 0 ? 'degraded' : 'ok',
          version: APP_VERSION,
          venue: ctx.config.venue.name,
          database,
          ...storage,
        };
        return h.response(body).code(unavailable ? 503 : 200);
      },
    });
  },
};
