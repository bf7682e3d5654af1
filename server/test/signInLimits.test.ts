/**
 * Sign-in limits a stranger cannot turn into a lock-out: failures count per email and address
 * together; many failures from many addresses slow the email (429 with Retry-After, at most a
 * minute) without touching the addresses its owner signed in from; an admin clears an account's
 * limits from the desk, on the record.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, TEST_PASSWORD } from './members';
import { makeServer } from './testServer';

let server: Server;
let now = Date.UTC(2026, 10, 22, 17, 0);

beforeAll(async () => {
  server = await makeServer(
    { RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3', RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CEILING: '6' },
    { now: () => now },
  );
});
afterAll(() => server.stop());

const login = (email: string, password: string, remoteAddress: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: JSON.stringify({ email, password }),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });

describe('failed sign-ins', () => {
  it('from one address refuse that address only: the owner still signs in from theirs', async () => {
    const admin = await addMember(server, { role: 'admin' });
    for (let i = 0; i < 3; i++)
      expect((await login(admin.email, 'wrong', '203.0.113.9')).statusCode).toBe(401);
    const stranger = await login(admin.email, TEST_PASSWORD, '203.0.113.9');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(admin.email, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('from many addresses slow the email, never for long, and never from an address its owner used', async () => {
    const member = await addMember(server);
    // The owner signed in from home before the campaign.
    expect((await login(member.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    for (let i = 0; i < 6; i++)
      expect((await login(member.email, 'wrong', `203.0.113.${i + 10}`)).statusCode).toBe(401);
    const slowed = await login(member.email, TEST_PASSWORD, '203.0.113.99');
    expect(slowed.statusCode).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Home is not slowed.
    expect((await login(member.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // Nor is anyone once the delay has passed: slowed, not locked.
    now += wait * 1000;
    expect((await login(member.email, TEST_PASSWORD, '203.0.113.99')).statusCode).toBe(200);
  });
});

describe('an admin clearing sign-in limits', () => {
  it('lets a locked-out address try again, is admin only, and is recorded', async () => {
    const member = await addMember(server);
    const admin = await addMember(server, { role: 'admin' });
    const staff = await addMember(server, { role: 'staff' });
    for (let i = 0; i < 3; i++) await login(member.email, 'wrong', '192.0.2.1');
    expect((await login(member.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(429);

    const url = `/api/staff/members/${member.id}/clear-sign-in-limits`;
    expect((await call(server, { method: 'POST', url, cookie: staff.cookie, payload: {} })).statusCode).toBe(
      403,
    );
    const cleared = await call(server, { method: 'POST', url, cookie: admin.cookie, payload: {} });
    expect(cleared.statusCode).toBe(200);
    expect(body(cleared)).toEqual({ cleared: true });
    expect((await login(member.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);

    const audit = contextOf(server)
      .database.sqlite.prepare(
        "SELECT actor_id, target_id FROM staff_actions WHERE action = 'clear_sign_in_limits'",
      )
      .all();
    expect(audit).toEqual([{ actor_id: admin.id, target_id: member.id }]);
  });
});
