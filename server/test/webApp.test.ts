import { describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../src/web/builtAppRoutes';
import { serverForBlock, TEST_ASSET_JS, TEST_INDEX_HTML } from './testServer';

describe('the built web app', () => {
  const site = serverForBlock();

  it('serves index.html at / and tells browsers to revalidate it', async () => {
    const res = await site.server.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.payload).toBe(TEST_INDEX_HTML);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it.each(['/dashboard', '/book/bay/2', '/index.html', '/members/'])(
    'falls back to index.html for the app route %s',
    async (url) => {
      const res = await site.server.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.payload).toBe(TEST_INDEX_HTML);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const res = await site.server.inject('/assets/x.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.payload).toBe(TEST_ASSET_JS);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build, revalidated', async () => {
    const res = await site.server.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('User-agent');
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const res = await site.server.inject('/assets/missing-abc123.js');
    expect(res.statusCode).toBe(404);
    expect(res.payload).not.toContain(TEST_INDEX_HTML);
  });

  it('serves nothing from outside WEB_DIST', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await site.server.inject(url);
      expect(res.payload).not.toContain('"workspaces"');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await site.server.inject({ method: 'HEAD', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('');
  });
});

describe('without a web build', () => {
  const site = serverForBlock({}, { built: false });

  it.each(['/', '/dashboard', '/assets/x.js'])(
    '%s answers a plain 503 that says how to build',
    async (url) => {
      const res = await site.server.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.payload).toContain('not built');
      expect(res.payload).toContain('npm run build');
    },
  );
});
