import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VENUE,
  validateBookingEdit,
  validateNewBooking,
  walkInStart,
  wallToInstant,
} from '../src/index';

const ZONE = DEFAULT_VENUE.timeZone;
const DAY = '2026-11-21';
const at = (time: string) => wallToInstant(DAY, time, ZONE);
const member = { membershipType: 'general', membershipStatus: 'monthly' } as const;

describe('walkInStart: this minute rounded down to the grid’s step', () => {
  it.each([
    ['09:00', '09:00'],
    ['14:07', '14:00'],
    ['14:29', '14:00'],
    ['14:30', '14:30'],
    ['21:59', '21:30'],
  ])('at %s the walk-in starts at %s', (now, start) => {
    expect(walkInStart(DEFAULT_VENUE, at(now))?.time).toBe(start);
  });

  it.each([['08:59'], ['22:00'], ['23:30']])('at %s the bays are not bookable: none', (now) => {
    expect(walkInStart(DEFAULT_VENUE, at(now))).toBeNull();
  });
});

describe('a walk-in’s start may be the slot under way', () => {
  const input = (start: string, end: string) => ({
    bayNumber: '1',
    bookingDate: DAY,
    startTime: start,
    endTime: end,
    guestCount: '1',
  });
  const check = (start: string, end: string, now: string, walkIn: boolean) =>
    validateNewBooking(input(start, end), {
      venue: DEFAULT_VENUE,
      now: at(now),
      user: member,
      upcomingCount: 0,
      walkIn,
    });

  it.each([
    ['14:00', '15:00', '14:07', true, null],
    ['14:00', '15:00', '14:29', true, null],
    ['14:00', '15:00', '14:07', false, 'past_start'],
    ['13:30', '14:30', '14:07', true, 'past_start'],
    ['14:00', '15:00', '14:30', true, 'past_start'],
    ['14:30', '15:30', '14:07', true, null],
  ])('%s–%s at %s, walk-in %s: %s', (start, end, now, walkIn, code) => {
    const result = check(start, end, now, walkIn);
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});

describe('a booking under way keeps its passed start when staff lengthen it', () => {
  const edit = (start: string, end: string, keptStart?: number) =>
    validateBookingEdit(
      { bayNumber: '1', bookingDate: DAY, startTime: start, endTime: end, guestCount: '1' },
      { venue: DEFAULT_VENUE, now: at('14:40'), user: member, ...(keptStart ? { keptStart } : {}) },
    );
  it.each([
    ['14:00', '15:30', at('14:00'), null],
    ['14:00', '15:30', undefined, 'past_start'],
    ['14:30', '15:30', at('14:00'), 'past_start'],
  ])('%s–%s, kept start %s: %s', (start, end, kept, code) => {
    const result = edit(start, end, kept);
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});
