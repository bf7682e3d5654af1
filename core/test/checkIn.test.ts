/**
 * The kiosk's clock: when a pass opens and closes and when the lounge releases a booking nobody
 * checked in for, in real minutes across daylight-saving nights and the venue's midnight, under
 * whatever zone the machine runs in (this suite runs under three).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHECK_IN_SETTINGS,
  instantToWall,
  passWindow,
  releaseDeadline,
  releaseIsDue,
  toIsoInstant,
  venueDate,
  wallToInstant,
} from '../src';

const ZONE = 'America/Denver';
const MIN = 60_000;
const at = (date: string, time: string) => wallToInstant(date, time, ZONE);
const wall = (instant: number) => {
  const w = instantToWall(instant, ZONE);
  return `${w.date} ${w.time}`;
};
/** A booking starting at a wall time and lasting `minutes` real minutes. */
function booking(status: string, date: string, start: string, minutes = 60) {
  const from = at(date, start);
  return { status, startTime: toIsoInstant(from), endTime: toIsoInstant(from + minutes * MIN) };
}
const RELEASE = DEFAULT_CHECK_IN_SETTINGS.noShowReleaseMinutes;

describe('the release deadline', () => {
  it('is 15 real minutes after the start by default', () => {
    expect(RELEASE).toBe(15);
    const b = booking('confirmed', '2026-11-21', '18:00');
    expect(wall(releaseDeadline(b, RELEASE) ?? 0)).toBe('2026-11-21 18:15');
  });

  it('counts real minutes across the autumn night: 1:50 AM (first) is released at 1:05 AM (repeated)', () => {
    // 2026-11-01: at 2 AM MDT the clocks go back to 1 AM MST.
    const b = booking('confirmed', '2026-11-01', '01:50');
    const deadline = releaseDeadline(b, RELEASE) ?? 0;
    expect(deadline - at('2026-11-01', '01:50')).toBe(15 * MIN);
    expect(wall(deadline)).toBe('2026-11-01 01:05');
    expect(releaseIsDue(b, deadline - 1, RELEASE)).toBe(false);
    expect(releaseIsDue(b, deadline, RELEASE)).toBe(true);
  });

  it('counts real minutes across the spring night: 1:50 AM is released at 3:05 AM', () => {
    const b = booking('confirmed', '2026-03-08', '01:50');
    expect(wall(releaseDeadline(b, RELEASE) ?? 0)).toBe('2026-03-08 03:05');
  });

  it('crosses the venue midnight: 11:50 PM is released at 12:05 AM the next venue day', () => {
    const b = booking('confirmed', '2026-11-21', '23:50');
    const deadline = releaseDeadline(b, RELEASE) ?? 0;
    expect(wall(deadline)).toBe('2026-11-22 00:05');
    expect(venueDate(deadline, ZONE)).toBe('2026-11-22');
    expect(releaseIsDue(b, deadline, RELEASE)).toBe(true);
  });

  it('is off at 0 minutes', () => {
    const b = booking('confirmed', '2026-11-21', '18:00');
    expect(releaseDeadline(b, 0)).toBeNull();
    expect(releaseIsDue(b, at('2026-11-21', '18:45'), 0)).toBe(false);
  });

  it('releases only a confirmed booking, never one checked in, and never one already over', () => {
    const during = at('2026-11-21', '18:20');
    for (const status of ['checked_in', 'no_show', 'cancelled', 'held', 'expired']) {
      expect(releaseIsDue(booking(status, '2026-11-21', '18:00'), during, RELEASE), status).toBe(false);
    }
    const b = booking('confirmed', '2026-11-21', '18:00');
    expect(releaseIsDue(b, during, RELEASE)).toBe(true);
    // A server down over the whole booking finds it ended: what happened is for staff to correct.
    expect(releaseIsDue(b, at('2026-11-21', '19:00'), RELEASE)).toBe(false);
    expect(releaseIsDue(b, at('2026-11-21', '18:59'), RELEASE)).toBe(true);
  });
});

describe('the pass window', () => {
  it('opens 30 minutes before the start by default and closes at the end', () => {
    const b = booking('confirmed', '2026-11-21', '18:30', 90);
    const w = passWindow(b, DEFAULT_CHECK_IN_SETTINGS.passOpensMinutes);
    expect(wall(w.opensAt)).toBe('2026-11-21 18:00');
    expect(wall(w.closesAt)).toBe('2026-11-21 20:00');
  });

  it('opens the venue day before for a booking just after midnight', () => {
    const w = passWindow(booking('confirmed', '2026-11-22', '00:10'), 30);
    expect(wall(w.opensAt)).toBe('2026-11-21 23:40');
  });

  it('opens in real minutes across the spring night: a 3:10 AM start opens at 1:40 AM', () => {
    const w = passWindow(booking('confirmed', '2026-03-08', '03:10'), 30);
    expect(at('2026-03-08', '03:10') - w.opensAt).toBe(30 * MIN);
    expect(wall(w.opensAt)).toBe('2026-03-08 01:40');
  });

  it('opens in real minutes across the autumn night: a 1:10 AM (repeated) start opens at 1:40 AM (first)', () => {
    // The repeated hour's 1:10 AM is the second occurrence: an hour after the first.
    const repeated = at('2026-11-01', '01:10') + 60 * MIN;
    const b = {
      status: 'confirmed',
      startTime: toIsoInstant(repeated),
      endTime: toIsoInstant(repeated + 60 * MIN),
    };
    const w = passWindow(b, 30);
    expect(repeated - w.opensAt).toBe(30 * MIN);
    expect(wall(w.opensAt)).toBe('2026-11-01 01:40');
  });
});
