import { describe, expect, it } from 'vitest';
import { parseTourTime, tourDateProblem, tourTimeSlots, validateTourRequest } from '../src';
import { at, NOW, refusedOn, venue } from './fixtures';

describe('tour slots', () => {
  it('offers 15 slots every 30 minutes from 12:00 PM to 7:00 PM', () => {
    const slots = tourTimeSlots(venue);
    expect(slots).toHaveLength(15);
    expect(slots[0]).toEqual({ value: '12:00', label: '12:00 PM' });
    expect(slots[1]).toEqual({ value: '12:30', label: '12:30 PM' });
    expect(slots.at(-1)).toEqual({ value: '19:00', label: '7:00 PM' });
  });

  it.each([
    ['12:00', '12:00'],
    ['7:00 PM', '19:00'],
    ['7:00 pm', '19:00'],
    ['19:30', null],
    ['11:30 AM', null],
    [1200, null],
  ])('reads %j as %s', (value, time) => expect(parseTourTime(value, venue)).toBe(time));
});

describe('tour dates (now: Sunday 2026-11-22)', () => {
  it.each([
    ['2026-11-25', null], // Wednesday
    ['2026-11-28', null], // Saturday
    ['2026-11-24', 'Tours are only available Wednesday through Saturday'], // Tuesday
    ['2026-11-29', 'Tours are only available Wednesday through Saturday'], // Sunday
    ['2026-11-21', 'Please choose a date from today onward.'], // yesterday (Saturday)
    ['2027-01-21', null], // Thursday, exactly 60 days ahead
    ['2027-01-22', 'Tours can be booked up to 60 days ahead.'], // Friday, 61 days
  ])('%s: %s', (date, problem) => expect(tourDateProblem(date, venue, NOW)).toBe(problem));
});

describe('tour request', () => {
  const good = {
    firstName: 'Ada',
    lastName: 'Byron',
    email: 'Ada@Example.com ',
    phone: '',
    preferredDate: '2026-11-25',
    preferredTime: '2:30 PM',
    partySize: '3',
    specialRequests: '',
  };

  it('accepts a complete request and cleans it', () => {
    expect(validateTourRequest(good, venue, NOW)).toEqual({
      ok: true,
      value: {
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'ada@example.com',
        phone: null,
        preferredDate: '2026-11-25',
        preferredTime: '14:30',
        partySize: 3,
        specialRequests: null,
      },
    });
  });

  it("says Date Required and Time Required in the product's words", () => {
    const check = validateTourRequest({ ...good, preferredDate: '', preferredTime: undefined }, venue, NOW);
    expect(check).toEqual({
      ok: false,
      errors: {
        preferredDate: 'Please select your preferred date.',
        preferredTime: 'Please select your preferred time.',
      },
    });
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: undefined }, 'lastName', 'Last name is required'],
    [{ email: 'ada@' }, 'email', 'Please enter a valid email address'],
    [{ partySize: 5 }, 'partySize', 'Party size must be between 1 and 4.'],
    [{ partySize: '0' }, 'partySize', 'Party size must be between 1 and 4.'],
    [{ preferredTime: '8:00 PM' }, 'preferredTime', 'Please choose one of the listed tour times.'],
    [{ preferredDate: '2026-11-24' }, 'preferredDate', 'Tours are only available Wednesday through Saturday'],
    [
      { specialRequests: 'x'.repeat(1001) },
      'specialRequests',
      'Special requests must be at most 1000 characters',
    ],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
  ])('refuses %o on %s', (over, field, message) => {
    expect(validateTourRequest({ ...good, ...over }, venue, NOW)).toEqual(refusedOn(field, message));
  });

  it('accepts party sizes 1 and 4, and 1 when absent', () => {
    expect(validateTourRequest({ ...good, partySize: 1 }, venue, NOW).ok).toBe(true);
    expect(validateTourRequest({ ...good, partySize: 4 }, venue, NOW).ok).toBe(true);
    const absent = validateTourRequest({ ...good, partySize: undefined }, venue, NOW);
    expect(absent.ok && absent.value.partySize).toBe(1);
  });

  it("refuses a slot that has passed on today's date", () => {
    const wednesdayAt3 = at('2026-11-25', '15:00');
    const today = { ...good, preferredDate: '2026-11-25' };
    expect(validateTourRequest({ ...today, preferredTime: '14:30' }, venue, wednesdayAt3)).toEqual({
      ok: false,
      errors: { preferredTime: 'That tour time has already passed today. Please choose a later time.' },
    });
    expect(validateTourRequest({ ...today, preferredTime: '15:30' }, venue, wednesdayAt3).ok).toBe(true);
  });
});
