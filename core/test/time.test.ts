import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDateLong,
  formatWallTime,
  instantToWall,
  isIsoDate,
  isoWeekday,
  isTimeZone,
  isWallTime,
  monthOf,
  parseIsoInstant,
  toIsoInstant,
  venueDate,
  wallToInstant,
} from '../src';

const DENVER = 'America/Denver';

describe('wall clock to instant in the venue zone', () => {
  it.each([
    // date, time, expected UTC
    ['2026-11-22', '10:00', '2026-11-22T17:00:00.000Z'], // MST, UTC-7
    ['2026-07-04', '10:00', '2026-07-04T16:00:00.000Z'], // MDT, UTC-6
    ['2026-12-31', '23:30', '2027-01-01T06:30:00.000Z'], // crosses the UTC date
    // 2026-03-08: 02:00-02:59 does not exist; 'compatible' moves it forward by the gap.
    ['2026-03-08', '01:30', '2026-03-08T08:30:00.000Z'],
    ['2026-03-08', '02:30', '2026-03-08T09:30:00.000Z'],
    ['2026-03-08', '03:00', '2026-03-08T09:00:00.000Z'],
    // 2026-11-01: 01:00-01:59 happens twice; the first (MDT) is meant.
    ['2026-11-01', '01:30', '2026-11-01T07:30:00.000Z'],
    ['2026-11-01', '02:00', '2026-11-01T09:00:00.000Z'],
  ])('%s %s is %s', (date, time, iso) => {
    expect(toIsoInstant(wallToInstant(date, time, DENVER))).toBe(iso);
  });

  it('reads an instant back on the venue wall clock, with the offset telling repeated times apart', () => {
    expect(instantToWall(Date.parse('2026-11-01T07:30:00Z'), DENVER)).toEqual({
      date: '2026-11-01',
      time: '01:30',
      offset: '-06:00',
    });
    expect(instantToWall(Date.parse('2026-11-01T08:30:00Z'), DENVER)).toEqual({
      date: '2026-11-01',
      time: '01:30',
      offset: '-07:00',
    });
    expect(instantToWall(new Date('2027-01-01T06:30:00Z'), DENVER)).toEqual({
      date: '2026-12-31',
      time: '23:30',
      offset: '-07:00',
    });
  });

  it('gives the venue date, not the UTC or machine date', () => {
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Denver.
    expect(venueDate(Date.parse('2026-11-23T03:00:00Z'), DENVER)).toBe('2026-11-22');
    expect(venueDate(Date.parse('2026-11-23T03:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-23');
  });
});

describe('dates and times as strings', () => {
  it.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2000-02-29', true],
    ['2100-02-29', false],
    ['2026-04-30', true],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-00-10', false],
    ['2026-05-00', false],
    ['0000-01-01', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['20261122', false],
    [20261122, false],
    ['', false],
  ])('isIsoDate(%j) is %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it('isIsoDate agrees with Temporal on every day of four years, a century year and the days around them', () => {
    for (const year of [1900, 2000, 2024, 2026]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          let real = true;
          try {
            Temporal.PlainDate.from(text, { overflow: 'reject' });
          } catch {
            real = false;
          }
          expect(isIsoDate(text), text).toBe(real);
        }
      }
    }
  });

  it.each([
    ['09:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['09:60', false],
    ['09:00:00', false],
  ])('isWallTime(%j) is %s', (value, ok) => expect(isWallTime(value)).toBe(ok));

  it('does calendar arithmetic across month, year and DST boundaries', () => {
    expect(addDays('2026-11-22', 7)).toBe('2026-11-29');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(isoWeekday('2026-11-25')).toBe(3); // Wednesday
    expect(isoWeekday('2026-11-22')).toBe(7); // Sunday
    expect(monthOf('2026-11-30')).toBe('2026-11');
  });

  it('writes out dates in the venue zone', () => {
    expect(formatDateLong(Date.parse('2026-12-23T05:00:00Z'), 'America/Denver')).toBe('December 22, 2026');
    expect(formatDateLong(Date.parse('2026-12-23T05:00:00Z'), 'UTC')).toBe('December 23, 2026');
  });

  it('formats times the way members read them', () => {
    expect(formatWallTime('09:00')).toBe('9:00 AM');
    expect(formatWallTime('12:00')).toBe('12:00 PM');
    expect(formatWallTime('00:30')).toBe('12:30 AM');
    expect(formatWallTime('22:00')).toBe('10:00 PM');
  });

  it('accepts only instants that carry an offset', () => {
    expect(parseIsoInstant('2026-11-22T17:00:00Z')).toBe(Date.UTC(2026, 10, 22, 17));
    expect(parseIsoInstant('2026-11-22T10:00:00-07:00')).toBe(Date.UTC(2026, 10, 22, 17));
    expect(parseIsoInstant('2026-11-22T10:00:00')).toBeNull();
    // The form toIsoInstant writes, read without Temporal, and a date Date would bend refused.
    expect(parseIsoInstant('2026-11-22T17:00:00.250Z')).toBe(Date.UTC(2026, 10, 22, 17, 0, 0, 250));
    expect(parseIsoInstant('2026-02-30T17:00:00.000Z')).toBeNull();
    expect(parseIsoInstant('2026-04-31T17:00:00.000Z')).toBeNull();
    expect(parseIsoInstant('2028-02-29T17:00:00.000Z')).toBe(Date.UTC(2028, 1, 29, 17));
    expect(parseIsoInstant('2026-12-31T23:59:59.999Z')).toBe(Date.UTC(2026, 11, 31, 23, 59, 59, 999));
    expect(parseIsoInstant('2026-11-22T24:00:00.000Z')).toBeNull();
    expect(parseIsoInstant('tomorrow')).toBeNull();
    expect(parseIsoInstant(42)).toBeNull();
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('America/Denver')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
