/**
 * The lounge releasing bookings nobody came for, through the real background pass on a clock the
 * test moves: not a moment before NO_SHOW_RELEASE_MINUTES after the start, then a no-show counted
 * as staff's, the member emailed, the audit trail naming the lounge, and the waitlist offered the
 * time in the same write; never a checked-in booking nor one over; staff's Correct takes it back
 * exactly while the bay is free; and a server that was down over a deadline releases on start.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseOverdueBookings } from '../src/checkIn/releaseService';
import { backgroundPass } from '../src/ops/backgroundWork';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
import { at, DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeDataDir, makeServer } from './testServer';

interface Row {
  status: string;
  released_at: string | null;
  guest_fee: number;
  updated_at: string;
}
const bookingRow = (server: Server, id: string) =>
  contextOf(server).database.sqlite.prepare('SELECT * FROM bookings WHERE id = ?').get(id) as Row;
const outboxKinds = (server: Server, userId: string) =>
  (
    contextOf(server)
      .database.sqlite.prepare('SELECT kind FROM outbox_messages WHERE user_id = ? ORDER BY created_at')
      .all(userId) as { kind: string }[]
  ).map((r) => r.kind);
const auditOf = (server: Server, id: string) =>
  contextOf(server)
    .database.sqlite.prepare(
      'SELECT actor_id, action, details FROM staff_actions WHERE target_id = ? ORDER BY id',
    )
    .all(id) as { actor_id: string | null; action: string; details: string | null }[];
const pass = (server: Server) => backgroundPass(contextOf(server), null, { refunds: false });

describe('the release at the deadline', () => {
  let day: DeskDay;
  beforeAll(async () => {
    day = await openDeskDay();
  });
  afterAll(() => day.server.stop());
  const noShows = async (memberId: string) =>
    body<{ noShows: { count: number } }>(
      await call(day.server, { url: `/api/staff/members/${memberId}`, cookie: day.desk.cookie }),
    ).noShows.count;

  it('releases a booking nobody checked in for at 15 minutes, not a moment before', async () => {
    const member = await addMember(day.server);
    const id = await day.book(member.id, '1', '17:00', '18:00');
    await day.setClock(DAY, '17:14');
    day.clock.now = at(DAY, '17:15') - 1;
    await pass(day.server);
    expect(bookingRow(day.server, id).status).toBe('confirmed');

    day.clock.now = at(DAY, '17:15');
    await pass(day.server);
    const row = bookingRow(day.server, id);
    expect(row).toMatchObject({ status: 'no_show', released_at: new Date(at(DAY, '17:15')).toISOString() });
    expect(outboxKinds(day.server, member.id)).toEqual(['booking_confirmed', 'booking_released']);
    const mail = contextOf(day.server)
      .database.sqlite.prepare(
        "SELECT subject, text_body AS body FROM outbox_messages WHERE kind = 'booking_released'",
      )
      .get() as { subject: string; body: string };
    expect(mail.subject).toBe('Booking released: Bay 1, Sat, Nov 21, 5:00 PM');
    expect(mail.body).toContain('Nobody checked in within 15 minutes of the start');
    expect(await noShows(member.id)).toBe(1);
    expect(auditOf(day.server, id).at(-1)).toEqual({
      actor_id: null,
      action: 'release',
      details: JSON.stringify({ minutes: 15 }),
    });

    // Admins read it as the lounge's own act.
    const admin = await addStaff(day.server, 'admin');
    const audit = body<{ entries: { actorId: string | null; actorName: string; action: string }[] }>(
      await call(day.server, { url: `/api/staff/audit?from=${DAY}&to=${DAY}`, cookie: admin.cookie }),
    );
    expect(audit.entries.find((e) => e.action === 'release')).toMatchObject({
      actorId: null,
      actorName: 'The lounge',
    });
    // A second pass finds nothing more to do.
    await pass(day.server);
    expect(outboxKinds(day.server, member.id)).toHaveLength(2);
  });

  it('never releases a checked-in booking, nor one already over', async () => {
    const playing = await addMember(day.server);
    const gone = await addMember(day.server);
    const checkedIn = await day.book(playing.id, '2', '10:00', '11:00');
    const over = await day.book(gone.id, '3', '10:00', '11:00');
    await day.setClock(DAY, '10:05');
    expect(body(await day.send('POST', `/api/staff/bookings/${checkedIn}/check-in`)).status).toBe(
      'checked_in',
    );
    day.clock.now = at(DAY, '10:30');
    expect(releaseOverdueBookings(contextOf(day.server))).toBe(1);
    expect(bookingRow(day.server, checkedIn).status).toBe('checked_in');
    expect(bookingRow(day.server, over).status).toBe('no_show');

    const late = await addMember(day.server);
    const ended = await day.book(late.id, '3', '12:00', '13:00');
    // The sweep never ran between its deadline and its end (the box was off).
    day.clock.now = at(DAY, '13:00');
    await pass(day.server);
    expect(bookingRow(day.server, ended).status).toBe('confirmed');
  });

  it('offers the freed time to the waitlist in the same write, or releases nothing', async () => {
    const owner = await addMember(day.server);
    const id = await day.book(owner.id, '2', '19:00', '20:00');
    const waiting = await addMember(day.server);
    const joined = await call(day.server, {
      method: 'POST',
      url: '/api/waitlist',
      cookie: waiting.cookie,
      payload: bookingRequest({ bookingDate: DAY, bayNumber: '2', startTime: '19:30', endTime: '20:30' }),
    });
    expect(joined.statusCode, joined.payload).toBe(201);
    const { sqlite } = contextOf(day.server).database;
    // An offer that cannot be written takes the release back with it: one transaction.
    sqlite.exec(`CREATE TRIGGER offer_fails BEFORE UPDATE OF status ON waitlist_entries
      WHEN NEW.status = 'offered' BEGIN SELECT RAISE(ABORT, 'offer fails'); END`);
    day.clock.now = at(DAY, '19:15');
    releaseOverdueBookings(contextOf(day.server));
    expect(bookingRow(day.server, id).status).toBe('confirmed');
    expect(outboxKinds(day.server, owner.id)).toEqual(['booking_confirmed']);
    sqlite.exec('DROP TRIGGER offer_fails');

    expect(releaseOverdueBookings(contextOf(day.server))).toBe(1);
    const released = bookingRow(day.server, id);
    expect(released.status).toBe('no_show');
    const entry = sqlite
      .prepare('SELECT status, hold_booking_id, updated_at FROM waitlist_entries WHERE user_id = ?')
      .get(waiting.id) as { status: string; hold_booking_id: string; updated_at: string };
    expect(entry.status).toBe('offered');
    expect(entry.updated_at).toBe(released.updated_at);
    expect(bookingRow(day.server, entry.hold_booking_id)).toMatchObject({ status: 'held' });
    expect(outboxKinds(day.server, waiting.id)).toEqual(['waitlist_offer']);

    // The bay is the waitlisted member's now: staff's Correct cannot take the release back.
    const correct = await day.send('POST', `/api/staff/bookings/${id}/correct`, {
      status: 'checked_in',
      reason: 'Arrived late',
    });
    expect(correct.statusCode).toBe(409);
    expect(bookingRow(day.server, id).status).toBe('no_show');
  });
});

describe('the release taken back by staff', () => {
  let day: DeskDay;
  beforeAll(async () => {
    day = await openDeskDay();
  });
  afterAll(() => day.server.stop());

  it('restores the check-in with its passes, its fee and the no-show count, and is not released again', async () => {
    const member = await addMember(day.server, { membershipType: 'vip' });
    const general = await addMember(day.server);
    day.clock.now = at('2026-11-20', '12:00');
    const vip = await day.send('POST', '/api/staff/bookings', {
      userId: member.id,
      bayNumber: '1',
      bookingDate: DAY,
      startTime: '14:00',
      endTime: '16:00',
      guestCount: '3',
    });
    expect(vip.statusCode, vip.payload).toBe(201);
    const paid = await day.send('POST', '/api/staff/bookings', {
      userId: general.id,
      bayNumber: '2',
      bookingDate: DAY,
      startTime: '14:00',
      endTime: '15:00',
      guestCount: '2',
      guestFeeCollected: true,
      paymentMethod: 'cash',
    });
    expect(paid.statusCode, paid.payload).toBe(201);
    const ids = [body(vip).id as string, body(paid).id as string];
    const { sqlite } = contextOf(day.server).database;
    const money = () => ({
      passes: sqlite
        .prepare('SELECT booking_id, guest_count, billing_month FROM guest_passes ORDER BY booking_id')
        .all(),
      ledger: sqlite
        .prepare('SELECT booking_id, kind, amount_cents, status FROM ledger_entries ORDER BY id')
        .all(),
      fees: ids.map((id) => bookingRow(day.server, id).guest_fee),
    });
    const before = money();
    expect(before.passes).toHaveLength(1);
    expect(before.ledger).toHaveLength(1);

    await day.setClock(DAY, '14:16');
    await pass(day.server);
    expect(ids.map((id) => bookingRow(day.server, id).status)).toEqual(['no_show', 'no_show']);
    expect(money()).toEqual(before);

    for (const id of ids) {
      const fixed = await day.send('POST', `/api/staff/bookings/${id}/correct`, {
        status: 'checked_in',
        reason: 'Here all along; the kiosk was off',
      });
      expect(fixed.statusCode, fixed.payload).toBe(200);
    }
    expect(ids.map((id) => bookingRow(day.server, id).status)).toEqual(['checked_in', 'checked_in']);
    expect(money()).toEqual(before);
    const profile = body<{ noShows: { count: number } }>(
      await call(day.server, { url: `/api/staff/members/${member.id}`, cookie: day.desk.cookie }),
    );
    expect(profile.noShows.count).toBe(0);

    // Taken back to neither, it stays so: the lounge never releases a booking twice.
    const neither = await day.send('POST', `/api/staff/bookings/${ids[0]}/correct`, {
      status: 'confirmed',
      reason: 'Not sure they played',
    });
    expect(body(neither).status).toBe('confirmed');
    day.clock.now = at(DAY, '14:30');
    await pass(day.server);
    expect(bookingRow(day.server, ids[0] ?? '').status).toBe('confirmed');
  });
});

describe('NO_SHOW_RELEASE_MINUTES', () => {
  it('at 0 turns the release off, and otherwise sets the deadline', async () => {
    for (const [minutes, expected] of [
      ['0', 'confirmed'],
      ['40', 'confirmed'],
      ['25', 'no_show'],
    ] as const) {
      const day = await openDeskDay({ NO_SHOW_RELEASE_MINUTES: minutes });
      try {
        const member = await addMember(day.server);
        const id = await day.book(member.id, '1', '17:00', '18:00');
        day.clock.now = at(DAY, '17:25');
        await pass(day.server);
        expect(bookingRow(day.server, id).status, minutes).toBe(expected);
      } finally {
        await day.server.stop();
      }
    }
  });
});

describe('a server down over a deadline', () => {
  it('releases the overdue booking as it starts, and only that one', async () => {
    const data = makeDataDir();
    const clock = { now: at('2026-11-20', '12:00') };
    const env = { DATABASE_PATH: data.file, MAIL_POLL_SECONDS: '3600', PORT: '0', HOST: '127.0.0.1' };
    const first = await makeServer(env, { now: () => clock.now });
    const desk = await addStaff(first, 'staff');
    const member = await addMember(first);
    const made = await Promise.all(
      ['1', '2'].map((bay, i) =>
        call(first, {
          method: 'POST',
          url: '/api/staff/bookings',
          cookie: desk.cookie,
          payload: {
            userId: member.id,
            bayNumber: bay,
            bookingDate: DAY,
            startTime: i === 0 ? '17:00' : '20:00',
            endTime: i === 0 ? '18:00' : '21:00',
            guestCount: '1',
            override: true,
          },
        }),
      ),
    );
    for (const res of made) expect(res.statusCode, res.payload).toBe(201);
    const [overdue, later] = made.map((res) => body(res).id as string);
    await first.stop();

    // Off from the day before until 5:40 PM: the 5 PM booking's deadline passed meanwhile.
    clock.now = at(DAY, '17:40');
    const second = await makeServer(env, { now: () => clock.now });
    try {
      await second.start();
      const deadline = Date.now() + 10_000;
      while (bookingRow(second, overdue ?? '').status !== 'no_show' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(bookingRow(second, overdue ?? '').status).toBe('no_show');
      expect(bookingRow(second, later ?? '').status).toBe('confirmed');
    } finally {
      await second.stop();
      data.remove();
    }
  });
});
