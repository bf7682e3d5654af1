import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS, TIERS, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, TUESDAY } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const iso = (date: string, time: string) =>
  new Date(wallToInstant(date, time, 'America/Denver')).toISOString();

let server: Server;
const count = (table: string) =>
  (contextOf(server).database.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const post = (cookie: string, payload: unknown) =>
  call(server, { method: 'POST', url: '/api/bookings', payload, cookie });

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
});
afterAll(() => server.stop());

describe('POST /api/bookings', () => {
  it('books a bay for a General member and answers the booking with instants in UTC', async () => {
    const m = await addMember(server);
    const res = await post(m.cookie, bookingRequest({ notes: 'left-handed clubs' }));
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({
      userId: m.id,
      bayNumber: '1',
      bookingDate: TUESDAY,
      startTime: '2026-11-24T21:00:00.000Z',
      endTime: '2026-11-24T22:00:00.000Z',
      guestCount: '1',
      guestFee: 0,
      status: 'confirmed',
      notes: 'left-handed clubs',
    });
    const mine = body<unknown[]>(await call(server, { url: '/api/bookings', cookie: m.cookie }));
    expect(mine).toHaveLength(1);
  });

  it('accepts ISO instants, numbers for bay and players, and no notes', async () => {
    const m = await addMember(server);
    const res = await post(m.cookie, {
      bayNumber: 3,
      bookingDate: TUESDAY,
      startTime: iso(TUESDAY, '09:00'),
      endTime: iso(TUESDAY, '11:00'),
      guestCount: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({ bayNumber: '3', startTime: '2026-11-24T16:00:00.000Z', notes: null });
  });

  it.each([
    [{ membershipType: null, membershipStatus: 'inactive' }, 403, 'Active Membership Required'],
    [{ membershipType: 'vip', membershipStatus: 'pending' }, 403, 'Active Membership Required'],
  ] as const)('refuses %o with %i %s', async (spec, status, title) => {
    const m = await addMember(server, spec);
    const res = await post(m.cookie, bookingRequest({ bayNumber: '2' }));
    expect(res.statusCode).toBe(status);
    expect(body(res)).toMatchObject({
      title,
      message: 'An active General or VIP membership is required to book a bay.',
    });
  });

  it.each([
    [
      { bayNumber: '' },
      'Missing Information',
      'Please select a date, start time, end time, bay, and guest count for your booking.',
    ],
    [{ bookingDate: '2026-11-30' }, 'Scheduling Limit', 'General members can book up to 7 days in advance.'],
    [{ startTime: '15:00', endTime: '14:00' }, 'Invalid Time Range', 'End time must be after start time.'],
    [{ startTime: '14:00', endTime: '14:30' }, 'Minimum Duration', 'Minimum booking duration is 1 hour.'],
    [
      { startTime: '14:00', endTime: '16:30' },
      'Duration Limit Exceeded',
      'General members can book sessions of up to 2 hours.',
    ],
    [
      { startTime: '21:30', endTime: '22:30' },
      'Outside Bookable Hours',
      'Bookings run on the half hour between 9:00 AM and 10:00 PM.',
    ],
    [{ bayNumber: '4' }, 'Unknown Bay', 'Please choose bay 1, 2 or 3.'],
    [
      { guestCount: '6' },
      'Invalid Player Count',
      'A booking is for 1 to 5 players (you plus up to 4 guests).',
    ],
    [
      { bookingDate: '2026-11-22', startTime: '09:00', endTime: '10:00' },
      'Invalid Time',
      'That start time has already passed. Please choose a later time.',
    ],
    [{ bookingDate: '2026-11-21' }, 'Invalid Date', 'The booking date cannot be in the past.'],
    [{ bookingDate: '2026-02-30' }, 'Invalid Date', 'Please choose a valid booking date.'],
  ])('refuses %o: %s', async (over, title, message) => {
    const m = await addMember(server);
    const before = count('bookings');
    const res = await post(
      m.cookie,
      bookingRequest({ bayNumber: '2', startTime: '17:00', endTime: '18:00', ...over }),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ statusCode: 400, title, message });
    expect(count('bookings')).toBe(before);
  });

  it('holds a General member to 1 upcoming booking and a VIP to 2', async () => {
    const g = await addMember(server);
    expect(
      (await post(g.cookie, bookingRequest({ bayNumber: '2', bookingDate: '2026-11-23' }))).statusCode,
    ).toBe(201);
    const second = await post(g.cookie, bookingRequest({ bayNumber: '2', bookingDate: '2026-11-25' }));
    expect(second.statusCode).toBe(400);
    expect(body(second)).toMatchObject({
      title: 'Booking Limit Reached',
      message:
        'Your General membership is limited to 1 upcoming booking(s). Please cancel an existing booking first.',
    });

    const v = await addMember(server, { membershipType: 'vip' });
    expect(
      (await post(v.cookie, bookingRequest({ bayNumber: '3', bookingDate: '2026-11-26' }))).statusCode,
    ).toBe(201);
    expect(
      (await post(v.cookie, bookingRequest({ bayNumber: '3', bookingDate: '2026-11-27' }))).statusCode,
    ).toBe(201);
    const third = await post(v.cookie, bookingRequest({ bayNumber: '3', bookingDate: '2026-11-28' }));
    expect(body(third)).toMatchObject({
      title: 'Booking Limit Reached',
      message: expect.stringContaining('limited to 2 upcoming'),
    });
  });

  it('never double-books a bay: an overlap is a 409, the next hour is fine', async () => {
    const a = await addMember(server);
    const b = await addMember(server);
    const date = '2026-11-25';
    expect(
      (await post(a.cookie, bookingRequest({ bookingDate: date, startTime: '12:00', endTime: '14:00' })))
        .statusCode,
    ).toBe(201);
    const clash = await post(
      b.cookie,
      bookingRequest({ bookingDate: date, startTime: '13:00', endTime: '14:00' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(body(clash)).toMatchObject({
      title: 'Bay Unavailable',
      message: 'That bay is already booked for part of that time. Please choose another bay or time.',
    });
    expect(
      (await post(b.cookie, bookingRequest({ bookingDate: date, startTime: '14:00', endTime: '15:00' })))
        .statusCode,
    ).toBe(201);
  });

  it('keeps a member to one bay at a time', async () => {
    const v = await addMember(server, { membershipType: 'vip' });
    const date = '2026-11-26';
    expect(
      (
        await post(
          v.cookie,
          bookingRequest({ bookingDate: date, bayNumber: '1', startTime: '18:00', endTime: '19:00' }),
        )
      ).statusCode,
    ).toBe(201);
    const res = await post(
      v.cookie,
      bookingRequest({ bookingDate: date, bayNumber: '2', startTime: '18:30', endTime: '19:30' }),
    );
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({
      title: 'Overlapping Booking',
      message: 'You already have a booking at that time.',
    });
  });

  it('refuses General guests until a guest fee is paid (402), writing nothing', async () => {
    const g = await addMember(server);
    const before = count('bookings');
    const res = await post(
      g.cookie,
      bookingRequest({ bayNumber: '3', bookingDate: '2026-11-23', guestCount: '3' }),
    );
    expect(res.statusCode).toBe(402);
    expect(body(res)).toMatchObject({
      title: 'Guest Fee Required',
      message: 'Guest fees must be paid before this booking can be confirmed.',
      feeCents: 2 * GUEST_FEE_CENTS,
    });
    expect(count('bookings')).toBe(before);
  });

  it('lets a VIP bring guests on guest passes, up to the last free pass of the month', async () => {
    const v = await addMember(server, { membershipType: 'vip' });
    const sqlite = contextOf(server).database.sqlite;
    const first = await post(
      v.cookie,
      bookingRequest({
        bookingDate: '2026-11-27',
        bayNumber: '1',
        startTime: '09:00',
        endTime: '10:00',
        guestCount: '5',
      }),
    );
    expect(first.statusCode).toBe(201);
    const passes = () =>
      (
        sqlite
          .prepare('SELECT coalesce(sum(guest_count),0) AS n FROM guest_passes WHERE user_id = ?')
          .get(v.id) as { n: number }
      ).n;
    expect(passes()).toBe(4);
    const second = await post(
      v.cookie,
      bookingRequest({
        bookingDate: '2026-11-28',
        bayNumber: '1',
        startTime: '09:00',
        endTime: '10:00',
        guestCount: '5',
      }),
    );
    expect(second.statusCode).toBe(201);
    expect(passes()).toBe(8);

    // Cancelling gives passes back; then all but one used + 1 guest is the last free one, + 2 is not free.
    await call(server, { method: 'PATCH', url: `/api/bookings/${body(first).id}/cancel`, cookie: v.cookie });
    expect(passes()).toBe(4);
    expect(
      (
        await post(
          v.cookie,
          bookingRequest({
            bookingDate: '2026-11-29',
            bayNumber: '1',
            startTime: '09:00',
            endTime: '10:00',
            guestCount: '5',
          }),
        )
      ).statusCode,
    ).toBe(201);
    expect(passes()).toBe(8);
    await call(server, { method: 'PATCH', url: `/api/bookings/${body(second).id}/cancel`, cookie: v.cookie });
    sqlite
      .prepare('UPDATE guest_passes SET guest_count = ? WHERE user_id = ?')
      .run(TIERS.vip.freeGuestPassesPerMonth - 1, v.id);
    const tooMany = await post(
      v.cookie,
      bookingRequest({
        bookingDate: '2026-11-28',
        bayNumber: '2',
        startTime: '20:00',
        endTime: '21:00',
        guestCount: '3',
      }),
    );
    expect(tooMany.statusCode).toBe(402);
    expect(body(tooMany)).toMatchObject({ title: 'Guest Fee Required', feeCents: GUEST_FEE_CENTS });
    const lastPass = await post(
      v.cookie,
      bookingRequest({
        bookingDate: '2026-11-28',
        bayNumber: '2',
        startTime: '20:00',
        endTime: '21:00',
        guestCount: '2',
      }),
    );
    expect(lastPass.statusCode).toBe(201);
    expect(passes()).toBe(TIERS.vip.freeGuestPassesPerMonth);
  });

  it('answers 401 to a signed-out caller on every bookings route', async () => {
    for (const [method, url] of [
      ['GET', '/api/bookings'],
      ['GET', '/api/bookings/date/2026-11-24'],
      ['POST', '/api/bookings'],
      ['PUT', '/api/bookings/x'],
      ['PATCH', '/api/bookings/x/cancel'],
    ] as const) {
      expect(
        (
          await call(server, {
            method,
            url,
            ...(method === 'POST' || method === 'PUT' ? { payload: bookingRequest() } : {}),
          })
        ).statusCode,
      ).toBe(401);
    }
  });

  it.each([
    [{ ...bookingRequest(), extra: 1 }, /"extra" is not allowed/],
    [{ ...bookingRequest(), bayNumber: { $ne: 1 } }, /bayNumber/],
    [{ ...bookingRequest(), guestCount: [2] }, /guestCount/],
    [{ ...bookingRequest(), notes: 'x'.repeat(60_000) }, /notes/],
    [{ ...bookingRequest(), startTime: '9'.repeat(5000) }, /startTime/],
    [{ ...bookingRequest(), bookingDate: '2026-11-24T00:00:00Z' }, /bookingDate/],
    ['just a string', /request body/i],
  ])('refuses malformed input %#, writing nothing', async (payload, message) => {
    const m = await addMember(server);
    const before = count('bookings');
    const res = await post(m.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toMatch(message);
    expect(count('bookings')).toBe(before);
  });

  it('takes the length the web keeps for display, checks it, and books by the times alone', async () => {
    const m = await addMember(server);
    const slot = { bayNumber: '3', startTime: '11:00', endTime: '12:00' };
    const made = await post(m.cookie, { ...bookingRequest(slot), durationHours: 5 });
    expect(made.statusCode).toBe(201);
    expect(body(made)).not.toHaveProperty('durationHours');
    // 11:00 to 12:00 at the venue, whatever length came beside it.
    expect(body(made)).toMatchObject({
      startTime: '2026-11-24T18:00:00.000Z',
      endTime: '2026-11-24T19:00:00.000Z',
    });
    const absurd = await post(m.cookie, {
      ...bookingRequest({ ...slot, bayNumber: '4' }),
      durationHours: 25,
    });
    expect(absurd.statusCode).toBe(400);
    expect(body(absurd).message).toMatch(/durationHours/);
  });

  it('refuses a body that is not valid JSON', async () => {
    const m = await addMember(server);
    const res = await server.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: '{"bayNumber":',
      headers: { 'content-type': 'application/json', cookie: m.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/bookings/date/{date}', () => {
  it('lists the taken bay times of that venue day, and nothing about who', async () => {
    const m = await addMember(server, { firstName: 'Secretive' });
    const date = '2026-11-23';
    await post(
      m.cookie,
      bookingRequest({
        bookingDate: date,
        bayNumber: '1',
        startTime: '20:00',
        endTime: '21:00',
        notes: 'private note',
      }),
    );
    const res = await call(server, { url: `/api/bookings/date/${date}`, cookie: m.cookie });
    expect(res.statusCode).toBe(200);
    const taken = body<Array<Record<string, unknown>>>(res);
    expect(taken).toContainEqual({
      bayNumber: '1',
      startTime: '2026-11-24T03:00:00.000Z',
      endTime: '2026-11-24T04:00:00.000Z',
    });
    for (const t of taken) expect(Object.keys(t).sort()).toEqual(['bayNumber', 'endTime', 'startTime']);
    expect(res.payload).not.toMatch(/Secretive|private note/);
  });

  it('refuses a date that is not a date', async () => {
    const m = await addMember(server);
    const res = await call(server, { url: '/api/bookings/date/2026-13-45', cookie: m.cookie });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ title: 'Invalid Date' });
    const leap = await call(server, { url: '/api/bookings/date/2027-02-29', cookie: m.cookie });
    expect(body(leap)).toMatchObject({ title: 'Invalid Date', field: 'date' });
  });

  it('takes no query, as no route that declares none does; an empty one is no query', async () => {
    const m = await addMember(server);
    const url = '/api/bookings/date/2026-11-23';
    expect((await call(server, { url: `${url}?`, cookie: m.cookie })).statusCode).toBe(200);
    const refused = await call(server, { url: `${url}?bay=1`, cookie: m.cookie });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ title: 'Invalid Information', field: 'bay' });
    expect(body(refused).message).toMatch(/"bay" is not allowed/);
    const list = await call(server, { url: '/api/bookings?mine=all', cookie: m.cookie });
    expect(body(list)).toMatchObject({ field: 'mine' });
  });
});

describe('PUT /api/bookings/{id} and PATCH /api/bookings/{id}/cancel', () => {
  async function booked(over: Record<string, unknown> = {}, spec = {}) {
    const m = await addMember(server, spec);
    const res = await post(m.cookie, bookingRequest({ bookingDate: '2026-11-29', ...over }));
    expect(res.statusCode).toBe(201);
    return { ...m, booking: body(res) as { id: string } };
  }
  const put = (cookie: string, id: string, payload: unknown) =>
    call(server, { method: 'PUT', url: `/api/bookings/${id}`, payload, cookie });
  const cancel = (cookie: string, id: string) =>
    call(server, { method: 'PATCH', url: `/api/bookings/${id}/cancel`, cookie });

  it('moves a booking, keeping the fields the dialog did not send', async () => {
    const { cookie, booking } = await booked({
      bayNumber: '2',
      startTime: '10:00',
      endTime: '11:00',
      notes: 'keep me',
    });
    const res = await put(cookie, booking.id, {
      startTime: iso('2026-11-29', '11:00'),
      endTime: iso('2026-11-29', '13:00'),
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      bayNumber: '2',
      startTime: '2026-11-29T18:00:00.000Z',
      endTime: '2026-11-29T20:00:00.000Z',
      notes: 'keep me',
    });
  });

  it("answers 404 for another member's booking, and changes nothing", async () => {
    const { booking } = await booked({ bayNumber: '3', startTime: '10:00', endTime: '11:00' });
    const stranger = await addMember(server);
    expect((await put(stranger.cookie, booking.id, { bayNumber: '1' })).statusCode).toBe(404);
    expect((await cancel(stranger.cookie, booking.id)).statusCode).toBe(404);
    expect((await cancel(stranger.cookie, 'no-such-id')).statusCode).toBe(404);
  });

  it('refuses a length outside 1 to the tier maximum with Invalid Duration', async () => {
    const { cookie, booking } = await booked({ bayNumber: '1', startTime: '15:00', endTime: '16:00' });
    const res = await put(cookie, booking.id, { startTime: '15:00', endTime: '18:00' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      title: 'Invalid Duration',
      message: 'Duration must be between 1 and 2 hours for General members.',
    });
  });

  it('refuses a move onto a taken bay with 409', async () => {
    const a = await booked({ bayNumber: '1', startTime: '19:00', endTime: '20:00' });
    const b = await booked({ bayNumber: '2', startTime: '19:00', endTime: '20:00' });
    const res = await put(b.cookie, b.booking.id, { bayNumber: '1' });
    expect(res.statusCode).toBe(409);
    expect(a.booking.id).not.toBe(b.booking.id);
  });

  it('charges a General member for added guests (402) but not for fewer', async () => {
    const { cookie, booking } = await booked({ bayNumber: '3', startTime: '19:00', endTime: '20:00' });
    const more = await put(cookie, booking.id, { guestCount: '2' });
    expect(more.statusCode).toBe(402);
    expect(body(more)).toMatchObject({ title: 'Guest Fee Required', feeCents: GUEST_FEE_CENTS });
  });

  it('cancels an upcoming booking, once; a cancelled one cannot be edited', async () => {
    const { cookie, booking } = await booked({ bayNumber: '3', startTime: '12:00', endTime: '13:00' });
    const res = await cancel(cookie, booking.id);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ status: 'cancelled' });
    const again = await cancel(cookie, booking.id);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      title: 'Booking Not Editable',
      message: 'Only upcoming confirmed bookings can be changed or cancelled.',
    });
    expect((await put(cookie, booking.id, { bayNumber: '1' })).statusCode).toBe(409);
  });

  it('frees the bay when cancelled', async () => {
    const a = await booked({ bayNumber: '1', startTime: '16:00', endTime: '17:00' });
    await cancel(a.cookie, a.booking.id);
    const b = await addMember(server);
    expect(
      (
        await post(
          b.cookie,
          bookingRequest({ bookingDate: '2026-11-29', bayNumber: '1', startTime: '16:00', endTime: '17:00' }),
        )
      ).statusCode,
    ).toBe(201);
  });
});

describe('the overlap trigger', () => {
  it('aborts an overlapping write that skipped the server checks', async () => {
    const m = await addMember(server);
    await post(
      m.cookie,
      bookingRequest({ bookingDate: '2026-11-28', bayNumber: '1', startTime: '12:00', endTime: '13:00' }),
    );
    const sqlite = contextOf(server).database.sqlite;
    const insert = sqlite.prepare(
      `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, status, created_at, updated_at)
       VALUES (?, ?, '1', '2026-11-28', ?, ?, ?, '2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z')`,
    );
    expect(() =>
      insert.run('t1', m.id, iso('2026-11-28', '12:30'), iso('2026-11-28', '13:30'), 'confirmed'),
    ).toThrow(/bay_overlap/);
    expect(() =>
      insert.run('t2', m.id, iso('2026-11-28', '11:00'), iso('2026-11-28', '14:00'), 'held'),
    ).toThrow(/bay_overlap/);
    // A cancelled row does not occupy the bay, and touching end to start is not an overlap.
    expect(() =>
      insert.run('t3', m.id, iso('2026-11-28', '12:00'), iso('2026-11-28', '13:00'), 'cancelled'),
    ).not.toThrow();
    expect(() =>
      insert.run('t4', m.id, iso('2026-11-28', '13:00'), iso('2026-11-28', '14:00'), 'confirmed'),
    ).not.toThrow();
    expect(() => sqlite.prepare("UPDATE bookings SET status = 'confirmed' WHERE id = 't3'").run()).toThrow(
      /bay_overlap/,
    );
  });

  it('refuses a booking longer than a day, so its bounded search misses no overlap', async () => {
    const m = await addMember(server);
    const sqlite = contextOf(server).database.sqlite;
    const insert = sqlite.prepare(
      `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, status, created_at, updated_at)
       VALUES (?, ?, 'T9', '2026-11-27', ?, ?, 'confirmed', '2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z')`,
    );
    expect(() => insert.run('long', m.id, iso('2026-11-27', '09:00'), iso('2026-11-28', '09:30'))).toThrow(
      /booking_too_long/,
    );
    // Exactly a day is the longest allowed, and a booking starting just under a day later but
    // inside it is still caught.
    insert.run('day', m.id, iso('2026-11-27', '09:00'), iso('2026-11-28', '09:00'));
    expect(() => insert.run('late', m.id, iso('2026-11-28', '08:00'), iso('2026-11-28', '10:00'))).toThrow(
      /bay_overlap/,
    );
    expect(() =>
      sqlite.prepare("UPDATE bookings SET end_time = ? WHERE id = 'day'").run(iso('2026-11-28', '10:00')),
    ).toThrow(/booking_too_long/);
  });
});
