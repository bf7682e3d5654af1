import { describe, expect, it } from 'vitest';
import { guestPassesLeft, quoteEditedGuests, quoteGuestFee, TIERS } from '../src';

describe('guest fees', () => {
  it.each([
    [0, 0],
    [1, 1000],
    [3, 3000],
    [4, 4000],
  ])('General pays $10 a guest: %i guests cost %i cents', (guests, fee) => {
    expect(quoteGuestFee(TIERS.general, guests, 0)).toEqual({
      guests,
      passGuests: 0,
      paidGuests: guests,
      feeCents: fee,
    });
  });

  it.each([
    // passes used this month, guests, pass guests, paid guests
    [0, 4, 4, 0],
    [6, 4, 4, 0], // uses passes 7-10
    [9, 1, 1, 0], // the last free pass of the month
    [9, 2, 1, 1], // the last pass plus one paid guest
    [10, 1, 0, 1], // passes gone: charged like General
    [12, 3, 0, 3],
  ])(
    'VIP with %i passes used bringing %i guests: %i on passes, %i paid',
    (used, guests, passGuests, paidGuests) => {
      expect(quoteGuestFee(TIERS.vip, guests, used)).toEqual({
        guests,
        passGuests,
        paidGuests,
        feeCents: paidGuests * 1000,
      });
    },
  );

  it('counts passes left and never below zero', () => {
    expect(guestPassesLeft(TIERS.vip, 0)).toBe(10);
    expect(guestPassesLeft(TIERS.vip, 9)).toBe(1);
    expect(guestPassesLeft(TIERS.vip, 14)).toBe(0);
    expect(guestPassesLeft(TIERS.general, 0)).toBe(0);
  });

  it.each([
    // tier, new guests, paid guests already covered, passes used elsewhere, pass guests, paid guests
    ['general', 3, 1, 0, 0, 2], // 1 guest was paid for: adding 2 charges 2
    ['general', 1, 3, 0, 0, 0], // fewer guests: nothing to pay
    ['general', 2, 2, 0, 0, 0],
    ['vip', 4, 0, 6, 4, 0], // passes cover all
    ['vip', 4, 0, 9, 1, 3], // the last pass, then 3 paid
    ['vip', 4, 2, 9, 1, 1], // 2 already paid, the last pass, 1 more paid
  ] as const)(
    'an edit for %s to %i guests with %i paid and %i passes used elsewhere: %i on passes, %i to pay',
    (tier, guests, covered, used, passGuests, paidGuests) => {
      expect(quoteEditedGuests(TIERS[tier], guests, covered, used)).toEqual({
        guests,
        passGuests,
        paidGuests,
        feeCents: paidGuests * 1000,
      });
    },
  );
});
