/**
 * The desk console's renderer (desk/out/renderer, built by `npm run build:desk`), served at /desk.
 * Served from here, the console shares the API's origin: the session cookie, the same-origin checks
 * on state changes and the CSP's 'self' all hold without exceptions. The Electron app loads this
 * page too, and the end-to-end journeys drive it in a browser.
 *
 * - The build uses relative asset URLs (vite base './') so that the same files also open from disk
 *   in Electron when no server answers. Relative URLs need the page's address to end in '/desk/', so
 *   /desk is redirected there. Hapi strips trailing slashes before routing
 *   (router.stripTrailingSlash), so only the raw request URL tells '/desk' from '/desk/'.
 * - Unknown one-segment paths (/desk/members) answer index.html: the console's own screen switch
 *   may one day live in the address. Deeper unknown paths stay 404, since index.html's relative
 *   asset URLs would resolve below them and load HTML as scripts.
 * - assets/ holds content-hashed files: cached for a year; everything else is revalidated.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Boom from '@hapi/boom';
import type { Lifecycle, Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import Joi from 'joi';
import { filePath } from '../http/validation';
import { REPO_ROOT } from '../repoPaths';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './webApp';

/** Where electron-vite writes the renderer (electron.vite.config.ts). */
export const DESK_DIST = path.join(REPO_ROOT, 'desk', 'out', 'renderer');
export const DESK_NOT_BUILT_MESSAGE =
  'The desk console is not built. Run `npm run build` (or `npm run build:desk`), then reload.\n';

export const deskAppRoutes: Plugin<{ deskDist?: string }> = {
  name: 'lounge-desk-app',
  dependencies: ['@hapi/inert'],
  register(server, { deskDist = DESK_DIST }) {
    const indexFile = path.join(deskDist, 'index.html');
    // Checked per request until found, so a build made while the server runs is picked up.
    let built = false;
    const isBuilt = () => {
      built ||= existsSync(indexFile);
      return built;
    };

    const beforeHandler: Lifecycle.Method = (request, h) => {
      const rawPath = (request.raw.req.url ?? '').split('?')[0];
      if (rawPath === '/desk') {
        const query = request.url.search;
        return h.redirect(`/desk/${query}`).takeover();
      }
      if (!isBuilt())
        return h.response(DESK_NOT_BUILT_MESSAGE).code(503).type('text/plain; charset=utf-8').takeover();
      return h.continue;
    };

    const fallbackAndCache = (request: Request, h: ResponseToolkit) => {
      const { response } = request;
      const file = String(request.params.path ?? '');
      const isAsset = file.startsWith('assets/');
      if (Boom.isBoom(response)) {
        const status = response.output.statusCode;
        if (isAsset || file.includes('/') || (status !== 404 && status !== 403)) return h.continue;
        return h.file(indexFile, { confine: false }).header('cache-control', REVALIDATE_CACHE);
      }
      if (response.statusCode < 400) {
        response.header('cache-control', isAsset ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      }
      return h.continue;
    };

    server.route({
      method: 'GET',
      path: '/desk/{path*}',
      options: {
        auth: false,
        // Any file name and query: what is no file answers index.html or 404 below.
        validate: { params: Joi.object({ path: filePath }), query: true },
        ext: {
          onPreHandler: { method: beforeHandler },
          onPreResponse: { method: fallbackAndCache },
        },
      },
      handler: {
        directory: {
          path: deskDist,
          index: ['index.html'],
          redirectToSlash: false,
          listing: false,
          showHidden: false,
        },
      },
    });
  },
};
