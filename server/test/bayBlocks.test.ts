/**
 * Bay blocks: staff close bays; members then see the time as taken and cannot book it; a block
 * never covers a booking unless staff cancel it with the block's reason, and never a checked-in one;
 * the database refuses an overlap whichever is written second.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const TOMORROW = '2026-11-23';
let server: Server;
let desk: { id: string; cookie: string };
let member: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
  member = await addMember(server, { firstName: 'Max', membershipType: 'vip' });
});
afterAll(() => server.stop());

const send = (method: string, url: string, cookie: string, payload?: unknown) =>
  call(server, { method, url, cookie, ...(payload === undefined ? {} : { payload }) });
const sqlite = () => contextOf(server).database.sqlite;
const block = (payload: Record<string, unknown>) => send('POST', '/api/staff/blocks', desk.cookie, payload);
const book = (who: { cookie: string }, bay: string, date: string, start: string, end: string) =>
  send('POST', '/api/bookings', who.cookie, {
    bayNumber: bay,
    bookingDate: date,
    startTime: start,
    endTime: end,
    guestCount: '1',
    notes: null,
  });
const clearBlocks = () => sqlite().prepare('DELETE FROM bay_blocks').run();

describe('who may manage blocks', () => {
  it.each([
    ['POST', '/api/staff/blocks'],
    ['GET', '/api/staff/blocks'],
    ['DELETE', `/api/staff/blocks/${randomUUID()}`],
  ])('%s %s: 401 signed out, 403 for a member', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    expect((await call(server, { method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    expect((await send(method, url, member.cookie, payload)).statusCode).toBe(403);
  });
});

describe('a block', () => {
  it('closes every bay: the day view shows it taken and a booking inside it is refused', async () => {
    clearBlocks();
    const res = await block({
      bays: 'all',
      date: TOMORROW,
      startTime: '10:00',
      endTime: '12:00',
      reason: 'Sensor service',
    });
    expect(res.statusCode, res.payload).toBe(201);
    const created = body<{ blocks: { bayNumber: string; startTime: string; endTime: string }[] }>(res);
    expect(created.blocks.map((b) => b.bayNumber)).toEqual(['1', '2', '3']);
    // 10:00 MST is 17:00 UTC.
    expect(created.blocks[0]).toMatchObject({
      startTime: '2026-11-23T17:00:00.000Z',
      endTime: '2026-11-23T19:00:00.000Z',
    });

    const day = body<{ bayNumber: string; startTime: string }[]>(
      await send('GET', `/api/bookings/date/${TOMORROW}`, member.cookie),
    );
    expect(day.filter((t) => t.startTime === '2026-11-23T17:00:00.000Z').map((t) => t.bayNumber)).toEqual([
      '1',
      '2',
      '3',
    ]);
    // The reason is the staff's: the members' view carries bay and times only, and that the bay is
    // closed then, so the page offers no waitlist the server would refuse.
    expect(JSON.stringify(day)).not.toContain('Sensor');
    expect(day.filter((t) => t.startTime === '2026-11-23T17:00:00.000Z')).toEqual(
      ['1', '2', '3'].map((bayNumber) => ({
        bayNumber,
        startTime: '2026-11-23T17:00:00.000Z',
        endTime: '2026-11-23T19:00:00.000Z',
        closed: true,
      })),
    );

    const refused = await book(member, '2', TOMORROW, '11:30', '12:30');
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      title: 'Bay Unavailable',
      code: 'bay_blocked',
      field: 'bayNumber',
    });
    expect((await book(member, '2', TOMORROW, '12:00', '13:00')).statusCode).toBe(201);
  });

  it('is listed by venue dates and reopened, one bay or the whole request', async () => {
    clearBlocks();
    const { blocks } = body<{ blocks: { id: string }[] }>(
      await block({
        bays: ['1', '3'],
        date: '2026-11-25',
        startTime: '15:00',
        endTime: '17:00',
        reason: 'League night',
      }),
    );
    const listed = body<{ id: string; reason: string }[]>(
      await send('GET', '/api/staff/blocks?from=2026-11-24&to=2026-11-26', desk.cookie),
    );
    expect(listed.map((b) => b.id).sort()).toEqual(blocks.map((b) => b.id).sort());
    expect(listed[0]?.reason).toBe('League night');
    expect(
      body<unknown[]>(await send('GET', '/api/staff/blocks?from=2026-11-26&to=2026-11-30', desk.cookie)),
    ).toEqual([]);

    const first = blocks[0]?.id ?? '';
    const one = await send('DELETE', `/api/staff/blocks/${first}`, desk.cookie);
    expect(body<{ removed: unknown[] }>(one).removed).toHaveLength(1);
    const rest = await send('DELETE', `/api/staff/blocks/${blocks[1]?.id}?scope=group`, desk.cookie);
    expect(body<{ removed: unknown[] }>(rest).removed).toHaveLength(1);
    expect((await send('DELETE', `/api/staff/blocks/${first}`, desk.cookie)).statusCode).toBe(404);
    const audit = sqlite()
      .prepare("SELECT action FROM staff_actions WHERE target_type = 'bay_block' ORDER BY id")
      .all() as { action: string }[];
    expect(audit.map((a) => a.action).slice(-3)).toEqual(['block_bays', 'unblock_bays', 'unblock_bays']);
  });

  it('refuses to cover a booking, listing it, unless staff cancel it with the reason', async () => {
    clearBlocks();
    const other = await addMember(server, { firstName: 'Ora' });
    const booked = await book(other, '3', '2026-11-24', '14:00', '15:00');
    expect(booked.statusCode).toBe(201);
    const bookingId = body<{ id: string }>(booked).id;
    const payload = {
      bays: ['3'],
      date: '2026-11-24',
      startTime: '13:00',
      endTime: '18:00',
      reason: 'Private event',
    };

    const refused = await block(payload);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      title: 'Bookings in the Way',
      code: 'block_covers_bookings',
      bookings: [{ id: bookingId, bayNumber: '3', memberName: 'Ora Tester' }],
    });
    expect(sqlite().prepare('SELECT count(*) AS n FROM bay_blocks').get()).toEqual({ n: 0 });

    const done = await block({ ...payload, cancelCovered: true });
    expect(done.statusCode, done.payload).toBe(201);
    expect(body(done)).toMatchObject({ cancelledBookings: [{ id: bookingId }] });
    expect(
      sqlite().prepare('SELECT status, cancel_reason FROM bookings WHERE id = ?').get(bookingId),
    ).toEqual({
      status: 'cancelled',
      cancel_reason: 'Private event',
    });
    const mail = sqlite()
      .prepare(
        "SELECT text_body FROM outbox_messages WHERE kind = 'booking_cancelled' ORDER BY created_at DESC",
      )
      .get() as { text_body: string };
    expect(mail.text_body).toContain('Private event');
  });

  it("over paid bookings, is refused to staff when the refunds pass their limit (nothing written); an admin's goes through", async () => {
    clearBlocks();
    const other = await addMember(server, { firstName: 'Pat' });
    const booked = await book(other, '2', '2026-11-25', '14:00', '15:00');
    expect(booked.statusCode).toBe(201);
    const bookingId = body<{ id: string }>(booked).id;
    // $60 of guest fees paid online for the booking.
    const { recordLedgerEntry } = await import('../src/payments/ledgerStore');
    const charge = recordLedgerEntry(
      contextOf(server).db,
      {
        kind: 'guest_fee',
        amountCents: 6000,
        description: 'Guest fees: 6 guests',
        userId: other.id,
        bookingId,
        paymentIntentId: `pi_${randomUUID()}`,
      },
      NOW,
    );
    const payload = {
      bays: ['2'],
      date: '2026-11-25',
      startTime: '13:00',
      endTime: '16:00',
      reason: 'Screen repair',
      cancelCovered: true,
    };
    const refused = await block(payload);
    expect(refused.statusCode, refused.payload).toBe(403);
    expect(body(refused)).toMatchObject({ code: 'admin_needed' });
    expect(body(refused).message).toContain('$50 of a payment in all');
    expect(sqlite().prepare('SELECT count(*) AS n FROM bay_blocks').get()).toEqual({ n: 0 });
    expect(sqlite().prepare('SELECT status FROM bookings WHERE id = ?').get(bookingId)).toEqual({
      status: 'confirmed',
    });
    const admin = await addStaff(server, 'admin');
    const done = await send('POST', '/api/staff/blocks', admin.cookie, payload);
    expect(done.statusCode, done.payload).toBe(201);
    expect(
      sqlite()
        .prepare('SELECT amount_cents, status, recorded_by FROM ledger_entries WHERE refund_of = ?')
        .all(charge.id),
    ).toEqual([{ amount_cents: -6000, status: 'refunded', recorded_by: admin.id }]);
  });

  it('never cancels a checked-in member, even with "cancel them": the refusal lists each booking with its status', async () => {
    clearBlocks();
    const today = '2026-11-22';
    const playing = await addMember(server, { firstName: 'Pia' });
    const later = await addMember(server, { firstName: 'Lee' });
    const playingId = body<{ id: string }>(await book(playing, '2', today, '10:30', '11:30')).id;
    const laterId = body<{ id: string }>(await book(later, '2', today, '12:00', '13:00')).id;
    const checkIn = await send('POST', `/api/staff/bookings/${playingId}/check-in`, desk.cookie, {});
    expect(body(checkIn).status).toBe('checked_in');
    const payload = { bays: ['2'], date: today, startTime: '10:30', endTime: '13:00', reason: 'Leak' };

    for (const cancelCovered of [false, true]) {
      const refused = await block({ ...payload, cancelCovered });
      expect(refused.statusCode).toBe(409);
      expect(body(refused)).toEqual({
        statusCode: 409,
        error: 'Conflict',
        title: 'Member Playing',
        code: 'block_covers_checked_in',
        message:
          'A checked-in booking is inside this block: Pia Tester, bay 2, 10:30 AM to 11:30 AM. A block never cancels a member who is playing; choose another time.',
        bookings: [
          expect.objectContaining({ id: playingId, status: 'checked_in', statusWords: 'Checked in' }),
          expect.objectContaining({ id: laterId, status: 'confirmed', statusWords: 'Confirmed' }),
        ],
      });
    }
    const statuses = sqlite()
      .prepare('SELECT id, status FROM bookings WHERE id IN (?, ?) ORDER BY start_time')
      .all(playingId, laterId);
    expect(statuses).toEqual([
      { id: playingId, status: 'checked_in' },
      { id: laterId, status: 'confirmed' },
    ]);
    expect(sqlite().prepare('SELECT count(*) AS n FROM bay_blocks').get()).toEqual({ n: 0 });
    expect(
      sqlite()
        .prepare("SELECT count(*) AS n FROM staff_actions WHERE action = 'cancel' AND target_id IN (?, ?)")
        .get(playingId, laterId),
    ).toEqual({ n: 0 });

    // After the member's time, the confirmed booking alone can be cancelled for the block.
    const afterPlay = await block({ ...payload, startTime: '11:30', cancelCovered: true });
    expect(afterPlay.statusCode, afterPlay.payload).toBe(201);
    expect(body(afterPlay)).toMatchObject({ cancelledBookings: [{ id: laterId, status: 'cancelled' }] });
  });

  it('repeats weekly on the wall clock across a daylight-saving change', async () => {
    clearBlocks();
    const res = await block({
      bays: ['1'],
      date: '2027-03-07',
      startTime: '09:00',
      endTime: '11:00',
      reason: 'Lessons',
      repeatWeekly: true,
      until: '2027-03-21',
    });
    expect(res.statusCode, res.payload).toBe(201);
    const spans = body<{ blocks: { date: string; startTime: string; endTime: string }[] }>(res).blocks;
    expect(spans).toEqual([
      expect.objectContaining({
        date: '2027-03-07',
        startTime: '2027-03-07T16:00:00.000Z',
        endTime: '2027-03-07T18:00:00.000Z',
      }),
      expect.objectContaining({
        date: '2027-03-14',
        startTime: '2027-03-14T15:00:00.000Z',
        endTime: '2027-03-14T17:00:00.000Z',
      }),
      expect.objectContaining({
        date: '2027-03-21',
        startTime: '2027-03-21T15:00:00.000Z',
        endTime: '2027-03-21T17:00:00.000Z',
      }),
    ]);
  });

  it('on the spring-forward day spans the real time between its wall-clock ends', async () => {
    clearBlocks();
    const res = await block({
      bays: ['2'],
      date: '2027-03-14',
      startTime: '01:00',
      endTime: '04:00',
      reason: 'Night works',
    });
    expect(res.statusCode, res.payload).toBe(201);
    // 01:00 MST is 08:00 UTC; 04:00 MDT is 10:00 UTC: two real hours, as the clocks skip 02:00-03:00.
    expect(body<{ blocks: unknown[] }>(res).blocks[0]).toMatchObject({
      startTime: '2027-03-14T08:00:00.000Z',
      endTime: '2027-03-14T10:00:00.000Z',
    });
  });

  it.each([
    [{ bays: [] }, 'bays'],
    [{ bays: ['9'] }, 'bays'],
    [{ date: '2026-11-21' }, 'date'],
    [{ date: '2027-12-01' }, 'date'],
    [{ endTime: '09:00' }, 'endTime'],
    [{ reason: '   ' }, 'reason'],
    [{ repeatWeekly: true }, 'until'],
    [{ repeatWeekly: true, until: '2026-11-20' }, 'until'],
  ])('refuses %o, naming %s', async (change, field) => {
    const res = await block({
      bays: ['1'],
      date: TOMORROW,
      startTime: '15:00',
      endTime: '16:00',
      reason: 'Work',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ field });
  });
});

describe('the database keeps blocks and bookings apart whoever writes second', () => {
  const insertBooking = (bay: string, start: string, end: string) =>
    sqlite()
      .prepare(
        `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, status, created_at, updated_at)
         VALUES (?, ?, ?, '2026-11-27', ?, ?, 'confirmed', ?, ?)`,
      )
      .run(randomUUID(), member.id, bay, start, end, '2026-11-22T17:00:00.000Z', '2026-11-22T17:00:00.000Z');
  const insertBlock = (bay: string, start: string, end: string) =>
    sqlite()
      .prepare(
        `INSERT INTO bay_blocks (id, group_id, bay_number, block_date, start_time, end_time, reason, created_at)
         VALUES (?, ?, ?, '2026-11-27', ?, ?, 'x', '2026-11-22T17:00:00.000Z')`,
      )
      .run(randomUUID(), randomUUID(), bay, start, end);

  it('aborts a booking written into a block, and a block written over a booking', () => {
    clearBlocks();
    insertBlock('1', '2026-11-27T17:00:00.000Z', '2026-11-27T19:00:00.000Z');
    expect(() => insertBooking('1', '2026-11-27T18:00:00.000Z', '2026-11-27T20:00:00.000Z')).toThrow(
      /bay_blocked/,
    );
    insertBooking('2', '2026-11-27T18:00:00.000Z', '2026-11-27T20:00:00.000Z');
    expect(() => insertBlock('2', '2026-11-27T19:30:00.000Z', '2026-11-27T21:00:00.000Z')).toThrow(
      /block_overlap/,
    );
    // Touching ends do not overlap.
    insertBlock('2', '2026-11-27T20:00:00.000Z', '2026-11-27T21:00:00.000Z');
  });

  it('lets exactly one of a block and a booking racing for the same time win', async () => {
    clearBlocks();
    const racers = await Promise.all(
      ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00'].map(async (start, i) => {
        const end = `${String(Number(start.slice(0, 2)) + 1)}:00`;
        const who = await addMember(server, { firstName: `Racer${i}` });
        const [booking, blocked] = await Promise.all([
          book(who, '1', '2026-11-28', start, end),
          block({ bays: ['1'], date: '2026-11-28', startTime: start, endTime: end, reason: 'Race' }),
        ]);
        return [booking.statusCode, blocked.statusCode].sort();
      }),
    );
    for (const pair of racers) expect([[201, 409]]).toContainEqual(pair);
  });
});
