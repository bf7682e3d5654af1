import { createHash } from 'node:crypto';
import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { EARLY_SUBMIT_HOLD_SCRIPT } from '../src/http/earlySubmitHold';
import { CONTENT_SECURITY_POLICY } from '../src/http/requestGuards';
import { createLogger } from '../src/logger';
import { contextOf } from './dbAccess';
import { body, call, sessionCookie } from './http';
import { makeDataDir, makeServer, makeWebDist } from './testServer';

const PUBLIC_URL = 'https://lounge.example';

const contact = {
  firstName: 'Lee',
  lastName: 'Asker',
  email: 'lee@example.com',
  inquiryType: 'general',
  message: 'Hello there',
};

const contactRows = (server: Server) =>
  (
    contextOf(server).database.sqlite.prepare('SELECT count(*) AS n FROM contact_inquiries').get() as {
      n: number;
    }
  ).n;

describe('state-changing /api requests', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ PUBLIC_URL, EXTRA_ORIGINS: 'http://192.168.1.20:5000' });
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Injects, and checks that no contact message was written when the answer is not 201. */
  async function inject(options: ServerInjectOptions): Promise<ServerInjectResponse> {
    const before = contactRows(server);
    const res = await server.inject(options);
    if (res.statusCode !== 201) expect(contactRows(server)).toBe(before);
    return res;
  }

  const formBody = new URLSearchParams(contact).toString();

  it.each([
    ['text/plain', JSON.stringify(contact)],
    ['text/plain;charset=UTF-8', JSON.stringify(contact)],
    ['application/x-www-form-urlencoded', formBody],
    ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--`],
    ['application/json-patch+json', JSON.stringify(contact)],
    ['text/plain', ''],
  ])('refuses a body sent as %s with 415 and writes nothing', async (contentType, payload) => {
    const res = await inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(415);
    expect(body(res)).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('refuses a body without a content-type with 415', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/contact',
      payload: Buffer.from(JSON.stringify(contact)),
    });
    expect(res.statusCode).toBe(415);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('guards %s as well, before any route is looked up', async (method) => {
    const res = await inject({
      method,
      url: '/api/contact',
      payload: formBody,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('takes JSON with a charset', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/contact',
      payload: JSON.stringify(contact),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    'https://evil.example',
    'http://lounge.example',
    'https://lounge.example.evil.example',
    'https://lounge.example:8443',
    'null',
  ])('refuses an Origin of another site (%s) with 403 and writes nothing', async (origin) => {
    const before = contactRows(server);
    const res = await call(server, {
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      headers: { origin },
    });
    expect(res.statusCode).toBe(403);
    expect(body(res)).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(contactRows(server)).toBe(before);
  });

  it("allows this site's Origins (PUBLIC_URL, EXTRA_ORIGINS) and no Origin", async () => {
    const before = contactRows(server);
    for (const headers of [
      { origin: PUBLIC_URL },
      { origin: 'http://192.168.1.20:5000', host: '192.168.1.20:5000' },
      {} as Record<string, string>,
    ]) {
      const res = await call(server, { method: 'POST', url: '/api/contact', payload: contact, headers });
      expect(res.statusCode).toBe(201);
    }
    expect(contactRows(server)).toBe(before + 3);
  });

  it('never takes the Host header for this site: a forged Host and Origin are refused', async () => {
    for (const url of ['/api/auth/logout', '/api/contact']) {
      const res = await server.inject({
        method: 'POST',
        url,
        headers: { origin: 'http://evil.example', host: 'evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify(contact),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a cross-site sign-out even without a body', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('allows a POST with no body and no content-type (sign-out), which ends the session', async () => {
    const signup = await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'guard@example.com', password: 'fairway-123', firstName: 'G', lastName: 'D' },
    });
    const cookie = sessionCookie(signup);
    expect((await call(server, { url: '/api/auth/user', cookie })).statusCode).toBe(200);
    const res = await server.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect((await call(server, { url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('leaves GET requests alone whatever their Origin', async () => {
    const res = await server.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('response headers', () => {
  const webDist = makeWebDist();
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ WEB_DIST: webDist.dir });
    server.route({
      method: 'GET',
      path: '/api/test/explode',
      options: { auth: false },
      handler() {
        throw new Error('boom at /var/lib/lounge/secret.db: SQLITE_CORRUPT');
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    webDist.remove();
  });

  const requests: [string, ServerInjectOptions, number][] = [
    ['a JSON answer', { url: '/api/health' }, 200],
    ['the home page', { url: '/' }, 200],
    ['an app route (index.html fallback)', { url: '/dashboard' }, 200],
    ['an asset', { url: '/assets/x.js' }, 200],
    ['an unknown /api path', { url: '/api/nope' }, 404],
    ['a signed-out call', { url: '/api/auth/user' }, 401],
    [
      'a 400',
      {
        method: 'POST',
        url: '/api/contact',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'a 415',
      { method: 'POST', url: '/api/contact', payload: 'a=1', headers: { 'content-type': 'text/plain' } },
      415,
    ],
    ['a 403', { method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } }, 403],
    ['a 500', { url: '/api/test/explode' }, 500],
  ];

  it.each(requests)(
    '%s carries the security headers and the CSP, without HSTS over http',
    async (_what, options, status) => {
      const res = await server.inject(options);
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it("the CSP keeps scripts and frames to this site's own", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('the CSP allows one inline script, the early submit hold, by the hash of its exact text', () => {
    const scriptSrc = /script-src ([^;]*)/.exec(CONTENT_SECURITY_POLICY)?.[1]?.split(' ');
    const hash = createHash('sha256').update(EARLY_SUBMIT_HOLD_SCRIPT, 'utf8').digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('a 500 answers the generic message and reveals nothing internal', async () => {
    const res = await server.inject('/api/test/explode');
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'An internal server error occurred',
    });
    for (const secret of ['boom', 'secret.db', 'SQLITE_CORRUPT', '/var/lib', 'at ']) {
      expect(res.payload).not.toContain(secret);
    }
  });
});

describe('HSTS', () => {
  it.each([
    ['COOKIE_SECURE=true', { COOKIE_SECURE: 'true' }],
    ['an https PUBLIC_URL', { PUBLIC_URL }],
  ])('is sent with %s', async (_what, env) => {
    const server = await makeServer(env);
    try {
      for (const url of ['/api/health', '/api/nope']) {
        const res = await server.inject(url);
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await server.stop();
    }
  });

  it('is not sent when an https PUBLIC_URL sets COOKIE_SECURE=false', async () => {
    const server = await makeServer({ PUBLIC_URL, COOKIE_SECURE: 'false' });
    try {
      expect((await server.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.stop();
    }
  });
});

describe('a 500', () => {
  it('is logged with the request id and the error, which the answer leaves out', async () => {
    const lines: Record<string, unknown>[] = [];
    const data = makeDataDir();
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
      DATABASE_PATH: data.file,
    });
    const server = await createServer(config, {
      logger: createLogger('error', (line) => lines.push(JSON.parse(line))),
    });
    try {
      server.route({
        method: 'POST',
        path: '/api/test/explode',
        options: { auth: false },
        handler() {
          throw new Error('constraint failed: users.password_hash');
        },
      });
      const res = await call(server, { method: 'POST', url: '/api/test/explode', payload: {} });
      expect(res.statusCode).toBe(500);
      expect(res.payload).not.toContain('password_hash');
      const logged = lines.find((l) => l.msg === 'request failed');
      expect(logged).toMatchObject({
        level: 'error',
        method: 'post',
        path: '/api/test/explode',
        error: 'constraint failed: users.password_hash',
      });
      expect(typeof logged?.requestId).toBe('string');
      expect(String(logged?.requestId).length).toBeGreaterThan(0);
    } finally {
      await server.stop();
      data.remove();
    }
  });
});
