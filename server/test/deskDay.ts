/**
 * The desk's day for tests: a server on a clock the test sets, a signed-in staff account, and
 * bookings made at the desk on Saturday 2026-11-21 in Denver (made the day before, at noon).
 */
import type { Server } from '@hapi/hapi';
import { wallToInstant } from '@lounge/core';
import { expect } from 'vitest';
import { body, call } from './http';
import { addStaff, signIn } from './members';
import { makeServer } from './testServer';

const ZONE = 'America/Denver';
/** Saturday 2026-11-21 in Denver. */
export const DAY = '2026-11-21';
export const at = (date: string, time: string) => wallToInstant(date, time, ZONE);
const DAY_BEFORE_NOON = at('2026-11-20', '12:00');

export interface DeskDay {
  server: Server;
  clock: { now: number };
  desk: { id: string; email: string; cookie: string };
  send: (method: string, url: string, payload?: unknown) => ReturnType<typeof call>;
  /** Sets the clock and signs the desk in again (a session does not outlive days of test time). */
  setClock: (date: string, time: string) => Promise<void>;
  /** A desk booking for `memberId` on `DAY`; its id. */
  book: (memberId: string, bay: string, start: string, end: string) => Promise<string>;
}

/** `env` adds to (or changes) the server's settings. */
export async function openDeskDay(env: Record<string, string> = {}): Promise<DeskDay> {
  const clock = { now: DAY_BEFORE_NOON };
  const server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', ...env }, { now: () => clock.now });
  const desk = await addStaff(server, 'staff');
  const send = (method: string, url: string, payload: unknown = {}) =>
    call(server, { method, url, cookie: desk.cookie, payload });
  return {
    server,
    clock,
    desk,
    send,
    async setClock(date, time) {
      clock.now = at(date, time);
      desk.cookie = await signIn(server, desk.email);
    },
    async book(memberId, bay, start, end) {
      const keep = clock.now;
      clock.now = DAY_BEFORE_NOON;
      const res = await send('POST', '/api/staff/bookings', {
        userId: memberId,
        bayNumber: bay,
        bookingDate: DAY,
        startTime: start,
        endTime: end,
        guestCount: '1',
      });
      clock.now = keep;
      expect(res.statusCode, res.payload).toBe(201);
      return body(res).id as string;
    },
  };
}
