/**
 * Any /api path no route claims, with any method, answers a JSON Boom 404. Without this, a GET of
 * a mistyped API path would fall through to the web app and answer index.html with 200, which a
 * client would then fail to parse.
 */
import Boom from '@hapi/boom';
import type { Plugin, ServerRoute } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import { responds } from '../http/responseSchemas';

export const apiNotFoundRoutes: Plugin<void> = {
  name: 'lounge-api-not-found',
  register(server) {
    const route: Omit<ServerRoute, 'method'> = {
      path: '/api/{path*}',
      // Whatever was sent, the answer is the same 404.
      options: {
        auth: false,
        validate: { params: true, query: true },
        response: responds(api.OnlyRefuses),
      },
      handler: (request) => {
        throw Boom.notFound(`No API route ${request.method.toUpperCase()} ${request.path}`);
      },
    };
    // Hapi looks in the '*' table only when a method's own table has no match, and GET has the
    // web app's catch-all: so GET (and with it HEAD) needs its own entry.
    server.route([
      { ...route, method: 'GET' },
      {
        ...route,
        method: '*',
        options: {
          auth: false,
          validate: { params: true, query: true, payload: true },
          response: responds(api.OnlyRefuses),
        },
      },
    ]);
  },
};
