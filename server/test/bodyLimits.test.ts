/**
 * Cheap requests stay cheap: a JSON body is at most 64 kB unless its route says otherwise, and a
 * body nested past 32 levels is refused from its bytes before it is parsed, both with core's words.
 * How long a nested body holds the event loop is measured by `npm run bench:payload`, not here.
 */
import type { Server } from '@hapi/hapi';
import { requestBodyMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_BYTES, JSON_MAX_DEPTH } from '../src/http/bodyLimits';
import { JsonDepthScanner } from '../src/http/jsonDepth';
import { contextOf } from './dbAccess';
import { body } from './http';
import { addMember, addStaff, TEST_PASSWORD } from './members';
import { makeServer } from './testServer';

let server: Server;
beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' });
});
afterAll(() => server.stop());

const postJson = (url: string, payload: string, cookie?: string, method = 'POST') =>
  server.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

/** `{"email": [[...]]}` nesting `depth` levels in all, the object included. */
const nestedEmail = (depth: number) =>
  `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)},"password":"x"}`;

describe('a body nested too deep', () => {
  it('of 1 MB to the anonymous sign-in is refused, saying why', async () => {
    const n = 512 * 1024;
    const res = await postJson('/api/auth/login', '['.repeat(n) + ']'.repeat(n));
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({
      ...requestBodyMessages.tooLarge(JSON_MAX_BYTES),
      message: expect.stringContaining('at most 64 kB'),
    });
  });

  it('under the size limit is refused from its bytes with a 400 naming the depth', async () => {
    const n = 30_000;
    const res = await postJson('/api/auth/login', '['.repeat(n) + ']'.repeat(n));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ ...requestBodyMessages.tooDeep(JSON_MAX_DEPTH), field: 'body' });
    expect(body(res).message).toContain('32 levels');
  });

  it('is refused one level past the bound, and a body at the bound reaches the form check', async () => {
    const over = await postJson('/api/auth/login', nestedEmail(JSON_MAX_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(body(over).title).toBe('Request Too Deep');
    const at = await postJson('/api/auth/login', nestedEmail(JSON_MAX_DEPTH));
    expect(at.statusCode).toBe(400);
    expect(body(at)).toMatchObject({ field: 'email', title: 'Invalid Information' });
  });

  it('runs no handler: a deep change of password from a signed-in member changes nothing', async () => {
    const member = await addMember(server);
    const hashBefore = passwordHashOf(member.id);
    const deep = `{"currentPassword":"${TEST_PASSWORD}","newPassword":${'['.repeat(40)}${']'.repeat(40)}}`;
    const res = await postJson('/api/auth/change-password', deep, member.cookie);
    expect(res.statusCode).toBe(400);
    expect(body(res).title).toBe('Request Too Deep');
    expect(passwordHashOf(member.id)).toBe(hashBefore);
  });

  it('never counts brackets inside strings', async () => {
    const member = await addMember(server);
    const password = `${'['.repeat(40)}\\"${'{'.repeat(40)}`;
    const res = await postJson('/api/auth/login', JSON.stringify({ email: member.email, password }));
    expect(res.statusCode).toBe(401);
  });
});

describe('the size of a body', () => {
  it('is at most 64 kB on a form, answered in the catalogue words', async () => {
    const res = await postJson('/api/contact', JSON.stringify({ message: 'x'.repeat(JSON_MAX_BYTES) }));
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject(requestBodyMessages.tooLarge(JSON_MAX_BYTES));
    // Reworded without losing the headers every answer carries.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('may be larger where the route needs it: a legal text of 40,000 two-byte characters', async () => {
    const admin = await addStaff(server, 'admin');
    const plain = `## Terms\n\n${'é'.repeat(39_000)}`;
    expect(Buffer.byteLength(JSON.stringify({ plain }))).toBeGreaterThan(JSON_MAX_BYTES);
    const res = await postJson('/api/staff/legal/terms', JSON.stringify({ plain }), admin.cookie, 'PUT');
    expect(res.statusCode).toBe(200);
  });
});

describe('the depth scanner', () => {
  const deepest = (text: string, max = 3) => {
    const scanner = new JsonDepthScanner(max);
    return scanner.push(Buffer.from(text));
  };

  it('counts brackets and braces, not those in strings or after an escaped quote', () => {
    expect(deepest('{"a":[{"b":1}]}')).toBe(true);
    expect(deepest('{"a":[{"b":[1]}]}')).toBe(false);
    expect(deepest('{"a":"[[[[{{{{","b":"\\"[[[["}')).toBe(true);
    expect(deepest('{"a":"\\\\"}[[[[')).toBe(false);
    expect(deepest('{"é":"ü[[[["}')).toBe(true);
  });

  it('carries its count across chunks', () => {
    const scanner = new JsonDepthScanner(3);
    expect(scanner.push(Buffer.from('{"a":"[['))).toBe(true);
    expect(scanner.push(Buffer.from('[[","b":[['))).toBe(true);
    expect(scanner.push(Buffer.from('['))).toBe(false);
  });
});

function passwordHashOf(id: string): string {
  const row = contextOf(server)
    .database.sqlite.prepare('SELECT password_hash AS hash FROM users WHERE id = ?')
    .get(id) as { hash: string };
  return row.hash;
}
