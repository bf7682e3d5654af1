/**
 * GET /api/health: the box's liveness check (service manager, uptime probes, the e2e web server
 * wait). It reads one row (SELECT 1) to prove the database answers, and looks at storage
 * (ops/storageHealth.ts: free space, a read-only file, a write refused in the last minutes, the
 * backups), nothing slower, so it stays a cheap signal. 503 when the database does not answer or
 * cannot be written ('unavailable'); 200 'degraded' when only the backups are in trouble. The
 * version is the root package.json's (version.ts). The answer is put together in ops/healthService.ts.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { healthNow } from '../ops/healthService';

export const healthRoutes: Plugin<AppContext> = {
  name: 'lounge-health',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/health',
      options: { response: responds(api.HealthResponse), auth: false },
      handler: (_request, h) => {
        const body = healthNow(ctx);
        return h.response(body).code(body.status === 'unavailable' ? 503 : 200);
      },
    });
  },
};
