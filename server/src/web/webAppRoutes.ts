/**
 * The built web app (vite's output in WEB_DIST), served for every GET outside /api, from memory
 * like the desk console (builtAppRoutes.ts: strong ETags, 304s, brotli and gzip made at load).
 *
 * What the build holds is prepared once, when it is loaded (and again when a new build appears):
 * - A public page the build prerendered (web/prerenderedSite.ts) gets its addresses from PUBLIC_URL
 *   and the server's venue answer; when the pages state other venue settings than the server's, each
 *   of their paths gets the app's shell instead, and the log says to rebuild.
 *   The venue's photos are filled in too (the hero staff uploaded, the photos' answer), and the pages
 *   are made again, from the build already in memory, whenever staff change a photo. A legal text
 *   an admin replaced gets the shell instead of its prerendered default.
 * - /sitemap.xml and /robots.txt are made from the same list, /manifest.webmanifest from the venue
 *   settings (the installable app's name and icons).
 * - Any other path gets the app's shell (app.html; index.html in a build without prerendered pages),
 *   so the web app's router handles /dashboard, /booking and the rest on a reload or a shared link.
 *   A path the app does not route (the build's list, prerender.json's appPaths) gets the same shell,
 *   which shows 'Page Not Found', with the status 404: no soft 404 for search engines.
 *   The shells (app.html, and the members' and checkout pages' own, which name their code) get the
 *   server's venue answer filled in like the prerendered pages.
 * - /assets/ holds vite's content-hashed files, kept by browsers for a year; everything else is
 *   revalidated (a 304 through its ETag). A missing /assets/ file stays a 404: answering HTML for a
 *   script would hide the error.
 * - Without a build, a plain 503 says so instead of a puzzling 404.
 */
import type { Plugin } from '@hapi/hapi';
import { LEGAL_DOCUMENTS, type LegalDocument, type VenueInfo, type VenuePhotosAnswer } from '@lounge/core';
import { type MemoryBuild, memoryFile, typeOfFile } from '../http/memoryBuild';
import type { Logger } from '../logger';
import { APP_SHELL, loadPrerenderedSite, pageFile, routePath, withPhotos } from '../web/prerenderedSite';
import { webManifest } from '../web/webManifest';
import { registerBuiltApp } from './builtAppRoutes';

export { IMMUTABLE_CACHE } from './builtAppRoutes';

const NOT_BUILT_MESSAGE = 'The web app is not built. Run `npm run build`, then start the server again.\n';

export interface WebAppOptions {
  webDist: string;
  publicUrl: string;
  /** The server's venue answer: prerendered pages are served only while they state it. */
  venue: VenueInfo;
  logger: Logger;
  /** The venue's photos, filled into the pages; `version` moves on a change, and the pages are made again. */
  photos: { version: number; list(): VenuePhotosAnswer };
  /**
   * The legal texts an admin replaced: their prerendered pages (the defaults) give way to the
   * shell, which asks the server for the venue's text; `version` moves on a change.
   */
  legalTexts: { version: number; get(document: LegalDocument): unknown };
}

const legalPaths = (legalTexts: WebAppOptions['legalTexts']) =>
  new Set(
    (Object.keys(LEGAL_DOCUMENTS) as LegalDocument[])
      .filter((document) => legalTexts.get(document) !== null)
      .map((document) => LEGAL_DOCUMENTS[document].path),
  );

/** Files the server makes: a 404 when a build has no list to make them from, never the shell. */
const MADE_FILES = new Set(['sitemap.xml', 'robots.txt']);

/** The build as served: its pages filled in, the made files added. */
async function prepareSite(
  build: MemoryBuild,
  { webDist, publicUrl, venue, logger, photos, legalTexts }: WebAppOptions,
  onRoutes: (routes: (pagePath: string) => boolean | null) => void,
) {
  const prepared: MemoryBuild = new Map(build);
  const add = async (name: string, text: string) =>
    prepared.set(name, await memoryFile(Buffer.from(text), typeOfFile(name)));
  await add('manifest.webmanifest', JSON.stringify(webManifest(venue.venue)));
  const onStale = () =>
    logger.warn('the prerendered pages state other venue settings: run `npm run build`', {});
  const site = loadPrerenderedSite(webDist, { publicUrl, venue, onStale });
  onRoutes(site ? site.routes : () => null);
  if (!site) return prepared;
  // The shells carry the venue answer too, so the app in them starts without asking for it.
  const withVenue = async (name: string) => {
    const file = build.get(name);
    if (file) await add(name, site.withVenue(file.identity.body.toString('utf8')));
  };
  await withVenue(APP_SHELL);
  for (const pagePath of site.privatePaths) await withVenue(pageFile(pagePath));
  const shell = prepared.get(APP_SHELL);
  const replaced = legalPaths(legalTexts);
  for (const pagePath of site.paths) {
    const page = replaced.has(pagePath) ? undefined : site.pages.get(pagePath);
    if (page) await add(pageFile(pagePath), withPhotos(page, photos.list(), site.heroDrawing));
    // Never the file with its placeholders, old settings or a replaced text.
    else if (shell) prepared.set(pageFile(pagePath), shell);
    else prepared.delete(pageFile(pagePath));
  }
  await add('sitemap.xml', site.sitemap);
  await add('robots.txt', site.robots);
  return prepared;
}

export const webAppRoutes: Plugin<WebAppOptions> = {
  name: 'lounge-web-app',
  register(server, options) {
    // Which paths the app routes, from the build's list (prepareSite reads it with the pages).
    let routes: (pagePath: string) => boolean | null = () => null;
    registerBuiltApp(server, {
      mount: '',
      dist: options.webDist,
      notBuiltMessage: NOT_BUILT_MESSAGE,
      fallbackDepth: Number.POSITIVE_INFINITY,
      fallbackFile: (build) => (build.has(APP_SHELL) ? APP_SHELL : 'index.html'),
      noFallback: (rel) => MADE_FILES.has(rel),
      unrouted: (rel) => routes(routePath(rel)) === false,
      prepare: (build) =>
        prepareSite(build, options, (read) => {
          routes = read;
        }),
      version: () => options.photos.version + options.legalTexts.version,
    });
  },
};
