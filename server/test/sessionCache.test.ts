/**
 * The cache of sealed cookies to sessions must never outlive a session: sign-out, a deletion
 * through the session store (one session, or all of an account's), and expiry each end a cookie on
 * its very next request, even while the cache holds it.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../src/auth/sessionCache';
import {
  deleteSession,
  deleteSessionsOfUser,
  SESSION_TTL_MS,
  sessionCacheOf,
} from '../src/auth/sessionStore';
import { contextOf } from './dbAccess';
import { call } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

const START = Date.parse('2026-06-01T12:00:00.000Z');

describe('the session cache never outlives a session', () => {
  let server: Server;
  let now = START;
  beforeAll(async () => {
    server = await makeServer({}, { now: () => now });
  });
  afterAll(() => server.stop());

  const user = (cookie: string) => call(server, { url: '/api/auth/user', cookie });
  /** The cookie's sid, as the server's auth read it. */
  async function sidOf(cookie: string): Promise<string> {
    let sid = '';
    server.ext('onPostAuth', (request, h) => {
      const found = request.auth.artifacts?.sid;
      if (request.headers.cookie === cookie && typeof found === 'string') sid = found;
      return h.continue;
    });
    expect((await user(cookie)).statusCode).toBe(200);
    return sid;
  }

  it('answers a signed-in cookie from the cache after its first request', async () => {
    const member = await addMember(server);
    const cache = sessionCacheOf(contextOf(server).db);
    expect((await user(member.cookie)).statusCode).toBe(200);
    const cached = cache.entries;
    expect(cached).toBeGreaterThan(0);
    expect((await user(member.cookie)).statusCode).toBe(200);
    expect(cache.entries).toBe(cached);
  });

  it('knows a cookie from its sign-in: the first request after it needs no unseal', async () => {
    const member = await addMember(server);
    const login = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'test-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const pair = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const sealed = pair.slice(pair.indexOf('=') + 1);
    expect(sessionCacheOf(contextOf(server).db).get(sealed, now)?.userId).toBe(member.id);
    expect((await user(pair)).statusCode).toBe(200);
  });

  it('ends a signed-out cookie at once, though it was cached', async () => {
    const member = await addMember(server);
    const copy = member.cookie;
    expect((await user(copy)).statusCode).toBe(200);
    const out = await call(server, { method: 'POST', url: '/api/auth/logout', cookie: copy });
    expect(out.statusCode).toBe(200);
    expect((await user(copy)).statusCode).toBe(401);
  });

  it('ends a session deleted through the store at once', async () => {
    const member = await addMember(server);
    const sid = await sidOf(member.cookie);
    expect(sid).not.toBe('');
    deleteSession(contextOf(server).db, sid);
    expect((await user(member.cookie)).statusCode).toBe(401);
  });

  it("ends every cached session of an account when the store deletes the account's sessions", async () => {
    const member = await addMember(server);
    const other = await addMember(server);
    const second = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'test-password-1' },
    });
    const secondCookie = String(second.headers['set-cookie']).split(';')[0] ?? '';
    for (const cookie of [member.cookie, secondCookie, other.cookie])
      expect((await user(cookie)).statusCode).toBe(200);
    deleteSessionsOfUser(contextOf(server).db, member.id);
    expect((await user(member.cookie)).statusCode).toBe(401);
    expect((await user(secondCookie)).statusCode).toBe(401);
    expect((await user(other.cookie)).statusCode).toBe(200);
  });

  it('respects expiry: a cached session ends when its time is up', async () => {
    const member = await addMember(server);
    expect((await user(member.cookie)).statusCode).toBe(200);
    now = START + SESSION_TTL_MS - 1000;
    expect((await user(member.cookie)).statusCode).toBe(200);
    now = START + SESSION_TTL_MS + 1000;
    expect((await user(member.cookie)).statusCode).toBe(401);
    now = START;
  });
});

describe('SessionCache', () => {
  it('is bounded: the least recently used entry goes first', () => {
    const cache = new SessionCache(2);
    const entry = (sid: string) => ({ sid, userId: `u-${sid}`, expiresAt: 10_000 });
    cache.set('a', entry('1'));
    cache.set('b', entry('2'));
    expect(cache.get('a', 0)?.sid).toBe('1'); // 'a' is now the most recently used
    cache.set('c', entry('3'));
    expect(cache.entries).toBe(2);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)?.sid).toBe('1');
    expect(cache.get('c', 0)?.sid).toBe('3');
  });

  it('never answers an expired entry', () => {
    const cache = new SessionCache();
    cache.set('a', { sid: '1', userId: 'u', expiresAt: 5000 });
    expect(cache.get('a', 4999)?.sid).toBe('1');
    expect(cache.get('a', 5000)).toBeUndefined();
    expect(cache.entries).toBe(0);
  });
});
