/**
 * Lessons at the desk and by email, through the real server and a real SQLite file (docs/lessons.md):
 * staff cancel a lesson by the member's 24-hour rule with staff's refund limits; a coach's account is
 * refused everything but its own day; the student's booked, cancelled and reminder emails and each
 * coach's morning list are queued once; the lessons report to the cent.
 */
import type { Server } from '@hapi/hapi';
import type { LessonCreated, LessonTypeView, LessonView } from '@lounge/core';
import { afterEach, describe, expect, it } from 'vitest';
import { backgroundPass } from '../src/ops/backgroundWork';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

// Tuesday 1 December 2026, 10 AM at the venue (UTC-7); the lessons fall on Monday the 7th.
const TUESDAY_10AM = Date.UTC(2026, 11, 1, 17, 0);
const MONDAY = '2026-12-07';

let server: Server;
let now = TUESDAY_10AM;
afterEach(async () => {
  await server?.stop();
  now = TUESDAY_10AM;
});

async function lounge() {
  server = await makeServer({}, { now: () => now });
  const admin = await addStaff(server, 'admin');
  const types = body<LessonTypeView[]>(await call(server, { url: '/api/lessons/types' }));
  const typeOf = (name: string) => {
    const found = types.find((t) => t.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found.id;
  };
  return { admin, privateId: typeOf('Private lesson'), swingId: typeOf('Swing check') };
}

async function addCoach(admin: { cookie: string }, name: string, userId?: string) {
  const made = await call(server, {
    method: 'POST',
    url: '/api/staff/coaches',
    cookie: admin.cookie,
    payload: { name, ...(userId ? { userId } : {}) },
  });
  expect(made.statusCode).toBe(201);
  const { id } = body<{ id: string }>(made);
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '20:00' }));
  const set = await call(server, {
    method: 'PUT',
    url: `/api/staff/coaches/${id}/hours`,
    cookie: admin.cookie,
    payload: { weekly },
  });
  expect(set.statusCode).toBe(200);
  return id;
}

/** Robin Ace, a coach with an account of its own (first name Robin) signed in. */
async function robinWithAccount(admin: { cookie: string }) {
  const coachUser = await addMember(server, {
    role: 'coach',
    firstName: 'Robin',
    membershipType: null,
    membershipStatus: 'inactive',
  });
  return { coachUser, coachId: await addCoach(admin, 'Robin Ace', coachUser.id) };
}

async function book(cookie: string, payload: Record<string, unknown>) {
  const res = await call(server, {
    method: 'POST',
    url: '/api/lessons',
    cookie,
    payload: { date: MONDAY, ...payload },
  });
  expect(res.statusCode, res.payload).toBe(201);
  const made = body<LessonCreated>(res);
  if (made.checkoutUrl) {
    const sessionId = new URL(made.checkoutUrl, 'http://x').searchParams.get('session_id');
    const paid = await call(server, {
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/complete`,
      payload: {},
    });
    expect(paid.statusCode).toBeLessThan(400);
  }
  return made.id;
}

async function buyPack(cookie: string, typeId: string) {
  const res = await call(server, {
    method: 'POST',
    url: '/api/lesson-packs/checkout',
    cookie,
    payload: { typeId, size: 5 },
  });
  expect(res.statusCode).toBe(200);
  const sessionId = new URL(body<{ url: string }>(res).url, 'http://x').searchParams.get('session_id');
  await call(server, {
    method: 'POST',
    url: `/api/payments/sandbox/sessions/${sessionId}/complete`,
    payload: {},
  });
}

const staffCancel = (cookie: string, id: string, reason = 'Coach is ill') =>
  call(server, { method: 'POST', url: `/api/staff/lessons/${id}/cancel`, cookie, payload: { reason } });

function outbox(kind: string): { to_address: string; subject: string; text_body: string }[] {
  return contextOf(server)
    .database.sqlite.prepare(
      'SELECT to_address, subject, text_body FROM outbox_messages WHERE kind = ? ORDER BY created_at, rowid',
    )
    .all(kind) as { to_address: string; subject: string; text_body: string }[];
}

const ledgerSum = (userId: string) =>
  (
    contextOf(server)
      .database.sqlite.prepare(
        'SELECT coalesce(sum(amount_cents), 0) AS s FROM ledger_entries WHERE user_id = ?',
      )
      .get(userId) as { s: number }
  ).s;

describe('staff cancel a lesson', () => {
  it('more than 24 hours ahead: the card payment is refunded in full, the bay and coach freed, the student told', async () => {
    const { admin, privateId } = await lounge();
    const coachId = await addCoach(admin, 'Robin Ace');
    const member = await addMember(server);
    const id = await book(member.cookie, { typeId: privateId, coachId, startTime: '10:00' });
    expect(ledgerSum(member.id)).toBe(12_000);
    const res = await staffCancel(admin.cookie, id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res)).toMatchObject({ returned: true });
    expect(ledgerSum(member.id)).toBe(0);
    expect(
      body<LessonView[]>(
        await call(server, { url: `/api/staff/lessons?date=${MONDAY}`, cookie: admin.cookie }),
      ),
    ).toEqual([]);
    const [told] = outbox('lesson_cancelled');
    expect(told?.to_address).toBe(member.email);
    expect(told?.text_body).toContain('The lounge has cancelled your lesson');
    expect(told?.text_body).toContain('Reason: Coach is ill');
    // The audit trail names it, with its reason.
    const audit = await call(server, {
      url: '/api/staff/audit?from=2026-12-01&to=2026-12-01',
      cookie: admin.cookie,
    });
    const entries = body<{ entries: { summary: string; detailsWords: string }[] }>(audit).entries;
    expect(entries).toContainEqual(
      expect.objectContaining({
        summary: 'Lesson cancelled: Sam Tester',
        detailsWords: expect.stringContaining('Reason: Coach is ill'),
      }),
    );
    // The card charge names the lesson's type and coach.
    expect(entries).toContainEqual(
      expect.objectContaining({ summary: 'Refund $120: Sam Tester, Lesson: Private lesson with Robin Ace' }),
    );
    // A second cancel finds it cancelled: nothing moves twice.
    expect((await staffCancel(admin.cookie, id)).statusCode).toBe(409);
    expect(ledgerSum(member.id)).toBe(0);
  });

  it('plain staff may not refund past their limit: the lesson stays booked; a credit lesson they may cancel', async () => {
    const { admin, privateId } = await lounge();
    const coachId = await addCoach(admin, 'Robin Ace');
    const member = await addMember(server);
    const paid = await book(member.cookie, { typeId: privateId, coachId, startTime: '10:00' });
    const staff = await addStaff(server, 'staff');
    const refused = await staffCancel(staff.cookie, paid);
    expect(refused.statusCode).toBe(403);
    expect(
      body<LessonView[]>(
        await call(server, { url: `/api/staff/lessons?date=${MONDAY}`, cookie: admin.cookie }),
      ),
    ).toHaveLength(1);
    expect(ledgerSum(member.id)).toBe(12_000);
    await buyPack(member.cookie, privateId);
    const onCredit = await book(member.cookie, {
      typeId: privateId,
      coachId,
      startTime: '14:00',
      useCredit: true,
    });
    const res = await staffCancel(staff.cookie, onCredit);
    expect(res.statusCode).toBe(200);
    expect(body(await call(server, { url: '/api/lesson-packs/mine', cookie: member.cookie }))).toEqual([
      expect.objectContaining({ remaining: 5 }),
    ]);
  });

  it('less than 24 hours ahead nothing comes back, as for the member; members may not use the route', async () => {
    const { admin, privateId } = await lounge();
    const coachId = await addCoach(admin, 'Robin Ace');
    const member = await addMember(server);
    const id = await book(member.cookie, { typeId: privateId, coachId, startTime: '10:00' });
    expect((await staffCancel(member.cookie, id)).statusCode).toBe(403);
    now = Date.UTC(2026, 11, 7, 0, 0); // Sunday 5 PM at the venue: 17 hours ahead.
    const res = await staffCancel(admin.cookie, id);
    expect(body(res)).toMatchObject({ returned: false });
    expect(ledgerSum(member.id)).toBe(12_000);
    expect(outbox('lesson_cancelled')[0]?.text_body).toContain('nothing is returned');
  });
});

describe('a coach’s account', () => {
  it('reaches its own day and its own account, and meets 403 everywhere else', async () => {
    const { admin } = await lounge();
    const { coachUser } = await robinWithAccount(admin);
    const get = (url: string) => call(server, { url, cookie: coachUser.cookie });
    expect((await get(`/api/coach/lessons?date=${MONDAY}`)).statusCode).toBe(200);
    expect((await get('/api/auth/user')).statusCode).toBe(200);
    expect((await get('/api/lessons/types')).statusCode).toBe(200);
    for (const url of ['/api/lessons/mine', '/api/lesson-packs/mine', '/api/bookings', '/api/payments'])
      expect((await get(url)).statusCode, url).toBe(403);
    const booking = await call(server, {
      method: 'POST',
      url: '/api/lessons',
      cookie: coachUser.cookie,
      payload: {
        typeId: '00000000-0000-4000-8000-000000000000',
        coachId: '00000000-0000-4000-8000-000000000000',
        date: MONDAY,
        startTime: '10:00',
      },
    });
    expect(booking.statusCode).toBe(403);
  });
});

describe('a coach and its students’ notes', () => {
  it('reads the desk’s notes on its own students only, and adds one once their lesson is over', async () => {
    const { admin, privateId } = await lounge();
    const { coachUser, coachId } = await robinWithAccount(admin);
    const otherCoach = await addCoach(admin, 'Sam Birdie');
    const student = await addMember(server, { firstName: 'Avery' });
    const stranger = await addMember(server, { firstName: 'Blake' });
    await book(student.cookie, { typeId: privateId, coachId, startTime: '10:00' });
    await book(stranger.cookie, { typeId: privateId, coachId: otherCoach, startTime: '10:00' });
    for (const [who, text] of [
      [student.id, 'Left-handed; bring the left-handed clubs.'],
      [stranger.id, 'Private: asked about a refund.'],
    ] as const) {
      const noted = await call(server, {
        method: 'POST',
        url: `/api/staff/members/${who}/notes`,
        cookie: admin.cookie,
        payload: { body: text },
      });
      expect(noted.statusCode).toBe(201);
    }
    const asCoach = (url: string, payload?: object) =>
      call(server, { url, cookie: coachUser.cookie, ...(payload ? { method: 'POST', payload } : {}) });

    const day = body<LessonView[]>(await asCoach(`/api/coach/lessons?date=${MONDAY}`));
    expect(day.map((l) => l.studentId)).toEqual([student.id]);
    const notes = await asCoach(`/api/coach/students/${student.id}/notes`);
    expect(notes.statusCode).toBe(200);
    expect(body<{ body: string }[]>(notes).map((n) => n.body)).toEqual([
      'Left-handed; bring the left-handed clubs.',
    ]);
    const refused = await asCoach(`/api/coach/students/${stranger.id}/notes`);
    expect(refused.statusCode).toBe(403);
    expect(refused.payload).not.toContain('refund');
    expect((await asCoach(`/api/coach/students/${stranger.id}/notes`, { body: 'Hi' })).statusCode).toBe(403);
    // Staff use the member's profile; the coach's route is a coach's only.
    const staffTry = await call(server, {
      url: `/api/coach/students/${student.id}/notes`,
      cookie: admin.cookie,
    });
    expect(staffTry.statusCode).toBe(403);

    // Before the lesson is over the coach writes nothing; after it, the note carries its name.
    const early = await asCoach(`/api/coach/students/${student.id}/notes`, { body: 'Grip too strong.' });
    expect(early.statusCode).toBe(409);
    now = Date.UTC(2026, 11, 7, 18, 0); // Monday 11 AM, as the 10 AM lesson ends
    const added = await asCoach(`/api/coach/students/${student.id}/notes`, { body: 'Grip too strong.' });
    expect(added.statusCode, added.payload).toBe(201);
    // The coach's account (first name Robin; test accounts' last name is Tester) wrote it.
    expect(body<{ createdBy: string }>(added).createdBy).toBe('Robin Tester');
    const profile = await call(server, { url: `/api/staff/members/${student.id}`, cookie: admin.cookie });
    expect(body<{ notes: { body: string }[] }>(profile).notes.map((n) => n.body)).toEqual([
      'Grip too strong.',
      'Left-handed; bring the left-handed clubs.',
    ]);
  });
});

describe('lesson emails', () => {
  it('a lesson on a credit is confirmed at once; a card lesson when paid; each once', async () => {
    const { admin, privateId, swingId } = await lounge();
    const coachId = await addCoach(admin, 'Robin Ace');
    const member = await addMember(server, { firstName: 'Avery' });
    await buyPack(member.cookie, privateId);
    await book(member.cookie, { typeId: privateId, coachId, startTime: '10:00', useCredit: true });
    await book(member.cookie, { typeId: swingId, coachId, startTime: '12:00' });
    const booked = outbox('lesson_booked');
    expect(booked.map((m) => m.subject)).toEqual([
      'Lesson booked: Private lesson with Robin Ace, December 7, 2026, 10:00 AM',
      'Lesson booked: Swing check with Robin Ace, December 7, 2026, 12:00 PM',
    ]);
    expect(booked[0]?.text_body).toContain('Hi Avery');
    expect(booked[0]?.text_body).toContain('Monday, December 7, 2026, 10:00 AM – 11:00 AM MST');
  });

  it('the reminder comes two hours ahead once, and each coach with an account gets the day at 7 AM once', async () => {
    const { admin, privateId } = await lounge();
    const { coachUser, coachId } = await robinWithAccount(admin);
    const other = await addCoach(admin, 'No Account');
    const avery = await addMember(server, { firstName: 'Avery' });
    const blake = await addMember(server, { firstName: 'Blake' });
    await book(avery.cookie, { typeId: privateId, coachId, startTime: '10:00' });
    await book(blake.cookie, { typeId: privateId, coachId, startTime: '14:00' });
    await book(blake.cookie, { typeId: privateId, coachId: other, startTime: '16:00' });
    const pass = () => backgroundPass(contextOf(server), null, { refunds: false });

    now = Date.UTC(2026, 11, 7, 13, 59); // 6:59 AM Monday: too early for both.
    await pass();
    expect(outbox('coach_day')).toEqual([]);
    expect(outbox('lesson_reminder')).toEqual([]);
    now = Date.UTC(2026, 11, 7, 15, 1); // 8:01 AM: the 10:00 lesson is within two hours.
    await pass();
    await pass();
    const day = outbox('coach_day');
    expect(day).toHaveLength(1);
    expect(day[0]?.to_address).toBe(coachUser.email);
    expect(day[0]?.text_body).toContain('10:00 AM–11:00 AM Private lesson with Avery Tester, Bay 1');
    expect(day[0]?.text_body).toContain('2:00 PM–3:00 PM Private lesson with Blake Tester, Bay 1');
    expect(day[0]?.text_body).not.toContain('4:00 PM');
    expect(outbox('lesson_reminder').map((m) => m.to_address)).toEqual([avery.email]);
  });
});

describe('the lessons report', () => {
  it('revenue by coach and type, credits sold and used, and the credit still owed, to the cent', async () => {
    const { admin, privateId, swingId } = await lounge();
    const robin = await addCoach(admin, 'Robin Ace');
    const sam = await addCoach(admin, 'Sam Birdie');
    const vip = await addMember(server, { membershipType: 'vip' });
    const general = await addMember(server);
    // A VIP's 5-pack of private lessons: $432.00, so $86.40 a credit; two used, one given back.
    await buyPack(vip.cookie, privateId);
    await book(vip.cookie, { typeId: privateId, coachId: robin, startTime: '10:00', useCredit: true });
    await book(vip.cookie, { typeId: privateId, coachId: sam, startTime: '12:00', useCredit: true });
    const returned = await book(vip.cookie, {
      typeId: privateId,
      coachId: sam,
      startTime: '15:00',
      useCredit: true,
    });
    expect(
      (await call(server, { method: 'DELETE', url: `/api/lessons/${returned}`, cookie: vip.cookie }))
        .statusCode,
    ).toBe(200);
    // Card lessons: a $65 swing check kept, and a $120 lesson cancelled in time and refunded.
    await book(general.cookie, { typeId: swingId, coachId: robin, startTime: '09:00' });
    const refunded = await book(general.cookie, { typeId: privateId, coachId: robin, startTime: '17:00' });
    expect(
      (await call(server, { method: 'DELETE', url: `/api/lessons/${refunded}`, cookie: general.cookie }))
        .statusCode,
    ).toBe(200);

    const res = await call(server, {
      url: '/api/staff/reports/lessons?from=2026-11-30&to=2026-12-07',
      cookie: admin.cookie,
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res)).toEqual({
      from: '2026-11-30',
      to: '2026-12-07',
      byCoach: [
        { id: robin, name: 'Robin Ace', lessons: 3, revenueCents: 8_640 + 6_500 + 0 },
        { id: sam, name: 'Sam Birdie', lessons: 1, revenueCents: 8_640 },
      ],
      byType: [
        { id: privateId, name: 'Private lesson', lessons: 3, revenueCents: 8_640 * 2 },
        { id: swingId, name: 'Swing check', lessons: 1, revenueCents: 6_500 },
      ],
      creditsSold: 5,
      packsSoldCents: 43_200,
      creditsUsed: 2,
      outstandingCredits: 3,
      outstandingCents: 25_920,
    });
    // Staff only: a member is refused, and a range backwards is a 400.
    expect((await call(server, { url: '/api/staff/reports/lessons', cookie: vip.cookie })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(server, {
          url: '/api/staff/reports/lessons?from=2026-12-07&to=2026-12-01',
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the member’s calendar feed', () => {
  it('holds their booked lessons beside their bookings, and drops one cancelled', async () => {
    const { admin, privateId } = await lounge();
    const coachId = await addCoach(admin, 'Robin Ace');
    const member = await addMember(server);
    const kept = await book(member.cookie, { typeId: privateId, coachId, startTime: '10:00' });
    const dropped = await book(member.cookie, { typeId: privateId, coachId, startTime: '14:00' });
    expect(
      (await call(server, { method: 'DELETE', url: `/api/lessons/${dropped}`, cookie: member.cookie }))
        .statusCode,
    ).toBe(200);
    const link = body<{ url: string }>(
      await call(server, { method: 'POST', url: '/api/calendar/feed/reset', cookie: member.cookie }),
    );
    const feed = await call(server, { url: new URL(link.url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.payload).toContain(`UID:lesson-${kept}@`);
    expect(feed.payload).toContain('SUMMARY:Private lesson with Robin Ace at ');
    expect(feed.payload).toContain('DTSTART;TZID=America/Denver:20261207T100000');
    expect(feed.payload).not.toContain(`lesson-${dropped}`);
  });
});

describe('the desk’s coaches', () => {
  it('lists each coach with the hours and exceptions as set, for staff only; a day off closes its times', async () => {
    const { admin, privateId } = await lounge();
    const coachId = await addCoach(admin, 'Robin Ace');
    const exceptions = [{ date: MONDAY }, { date: '2026-12-12', start: '12:00', end: '14:00' }];
    const weekly = [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 6, start: '10:00', end: '16:00' },
    ];
    const put = await call(server, {
      method: 'PUT',
      url: `/api/staff/coaches/${coachId}/hours`,
      cookie: admin.cookie,
      payload: { weekly, exceptions },
    });
    expect(put.statusCode).toBe(200);
    const listed = await call(server, { url: '/api/staff/coaches', cookie: admin.cookie });
    expect(body(listed)).toEqual([
      {
        id: coachId,
        name: 'Robin Ace',
        bio: '',
        colour: null,
        typeIds: expect.any(Array),
        photo: null,
        weekly,
        exceptions,
      },
    ]);
    const member = await addMember(server);
    expect((await call(server, { url: '/api/staff/coaches', cookie: member.cookie })).statusCode).toBe(403);
    const free = (date: string) =>
      call(server, { url: `/api/lessons/availability?date=${date}&typeId=${privateId}&coachId=${coachId}` });
    expect(body(await free(MONDAY))).toEqual([]);
    expect(body<{ startTime: string }[]>(await free('2026-12-12')).map((t) => t.startTime)).toEqual([
      '12:00',
      '12:30',
      '13:00',
    ]);
  });
});
