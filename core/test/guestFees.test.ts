import { describe, expect, it } from 'vitest';
import { guestPassesLeft, quoteEditedGuests, quoteGuestFee, TIERS, tierForMonth } from '../src';

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

describe('VIP guest passes of a frozen member', () => {
  // A freeze of one billing month from the 22nd: 10 of December's 31 days, 21 of January's.
  const freeze = { startsOn: '2026-12-22', resumesOn: '2027-01-22' };
  it.each([
    ['2026-11', [freeze], 10], // not frozen that month
    ['2026-12', [freeze], 7], // 21 of 31 days: 6.8
    ['2027-01', [freeze], 3], // 10 of 31 days: 3.2
    ['2027-01', [{ ...freeze, resumesOn: '2027-01-10' }], 7], // ended early on the 10th: 22 days
    ['2027-02', [{ startsOn: '2027-02-01', resumesOn: '2027-03-01' }], 0], // February frozen throughout
    ['2028-02', [{ startsOn: '2028-02-15', resumesOn: '2028-03-15' }], 5], // 14 of a leap February's 29
  ])('%s: %j leaves %i passes', (month, freezes, passes) => {
    expect(tierForMonth(TIERS.vip, month, freezes).freeGuestPassesPerMonth).toBe(passes);
  });

  it('withholds about one month of passes for each month frozen, whichever months it straddles', () => {
    const months = ['2026-12', '2027-01'];
    const given = months.reduce(
      (sum, m) => sum + tierForMonth(TIERS.vip, m, [freeze]).freeGuestPassesPerMonth,
      0,
    );
    expect(2 * TIERS.vip.freeGuestPassesPerMonth - given).toBe(TIERS.vip.freeGuestPassesPerMonth);
  });

  it('leaves General as it is: no passes to withhold', () => {
    expect(tierForMonth(TIERS.general, '2026-12', [freeze])).toBe(TIERS.general);
  });
});
