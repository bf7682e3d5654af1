import { describe, expect, it } from 'vitest';
import {
  BOARD_STATUS_LOOK,
  type BoardStatus,
  boardStatus,
  checkInRefusal,
  DEFAULT_DESK_WINDOWS,
  noShowRefusal,
  undoRefusal,
  wallToInstant,
} from '../src';

const ZONE = 'America/Denver';
const MIN = 60_000;

/** A booking on the venue's wall clock, as the staff API returns it. */
function booking(status: string, date: string, start: string, end: string) {
  return {
    status,
    bookingDate: date,
    startTime: new Date(wallToInstant(date, start, ZONE)).toISOString(),
    endTime: new Date(wallToInstant(date, end, ZONE)).toISOString(),
  };
}
const at = (date: string, time: string) => wallToInstant(date, time, ZONE);

describe('the board status of a booking at a moment', () => {
  const day = '2026-11-21';
  const cases: [string, string, BoardStatus][] = [
    ['confirmed', '09:00', 'upcoming'],
    ['confirmed', '16:44', 'upcoming'],
    ['confirmed', '16:45', 'due'],
    ['confirmed', '16:59', 'due'],
    ['confirmed', '17:00', 'late'],
    ['confirmed', '17:59', 'late'],
    ['confirmed', '18:00', 'ended_unchecked'],
    ['checked_in', '16:30', 'checked_in'],
    ['checked_in', '17:59', 'checked_in'],
    ['checked_in', '18:00', 'finished'],
    ['no_show', '17:20', 'no_show'],
    ['no_show', '20:00', 'no_show'],
    ['cancelled', '16:00', 'cancelled'],
    ['expired', '16:00', 'cancelled'],
    ['held', '16:50', 'held'],
  ];
  it.each(cases)('a %s 5-6 PM booking at %s reads %s', (status, time, expected) => {
    expect(boardStatus(booking(status, day, '17:00', '18:00'), at(day, time))).toBe(expected);
  });

  it('has words and a colour for every status', () => {
    for (const look of Object.values(BOARD_STATUS_LOOK)) {
      expect(look.label.length).toBeGreaterThan(0);
      expect(look.color.length).toBeGreaterThan(0);
    }
    const labels = Object.values(BOARD_STATUS_LOOK).map((l) => l.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('counts real minutes across the spring-forward night', () => {
    // 2026-03-08: 2 AM became 3 AM in Denver. An early 9 AM booking is due at 8:45 local.
    const b = booking('confirmed', '2026-03-08', '09:00', '10:00');
    expect(boardStatus(b, at('2026-03-08', '08:44'))).toBe('upcoming');
    expect(boardStatus(b, at('2026-03-08', '08:45'))).toBe('due');
    expect(boardStatus(b, at('2026-03-08', '09:00'))).toBe('late');
  });
});

describe('the check-in window: an hour before the start until the end, on the venue day', () => {
  const day = '2026-11-21';
  const b = booking('confirmed', day, '17:00', '18:00');
  const cases: [string, string, string | null][] = [
    ['2026-11-14', '17:00', 'This booking is on Saturday, November 21; check in on that day.'],
    [day, '15:59', 'Check-in opens at 4:00 PM, an hour before the start.'],
    [day, '16:00', null],
    [day, '17:30', null],
    [day, '17:59', null],
    [day, '18:00', 'This booking ended at 6:00 PM; it can no longer be checked in.'],
    [day, '21:00', 'This booking ended at 6:00 PM; it can no longer be checked in.'],
  ];
  it.each(cases)('on %s at %s: %s', (date, time, message) => {
    const refusal = checkInRefusal(b, at(date, time), ZONE);
    expect(refusal?.message ?? null).toBe(message);
    if (refusal) expect(refusal.title).toBe('Not Check-in Time');
  });

  it('opens a real hour before the start on the spring-forward day', () => {
    const spring = booking('confirmed', '2026-03-08', '09:00', '10:00');
    expect(checkInRefusal(spring, at('2026-03-08', '07:59'), ZONE)?.message).toBe(
      'Check-in opens at 8:00 AM, an hour before the start.',
    );
    expect(checkInRefusal(spring, at('2026-03-08', '08:00'), ZONE)).toBeNull();
    // Saturday 11:30 PM is another venue day, though it is less than 10 hours before.
    expect(checkInRefusal(spring, at('2026-03-07', '23:30'), ZONE)?.message).toMatch(/on Sunday, March 8/);
  });

  it('keeps to the venue day on the fall-back day', () => {
    const fall = booking('confirmed', '2026-11-01', '09:00', '10:00');
    expect(checkInRefusal(fall, at('2026-11-01', '08:00'), ZONE)).toBeNull();
    expect(checkInRefusal(fall, at('2026-11-01', '07:59'), ZONE)).not.toBeNull();
    expect(checkInRefusal(fall, at('2026-11-01', '10:00') - MIN, ZONE)).toBeNull();
  });
});

describe('the no-show window: 15 minutes after the start until the end of the venue day', () => {
  // Sunday 2026-11-22, 3 PM to 4 PM.
  const day = '2026-11-22';
  const b = booking('confirmed', day, '15:00', '16:00');
  const cases: [string, string, string | null, string | null][] = [
    [
      '2026-11-21',
      '15:30',
      'Too Early for No-show',
      'This booking is on Sunday, November 22; a no-show can be marked from 3:15 PM that day.',
    ],
    [
      day,
      '14:08',
      'Too Early for No-show',
      'A no-show can be marked from 3:15 PM, 15 minutes after the start.',
    ],
    [
      day,
      '15:14',
      'Too Early for No-show',
      'A no-show can be marked from 3:15 PM, 15 minutes after the start.',
    ],
    [day, '15:15', null, null],
    [day, '16:30', null, null],
    [day, '23:59', null, null],
    [
      '2026-11-23',
      '00:00',
      'Day Is Over',
      'This booking was on Sunday, November 22. To change what happened, correct it with a reason.',
    ],
  ];
  it.each(cases)('on %s at %s: %s', (date, time, title, message) => {
    const refusal = noShowRefusal(b, at(date, time), ZONE);
    expect(refusal?.title ?? null).toBe(title);
    expect(refusal?.message ?? null).toBe(message);
  });

  it('takes its minutes from the venue’s settings', () => {
    const windows = { ...DEFAULT_DESK_WINDOWS, checkInOpensMinutes: 30, noShowAfterMinutes: 60 };
    expect(noShowRefusal(b, at(day, '15:59'), ZONE, windows)?.message).toBe(
      'A no-show can be marked from 4:00 PM, an hour after the start.',
    );
    expect(noShowRefusal(b, at(day, '16:00'), ZONE, windows)).toBeNull();
    expect(checkInRefusal(b, at(day, '14:29'), ZONE, windows)?.message).toBe(
      'Check-in opens at 2:30 PM, 30 minutes before the start.',
    );
    expect(checkInRefusal(b, at(day, '14:30'), ZONE, windows)).toBeNull();
  });

  it('counts real minutes after a start that follows the spring-forward night', () => {
    // 2026-03-08: 2 AM became 3 AM. A 1:45 AM start's no-show opens at 3:00 AM, 15 real minutes later.
    const spring = booking('confirmed', '2026-03-08', '01:45', '03:45');
    expect(noShowRefusal(spring, at('2026-03-08', '01:59'), ZONE)?.message).toBe(
      'A no-show can be marked from 3:00 AM, 15 minutes after the start.',
    );
    expect(noShowRefusal(spring, at('2026-03-08', '03:00'), ZONE)).toBeNull();
  });

  it('stays open until the local midnight after a fall-back night (a 25-hour day)', () => {
    const fall = booking('confirmed', '2026-11-01', '09:00', '10:00');
    expect(noShowRefusal(fall, Date.UTC(2026, 10, 2, 6, 59), ZONE)).toBeNull();
    expect(noShowRefusal(fall, Date.UTC(2026, 10, 2, 7, 0), ZONE)?.title).toBe('Day Is Over');
  });
});

describe('undo of a check-in or no-show: on its own venue day only', () => {
  const day = '2026-11-21';
  it.each([
    ['checked_in', day, '23:59', null],
    ['no_show', day, '00:00', null],
    ['no_show', '2026-11-22', '00:00', 'Too Late to Undo'],
    ['checked_in', '2026-11-20', '23:59', 'Too Late to Undo'],
    ['confirmed', day, '17:00', 'Nothing to Undo'],
    ['cancelled', day, '17:00', 'Nothing to Undo'],
  ])('a %s booking at %s %s: %s', (status, date, time, title) => {
    const refusal = undoRefusal(booking(status, day, '17:00', '18:00'), at(date, time), ZONE);
    expect(refusal?.title ?? null).toBe(title);
  });

  it('ends the venue day at the local midnight after a fall-back night', () => {
    const b = booking('no_show', '2026-11-01', '09:00', '10:00');
    // 2026-11-01 had 25 hours: its last minute is 06:59 UTC on the 2nd.
    expect(undoRefusal(b, Date.UTC(2026, 10, 2, 6, 59), ZONE)).toBeNull();
    expect(undoRefusal(b, Date.UTC(2026, 10, 2, 7, 0), ZONE)).not.toBeNull();
  });
});
