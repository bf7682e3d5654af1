/**
 * The VIP-bay setting (bay 3 for VIP only here, `resolveVenue({ vipBays: ['3'] })`) reaches every
 * check that asks mayBookBay: the booking rules, 'any bay' on the waitlist and the plan card's copy
 * all follow it.
 */
import { describe, expect, it } from 'vitest';
import {
  ANY_BAY,
  type BookingInput,
  baysForTier,
  bookingMessages,
  resolveVenue,
  TIERS,
  tierFeatures,
  validateBookingEdit,
  validateNewBooking,
  validateWaitlistJoin,
} from '../src';
import { general, NOW, vip } from './fixtures';

const venue = resolveVenue({ vipBays: ['3'] });
const input: BookingInput = {
  bayNumber: '3',
  bookingDate: '2026-11-24',
  startTime: '14:00',
  endTime: '15:00',
  guestCount: '1',
};
const ctx = (user: object) => ({ venue, now: NOW, user, upcomingCount: 0 });
const refused = {
  ok: false,
  error: {
    ...bookingMessages.bayNotForTier('3', TIERS.general.name),
    code: 'bay_not_for_tier',
    status: 400,
    field: 'bayNumber',
  },
};

describe('a bay the tier may not book', () => {
  it.each([
    ['a new booking', () => validateNewBooking(input, ctx(general))],
    ['a moved booking', () => validateBookingEdit(input, ctx(general))],
    [
      'a desk booking past the limits',
      () => validateNewBooking(input, { ...ctx(general), staffOverride: true }),
    ],
    ['joining the waitlist for that bay', () => validateWaitlistJoin(input, ctx(general))],
  ])('refuses %s with its own code and words', (_, check) => {
    expect(check()).toEqual(refused);
  });

  it('reads in the member words, naming the bay and the tier', () => {
    expect(refused.error.message).toBe(
      'Bay 3 is not included in General membership. Please choose another bay.',
    );
  });

  it('lets a tier that may book it book it', () => {
    expect(validateNewBooking(input, ctx(vip))).toMatchObject({ ok: true, booking: { bayNumber: '3' } });
    expect(validateBookingEdit(input, ctx(vip))).toMatchObject({ ok: true });
  });

  it("checks 'any bay' on the waitlist against a bay the member may book", () => {
    expect(baysForTier(venue, 'general')).toEqual(['1', '2']);
    const check = validateWaitlistJoin({ ...input, bayNumber: ANY_BAY }, ctx(general));
    expect(check).toMatchObject({ ok: true, anyBay: true, booking: { bayNumber: '1' } });
  });

  it('says on the plan card how many bays the tier has', () => {
    expect(tierFeatures(TIERS.general, venue)[0]).toBe(
      'Access to 2 of the 3 simulator bays and 200+ courses',
    );
    expect(tierFeatures(TIERS.vip, venue)[0]).toBe('Access to all 3 simulator bays and 200+ courses');
  });
});
