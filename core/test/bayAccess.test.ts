import { describe, expect, it } from 'vitest';
import {
  baysForTier,
  DEFAULT_VENUE,
  MEMBERSHIP_TYPES,
  mayBookBay,
  resolveVenue,
  TIERS,
  tierFeatures,
  validateNewBooking,
} from '../src';
import { general, NOW } from './fixtures';

const venues = [
  ['the default venue', DEFAULT_VENUE],
  ['a venue of four bays', resolveVenue({ bays: ['1', '2', '3', '4'] })],
  ['a venue with lettered bays', resolveVenue({ bays: ['A', 'B'] })],
] as const;

describe('the bays a member may book (mayBookBay, baysForTier)', () => {
  describe.each(venues)('%s', (_, venue) => {
    it.each(MEMBERSHIP_TYPES)('a %s member may book every bay, in the venue order', (tier) => {
      expect(baysForTier(venue, tier)).toEqual([...venue.bays]);
      for (const bay of venue.bays) expect(mayBookBay(venue, tier, bay)).toBe(true);
    });

    it.each(MEMBERSHIP_TYPES)('a %s member may book no bay the venue does not have', (tier) => {
      for (const bay of ['0', '21', '', 'any', ' 1']) expect(mayBookBay(venue, tier, bay)).toBe(false);
    });

    it.each(MEMBERSHIP_TYPES)("the %s plan card offers all the venue's bays", (tier) => {
      expect(tierFeatures(TIERS[tier], venue)[0]).toBe(
        `Access to all ${venue.bays.length} simulator bays and 200+ courses`,
      );
    });
  });

  it('books every bay of the venue through the booking rules', () => {
    for (const bay of DEFAULT_VENUE.bays) {
      const check = validateNewBooking(
        { bayNumber: bay, bookingDate: '2026-11-24', startTime: '14:00', endTime: '15:00', guestCount: '1' },
        { venue: DEFAULT_VENUE, now: NOW, user: general, upcomingCount: 0 },
      );
      expect(check).toMatchObject({ ok: true, booking: { bayNumber: bay } });
    }
  });
});
