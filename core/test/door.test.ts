/**
 * The door's rule: when a pass opens it (DOOR_OPENS_MINUTES before the start until the end, in real
 * minutes across a daylight-saving night), for whom (a paid plan the venue lets in, not frozen) and
 * never for a cancelled, released or held booking; and a kiosk's role and bay. Runs under three TZ.
 */
import { describe, expect, it } from 'vitest';
import {
  checkKioskPlacement,
  DEFAULT_DOOR_OPENS_MINUTES,
  type DoorMember,
  type DoorVerdict,
  doorMessages,
  doorRefusal,
  doorVerdict,
  doorWindow,
  instantToWall,
  toIsoInstant,
  wallToInstant,
} from '../src';

const ZONE = 'America/Denver';
const MIN = 60_000;
const at = (date: string, time: string) => wallToInstant(date, time, ZONE);
const booking = (status: string, date: string, start: string, end: string) => ({
  status,
  startTime: toIsoInstant(at(date, start)),
  endTime: toIsoInstant(at(date, end)),
});
const general: DoorMember = { tier: 'general', frozen: false };
const ALL = ['general', 'vip'] as const;

describe('the door window', () => {
  it('opens 15 minutes before the start until the end, by default', () => {
    expect(DEFAULT_DOOR_OPENS_MINUTES).toBe(15);
    const b = booking('confirmed', '2026-11-21', '18:30', '20:00');
    const verdictAt = (time: string) => doorVerdict(b, general, ALL, at('2026-11-21', time), 15).kind;
    expect(verdictAt('18:14')).toBe('too_early');
    expect(verdictAt('18:15')).toBe('open');
    expect(verdictAt('19:59')).toBe('open');
    expect(verdictAt('20:00')).toBe('ended');
    expect(doorVerdict(b, general, ALL, at('2026-11-21', '18:00'), 15)).toEqual({
      kind: 'too_early',
      opensAt: at('2026-11-21', '18:15'),
    });
  });

  it('counts real minutes across the autumn night (1:30 AM twice)', () => {
    // 2026-11-01 in Denver: 2:00 AM daylight becomes 1:00 AM standard. A 2:00 AM standard start
    // opens 15 real minutes before, at the second 1:45 AM.
    const start = at('2026-11-01', '02:00');
    const { opensAt } = doorWindow(
      { startTime: toIsoInstant(start), endTime: toIsoInstant(start + 60 * MIN) },
      15,
    );
    expect(start - opensAt).toBe(15 * MIN);
    expect(instantToWall(opensAt, ZONE)).toMatchObject({ time: '01:45', offset: '-07:00' });
  });

  it('never opens for a cancelled, released, held or frozen booking, nor a plan kept out', () => {
    const now = at('2026-11-21', '18:40');
    const kind = (status: string, member = general, tiers: readonly ('general' | 'vip')[] = ALL) =>
      doorVerdict(booking(status, '2026-11-21', '18:30', '20:00'), member, tiers, now, 15).kind;
    expect(kind('checked_in')).toBe('open');
    expect(kind('cancelled')).toBe('cancelled');
    expect(kind('expired')).toBe('cancelled');
    expect(kind('no_show')).toBe('released');
    expect(kind('held')).toBe('not_confirmed');
    expect(kind('confirmed', { tier: 'general', frozen: true })).toBe('frozen');
    expect(kind('confirmed', { tier: null, frozen: false })).toBe('no_access');
    expect(kind('confirmed', general, ['vip'])).toBe('no_access');
    expect(kind('confirmed', { tier: 'vip', frozen: false }, ['vip'])).toBe('open');
  });

  it("says why in the kiosk's words, with the venue's time", () => {
    const wall = () => '6:15 PM';
    const refusals: Exclude<DoorVerdict, { kind: 'open' }>[] = [
      { kind: 'too_early', opensAt: 0 },
      { kind: 'ended', endedAt: 0 },
      { kind: 'released' },
      { kind: 'cancelled' },
      { kind: 'not_confirmed' },
      { kind: 'frozen' },
      { kind: 'no_access' },
    ];
    const notices = refusals.map((v) => doorRefusal(v, wall));
    expect(notices[0]?.message).toBe('The door opens for your booking at 6:15 PM');
    expect(new Set(notices.map((n) => n.title)).size).toBe(refusals.length);
    expect(notices[5]).toBe(doorMessages.refusals.frozen);
  });
});

describe("a kiosk's role", () => {
  it('gives a bay screen one of the venue bays, and the others none', () => {
    expect(checkKioskPlacement(['1', '2', '3'], { role: 'bay', bay: ' 2 ' })).toEqual({
      ok: true,
      value: { role: 'bay', bay: '2' },
    });
    expect(checkKioskPlacement(['1', '2', '3'], { role: 'door', bay: '2' })).toEqual({
      ok: true,
      value: { role: 'door', bay: null },
    });
    for (const bay of [undefined, '', '4']) {
      const check = checkKioskPlacement(['1', '2', '3'], { role: 'bay', bay });
      expect(check).toEqual({ ok: false, errors: { bay: 'A bay screen needs its bay: one of 1, 2, 3.' } });
    }
  });
});
