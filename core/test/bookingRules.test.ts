import { describe, expect, it } from 'vitest';
import { type BookingInput, resolveVenue, validateBookingEdit, validateNewBooking } from '../src';
import { at, general, inactive, NOW, pending, venue, vip } from './fixtures';

const ok: BookingInput = {
  bayNumber: '2',
  bookingDate: '2026-11-24',
  startTime: '14:00',
  endTime: '15:00',
  guestCount: '1',
  notes: null,
};

function create(
  over: Partial<BookingInput> = {},
  ctx: { user?: object; upcomingCount?: number; now?: number } = {},
) {
  return validateNewBooking(
    { ...ok, ...over },
    { venue, now: ctx.now ?? NOW, user: ctx.user ?? general, upcomingCount: ctx.upcomingCount ?? 0 },
  );
}

function titleOf(check: ReturnType<typeof create>): string {
  return check.ok ? 'ok' : check.error.title;
}

describe('new booking: docs/product.md rules and messages', () => {
  it('accepts a valid General booking and normalizes it', () => {
    const check = create({ notes: '  lefty clubs please ' });
    expect(check).toEqual({
      ok: true,
      booking: expect.objectContaining({
        bayNumber: '2',
        bookingDate: '2026-11-24',
        start: at('2026-11-24', '14:00'),
        end: at('2026-11-24', '15:00'),
        players: 1,
        guests: 0,
        notes: 'lefty clubs please',
      }),
    });
  });

  it('needs an active General or VIP membership (403)', () => {
    for (const user of [pending, inactive, {}, null]) {
      const check = validateNewBooking(ok, { venue, now: NOW, user: user as never, upcomingCount: 0 });
      expect(check).toMatchObject({ ok: false, error: { title: 'Active Membership Required', status: 403 } });
    }
  });

  it.each(['bookingDate', 'startTime', 'endTime', 'bayNumber', 'guestCount'] as const)(
    'refuses a missing %s',
    (field) => {
      for (const blank of [undefined, null, '', '  ']) {
        expect(create({ [field]: blank })).toEqual({
          ok: false,
          error: {
            title: 'Missing Information',
            message: 'Please select a date, start time, end time, bay, and guest count for your booking.',
            code: 'missing_information',
            status: 400,
            field,
          },
        });
      }
    },
  );

  it.each([
    // tier, days ahead, result
    [general, '2026-11-29', 'ok'], // exactly 7 days
    [general, '2026-11-30', 'Scheduling Limit'], // 8 days
    [vip, '2026-12-06', 'ok'], // exactly 14 days
    [vip, '2026-12-07', 'Scheduling Limit'], // 15 days
    [general, '2026-11-21', 'Invalid Date'], // yesterday
  ])('advance window: %o on %s is %s', (user, bookingDate, expected) => {
    expect(titleOf(create({ bookingDate }, { user }))).toBe(expected);
  });

  it('says which window applies', () => {
    expect(create({ bookingDate: '2026-11-30' })).toMatchObject({
      error: { message: 'General members can book up to 7 days in advance.', field: 'bookingDate' },
    });
    expect(create({ bookingDate: '2026-12-07' }, { user: vip })).toMatchObject({
      error: { message: 'VIP members can book up to 14 days in advance.' },
    });
  });

  it.each([
    [general, 0, 'ok'],
    [general, 1, 'Booking Limit Reached'],
    [vip, 1, 'ok'],
    [vip, 2, 'Booking Limit Reached'],
  ])('upcoming limit: %o with %i upcoming is %s', (user, upcomingCount, expected) => {
    expect(titleOf(create({}, { user, upcomingCount }))).toBe(expected);
  });

  it('puts the limit in the Booking Limit Reached message', () => {
    expect(create({}, { upcomingCount: 1 })).toMatchObject({
      error: {
        message:
          'Your General membership is limited to 1 upcoming booking(s). Please cancel an existing booking first.',
      },
    });
    expect(create({}, { user: vip, upcomingCount: 2 })).toMatchObject({
      error: {
        message:
          'Your VIP membership is limited to 2 upcoming booking(s). Please cancel an existing booking first.',
      },
    });
  });

  it.each([
    // start, end, tier, result
    ['14:00', '14:00', general, 'Invalid Time Range'],
    ['15:00', '14:00', general, 'Invalid Time Range'],
    ['14:00', '14:30', general, 'Minimum Duration'],
    ['14:00', '15:00', general, 'ok'], // exactly 1 hour
    ['14:00', '16:00', general, 'ok'], // exactly 2 hours
    ['14:00', '16:30', general, 'Duration Limit Exceeded'],
    ['14:00', '17:00', vip, 'ok'], // exactly 3 hours
    ['14:00', '17:30', vip, 'Duration Limit Exceeded'],
  ])('duration %s-%s for %o is %s', (startTime, endTime, user, expected) => {
    expect(titleOf(create({ startTime, endTime }, { user }))).toBe(expected);
  });

  it('measures duration to the minute: 59 minutes is under the 1-hour minimum', () => {
    const start = new Date(at('2026-11-24', '14:00')).toISOString();
    const end59 = new Date(at('2026-11-24', '14:59')).toISOString();
    expect(create({ startTime: start, endTime: end59 })).toMatchObject({
      error: { title: 'Minimum Duration', message: 'Minimum booking duration is 1 hour.' },
    });
    expect(create({ startTime: '14:00', endTime: '16:30' })).toMatchObject({
      error: { message: 'General members can book sessions of up to 2 hours.' },
    });
  });

  it('checks the docs/product.md rules in order: window, then limit, then range, then duration', () => {
    const everythingWrong = { bookingDate: '2026-11-30', startTime: '15:00', endTime: '14:00' };
    expect(titleOf(create(everythingWrong, { upcomingCount: 5 }))).toBe('Scheduling Limit');
    expect(titleOf(create({ ...everythingWrong, bookingDate: '2026-11-24' }, { upcomingCount: 5 }))).toBe(
      'Booking Limit Reached',
    );
    expect(titleOf(create({ startTime: '15:00', endTime: '14:00', bayNumber: '9' }))).toBe(
      'Invalid Time Range',
    );
  });

  it.each([
    ['09:00', '10:00', 'ok'], // first slot of the day
    ['21:00', '22:00', 'ok'], // last slot of the day
    ['08:30', '09:30', 'Outside Bookable Hours'],
    ['21:30', '22:30', 'Outside Bookable Hours'],
    ['14:15', '15:15', 'Outside Bookable Hours'], // off the half-hour grid
    ['2pm', '15:00', 'Invalid Time'],
  ])('grid and hours: %s-%s is %s', (startTime, endTime, expected) => {
    expect(titleOf(create({ startTime, endTime }))).toBe(expected);
  });

  it('states the hours in the refusal, from the venue settings', () => {
    expect(create({ startTime: '08:30', endTime: '09:30' })).toMatchObject({
      error: { message: 'Bookings run on the half hour between 9:00 AM and 10:00 PM.', field: 'startTime' },
    });
    const late = resolveVenue({ hours: { open: '07:00', close: '23:00' } });
    expect(
      validateNewBooking(
        { ...ok, startTime: '07:00', endTime: '08:00' },
        { venue: late, now: NOW, user: general, upcomingCount: 0 },
      ).ok,
    ).toBe(true);
  });

  it('refuses a start that has passed today, and accepts a later one', () => {
    const today = { bookingDate: '2026-11-22' }; // now is 10:00
    expect(titleOf(create({ ...today, startTime: '09:30', endTime: '10:30' }))).toBe('Invalid Time');
    expect(titleOf(create({ ...today, startTime: '10:00', endTime: '11:00' }))).toBe('Invalid Time');
    expect(titleOf(create({ ...today, startTime: '10:30', endTime: '11:30' }))).toBe('ok');
  });

  it.each([
    ['1', 'ok'],
    ['3', 'ok'],
    [3, 'ok'],
    [' 2 ', 'ok'],
    ['4', 'Unknown Bay'],
    [4, 'Unknown Bay'],
    ['Bay 1', 'Unknown Bay'],
    [' ', 'Missing Information'],
  ])('bay %j is %s', (bayNumber, expected) => {
    expect(titleOf(create({ bayNumber }))).toBe(expected);
  });

  it('names the venue bays when refusing an unknown one', () => {
    expect(create({ bayNumber: '4' })).toMatchObject({
      error: { message: 'Please choose bay 1, 2 or 3.', field: 'bayNumber' },
    });
  });

  it.each([
    ['1', 'ok', 0],
    ['5', 'ok', 4], // you plus 4 guests
    [5, 'ok', 4],
    ['6', 'Invalid Player Count', 0],
    ['0', 'Invalid Player Count', 0],
    [2.5, 'Invalid Player Count', 0],
    ['two', 'Invalid Player Count', 0],
  ])('players %j is %s', (guestCount, expected, guests) => {
    const check = create({ guestCount });
    expect(titleOf(check)).toBe(expected);
    if (check.ok) expect(check.booking.guests).toBe(guests);
    else expect(check.error.message).toBe('A booking is for 1 to 5 players (you plus up to 4 guests).');
  });

  it('limits notes to 500 characters', () => {
    expect(titleOf(create({ notes: 'x'.repeat(500) }))).toBe('ok');
    expect(titleOf(create({ notes: 'x'.repeat(501) }))).toBe('Notes Too Long');
    expect(titleOf(create({ notes: 42 }))).toBe('Notes Too Long');
  });

  it('accepts ISO instants for start and end, meaning the same booking as wall times', () => {
    const viaIso = create({
      startTime: new Date(at('2026-11-24', '14:00')).toISOString(),
      endTime: '2026-11-24T15:00:00-07:00',
    });
    expect(viaIso).toEqual(create());
  });

  it('refuses instants that fall on another venue day than bookingDate', () => {
    expect(create({ startTime: '2026-11-25T21:00:00Z', endTime: '2026-11-25T22:00:00Z' })).toMatchObject({
      error: {
        title: 'Invalid Time Range',
        message: 'The start and end times must fall on the booking date.',
      },
    });
  });

  it('refuses dates that are not real dates', () => {
    expect(create({ bookingDate: '2026-02-30' })).toMatchObject({
      error: { title: 'Invalid Date', field: 'bookingDate' },
    });
  });
});

describe('staff override at the desk', () => {
  const desk = (over: Partial<BookingInput>, upcomingCount = 0) =>
    validateNewBooking(
      { ...ok, ...over },
      { venue, now: NOW, user: general, upcomingCount, staffOverride: true },
    );

  it('books past the tier limits: window, upcoming count, session length', () => {
    expect(desk({ bookingDate: '2026-12-20' }).ok).toBe(true);
    expect(desk({}, 5).ok).toBe(true);
    expect(desk({ startTime: '14:00', endTime: '18:00' }).ok).toBe(true);
  });

  it('keeps every other rule: past dates, the minimum, hours, bays, players, membership', () => {
    expect(titleOf(desk({ bookingDate: '2026-11-21' }))).toBe('Invalid Date');
    expect(titleOf(desk({ startTime: '14:00', endTime: '14:30' }))).toBe('Minimum Duration');
    expect(titleOf(desk({ startTime: '21:30', endTime: '22:30' }))).toBe('Outside Bookable Hours');
    expect(titleOf(desk({ bayNumber: '9' }))).toBe('Unknown Bay');
    expect(titleOf(desk({ guestCount: '6' }))).toBe('Invalid Player Count');
    const lapsed = validateNewBooking(ok, {
      venue,
      now: NOW,
      user: pending,
      upcomingCount: 0,
      staffOverride: true,
    });
    expect(titleOf(lapsed)).toBe('Active Membership Required');
  });
});

describe('booking edit: docs/product.md', () => {
  const edit = (over: Partial<BookingInput> = {}, user: object = general) =>
    validateBookingEdit({ ...ok, ...over }, { venue, now: NOW, user: user as never });

  it('accepts a valid change', () => {
    expect(edit({ startTime: '18:00', endTime: '20:00', bayNumber: '3', guestCount: '4' })).toMatchObject({
      ok: true,
      booking: { bayNumber: '3', players: 4, guests: 3, start: at('2026-11-24', '18:00') },
    });
  });

  it.each([
    ['14:00', '14:30', general, 'Duration must be between 1 and 2 hours for General members.'],
    ['14:00', '16:30', general, 'Duration must be between 1 and 2 hours for General members.'],
    ['14:00', '17:30', vip, 'Duration must be between 1 and 3 hours for VIP members.'],
    ['15:00', '14:00', vip, 'Duration must be between 1 and 3 hours for VIP members.'],
  ])('refuses %s-%s for %o with Invalid Duration', (startTime, endTime, user, message) => {
    expect(edit({ startTime, endTime }, user)).toMatchObject({
      ok: false,
      error: { title: 'Invalid Duration', message },
    });
  });

  it.each([
    ['14:00', '16:00', general],
    ['14:00', '17:00', vip],
    ['14:00', '15:00', vip],
  ])('accepts %s-%s for %o', (startTime, endTime, user) => {
    expect(edit({ startTime, endTime }, user).ok).toBe(true);
  });

  it('refuses a date before today', () => {
    expect(edit({ bookingDate: '2026-11-21' })).toMatchObject({
      error: { title: 'Invalid Date', message: 'The booking date cannot be in the past.' },
    });
  });

  it.each(['bookingDate', 'startTime', 'endTime'] as const)('requires %s', (field) => {
    expect(edit({ [field]: '' })).toMatchObject({
      error: {
        title: 'Missing Information',
        message: 'Please select a date, start time and end time for your booking.',
        field,
      },
    });
  });

  it('keeps a moved booking inside the window, the hours and the known bays', () => {
    expect(edit({ bookingDate: '2026-11-30' })).toMatchObject({ error: { title: 'Scheduling Limit' } });
    expect(edit({ startTime: '21:30', endTime: '22:30' })).toMatchObject({
      error: { title: 'Outside Bookable Hours' },
    });
    expect(edit({ bayNumber: '4' })).toMatchObject({ error: { title: 'Unknown Bay' } });
    expect(edit({ guestCount: '6' })).toMatchObject({ error: { title: 'Invalid Player Count' } });
  });

  it('does not apply the upcoming limit (it is the same booking)', () => {
    expect(edit({}, general).ok).toBe(true);
  });
});
