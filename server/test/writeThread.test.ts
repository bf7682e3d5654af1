/**
 * Member bookings are checked and written by the write thread (server/src/db/writer.ts), with its
 * own connection to the server's file: the same rules and answers as when the server wrote them on
 * its own connection, the day view current the moment a booking is answered, the thread's death
 * answered, and no thread left behind when the server stops.
 */
import { once } from 'node:events';
import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';
import { bookingMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBooking, createBooking, updateBooking } from '../src/bookings/bookingService';
import { connectDatabase, WRITER_PAGE_CACHE_KIB } from '../src/db/database';
import { bookingRequest, TUESDAY } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);

let server: Server;
const sqlite = () => contextOf(server).database.sqlite;
const count = (table: string) =>
  (sqlite().prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const post = (cookie: string, payload: unknown) =>
  call(server, { method: 'POST', url: '/api/bookings', payload, cookie });
const members = (n: number) => Promise.all(Array.from({ length: n }, () => addMember(server)));

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
});
afterAll(() => server.stop());

describe('bookings through the write thread', () => {
  it('gives a slot asked for at once by six members to exactly one; the others get the 409 with its words', async () => {
    const six = await members(6);
    const slot = bookingRequest({ bayNumber: '2', startTime: '16:00', endTime: '17:00' });
    const answers = await Promise.all(six.map((m) => post(m.cookie, slot)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(body(res)).toEqual({
        statusCode: 409,
        error: 'Conflict',
        ...bookingMessages.bayTaken,
        code: 'bay_taken',
        field: 'bayNumber',
      });
    }
    const taken = sqlite()
      .prepare("SELECT count(*) AS n FROM bookings WHERE bay_number = '2' AND booking_date = ?")
      .get(TUESDAY) as { n: number };
    expect(taken.n).toBe(1);
  });

  it('books different slots asked for at once, every one', async () => {
    const eight = await members(8);
    const before = count('bookings');
    const answers = await Promise.all(
      eight.map((m, i) => {
        const hour = 9 + Math.floor(i / 3);
        const slot = { startTime: `${String(hour).padStart(2, '0')}:00`, endTime: `${hour + 1}:00` };
        return post(m.cookie, bookingRequest({ bayNumber: String((i % 3) + 1), ...slot }));
      }),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    expect(count('bookings')).toBe(before + 8);
    // Each with its confirmation email, queued in the same transaction.
    const mails = sqlite()
      .prepare("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'booking_confirmed'")
      .get() as { n: number };
    expect(mails.n).toBe(count('bookings'));
  });

  it("shows a booking in the day's view and the member's list the moment it is answered", async () => {
    const m = await addMember(server);
    const date = '2026-11-25';
    const day = () => call(server, { method: 'GET', url: `/api/bookings/date/${date}`, cookie: m.cookie });
    const list = () => call(server, { method: 'GET', url: '/api/bookings', cookie: m.cookie });
    // Read twice first, so both answers are kept by the server's connection.
    for (let i = 0; i < 2; i++) {
      expect(body(await day())).toEqual([]);
      expect(body(await list())).toEqual([]);
    }
    const res = await post(m.cookie, bookingRequest({ bookingDate: date, bayNumber: '3' }));
    expect(res.statusCode).toBe(201);
    expect(body(await day())).toEqual([
      { bayNumber: '3', startTime: body(res).startTime, endTime: body(res).endTime },
    ]);
    expect(body(await list())).toEqual([body(res)]);
  });

  it('refuses with the very answer the server gave when it wrote on its own connection', async () => {
    const holder = await addMember(server);
    const asker = await addMember(server);
    const ctx = contextOf(server);
    const taken = bookingRequest({ bayNumber: '3', startTime: '18:00', endTime: '19:00' });
    expect((await post(holder.cookie, taken)).statusCode).toBe(201);
    const refused = [
      taken,
      bookingRequest({ startTime: '14:00', endTime: '14:30' }),
      bookingRequest({ bayNumber: '1', startTime: '20:00', endTime: '21:00', guestCount: '3' }),
      bookingRequest({ bookingDate: '2026-11-21' }),
      bookingRequest({ bayNumber: '99' }),
    ];
    const statuses: number[] = [];
    for (const form of refused) {
      let inThread: Boom.Boom | undefined;
      try {
        createBooking(ctx, asker.id, form);
      } catch (error) {
        if (Boom.isBoom(error)) inThread = error;
      }
      if (!inThread) throw new Error(`the request was not refused: ${JSON.stringify(form)}`);
      const res = await post(asker.cookie, form);
      expect(res.statusCode).toBe(inThread.output.statusCode);
      expect(body(res)).toEqual(inThread.output.payload);
      statuses.push(res.statusCode);
    }
    // The bay taken, a rule's 400, the guest fee's 402 with its figures, a past day, a bay that is not.
    expect(statuses).toEqual([409, 400, 402, 400, 400]);
  });

  it("moves a booking on the thread too: the day's view shows the move at once, a taken slot is refused as before", async () => {
    const m = await addMember(server);
    const other = await addMember(server);
    const date = '2026-11-27';
    const bays = async () =>
      body<{ bayNumber: string }[]>(
        await call(server, { method: 'GET', url: `/api/bookings/date/${date}`, cookie: m.cookie }),
      )
        .map((slot) => slot.bayNumber)
        .sort();
    const mine = await post(m.cookie, bookingRequest({ bookingDate: date, bayNumber: '1' }));
    expect(mine.statusCode).toBe(201);
    const id = body<{ id: string }>(mine).id;
    expect((await post(other.cookie, bookingRequest({ bookingDate: date, bayNumber: '2' }))).statusCode).toBe(
      201,
    );
    expect(await bays()).toEqual(['1', '2']);
    const edit = (payload: object) =>
      call(server, { method: 'PUT', url: `/api/bookings/${id}`, cookie: m.cookie, payload });

    const moved = await edit({ bayNumber: '3' });
    expect(moved.statusCode).toBe(200);
    expect(await bays()).toEqual(['2', '3']);

    let inThread: Boom.Boom | undefined;
    try {
      updateBooking(contextOf(server), m.id, id, { bayNumber: '2' });
    } catch (error) {
      if (Boom.isBoom(error)) inThread = error;
    }
    const refused = await edit({ bayNumber: '2' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toEqual(inThread?.output.payload);
    expect(body(refused).message).toBe(bookingMessages.bayTaken.message);
  });

  it("cancels on the thread too: the day's view frees the slot at once, a second cancel is refused as before", async () => {
    const m = await addMember(server);
    const date = '2026-11-28';
    const res = await post(m.cookie, bookingRequest({ bookingDate: date, bayNumber: '2' }));
    expect(res.statusCode).toBe(201);
    const id = body<{ id: string }>(res).id;
    const day = async () =>
      body(await call(server, { method: 'GET', url: `/api/bookings/date/${date}`, cookie: m.cookie }));
    expect(await day()).toHaveLength(1);
    const cancel = () =>
      call(server, { method: 'PATCH', url: `/api/bookings/${id}/cancel`, cookie: m.cookie });

    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(body(cancelled)).toMatchObject({ id, status: 'cancelled', refundCents: 0 });
    expect(await day()).toEqual([]);
    const mail = sqlite()
      .prepare(
        "SELECT count(*) AS n FROM outbox_messages WHERE kind = 'booking_cancelled' AND to_address = ?",
      )
      .get(m.email) as { n: number };
    expect(mail.n).toBe(1);

    let inThread: Boom.Boom | undefined;
    try {
      cancelBooking(contextOf(server), m.id, id);
    } catch (error) {
      if (Boom.isBoom(error)) inThread = error;
    }
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual(inThread?.output.payload);
    expect(body(again).message).toBe(bookingMessages.notEditable.message);
  });

  it("books at the server's moment, never the thread's own clock", async () => {
    const fixed = Date.UTC(2025, 2, 10, 17, 0); // Monday 10 March 2025, long before the real clock
    const past = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => fixed });
    try {
      const m = await addMember(past);
      const res = await call(past, {
        method: 'POST',
        url: '/api/bookings',
        cookie: m.cookie,
        payload: bookingRequest({ bookingDate: '2025-03-12' }),
      });
      expect(res.statusCode).toBe(201);
      expect(body(res).createdAt).toBe(new Date(fixed).toISOString());
      const mail = contextOf(past)
        .database.sqlite.prepare('SELECT created_at AS at FROM outbox_messages')
        .get() as { at: string };
      expect(mail.at).toBe(new Date(fixed).toISOString());
    } finally {
      await past.stop();
    }
  });
});

describe("the write thread's connection", () => {
  it("is as durable as the server's: WAL, synchronous FULL, foreign keys, the same busy timeout; a smaller page cache", () => {
    const main = contextOf(server).database.sqlite;
    const thread = connectDatabase(main.name);
    try {
      for (const pragma of ['journal_mode', 'synchronous', 'foreign_keys', 'busy_timeout', 'mmap_size']) {
        expect(thread.sqlite.pragma(pragma, { simple: true })).toBe(main.pragma(pragma, { simple: true }));
      }
      expect(thread.sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
      expect(thread.sqlite.pragma('cache_size', { simple: true })).toBe(-WRITER_PAGE_CACHE_KIB);
    } finally {
      thread.close();
    }
  });
});

describe('when the write thread dies', () => {
  it('answers the write it was doing 503 with core words, writes nothing, and the next booking starts a new thread', async () => {
    const m = await addMember(server);
    const { writer } = contextOf(server);
    await writer.start();
    const dying = writer.worker;
    if (!dying) throw new Error('no write thread');
    const before = count('bookings');
    // The thread waits for the write lock the main connection holds, and is ended meanwhile.
    sqlite().exec('BEGIN IMMEDIATE');
    const pending = writer.run('createBooking', NOW, m.id, bookingRequest({ bookingDate: '2026-11-26' }));
    const ended = dying.terminate();
    sqlite().exec('ROLLBACK');
    await ended;
    const error = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!Boom.isBoom(error)) throw new Error('the write was not refused');
    expect(error.output.statusCode).toBe(503);
    expect(error.output.payload).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      ...bookingMessages.writeNotConfirmed,
      code: 'write_not_confirmed',
    });
    expect(writer.running).toBe(false);
    expect(count('bookings')).toBe(before);

    const res = await post(m.cookie, bookingRequest({ bookingDate: '2026-11-26' }));
    expect(res.statusCode).toBe(201);
    expect(writer.worker?.threadId).not.toBe(dying.threadId);
  });
});

describe('when the server stops', () => {
  it('ends its write thread, and refuses writes after', async () => {
    const other = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
    const m = await addMember(other);
    const booked = await call(other, {
      method: 'POST',
      url: '/api/bookings',
      cookie: m.cookie,
      payload: bookingRequest(),
    });
    expect(booked.statusCode).toBe(201);
    const { writer } = contextOf(other);
    const thread = writer.worker;
    if (!thread) throw new Error('no write thread');
    const exited = once(thread, 'exit');
    await other.stop();
    await exited;
    expect(writer.running).toBe(false);
    await expect(writer.run('createBooking', NOW, m.id, bookingRequest())).rejects.toMatchObject({
      output: { statusCode: 503 },
    });
  });
});
