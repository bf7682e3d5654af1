/**
 * Session ids at rest: the sessions table keeps each id's SHA-256, never the id the cookie carries,
 * so a copy of the database (a backup, a stolen file) signs no one in.
 */
import { createHash } from 'node:crypto';
import Iron from '@hapi/iron';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/authPlugin';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { makeServer, TEST_SESSION_SECRET } from './testServer';

let server: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  server = await makeServer();
});
afterAll(() => server.stop());

/** The session id sealed inside a Cookie header, as only the server can read it. */
async function sidOf(cookie: string): Promise<string> {
  const sealed = cookie.slice(`${SESSION_COOKIE}=`.length);
  const data = (await Iron.unseal(sealed, TEST_SESSION_SECRET, Iron.defaults)) as { sid: string };
  return data.sid;
}

const storedRows = () =>
  contextOf(server).database.sqlite.prepare('SELECT * FROM sessions').all() as Record<string, string>[];

describe('the sessions table', () => {
  it("does not hold the cookie's session id, only its SHA-256", async () => {
    const m = await addMember(server);
    const sid = await sidOf(m.cookie);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = storedRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(sid);
    expect(rows.map((r) => r.sid)).toContain(createHash('sha256').update(sid).digest('hex'));
    // And the cookie still signs its member in.
    const me = await call(server, { url: '/api/auth/user', cookie: m.cookie });
    expect(body<{ id: string }>(me).id).toBe(m.id);
  });

  it('gives no way in to whoever copies a stored value into a cookie', async () => {
    const m = await addMember(server);
    const stored = createHash('sha256')
      .update(await sidOf(m.cookie))
      .digest('hex');
    const forged = await Iron.seal({ sid: stored }, TEST_SESSION_SECRET, Iron.defaults);
    const res = await call(server, { url: '/api/auth/user', cookie: `${SESSION_COOKIE}=${forged}` });
    expect(res.statusCode).toBe(401);
  });

  it('ends the session on sign-out, found by its hash', async () => {
    const m = await addMember(server);
    const hash = createHash('sha256')
      .update(await sidOf(m.cookie))
      .digest('hex');
    await call(server, { method: 'POST', url: '/api/auth/logout', cookie: m.cookie });
    expect(storedRows().map((r) => r.sid)).not.toContain(hash);
  });
});
