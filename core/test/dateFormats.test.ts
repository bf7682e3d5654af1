/**
 * The shared Intl formatters (src/dateFormats.ts): a booking email reuses the ones the previous
 * email made instead of making its own (each costs ICU memory outside V8's heap), the words stay
 * the same, and the kept set is bounded.
 */
import { describe, expect, it } from 'vitest';
import { bookingEmails } from '../src';
import { dateTimeFormat, keptDateFormats } from '../src/dateFormats';
import { at, venue } from './fixtures';

const c = { venue, publicUrl: 'https://lounge.example' };
const iso = (date: string, time: string) => new Date(at(date, time)).toISOString();
const booking = (date: string) => ({
  bayNumber: '2',
  startTime: iso(date, '14:00'),
  endTime: iso(date, '16:00'),
  guestCount: 1,
  notes: null,
});

describe('shared date formatters', () => {
  it('gives the same formatter for the same options, a different one for others', () => {
    const a = dateTimeFormat({ timeZone: 'America/Denver', dateStyle: 'long' });
    expect(dateTimeFormat({ timeZone: 'America/Denver', dateStyle: 'long' })).toBe(a);
    expect(dateTimeFormat({ timeZone: 'UTC', dateStyle: 'long' })).not.toBe(a);
    expect(a.format(Date.UTC(2026, 10, 24, 19))).toBe('November 24, 2026');
  });

  it('makes no new formatter for the second and later booking emails', () => {
    const first = bookingEmails.confirmed('Ada', booking('2026-11-24'), c);
    // Count every Intl.DateTimeFormat made from here on, wherever it is made.
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args) {
        made++;
        return Reflect.construct(target, args);
      },
    });
    let later: (typeof first)[];
    try {
      later = ['2026-11-25', '2026-07-04', '2027-01-02'].map((d) =>
        bookingEmails.confirmed('Ada', booking(d), c),
      );
    } finally {
      Intl.DateTimeFormat = Real;
    }
    expect(made).toBe(0);
    expect(first.text).toContain('Tuesday, November 24, 2026, 2:00 PM – 4:00 PM MST');
    expect(later[1]?.text).toContain('Saturday, July 4, 2026, 2:00 PM – 4:00 PM MDT');
  });

  it('keeps at most 64 formatters, however many zones are asked for', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 100);
    for (const timeZone of zones) dateTimeFormat({ timeZone, timeZoneName: 'short' });
    expect(keptDateFormats()).toBeLessThanOrEqual(64);
    expect(keptDateFormats()).toBeGreaterThan(0);
  });
});
