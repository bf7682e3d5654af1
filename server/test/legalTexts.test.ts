/**
 * The venue's own Terms of Service and Privacy Policy: admins replace the defaults from the desk;
 * the text is a file beside the database (0600); the site reads it, and the prerendered default
 * page gives way to the shell while a replacement applies.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { type LegalEditorAnswer, type LegalTextAnswer, legalTextToPlain, termsOfService } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { venueInfoFor } from '../src/venueContent/venueRoutes';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../src/web/prerenderedSite';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer, makeWebDist } from './testServer';

const NOW = Date.UTC(2026, 10, 23, 18, 0);
const webDist = makeWebDist();
let server: Server;
let admin: { cookie: string };
let staff: { cookie: string };
let member: { cookie: string };

const PAGE =
  '<!doctype html><title>Terms</title><div id="app" data-prerendered="/terms"><h1>Default terms</h1></div>';
const SHELL = '<!doctype html><title>Lounge</title><div id="app"></div>';

beforeAll(async () => {
  // The build is on disk before the server starts, as on the box.
  const env = { WEB_DIST: webDist.dir, RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' };
  const venue = venueInfoFor(loadConfig({ NODE_ENV: 'test', ...env }));
  mkdirSync(path.join(webDist.dir, 'terms'), { recursive: true });
  writeFileSync(path.join(webDist.dir, 'terms', 'index.html'), PAGE);
  writeFileSync(path.join(webDist.dir, 'app.html'), SHELL);
  const manifest: PrerenderManifest = {
    venue,
    publicPages: [{ path: '/terms', description: 'terms' }],
    privatePaths: [],
  };
  writeFileSync(path.join(webDist.dir, PRERENDER_MANIFEST), JSON.stringify(manifest));
  server = await makeServer(env, { now: () => NOW });
  admin = await addStaff(server, 'admin');
  staff = await addStaff(server, 'staff');
  member = await addMember(server);
});

afterAll(async () => {
  await server.stop();
  webDist.remove();
});

const REPLACEMENT = [
  'These are the Big Sky rules, written by our own lawyer.',
  '## Membership',
  'One member, one card.\nNo sharing.',
  '## Refunds',
  'Cancel a day ahead for a refund of guest fees.',
].join('\n\n');

const put = (cookie: string, plain: unknown) =>
  call(server, { method: 'PUT', url: '/api/staff/legal/terms', cookie, payload: { plain } });

describe('the legal texts', () => {
  it('start as the defaults: the site reads null, the editor the default written out', async () => {
    expect(body<LegalTextAnswer>(await call(server, { url: '/api/legal/terms' }))).toEqual({ text: null });
    const editor = body<LegalEditorAnswer>(
      await call(server, { url: '/api/staff/legal/terms', cookie: admin.cookie }),
    );
    const venue = contextOf(server).config.venue;
    expect(editor).toEqual({
      plain: legalTextToPlain(termsOfService(venue)),
      replaced: false,
      updated: '2026-11-23',
    });
    expect((await server.inject('/terms')).payload).toBe(PAGE);
  });

  it('only managers and admins may read the editor or change a text: staff and members 403, signed out 401', async () => {
    for (const cookie of [staff.cookie, member.cookie]) {
      expect((await call(server, { url: '/api/staff/legal/terms', cookie })).statusCode).toBe(403);
      expect((await put(cookie, REPLACEMENT)).statusCode).toBe(403);
      expect(
        (await call(server, { method: 'DELETE', url: '/api/staff/legal/terms', cookie })).statusCode,
      ).toBe(403);
    }
    expect((await put('', REPLACEMENT)).statusCode).toBe(401);
    expect((await call(server, { url: '/api/staff/legal/privacy' })).statusCode).toBe(401);
    const manager = await addStaff(server, 'manager');
    expect((await call(server, { url: '/api/staff/legal/privacy', cookie: manager.cookie })).statusCode).toBe(
      200,
    );
    const privacy = { url: '/api/staff/legal/privacy', cookie: manager.cookie };
    expect(
      (await call(server, { ...privacy, method: 'PUT', payload: { plain: REPLACEMENT } })).statusCode,
    ).toBe(200);
    expect((await call(server, { ...privacy, method: 'DELETE' })).statusCode).toBe(200);
  });

  it('refuses an empty or overlong text (400 naming it) and an unknown document (404)', async () => {
    const empty = await put(admin.cookie, '  \n ');
    expect([empty.statusCode, body(empty)]).toEqual([
      400,
      expect.objectContaining({ title: 'Text Not Saved', field: 'plain' }),
    ]);
    const long = await put(admin.cookie, 'x'.repeat(40_001));
    expect([long.statusCode, body(long).field]).toEqual([400, 'plain']);
    expect((await call(server, { url: '/api/legal/cookies' })).statusCode).toBe(404);
  });

  it('an admin replaces the terms: a 0600 file beside the database, the site reads the sections, the page gives way to the shell', async () => {
    const res = await put(admin.cookie, REPLACEMENT);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ title: 'Text Saved', replaced: true, updated: '2026-11-23' });
    const file = path.join(path.dirname(contextOf(server).config.databasePath), 'legal', 'terms.txt');
    expect(readFileSync(file, 'utf8')).toBe(`${REPLACEMENT}\n`);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');

    expect(body<LegalTextAnswer>(await call(server, { url: '/api/legal/terms' })).text).toEqual({
      title: 'Terms of Service',
      updated: '2026-11-23',
      intro: 'These are the Big Sky rules, written by our own lawyer.',
      sections: [
        { heading: 'Membership', paragraphs: ['One member, one card. No sharing.'] },
        { heading: 'Refunds', paragraphs: ['Cancel a day ahead for a refund of guest fees.'] },
      ],
    });
    expect(body<LegalTextAnswer>(await call(server, { url: '/api/legal/privacy' }))).toEqual({ text: null });
    expect((await server.inject('/terms')).payload).toBe(SHELL);
  });

  it('restoring the default deletes the file and serves the prerendered page again', async () => {
    const res = await call(server, { method: 'DELETE', url: '/api/staff/legal/terms', cookie: admin.cookie });
    expect([res.statusCode, body(res).title, body(res).replaced]).toEqual([200, 'Default Restored', false]);
    expect(body<LegalTextAnswer>(await call(server, { url: '/api/legal/terms' }))).toEqual({ text: null });
    expect((await server.inject('/terms')).payload).toBe(PAGE);
    const audit = contextOf(server)
      .database.sqlite.prepare(
        "SELECT action FROM staff_actions WHERE target_type = 'legal_text' AND target_id = 'terms' ORDER BY id",
      )
      .all() as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(['legal_text_replace', 'legal_text_restore']);
  });
});
