/**
 * A booking's check-in pass through the real server: made with the booking, answered to its member
 * only, stated in the confirmation email and the calendar event, a code unique among open passes
 * (a clash drawn again) and free again once its booking is over.
 */
import type { Server } from '@hapi/hapi';
import { passQrText, wallToInstant } from '@lounge/core';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOverPasses } from '../src/checkIn/passService';
import { issuePass } from '../src/checkIn/passStore';
import { bookingRequest, TUESDAY } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Draws in the order given, then fails: the test's own numbers instead of crypto's. */
const drawsOf = (queue: number[]) => () => {
  const next = queue.shift();
  if (next === undefined) throw new Error('drew more codes than the test expected');
  return next;
};

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const clock = { now: Date.UTC(2026, 10, 22, 17, 0) };
const at = (time: string) => wallToInstant(TUESDAY, time, 'America/Denver');

let server: Server;
beforeAll(async () => {
  server = await makeServer({}, { now: () => clock.now });
});
afterAll(() => server.stop());

const book = async (cookie: string, over: Record<string, unknown> = {}) => {
  const res = await call(server, {
    method: 'POST',
    url: '/api/bookings',
    cookie,
    payload: bookingRequest(over),
  });
  expect(res.statusCode, res.payload).toBe(201);
  return body(res).id as string;
};
const passOf = (id: string, cookie: string) => call(server, { url: `/api/bookings/${id}/pass`, cookie });
const sqlite = () => contextOf(server).database.sqlite;

describe('GET /api/bookings/{id}/pass', () => {
  it('answers the member their code, the QR’s text and when it checks in', async () => {
    const member = await addMember(server);
    const id = await book(member.cookie, { startTime: '18:30', endTime: '20:00' });
    const res = await passOf(id, member.cookie);
    expect(res.statusCode, res.payload).toBe(200);
    const pass = body<{ code: string; qr: string; opensAt: string; closesAt: string }>(res);
    expect(pass.code).toMatch(/^\d{6}$/);
    expect(pass).toEqual({
      code: pass.code,
      qr: passQrText(pass.code),
      opensAt: new Date(at('18:00')).toISOString(),
      closesAt: new Date(at('20:00')).toISOString(),
    });
    // The same pass every time: made once, with the booking.
    expect(body(await passOf(id, member.cookie))).toEqual(pass);
    expect(sqlite().prepare('SELECT code FROM booking_passes WHERE booking_id = ?').get(id)).toEqual({
      code: pass.code,
    });

    // Nobody else's: another member, and staff, are answered as for no booking at all.
    const other = await addMember(server);
    const staff = await addStaff(server, 'staff');
    for (const cookie of [other.cookie, staff.cookie]) {
      const refused = await passOf(id, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.payload).toBe((await passOf('00000000-0000-4000-8000-000000000000', cookie)).payload);
    }
    expect((await call(server, { url: `/api/bookings/${id}/pass` })).statusCode).toBe(401);

    // Cancelled, it has no pass to show.
    const cancelled = await call(server, {
      method: 'PATCH',
      url: `/api/bookings/${id}/cancel`,
      cookie: member.cookie,
    });
    expect(cancelled.statusCode, cancelled.payload).toBe(200);
    const gone = await passOf(id, member.cookie);
    expect(gone.statusCode).toBe(409);
    expect(body(gone)).toMatchObject({ title: 'No Pass', code: 'no_pass' });
  });

  it('is stated in the confirmation email and the calendar event', async () => {
    const member = await addMember(server);
    const id = await book(member.cookie, { bayNumber: '2' });
    const { code } = body<{ code: string }>(await passOf(id, member.cookie));
    const spoken = `${code.slice(0, 3)} ${code.slice(3)}`;
    const mail = sqlite()
      .prepare(
        "SELECT text_body, calendar FROM outbox_messages WHERE user_id = ? AND kind = 'booking_confirmed'",
      )
      .get(member.id) as { text_body: string; calendar: string };
    expect(mail.text_body).toContain(
      `Your check-in code: ${spoken}. Check in at the kiosk by the door from 30 minutes before the start.`,
    );
    expect(mail.text_body).toContain(`/bookings/${id}/pass`);
    for (const text of [
      mail.calendar,
      (await call(server, { url: `/api/bookings/${id}/calendar.ics`, cookie: member.cookie })).payload,
    ]) {
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
      );
      expect(event.description).toContain(`Your check-in code: ${spoken}.`);
    }
  });
});

describe('codes', () => {
  it('are unique among open passes: a clash is drawn again', async () => {
    const first = await addMember(server);
    const taken = await book(first.cookie, { bayNumber: '3' });
    const { code } = body<{ code: string }>(await passOf(taken, first.cookie));

    const second = await addMember(server);
    const next = await book(second.cookie, { bayNumber: '3', startTime: '16:00', endTime: '17:00' });
    const ctx = contextOf(server);
    ctx.database.sqlite.prepare('DELETE FROM booking_passes WHERE booking_id = ?').run(next);
    const queue = [Number(code), Number(code), 77];
    expect(issuePass(ctx.db, next, new Date(clock.now).toISOString(), drawsOf(queue))).toBe('000077');
    expect(queue).toEqual([]);
    expect(body(await passOf(next, second.cookie)).code).toBe('000077');
  });

  it('are refused twice among open passes by the database itself, and free once the booking is over', async () => {
    const member = await addMember(server);
    const id = await book(member.cookie, { bayNumber: '1', startTime: '09:00', endTime: '10:00' });
    const { code } = body<{ code: string }>(await passOf(id, member.cookie));
    const other = await addMember(server);
    const later = await book(other.cookie, { bayNumber: '1', startTime: '11:00', endTime: '12:00' });
    const reuse = () =>
      sqlite().prepare('UPDATE booking_passes SET code = ? WHERE booking_id = ?').run(code, later);
    expect(reuse).toThrow(/UNIQUE/);

    clock.now = at('09:59');
    expect(closeOverPasses(contextOf(server))).toBe(0);
    clock.now = at('10:00');
    expect(closeOverPasses(contextOf(server))).toBeGreaterThanOrEqual(1);
    reuse();
    // A pass drawn now may take the code again.
    const ctx = contextOf(server);
    ctx.database.sqlite.prepare('DELETE FROM booking_passes WHERE booking_id = ?').run(later);
    expect(issuePass(ctx.db, later, new Date(clock.now).toISOString(), drawsOf([Number(code)]))).toBe(code);
  });
});
