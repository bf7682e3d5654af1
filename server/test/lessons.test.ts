/**
 * Lessons through the real server and a real SQLite file (docs/lessons.md): a coach's last free hour
 * booked by twelve at once makes one lesson; a lesson and a member's booking racing for the one bay
 * make one; a pack's last credit is spent once however many ask; a coach's account sees its own
 * lessons only; an admin's pack refund is pro rata, once. Payments go through the sandbox gateway,
 * its 'Complete test payment' feeding fulfilment as the webhook would.
 */
import type { Server } from '@hapi/hapi';
import type { LessonCreated, LessonCredits, LessonTime, LessonTypeView, LessonView } from '@lounge/core';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingRequest } from './bookingRequests';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

// Tuesday 1 December 2026, 10 AM at the venue; the lessons fall on Monday the 7th.
const NOW = Date.UTC(2026, 11, 1, 17, 0);
const MONDAY = '2026-12-07';

let server: Server;
afterEach(async () => {
  await server?.stop();
});

async function lounge(env: Record<string, string> = {}) {
  server = await makeServer(env, { now: () => NOW });
  const admin = await addStaff(server, 'admin');
  const types = body<LessonTypeView[]>(await call(server, { url: '/api/lessons/types' }));
  const lessonType = types.find((t) => t.name === 'Private lesson');
  if (!lessonType) throw new Error('no default private lesson');
  return { admin, typeId: lessonType.id, types };
}

async function addCoach(admin: { cookie: string }, hours: { start: string; end: string }, userId?: string) {
  const made = await call(server, {
    method: 'POST',
    url: '/api/staff/coaches',
    cookie: admin.cookie,
    payload: { name: `Coach ${Math.random().toString(36).slice(2, 6)}`, ...(userId ? { userId } : {}) },
  });
  expect(made.statusCode).toBe(201);
  const { id } = body<{ id: string }>(made);
  const set = await call(server, {
    method: 'PUT',
    url: `/api/staff/coaches/${id}/hours`,
    cookie: admin.cookie,
    payload: { weekly: [{ weekday: 1, ...hours }] },
  });
  expect(set.statusCode).toBe(200);
  return id;
}

const book = (cookie: string, payload: Record<string, unknown>) =>
  call(server, { method: 'POST', url: '/api/lessons', cookie, payload: { date: MONDAY, ...payload } });

async function completeCheckout(url: string) {
  const sessionId = new URL(url, 'http://x').searchParams.get('session_id');
  const res = await call(server, {
    method: 'POST',
    url: `/api/payments/sandbox/sessions/${sessionId}/complete`,
    payload: {},
  });
  expect(res.statusCode).toBeLessThan(400);
}

async function buyPack(member: { cookie: string }, typeId: string) {
  const res = await call(server, {
    method: 'POST',
    url: '/api/lesson-packs/checkout',
    cookie: member.cookie,
    payload: { typeId, size: 5 },
  });
  expect(res.statusCode).toBe(200);
  await completeCheckout(body<{ url: string }>(res).url);
}

describe('lessons', () => {
  it('start with a $120 private lesson and a $65 swing check; the VIP is shown 20% off', async () => {
    const { types } = await lounge();
    expect(types.map((t) => [t.name, t.minutes, t.priceCents, t.vipPriceCents])).toEqual([
      ['Private lesson', 60, 12_000, 9_600],
      ['Swing check', 30, 6_500, 5_200],
    ]);
  });

  it('twelve booking a coach’s last free hour at once make exactly one lesson', async () => {
    const { admin, typeId } = await lounge();
    const coachId = await addCoach(admin, { start: '10:00', end: '11:00' });
    const free = body<LessonTime[]>(
      await call(server, {
        url: `/api/lessons/availability?date=${MONDAY}&typeId=${typeId}&coachId=${coachId}`,
      }),
    );
    expect(free).toEqual([{ coachId, bay: '1', startTime: '10:00', endTime: '11:00' }]);
    const members = await Promise.all(Array.from({ length: 12 }, () => addMember(server)));
    const answers = await Promise.all(
      members.map((m) => book(m.cookie, { typeId, coachId, startTime: '10:00' })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(11).fill(409)]);
    const won = answers.find((r) => r.statusCode === 201);
    if (!won) throw new Error('no lesson made');
    const made = body<LessonCreated>(won);
    expect(made.priceCents).toBe(12_000);
    expect(made.checkoutUrl).toMatch(/test-checkout/);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(body(r).code).toBe('coach_taken');
    const day = body<LessonView[]>(
      await call(server, { url: `/api/staff/lessons?date=${MONDAY}`, cookie: admin.cookie }),
    );
    expect(day).toHaveLength(1);
    expect(
      body<LessonTime[]>(
        await call(server, {
          url: `/api/lessons/availability?date=${MONDAY}&typeId=${typeId}&coachId=${coachId}`,
        }),
      ),
    ).toEqual([]);
  });

  it('a lesson and a member’s booking racing for the one bay make one, and the bay stays held', async () => {
    const { admin, typeId } = await lounge({ VENUE_BAYS: '1' });
    const coachId = await addCoach(admin, { start: '10:00', end: '12:00' });
    const student = await addMember(server, { membershipType: 'vip' });
    const player = await addMember(server);
    const [lesson, booking] = await Promise.all([
      book(student.cookie, { typeId, coachId, startTime: '10:00' }),
      call(server, {
        method: 'POST',
        url: '/api/bookings',
        cookie: player.cookie,
        payload: bookingRequest({ bookingDate: MONDAY, startTime: '10:00', endTime: '11:00' }),
      }),
    ]);
    expect([lesson.statusCode, booking.statusCode].sort()).toEqual([201, 409]);
    // Whichever won, the other way round is refused too: the bay is one.
    if (lesson.statusCode === 201) {
      expect(body<LessonCreated>(lesson).priceCents).toBe(9_600);
      const again = await call(server, {
        method: 'POST',
        url: '/api/bookings',
        cookie: player.cookie,
        payload: bookingRequest({ bookingDate: MONDAY, startTime: '10:30', endTime: '11:30' }),
      });
      expect(again.statusCode).toBe(409);
    } else {
      const again = await book(student.cookie, { typeId, coachId, startTime: '10:00' });
      expect(again.statusCode).toBe(409);
      expect(body(again).code).toBe('bay_taken');
    }
  });

  it('a lesson does not count against the member’s bay-booking limits, and its bay is taken for bookings', async () => {
    const { admin, typeId } = await lounge({ VENUE_BAYS: '1' });
    const coachId = await addCoach(admin, { start: '10:00', end: '12:00' });
    const member = await addMember(server);
    expect((await book(member.cookie, { typeId, coachId, startTime: '10:00' })).statusCode).toBe(201);
    const taken = await call(server, {
      method: 'POST',
      url: '/api/bookings',
      cookie: member.cookie,
      payload: bookingRequest({ bookingDate: MONDAY, startTime: '10:00', endTime: '11:00' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).code).toBe('bay_blocked');
    // The desk's board shows the bay held, naming the coach; staff cannot reopen it there.
    const board = body<{
      blocks: { id: string; bayNumber: string; reason: string; lessonId: string | null }[];
    }>(await call(server, { url: `/api/staff/schedule?date=${MONDAY}`, cookie: admin.cookie }));
    expect(board.blocks).toEqual([
      expect.objectContaining({
        bayNumber: '1',
        reason: expect.stringMatching(/^Lesson: Coach /),
        lessonId: expect.any(String),
      }),
    ]);
    const reopen = await call(server, {
      method: 'DELETE',
      url: `/api/staff/blocks/${board.blocks[0]?.id}`,
      cookie: admin.cookie,
    });
    expect(reopen.statusCode).toBe(409);
    const after = await call(server, {
      method: 'POST',
      url: '/api/bookings',
      cookie: member.cookie,
      payload: bookingRequest({ bookingDate: MONDAY, startTime: '11:00', endTime: '12:00' }),
    });
    expect(after.statusCode).toBe(201);
  });

  it('a VIP’s pack of 5 costs 4.5 lessons less 20%, and its last credit is spent once under concurrency', async () => {
    const { admin, typeId } = await lounge();
    const coachId = await addCoach(admin, { start: '09:00', end: '22:00' });
    const vip = await addMember(server, { membershipType: 'vip' });
    await buyPack(vip, typeId);
    const ledger = await call(server, { url: '/api/payments', cookie: vip.cookie });
    expect(ledger.payload).toContain('43200');
    expect(
      body<LessonCredits[]>(await call(server, { url: '/api/lesson-packs/mine', cookie: vip.cookie })),
    ).toEqual([{ typeId, remaining: 5, expiresOn: '2027-11-30' }]);
    for (const startTime of ['09:00', '10:00', '11:00', '12:00']) {
      const res = await book(vip.cookie, { typeId, coachId, startTime, useCredit: true });
      expect(res.statusCode).toBe(201);
      expect(body<LessonCreated>(res)).toEqual({ id: expect.any(String), priceCents: 0 });
    }
    const last = await Promise.all(
      ['14:00', '16:00', '18:00', '20:00'].map((startTime) =>
        book(vip.cookie, { typeId, coachId, startTime, useCredit: true }),
      ),
    );
    expect(last.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const r of last.filter((a) => a.statusCode === 409)) expect(body(r).code).toBe('no_credit');
    expect(body(await call(server, { url: '/api/lesson-packs/mine', cookie: vip.cookie }))).toEqual([]);
    const mine = body<LessonView[]>(await call(server, { url: '/api/lessons/mine', cookie: vip.cookie }));
    expect(mine.map((l) => l.paidWith)).toEqual(Array(5).fill('credit'));
    // Cancelled more than 24 hours ahead, a lesson gives its credit back.
    const cancelled = await call(server, {
      method: 'DELETE',
      url: `/api/lessons/${mine[0]?.id}`,
      cookie: vip.cookie,
    });
    expect(body(cancelled)).toMatchObject({ returned: true });
    expect(
      body<LessonCredits[]>(await call(server, { url: '/api/lesson-packs/mine', cookie: vip.cookie })),
    ).toEqual([{ typeId, remaining: 1, expiresOn: '2027-11-30' }]);
  });

  it('an admin refunds a pack pro rata for its unused credits, once; plain staff may not', async () => {
    const { admin, typeId } = await lounge();
    const coachId = await addCoach(admin, { start: '09:00', end: '22:00' });
    const vip = await addMember(server, { membershipType: 'vip' });
    await buyPack(vip, typeId);
    for (const startTime of ['09:00', '10:00'])
      expect((await book(vip.cookie, { typeId, coachId, startTime, useCredit: true })).statusCode).toBe(201);
    const packs = body<{ id: string; remaining: number }[]>(
      await call(server, { url: `/api/staff/members/${vip.id}/lesson-packs`, cookie: admin.cookie }),
    );
    expect(packs.map((p) => p.remaining)).toEqual([3]);
    const staff = await addStaff(server, 'staff');
    const url = `/api/staff/lesson-packs/${packs[0]?.id}/refund`;
    const refused = await call(server, {
      method: 'POST',
      url,
      cookie: staff.cookie,
      payload: { reason: 'Moving away' },
    });
    expect(refused.statusCode).toBe(403);
    const refunded = await call(server, {
      method: 'POST',
      url,
      cookie: admin.cookie,
      payload: { reason: 'Moving away' },
    });
    expect(refunded.statusCode).toBe(200);
    // 3 of 5 credits of $432.00: $259.20.
    expect(body(refunded)).toEqual({ refundedCents: 25_920, creditsCancelled: 3 });
    const again = await call(server, {
      method: 'POST',
      url,
      cookie: admin.cookie,
      payload: { reason: 'Moving away' },
    });
    expect(again.statusCode).toBe(409);
    expect(body(await call(server, { url: '/api/lesson-packs/mine', cookie: vip.cookie }))).toEqual([]);
    const history = await call(server, { url: '/api/payments', cookie: vip.cookie });
    expect(history.payload).toContain('-25920');
  });

  it('a coach’s account sees its own lessons only, and none of the desk', async () => {
    const { admin, typeId } = await lounge();
    const coachUser = await addMember(server, {
      role: 'coach',
      membershipType: null,
      membershipStatus: 'inactive',
    });
    const mineId = await addCoach(admin, { start: '10:00', end: '12:00' }, coachUser.id);
    const otherId = await addCoach(admin, { start: '10:00', end: '12:00' });
    const student = await addMember(server, { firstName: 'Avery' });
    const other = await addMember(server, { firstName: 'Blake' });
    expect((await book(student.cookie, { typeId, coachId: mineId, startTime: '10:00' })).statusCode).toBe(
      201,
    );
    expect((await book(other.cookie, { typeId, coachId: otherId, startTime: '10:00' })).statusCode).toBe(201);
    const day = await call(server, { url: `/api/coach/lessons?date=${MONDAY}`, cookie: coachUser.cookie });
    expect(day.statusCode).toBe(200);
    expect(body<LessonView[]>(day).map((l) => [l.coachId, l.studentName])).toEqual([
      [mineId, 'Avery Tester'],
    ]);
    expect(
      (await call(server, { url: `/api/staff/lessons?date=${MONDAY}`, cookie: coachUser.cookie })).statusCode,
    ).toBe(403);
    expect(
      (await call(server, { url: `/api/coach/lessons?date=${MONDAY}`, cookie: student.cookie })).statusCode,
    ).toBe(403);
  });
});
