import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEMBERSHIP_TERMS,
  DEFAULT_VENUE,
  resolveVenue,
  venueCopy,
  venueInfo,
  weekdaysLabel,
} from '../src';

describe('venue copy', () => {
  it('states the default venue as docs/product.md does', () => {
    expect(venueCopy(DEFAULT_VENUE)).toEqual({
      hours: '9:00 AM - 10:00 PM',
      lastStart: '9:00 PM',
      bayCount: 'three',
      tourDays: 'Wednesday-Saturday',
      tourHours: '12:00 PM - 7:00 PM',
    });
  });

  it('follows overridden hours and bays', () => {
    const copy = venueCopy(resolveVenue({ bays: ['A', 'B'], hours: { open: '07:00', close: '23:00' } }));
    expect(copy).toMatchObject({ hours: '7:00 AM - 11:00 PM', lastStart: '10:00 PM', bayCount: 'two' });
  });

  it.each([
    [[3, 4, 5, 6], 'Wednesday-Saturday'],
    [[1], 'Monday'],
    [[6, 7, 1], 'Monday, Saturday, Sunday'],
    [[], ''],
  ])('labels weekdays %j as %s', (days, label) => {
    expect(weekdaysLabel(days)).toBe(label);
  });

  it('pairs the venue with its copy', () => {
    expect(venueInfo(DEFAULT_VENUE)).toEqual({
      venue: DEFAULT_VENUE,
      copy: venueCopy(DEFAULT_VENUE),
      runMode: { development: false, paymentsSandbox: false },
      membership: DEFAULT_MEMBERSHIP_TERMS,
      site: { foundingOffer: { endsOn: null, places: null }, social: {} },
    });
  });
});
