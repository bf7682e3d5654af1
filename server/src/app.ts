/**
 * The Hapi server, configured but not started: main.ts starts it, tests drive it with
 * server.inject. Each feature's routes are a plugin in routes/, registered here.
 */
import Hapi from '@hapi/hapi';
import Inert from '@hapi/inert';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { apiNotFoundRoutes } from './routes/apiNotFound';
import { healthRoutes } from './routes/health';
import { webAppRoutes } from './routes/webApp';

export interface ServerOptions {
  logger?: Logger;
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<Hapi.Server> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const server = Hapi.server({
    port: config.port,
    host: config.host,
    // Errors are logged below as structured lines; Hapi's own console output would repeat them.
    debug: false,
    router: { stripTrailingSlash: true },
    routes: {
      // Bad input answers a 400 whose message names the field (DESIGN.md conventions).
      validate: {
        failAction: (_request, _h, error) => {
          throw error;
        },
      },
    },
  });

  server.events.on({ name: 'request', channels: 'error' }, (request, event) => {
    const error = event.error instanceof Error ? event.error : undefined;
    logger.error('request failed', {
      method: request.method,
      path: request.path,
      error: error?.message,
      stack: error?.stack,
    });
  });

  await server.register(Inert);
  await server.register([
    { plugin: healthRoutes, options: { config } },
    { plugin: apiNotFoundRoutes },
    { plugin: webAppRoutes, options: { webDist: config.webDist } },
  ]);
  return server;
}
