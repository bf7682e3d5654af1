import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Server } from '@hapi/hapi';
import type { VenueInfo } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVALIDATE_CACHE } from '../src/web/builtAppRoutes';
import { APP_SHELL, PRERENDER_MANIFEST, type PrerenderManifest } from '../src/web/prerenderedSite';
import { makeServer, makeWebDist } from './testServer';

// A build with prerendered pages, as prerender.ts writes it: the home page as index.html, the
// others as <path>/index.html, the app's shell as app.html and the list as prerender.json.
const PUBLIC_URL = 'https://lounge.example';
const page = (h1: string, path: string) =>
  `<!doctype html><title>${h1}</title><link rel="canonical" href="__PUBLIC_URL__${path}" /><div id="app" data-prerendered="${path}"><h1>${h1}</h1></div><script id="venue-data" type="application/json">__VENUE_DATA__</script>`;
const VENUE_SCRIPT = '<script id="venue-data" type="application/json">__VENUE_DATA__</script>';
const SHELL = `<!doctype html><title>Golf Lounge</title><div id="app"></div>${VENUE_SCRIPT}`;
// A member page's own shell: the shell with its route's code named in the head.
const BOOKING_SHELL = `<!doctype html><title>Golf Lounge</title><link rel="modulepreload" href="/assets/BookingPage.js" /><div id="app"></div>${VENUE_SCRIPT}`;

/** The app's routes, as the build lists them: /login has no page of its own, the shell serves it. */
const APP_PATHS = ['/', '/about', '/login', '/dashboard', '/booking'];

/** The venue answer a served page carries for the app, and the page without it. */
function venueIn(html: string): { venue: unknown; rest: string } {
  const match = /<script id="venue-data" type="application\/json">(.*?)<\/script>/.exec(html);
  return { venue: JSON.parse(match?.[1] ?? 'null'), rest: html.replace(match?.[1] ?? '', '__VENUE_DATA__') };
}

function writeBuild(dir: string, venue: VenueInfo, appPaths: string[] | null = APP_PATHS) {
  writeFileSync(path.join(dir, 'index.html'), page('Home', '/'));
  mkdirSync(path.join(dir, 'about'), { recursive: true });
  writeFileSync(path.join(dir, 'about', 'index.html'), page('About', '/about'));
  writeFileSync(path.join(dir, APP_SHELL), SHELL);
  mkdirSync(path.join(dir, 'booking'), { recursive: true });
  writeFileSync(path.join(dir, 'booking', 'index.html'), BOOKING_SHELL);
  const manifest: PrerenderManifest = {
    venue,
    publicPages: [
      { path: '/', description: 'home' },
      { path: '/about', description: 'about' },
    ],
    privatePaths: ['/dashboard', '/booking'],
    ...(appPaths ? { appPaths } : {}),
  };
  writeFileSync(path.join(dir, PRERENDER_MANIFEST), JSON.stringify(manifest));
}

describe('prerendered public pages', () => {
  const webDist = makeWebDist();
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ WEB_DIST: webDist.dir, PUBLIC_URL });
    // Built on a machine in another run mode: the HTML does not show it, so the pages still serve.
    const venue = (await server.inject('/api/venue')).result as VenueInfo;
    writeBuild(webDist.dir, { ...venue, runMode: { development: false, paymentsSandbox: false } });
  });
  afterAll(async () => {
    await server.stop();
    webDist.remove();
  });

  it.each([
    ['/', 'Home'],
    ['/index.html', 'Home'],
    ['/about', 'About'],
  ])('serves %s as its HTML with its addresses made from PUBLIC_URL', async (url, h1) => {
    const res = await server.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(res.payload).toContain(`<h1>${h1}</h1>`);
    expect(res.payload).toContain(`href="${PUBLIC_URL}${url === '/about' ? '/about' : '/'}"`);
    expect(res.payload).not.toContain('__PUBLIC_URL__');
    expect(venueIn(res.payload).venue).toEqual((await server.inject('/api/venue')).result);
  });

  it('answers a page from memory: compressed when asked, a 304 while the browser copy is current', async () => {
    const plain = await server.inject('/about');
    const etag = plain.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.inject({ url: '/about', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    const br = await server.inject({ url: '/about', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
  });

  it('gives any other path the shell, not the home page, and a member page its own shell, each with the venue answer', async () => {
    const venue = (await server.inject('/api/venue')).result;
    for (const [url, shell] of [
      ['/dashboard', SHELL],
      ['/login', SHELL],
      ['/login/', SHELL],
      ['/booking', BOOKING_SHELL],
    ] as const) {
      const res = await server.inject(url);
      expect(res.statusCode).toBe(200);
      expect(venueIn(res.payload)).toEqual({ venue, rest: shell });
    }
  });

  it("answers a path the app does not route with the app's page (its 'Page Not Found') and a 404", async () => {
    const venue = (await server.inject('/api/venue')).result;
    for (const url of ['/no/such/page', '/abuot', '/membership/extra']) {
      const res = await server.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(venueIn(res.payload)).toEqual({ venue, rest: SHELL });
      // Never 'not modified': the browser's copy of the shell does not make the page exist.
      const again = await server.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(404);
    }
  });

  it('lists the public pages in /sitemap.xml', async () => {
    const res = await server.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.payload).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(res.payload).toContain(`<loc>${PUBLIC_URL}/about</loc>`);
    expect(res.payload).not.toContain('/dashboard');
  });

  it('answers the web app manifest with the venue name, its colours and icons', async () => {
    const res = await server.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const venue = (await server.inject('/api/venue')).result as VenueInfo;
    expect(JSON.parse(res.payload)).toMatchObject({
      name: venue.venue.name,
      short_name: 'Big Sky',
      start_url: '/',
      display: 'standalone',
      icons: [{ src: '/icon-192.png' }, { src: '/icon-512.png' }],
    });
  });

  it('keeps robots off the API, the desk and the members pages', async () => {
    const res = await server.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.payload.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /desk/',
        'Disallow: /dashboard',
        'Disallow: /booking',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });
});

describe('a build that does not list its routes (older than the list)', () => {
  const webDist = makeWebDist();
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ WEB_DIST: webDist.dir, PUBLIC_URL });
    writeBuild(webDist.dir, (await server.inject('/api/venue')).result as VenueInfo, null);
  });
  afterAll(async () => {
    await server.stop();
    webDist.remove();
  });

  it('gives every other path the shell with a 200, as before', async () => {
    expect((await server.inject('/no/such/page')).statusCode).toBe(200);
  });
});

describe('prerendered pages built for other venue settings', () => {
  const webDist = makeWebDist();
  let server: Server;
  const warnings: string[] = [];
  beforeAll(async () => {
    const logger = {
      debug: () => undefined,
      info: () => undefined,
      warn: (msg: string) => void warnings.push(msg),
      error: () => undefined,
    };
    server = await makeServer(
      { WEB_DIST: webDist.dir, PUBLIC_URL, VENUE_PHONE: '(406) 555-0199' },
      { logger },
    );
    const current = (await server.inject('/api/venue')).result as VenueInfo;
    const built = {
      ...current,
      venue: { ...current.venue, contact: { ...current.venue.contact, phone: 'old' } },
    };
    writeBuild(webDist.dir, built);
  });
  afterAll(async () => {
    await server.stop();
    webDist.remove();
  });

  it('still serves them when only the founding offer differs: the pages never state it', async () => {
    const current = (await server.inject('/api/venue')).result as VenueInfo;
    const site = { ...current.site, foundingOffer: { endsOn: '2020-01-01', places: 3 } };
    const other = makeWebDist();
    writeBuild(other.dir, { ...current, site });
    const second = await makeServer({ WEB_DIST: other.dir, PUBLIC_URL, VENUE_PHONE: '(406) 555-0199' });
    try {
      const res = await second.inject('/about');
      expect(res.payload).toContain('<h1>About</h1>');
    } finally {
      await second.stop();
      other.remove();
    }
  });

  it('serves the shell in their place, never a page stating old settings, and says to rebuild', async () => {
    const venue = (await server.inject('/api/venue')).result;
    for (const url of ['/', '/about']) {
      const res = await server.inject(url);
      expect(res.statusCode).toBe(200);
      expect(venueIn(res.payload)).toEqual({ venue, rest: SHELL });
    }
    expect(warnings.some((w) => w.includes('npm run build'))).toBe(true);
  });
});
