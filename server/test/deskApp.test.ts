/** The desk console's renderer at /desk: redirect to the slash, files, fallback, caching, CSP. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { CONTENT_SECURITY_POLICY } from '../src/http/requestGuards';
import { createLogger } from '../src/logger';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../src/routes/webApp';
import { makeDataDir, makeWebDist, TEST_INDEX_HTML } from './testServer';

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

async function deskServer(deskDir: string): Promise<{ server: Server; cleanUp: () => void }> {
  const web = makeWebDist();
  const data = makeDataDir();
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    DATABASE_PATH: data.file,
    WEB_DIST: web.dir,
  });
  const server = await createServer(config, { logger: createLogger('silent'), deskDist: deskDir });
  return {
    server,
    cleanUp: () => {
      web.remove();
      data.remove();
    },
  };
}

describe('the desk console at /desk', () => {
  const desk = makeDeskDist();
  let server: Server;
  let cleanUp: () => void;
  beforeAll(async () => {
    ({ server, cleanUp } = await deskServer(desk.dir));
  });
  afterAll(async () => {
    await server.stop();
    cleanUp();
    desk.remove();
  });

  it('redirects /desk to /desk/, keeping the query, so relative asset URLs resolve under it', async () => {
    const res = await server.inject('/desk?unreachable=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/desk/?unreachable=1');
  });

  it('serves index.html at /desk/, revalidated, under the CSP, without a session', async () => {
    const res = await server.inject('/desk/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.payload).toBe(DESK_INDEX);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await server.inject('/desk/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.payload).toBe(DESK_ASSET);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('falls back to index.html for a one-segment path, with the CSP', async () => {
    const res = await server.inject('/desk/members');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe(DESK_INDEX);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers 404 for a missing asset and for deeper paths, where relative URLs would break', async () => {
    for (const url of ['/desk/assets/missing-1.js', '/desk/a/b']) {
      const res = await server.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.payload).not.toContain('desk build');
    }
  });

  it('serves nothing from outside the build', async () => {
    for (const url of ['/desk/../package.json', '/desk/%2e%2e/%2e%2e/package.json']) {
      const res = await server.inject(url);
      expect(res.payload).not.toContain('"workspaces"');
    }
  });

  it('leaves the web app and the API where they were', async () => {
    expect((await server.inject('/dashboard')).payload).toBe(TEST_INDEX_HTML);
    expect((await server.inject('/desktop')).payload).toBe(TEST_INDEX_HTML);
    expect((await server.inject('/api/staff/schedule')).statusCode).toBe(401);
  });
});

describe('without a desk build', () => {
  const desk = makeDeskDist(false);
  let server: Server;
  let cleanUp: () => void;
  beforeAll(async () => {
    ({ server, cleanUp } = await deskServer(desk.dir));
  });
  afterAll(async () => {
    await server.stop();
    cleanUp();
    desk.remove();
  });

  it('answers a plain 503 that says how to build', async () => {
    const res = await server.inject('/desk/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.payload).toContain('npm run build');
  });
});
