import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, sessionCookie } from './http';
import { makeServer } from './testServer';

const NOW = Date.parse('2026-06-10T16:00:00.000Z');

function rows(server: Server) {
  return contextOf(server)
    .database.sqlite.prepare('SELECT name, path, user_id, created_at FROM analytics_events ORDER BY id')
    .all() as { name: string; path: string | null; user_id: string | null; created_at: string }[];
}

describe('POST /api/analytics', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({}, { now: () => NOW });
  });
  afterAll(async () => {
    await server.stop();
  });

  const send = (payload: unknown, cookie?: string) =>
    call(server, { method: 'POST', url: '/api/analytics', payload, ...(cookie ? { cookie } : {}) });

  it("stores a visitor's event without a user and answers 204", async () => {
    const res = await send({ name: 'page_view', path: '/membership' });
    expect(res.statusCode).toBe(204);
    expect(res.payload).toBe('');
    expect(rows(server)).toEqual([
      { name: 'page_view', path: '/membership', user_id: null, created_at: '2026-06-10T16:00:00.000Z' },
    ]);
  });

  it("stores a signed-in member's event with their user id", async () => {
    const signup = await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'pat@example.com', password: 'fairway-123', firstName: 'Pat', lastName: 'Member' },
    });
    const userId = body(signup).id;
    expect(typeof userId).toBe('string');
    expect((await send({ name: 'join_now_click' }, sessionCookie(signup))).statusCode).toBe(204);
    expect(rows(server).at(-1)).toEqual({
      name: 'join_now_click',
      path: null,
      user_id: userId,
      created_at: '2026-06-10T16:00:00.000Z',
    });
  });

  it('takes every event core names', async () => {
    for (const name of ['page_view', 'join_now_click', 'popup_close']) {
      expect((await send({ name, path: '' })).statusCode).toBe(204);
    }
  });

  it.each([
    ['an unknown name', { name: 'purchase' }, 'name'],
    ['no name', { path: '/' }, 'name'],
    ['a number for a name', { name: 1 }, 'name'],
    ['a path over 500 characters', { name: 'page_view', path: `/${'p'.repeat(500)}` }, 'path'],
    ['a path that is not text', { name: 'page_view', path: { a: 1 } }, 'path'],
    ['an unknown field', { name: 'page_view', userId: 'someone-else' }, 'userId'],
    ['a JSON array', [{ name: 'page_view' }], undefined],
    ['JSON null', null, undefined],
  ])('refuses %s with 400 and stores nothing', async (_what, payload, field) => {
    const before = rows(server).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(body(res).message).toContain(field);
    expect(rows(server)).toHaveLength(before);
  });

  it('refuses a malformed JSON body', async () => {
    const before = rows(server).length;
    const res = await server.inject({
      method: 'POST',
      url: '/api/analytics',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(rows(server)).toHaveLength(before);
  });
});

describe('POST /api/analytics rate limit', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ RATE_LIMIT_ANALYTICS_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers 429 with a clear message once an address has sent its events for the minute', async () => {
    const send = (name: string) => call(server, { method: 'POST', url: '/api/analytics', payload: { name } });
    expect((await send('page_view')).statusCode).toBe(204);
    // Refused requests count too.
    expect((await send('nonsense')).statusCode).toBe(400);
    expect((await send('page_view')).statusCode).toBe(204);
    const limited = await send('page_view');
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please slow down and try again shortly.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(rows(server)).toHaveLength(2);
  });

  it('limits each address on its own', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/analytics',
      payload: JSON.stringify({ name: 'page_view' }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.0.0.7',
    });
    expect(res.statusCode).toBe(204);
  });
});
