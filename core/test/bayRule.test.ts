/**
 * The VIP-bay setting (bay 3 for VIP only here, `resolveVenue({ vipBays: ['3'] })`) reaches every
 * check that asks mayBookBay: the booking rules, 'any bay' on the waitlist and the plan card's copy
 * all follow it.
 */
import { describe, expect, it } from 'vitest';
import {
  ANY_BAY,
  type BookingInput,
  bayChoices,
  bayLabel,
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

describe('the bays a form offers (bayChoices)', () => {
  it('names every bay by its label, in the venue order', () => {
    expect(bayLabel('2')).toBe('Bay 2');
    expect(bayChoices(venue, 'vip').map((c) => c.label)).toEqual(['Bay 1', 'Bay 2', 'Bay 3']);
  });

  it("disables a bay the member's tier may not book, with the reason", () => {
    expect(bayChoices(venue, 'general')).toEqual([
      { value: '1', label: 'Bay 1', disabled: false },
      { value: '2', label: 'Bay 2', disabled: false },
      { value: '3', label: 'Bay 3 - not in General membership', disabled: true },
    ]);
  });

  it('offers every bay before a member is chosen, and disables a bay taken at the chosen time', () => {
    expect(bayChoices(venue, null).every((c) => !c.disabled)).toBe(true);
    expect(bayChoices(venue, 'vip', (bay) => bay === '1')[0]).toEqual({
      value: '1',
      label: 'Bay 1 - taken',
      disabled: true,
    });
  });
});
