/**
 * The journeys' settable clock: TEST_CLOCK=1 is refused outside test mode, the route exists only
 * with it, and the moment it sets is the one the rules read (the staff schedule's "today").
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../src/clock/testClock';
import { ConfigError, loadConfig } from '../src/config';
import { body, call } from './http';
import { addStaff } from './members';
import { makeServer } from './testServer';

describe('TEST_CLOCK', () => {
  it('is refused in production and development, naming the variable', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() =>
        loadConfig({ NODE_ENV, TEST_CLOCK: '1', SESSION_SECRET: 'x'.repeat(40), PAYMENTS_SANDBOX: '1' }),
      ).toThrow(ConfigError);
      try {
        loadConfig({ NODE_ENV, TEST_CLOCK: '1', SESSION_SECRET: 'x'.repeat(40), PAYMENTS_SANDBOX: '1' });
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^TEST_CLOCK is only for/)]);
      }
    }
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBeUndefined();
  });

  it('runs on from the moment it was set, and goes back to the real time', () => {
    let real = 1_000_000;
    const clock = createTestClock(() => real);
    clock.set(5_000_000);
    real += 250;
    expect(clock.now()).toBe(5_000_250);
    clock.set(null);
    expect(clock.now()).toBe(real);
  });
});

describe('PUT /api/test/clock', () => {
  const servers: Awaited<ReturnType<typeof makeServer>>[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.stop())));

  it('is not there without TEST_CLOCK', async () => {
    const server = await makeServer();
    servers.push(server);
    const res = await call(server, { method: 'PUT', url: '/api/test/clock', payload: { now: null } });
    expect(res.statusCode).toBe(404);
  });

  it('sets the moment the server’s rules read, and refuses what is not an instant', async () => {
    const server = await makeServer({ TEST_CLOCK: '1' });
    servers.push(server);
    const set = await call(server, {
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: '2031-06-07T20:00:00.000Z' },
    });
    expect(set.statusCode, set.payload).toBe(200);
    expect(Date.parse(body<{ now: string }>(set).now) - Date.UTC(2031, 5, 7, 20)).toBeLessThan(60_000);
    const staff = await addStaff(server, 'staff');
    const schedule = await call(server, { url: '/api/staff/schedule', cookie: staff.cookie });
    expect(body(schedule).date).toBe('2031-06-07');

    const bad = await call(server, { method: 'PUT', url: '/api/test/clock', payload: { now: 'noon' } });
    expect(bad.statusCode).toBe(400);
    const reset = await call(server, { method: 'PUT', url: '/api/test/clock', payload: { now: null } });
    expect(Math.abs(Date.parse(body<{ now: string }>(reset).now) - Date.now())).toBeLessThan(60_000);
  });
});
