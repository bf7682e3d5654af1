import { copyFileSync, mkdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { DEFAULT_VENUE } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../package.json' with { type: 'json' };
import { openDatabase } from '../src/db/database';
import { createLogger } from '../src/logger';
import { deliverDueMail } from '../src/mail/mailWorker';
import { createSmtpSender } from '../src/mail/smtpSender';
import { contextOf } from './dbAccess';
import { call } from './http';
import { contactForm } from './inquiryForms';
import { addMember } from './members';
import { startSmtpCapture } from './smtpCapture';
import { makeDataDir, makeServer, makeWebDist, serverForBlock } from './testServer';

describe('GET /api/health', () => {
  const site = serverForBlock();

  it('answers 200 JSON with the status, the app version and the venue', async () => {
    const res = await site.server.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.result).toEqual({
      status: 'ok',
      // The release: the package version and the commit (version.test.ts).
      version: expect.stringMatching(
        new RegExp(`^${rootPackage.version.replaceAll('.', '\\.')}\\+[0-9a-f]{12}$`),
      ),
      venue: DEFAULT_VENUE.name,
      database: 'ok',
      storage: 'ok',
      // No backup yet and none tried (server.inject never starts the daily one).
      backup: 'none',
      // No SMTP_URL: mail is kept in the Outbox, by design.
      mail: 'off',
      door: 'off',
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

  it('clears a full disk as soon as a write succeeds again, not minutes later', async () => {
    const server = await makeServer();
    try {
      const { sqlite } = contextOf(server).database;
      // The database may grow no more: every page it has is filled, and no more may be added, as
      // when the disk is full (SQLite refuses the write with SQLITE_FULL).
      sqlite.exec('CREATE TABLE filler (b BLOB NOT NULL)');
      sqlite.pragma(`max_page_count = ${Number(sqlite.pragma('page_count', { simple: true })) + 4}`);
      const fill = sqlite.prepare('INSERT INTO filler (b) VALUES (randomblob(512))');
      expect(() => {
        for (;;) fill.run();
      }).toThrow(/full/);
      // A long message: its row needs pages of its own.
      const payload = { ...contactForm, message: 'Do you offer family memberships? '.repeat(140) };
      const contact = { method: 'POST', url: '/api/contact', payload } as const;
      expect((await call(server, contact)).statusCode).toBe(503);
      await expectHealth(server, 503, {
        storage: 'disk_full',
        problems: [expect.stringMatching(/^a write failed: disk full \(SQLITE_FULL/)],
      });
      // Space freed: the next write goes through, and health says so at once.
      sqlite.pragma('max_page_count = 1073741823');
      expect((await call(server, contact)).statusCode).toBe(201);
      await expectHealth(server, 200, { status: 'ok', storage: 'ok', problems: [] });
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

describe('GET /api/health on a mail outage', () => {
  it('says mail is failing once no email has got out for 15 minutes, after a restart too, and clears on the next delivery', async () => {
    const smtp = await startSmtpCapture();
    const data = makeDataDir();
    const t0 = Date.UTC(2026, 10, 22, 17, 0);
    let now = t0;
    const env = { DATABASE_PATH: data.file, SMTP_URL: smtp.url, RATE_LIMIT_INQUIRIES_PER_HOUR: '100' };
    const server = await makeServer(env, { now: () => now });
    const ctx = contextOf(server);
    const sender = createSmtpSender(smtp.url, ctx.config.mail.from, ctx.config.publicUrl);
    let restarted: Server | undefined;
    try {
      const delivered = async () => (await deliverDueMail(ctx, sender)).sent;
      // The contact form's messages sent while the mail server works (its receipt, the staff's note).
      expect(
        (await call(server, { method: 'POST', url: '/api/contact', payload: contactForm })).statusCode,
      ).toBe(201);
      expect(await delivered()).toBe(2);
      const lastSent = new Date(now).toISOString();
      // Then it refuses everything (451, as a provider in trouble does).
      smtp.failNext(1000);
      now = t0 + 60_000;
      const failingFrom = new Date(now).toISOString();
      await call(server, { method: 'POST', url: '/api/contact', payload: contactForm });
      expect(await delivered()).toBe(0);
      now = t0 + 14 * 60_000;
      expect(await delivered()).toBe(0);
      const allWell = { status: 'ok', mail: 'ok', problems: [] };
      expect(JSON.parse((await server.inject('/api/health')).payload)).toMatchObject(allWell);
      now = t0 + 17 * 60_000;
      expect(await delivered()).toBe(0);
      const outage = {
        status: 'degraded',
        mail: 'failing',
        problems: [
          `mail is failing: every attempt since ${failingFrom} failed and the last email went at ${lastSent} (the log and the desk's Outbox say why)`,
        ],
      };
      const res = await server.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.payload)).toMatchObject(outage);
      // A server started afresh on the same database knows it from the outbox.
      restarted = await makeServer(env, { now: () => now });
      expect(JSON.parse((await restarted.inject('/api/health')).payload)).toMatchObject(outage);
      // The mail server takes mail again: the next delivery clears it.
      smtp.failNext(0);
      now = t0 + 20 * 60_000;
      expect(await delivered()).toBe(2);
      expect(JSON.parse((await server.inject('/api/health')).payload)).toMatchObject(allWell);
    } finally {
      sender.close();
      await restarted?.stop();
      await server.stop();
      await smtp.close();
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
