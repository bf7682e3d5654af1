/**
 * The kiosk's clock: when a pass opens and closes and when the lounge releases a booking nobody
 * checked in for, in real minutes across daylight-saving nights and the venue's midnight, under
 * whatever zone the machine runs in (this suite runs under three).
 */
import { describe, expect, it } from 'vitest';
import {
  checkInMessages,
  DEFAULT_CHECK_IN_SETTINGS,
  deskCheckInNote,
  formatPassCode,
  instantToWall,
  passCodeFrom,
  passQrText,
  passVerdict,
  passWindow,
  releaseCountdown,
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

describe('what a pass shown at a kiosk does at a moment', () => {
  const minutes = DEFAULT_CHECK_IN_SETTINGS.passOpensMinutes;
  const day = '2026-11-21';
  const b = booking('confirmed', day, '18:30', 90);
  it.each([
    ['17:59', { kind: 'too_early', opensAt: at(day, '18:00') }],
    ['18:00', { kind: 'check_in' }],
    ['19:59', { kind: 'check_in' }],
    ['20:00', { kind: 'ended', endedAt: at(day, '20:00') }],
  ])('a confirmed 6:30-8 PM booking at %s', (time, verdict) => {
    expect(passVerdict(b, at(day, time), minutes)).toEqual(verdict);
  });

  it('answers for the booking as it stands: checked in, released, marked no-show, cancelled, held', () => {
    const during = at(day, '18:45');
    expect(passVerdict({ ...b, status: 'checked_in' }, during, minutes)).toEqual({ kind: 'checked_in' });
    const releasedAt = toIsoInstant(at(day, '18:45'));
    expect(passVerdict({ ...b, status: 'no_show', releasedAt }, during, minutes)).toEqual({
      kind: 'released',
      releasedAt: at(day, '18:45'),
    });
    expect(passVerdict({ ...b, status: 'no_show' }, during, minutes)).toEqual({ kind: 'no_show' });
    for (const status of ['cancelled', 'expired']) {
      expect(passVerdict({ ...b, status }, during, minutes)).toEqual({ kind: 'cancelled' });
    }
    expect(passVerdict({ ...b, status: 'held' }, during, minutes)).toEqual({ kind: 'not_confirmed' });
  });

  it('opens across the venue midnight and the spring night in real minutes', () => {
    const late = booking('confirmed', '2026-11-22', '00:10');
    expect(passVerdict(late, at('2026-11-21', '23:39'), 30).kind).toBe('too_early');
    expect(passVerdict(late, at('2026-11-21', '23:40'), 30).kind).toBe('check_in');
    const spring = booking('confirmed', '2026-03-08', '03:10');
    expect(passVerdict(spring, at('2026-03-08', '01:39'), 30).kind).toBe('too_early');
    expect(passVerdict(spring, at('2026-03-08', '01:40'), 30).kind).toBe('check_in');
  });
});

describe('the code in what a kiosk is given', () => {
  it.each([
    ['482913', '482913'],
    [' 482 913 ', '482913'],
    ['482-913', '482913'],
    [passQrText('004213'), '004213'],
    ['lounge-pass:004213', '004213'],
    ['48291', null],
    ['4829131', null],
    ['LOUNGE-PASS:48x913', null],
    ['https://example.com/482913', null],
    ['', null],
  ])('%j holds %j', (given, code) => {
    expect(passCodeFrom(given)).toBe(code);
  });

  it('reads the code out in two groups of three', () => {
    expect(formatPassCode('004213')).toBe('004 213');
  });
});

describe('the desk’s countdown to a release', () => {
  const D = checkInMessages.desk;
  const b = booking('confirmed', '2026-11-21', '18:00', 90);

  it('counts whole minutes up from the start until the deadline, then reads releasing now', () => {
    expect(releaseCountdown(b, at('2026-11-21', '17:59'), RELEASE)).toBeNull();
    expect(releaseCountdown(b, at('2026-11-21', '18:00'), RELEASE)).toBe(15);
    expect(deskCheckInNote(b, at('2026-11-21', '18:08'), RELEASE)).toBe('Released in 7 min');
    // Half a minute past 6:08 still reads 7: the minute is rounded up, never early.
    expect(releaseCountdown(b, at('2026-11-21', '18:08') + 30_000, RELEASE)).toBe(7);
    expect(deskCheckInNote(b, at('2026-11-21', '18:15'), RELEASE)).toBe(D.releasesIn(0));
    expect(D.releasesIn(0)).toBe('Releasing now');
    expect(releaseCountdown(b, at('2026-11-21', '19:30'), RELEASE)).toBeNull();
  });

  it('says nothing when releases are off, or the booking is checked in, released before or not confirmed', () => {
    const now = at('2026-11-21', '18:08');
    expect(deskCheckInNote(b, now, 0)).toBeNull();
    expect(deskCheckInNote({ ...b, status: 'checked_in' }, now, RELEASE)).toBeNull();
    expect(deskCheckInNote({ ...b, releasedAt: toIsoInstant(now) }, now, RELEASE)).toBeNull();
    expect(deskCheckInNote({ ...b, status: 'no_show' }, now, RELEASE)).toBeNull();
    expect(deskCheckInNote({ ...b, status: 'held' }, now, RELEASE)).toBeNull();
  });

  it('names the kiosk a member checked in at', () => {
    const now = at('2026-11-21', '18:08');
    expect(
      deskCheckInNote({ ...b, status: 'checked_in', checkedInAtKiosk: 'Front door' }, now, RELEASE),
    ).toBe('Checked in at Front door');
  });

  it('counts real minutes on the autumn night: 10 minutes after a 1:50 AM start, 5 are left', () => {
    const night = booking('confirmed', '2026-11-01', '01:50');
    expect(releaseCountdown(night, at('2026-11-01', '01:50') + 10 * MIN, RELEASE)).toBe(5);
  });
});
