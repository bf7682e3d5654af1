/**
 * Generated from the server's own route table: every path parameter of every route, and every
 * query a route reads, given names from Object's prototype, a NUL, a 5,000-character value and
 * unicode, signed in as an admin and as a member. No answer may be a 5xx. And every route with
 * path parameters declares their shape, so a new route cannot forget.
 */
import type { RequestRoute, Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './http';
import { addMember } from './members';
import { makeServer, makeWebDist } from './testServer';

const NOW = Date.UTC(2026, 10, 22, 17, 0);

/** Raw URL text (already encoded where it needs to be). */
const ODD_VALUES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '%00',
  'x'.repeat(5000),
  encodeURIComponent('ünïcødé'),
  encodeURIComponent('日本語の予約'),
  encodeURIComponent('😀⛳'),
  encodeURIComponent('\u202egnp.exe'),
  encodeURIComponent("1' OR '1'='1"),
  '..%2F..%2Fetc%2Fpasswd',
];

/** The catch-alls that serve files or a 404 for any path. */
const CATCH_ALLS = new Set(['/{path*}', '/desk/{path*}', '/api/{path*}']);

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

function methodOf(route: RequestRoute): string {
  return route.method === '*' ? 'POST' : route.method.toUpperCase();
}

function queryKeys(route: RequestRoute): string[] {
  const schema = route.settings.validate?.query as { describe?: () => { keys?: object } } | null | undefined;
  return Object.keys(schema?.describe?.().keys ?? {});
}

/**
 * Each of the two walks below makes about 2,000 requests: some 4 s on a quiet box, but the server
 * project's files share a worker, and beside a second worker and a loaded box a walk took 50 s
 * (box-node, Node 22, load 4). The limit is for a hang, not for speed.
 */
const WALK_TIMEOUT_MS = 180_000;

describe('every route against odd path parameters and queries', { timeout: WALK_TIMEOUT_MS }, () => {
  let server: Server;
  let users: { name: string; cookie: string }[];
  let routes: RequestRoute[];

  const web = makeWebDist();
  const desk = makeWebDist();

  beforeAll(async () => {
    server = await makeServer({ WEB_DIST: web.dir }, { now: () => NOW, deskDist: desk.dir });
    const admin = await addMember(server, { role: 'admin' });
    const member = await addMember(server);
    users = [
      { name: 'admin', cookie: admin.cookie },
      { name: 'member', cookie: member.cookie },
    ];
    routes = server.table();
  });
  afterAll(async () => {
    await server.stop();
    web.remove();
    desk.remove();
  });

  it('covers the routes with parameters (the table is really walked)', () => {
    const withParams = routes.filter((r) => r.path.includes('{'));
    expect(withParams.length).toBeGreaterThan(20);
    expect(withParams.map((r) => r.path)).toContain('/api/staff/inquiries/{kind}/{id}/handled');
  });

  it('declares the shape of every path parameter', () => {
    const undeclared = routes
      .filter((r) => r.path.includes('{') && !CATCH_ALLS.has(r.path))
      .filter((r) => !r.settings.validate?.params)
      .map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it('never answers a 5xx to an odd path parameter', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.path.includes('{'))) {
      for (const value of ODD_VALUES) {
        for (const user of users) {
          const method = methodOf(route);
          const url = fill(route.path, value);
          const res = await call(server, {
            method,
            url,
            cookie: user.cookie,
            ...(method === 'GET' ? {} : { payload: {} }),
          });
          if (res.statusCode >= 500)
            failures.push(`${user.name} ${method} ${url.slice(0, 80)} -> ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers a 5xx to odd query keys or values, and refuses unknown query keys on /api', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const method = methodOf(route);
      const path = fill(route.path, 'x');
      const queries = [
        '__proto__=1',
        'constructor=1',
        'toString=x',
        '__proto__[admin]=1',
        ...queryKeys(route).flatMap((key) => ODD_VALUES.map((v) => `${key}=${v}`)),
      ];
      for (const query of queries) {
        for (const user of users) {
          const res = await call(server, {
            method,
            url: `${path}?${query}`,
            cookie: user.cookie,
            ...(method === 'GET' ? {} : { payload: {} }),
          });
          if (res.statusCode >= 500)
            failures.push(`${user.name} ${method} ${path}?${query.slice(0, 60)} -> ${res.statusCode}`);
          const unknownKey = !queryKeys(route).some((k) => query.startsWith(`${k}=`));
          if (unknownKey && path.startsWith('/api/') && !CATCH_ALLS.has(route.path) && res.statusCode < 400)
            failures.push(`${user.name} ${method} ${path}?${query} accepted an unknown query key`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
