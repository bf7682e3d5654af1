/**
 * Limits that hold behind the reverse proxy: with TRUSTED_PROXIES naming it, each visitor counts as
 * the address the proxy forwarded, so a campaign of failed sign-ins from many clients never stops
 * the owner signing in from their own, and a form's limit is per visitor, not per proxy. Without it
 * X-Forwarded-For is only a header: a forged one neither escapes a limit nor locks anyone out.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveClientAddress } from '../src/http/clientAddress';
import { parseTrustedProxies, trustedProxyMatcher } from '../src/http/trustedProxies';
import { contactForm as contact } from './inquiryForms';
import { addMember, TEST_PASSWORD } from './members';
import { makeServer } from './testServer';

const PROXY = '127.0.0.1';
const OWNER_HOME = '198.51.100.7';

function login(server: Server, email: string, password: string, peer: string, forwardedFor?: string) {
  return server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: JSON.stringify({ email, password }),
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    remoteAddress: peer,
  });
}

function postContact(server: Server, peer: string, forwardedFor?: string) {
  return server.inject({
    method: 'POST',
    url: '/api/contact',
    payload: JSON.stringify(contact),
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    remoteAddress: peer,
  });
}

describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1,::1)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ TRUSTED_PROXIES: '127.0.0.1, ::1', RATE_LIMIT_INQUIRIES_PER_HOUR: '2' });
  });
  afterAll(() => server.stop());

  it('100 failed sign-ins from many forwarded clients never stop the owner signing in from their own', async () => {
    const admin = await addMember(server, { role: 'admin' });
    // The owner signed in from home before, through the proxy.
    expect((await login(server, admin.email, TEST_PASSWORD, PROXY, OWNER_HOME)).statusCode).toBe(200);
    const refusals = new Set<number>();
    for (let i = 0; i < 100; i++) {
      // Half guess the admin's password, half try made-up emails; each client lies about itself too.
      const email = i % 2 === 0 ? admin.email : `nobody-${i}@example.com`;
      const res = await login(server, email, 'wrong', PROXY, `${OWNER_HOME}, 203.0.113.${i + 1}`);
      refusals.add(res.statusCode);
    }
    expect([...refusals].every((status) => status === 401 || status === 429)).toBe(true);
    expect((await login(server, admin.email, TEST_PASSWORD, PROXY, OWNER_HOME)).statusCode).toBe(200);
  });

  it('counts each forwarded client on its own: one is refused, the owner through the same proxy is not', async () => {
    const admin = await addMember(server, { role: 'admin' });
    for (let i = 0; i < 10; i++)
      expect((await login(server, admin.email, 'wrong', PROXY, '203.0.113.200')).statusCode).toBe(401);
    const guesser = await login(server, admin.email, TEST_PASSWORD, PROXY, '203.0.113.200');
    expect(guesser.statusCode).toBe(429);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
    // Over IPv6 too (the proxy's ::1), and the hop the client wrote itself is never read.
    expect(
      (await login(server, admin.email, TEST_PASSWORD, '::1', '203.0.113.200, 192.0.2.44')).statusCode,
    ).toBe(200);
  });

  it('limits the forms per visitor, not per proxy, and a forged hop does not escape the limit', async () => {
    for (let i = 0; i < 2; i++) expect((await postContact(server, PROXY, '192.0.2.10')).statusCode).toBe(201);
    // The visitor writes their own X-Forwarded-For; the proxy appends the real peer to it.
    const forged = await postContact(server, PROXY, '192.0.2.99, 192.0.2.10');
    expect(forged.statusCode).toBe(429);
    expect(forged.headers['retry-after']).toMatch(/^\d+$/);
    // Another visitor behind the same proxy still gets through.
    expect((await postContact(server, PROXY, '192.0.2.11')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let i = 0; i < 2; i++)
      expect((await postContact(server, '203.0.113.77', `192.0.2.${120 + i}`)).statusCode).toBe(201);
    expect((await postContact(server, '203.0.113.77', '192.0.2.130')).statusCode).toBe(429);
  });
});

describe('with TRUSTED_PROXIES unset (the default)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ RATE_LIMIT_INQUIRIES_PER_HOUR: '2' });
  });
  afterAll(() => server.stop());

  it('a forged X-Forwarded-For neither escapes a limit nor locks anyone out', async () => {
    const admin = await addMember(server, { role: 'admin' });
    // The guesser names a new address every time, and names the admin's own.
    for (let i = 0; i < 10; i++) {
      const res = await login(server, admin.email, 'wrong', '203.0.113.9', `${OWNER_HOME}, 192.0.2.${i}`);
      expect(res.statusCode).toBe(401);
    }
    expect((await login(server, admin.email, TEST_PASSWORD, '203.0.113.9', '192.0.2.250')).statusCode).toBe(
      429,
    );
    expect((await login(server, admin.email, TEST_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
  });

  it('counts a form per socket address whatever the header says', async () => {
    for (let i = 0; i < 2; i++)
      expect((await postContact(server, '203.0.113.5', `192.0.2.${i}`)).statusCode).toBe(201);
    expect((await postContact(server, '203.0.113.5', '192.0.2.200')).statusCode).toBe(429);
  });
});

describe('reading X-Forwarded-For', () => {
  const { matches } = trustedProxyMatcher(parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8').entries);

  it('walks from the right past trusted hops to the first untrusted one', () => {
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, 192.0.2.5, 10.1.2.3', matches)).toBe('192.0.2.5');
    expect(resolveClientAddress('::ffff:127.0.0.1', '192.0.2.5', matches)).toBe('192.0.2.5');
    expect(resolveClientAddress('127.0.0.1', 'fd00::7, 2001:db8::1', matches)).toBe('2001:db8::1');
    // Only proxies all the way: the leftmost of them.
    expect(resolveClientAddress('127.0.0.1', '10.9.9.9', matches)).toBe('10.9.9.9');
    // No header: the proxy itself.
    expect(resolveClientAddress('127.0.0.1', undefined, matches)).toBe('127.0.0.1');
  });

  it('believes nothing from an untrusted peer, and no hop that is not an address', () => {
    expect(resolveClientAddress('192.0.2.9', '10.0.0.1', matches)).toBe('192.0.2.9');
    expect(resolveClientAddress('::ffff:192.0.2.9', '10.0.0.1', matches)).toBe('192.0.2.9');
    expect(resolveClientAddress('127.0.0.1', '192.0.2.5, <script>', matches)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '192.0.2.5, 10.0.0.3, unknown', matches)).toBe('127.0.0.1');
  });
});
