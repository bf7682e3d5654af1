import { copyFileSync, mkdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { DEFAULT_VENUE } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../package.json' with { type: 'json' };
import { openDatabase } from '../src/db/database';
import { createLogger } from '../src/logger';
import { contextOf } from './dbAccess';
import { call } from './http';
import { addMember } from './members';
import { makeDataDir, makeServer, makeWebDist, serverForBlock } from './testServer';

describe('GET /api/health', () => {
  const site = serverForBlock();

  it('answers 200 JSON with the status, the app version and the venue', async () => {
    const res = await site.server.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.result).toEqual({
      status: 'ok',
      version: rootPackage.version,
      venue: DEFAULT_VENUE.name,
      database: 'ok',
      storage: 'ok',
      // No backup yet and none tried (server.inject never starts the daily one).
      backup: 'none',
      problems: [],
    });
  });

  it('names the configured venue', async () => {
    const custom = await makeServer({ WEB_DIST: site.webDist.dir, VENUE_NAME: 'Fairway Club' });
    const res = await custom.inject('/api/health');
    expect(JSON.parse(res.payload)).toMatchObject({ venue: 'Fairway Club' });
    await custom.stop();
  });

  it('answers even when the web app is not built', async () => {
    const empty = makeWebDist(false);
    try {
      const bare = await makeServer({ WEB_DIST: empty.dir });
      expect((await bare.inject('/api/health')).statusCode).toBe(200);
      await bare.stop();
    } finally {
      empty.remove();
    }
  });
});

describe('GET /api/health on storage trouble', () => {
  async function expectHealth(server: Server, statusCode: number, fields: Record<string, unknown>) {
    const res = await server.inject('/api/health');
    expect(res.statusCode).toBe(statusCode);
    expect(JSON.parse(res.payload)).toMatchObject(fields);
  }

  it('answers 503 naming a write the database refused, and the log line names the cause', async () => {
    const lines: Record<string, unknown>[] = [];
    const server = await makeServer(
      { RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
      { logger: createLogger('error', (line) => lines.push(JSON.parse(line))) },
    );
    try {
      const member = await addMember(server);
      const { sqlite } = contextOf(server).database;
      sqlite.pragma('query_only = ON'); // the database refuses every write, as a read-only file does
      const res = await call(server, {
        method: 'PATCH',
        url: '/api/auth/user/preferences',
        cookie: member.cookie,
        payload: { emailReminders: false },
        headers: { host: 'localhost:5000' },
      });
      expect(res.statusCode).toBe(503);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: 'a write was refused: read-only',
          cause: 'read-only',
        }),
      );
      await expectHealth(server, 503, {
        status: 'unavailable',
        database: 'ok',
        storage: 'read_only',
        problems: [expect.stringMatching(/^a write failed: read-only \(SQLITE_READONLY/)],
      });
    } finally {
      await server.stop();
    }
  });

  it('says when the newest backup is older than a day', async () => {
    const data = makeDataDir();
    openDatabase(data.file).close();
    const backups = path.join(path.dirname(data.file), 'backups');
    mkdirSync(backups);
    const old = path.join(backups, 'lounge-20261101T000000Z.db');
    copyFileSync(data.file, old);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    const server = await makeServer({ DATABASE_PATH: data.file, BACKUP_DIR: backups });
    try {
      await expectHealth(server, 200, {
        status: 'degraded',
        storage: 'ok',
        backup: 'stale',
        problems: ['the newest backup is 48 hours old'],
      });
    } finally {
      await server.stop();
      data.remove();
    }
  });
});

describe('unknown /api paths', () => {
  const site = serverForBlock();

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/bookings/42/whatever'],
    ['GET', '/api'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/health/extra'],
    ['PUT', '/api/health'],
  ])('%s %s answers a JSON Boom 404, never the web app', async (method, url) => {
    const res = await site.server.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.payload);
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });
});
