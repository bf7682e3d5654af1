/**
 * What the server tests share: a server built from a real configuration, and a throwaway web
 * build in a temp dir, so tests never depend on (or disturb) the repository's web/dist.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll } from 'vitest';
import { createServer, type ServerOptions } from '../src/app';
import { type Env, loadConfig } from '../src/config';
import { createLogger } from '../src/logger';

/** The session secret of every test server (a test may seal or unseal a cookie with it). */
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export const TEST_INDEX_HTML = '<!doctype html><title>Test lounge</title><div id="app">test build</div>';
export const TEST_ASSET_JS = 'console.log("asset");';

/**
 * Settings of a box with a mail server, for a test that follows the links its emails carry, as the
 * recipient would: the real text waits in the outbox for the sender. Nothing connects to it (an
 * inject test never starts the mail worker; .invalid names no host). Without a mail server a secret
 * link is never stored at all (docs/decisions/052).
 */
export const WITH_MAIL_SERVER = { SMTP_URL: 'smtp://mail.lounge.invalid:25' } as const;

/** A temp dir holding index.html and assets/x.js when `built`, or nothing. */
export function makeWebDist(built = true): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-web-dist-'));
  if (built) {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
    writeFileSync(path.join(dir, 'assets', 'x.js'), TEST_ASSET_JS);
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh temp dir for a test's database file. */
export function makeDataDir(): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-db-'));
  return { file: path.join(dir, 'lounge.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A server on its own fresh database (removed when the server stops), unless DATABASE_PATH is given.
 * `now` fixes the server's clock.
 */
export async function makeServer(
  env: Env = {},
  options: Pick<ServerOptions, 'now' | 'deskDist' | 'logger'> = {},
) {
  const data = env.DATABASE_PATH ? null : makeDataDir();
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...(data ? { DATABASE_PATH: data.file } : {}),
    ...env,
  });
  const server = await createServer(config, { logger: createLogger('silent'), ...options });
  if (data) server.ext('onPostStop', () => data.remove());
  return server;
}

export interface BlockServer {
  /** The running server; set when the block starts, so read it inside tests and hooks. */
  readonly server: Server;
  /** The throwaway web build it serves (a test may write more files into it). */
  readonly webDist: { dir: string; remove: () => void };
}

/**
 * A server on its own throwaway web build (empty unless `built`) for the describe block that calls
 * this: started before the block's tests, stopped and its build and database removed after them.
 * `env` is added to WEB_DIST; `options` go to makeServer.
 */
export function serverForBlock(
  env: Env = {},
  { built = true, ...options }: Parameters<typeof makeServer>[1] & { built?: boolean } = {},
): BlockServer {
  const webDist = makeWebDist(built);
  let server: Server | undefined;
  beforeAll(async () => {
    server = await makeServer({ WEB_DIST: webDist.dir, ...env }, options);
  });
  afterAll(async () => {
    await server?.stop();
    webDist.remove();
  });
  return {
    webDist,
    get server() {
      if (!server) throw new Error('the block server is read before its block started');
      return server;
    },
  };
}
