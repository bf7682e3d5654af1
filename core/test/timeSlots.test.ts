import { describe, expect, it } from 'vitest';
import {
  bookableDateRange,
  bookingDateDisabledReason,
  dayGrid,
  endAfterStartChange,
  endOptions,
  gridInstantOf,
  isOnDayGrid,
  resolveVenue,
  startOptions,
  TIERS,
  validateNewBooking,
} from '../src';
import { at, NOW, venue, vip } from './fixtures';

const HOUR = 3_600_000;

describe('the day grid and the booking selectors', () => {
  it('runs every 30 minutes from 09:00 to 22:00', () => {
    const grid = dayGrid('2026-11-24', venue);
    expect(grid).toHaveLength(27);
    expect(grid[0]).toEqual({
      value: '09:00',
      time: '09:00',
      instant: at('2026-11-24', '09:00'),
      label: '9:00 AM',
    });
    expect(grid.at(-1)).toMatchObject({ value: '22:00', label: '10:00 PM' });
  });

  it('offers starts from 09:00 to 21:00 (room for the 1-hour minimum) and disables past ones', () => {
    const tomorrow = startOptions('2026-11-23', venue, NOW);
    expect(tomorrow.map((o) => o.value)).toEqual(
      dayGrid('2026-11-23', venue)
        .slice(0, 25)
        .map((p) => p.value),
    );
    expect(tomorrow.at(-1)?.value).toBe('21:00');
    expect(tomorrow.every((o) => !o.disabled)).toBe(true);

    const today = startOptions('2026-11-22', venue, NOW); // now is 10:00
    expect(today.filter((o) => o.disabled).map((o) => [o.value, o.reason])).toEqual([
      ['09:00', 'past'],
      ['09:30', 'past'],
      ['10:00', 'past'],
    ]);
  });

  it('disables starts whose first hour would run into a taken booking of the bay', () => {
    const taken = [{ start: at('2026-11-23', '12:00'), end: at('2026-11-23', '13:00') }];
    const byValue = Object.fromEntries(
      startOptions('2026-11-23', venue, NOW, taken).map((o) => [o.value, o.reason]),
    );
    expect(byValue['11:00']).toBeUndefined();
    expect(byValue['11:30']).toBe('taken');
    expect(byValue['12:30']).toBe('taken');
    expect(byValue['13:00']).toBeUndefined();
  });

  it.each([
    ['general', 2, ['14:30:tooShort', '15:00', '15:30', '16:00', '16:30:tooLong']],
    ['vip', 3, ['14:30:tooShort', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30:tooLong']],
  ] as const)('end options after 14:00 for %s allow 1 to %i hours', (tier, _max, expected) => {
    const options = endOptions('2026-11-24', venue, TIERS[tier], at('2026-11-24', '14:00'));
    const shown = options
      .slice(0, expected.length)
      .map((o) => (o.disabled ? `${o.value}:${o.reason}` : o.value));
    expect(shown).toEqual(expected);
    expect(options.at(-1)?.value).toBe('22:00');
  });

  it('ends at closing: the last end option is 22:00', () => {
    const options = endOptions('2026-11-24', venue, TIERS.vip, at('2026-11-24', '20:30'));
    expect(options.map((o) => o.value)).toEqual(['21:00', '21:30', '22:00']);
    expect(options.map((o) => o.disabled)).toEqual([true, false, false]);
  });

  it('disables ends that run into a taken booking', () => {
    const taken = [{ start: at('2026-11-24', '15:30'), end: at('2026-11-24', '17:00') }];
    const options = endOptions('2026-11-24', venue, TIERS.vip, at('2026-11-24', '14:00'), taken);
    expect(options.find((o) => o.value === '15:30')?.disabled).toBe(false);
    expect(options.find((o) => o.value === '16:00')?.reason).toBe('taken');
  });

  it('clears the end when a new start makes it too long, too short or earlier; keeps it otherwise', () => {
    const t = (time: string) => at('2026-11-24', time);
    const general = TIERS.general;
    expect(endAfterStartChange(t('13:00'), t('16:00'), general)).toBeNull(); // 3 h: too long for General
    expect(endAfterStartChange(t('13:00'), t('16:00'), TIERS.vip)).toBe(t('16:00')); // fine for VIP
    expect(endAfterStartChange(t('14:00'), t('16:00'), general)).toBe(t('16:00'));
    expect(endAfterStartChange(t('15:30'), t('16:00'), general)).toBeNull(); // 30 min: too short
    expect(endAfterStartChange(t('17:00'), t('16:00'), general)).toBeNull(); // before the start
    expect(endAfterStartChange(t('14:00'), null, general)).toBeNull();
  });
});

describe('the dates a tier may pick', () => {
  it.each([
    ['general', '2026-11-29'],
    ['vip', '2026-12-06'],
  ] as const)('%s: today through %s', (tier, last) => {
    expect(bookableDateRange(TIERS[tier], venue, NOW)).toEqual({ first: '2026-11-22', last });
  });

  it.each([
    ['2026-11-21', 'general', 'past'],
    ['2026-11-22', 'general', null],
    ['2026-11-29', 'general', null], // exactly 7 days
    ['2026-11-30', 'general', 'beyondWindow'],
    ['2026-12-06', 'vip', null], // exactly 14 days
    ['2026-12-07', 'vip', 'beyondWindow'],
  ] as const)('%s for %s: %s', (date, tier, reason) => {
    expect(bookingDateDisabledReason(date, TIERS[tier], venue, NOW)).toBe(reason);
  });

  it('disables today once the last start has gone', () => {
    const late = at('2026-11-22', '21:00');
    expect(bookingDateDisabledReason('2026-11-22', TIERS.general, venue, late)).toBe('noTimesLeft');
    expect(bookingDateDisabledReason('2026-11-22', TIERS.general, venue, late - 1)).toBeNull();
  });

  it('uses the venue day, not the UTC day, near midnight', () => {
    // 23:30 in Denver on the 22nd is already the 23rd in UTC.
    const lateEvening = at('2026-11-22', '23:30');
    expect(bookableDateRange(TIERS.general, venue, lateEvening)).toEqual({
      first: '2026-11-22',
      last: '2026-11-29',
    });
  });
});

describe('daylight saving days, with a venue open through the night', () => {
  const night = resolveVenue({ hours: { open: '00:00', close: '06:00' } });

  it('2026-03-08 has no 02:00-02:59: no slots there', () => {
    const times = dayGrid('2026-03-08', night).map((p) => p.value);
    expect(times).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
      '05:30',
      '06:00',
    ]);
  });

  it('2026-11-01 has 01:00-01:59 twice: two sets of slots, told apart', () => {
    const grid = dayGrid('2026-11-01', night);
    expect(grid.map((p) => p.label)).toEqual([
      '12:00 AM',
      '12:30 AM',
      '1:00 AM (MDT)',
      '1:30 AM (MDT)',
      '1:00 AM (MST)',
      '1:30 AM (MST)',
      '2:00 AM',
      '2:30 AM',
      '3:00 AM',
      '3:30 AM',
      '4:00 AM',
      '4:30 AM',
      '5:00 AM',
      '5:30 AM',
      '6:00 AM',
    ]);
    // A repeated time's value is its instant, so it names exactly one moment.
    expect(grid[2]?.value).toBe('2026-11-01T07:00:00.000Z');
    expect(grid[4]?.value).toBe('2026-11-01T08:00:00.000Z');
  });

  it.each([
    ['2026-03-08', '01:00', Date.UTC(2026, 2, 1)],
    ['2026-11-01', '2026-11-01T07:00:00.000Z', Date.UTC(2026, 9, 28)],
  ])('a 1-hour booking on %s is 60 minutes long', (date, startValue, now) => {
    const start = dayGrid(date, night).find((p) => p.value === startValue);
    if (!start) throw new Error('start slot missing');
    const firstEnd = endOptions(date, night, TIERS.vip, start.instant).find((o) => !o.disabled);
    if (!firstEnd) throw new Error('no end offered');
    expect(firstEnd.instant - start.instant).toBe(HOUR);

    const check = validateNewBooking(
      { bayNumber: '1', bookingDate: date, startTime: start.value, endTime: firstEnd.value, guestCount: '1' },
      { venue: night, now, user: vip, upcomingCount: 0 },
    );
    expect(check.ok && check.booking.end - check.booking.start).toBe(HOUR);
  });

  it('reads wall times across the gap as real time: 01:30-03:00 is a 30-minute booking', () => {
    const check = validateNewBooking(
      { bayNumber: '1', bookingDate: '2026-03-08', startTime: '01:30', endTime: '03:00', guestCount: '1' },
      { venue: night, now: Date.UTC(2026, 2, 1), user: vip, upcomingCount: 0 },
    );
    expect(check).toMatchObject({ ok: false, error: { title: 'Minimum Duration' } });
  });

  it('refuses a wall time that does not exist that day', () => {
    const check = validateNewBooking(
      { bayNumber: '1', bookingDate: '2026-03-08', startTime: '02:30', endTime: '04:00', guestCount: '1' },
      { venue: night, now: Date.UTC(2026, 2, 1), user: vip, upcomingCount: 0 },
    );
    expect(check).toMatchObject({ ok: false, error: { title: 'Invalid Time', field: 'startTime' } });
  });

  it('a 3-hour VIP session across the autumn repeat is 3 real hours', () => {
    const check = validateNewBooking(
      { bayNumber: '1', bookingDate: '2026-11-01', startTime: '00:00', endTime: '02:00', guestCount: '1' },
      { venue: night, now: Date.UTC(2026, 9, 28), user: vip, upcomingCount: 0 },
    );
    expect(check.ok && (check.booking.end - check.booking.start) / HOUR).toBe(3);
  });
});

describe('the day grid is walked once a venue day', () => {
  it('answers the same frozen grid again, and a new one when the hours differ', () => {
    const grid = dayGrid('2026-12-01', venue);
    expect(dayGrid('2026-12-01', venue)).toBe(grid);
    expect(Object.isFrozen(grid)).toBe(true);
    expect(Object.isFrozen(grid[0])).toBe(true);
    const later = resolveVenue({ hours: { ...venue.hours, open: '10:00' } });
    expect(dayGrid('2026-12-01', later)).not.toBe(grid);
    expect(dayGrid('2026-12-01', later)[0]?.time).toBe('10:00');
  });

  it('finds grid instants and wall times as a walk of the grid would, DST days included', () => {
    for (const date of ['2026-03-08', '2026-11-01', '2026-07-04']) {
      const grid = dayGrid(date, venue);
      for (const point of grid) {
        expect(isOnDayGrid(date, venue, point.instant)).toBe(true);
        expect(gridInstantOf(date, venue, point.time)).toBe(point.instant);
      }
      expect(isOnDayGrid(date, venue, (grid[0]?.instant ?? 0) + 60_000)).toBe(false);
      expect(gridInstantOf(date, venue, '08:30')).toBeUndefined();
    }
  });
});
