/** The desk console's renderer at /desk: redirect to the slash, files, fallback, caching, CSP. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/http/requestGuards';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../src/web/builtAppRoutes';
import { serverForBlock, TEST_INDEX_HTML } from './testServer';

const DESK_INDEX = '<!doctype html><title>Front Desk</title><div id="app">desk build</div>';
const DESK_ASSET = 'console.log("desk");';

function makeDeskDist(built = true): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-desk-dist-'));
  if (built) {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), DESK_INDEX);
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), DESK_ASSET);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('the desk console at /desk', () => {
  const desk = makeDeskDist();
  const site = serverForBlock({}, { deskDist: desk.dir });
  afterAll(() => desk.remove());

  it('redirects /desk to /desk/, keeping the query, so relative asset URLs resolve under it', async () => {
    const res = await site.server.inject('/desk?unreachable=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/desk/?unreachable=1');
  });

  it('serves index.html at /desk/, revalidated, under the CSP, without a session', async () => {
    const res = await site.server.inject('/desk/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.payload).toBe(DESK_INDEX);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await site.server.inject('/desk/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.payload).toBe(DESK_ASSET);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('falls back to index.html for a one-segment path, with the CSP', async () => {
    const res = await site.server.inject('/desk/members');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe(DESK_INDEX);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers 404 for a missing asset and for deeper paths, where relative URLs would break', async () => {
    for (const url of ['/desk/assets/missing-1.js', '/desk/a/b']) {
      const res = await site.server.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.payload).not.toContain('desk build');
    }
  });

  it('serves nothing from outside the build', async () => {
    for (const url of ['/desk/../package.json', '/desk/%2e%2e/%2e%2e/package.json']) {
      const res = await site.server.inject(url);
      expect(res.payload).not.toContain('"workspaces"');
    }
  });

  it('leaves the web app and the API where they were', async () => {
    expect((await site.server.inject('/dashboard')).payload).toBe(TEST_INDEX_HTML);
    expect((await site.server.inject('/desktop')).payload).toBe(TEST_INDEX_HTML);
    expect((await site.server.inject('/api/staff/schedule')).statusCode).toBe(401);
  });
});

describe('without a desk build', () => {
  const desk = makeDeskDist(false);
  const site = serverForBlock({}, { deskDist: desk.dir });
  afterAll(() => desk.remove());

  it('answers a plain 503 that says how to build', async () => {
    const res = await site.server.inject('/desk/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.payload).toContain('npm run build');
  });
});

describe('the console from memory: validators and compression', () => {
  const desk = makeDeskDist();
  const bigHtml = `<!doctype html><title>Front Desk</title>${'<p>Big Sky Golf Lounge</p>'.repeat(200)}`;
  writeFileSync(path.join(desk.dir, 'index.html'), bigHtml);
  const site = serverForBlock({}, { deskDist: desk.dir });
  afterAll(() => desk.remove());
  const get = (url: string, headers: Record<string, string> = {}) =>
    site.server.inject({ method: 'GET', url, headers });

  it('gives every file a strong ETag and answers 304 when the browser has it', async () => {
    const first = await get('/desk/assets/index-abc123.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/desk/assets/index-abc123.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await get('/desk/assets/index-abc123.js', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const page = await get('/desk/members');
    expect((await get('/desk/members', { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);
  });

  it('sends the brotli copy when the browser takes br, else gzip, else the plain bytes', async () => {
    const br = await get('/desk/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigHtml);
    const gz = await get('/desk/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigHtml);
    const refused = await get('/desk/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.payload).toBe(bigHtml);
    expect(new Set([br.headers.etag, gz.headers.etag, refused.headers.etag]).size).toBe(3);
    const notModified = await get('/desk/', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('serves a prerendered page for its path before the index.html fallback', async () => {
    mkdirSync(path.join(desk.dir, 'help'));
    writeFileSync(path.join(desk.dir, 'help', 'index.html'), '<!doctype html><title>Help</title>');
    utimesSync(path.join(desk.dir, 'index.html'), new Date(), new Date(Date.now() + 5000));
    await vi.waitFor(
      async () => {
        await get('/desk/');
        expect((await get('/desk/help')).payload).toContain('<title>Help</title>');
      },
      { timeout: 5000, interval: 200 },
    );
    expect((await get('/desk/other')).payload).toBe(bigHtml);
  });
});
