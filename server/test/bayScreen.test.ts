/**
 * A bay's screen through the real server on a real database: what GET /api/kiosk/bay shows (the
 * booking under way, the next, the desk's message) and only to a kiosk paired as that bay's screen;
 * the extension a member confirms with their pass code (30 minutes more when the bay is free and the
 * plan allows it, a 409 naming why otherwise, audited naming the member), racing a web booking of
 * the same 30 minutes so that exactly one is made; the desk's message (staff only, audited); and
 * the simulator hook: signed start, warn, extend and end posts to a local fake that checks the
 * signature, retried once a hook that was down comes back, never holding up an extension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { backgroundPass } from '../src/ops/backgroundWork';
import { contextOf } from './dbAccess';
import { at, DAY, type DeskDay, openDeskDay } from './deskDay';
import { type FakeDoor, startFakeDoor } from './fakeDoor';
import { body, call } from './http';
import { addMember } from './members';

const HOOK_SECRET = 'simulator-hook-secret-1';

async function pairedKiosk(day: DeskDay, request: Record<string, string>): Promise<string> {
  const made = await day.send('POST', '/api/staff/kiosks', request);
  expect(made.statusCode, made.payload).toBe(201);
  const { pairingCode } = body<{ pairingCode: string }>(made);
  const paired = await call(day.server, { method: 'POST', url: '/api/kiosk/pair', payload: { pairingCode } });
  const set = [paired.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('lounge_kiosk=')) ?? '';
  return set.split(';')[0] ?? '';
}

function helpers(day: DeskDay) {
  const sqlite = () => contextOf(day.server).database.sqlite;
  return {
    sqlite,
    passCode: (bookingId: string) =>
      (
        sqlite().prepare('SELECT code FROM booking_passes WHERE booking_id = ?').get(bookingId) as {
          code: string;
        }
      ).code,
    endOf: (id: string) =>
      (sqlite().prepare('SELECT end_time FROM bookings WHERE id = ?').get(id) as { end_time: string })
        .end_time,
    screen: (cookie: string) => call(day.server, { url: '/api/kiosk/bay', cookie }),
    extend: (cookie: string, code: string) =>
      call(day.server, { method: 'POST', url: '/api/kiosk/bay/extend', payload: { code }, cookie }),
    pass: () => backgroundPass(contextOf(day.server), null, { refunds: false }),
  };
}

const iso = (time: string) => new Date(at(DAY, time)).toISOString();

describe("a bay's screen", () => {
  let day: DeskDay;
  let bay2: string;
  let bay3: string;
  beforeAll(async () => {
    day = await openDeskDay();
    bay2 = await pairedKiosk(day, { name: 'Bay 2 screen', role: 'bay', bay: '2' });
    bay3 = await pairedKiosk(day, { name: 'Bay 3 screen', role: 'bay', bay: '3' });
  });
  afterAll(() => day.server.stop());

  it('shows only to a kiosk paired as a bay screen', async () => {
    const { screen } = helpers(day);
    expect((await screen('')).statusCode).toBe(401);
    const door = await pairedKiosk(day, { name: 'Entrance', role: 'door' });
    const refused = await screen(door);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ code: 'wrong_kiosk' });
    const checkIn = await pairedKiosk(day, { name: 'Lobby', role: 'checkin' });
    expect((await screen(checkIn)).statusCode).toBe(403);
  });

  it('shows the booking under way with its end, the next one, and nothing of the members but first names', async () => {
    const { screen } = helpers(day);
    const jack = await addMember(day.server, { firstName: 'Jack' });
    const ada = await addMember(day.server, { firstName: 'Ada' });
    await day.book(jack.id, '2', '10:00', '11:00');
    await day.book(ada.id, '2', '11:30', '12:30');
    await day.setClock(DAY, '10:30');
    const playing = await screen(bay2);
    expect(playing.statusCode, playing.payload).toBe(200);
    expect(body(playing)).toEqual({
      bay: '2',
      at: iso('10:30'),
      // 11:00 to 11:30 is free, so Jack may have it.
      now: { firstName: 'Jack', endsAt: iso('11:00'), canExtend: true },
      next: { firstName: 'Ada', startsAt: iso('11:30') },
      message: null,
    });
    expect(playing.payload).not.toContain('Tester');
    // Free between the two: nobody playing, Ada next.
    await day.setClock(DAY, '11:10');
    expect(body(await screen(bay2))).toMatchObject({ now: null, next: { firstName: 'Ada' } });
    // Bay 3 has nothing all day.
    expect(body(await screen(bay3))).toMatchObject({ bay: '3', now: null, next: null });
  });

  it('extends the booking under way by 30 minutes with its pass code, audited, until the next booking', async () => {
    const { passCode, endOf, screen, extend, sqlite } = helpers(day);
    const jack = await addMember(day.server, { firstName: 'Jack' });
    const ada = await addMember(day.server, { firstName: 'Ada' });
    const id = await day.book(jack.id, '2', '13:00', '14:00');
    await day.book(ada.id, '2', '14:30', '15:30');
    const code = passCode(id);

    await day.setClock(DAY, '13:55');
    expect(body(await screen(bay2))).toMatchObject({ now: { firstName: 'Jack', canExtend: true } });
    // Another bay's screen does not extend it.
    const elsewhere = await extend(bay3, code);
    expect(elsewhere.statusCode).toBe(409);
    expect(body(elsewhere)).toMatchObject({ code: 'extend_refused', reason: 'wrong_bay' });
    expect((await extend(bay2, '000000')).statusCode).toBe(404);

    const extended = await extend(bay2, code);
    expect(extended.statusCode, extended.payload).toBe(200);
    expect(body(extended)).toEqual({ bookingId: id, firstName: 'Jack', endsAt: iso('14:30') });
    expect(endOf(id)).toBe(iso('14:30'));
    const audit = sqlite()
      .prepare("SELECT target_id, details FROM staff_actions WHERE action = 'booking_extend'")
      .all() as { target_id: string; details: string }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target_id).toBe(id);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({
      memberId: jack.id,
      kioskName: 'Bay 2 screen',
      endTime: { from: iso('14:00'), to: iso('14:30') },
    });

    // Ada's booking starts at 14:30: no more.
    expect(body(await screen(bay2))).toMatchObject({ now: { endsAt: iso('14:30'), canExtend: false } });
    const again = await extend(bay2, code);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      code: 'extend_refused',
      reason: 'bay_taken',
      title: 'Bay Booked Next',
    });
    expect(endOf(id)).toBe(iso('14:30'));
  });

  it("keeps to the plan's longest session and to the booking under way", async () => {
    const { passCode, extend } = helpers(day);
    const jack = await addMember(day.server, { firstName: 'Jack' });
    const id = await day.book(jack.id, '3', '16:00', '18:00');
    await day.setClock(DAY, '15:50');
    const early = await extend(bay3, passCode(id));
    expect(body(early)).toMatchObject({ code: 'extend_refused', reason: 'not_playing' });
    await day.setClock(DAY, '17:45');
    const limit = await extend(bay3, passCode(id));
    expect(limit.statusCode).toBe(409);
    expect(body(limit)).toMatchObject({
      reason: 'session_limit',
      message: 'General sessions are up to 2 hours, so this booking cannot run longer.',
    });
  });

  it('makes exactly one of an extension and a web booking of the same 30 minutes', async () => {
    const { passCode, extend, sqlite } = helpers(day);
    const bay1 = await pairedKiosk(day, { name: 'Bay 1 screen', role: 'bay', bay: '1' });
    const jack = await addMember(day.server, { firstName: 'Jack' });
    const id = await day.book(jack.id, '1', '18:00', '19:00');
    await day.setClock(DAY, '18:50');
    const bea = await addMember(day.server, { firstName: 'Bea' });
    const [extension, booking] = await Promise.all([
      extend(bay1, passCode(id)),
      call(day.server, {
        method: 'POST',
        url: '/api/bookings',
        cookie: bea.cookie,
        payload: { bayNumber: '1', bookingDate: DAY, startTime: '19:00', endTime: '20:00', guestCount: '1' },
      }),
    ]);
    const made = [extension.statusCode === 200, booking.statusCode === 201].filter(Boolean);
    expect(made, `${extension.payload} ${booking.payload}`).toHaveLength(1);
    expect([extension.statusCode, booking.statusCode]).toContain(409);
    const overlapping = sqlite()
      .prepare(
        `SELECT count(*) AS n FROM bookings WHERE bay_number = '1' AND status IN ('confirmed', 'checked_in')
         AND start_time < ? AND end_time > ?`,
      )
      .get(iso('19:30'), iso('19:00')) as { n: number };
    expect(overlapping.n).toBe(1);
  });

  it("shows the desk's message on that bay's screen, staff only, audited", async () => {
    const { screen, sqlite } = helpers(day);
    const sent = await day.send('PUT', '/api/staff/bays/2/message', { message: 'Closing at 10 PM tonight' });
    expect(sent.statusCode, sent.payload).toBe(200);
    expect(body(sent)).toEqual({ bay: '2', message: 'Closing at 10 PM tonight' });
    expect(body(await screen(bay2))).toMatchObject({ message: 'Closing at 10 PM tonight' });
    expect(body(await screen(bay3))).toMatchObject({ message: null });
    const member = await addMember(day.server);
    const refused = await call(day.server, {
      method: 'PUT',
      url: '/api/staff/bays/2/message',
      cookie: member.cookie,
      payload: { message: 'hi' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await day.send('PUT', '/api/staff/bays/9/message', { message: 'x' })).statusCode).toBe(404);
    expect(
      (await day.send('PUT', '/api/staff/bays/2/message', { message: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
    expect(body(await day.send('PUT', '/api/staff/bays/2/message', { message: '' }))).toEqual({
      bay: '2',
      message: null,
    });
    expect(body(await screen(bay2))).toMatchObject({ message: null });
    const audited = sqlite()
      .prepare("SELECT actor_id, target_id FROM staff_actions WHERE action = 'bay_message'")
      .all() as { actor_id: string; target_id: string }[];
    expect(audited).toEqual([
      { actor_id: day.desk.id, target_id: '2' },
      { actor_id: day.desk.id, target_id: '2' },
    ]);
  });
});

describe("a bay's simulator hook", () => {
  let day: DeskDay;
  let hook: FakeDoor;
  let screen: string;
  beforeAll(async () => {
    hook = await startFakeDoor('webhook', HOOK_SECRET);
    day = await openDeskDay({ BAY_2_HOOK_URL: hook.url, BAY_HOOK_SECRET: HOOK_SECRET });
    screen = await pairedKiosk(day, { name: 'Bay 2 screen', role: 'bay', bay: '2' });
  });
  afterAll(async () => {
    await day.server.stop();
    await hook.stop();
  });

  it('posts start, warn, extend and end, signed, once each; a hook that was down gets them when it is back', async () => {
    const { passCode, extend, pass } = helpers(day);
    const jack = await addMember(day.server, { firstName: 'Jack' });
    const id = await day.book(jack.id, '2', '18:00', '19:00');
    await day.book((await addMember(day.server)).id, '3', '12:00', '13:00');
    const events = () =>
      hook.received.map((e) => `${e.event} ${e.endsAt === iso('19:30') ? '19:30' : '19:00'}`);

    await day.setClock(DAY, '12:30'); // bay 3 has no hook: nothing
    await pass();
    expect(hook.received).toEqual([]);
    await day.setClock(DAY, '18:00');
    await pass();
    await pass();
    expect(events()).toEqual(['bay.start 19:00']);
    // Jack arrives (else the release at 18:15 would end the booking, and its events).
    contextOf(day.server)
      .database.sqlite.prepare("UPDATE bookings SET status = 'checked_in' WHERE id = ?")
      .run(id);
    expect(hook.received[0]).toMatchObject({ bay: '2', bookingId: id, startsAt: iso('18:00') });
    await day.setClock(DAY, '18:55');
    await pass();
    expect(events()).toEqual(['bay.start 19:00', 'bay.warn 19:00']);

    // The PC is off: the extension is made all the same, and its post waits.
    await hook.goDown();
    const extended = await extend(screen, passCode(id));
    expect(extended.statusCode, extended.payload).toBe(200);
    await pass();
    expect(events()).toHaveLength(2);
    const queued = contextOf(day.server)
      .database.sqlite.prepare("SELECT status, attempts FROM bay_hook_events WHERE event = 'extend'")
      .get();
    expect(queued).toEqual({ status: 'queued', attempts: 1 });
    await hook.comeBack();
    await pass(); // Not yet: its backoff has not passed.
    expect(events()).toHaveLength(2);
    day.clock.now += 10_000;
    await pass();
    expect(events()).toEqual(['bay.start 19:00', 'bay.warn 19:00', 'bay.extend 19:30']);

    await day.setClock(DAY, '19:25');
    await pass();
    await day.setClock(DAY, '19:30');
    await pass();
    await pass();
    expect(events()).toEqual([
      'bay.start 19:00',
      'bay.warn 19:00',
      'bay.extend 19:30',
      'bay.warn 19:30',
      'bay.end 19:30',
    ]);
    expect(hook.refused).toBe(0);
  });

  it('signs with BAY_HOOK_SECRET: a hook holding another secret refuses every post', async () => {
    const other = await startFakeDoor('webhook', 'a-different-secret-22');
    const wrong = await openDeskDay({ BAY_1_HOOK_URL: other.url, BAY_HOOK_SECRET: HOOK_SECRET });
    try {
      const jack = await addMember(wrong.server, { firstName: 'Jack' });
      await wrong.book(jack.id, '1', '18:00', '19:00');
      await wrong.setClock(DAY, '18:05');
      await backgroundPass(contextOf(wrong.server), null, { refunds: false });
      expect(other.refused).toBe(1);
      expect(other.received).toEqual([]);
    } finally {
      await wrong.server.stop();
      await other.stop();
    }
  });

  it('needs its secret, and a bay the venue has', () => {
    expect(() => loadConfig({ BAY_2_HOOK_URL: 'http://10.0.0.12:8080/hook' })).toThrow(
      /BAY_HOOK_SECRET is required/,
    );
    expect(() => loadConfig({ BAY_9_HOOK_URL: 'http://10.0.0.19/', BAY_HOOK_SECRET: HOOK_SECRET })).toThrow(
      /BAY_9_HOOK_URL: the venue has no bay 9/,
    );
    expect(() => loadConfig({ BAY_2_HOOK_URL: 'ftp://pc', BAY_HOOK_SECRET: HOOK_SECRET })).toThrow(
      /BAY_2_HOOK_URL: not an http\(s\) URL/,
    );
    expect(
      loadConfig({ BAY_2_HOOK_URL: 'http://10.0.0.12:8080/hook', BAY_HOOK_SECRET: HOOK_SECRET }).bayHooks,
    ).toEqual({ secret: HOOK_SECRET, urls: { '2': 'http://10.0.0.12:8080/hook' } });
  });
});
