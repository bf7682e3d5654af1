/**
 * The built web app (vite's output in WEB_DIST), served for every GET outside /api.
 *
 * - A public page the build prerendered (web/prerenderedSite.ts) is served from memory with its
 *   addresses made from PUBLIC_URL; /sitemap.xml and /robots.txt are made from the same list.
 * - /manifest.webmanifest is made from the venue settings (the installable app's name and icons).
 * - A path that names a file serves it.
 * - Any other path serves the app's shell (app.html; index.html in a build without prerendered
 *   pages), so the web app's router handles /dashboard, /book and the rest on a reload or a shared
 *   link (single-page app fallback).
 * - /assets/ holds vite's content-hashed files: their names change when their content does, so
 *   browsers may keep them for a year without asking again. Everything else, index.html first,
 *   must be revalidated, or a browser would keep an old index.html pointing at deleted assets.
 * - A missing /assets/ file stays a 404: answering index.html for a script would hide the error.
 * - Without a build, a plain 503 says so instead of a puzzling 404.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import Boom from '@hapi/boom';
import type { Lifecycle, Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import type { VenueInfo } from '@lounge/core';
import Joi from 'joi';
import { filePath } from '../http/validation';
import type { Logger } from '../logger';
import {
  APP_SHELL,
  loadPrerenderedSite,
  PRERENDER_MANIFEST,
  type PrerenderedSite,
} from '../web/prerenderedSite';
import { webManifest } from '../web/webManifest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './builtApp';

export const NOT_BUILT_MESSAGE =
  'The web app is not built. Run `npm run build`, then start the server again.\n';

export interface WebAppOptions {
  webDist: string;
  publicUrl: string;
  /** The server's venue answer: prerendered pages are served only while they state it. */
  venue: VenueInfo;
  logger: Logger;
}

export const webAppRoutes: Plugin<WebAppOptions> = {
  name: 'lounge-web-app',
  dependencies: ['@hapi/inert'],
  register(server, { webDist, publicUrl, venue, logger }) {
    const indexFile = path.join(webDist, 'index.html');
    const shellFile = () => {
      const shell = path.join(webDist, APP_SHELL);
      return existsSync(shell) ? shell : indexFile;
    };
    // Loaded again when a new build writes its list, so a rebuild is picked up while running.
    let site: { mtimeMs: number; loaded: PrerenderedSite | null } | null = null;
    const prerendered = (): PrerenderedSite | null => {
      let mtimeMs = 0;
      try {
        mtimeMs = statSync(path.join(webDist, PRERENDER_MANIFEST)).mtimeMs;
      } catch {
        // no prerendered pages in this build
      }
      if (site?.mtimeMs !== mtimeMs) {
        const onStale = () =>
          logger.warn('the prerendered pages state other venue settings: run `npm run build`', {});
        site = {
          mtimeMs,
          loaded: mtimeMs ? loadPrerenderedSite(webDist, { publicUrl, venue, onStale }) : null,
        };
      }
      return site.loaded;
    };
    const html = (h: ResponseToolkit, body: string) =>
      h.response(body).type('text/html; charset=utf-8').header('cache-control', REVALIDATE_CACHE);
    const text = (h: ResponseToolkit, body: string, type: string) =>
      h.response(body).type(type).header('cache-control', REVALIDATE_CACHE);
    // Checked per request until found, so a build made while the server runs is picked up.
    let built = false;
    const isBuilt = () => {
      built ||= existsSync(indexFile);
      return built;
    };

    const requireBuild: Lifecycle.Method = (request, h) => {
      if (!isBuilt()) {
        return h.response(NOT_BUILT_MESSAGE).code(503).type('text/plain; charset=utf-8').takeover();
      }
      const site = prerendered();
      // /index.html is the home page's file: never sent with its placeholders.
      const pagePath = request.path === '/index.html' ? '/' : request.path;
      if (!site?.paths.has(pagePath)) return h.continue;
      const page = site.pages.get(pagePath);
      return (page ? html(h, page) : h.file(shellFile(), { confine: false })).takeover();
    };

    const manifest = JSON.stringify(webManifest(venue.venue));
    server.route({
      method: 'GET',
      path: '/manifest.webmanifest',
      options: { auth: false, response: { schema: Joi.string().required() } },
      handler: (_request, h) => text(h, manifest, 'application/manifest+json; charset=utf-8'),
    });

    // Made from the prerendered pages' list; a build without one may carry its own files.
    for (const [file, type] of [
      ['sitemap.xml', 'application/xml; charset=utf-8'],
      ['robots.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      server.route({
        method: 'GET',
        path: `/${file}`,
        options: { auth: false },
        handler(_request, h) {
          const site = prerendered();
          if (site) return text(h, file === 'robots.txt' ? site.robots : site.sitemap, type);
          return existsSync(path.join(webDist, file))
            ? h.file(path.join(webDist, file), { confine: false })
            : Boom.notFound();
        },
      });
    }

    const fallbackAndCache = (request: Request, h: ResponseToolkit) => {
      const { response } = request;
      const isAsset = request.path.startsWith('/assets/');
      if (Boom.isBoom(response)) {
        const status = response.output.statusCode;
        // 404: no such file; 403: a directory, which is no page of ours either.
        if (isAsset || (status !== 404 && status !== 403)) return h.continue;
        return h.file(shellFile(), { confine: false }).header('cache-control', REVALIDATE_CACHE);
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
