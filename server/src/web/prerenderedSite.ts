/**
 * The public pages the build prerendered (see prerender.ts at the repository root), ready to serve:
 * read once from the build, their address placeholder replaced with PUBLIC_URL, and held in memory;
 * and /sitemap.xml and /robots.txt made from the same list.
 *
 * The pages state the venue's settings as they were at build time. They are served only while the
 * server's settings (GET /api/venue, less the run mode, which the HTML does not show) are the ones
 * they were rendered for; otherwise the log says to rebuild and each of those paths gets the app's
 * shell, which renders in the browser. Each page carries the server's venue answer for hydration.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_HERO,
  HERO_CREDIT_SLOT,
  HERO_PICTURE_SLOT,
  HERO_POSITION_SLOT,
  PHOTO_CREDIT_CLASS,
  PHOTOS_DATA_SLOT,
  photoCreditHtml,
  pictureView,
  type VenueInfo,
  type VenuePhotosAnswer,
} from '@lounge/core';

/** What the build writes beside the pages: web/dist/prerender.json. */
export interface PrerenderManifest {
  venue: VenueInfo;
  publicPages: { path: string; description: string }[];
  privatePaths: string[];
  /** Every path the app routes (an older build has none: every path is then the app's). */
  appPaths?: string[];
  /** The hero's designed default as HTML, put in the hero's place while no photo is uploaded. */
  heroDrawing?: string;
}

export const PRERENDER_MANIFEST = 'prerender.json';
/** The shell every path without a page of its own gets (the single-page app's fallback). */
export const APP_SHELL = 'app.html';
const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';
const VENUE_DATA_PLACEHOLDER = '__VENUE_DATA__';

/** JSON inside <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * What the pages state: the settings and their copy. The run mode is not in the HTML, and neither is
 * the founding offer: whether it is open changes while the server runs, so the pages ask for it
 * (GET /api/founding-offer) and state nothing about it until they know.
 */
const statedSettings = ({ venue, copy, membership, site }: VenueInfo) =>
  JSON.stringify({ venue, copy, membership, social: site?.social });

export interface PrerenderedSite {
  /** Path -> the page's HTML; empty when the pages are stale. */
  pages: Map<string, string>;
  /** Every prerendered path, served or not (a stale one gets the shell, never the stale file). */
  paths: Set<string>;
  /** The members' and checkout pages: each has a shell of its own in the build (its code named). */
  privatePaths: string[];
  /** Whether the app routes this path; null when the build does not say (every path is then taken). */
  routes(pagePath: string): boolean | null;
  /** A shell (app.html, a private page's) with the server's venue answer filled in. */
  withVenue(html: string): string;
  /** The hero's designed default as HTML (an older build has none: the default is then its picture). */
  heroDrawing: string | null;
  sitemap: string;
  robots: string;
}

/** The file of a prerendered page inside the build. */
export const pageFile = (pagePath: string) =>
  pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;

/** Null when the build has no prerendered pages (an older build, or the test fixtures). */
export function loadPrerenderedSite(
  webDist: string,
  { publicUrl, venue, onStale }: { publicUrl: string; venue: VenueInfo; onStale: () => void },
): PrerenderedSite | null {
  let manifest: PrerenderManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(webDist, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  } catch {
    return null;
  }
  const current = statedSettings(manifest.venue) === statedSettings(venue);
  const venueData = scriptJson(venue);
  if (!current) onStale();
  const pages = new Map<string, string>();
  if (current) {
    for (const page of manifest.publicPages) {
      const html = readFileSync(path.join(webDist, pageFile(page.path)), 'utf8');
      pages.set(
        page.path,
        html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl).replace(VENUE_DATA_PLACEHOLDER, () => venueData),
      );
    }
  }
  return {
    pages,
    paths: new Set(manifest.publicPages.map((p) => p.path)),
    privatePaths: manifest.privatePaths,
    routes: routesOf(manifest.appPaths),
    withVenue: (html) => html.replace(VENUE_DATA_PLACEHOLDER, () => venueData),
    heroDrawing: manifest.heroDrawing ?? null,
    sitemap: sitemapXml(publicUrl, manifest.publicPages),
    robots: robotsTxt(publicUrl, manifest.privatePaths),
  };
}

/** '/membership/' and '/membership' are the same route; '' is '/'. */
export const routePath = (rel: string) => `/${rel.replace(/^\/+|\/+$/g, '')}`;

function routesOf(appPaths: readonly string[] | undefined): (pagePath: string) => boolean | null {
  if (!appPaths) return () => null;
  const known = new Set(appPaths);
  return (pagePath) => known.has(pagePath);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The hero's picture as the build wrote it (core's markers in it), and the preload of it in the head. */
const HERO_PICTURE = new RegExp(
  `<picture[^>]*>(?:(?!</picture>)[\\s\\S])*?${HERO_PICTURE_SLOT.avifSrcset}[\\s\\S]*?</picture>`,
);
/** The element the build wrote for the hero's credit line (see core's HERO_CREDIT_SLOT). */
const HERO_CREDIT = `<p class="${PHOTO_CREDIT_CLASS}">${HERO_CREDIT_SLOT}</p>`;
const HERO_PRELOAD = new RegExp(
  `<link rel="preload" as="image"[^>]*${HERO_PICTURE_SLOT.avifSrcset}[^>]*>\\s*`,
);

/**
 * A page with the venue's photos filled in: the answer for hydration, and the hero's markers (see
 * core's HERO_PICTURE_SLOT) replaced with the uploaded hero and its credit line, as the browser then
 * renders them itself.
 * While none is uploaded, the designed default's drawing (`heroDrawing`) takes the picture's place
 * and its preload goes: the drawing is in the page. An older build without the drawing gets the
 * default's pictures.
 */
export function withPhotos(
  html: string,
  photos: VenuePhotosAnswer,
  heroDrawing: string | null = null,
): string {
  // The hero's credit line where it has one; the element goes with the marker otherwise.
  const credit = photos.hero ? photoCreditHtml(photos.hero) : '';
  const withData = html
    .replace(PHOTOS_DATA_SLOT, () => scriptJson(photos))
    .replaceAll(HERO_CREDIT, () => credit);
  if (!photos.hero && heroDrawing) {
    return withData.replace(HERO_PRELOAD, '').replace(HERO_PICTURE, () => heroDrawing);
  }
  const hero = photos.hero ? pictureView(photos.hero) : DEFAULT_HERO;
  const slot = HERO_PICTURE_SLOT;
  return withData
    .replaceAll(slot.avifSrcset, escapeAttribute(hero.avifSrcset))
    .replaceAll(slot.webpSrcset, escapeAttribute(hero.webpSrcset))
    .replaceAll(slot.src, escapeAttribute(hero.src))
    .replaceAll(slot.alt, escapeAttribute(hero.alt))
    .replaceAll(HERO_POSITION_SLOT, escapeAttribute(hero.objectPosition ?? '50% 50%'))
    .replaceAll(`"${slot.width}"`, `"${hero.width}"`)
    .replaceAll(`"${slot.height}"`, `"${hero.height}"`);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function sitemapXml(publicUrl: string, pages: readonly { path: string }[]): string {
  const urls = pages.map((p) => `  <url><loc>${escapeXml(`${publicUrl}${p.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything public may be read; the API, the desk and the members' and checkout pages may not. */
function robotsTxt(publicUrl: string, privatePaths: readonly string[]): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /desk/',
    ...privatePaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
