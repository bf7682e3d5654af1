/**
 * Lessons: free times from a coach's hours and exceptions, minus bookings, blocks and other lessons;
 * the VIP's price and the packs' in integer cents, half up; the cancellation cut-off in real hours
 * across DST. Runs under three machine zones: the venue's wall clock decides, never the machine's.
 */
import { describe, expect, it } from 'vitest';
import {
  coachHoursError,
  coachHoursOn,
  creditExpiresOn,
  DEFAULT_LESSON_TYPES,
  DEFAULT_VENUE,
  type FreeLessonQuery,
  freeLessonTimes,
  LESSON_CANCEL_HOURS,
  lessonCancelInTime,
  lessonPackPriceCents,
  lessonPriceCents,
  packRefundCents,
  percentOffCents,
  wallToInstant,
} from '../src';

const ZONE = DEFAULT_VENUE.timeZone;
const at = (date: string, time: string) => wallToInstant(date, time, ZONE);
const HOUR = 3_600_000;

// 2026-12-07 is a Monday.
const MONDAY = '2026-12-07';
const weekly = [
  { weekday: 1, start: '10:00', end: '13:00' },
  { weekday: 6, start: '09:00', end: '12:00' },
];

function query(over: Partial<FreeLessonQuery> = {}): FreeLessonQuery {
  return {
    date: MONDAY,
    timeZone: ZONE,
    hours: DEFAULT_VENUE.hours,
    minutes: 60,
    needsBay: true,
    bays: ['1', '2'],
    coachHours: coachHoursOn(MONDAY, weekly, []),
    coachBusy: [],
    bayBusy: [],
    now: at('2026-12-01', '09:00'),
    ...over,
  };
}
const starts = (q: FreeLessonQuery) => freeLessonTimes(q).map((t) => `${t.startTime}-${t.endTime}@${t.bay}`);

describe('a coach’s hours', () => {
  it('are the week’s for the weekday (0 Sunday .. 6 Saturday)', () => {
    expect(coachHoursOn(MONDAY, weekly, [])).toEqual([{ start: '10:00', end: '13:00' }]);
    expect(coachHoursOn('2026-12-12', weekly, [])).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(coachHoursOn('2026-12-13', weekly, [])).toEqual([]);
  });

  it('give way to an exception: a day off without times, a different day with them', () => {
    expect(coachHoursOn(MONDAY, weekly, [{ date: MONDAY }])).toEqual([]);
    expect(
      coachHoursOn('2026-12-12', weekly, [{ date: '2026-12-12', start: '14:00', end: '16:00' }]),
    ).toEqual([{ start: '14:00', end: '16:00' }]);
    expect(coachHoursOn('2026-12-14', weekly, [{ date: MONDAY }])).toEqual([
      { start: '10:00', end: '13:00' },
    ]);
  });

  it('are refused when a span ends before it starts, a weekday is out of range or an exception is half set', () => {
    expect(coachHoursError(weekly, [])).toBeNull();
    expect(coachHoursError([{ weekday: 7, start: '10:00', end: '11:00' }], [])?.field).toBe('weekly');
    expect(coachHoursError([{ weekday: 1, start: '11:00', end: '11:00' }], [])?.field).toBe('weekly');
    expect(coachHoursError([], [{ date: MONDAY, start: '10:00' }])?.field).toBe('exceptions');
    expect(coachHoursError([], [{ date: '2026-02-30' }])?.field).toBe('exceptions');
  });
});

describe('free lesson times', () => {
  it('are every grid start inside the coach’s hours where the whole lesson fits', () => {
    expect(starts(query())).toEqual([
      '10:00-11:00@1',
      '10:30-11:30@1',
      '11:00-12:00@1',
      '11:30-12:30@1',
      '12:00-13:00@1',
    ]);
  });

  it('leave out the coach’s other lessons and the exception’s day off', () => {
    const busy = [{ start: at(MONDAY, '11:00'), end: at(MONDAY, '12:00') }];
    expect(starts(query({ coachBusy: busy }))).toEqual(['10:00-11:00@1', '12:00-13:00@1']);
    expect(starts(query({ coachHours: coachHoursOn(MONDAY, weekly, [{ date: MONDAY }]) }))).toEqual([]);
  });

  it('move to a free bay around bookings and blocks, and drop a time with no bay free', () => {
    const bayBusy = [
      { bay: '1', start: at(MONDAY, '10:00'), end: at(MONDAY, '11:00') },
      { bay: '2', start: at(MONDAY, '11:00'), end: at(MONDAY, '12:30') },
    ];
    expect(starts(query({ bayBusy }))).toEqual([
      '10:00-11:00@2',
      '11:00-12:00@1',
      '11:30-12:30@1',
      '12:00-13:00@1',
    ]);
    const allTaken = [...bayBusy, { bay: '1', start: at(MONDAY, '11:00'), end: at(MONDAY, '13:00') }];
    expect(starts(query({ bayBusy: allTaken }))).toEqual(['10:00-11:00@2']);
  });

  it('ignore bays for a type that needs none, and times already begun', () => {
    const bayBusy = ['1', '2'].map((bay) => ({ bay, start: at(MONDAY, '10:00'), end: at(MONDAY, '13:00') }));
    expect(starts(query({ bayBusy, needsBay: false, minutes: 90 }))).toEqual([
      '10:00-11:30@null',
      '10:30-12:00@null',
      '11:00-12:30@null',
      '11:30-13:00@null',
    ]);
    expect(starts(query({ now: at(MONDAY, '11:00') }))).toEqual(['11:30-12:30@1', '12:00-13:00@1']);
  });

  it('stay inside the venue’s opening hours', () => {
    const early = [{ start: '07:00', end: '10:00' }];
    expect(starts(query({ coachHours: early }))).toEqual(['09:00-10:00@1']);
  });

  it('last their real minutes on the night the clocks go back', () => {
    // 2026-11-01: 01:00-02:00 happens twice in Denver; the venue is open 00:00-04:00 here.
    const night = { open: '00:00', close: '04:00', stepMinutes: 60 };
    const times = freeLessonTimes(
      query({
        date: '2026-11-01',
        hours: night,
        coachHours: [{ start: '00:00', end: '04:00' }],
        now: at('2026-10-30', '09:00'),
      }),
    );
    for (const t of times) expect(t.end - t.start).toBe(HOUR);
    // 01:00 (the first) plus an hour is 01:00 again on the wall.
    expect(times.map((t) => `${t.startTime}-${t.endTime}`)).toEqual([
      '00:00-01:00',
      '01:00-01:00',
      '02:00-03:00',
      '03:00-04:00',
    ]);
  });
});

describe('prices in integer cents', () => {
  it('start at a 60-minute private lesson for $120 and a 30-minute swing check for $65', () => {
    expect(DEFAULT_LESSON_TYPES.map((t) => [t.name, t.minutes, t.priceCents])).toEqual([
      ['Private lesson', 60, 12_000],
      ['Swing check', 30, 6_500],
    ]);
  });

  it('take 20% off for the VIP, half up to the cent', () => {
    expect(lessonPriceCents(12_000, true)).toBe(9_600);
    expect(lessonPriceCents(6_500, true)).toBe(5_200);
    expect(lessonPriceCents(12_000, false)).toBe(12_000);
    // 20% off $0.13 is 10.4 cents: 10; off $0.03 is 2.4: 2; off 1 cent... 0.8: 1.
    expect(percentOffCents(13, 20)).toBe(10);
    expect(percentOffCents(1, 20)).toBe(1);
    // 80% of 6,443 is 5,154.4 -> 5,154; of 6,444 is 5,155.2 -> 5,155; of 6,446.875... integers only.
    expect(lessonPriceCents(6_443, true)).toBe(5_154);
    expect(percentOffCents(5, 50)).toBe(3);
  });

  it('sell 5 for the price of 4.5 and 10 for 8.5, VIP 20% off the pack', () => {
    expect(lessonPackPriceCents(12_000, 5, false)).toBe(54_000);
    expect(lessonPackPriceCents(12_000, 10, false)).toBe(102_000);
    expect(lessonPackPriceCents(12_000, 5, true)).toBe(43_200);
    expect(lessonPackPriceCents(6_500, 10, true)).toBe(44_200);
    // 4.5 x $64.99 = $292.455 -> $292.46 (half up), then VIP 80% = 233.968 -> $233.97.
    expect(lessonPackPriceCents(6_499, 5, false)).toBe(29_246);
    expect(lessonPackPriceCents(6_499, 5, true)).toBe(23_397);
  });

  it('refund a pack pro rata of what was paid for the credits unused, half up', () => {
    expect(packRefundCents(54_000, 5, 3)).toBe(32_400);
    expect(packRefundCents(29_246, 5, 1)).toBe(5_849);
    expect(packRefundCents(10_000, 3, 1)).toBe(3_333);
    expect(packRefundCents(10_000, 3, 2)).toBe(6_667);
    expect(packRefundCents(54_000, 5, 0)).toBe(0);
  });

  it('keep credits for 12 months: a pack bought on 15 March serves lessons to 14 March next year', () => {
    expect(creditExpiresOn('2026-03-15')).toBe('2027-03-14');
    expect(creditExpiresOn('2028-02-29', 12)).toBe('2029-02-27');
  });
});

describe(`the ${LESSON_CANCEL_HOURS}-hour cut-off`, () => {
  it('counts real hours: 24 is in time, a minute less is late', () => {
    const start = at('2026-12-10', '15:00');
    expect(lessonCancelInTime(start, start - 24 * HOUR)).toBe(true);
    expect(lessonCancelInTime(start, start - 24 * HOUR + 60_000)).toBe(false);
  });

  it('across spring forward: the same wall time the day before is only 23 hours ahead', () => {
    const start = at('2026-03-08', '10:00');
    expect(start - at('2026-03-07', '10:00')).toBe(23 * HOUR);
    expect(lessonCancelInTime(start, at('2026-03-07', '10:00'))).toBe(false);
    expect(lessonCancelInTime(start, at('2026-03-07', '09:00'))).toBe(true);
  });

  it('across fall back: the same wall time the day before is 25 hours ahead', () => {
    const start = at('2026-11-01', '10:00');
    expect(lessonCancelInTime(start, at('2026-10-31', '10:30'))).toBe(true);
    expect(lessonCancelInTime(start, at('2026-10-31', '11:00'))).toBe(true);
    expect(lessonCancelInTime(start, at('2026-10-31', '11:01'))).toBe(false);
  });
});
