/**
 * The kiosk by the door through the real server: named and paired from the desk (a one-time code,
 * 10 minutes), its device cookie (HTTP only, the token hashed at rest), revoked at once; a member's
 * pass checked in inside its window and refused outside it or once released or cancelled, the
 * same code twice answered unchanged, the wrong codes limited and audited; the desk and the
 * release see the kiosk's check-in.
 */
import { createHash } from 'node:crypto';
import type { ServerInjectResponse } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundPass } from '../src/ops/backgroundWork';
import { contextOf } from './dbAccess';
import { at, DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember } from './members';

let day: DeskDay;
beforeAll(async () => {
  day = await openDeskDay();
});
afterAll(() => day.server.stop());

const sqlite = () => contextOf(day.server).database.sqlite;
const kioskCookieOf = (res: ServerInjectResponse) => {
  const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('lounge_kiosk='));
  return set;
};
const tokenIn = (setCookie: string) => /^lounge_kiosk=([^;]*)/.exec(setCookie)?.[1] ?? '';

async function pairedKiosk(name: string): Promise<{ id: string; cookie: string }> {
  const made = await day.send('POST', '/api/staff/kiosks', { name });
  expect(made.statusCode, made.payload).toBe(201);
  const { id, pairingCode } = body<{ id: string; pairingCode: string }>(made);
  const paired = await call(day.server, { method: 'POST', url: '/api/kiosk/pair', payload: { pairingCode } });
  expect(paired.statusCode, paired.payload).toBe(200);
  return { id, cookie: `lounge_kiosk=${tokenIn(kioskCookieOf(paired) ?? '')}` };
}
const checkIn = (cookie: string | undefined, code: string) =>
  call(day.server, { method: 'POST', url: '/api/kiosk/check-in', payload: { code }, cookie });
const passCode = (bookingId: string) =>
  (
    sqlite().prepare('SELECT code FROM booking_passes WHERE booking_id = ?').get(bookingId) as {
      code: string;
    }
  ).code;
const status = (id: string) =>
  sqlite().prepare('SELECT status, checked_in_kiosk_id FROM bookings WHERE id = ?').get(id) as {
    status: string;
    checked_in_kiosk_id: string | null;
  };

describe('pairing and revoking a kiosk', () => {
  it('pairs once within 10 minutes, sets an HTTP-only cookie whose token is kept only hashed, and is revoked at once', async () => {
    const made = await day.send('POST', '/api/staff/kiosks', { name: 'Front door' });
    expect(made.statusCode).toBe(201);
    const { id, name, pairingCode } = body<{ id: string; name: string; pairingCode: string }>(made);
    expect(name).toBe('Front door');
    expect(pairingCode).toMatch(/^\d{8}$/);
    expect(body(made).pairingExpiresAt).toBe(new Date(day.clock.now + 10 * 60_000).toISOString());
    expect((await day.send('POST', '/api/staff/kiosks', { name: '   ' })).statusCode).toBe(400);

    const paired = await call(day.server, {
      method: 'POST',
      url: '/api/kiosk/pair',
      payload: { pairingCode },
    });
    expect(paired.statusCode, paired.payload).toBe(200);
    expect(body(paired)).toEqual({ id, name: 'Front door', role: 'checkin', bay: null });
    const setCookie = kioskCookieOf(paired) ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/kiosk/);
    const token = tokenIn(setCookie);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // The tablet's page asks which kiosk it is as it starts: its cookie names it, nothing else does.
    const whoAmI = (cookie?: string) => call(day.server, { url: '/api/kiosk', cookie });
    expect(body(await whoAmI(`lounge_kiosk=${token}`))).toEqual({
      kiosk: { id, name: 'Front door', role: 'checkin', bay: null },
    });
    // Not paired is an answer, not an error: the page's normal start (a browser logs any 4xx).
    for (const cookie of [undefined, 'lounge_kiosk=nonsense', day.desk.cookie]) {
      const res = await whoAmI(cookie);
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ kiosk: null });
    }
    const row = sqlite().prepare('SELECT * FROM kiosks WHERE id = ?').get(id) as Record<string, unknown>;
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(pairingCode);

    // Once only.
    const again = await call(day.server, {
      method: 'POST',
      url: '/api/kiosk/pair',
      payload: { pairingCode },
    });
    expect(again.statusCode).toBe(401);
    expect(kioskCookieOf(again)).toBeUndefined();

    // Without a paired kiosk's cookie, no check-in at all.
    for (const cookie of [undefined, 'lounge_kiosk=nonsense', day.desk.cookie]) {
      const refused = await checkIn(cookie, '123456');
      expect(refused.statusCode).toBe(401);
      expect(body(refused).code).toBe('kiosk_not_paired');
    }
    const cookie = `lounge_kiosk=${token}`;
    expect((await checkIn(cookie, '000000')).statusCode).toBe(404);

    const list = body<{ id: string; pairedAt: string | null }[]>(await day.send('GET', '/api/staff/kiosks'));
    expect(list.find((k) => k.id === id)?.pairedAt).not.toBeNull();
    const revoked = await day.send('DELETE', `/api/staff/kiosks/${id}`);
    expect(revoked.statusCode, revoked.payload).toBe(200);
    expect(body(revoked).revokedAt).not.toBeNull();
    expect((await checkIn(cookie, '000000')).statusCode).toBe(401);
    expect(body(await whoAmI(cookie))).toEqual({ kiosk: null });
    expect(
      (await day.send('DELETE', '/api/staff/kiosks/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('refuses a pairing code after its 10 minutes, and lets only staff name kiosks', async () => {
    const made = await day.send('POST', '/api/staff/kiosks', { name: 'Side door' });
    const { pairingCode } = body<{ pairingCode: string }>(made);
    const keep = day.clock.now;
    day.clock.now += 10 * 60_000;
    const late = await call(day.server, { method: 'POST', url: '/api/kiosk/pair', payload: { pairingCode } });
    day.clock.now = keep;
    expect(late.statusCode).toBe(401);
    expect(body(late).code).toBe('pairing_failed');
    const member = await addMember(day.server);
    const refused = await call(day.server, {
      method: 'POST',
      url: '/api/staff/kiosks',
      cookie: member.cookie,
      payload: { name: 'Mine' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("a kiosk's role", () => {
  it("pairs a door or a bay screen (a bay of the venue's, named as the field at fault), and each does only its own", async () => {
    for (const bad of [{ role: 'bay' }, { role: 'bay', bay: '9' }]) {
      const refused = await day.send('POST', '/api/staff/kiosks', { name: 'Screen', ...bad });
      expect(refused.statusCode, refused.payload).toBe(400);
      expect(body(refused)).toMatchObject({ code: 'invalid_fields', field: 'bay' });
    }
    expect((await day.send('POST', '/api/staff/kiosks', { name: 'X', role: 'gate' })).statusCode).toBe(400);
    const made = await day.send('POST', '/api/staff/kiosks', { name: 'Bay 2 screen', role: 'bay', bay: '2' });
    expect(body(made)).toMatchObject({ role: 'bay', bay: '2' });
    // The bay is kept only for a bay's screen.
    const door = await day.send('POST', '/api/staff/kiosks', { name: 'Entrance', role: 'door', bay: '2' });
    expect(body(door)).toMatchObject({ role: 'door', bay: null });
    const { pairingCode } = body<{ pairingCode: string }>(door);
    const paired = await call(day.server, {
      method: 'POST',
      url: '/api/kiosk/pair',
      payload: { pairingCode },
    });
    expect(body(paired)).toMatchObject({ name: 'Entrance', role: 'door', bay: null });
    const cookie = `lounge_kiosk=${tokenIn(kioskCookieOf(paired) ?? '')}`;
    const refused = await checkIn(cookie, '123456');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('wrong_kiosk');
    const listed = body<{ name: string; role: string; bay: string | null }[]>(
      await day.send('GET', '/api/staff/kiosks'),
    );
    expect(listed.find((k) => k.name === 'Bay 2 screen')).toMatchObject({ role: 'bay', bay: '2' });
  });
});

describe('checking in at the kiosk', () => {
  it('checks a pass in inside its window only, answers twice unchanged, and the desk sees the kiosk', async () => {
    const kiosk = await pairedKiosk('Lobby');
    const member = await addMember(day.server, { firstName: 'Jack' });
    const id = await day.book(member.id, '2', '18:30', '20:00');
    const code = passCode(id);

    await day.setClock(DAY, '17:59');
    const early = await checkIn(kiosk.cookie, code);
    expect(early.statusCode).toBe(409);
    expect(body(early)).toMatchObject({
      code: 'pass_not_open',
      message: 'Check-in opens at 6:00 PM',
      opensAt: new Date(at(DAY, '18:00')).toISOString(),
    });
    expect(status(id).status).toBe('confirmed');

    day.clock.now = at(DAY, '18:00');
    const done = await checkIn(kiosk.cookie, `LOUNGE-PASS:${code}`);
    expect(done.statusCode, done.payload).toBe(200);
    const answer = {
      bookingId: id,
      bay: '2',
      firstName: 'Jack',
      endsAt: new Date(at(DAY, '20:00')).toISOString(),
    };
    expect(body(done)).toEqual(answer);
    expect(status(id)).toEqual({ status: 'checked_in', checked_in_kiosk_id: kiosk.id });
    const audit = () =>
      sqlite()
        .prepare("SELECT actor_id, details FROM staff_actions WHERE target_id = ? AND action = 'check-in'")
        .all(id);
    expect(audit()).toEqual([
      { actor_id: null, details: JSON.stringify({ kioskId: kiosk.id, kioskName: 'Lobby' }) },
    ]);

    const twice = await checkIn(kiosk.cookie, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(twice.statusCode).toBe(200);
    expect(body(twice)).toEqual(answer);
    expect(audit()).toHaveLength(1);

    // The desk's board says where, and a checked-in member is never released.
    const schedule = body<{ bookings: { id: string; checkedInAtKiosk: string | null }[] }>(
      await day.send('GET', `/api/staff/schedule?date=${DAY}`),
    );
    expect(schedule.bookings.find((b) => b.id === id)).toMatchObject({ checkedInAtKiosk: 'Lobby' });
    day.clock.now = at(DAY, '18:50');
    await backgroundPass(contextOf(day.server), null, { refunds: false });
    expect(status(id).status).toBe('checked_in');
  });

  it('refuses a released, a cancelled and an ended booking with why', async () => {
    const kiosk = await pairedKiosk('Bar');
    const released = await addMember(day.server);
    const cancelled = await addMember(day.server);
    const ended = await addMember(day.server);
    const ids = {
      released: await day.book(released.id, '1', '12:00', '13:00'),
      cancelled: await day.book(cancelled.id, '3', '12:00', '13:00'),
      ended: await day.book(ended.id, '1', '10:00', '11:00'),
    };
    await day.setClock(DAY, '12:05');
    expect(
      (await day.send('POST', `/api/staff/bookings/${ids.cancelled}/cancel`, { reason: 'Called' }))
        .statusCode,
    ).toBe(200);
    day.clock.now = at(DAY, '12:15');
    await backgroundPass(contextOf(day.server), null, { refunds: false });
    day.clock.now = at(DAY, '12:20');
    const answers = {
      released: await checkIn(kiosk.cookie, passCode(ids.released)),
      cancelled: await checkIn(kiosk.cookie, passCode(ids.cancelled)),
      ended: await checkIn(kiosk.cookie, passCode(ids.ended)),
    };
    expect(answers.released.statusCode).toBe(409);
    expect(body(answers.released)).toMatchObject({
      code: 'pass_released',
      message: 'This booking was released at 12:15 PM: please see the desk',
    });
    expect(answers.cancelled.statusCode).toBe(409);
    expect(body(answers.cancelled)).toMatchObject({ code: 'pass_cancelled' });
    // Its pass closed once the booking was over (the background pass above): unknown now.
    expect(answers.ended.statusCode).toBe(404);
    expect(status(ids.released).status).toBe('no_show');
  });

  it('limits wrong codes to 10 a minute per kiosk, audited once, other kiosks unaffected', async () => {
    const noisy = await pairedKiosk('Noisy');
    const quiet = await pairedKiosk('Quiet');
    await day.setClock(DAY, '15:00');
    for (let i = 0; i < 10; i += 1) expect((await checkIn(noisy.cookie, `99999${i}`)).statusCode).toBe(404);
    const member = await addMember(day.server);
    const id = await day.book(member.id, '3', '15:00', '16:00');
    day.clock.now = at(DAY, '15:00');
    const limited = await checkIn(noisy.cookie, passCode(id));
    expect(limited.statusCode).toBe(429);
    expect(status(id).status).toBe('confirmed');
    const limits = sqlite()
      .prepare("SELECT actor_id, details FROM staff_actions WHERE action = 'kiosk_limit' AND target_id = ?")
      .all(noisy.id) as { actor_id: string | null; details: string }[];
    expect(limits).toHaveLength(1);
    expect(JSON.parse(limits[0]?.details ?? '{}')).toMatchObject({ kioskName: 'Noisy', wrongCodes: 10 });

    expect((await checkIn(quiet.cookie, passCode(id))).statusCode).toBe(200);
    day.clock.now = at(DAY, '15:01');
    expect((await checkIn(noisy.cookie, passCode(id))).statusCode).toBe(200);
  });
});

describe('the reports count check-ins and releases', () => {
  it('adds one kiosk check-in, one desk check-in and one release to the day they were on, and the CSV says the same', async () => {
    type Report = {
      bookings: { kioskCheckIns: number; deskCheckIns: number; released: number; checkedIn: number };
      checkIns: { date: string; kiosk: number; desk: number; released: number }[];
    };
    const report = async () =>
      body<Report>(await day.send('GET', `/api/staff/reports?from=${DAY}&to=${DAY}`));
    const kiosk = await pairedKiosk('Reports door');
    const [atKiosk, atDesk, nobody] = await Promise.all(
      ['Kai', 'Dee', 'Ned'].map((firstName) => addMember(day.server, { firstName })),
    );
    const ids = {
      kiosk: await day.book(atKiosk?.id ?? '', '1', '20:00', '21:00'),
      desk: await day.book(atDesk?.id ?? '', '3', '20:00', '21:00'),
      released: await day.book(nobody?.id ?? '', '2', '20:00', '21:00'),
    };
    await day.setClock(DAY, '19:50');
    const before = await report();
    expect((await checkIn(kiosk.cookie, passCode(ids.kiosk))).statusCode).toBe(200);
    expect((await day.send('POST', `/api/staff/bookings/${ids.desk}/check-in`)).statusCode).toBe(200);
    await day.setClock(DAY, '20:16');
    await backgroundPass(contextOf(day.server), null, { refunds: false });
    expect(status(ids.released).status).toBe('no_show');

    const after = await report();
    expect(after.bookings.kioskCheckIns).toBe(before.bookings.kioskCheckIns + 1);
    expect(after.bookings.deskCheckIns).toBe(before.bookings.deskCheckIns + 1);
    expect(after.bookings.released).toBe(before.bookings.released + 1);
    expect(after.bookings.kioskCheckIns + after.bookings.deskCheckIns).toBe(after.bookings.checkedIn);
    const dayBefore = before.checkIns.find((d) => d.date === DAY) ?? { kiosk: 0, desk: 0, released: 0 };
    expect(after.checkIns).toEqual([
      {
        date: DAY,
        kiosk: dayBefore.kiosk + 1,
        desk: dayBefore.desk + 1,
        released: dayBefore.released + 1,
      },
    ]);
    const csv = (await day.send('GET', `/api/staff/reports.csv?from=${DAY}&to=${DAY}`)).payload;
    expect(csv).toContain(`Check-ins,${DAY}: At a kiosk,,,${dayBefore.kiosk + 1}`);
    expect(csv).toContain(`Check-ins,${DAY}: Released,,,${dayBefore.released + 1}`);
    expect(csv).toContain(`Bookings,Checked in at a kiosk,,,${after.bookings.kioskCheckIns}`);
  });
});
