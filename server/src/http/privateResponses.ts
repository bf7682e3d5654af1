/**
 * Every /api answer may depend on who asks (the session cookie picks the account) or carries a
 * secret (the calendar feed), so none may be kept by a shared cache, written to a browser's disk
 * cache, or handed to the next person on a shared front-desk computer: `Cache-Control: private,
 * no-store` and `Vary: Cookie` on each, refusals included. The web app's files (no personal data)
 * keep their own caching (web/webAppRoutes.ts).
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

const PRIVATE_CACHE_CONTROL = 'private, no-store';

export const privateResponses: Plugin<void> = {
  name: 'lounge-private-responses',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      if (!request.path.startsWith('/api/')) return h.continue;
      const response = request.response;
      if (Boom.isBoom(response)) {
        response.output.headers['cache-control'] = PRIVATE_CACHE_CONTROL;
        response.output.headers.vary = 'cookie';
      } else {
        response.header('cache-control', PRIVATE_CACHE_CONTROL).vary('cookie');
      }
      return h.continue;
    });
  },
};
