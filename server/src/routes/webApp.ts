/**
 * The built web app (vite's output in WEB_DIST), served from memory for every GET outside /api and
 * /desk (routes/builtApp.ts says how: files, prerendered pages, the index.html fallback at any
 * depth, caching, the 503 without a build).
 */
import type { Plugin } from '@hapi/hapi';
import { registerBuiltApp } from './builtApp';

export { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './builtApp';
export const NOT_BUILT_MESSAGE =
  'The web app is not built. Run `npm run build`, then start the server again.\n';

export const webAppRoutes: Plugin<{ webDist: string }> = {
  name: 'lounge-web-app',
  register(server, { webDist }) {
    registerBuiltApp(server, {
      mount: '',
      dist: webDist,
      notBuiltMessage: NOT_BUILT_MESSAGE,
      fallbackDepth: Number.POSITIVE_INFINITY,
    });
  },
};
