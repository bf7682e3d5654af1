/**
 * The built web app (vite's output in WEB_DIST), served for every GET outside /api.
 *
 * - A path that names a file serves it.
 * - Any other path serves index.html, so the web app's router handles /dashboard, /book and the
 *   rest on a reload or a shared link (single-page app fallback).
 * - /assets/ holds vite's content-hashed files: their names change when their content does, so
 *   browsers may keep them for a year without asking again. Everything else, index.html first,
 *   must be revalidated, or a browser would keep an old index.html pointing at deleted assets.
 * - A missing /assets/ file stays a 404: answering index.html for a script would hide the error.
 * - Without a build, a plain 503 says so instead of a puzzling 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Boom from '@hapi/boom';
import type { Lifecycle, Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import Joi from 'joi';
import { filePath } from '../http/validation';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
export const NOT_BUILT_MESSAGE =
  'The web app is not built. Run `npm run build`, then start the server again.\n';

export const webAppRoutes: Plugin<{ webDist: string }> = {
  name: 'lounge-web-app',
  dependencies: ['@hapi/inert'],
  register(server, { webDist }) {
    const indexFile = path.join(webDist, 'index.html');
    // Checked per request until found, so a build made while the server runs is picked up.
    let built = false;
    const isBuilt = () => {
      built ||= existsSync(indexFile);
      return built;
    };

    const requireBuild: Lifecycle.Method = (_request, h) =>
      isBuilt()
        ? h.continue
        : h.response(NOT_BUILT_MESSAGE).code(503).type('text/plain; charset=utf-8').takeover();

    const fallbackAndCache = (request: Request, h: ResponseToolkit) => {
      const { response } = request;
      const isAsset = request.path.startsWith('/assets/');
      if (Boom.isBoom(response)) {
        const status = response.output.statusCode;
        // 404: no such file; 403: a directory, which is no page of ours either.
        if (isAsset || (status !== 404 && status !== 403)) return h.continue;
        return h.file(indexFile, { confine: false }).header('cache-control', REVALIDATE_CACHE);
      }
      if (response.statusCode < 400) {
        response.header('cache-control', isAsset ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      }
      return h.continue;
    };

    server.route({
      method: 'GET',
      path: '/{path*}',
      options: {
        auth: false,
        // The web app's own pages read their query (a reset link's token, a checkout's return).
        validate: { params: Joi.object({ path: filePath }), query: true },
        ext: {
          onPreHandler: { method: requireBuild },
          onPreResponse: { method: fallbackAndCache },
        },
      },
      handler: {
        directory: {
          path: webDist,
          index: ['index.html'],
          redirectToSlash: false,
          listing: false,
          showHidden: false,
        },
      },
    });
  },
};
