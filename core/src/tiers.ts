/**
 * Membership tiers: their limits, prices and the perks the plan cards list.
 * Every figure a screen states or the server enforces about a tier comes from TIERS.
 * Money is in cents everywhere; formatPrice turns it into copy.
 */
import { baysForTier, type VenueSettings } from './venue';

export const MEMBERSHIP_TYPES = ['general', 'vip'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** pending: account made at pre-checkout, payment not yet confirmed. */
export const MEMBERSHIP_STATUSES = ['pending', 'intro', 'monthly', 'inactive'] as const;

export const PLAN_FLOWS = ['intro', 'monthly'] as const;
export type PlanFlow = (typeof PLAN_FLOWS)[number];

/** Both tiers: at most this many players in a bay, the member plus up to MAX_GUESTS guests. */
export const MAX_PLAYERS = 5;
export const MAX_GUESTS = MAX_PLAYERS - 1;
export const MIN_SESSION_HOURS = 1;
/** The founding-member intro offer covers this many months, then monthly billing starts. */
export const INTRO_MONTHS = 3;
/** Per guest per booking, for General members and for VIP guests beyond the month's free passes. */
export const GUEST_FEE_CENTS = 1000;

export interface TierPrices {
  monthlyCents: number;
  /** The intro offer: INTRO_MONTHS months paid at once. */
  introCents: number;
  /** What INTRO_MONTHS months cost at the monthly price. */
  regularIntroPeriodCents: number;
  /** How much the intro offer saves over the regular price. */
  introSavingCents: number;
}

export interface TierRules {
  type: MembershipType;
  name: string;
  maxUpcomingBookings: number;
  maxSessionHours: number;
  advanceWindowDays: number;
  maxGuests: number;
  freeGuestPassesPerMonth: number;
  eventDiscountPercent: number;
  prices: TierPrices;
  /**
   * Perks beyond the booking limits, for the plan cards and comparison table: the perks of the tier
   * it builds on (`includes`) first, then its own. Built by `composedPerks`, never listed twice.
   */
  perks: readonly string[];
  /** The tier whose every perk this one has too (VIP builds on General). */
  includes: MembershipType | null;
}

function prices(monthlyCents: number, introCents: number): TierPrices {
  const regularIntroPeriodCents = monthlyCents * INTRO_MONTHS;
  return {
    monthlyCents,
    introCents,
    regularIntroPeriodCents,
    introSavingCents: regularIntroPeriodCents - introCents,
  };
}

// A higher tier has everything the one below has, plus its own: its perks are composed from both
// lists, so the comparison table and the plan cards cannot say VIP lacks a General perk.
/** The perk the site links to the tournaments page (claimLinks). */
export const MEMBER_TOURNAMENTS_PERK = 'Member tournaments';
const GENERAL_PERKS: readonly string[] = Object.freeze([
  'Entertainment lounge access',
  MEMBER_TOURNAMENTS_PERK,
]);
/**
 * VIP's priority, as the server keeps it (core's inOfferOrder in waitlist.ts): the perk on the plan
 * cards and the FAQ's sentence say exactly what it does, no more.
 */
export const WAITLIST_PRIORITY = Object.freeze({
  perk: 'Priority reservations: first offer of a freed bay from the waitlist',
  rule: 'When a booked time frees up, the waitlist offers it to VIP members first, then to General members, each in the order they joined.',
});
const VIP_OWN_PERKS: readonly string[] = Object.freeze([
  WAITLIST_PRIORITY.perk,
  'VIP lounge access',
  'Concierge service',
  'Cash-prize tournaments',
  '20% off private instruction and merchandise',
]);

function composedPerks(inherited: readonly string[], own: readonly string[]): readonly string[] {
  return Object.freeze([...new Set([...inherited, ...own])]);
}

export const TIERS: Readonly<Record<MembershipType, TierRules>> = Object.freeze({
  general: Object.freeze({
    type: 'general',
    name: 'General',
    maxUpcomingBookings: 1,
    maxSessionHours: 2,
    advanceWindowDays: 7,
    maxGuests: MAX_GUESTS,
    freeGuestPassesPerMonth: 0,
    eventDiscountPercent: 10,
    prices: prices(17900, 34900),
    perks: GENERAL_PERKS,
    includes: null,
  }),
  vip: Object.freeze({
    type: 'vip',
    name: 'VIP',
    maxUpcomingBookings: 2,
    maxSessionHours: 3,
    advanceWindowDays: 14,
    maxGuests: MAX_GUESTS,
    freeGuestPassesPerMonth: 10,
    eventDiscountPercent: 15,
    prices: prices(27900, 54900),
    perks: composedPerks(GENERAL_PERKS, VIP_OWN_PERKS),
    includes: 'general',
  }),
});

export function isMembershipType(value: unknown): value is MembershipType {
  return typeof value === 'string' && (MEMBERSHIP_TYPES as readonly string[]).includes(value);
}

function isPlanFlow(value: unknown): value is PlanFlow {
  return typeof value === 'string' && (PLAN_FLOWS as readonly string[]).includes(value);
}

/** The plan of a checkout URL: general unless it names vip (docs/product.md: defaults general, intro). */
export function planFromQuery(value: unknown): MembershipType {
  return isMembershipType(value) ? value : 'general';
}

export function flowFromQuery(value: unknown): PlanFlow {
  return isPlanFlow(value) ? value : 'intro';
}

/** What a membership checkout charges first: the intro offer or one month. */
export function checkoutPriceCents(plan: MembershipType, flow: PlanFlow): number {
  const p = TIERS[plan].prices;
  return flow === 'intro' ? p.introCents : p.monthlyCents;
}

/** Made once: a formatter costs ICU memory outside V8's heap (see dateFormats.ts). */
const dollars = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const WHOLE_DOLLARS = dollars(0);
const DOLLARS_AND_CENTS = dollars(2);

/** '$179', '$1,500': amount/100 with no decimals, as docs/product.md shows prices. */
export function formatPrice(cents: number): string {
  return WHOLE_DOLLARS.format(cents / 100);
}

/** '$49.93', '$20', '-$10': an amount of money to the cent (receipts, prorations, refunds); whole dollars without cents. */
export function formatMoney(cents: number): string {
  return (cents % 100 === 0 ? WHOLE_DOLLARS : DOLLARS_AND_CENTS).format(cents / 100);
}

/** The membership fields of an account, as the server stores them. */
export interface MembershipFields {
  membershipType?: string | null;
  membershipStatus?: string | null;
}

/**
 * The tier whose rules apply to an account, or null when it may not book: a General or VIP type
 * with a paid status (intro or monthly). A pending or inactive account has no tier.
 */
export function activeTier(user: MembershipFields | null | undefined): TierRules | null {
  if (!user || !isMembershipType(user.membershipType)) return null;
  if (user.membershipStatus !== 'intro' && user.membershipStatus !== 'monthly') return null;
  return TIERS[user.membershipType];
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'all 3 simulator bays', or '3 of the 4 simulator bays' when the tier may not book them all. */
function bayAccess(tier: TierRules, venue: VenueSettings): string {
  const open = baysForTier(venue, tier.type).length;
  const all = venue.bays.length;
  return open === all
    ? `all ${plural(all, 'simulator bay', 'simulator bays')}`
    : `${open} of the ${plural(all, 'simulator bay', 'simulator bays')}`;
}

/** The plan card's feature list, written from the tier's rules and the venue so it never disagrees with them. */
export function tierFeatures(tier: TierRules, venue: VenueSettings): string[] {
  const guests =
    tier.freeGuestPassesPerMonth > 0
      ? `Bring up to ${tier.maxGuests} guests, ${tier.freeGuestPassesPerMonth} free guest passes a month`
      : `Bring up to ${tier.maxGuests} guests (${formatPrice(GUEST_FEE_CENTS)} per guest)`;
  return [
    `Access to ${bayAccess(tier, venue)} and 200+ courses`,
    `${plural(tier.maxUpcomingBookings, 'upcoming booking', 'upcoming bookings')} at a time`,
    `Sessions up to ${plural(tier.maxSessionHours, 'hour', 'hours')}`,
    `Book up to ${tier.advanceWindowDays} days in advance`,
    guests,
    `${tier.eventDiscountPercent}% off private events`,
    ...tier.perks,
  ];
}

/** One perk row of the comparison table: the perk and, per tier, whether it has it. */
export interface PerkComparisonRow {
  perk: string;
  included: Readonly<Record<MembershipType, boolean>>;
}

/**
 * Every perk of any tier, in the order of the lowest tier that has it, with a mark per tier. Since
 * tiers compose, a perk a lower tier has is included in every tier that builds on it.
 */
export function perkComparison(): PerkComparisonRow[] {
  const perks = [...new Set(MEMBERSHIP_TYPES.flatMap((type) => TIERS[type].perks))];
  return perks.map((perk) => ({
    perk,
    included: { general: TIERS.general.perks.includes(perk), vip: TIERS.vip.perks.includes(perk) },
  }));
}
