/** The staff API: role checks on every route, the desk's actions, the audit trail, the override. */
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
let server: Server;
let admin: { id: string; cookie: string };
let desk: { id: string; cookie: string };
let member: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer(
    {
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
      RATE_LIMIT_INQUIRIES_PER_HOUR: '1000',
      // Not the defaults: the schedule must carry the venue's own windows to the desk.
      CHECK_IN_OPENS_MINUTES: '45',
      NO_SHOW_AFTER_MINUTES: '10',
    },
    { now: () => NOW },
  );
  admin = await addStaff(server, 'admin', { firstName: 'Ada' });
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
  member = await addMember(server, { firstName: 'Max', email: 'max.member@example.com' });
});
afterAll(() => server.stop());

const send = (method: string, url: string, cookie: string, payload?: unknown) =>
  call(server, { method, url, cookie, ...(payload === undefined ? {} : { payload }) });
const actions = () =>
  contextOf(server)
    .database.sqlite.prepare('SELECT actor_id, action, target_type, details FROM staff_actions ORDER BY id')
    .all() as {
    actor_id: string;
    action: string;
    target_type: string;
    details: string | null;
  }[];

describe('who may use /api/staff', () => {
  const routes: [string, string][] = [
    ['GET', '/api/staff/schedule'],
    ['POST', '/api/staff/bookings'],
    ['POST', '/api/staff/bookings/x/check-in'],
    ['POST', '/api/staff/bookings/x/no-show'],
    ['POST', '/api/staff/bookings/x/cancel'],
    ['POST', '/api/staff/bookings/x/undo'],
    ['PATCH', '/api/staff/bookings/x'],
    ['GET', '/api/staff/tours'],
    ['POST', '/api/staff/tours/x/confirm'],
    ['PATCH', '/api/staff/tours/x'],
    ['GET', '/api/staff/inquiries/events'],
    ['POST', '/api/staff/inquiries/contact/x/handled'],
    ['GET', '/api/staff/members'],
    ['PATCH', '/api/staff/members/x/role'],
    ['GET', '/api/staff/analytics'],
    ['GET', '/api/staff/outbox'],
    ['POST', '/api/staff/outbox/x/retry'],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for a member', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    expect((await call(server, { method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    const asMember = await send(method, url, member.cookie, payload);
    expect(asMember.statusCode).toBe(403);
    expect(body(asMember).message).toBe('You do not have access to this.');
  });

  it('refuses a member even with a valid body', async () => {
    const res = await send('POST', '/api/staff/bookings/x/cancel', member.cookie, { reason: 'because' });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('You do not have access to this.');
  });
});

describe('the bay board and booking actions', () => {
  let bookingId = '';

  it('books for a member at the desk with the same rules, and past the limits only with the override', async () => {
    const base = {
      userId: member.id,
      bayNumber: '2',
      bookingDate: '2026-11-22',
      startTime: '10:30',
      endTime: '11:30',
      guestCount: '1',
    };
    const res = await send('POST', '/api/staff/bookings', desk.cookie, base);
    expect(res.statusCode).toBe(201);
    bookingId = body(res).id as string;

    const second = await send('POST', '/api/staff/bookings', desk.cookie, {
      ...base,
      bookingDate: '2026-12-20',
    });
    expect(second.statusCode).toBe(400);
    expect(body(second).title).toBe('Scheduling Limit');
    const overridden = await send('POST', '/api/staff/bookings', desk.cookie, {
      ...base,
      bookingDate: '2026-12-20',
      startTime: '10:00',
      endTime: '14:00',
      override: true,
    });
    expect(overridden.statusCode).toBe(201);
    const row = contextOf(server)
      .database.sqlite.prepare('SELECT created_by, limit_override FROM bookings WHERE id = ?')
      .get(body(overridden).id) as {
      created_by: string;
      limit_override: number;
    };
    expect(row).toEqual({ created_by: desk.id, limit_override: 1 });

    const clash = await send('POST', '/api/staff/bookings', desk.cookie, { ...base, override: true });
    expect(clash.statusCode).toBe(409);
  });

  it('asks staff to collect guest fees at the desk before booking guests', async () => {
    const other = await addMember(server);
    const payload = {
      userId: other.id,
      bayNumber: '3',
      bookingDate: '2026-11-24',
      startTime: '12:00',
      endTime: '13:00',
      guestCount: '3',
    };
    const unpaid = await send('POST', '/api/staff/bookings', desk.cookie, payload);
    expect(unpaid.statusCode).toBe(402);
    expect(body(unpaid).feeCents).toBe(2 * GUEST_FEE_CENTS);
    const paid = await send('POST', '/api/staff/bookings', desk.cookie, {
      ...payload,
      guestFeeCollected: true,
    });
    expect(paid.statusCode).toBe(201);
    expect(body(paid).guestFee).toBe(2 * GUEST_FEE_CENTS);
  });

  it("shows the day's schedule with member names, players, fees and status", async () => {
    const res = await send('GET', '/api/staff/schedule?date=2026-11-22', desk.cookie);
    expect(res.statusCode).toBe(200);
    const schedule = body<{ bays: string[]; windows: unknown; bookings: Array<Record<string, unknown>> }>(
      res,
    );
    expect(schedule.bays).toEqual(['1', '2', '3']);
    expect(schedule.windows).toEqual({
      checkInOpensMinutes: 45,
      noShowAfterMinutes: 10,
      passOpensMinutes: 30,
      noShowReleaseMinutes: 15,
    });
    expect(schedule.bookings).toContainEqual(
      expect.objectContaining({
        id: bookingId,
        bayNumber: '2',
        players: 1,
        status: 'confirmed',
        member: expect.objectContaining({ firstName: 'Max', email: 'max.member@example.com' }),
      }),
    );
  });

  it('checks a member in, once; marks no-shows; cancels with a reason, all on the record', async () => {
    expect(
      body(await send('POST', `/api/staff/bookings/${bookingId}/check-in`, desk.cookie, {})).status,
    ).toBe('checked_in');
    const again = await send('POST', `/api/staff/bookings/${bookingId}/check-in`, desk.cookie, {});
    expect(again.statusCode).toBe(200);
    expect(body(again).status).toBe('checked_in');
    expect((await send('POST', `/api/staff/bookings/${bookingId}/cancel`, desk.cookie, {})).statusCode).toBe(
      400,
    );
    const cancelled = await send('POST', `/api/staff/bookings/${bookingId}/cancel`, desk.cookie, {
      reason: 'Member called',
    });
    expect(body(cancelled)).toMatchObject({ status: 'cancelled' });
    expect((await send('POST', '/api/staff/bookings/nope/no-show', desk.cookie, {})).statusCode).toBe(404);
    const log = actions().filter((a) => a.target_type === 'booking');
    expect(log.map((a) => a.action)).toEqual(['create', 'create', 'create', 'check-in', 'cancel']);
    expect(log.every((a) => a.actor_id === desk.id)).toBe(true);
    expect(JSON.parse(log.at(-1)?.details ?? '{}')).toEqual({ reason: 'Member called' });
  });
});

describe('tours and inquiries', () => {
  it('confirms a tour with a date and time, completes it, keeps notes', async () => {
    await call(server, {
      method: 'POST',
      url: '/api/tours/book',
      payload: {
        firstName: 'Tia',
        lastName: 'Tour',
        email: 'tia@example.com',
        preferredDate: '2026-11-25',
        preferredTime: '14:00',
        partySize: 2,
      },
    });
    const [tour] = body<Array<{ id: string; status: string }>>(
      await send('GET', '/api/staff/tours', desk.cookie),
    );
    expect(tour?.status).toBe('scheduled');
    const bad = await send('POST', `/api/staff/tours/${tour?.id}/confirm`, desk.cookie, {
      confirmedDate: '2026-11-25',
      confirmedTime: '2pm',
    });
    expect(bad.statusCode).toBe(400);
    const ok = await send('POST', `/api/staff/tours/${tour?.id}/confirm`, desk.cookie, {
      confirmedDate: '2026-11-25',
      confirmedTime: '14:30',
    });
    expect(body(ok)).toMatchObject({
      status: 'confirmed',
      confirmedDate: '2026-11-25',
      confirmedTime: '14:30',
    });
    expect(
      body(await send('PATCH', `/api/staff/tours/${tour?.id}`, desk.cookie, { notes: 'Bring brochure' }))
        .notes,
    ).toBe('Bring brochure');
    expect(body(await send('POST', `/api/staff/tours/${tour?.id}/complete`, desk.cookie, {})).status).toBe(
      'completed',
    );
    expect((await send('POST', `/api/staff/tours/${tour?.id}/cancel`, desk.cookie, {})).statusCode).toBe(409);
  });

  it('lists inquiries and marks them handled, with notes', async () => {
    await call(server, {
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Cy',
        lastName: 'Q',
        email: 'cy@example.com',
        inquiryType: 'general',
        message: 'Hours?',
      },
    });
    await call(server, {
      method: 'POST',
      url: '/api/events',
      payload: { contactName: 'Ev', email: 'ev@example.com', eventType: 'corporate', message: 'Offsite' },
    });
    for (const kind of ['contact', 'events']) {
      const [first] = body<Array<{ id: string; handledAt: string | null }>>(
        await send('GET', `/api/staff/inquiries/${kind}`, desk.cookie),
      );
      expect(first?.handledAt).toBeNull();
      const handled = body(
        await send('POST', `/api/staff/inquiries/${kind}/${first?.id}/handled`, desk.cookie, {}),
      );
      expect(handled).toMatchObject({ handledAt: '2026-11-22T17:00:00.000Z', handledBy: desk.id });
      expect(
        body(
          await send('PATCH', `/api/staff/inquiries/${kind}/${first?.id}`, desk.cookie, { notes: 'Replied' }),
        ).notes,
      ).toBe('Replied');
    }
    expect((await send('GET', '/api/staff/inquiries/spam', desk.cookie)).statusCode).toBe(404);
  });
});

describe('members, roles and analytics', () => {
  it('searches members by name or email and shows tier, status, upcoming and passes', async () => {
    const res = body<Array<Record<string, unknown>>>(
      await send('GET', '/api/staff/members?q=max', desk.cookie),
    );
    expect(res).toHaveLength(1);
    expect(res[0]).toMatchObject({
      email: 'max.member@example.com',
      membershipType: 'general',
      membershipStatus: 'monthly',
      upcomingBookings: 1,
      guestPassesUsedThisMonth: 0,
    });
    expect(res[0]).not.toHaveProperty('passwordHash');
    expect(body<unknown[]>(await send('GET', '/api/staff/members?q=%25', desk.cookie))).toHaveLength(0);
    expect(
      body<unknown[]>(await send('GET', '/api/staff/members?tier=none', desk.cookie)).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('lets an admin, and only an admin, make a member staff', async () => {
    expect(
      (await send('PATCH', `/api/staff/members/${member.id}/role`, desk.cookie, { role: 'staff' }))
        .statusCode,
    ).toBe(403);
    expect(
      body(await send('PATCH', `/api/staff/members/${member.id}/role`, admin.cookie, { role: 'staff' })).role,
    ).toBe('staff');
    expect(
      (await send('PATCH', `/api/staff/members/${admin.id}/role`, admin.cookie, { role: 'member' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await send('PATCH', `/api/staff/members/${member.id}/role`, admin.cookie, { role: 'admin' }))
        .statusCode,
    ).toBe(400);
    await send('PATCH', `/api/staff/members/${member.id}/role`, admin.cookie, { role: 'member' });
  });

  it('lets an admin give and take the manager role; a manager may not give it', async () => {
    const made = await send('PATCH', `/api/staff/members/${member.id}/role`, admin.cookie, {
      role: 'manager',
    });
    expect(body(made)).toMatchObject({ role: 'manager' });
    const manager = await addStaff(server, 'manager');
    expect(
      (await send('PATCH', `/api/staff/members/${member.id}/role`, manager.cookie, { role: 'staff' }))
        .statusCode,
    ).toBe(403);
    expect(
      body(await send('PATCH', `/api/staff/members/${member.id}/role`, admin.cookie, { role: 'staff' })).role,
    ).toBe('staff');
    await send('PATCH', `/api/staff/members/${member.id}/role`, admin.cookie, { role: 'member' });
  });

  it('sums analytics by venue day', async () => {
    const sqlite = contextOf(server).database.sqlite;
    const insert = sqlite.prepare('INSERT INTO analytics_events (name, created_at) VALUES (?, ?)');
    insert.run('page_view', '2026-11-22T16:00:00.000Z');
    insert.run('page_view', '2026-11-22T06:30:00.000Z'); // 23:30 on the 21st in Denver
    insert.run('join_now_click', '2026-11-22T16:30:00.000Z');
    const days = body<Array<Record<string, unknown>>>(
      await send('GET', '/api/staff/analytics?days=2', desk.cookie),
    );
    expect(days).toEqual([
      { day: '2026-11-21', page_view: 1, join_now_click: 0, popup_close: 0 },
      { day: '2026-11-22', page_view: 1, join_now_click: 1, popup_close: 0 },
    ]);
  });
});
