/**
 * The desk's Members list by the state of a plan (frozen, a freeze scheduled, cancelling with
 * notice, inside the money-back guarantee), through the real server, database and sandbox gateway,
 * and the report counting a scheduled freeze apart from a running one.
 */
import type { Server } from '@hapi/hapi';
import { MEMBER_STATES, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, postFromSite } from './http';
import { addStaff, joinedMonthly, signIn } from './members';
import { makeServer } from './testServer';

const ZONE = 'America/Denver';
const at = (date: string, time = '10:00') => wallToInstant(date, time, ZONE);
/** Members join on Sunday 22 November 2026, so they are billed on the 22nd. */
const JOIN = at('2026-11-22');
const clock = { now: JOIN };
let server: Server;

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => clock.now });
});
afterAll(() => server.stop());

describe('members by the state of their plan', () => {
  it('lists the frozen, the scheduled, the cancelling and those inside the guarantee; refuses another state', async () => {
    const frozen = await joinedMonthly(server);
    const scheduled = await joinedMonthly(server);
    const cancelling = await joinedMonthly(server);
    const staff = await addStaff(server, 'manager');
    const desk = async () => {
      staff.cookie = await signIn(server, staff.email);
      return staff.cookie;
    };
    const post = async (url: string, payload: unknown) => {
      const res = await postFromSite(server, url, payload, await desk());
      expect(res.statusCode).toBe(200);
    };
    // On 1 December: a freeze from the 22nd, and a cancellation with notice.
    clock.now = at('2026-12-01');
    await post(`/api/staff/members/${frozen.id}/freeze`, { months: 1, reason: 'Travelling' });
    await post(`/api/staff/members/${cancelling.id}/cancel`, { reason: 'Moving away' });
    // On 23 December the first freeze runs; the second is asked for from 22 January.
    clock.now = at('2026-12-23');
    await post(`/api/staff/members/${scheduled.id}/freeze`, {
      months: 1,
      startsOn: '2027-01-22',
      reason: 'Surgery',
    });
    // Joined today: inside the guarantee (the others' 30 days ended on the 22nd).
    const fresh = await joinedMonthly(server);
    const cookie = await desk();
    const listed = async (state: string) =>
      body<{ id: string }[]>(await call(server, { url: `/api/staff/members?state=${state}`, cookie })).map(
        (m) => m.id,
      );
    const expected = {
      frozen: [frozen.id],
      freeze_scheduled: [scheduled.id],
      cancelling: [cancelling.id],
      guarantee: [fresh.id],
    };
    for (const state of MEMBER_STATES) expect(await listed(state)).toEqual(expected[state]);

    const bad = await call(server, { url: '/api/staff/members?state=asleep', cookie });
    expect(bad.statusCode).toBe(400);
    expect(body<{ message: string }>(bad).message).toContain('state');

    // The report of that day: one freeze running, one scheduled (not 0, and not running).
    const report = body<{ members: { frozen: number; freezesScheduled: number } }>(
      await call(server, { url: '/api/staff/reports?from=2026-12-23&to=2026-12-23', cookie }),
    );
    expect(report.members).toMatchObject({ frozen: 1, freezesScheduled: 1 });
  });
});
