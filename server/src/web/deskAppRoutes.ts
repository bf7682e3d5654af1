/**
 * The desk console's renderer (desk/out/renderer, built by `npm run build:desk`), served at /desk
 * from memory (builtAppRoutes.ts). Served from here, the console shares the API's origin: the
 * session cookie, the same-origin checks on state changes and the CSP's 'self' all hold without
 * exceptions. The Electron app loads this page too, and the end-to-end journeys drive it in a browser.
 *
 * - The build uses relative asset URLs (vite base './') so that the same files also open from disk
 *   in Electron when no server answers. Relative URLs need the page's address to end in '/desk/', so
 *   /desk is redirected there. Hapi strips trailing slashes before routing
 *   (router.stripTrailingSlash), so only the raw request URL tells '/desk' from '/desk/'.
 * - Unknown one-segment paths (/desk/members) answer index.html: the console's own screen switch
 *   may one day live in the address. Deeper unknown paths stay 404, since index.html's relative
 *   asset URLs would resolve below them and load HTML as scripts.
 */
import path from 'node:path';
import type { Plugin } from '@hapi/hapi';
import { REPO_ROOT } from '../repoPaths';
import { registerBuiltApp } from './builtAppRoutes';

/** Where electron-vite writes the renderer (electron.vite.config.ts). */
const DESK_DIST = path.join(REPO_ROOT, 'desk', 'out', 'renderer');
const DESK_NOT_BUILT_MESSAGE =
  'The desk console is not built. Run `npm run build` (or `npm run build:desk`), then reload.\n';

export const deskAppRoutes: Plugin<{ deskDist?: string }> = {
  name: 'lounge-desk-app',
  register(server, { deskDist = DESK_DIST }) {
    registerBuiltApp(server, {
      mount: '/desk',
      dist: deskDist,
      notBuiltMessage: DESK_NOT_BUILT_MESSAGE,
      fallbackDepth: 1,
      before(request, h) {
        const rawPath = (request.raw.req.url ?? '').split('?')[0];
        return rawPath === '/desk' ? h.redirect(`/desk/${request.url.search}`).takeover() : undefined;
      },
    });
  },
};
