import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../src/routes/webApp';
import { makeServer, makeWebDist, TEST_ASSET_JS, TEST_INDEX_HTML } from './testServer';

describe('the built web app', () => {
  const webDist = makeWebDist();
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ WEB_DIST: webDist.dir });
  });
  afterAll(async () => {
    await server.stop();
    webDist.remove();
  });

  it('serves index.html at / and tells browsers to revalidate it', async () => {
    const res = await server.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.payload).toBe(TEST_INDEX_HTML);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it.each(['/dashboard', '/book/bay/2', '/index.html', '/members/'])(
    'falls back to index.html for the app route %s',
    async (url) => {
      const res = await server.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.payload).toBe(TEST_INDEX_HTML);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const res = await server.inject('/assets/x.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.payload).toBe(TEST_ASSET_JS);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build, revalidated', async () => {
    const res = await server.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('User-agent');
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const res = await server.inject('/assets/missing-abc123.js');
    expect(res.statusCode).toBe(404);
    expect(res.payload).not.toContain(TEST_INDEX_HTML);
  });

  it('serves nothing from outside WEB_DIST', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await server.inject(url);
      expect(res.payload).not.toContain('"workspaces"');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await server.inject({ method: 'HEAD', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('');
  });
});

describe('without a web build', () => {
  const webDist = makeWebDist(false);
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ WEB_DIST: webDist.dir });
  });
  afterAll(async () => {
    await server.stop();
    webDist.remove();
  });

  it.each(['/', '/dashboard', '/assets/x.js'])(
    '%s answers a plain 503 that says how to build',
    async (url) => {
      const res = await server.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.payload).toContain('not built');
      expect(res.payload).toContain('npm run build');
    },
  );
});

describe('the web app from memory: validators, compression, prerendered pages', () => {
  const webDist = makeWebDist();
  // Large enough to be worth compressing.
  const bigHtml = `<!doctype html><title>Lounge</title>${'<p>Big Sky Golf Lounge</p>'.repeat(200)}`;
  const aboutHtml = '<!doctype html><title>About</title><main>prerendered about page</main>';
  writeFileSync(path.join(webDist.dir, 'index.html'), bigHtml);
  mkdirSync(path.join(webDist.dir, 'about'));
  writeFileSync(path.join(webDist.dir, 'about', 'index.html'), aboutHtml);
  writeFileSync(path.join(webDist.dir, 'contact.html'), '<!doctype html><title>Contact</title>');
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ WEB_DIST: webDist.dir });
  });
  afterAll(async () => {
    await server.stop();
    webDist.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, headers });

  it('gives every file a strong ETag and answers 304 when the browser has it', async () => {
    const first = await get('/assets/x.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/assets/x.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await get('/assets/x.js', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('revalidates the page with its ETag: 304 for the same build, 200 for a changed file', async () => {
    const first = await get('/dashboard');
    expect(first.payload).toBe(bigHtml);
    const etag = String(first.headers.etag);
    const again = await get('/dashboard', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('sends the brotli copy when the browser takes br, else gzip, else the plain bytes', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigHtml);
    expect(br.rawPayload.length).toBeLessThan(bigHtml.length / 5);

    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigHtml);

    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.payload).toBe(bigHtml);

    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(bigHtml);
    // Each encoding is its own representation with its own validator.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const notModified = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(notModified.statusCode).toBe(304);
  });

  it('serves a prerendered page for its route, and index.html for the rest', async () => {
    for (const url of ['/about', '/about/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.payload).toBe(aboutHtml);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    }
    expect((await get('/contact')).payload).toContain('<title>Contact</title>');
    expect((await get('/about/team')).payload).toBe(bigHtml);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('picks up a new build made while the server runs', async () => {
    const rebuilt = '<!doctype html><title>Rebuilt</title>';
    writeFileSync(path.join(webDist.dir, 'index.html'), rebuilt);
    utimesSync(path.join(webDist.dir, 'index.html'), new Date(), new Date(Date.now() + 5000));
    await vi.waitFor(
      async () => {
        await get('/');
        expect((await get('/')).payload).toBe(rebuilt);
      },
      { timeout: 5000, interval: 200 },
    );
  });
});
