import { describe, expect, it } from 'vitest';
import {
  baysForTier,
  DEFAULT_VENUE,
  hoursLabel,
  mayBookBay,
  resolveVenue,
  TIERS,
  tierFeatures,
  VenueSettingsError,
} from '../src';

describe('venue settings', () => {
  it('defaults to three bays, 09:00-22:00 in Denver, tours Wednesday-Saturday', () => {
    expect(DEFAULT_VENUE).toMatchObject({
      timeZone: 'America/Denver',
      bays: ['1', '2', '3'],
      hours: { open: '09:00', close: '22:00', stepMinutes: 30 },
      tours: {
        weekdays: [3, 4, 5, 6],
        firstSlot: '12:00',
        lastSlot: '19:00',
        maxPartySize: 4,
        windowDays: 60,
      },
    });
    expect(hoursLabel(DEFAULT_VENUE)).toBe('9:00 AM - 10:00 PM');
    expect(Object.isFrozen(DEFAULT_VENUE)).toBe(true);
  });

  it('applies overrides and keeps the defaults for the rest', () => {
    const v = resolveVenue({
      name: ' Eagle Lounge ',
      bays: ['A', 'B'],
      hours: { close: '23:00' },
      contact: { phone: '406' },
    });
    expect(v).toMatchObject({
      name: 'Eagle Lounge',
      bays: ['A', 'B'],
      hours: { open: '09:00', close: '23:00' },
      timeZone: 'America/Denver',
    });
    expect(v.contact).toEqual({ ...DEFAULT_VENUE.contact, phone: '406' });
    expect(resolveVenue()).toEqual(DEFAULT_VENUE);
  });

  it.each([
    [
      { timeZone: 'Montana/Bozeman' },
      'Venue time zone "Montana/Bozeman" is not an IANA time zone (e.g. America/Denver).',
    ],
    [{ bays: [] }, 'Venue must have 1 to 20 bays.'],
    [{ bays: ['1', '1'] }, 'Bay numbers must be unique.'],
    [{ bays: ['bay one'] }, 'Bay numbers must be 1 to 8 letters or digits.'],
    [{ hours: { open: '9am' } }, 'Venue open time must be HH:mm on the half hour (got "9am").'],
    [{ hours: { close: '22:15' } }, 'Venue close time must be HH:mm on the half hour (got "22:15").'],
    [
      { hours: { open: '21:30', close: '22:00' } },
      'Venue close time must be at least 1 hour after its open time.',
    ],
    [{ name: '  ' }, 'Venue name must be 1 to 100 characters.'],
    [{ vipBays: ['4'] }, 'VIP bay "4" is not one of the venue\'s bays.'],
    [{ vipBays: ['1', '2', '3'] }, 'At least one bay must be open to every member, not VIP only.'],
  ])('refuses %o', (overrides, message) => {
    expect(() => resolveVenue(overrides)).toThrow(new VenueSettingsError(message));
  });
});

describe('VIP bays', () => {
  const venue = resolveVenue({ bays: ['1', '2', '3', '4'], vipBays: ['4'] });

  it('has none by default: every tier may book every bay', () => {
    expect(DEFAULT_VENUE.vipBays).toEqual([]);
    expect(baysForTier(DEFAULT_VENUE, 'general')).toEqual(['1', '2', '3']);
  });

  it.each([
    ['general', '3', true],
    ['general', '4', false],
    ['vip', '3', true],
    ['vip', '4', true],
    ['vip', '5', false],
  ] as const)('a %s member may book bay %s: %s', (tier, bay, may) => {
    expect(mayBookBay(venue, tier, bay)).toBe(may);
  });

  it('leaves a VIP bay out of the bays a General member may book', () => {
    expect(baysForTier(venue, 'general')).toEqual(['1', '2', '3']);
    expect(baysForTier(venue, 'vip')).toEqual(['1', '2', '3', '4']);
  });

  it('says on the plan cards which tier has them', () => {
    expect(tierFeatures(TIERS.general, venue)[0]).toBe(
      'Access to 3 of the 4 simulator bays and 200+ courses',
    );
    expect(tierFeatures(TIERS.vip, venue)[0]).toBe('Access to all 4 simulator bays and 200+ courses');
  });
});
