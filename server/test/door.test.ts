/**
 * The door through the real server against a fake controller on a local port (fakeDoor.ts: a Shelly
 * Gen2 relay's RPC behind digest auth, and a signed webhook): a pass opens the door once inside its
 * window, with one relay command, checks the booking in and is audited naming the member; outside
 * its window, cancelled, released or frozen it never does; a controller that stops answering is a
 * 503 with nothing written, and shows on the desk and in /api/health after the next probe. Staff's
 * Open Door is audited; the keypad PINs are for admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundPass } from '../src/ops/backgroundWork';
import { contextOf } from './dbAccess';
import { DAY, type DeskDay, openDeskDay } from './deskDay';
import { type FakeDoor, startFakeDoor } from './fakeDoor';
import { body, call } from './http';
import { addMember, addStaff } from './members';

const SECRET = 'relay-password-42';

async function doorKiosk(day: DeskDay): Promise<string> {
  const made = await day.send('POST', '/api/staff/kiosks', { name: 'Entrance', role: 'door' });
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
    status: (id: string) =>
      (sqlite().prepare('SELECT status FROM bookings WHERE id = ?').get(id) as { status: string }).status,
    openings: () =>
      sqlite()
        .prepare("SELECT target_id, details FROM staff_actions WHERE action = 'door_open' ORDER BY rowid")
        .all() as { target_id: string; details: string }[],
    open: (cookie: string, code: string) =>
      call(day.server, { method: 'POST', url: '/api/kiosk/door', payload: { code }, cookie }),
    probe: () => backgroundPass(contextOf(day.server), null, { refunds: false }),
  };
}

describe('a Shelly relay', () => {
  let day: DeskDay;
  let relay: FakeDoor;
  let cookie: string;
  beforeAll(async () => {
    relay = await startFakeDoor('shelly', SECRET);
    day = await openDeskDay({ DOOR_CONTROLLER: 'shelly', DOOR_URL: relay.url, DOOR_SECRET: SECRET });
    cookie = await doorKiosk(day);
  });
  afterAll(async () => {
    await day.server.stop();
    await relay.stop();
  });

  it('opens the door once for a pass inside its window, checks it in, and audits the member and booking', async () => {
    const { passCode, status, openings, open } = helpers(day);
    const member = await addMember(day.server, { firstName: 'Jack' });
    const id = await day.book(member.id, '2', '18:30', '20:00');
    const code = passCode(id);

    await day.setClock(DAY, '18:14');
    const early = await open(cookie, code);
    expect(early.statusCode).toBe(409);
    expect(body(early)).toMatchObject({ code: 'door_refused', reason: 'too_early', title: 'Not Yet' });
    expect(body(early).message).toContain('6:15 PM');
    expect(relay.commands).toHaveLength(0);

    await day.setClock(DAY, '18:15');
    const opened = await open(cookie, code);
    expect(opened.statusCode, opened.payload).toBe(200);
    expect(body(opened)).toEqual({ opened: true, firstName: 'Jack' });
    expect(relay.commands).toEqual([{ method: 'Switch.Set', params: { id: 0, on: true, toggle_after: 5 } }]);
    expect(relay.refused).toBe(0);
    expect(status(id)).toBe('checked_in');
    const audit = openings();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target_id).toBe(id);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({
      memberId: member.id,
      memberName: expect.stringMatching(/^Jack /),
      kioskName: 'Entrance',
    });
    // The audit screen reads it as the door, naming the kiosk and the member's booking.
    const admin = await addStaff(day.server, 'admin');
    const trail = await call(day.server, {
      url: `/api/staff/audit?from=${DAY}&to=${DAY}`,
      cookie: admin.cookie,
    });
    expect(trail.statusCode, trail.payload).toBe(200);
    expect(trail.payload).toContain('Door opened with a pass');
    expect(trail.payload).toContain('Kiosk: Entrance');

    // Back from the car park within the booking: it opens again, one command each time.
    day.clock.now += 30 * 60_000;
    expect((await open(cookie, code)).statusCode).toBe(200);
    expect(relay.commands).toHaveLength(2);
    await day.setClock(DAY, '20:00');
    const ended = await open(cookie, code);
    expect(body(ended)).toMatchObject({ code: 'door_refused', reason: 'ended' });
    expect(relay.commands).toHaveLength(2);
  });

  it('never opens for a cancelled, released or frozen booking, or a plan the venue keeps out', async () => {
    const { passCode, sqlite, open } = helpers(day);
    await day.setClock(DAY, '12:00');
    const before = relay.commands.length;
    const cases: [string, (memberId: string, bookingId: string) => void][] = [
      [
        'cancelled',
        (_, b) => sqlite().prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(b),
      ],
      [
        'released',
        (_, b) =>
          sqlite()
            .prepare(
              "UPDATE bookings SET status = 'no_show', released_at = '2026-11-21T19:15:00.000Z' WHERE id = ?",
            )
            .run(b),
      ],
      [
        'frozen',
        (m) =>
          sqlite()
            .prepare(
              "INSERT INTO membership_freezes (id, user_id, starts_on, resumes_on, months, created_at, updated_at) VALUES (?, ?, '2026-11-21', '2026-12-21', 1, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')",
            )
            .run(`f-${m}`, m),
      ],
    ];
    let hour = 12;
    for (const [reason, spoil] of cases) {
      const member = await addMember(day.server);
      const id = await day.book(member.id, '3', `${hour}:00`, `${hour + 1}:00`);
      spoil(member.id, id);
      const refused = await open(cookie, passCode(id));
      expect(refused.statusCode, reason).toBe(409);
      expect(body(refused)).toMatchObject({ code: 'door_refused', reason });
      hour += 1;
    }
    expect(relay.commands).toHaveLength(before);
    // A check-in tablet or a wrong code opens nothing either.
    expect((await open(cookie, '000000')).statusCode).toBe(404);
    expect(relay.commands).toHaveLength(before);
  });

  it('answers 503 and writes nothing when the relay is down, and the desk and /api/health show it within a probe', async () => {
    const { passCode, status, openings, open, probe } = helpers(day);
    const member = await addMember(day.server, { firstName: 'Ana' });
    const id = await day.book(member.id, '1', '17:00', '18:00');
    await day.setClock(DAY, '16:50');
    await probe();
    expect(body(await day.send('GET', '/api/staff/door'))).toMatchObject({
      controller: 'shelly',
      state: 'ok',
    });
    const healthy = await call(day.server, { url: '/api/health' });
    expect(body(healthy)).toMatchObject({ status: 'ok', door: 'ok' });

    await relay.goDown();
    const auditBefore = openings().length;
    const down = await open(cookie, passCode(id));
    expect(down.statusCode).toBe(503);
    expect(body(down)).toMatchObject({ code: 'door_unanswered' });
    expect(openings()).toHaveLength(auditBefore);
    expect(status(id)).toBe('confirmed');
    const desk = body(await day.send('GET', '/api/staff/door'));
    expect(desk).toMatchObject({ state: 'down' });
    const health = body(await call(day.server, { url: '/api/health' }));
    expect(health).toMatchObject({ status: 'degraded', door: 'down' });
    expect(health.problems).toContain('the door controller is not answering');
    expect((await day.send('POST', '/api/staff/door/open')).statusCode).toBe(503);

    await relay.comeBack();
    await probe();
    expect(body(await day.send('GET', '/api/staff/door')).state).toBe('ok');
    expect((await open(cookie, passCode(id))).statusCode).toBe(200);
  });

  it("lets staff open the door, audited with their name, and shows admins the day's keypad PIN", async () => {
    const before = relay.commands.length;
    const opened = await day.send('POST', '/api/staff/door/open');
    expect(opened.statusCode, opened.payload).toBe(200);
    expect(relay.commands).toHaveLength(before + 1);
    const row = helpers(day)
      .sqlite()
      .prepare("SELECT actor_id FROM staff_actions WHERE action = 'door_open_staff'")
      .get() as { actor_id: string };
    expect(row.actor_id).toBe(day.desk.id);
    const member = await addMember(day.server);
    expect(
      (await call(day.server, { method: 'POST', url: '/api/staff/door/open', cookie: member.cookie }))
        .statusCode,
    ).toBe(403);
    expect(relay.commands).toHaveLength(before + 1);

    expect((await day.send('GET', '/api/admin/door/pins')).statusCode).toBe(403);
    const admin = await addStaff(day.server, 'admin');
    const pins = body<{ pins: { date: string; pin: string }[] }>(
      await call(day.server, { url: '/api/admin/door/pins', cookie: admin.cookie }),
    ).pins;
    expect(pins.map((p) => p.date)).toEqual([DAY, '2026-11-22']);
    for (const { pin } of pins) expect(pin).toMatch(/^\d{6}$/);
    expect(pins[0]?.pin).not.toBe(pins[1]?.pin);
  });
});

describe('a webhook controller, and the plans the venue lets in', () => {
  it('opens with a signed post, refuses a plan outside DOOR_TIERS, and a wrong secret is a 503', async () => {
    const hook = await startFakeDoor('webhook', 'webhook-secret-1');
    const day = await openDeskDay({
      DOOR_CONTROLLER: 'webhook',
      DOOR_URL: hook.url,
      DOOR_SECRET: 'webhook-secret-1',
      DOOR_TIERS: 'vip',
    });
    const wrong = await openDeskDay({
      DOOR_CONTROLLER: 'webhook',
      DOOR_URL: hook.url,
      DOOR_SECRET: 'not-the-secret',
    });
    try {
      const cookie = await doorKiosk(day);
      const { passCode, open } = helpers(day);
      const vip = await addMember(day.server, { firstName: 'Vera', membershipType: 'vip' });
      const general = await addMember(day.server, { membershipType: 'general' });
      const vipBooking = await day.book(vip.id, '1', '10:00', '11:00');
      const generalBooking = await day.book(general.id, '2', '10:00', '11:00');
      await day.setClock(DAY, '10:05');
      const kept = await open(cookie, passCode(generalBooking));
      expect(body(kept)).toMatchObject({ code: 'door_refused', reason: 'no_access' });
      const opened = await open(cookie, passCode(vipBooking));
      expect(opened.statusCode, opened.payload).toBe(200);
      expect(hook.commands).toEqual([{ method: 'door.open', params: { event: 'door.open', seconds: 5 } }]);
      expect(hook.refused).toBe(0);

      const wrongCookie = await doorKiosk(wrong);
      const w = helpers(wrong);
      const member = await addMember(wrong.server);
      const id = await wrong.book(member.id, '1', '10:00', '11:00');
      await wrong.setClock(DAY, '10:05');
      expect((await w.open(wrongCookie, w.passCode(id))).statusCode).toBe(503);
      expect(hook.refused).toBe(1);
      expect(hook.commands).toHaveLength(1);
    } finally {
      await day.server.stop();
      await wrong.server.stop();
      await hook.stop();
    }
  });
});
