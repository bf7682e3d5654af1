/**
 * The desk's day on the clock: the check-in window (an hour before the start until the end, on the
 * booking's venue day), the no-show window (15 minutes after the start until the day ends), undo of
 * a check-in or no-show on that day only, a repeated action changing nothing, and the board's words.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { at, DAY, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember, signIn } from './members';

let clock: { now: number };
let server: Server;
let desk: { id: string; email: string; cookie: string };
let send: (method: string, url: string, payload?: unknown) => ReturnType<typeof call>;
let bookFor: (memberId: string, bay: string, start: string, end: string) => Promise<string>;

beforeAll(async () => {
  const day = await openDeskDay();
  ({ server, desk, send, clock } = day);
  bookFor = day.book;
});
afterAll(() => server.stop());

/** A desk booking for a new member on `DAY`. */
async function book(bay: string, start: string, end: string): Promise<string> {
  const member = await addMember(server);
  return bookFor(member.id, bay, start, end);
}

async function boardStatusOf(id: string): Promise<string> {
  const res = await call(server, { url: `/api/staff/schedule?date=${DAY}`, cookie: desk.cookie });
  const found = body<{ bookings: { id: string; boardStatus: string }[] }>(res).bookings.find(
    (b) => b.id === id,
  );
  return found?.boardStatus ?? 'missing';
}

describe('check-in window', () => {
  it.each([
    ['2026-11-20', '17:00', 409, 'This booking is on Saturday, November 21; check in on that day.'],
    [DAY, '15:59', 409, 'Check-in opens at 4:00 PM, an hour before the start.'],
    [DAY, '16:00', 200, null],
    [DAY, '17:59', 200, null],
    [DAY, '18:00', 409, 'This booking ended at 6:00 PM; it can no longer be checked in.'],
  ])('on %s at %s: %i', async (date, time, status, message) => {
    const id = await book('1', '17:00', '18:00').catch(async () => book('2', '17:00', '18:00'));
    clock.now = at(date, time);
    desk.cookie = await signIn(server, desk.email);
    const res = await send('POST', `/api/staff/bookings/${id}/check-in`);
    expect(res.statusCode).toBe(status);
    if (message) expect(body(res)).toMatchObject({ title: 'Not Check-in Time', message });
    else expect(body(res).status).toBe('checked_in');
    // Free the bay for the next row.
    clock.now = at(DAY, '17:30');
    expect((await send('POST', `/api/staff/bookings/${id}/cancel`, { reason: 'test' })).statusCode).toBe(200);
  });
});

describe('undo and the board status', () => {
  it('marks a late member no-show, takes it back when they arrive, checks them in, and undoes that too', async () => {
    const id = await book('3', '14:00', '15:00');
    clock.now = at(DAY, '13:50');
    expect(await boardStatusOf(id)).toBe('due');
    clock.now = at(DAY, '14:20');
    expect(await boardStatusOf(id)).toBe('late');
    expect(body(await send('POST', `/api/staff/bookings/${id}/no-show`)).status).toBe('no_show');
    expect(await boardStatusOf(id)).toBe('no_show');

    clock.now = at(DAY, '14:25');
    const undone = await send('POST', `/api/staff/bookings/${id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(body(undone).status).toBe('confirmed');
    expect(await boardStatusOf(id)).toBe('late');
    expect(body(await send('POST', `/api/staff/bookings/${id}/check-in`)).status).toBe('checked_in');
    expect(await boardStatusOf(id)).toBe('checked_in');
    expect(body(await send('POST', `/api/staff/bookings/${id}/undo`)).status).toBe('confirmed');
    // A second Undo finds the booking confirmed already: answered as it is, not logged again.
    const again = await send('POST', `/api/staff/bookings/${id}/undo`);
    expect(again.statusCode).toBe(200);
    expect(body(again).status).toBe('confirmed');
    expect(body(await send('POST', `/api/staff/bookings/${id}/check-in`)).status).toBe('checked_in');
    clock.now = at(DAY, '15:00');
    expect(await boardStatusOf(id)).toBe('finished');

    const log = contextOf(server)
      .database.sqlite.prepare(
        "SELECT action, details FROM staff_actions WHERE target_id = ? AND action IN ('no-show','undo','check-in') ORDER BY id",
      )
      .all(id) as { action: string; details: string | null }[];
    expect(log.map((a) => a.action)).toEqual(['no-show', 'undo', 'check-in', 'undo', 'check-in']);
    expect(JSON.parse(log[1]?.details ?? '{}')).toEqual({ undid: 'no_show' });
  });

  it('undoes only on the booking’s own venue day', async () => {
    const id = await book('3', '20:00', '21:00');
    clock.now = at(DAY, '20:30');
    expect((await send('POST', `/api/staff/bookings/${id}/no-show`)).statusCode).toBe(200);
    clock.now = at(DAY, '21:30');
    expect(await boardStatusOf(id)).toBe('no_show');
    clock.now = at('2026-11-22', '00:00');
    desk.cookie = await signIn(server, desk.email);
    const late = await send('POST', `/api/staff/bookings/${id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(body(late).title).toBe('Too Late to Undo');
    clock.now = at(DAY, '23:59');
    expect(body(await send('POST', `/api/staff/bookings/${id}/undo`)).status).toBe('confirmed');
    expect(await boardStatusOf(id)).toBe('ended_unchecked');
  });

  it('refuses to undo a no-show once the freed bay is booked again', async () => {
    const id = await book('2', '19:00', '21:00');
    clock.now = at(DAY, '19:20');
    expect((await send('POST', `/api/staff/bookings/${id}/no-show`)).statusCode).toBe(200);
    const other = await addMember(server);
    const taken = await call(server, {
      method: 'POST',
      url: '/api/bookings',
      cookie: other.cookie,
      payload: { bayNumber: '2', bookingDate: DAY, startTime: '20:00', endTime: '21:00', guestCount: '1' },
    });
    expect(taken.statusCode, taken.payload).toBe(201);
    const undo = await send('POST', `/api/staff/bookings/${id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(body(undo).code).toBe('bay_taken');
    expect(await boardStatusOf(id)).toBe('no_show');
  });
});

const auditRows = (id: string) =>
  contextOf(server)
    .database.sqlite.prepare('SELECT action FROM staff_actions WHERE target_id = ? ORDER BY id')
    .all(id) as { action: string }[];
const statusOf = (id: string) =>
  (
    contextOf(server).database.sqlite.prepare('SELECT status FROM bookings WHERE id = ?').get(id) as {
      status: string;
    }
  ).status;

describe('the no-show window', () => {
  it('refuses a no-show before 15 minutes after the start, and on the day before', async () => {
    const id = await book('1', '15:00', '16:00');
    for (const [date, time, message] of [
      [DAY, '14:08', 'A no-show can be marked from 3:15 PM, 15 minutes after the start.'],
      [DAY, '15:14', 'A no-show can be marked from 3:15 PM, 15 minutes after the start.'],
      [
        '2026-11-20',
        '15:30',
        'This booking is on Saturday, November 21; a no-show can be marked from 3:15 PM that day.',
      ],
    ] as const) {
      clock.now = at(date, time);
      desk.cookie = await signIn(server, desk.email);
      const res = await send('POST', `/api/staff/bookings/${id}/no-show`);
      expect(res.statusCode).toBe(409);
      expect(body(res)).toMatchObject({ title: 'Too Early for No-show', message });
    }
    expect(statusOf(id)).toBe('confirmed');
    expect(auditRows(id).map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a no-show once the booking’s venue day is over, accepting it until its last minute', async () => {
    const late = await book('1', '16:00', '17:00');
    clock.now = at('2026-11-22', '00:00');
    desk.cookie = await signIn(server, desk.email);
    const res = await send('POST', `/api/staff/bookings/${late}/no-show`);
    expect(res.statusCode).toBe(409);
    expect(body(res).title).toBe('Day Is Over');
    clock.now = at(DAY, '23:59');
    expect(body(await send('POST', `/api/staff/bookings/${late}/no-show`)).status).toBe('no_show');
  });
});

describe('a repeated action', () => {
  it('checks in once: the second check-in answers the booking unchanged and logs nothing', async () => {
    const id = await book('1', '10:00', '11:00');
    clock.now = at(DAY, '09:55');
    const first = await send('POST', `/api/staff/bookings/${id}/check-in`);
    expect(body(first).status).toBe('checked_in');
    const second = await send('POST', `/api/staff/bookings/${id}/check-in`);
    expect(second.statusCode).toBe(200);
    expect(body(second)).toEqual(body(first));
    expect(auditRows(id).map((a) => a.action)).toEqual(['create', 'check-in']);
  });

  it('marks a no-show once', async () => {
    const id = await book('2', '10:00', '11:00');
    clock.now = at(DAY, '10:30');
    const answers = await Promise.all([1, 2, 3].map(() => send('POST', `/api/staff/bookings/${id}/no-show`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => body(r).status)).toEqual(['no_show', 'no_show', 'no_show']);
    expect(auditRows(id).map((a) => a.action)).toEqual(['create', 'no-show']);
  });
});
