/**
 * GET /api/health: the box's liveness check (service manager, uptime probes, the e2e web server
 * wait). It answers without touching anything that can be slow, so it stays a cheap signal.
 */
import type { Plugin } from '@hapi/hapi';
import type { Config } from '../config';
import { APP_VERSION } from '../version';

export interface HealthResponse {
  status: 'ok';
  version: string;
  venue: string;
}

export const healthRoutes: Plugin<{ config: Config }> = {
  name: 'lounge-health',
  register(server, { config }) {
    server.route({
      method: 'GET',
      path: '/api/health',
      options: { auth: false },
      handler: (): HealthResponse => ({ status: 'ok', version: APP_VERSION, venue: config.venue.name }),
    });
  },
};
