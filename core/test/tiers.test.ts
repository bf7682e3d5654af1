import { describe, expect, it } from 'vitest';
import {
  activeTier,
  checkoutPriceCents,
  flowFromQuery,
  formatPrice,
  perkComparison,
  planFromQuery,
  resolveVenue,
  TIERS,
  tierFeatures,
} from '../src';
import { venue } from './fixtures';

describe('tier limits (docs/product.md)', () => {
  it.each([
    ['maxUpcomingBookings', 1, 2],
    ['maxSessionHours', 2, 3],
    ['advanceWindowDays', 7, 14],
    ['maxGuests', 4, 4],
    ['freeGuestPassesPerMonth', 0, 10],
    ['eventDiscountPercent', 10, 15],
  ] as const)('%s: General %i, VIP %i', (key, g, v) => {
    expect(TIERS.general[key]).toBe(g);
    expect(TIERS.vip[key]).toBe(v);
  });

  it.each([
    ['general', 17900, 34900, 53700, 18800],
    ['vip', 27900, 54900, 83700, 28800],
  ] as const)(
    '%s prices in cents: monthly %i, intro %i, regular 3 months %i, saving %i',
    (tier, monthly, intro, regular, saving) => {
      expect(TIERS[tier].prices).toEqual({
        monthlyCents: monthly,
        introCents: intro,
        regularIntroPeriodCents: regular,
        introSavingCents: saving,
      });
    },
  );

  it('charges the intro price or one month at checkout', () => {
    expect(checkoutPriceCents('general', 'intro')).toBe(34900);
    expect(checkoutPriceCents('vip', 'monthly')).toBe(27900);
  });

  it('defaults a checkout URL to General, intro', () => {
    expect([planFromQuery(undefined), flowFromQuery(null)]).toEqual(['general', 'intro']);
    expect([planFromQuery('vip'), flowFromQuery('monthly')]).toEqual(['vip', 'monthly']);
    expect([planFromQuery('platinum'), flowFromQuery('yearly')]).toEqual(['general', 'intro']);
  });
});

describe('prices as copy: amount/100, no decimals', () => {
  it.each([
    [17900, '$179'],
    [34900, '$349'],
    [150000, '$1,500'],
    [1000, '$10'],
    [0, '$0'],
  ])('%i cents is %s', (cents, text) => expect(formatPrice(cents)).toBe(text));
});

describe('active membership', () => {
  it.each([
    [{ membershipType: 'general', membershipStatus: 'intro' }, 'general'],
    [{ membershipType: 'general', membershipStatus: 'monthly' }, 'general'],
    [{ membershipType: 'vip', membershipStatus: 'monthly' }, 'vip'],
    [{ membershipType: 'vip', membershipStatus: 'pending' }, null],
    [{ membershipType: 'vip', membershipStatus: 'inactive' }, null],
    [{ membershipType: null, membershipStatus: 'monthly' }, null],
    [{ membershipType: 'gold', membershipStatus: 'monthly' }, null],
    [null, null],
  ])('%o has tier %s', (user, type) => {
    expect(activeTier(user)?.type ?? null).toBe(type);
  });
});

describe('plan card features', () => {
  it('say up to 4 guests for General (not the old "2 guests max") and come from the rules', () => {
    const features = tierFeatures(TIERS.general, venue);
    expect(features).toContain('Bring up to 4 guests ($10 per guest)');
    expect(features).toContain('1 upcoming booking at a time');
    expect(features).toContain('Sessions up to 2 hours');
    expect(features).toContain('Book up to 7 days in advance');
    expect(features).toContain('10% off private events');
    expect(features.join(' ')).not.toMatch(/2 guests/);
  });

  it('list the VIP perks and limits', () => {
    const features = tierFeatures(TIERS.vip, venue);
    expect(features).toEqual(
      expect.arrayContaining([
        '2 upcoming bookings at a time',
        'Sessions up to 3 hours',
        'Book up to 14 days in advance',
        'Bring up to 4 guests, 10 free guest passes a month',
        '15% off private events',
        'Priority reservations: first offer of a freed bay from the waitlist',
        'VIP lounge access',
        'Concierge service',
        'Cash-prize tournaments',
        '20% off private instruction and merchandise',
      ]),
    );
  });

  it('follow the venue: a four-bay lounge says so', () => {
    expect(tierFeatures(TIERS.vip, venue)[0]).toBe('Access to all 3 simulator bays and 200+ courses');
    const four = resolveVenue({ bays: ['1', '2', '3', '4'] });
    expect(tierFeatures(TIERS.vip, four)[0]).toBe('Access to all 4 simulator bays and 200+ courses');
  });
});

describe('tiers compose: a higher tier has every perk of the one it builds on', () => {
  it('VIP includes General and has every General perk, then its own', () => {
    expect(TIERS.vip.includes).toBe('general');
    expect(TIERS.general.includes).toBeNull();
    expect(TIERS.vip.perks.slice(0, TIERS.general.perks.length)).toEqual([...TIERS.general.perks]);
    expect(TIERS.vip.perks).toContain('VIP lounge access');
    expect(new Set(TIERS.vip.perks).size).toBe(TIERS.vip.perks.length);
  });

  it('the comparison marks every General perk for VIP too, and VIP-only perks not for General', () => {
    const rows = perkComparison();
    expect(rows.find((r) => r.perk === 'Entertainment lounge access')?.included).toEqual({
      general: true,
      vip: true,
    });
    expect(rows.find((r) => r.perk === 'Member tournaments')?.included).toEqual({ general: true, vip: true });
    expect(rows.find((r) => r.perk === 'Concierge service')?.included).toEqual({ general: false, vip: true });
    expect(rows.every((r) => r.included.vip)).toBe(true);
    expect(rows.map((r) => r.perk)).toEqual([...TIERS.vip.perks]);
  });
});
