import { describe, expect, it } from 'vitest';
import { CORRECTED_STATUSES, correctionRefusal, wallToInstant } from '../src';

const ZONE = 'America/Denver';
const at = (date: string, time: string) => wallToInstant(date, time, ZONE);
const booking = (status: string, date: string, start: string, end: string) => ({
  status,
  bookingDate: date,
  startTime: new Date(at(date, start)).toISOString(),
  endTime: new Date(at(date, end)).toISOString(),
});

describe('a correction: once the booking has ended, of a booking that was kept', () => {
  const day = '2026-11-21';
  it.each([
    ['confirmed', day, '17:59', 'Not Ended Yet'],
    ['confirmed', day, '18:00', null],
    ['no_show', day, '17:30', 'Not Ended Yet'],
    ['no_show', '2026-11-22', '09:00', null],
    ['checked_in', '2027-01-05', '09:00', null],
    ['cancelled', '2026-11-22', '09:00', 'Cannot Correct'],
    ['held', '2026-11-22', '09:00', 'Cannot Correct'],
    ['expired', '2026-11-22', '09:00', 'Cannot Correct'],
  ])('a %s 5-6 PM booking on %s at %s: %s', (status, date, time, title) => {
    expect(correctionRefusal(booking(status, day, '17:00', '18:00'), at(date, time))?.title ?? null).toBe(
      title,
    );
  });

  it('ends a booking after real minutes across the fall-back night', () => {
    // 2026-11-01: 1 AM came twice in Denver. A 00:30 to 02:30 booking lasts three real hours.
    const fall = booking('confirmed', '2026-11-01', '00:30', '02:30');
    const end = Date.parse(fall.endTime);
    expect(end - Date.parse(fall.startTime)).toBe(3 * 3_600_000);
    expect(correctionRefusal(fall, end - 1)?.title).toBe('Not Ended Yet');
    expect(correctionRefusal(fall, end)).toBeNull();
  });

  it('sets a booking to checked in, no-show or neither', () => {
    expect(CORRECTED_STATUSES).toEqual(['checked_in', 'no_show', 'confirmed']);
  });
});
