/**
 * The build's second step (`npm run build:web` runs it after `vite build`): every public page of the
 * route table rendered to static HTML, so a visitor sees the page and a search engine reads it
 * before any script runs; the browser then hydrates it.
 *
 * 1. Bundles web/src/prerender/renderPage.tsx for Node (into web/.prerender, thrown away after).
 * 2. Reads the server's configuration the way the server does (.env, then the environment) for the
 *    venue the pages state: name, hours, contact, run mode.
 * 3. Writes each page into the build: '/' as web/dist/index.html, '/about' as
 *    web/dist/about/index.html, and so on, each with its own head (first in it the one inline
 *    script, the server's http/earlySubmitHold.ts, which its CSP allows by its hash), antd's styles, the stylesheets
 *    of its route, its scripts' module preloads for after the first paint and the venue settings
 *    for hydration. vite's page shell, the SPA fallback for every other path, moves to
 *    web/dist/app.html. The members' pages and the checkout steps (not prerendered) get that shell
 *    with their route's code and styles in the head, and a members' page the preload of who is
 *    signed in. Every shell carries the venue settings'
 *    placeholder too, which the server fills (docs/decisions/028).
 *    The home page's head preloads the hero photo; a prerendered page's scripts are fetched at
 *    low priority, once it has painted.
 * 4. Writes web/dist/prerender.json: the venue the pages were rendered for, the public pages (for
 *    /sitemap.xml) and the private paths (for /robots.txt). The server serves the prerendered pages
 *    only while its own venue settings are the same, so a changed setting never shows stale pages:
 *    it says to rebuild and serves the shell meanwhile.
 *
 * Addresses in the pages start with a placeholder the server replaces with PUBLIC_URL, and the
 * venue data for hydration is a placeholder the server fills with its own answer. The run mode
 * (development, payment sandbox) is not in the HTML: its banner appears after hydration, so one
 * build serves whatever NODE_ENV the service sets.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HERO_PICTURE_SLOT, type VenueInfo } from '@lounge/core';
import { build } from 'vite';
import { readConfigOrExit } from './server/src/environment';
import { EARLY_SUBMIT_HOLD_SCRIPT } from './server/src/http/earlySubmitHold';
import { venueInfoFor } from './server/src/venueContent/venueRoutes';
import { classesIn, rulesFor } from './web/scripts/antdStaticStyles';
import { PAGE_SCRIPTS_TEMPLATE } from './web/src/app/afterFirstPaint';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'web', 'dist');
const bundleDir = path.join(root, 'web', '.prerender');

interface ManifestChunk {
  file: string;
  assets?: string[];
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What web/src/prerender/renderPage.tsx exports (bundled, then imported). */
interface RenderModule {
  publicPages: readonly { path: string; description: string }[];
  privatePaths: readonly string[];
  appPaths: readonly string[];
  VENUE_DATA_PLACEHOLDER: string;
  PHOTOS_DATA_SLOT: string;
  heroDrawingHtml(): string;
  renderPage(
    page: { path: string; description: string },
    venue: VenueInfo,
  ): Promise<{ body: string; head: string; styles: string }>;
}

async function bundleRenderer(): Promise<RenderModule> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'web', 'src', 'prerender', 'renderPage.tsx'),
      outDir: bundleDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    // Everything bundled: antd's and the router's files then need no Node-side ESM resolution.
    ssr: { noExternal: true },
  });
  return (await import(pathToFileURL(path.join(bundleDir, 'renderPage.js')).href)) as RenderModule;
}

/**
 * The route's chunks beyond the entry's: their stylesheets, and module preloads of their scripts.
 * The app itself (src/boot.tsx, which the entry imports) is named too, so it is fetched at the same
 * time as the page's own code instead of after the entry has run.
 */
function routeAssets(manifest: Manifest, sources: readonly string[]) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const inEntry = new Set<string>();
  const walk = (key: string | undefined, into: Set<string>) => {
    const chunk = key ? manifest[key] : undefined;
    if (!key || !chunk || into.has(key)) return;
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  walk(entryKey, inEntry);
  const own = new Set<string>();
  for (const source of [...(entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : []), ...sources])
    walk(source, own);
  const chunks = [...own].filter((k) => !inEntry.has(k)).map((k) => manifest[k] as ManifestChunk);
  return {
    stylesheets: chunks.flatMap((c) =>
      (c.css ?? []).map((css) => `<link rel="stylesheet" href="/${css}" />`),
    ),
    scripts: chunks.map((c) => `<link rel="modulepreload" href="/${c.file}" />`),
  };
}

/**
 * A prerendered page's scripts, named for after its first paint: main.tsx moves them into the
 * head once the page has painted (docs/decisions/046). Fetched from the head, they shared a slow
 * connection with the page's first paint, which needs none of them.
 */
function afterFirstPaint(scripts: readonly string[]): string {
  return `<template id="${PAGE_SCRIPTS_TEMPLATE}">${scripts.join('')}</template>`;
}

/**
 * Whether a page starts its app at once instead of on demand (app/startOnDemand.ts): it has a control
 * only the app runs (antd's selects and date pickers: a tap on one before the app runs would come to
 * nothing) or one whose choice the form would not take over from the page (a checkbox), or it says
 * so with `data-start-at-once`. No prerendered page does today: the billing switch needs no code
 * (decision 070), and the tour's and events' forms use the browser's own selects and date fields
 * (decision 071); the test naming the pages that start at once says so (web/e2e/prerender.spec.ts).
 * A form of plain fields starts on demand like any other page (decisions 068, 069 and 071): what is
 * typed, or chosen in a native select or date field, before its code runs is kept
 * (keptTypedBeforeStart.ts, and for the tour's deferred form ui/DeferUntilNear.tsx), and a form sent
 * meanwhile is held and sent once its code runs (submitBeforeStart.ts). A native select outside such
 * a form needs the page to say `data-start-at-once` itself.
 */
function startsAtOnce(body: string): boolean {
  return (
    body.includes('data-start-at-once') ||
    /\brole="combobox"|\btype="checkbox"/.test(body) ||
    /\bclass="ant-picker[\s"]/.test(body)
  );
}

/**
 * The fonts the first screen uses (body text, headings, and on a prerendered page its bold labels
 * and buttons), fetched with the page, not after its CSS: a face arriving after the first paint
 * would move the text set in it. A shell paints only once its code has run, and the bold face
 * moved almost nothing there (0.001), so it is not fetched ahead of that code. These are all the
 * faces the site ships (web/src/app/fonts.css): should one be added for a part below the first
 * screen, it stays out of this list, since each preload competes with the page's first paint for
 * the connection (Lighthouse counts it) and a face fetched when used costs nothing up front.
 */
function fontPreloads(manifest: Manifest, { bold }: { bold: boolean }): string {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const wanted = [
    /inter-latin-400-normal.*\.woff2$/,
    ...(bold ? [/inter-latin-600-normal.*\.woff2$/] : []),
    /playfair-display-latin-600-normal.*\.woff2$/,
  ];
  return (entry?.assets ?? [])
    .filter((file) => wanted.some((re) => re.test(file)))
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
}

/**
 * For a page whose prerendered HTML shows antd markup that its route's own chunks do not bring (the
 * tour's form, loaded lazily): the rules of antd's prebuilt stylesheet (web/scripts/antdStaticStyles.ts)
 * that its markup uses, written into the page. The form is styled from the first paint and the
 * paint waits for no 40 kB stylesheet; the whole one arrives with the form's code and changes nothing
 * on screen (the same rules, in the same layer).
 */
function antdStylesFor(manifest: Manifest, body: string, linked: readonly string[]): string {
  const css = manifest['src/app/AntdScope.tsx']?.css ?? [];
  if (!/class="[^"]*\bant-/.test(body)) return '';
  const classes = classesIn(body);
  return css
    .filter((file) => !linked.some((link) => link.includes(`/${file}"`)))
    .map((file) => {
      const rules = rulesFor(readFileSync(path.join(dist, file), 'utf8'), classes);
      if (rules.includes('</')) throw new Error(`prerender: ${file} holds '</' and cannot go in a <style>`);
      return `<style>${rules}</style>`;
    })
    .join('\n    ');
}

/**
 * The chunks a route's page needs, as the manifest names them: its own source file, and antd's theme
 * (app/AntdScope.tsx) when the route table wraps the page in antdPage().
 */
function routeSources(manifest: Manifest, pagePath: string, table: string): string[] {
  const escaped = pagePath.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(
    `path: '${escaped}',[\\s\\S]*?load: (antdPage\\()?\\(\\) => import\\('\\.\\./([^']+)'\\)`,
  ).exec(table);
  const key = match ? `src/${match[2]}.tsx` : '';
  if (!manifest[key]) throw new Error(`prerender: no chunk for ${pagePath} (${key})`);
  return match?.[1] ? [key, 'src/app/AntdScope.tsx'] : [key];
}

/**
 * A page showing the hero photo (core's markers, which the server fills with the current hero)
 * asks for it first, from the head: the page's largest paint, fetched before the fonts and scripts
 * instead of after them. AVIF, as the <picture> picks it; a browser without AVIF skips the preload.
 * While no photo is uploaded the server takes the preload out, with the picture (the drawing is
 * in the page).
 */
function heroPreload(body: string): string {
  const slot = HERO_PICTURE_SLOT;
  if (!body.includes(slot.avifSrcset)) return '';
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${slot.avifSrcset}" imagesizes="${slot.sizes}" fetchpriority="high" />`;
}

/**
 * A prerendered page is on screen before any script runs: its scripts only hydrate it. They are
 * fetched at low priority (the entry, then the rest after the first paint), so an uploaded hero
 * photo and the fonts get the connection first.
 */
function scriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/** GET /api/auth/session as the app asks it (credentials included), so the browser reuses the answer. */
const SESSION_PRELOAD =
  '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="use-credentials" />';

/** Stylesheets up to this size are written into the page instead of being linked. */
const INLINE_CSS_MAX = 24_000;

/**
 * The page's small stylesheets (the site's own, the route's) written into it: the first paint
 * waits for no further request. antd's stylesheet stays a link (large, and cached across pages).
 * The files keep their absolute /assets/ addresses inside, so they read the same from the page.
 * Each keeps a disabled link of its address (never fetched): vite's loader looks for a stylesheet's
 * link before adding it for a chunk loaded later, and an added copy of the site's sheet would come
 * after the page's own rules and undo them (the members' pages' sections moved when it arrived).
 */
function inlineSmallStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = readFileSync(path.join(dist, file), 'utf8');
      if (css.length > INLINE_CSS_MAX || css.includes('</')) return link;
      return `<style>${css.trim()}</style><link rel="stylesheet" href="/${file}" disabled />`;
    },
  );
}

function replaceBetween(html: string, marker: string, content: string): string {
  const start = html.indexOf(`<!--${marker}-->`);
  const endTag = `<!--/${marker}-->`;
  const end = html.indexOf(endTag);
  if (start < 0 || end < 0) throw new Error(`prerender: web/index.html lost its <!--${marker}--> markers`);
  return html.slice(0, start) + content + html.slice(end + endTag.length);
}

async function main() {
  const config = readConfigOrExit('prerender');
  // readConfigOrExit tightens the umask for the server's own files; the build's are ordinary.
  process.umask(0o022);
  const venue = venueInfoFor(config);
  const renderer = await bundleRenderer();
  const shellFile = path.join(dist, 'index.html');
  const shell = readFileSync(shellFile, 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const table = readFileSync(path.join(root, 'web', 'src', 'routes', 'routeTable.ts'), 'utf8');
  const fonts = fontPreloads(manifest, { bold: true });
  // The shell with its markers gone: what every path without a prerendered page gets (the
  // members' pages among them), with the fonts preloaded too: a font arriving after the page has
  // rendered would move its text.
  const shellFonts = fontPreloads(manifest, { bold: false });
  // The server puts its own venue answer here (run mode included) when it loads the page, in
  // the shells too: the app then starts with the venue it would otherwise ask for first.
  const venueScript = `<script id="venue-data" type="application/json">${renderer.VENUE_DATA_PLACEHOLDER}</script>`;
  const shellWith = (head: string) =>
    inlineSmallStylesheets(replaceBetween(replaceBetween(shell, 'head', head), 'app', '')).replace(
      '</body>',
      `  ${venueScript}\n  </body>`,
    );
  writeFileSync(path.join(dist, 'app.html'), shellWith(shellFonts));
  // The members' pages and checkout steps cannot be prerendered (they show a member's data), but
  // each gets the shell with its own code and styles named in the head: the browser fetches them
  // alongside the app's entry instead of after it has run. Who is signed in is asked from the head
  // too (the app's own request then takes that answer), not only once the entry has run.
  for (const pagePath of renderer.privatePaths) {
    const { stylesheets, scripts } = routeAssets(manifest, routeSources(manifest, pagePath, table));
    const file = path.join(dist, pagePath.slice(1), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, shellWith([SESSION_PRELOAD, shellFonts, ...stylesheets, ...scripts].join('\n    ')));
  }
  // And the venue's photos (the hero's markers in the page are filled from the same answer).
  const venueData = [
    venueScript,
    `<script id="photos-data" type="application/json">${renderer.PHOTOS_DATA_SLOT}</script>`,
  ].join('\n  ');

  for (const page of renderer.publicPages) {
    const { body, head, styles } = await renderer.renderPage(page, venue);
    const { stylesheets, scripts } = routeAssets(manifest, routeSources(manifest, page.path, table));
    const antdCss = antdStylesFor(manifest, body, stylesheets);
    let html = replaceBetween(
      shell,
      'head',
      [
        // First, before anything can be tapped: a form sent before the entry has run is held.
        `<script>${EARLY_SUBMIT_HOLD_SCRIPT}</script>`,
        heroPreload(body),
        head,
        fonts,
        ...stylesheets,
        antdCss,
        styles,
        ...(startsAtOnce(body) ? scripts : [afterFirstPaint(scripts)]),
      ]
        .filter(Boolean)
        .join('\n    '),
    );
    html = scriptsAtLowPriority(inlineSmallStylesheets(replaceBetween(html, 'app', body)));
    html = html
      .replace('<div id="app">', `<div id="app" data-prerendered="${page.path}">`)
      .replace('</body>', `  ${venueData}\n  </body>`);
    const file = page.path === '/' ? shellFile : path.join(dist, page.path.slice(1), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  writeFileSync(
    path.join(dist, 'prerender.json'),
    `${JSON.stringify(
      {
        venue,
        publicPages: renderer.publicPages,
        privatePaths: renderer.privatePaths,
        appPaths: renderer.appPaths,
        heroDrawing: renderer.heroDrawingHtml(),
      },
      null,
      2,
    )}\n`,
  );
  if (!process.env.KEEP_PRERENDER_BUNDLE) rmSync(bundleDir, { recursive: true, force: true });
  console.log(`prerendered ${renderer.publicPages.length} pages into web/dist`);
}

await main();
