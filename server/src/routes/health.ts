/**
 * GET /api/health: the box's liveness check (service manager, uptime probes, the e2e web server
 * wait). It reads one row (SELECT 1) to prove the database answers, and nothing slower, so it
 * stays a cheap signal; 503 when the database does not answer.
 */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../appContext';
import { databaseAnswers } from '../db/database';
import { responds } from '../http/responseSchemas';
import { APP_VERSION } from '../version';
import * as shapes from './responseShapes';

export interface HealthResponse {
  status: 'ok' | 'unavailable';
  version: string;
  venue: string;
  database: 'ok' | 'unavailable';
}

export const healthRoutes: Plugin<AppContext> = {
  name: 'lounge-health',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/health',
      options: { response: responds(shapes.HealthResponse), auth: false },
      handler: (_request, h) => {
        const database: HealthResponse['database'] = databaseAnswers(ctx.database) ? 'ok' : 'unavailable';
        const body: HealthResponse = {
          status: database === 'ok' ? 'ok' : 'unavailable',
          version: APP_VERSION,
          venue: ctx.config.venue.name,
          database,
        };
        return h.response(body).code(database === 'ok' ? 200 : 503);
      },
    });
  },
};
