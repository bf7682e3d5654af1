/**
 * Every /api answer depends on the session or carries a secret, so every one says
 * `Cache-Control: private, no-store` and `Vary: Cookie`: walked from the route table, signed in as
 * a member and as an admin and signed out, answers and refusals alike. The web app's own files keep
 * their caching.
 */
import type { Server, ServerInjectResponse } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './http';
import { addMember } from './members';
import { makeServer, makeWebDist } from './testServer';

let server: Server;
const web = makeWebDist();
let cookies: { name: string; cookie: string }[];

beforeAll(async () => {
  server = await makeServer({ WEB_DIST: web.dir });
  const member = await addMember(server);
  const admin = await addMember(server, { role: 'admin' });
  cookies = [
    { name: 'member', cookie: member.cookie },
    { name: 'admin', cookie: admin.cookie },
    { name: 'signed out', cookie: '' },
  ];
});
afterAll(async () => {
  await server.stop();
  web.remove();
});

function privacyOf(res: ServerInjectResponse): string {
  const vary = String(res.headers.vary ?? '').toLowerCase();
  return `${res.headers['cache-control']} | vary ${vary.includes('cookie') ? 'cookie' : vary || 'none'}`;
}

describe('API answers', () => {
  it('are private and never stored, on every route, whoever asks', async () => {
    const wrong: string[] = [];
    const apiRoutes = server.table().filter((r) => r.path.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const route of apiRoutes) {
      const method = route.method === '*' ? 'DELETE' : route.method.toUpperCase();
      const url = route.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const { name, cookie } of cookies) {
        const res = await call(server, { method, url, cookie, ...(method === 'GET' ? {} : { payload: {} }) });
        if (privacyOf(res) !== 'private, no-store | vary cookie')
          wrong.push(`${name} ${method} ${url} ${res.statusCode}: ${privacyOf(res)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('include the account, bookings, the staff lists and calendar files, each answered 200', async () => {
    // Fresh sessions: the walk above signed the others out.
    const member = (await addMember(server)).cookie;
    const admin = (await addMember(server, { role: 'admin' })).cookie;
    const feed = JSON.parse(
      (await call(server, { method: 'POST', url: '/api/calendar/feed/reset', cookie: member })).payload,
    ) as {
      url: string;
    };
    for (const [url, cookie] of [
      ['/api/auth/user', member],
      ['/api/bookings', member],
      ['/api/staff/members', admin],
      ['/api/staff/outbox', admin],
      [new URL(feed.url).pathname, ''],
    ] as const) {
      const res = await call(server, { url, cookie });
      expect(res.statusCode, url).toBe(200);
      expect(privacyOf(res), url).toBe('private, no-store | vary cookie');
    }
  });
});

describe('the web app', () => {
  it('keeps its own caching (its files hold nothing personal)', async () => {
    const res = await call(server, { url: '/assets/x.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
