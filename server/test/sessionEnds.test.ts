/**
 * A session ends at once: sign-out, a deletion through the session store (one session, or all of
 * an account's), and expiry each end a cookie on its very next request, though it was used a moment
 * before.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSession, deleteSessionsOfUser, SESSION_TTL_MS } from '../src/auth/sessionStore';
import { contextOf } from './dbAccess';
import { call } from './http';
import { addMember } from './members';
import { makeDataDir, makeServer } from './testServer';

const START = Date.parse('2026-06-01T12:00:00.000Z');

describe('a session ends on the very next request', () => {
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

  it('ends a signed-out cookie at once, though it was used just before', async () => {
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

  it("ends every session of an account when the store deletes the account's sessions", async () => {
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

  it('respects expiry: a session ends when its time is up', async () => {
    const member = await addMember(server);
    expect((await user(member.cookie)).statusCode).toBe(200);
    now = START + SESSION_TTL_MS - 1000;
    expect((await user(member.cookie)).statusCode).toBe(200);
    now = START + SESSION_TTL_MS + 1000;
    expect((await user(member.cookie)).statusCode).toBe(401);
    now = START;
  });
});

// The server keeps the sids of the cookies it has opened (sessionService.ts): that list must be
// one server's, as its secret is, and must never keep a session alive.
describe('an opened cookie is only ever its own server’s', () => {
  it('is refused by a server with another secret on the same database, though its own just took it', async () => {
    const data = makeDataDir();
    const own = await makeServer({ DATABASE_PATH: data.file });
    const other = await makeServer({
      DATABASE_PATH: data.file,
      SESSION_SECRET: 'another-session-secret-that-is-long-enough-98765',
    });
    try {
      const member = await addMember(own);
      const user = (server: Server) => call(server, { url: '/api/auth/user', cookie: member.cookie });
      expect((await user(own)).statusCode).toBe(200);
      expect((await user(other)).statusCode).toBe(401);
      expect((await user(own)).statusCode).toBe(200);
    } finally {
      await own.stop();
      await other.stop();
      data.remove();
    }
  });
});
