/**
 * Guest fees and VIP guest passes (docs/product.md, choice 6).
 * General: GUEST_FEE_CENTS per guest per booking. VIP: `freeGuestPassesPerMonth` free guest passes
 * per calendar month of the venue (the month the booking is played in); guests beyond the passes
 * left are charged like General.
 * An edit that adds guests is charged for the added guests only (quoteEditedGuests).
 */
import { Temporal } from 'temporal-polyfill';
import { type Freeze, freezeOn } from './membershipFreeze';
import { GUEST_FEE_CENTS, type TierRules } from './tiers';
import { addDays } from './time';

export interface GuestFeeQuote {
  guests: number;
  /** Guests covered by VIP guest passes. */
  passGuests: number;
  /** Guests charged GUEST_FEE_CENTS each. */
  paidGuests: number;
  feeCents: number;
}

/**
 * A tier as it stands for a venue month ('YYYY-MM') of a member frozen on some of its days: no VIP
 * guest passes for frozen days, so the month's passes are those of its days not frozen, to the
 * nearest pass (a month frozen throughout has none). A freeze is whole billing months, which
 * straddle calendar months: this withholds about one month of passes for each month frozen.
 */
export function tierForMonth(tier: TierRules, month: string, freezes: readonly Freeze[]): TierRules {
  if (tier.freeGuestPassesPerMonth === 0 || freezes.length === 0) return tier;
  const first = `${month}-01`;
  const days = Temporal.PlainDate.from(first).daysInMonth;
  let frozen = 0;
  for (let i = 0; i < days; i += 1) if (freezeOn(addDays(first, i), freezes)) frozen += 1;
  if (frozen === 0) return tier;
  const passes = Math.round((tier.freeGuestPassesPerMonth * (days - frozen)) / days);
  return { ...tier, freeGuestPassesPerMonth: passes };
}

/** Passes a tier has left in a month after `used` were taken. */
export function guestPassesLeft(tier: TierRules, used: number): number {
  return Math.max(0, tier.freeGuestPassesPerMonth - Math.max(0, used));
}

/** The fee for `guests` guests, given the passes the member already used in the booking's month. */
export function quoteGuestFee(tier: TierRules, guests: number, passesUsedThisMonth: number): GuestFeeQuote {
  const count = Math.max(0, Math.floor(guests));
  const passGuests = Math.min(count, guestPassesLeft(tier, passesUsedThisMonth));
  const paidGuests = count - passGuests;
  return { guests: count, passGuests, paidGuests, feeCents: paidGuests * GUEST_FEE_CENTS };
}

/**
 * The fee when an edit sets a booking's guests to `newGuests`. Guests the booking already paid for
 * (`paidGuestsCovered`, as the booking recorded them when charged, at whatever fee) stay paid; the rest use the month's passes left (VIP),
 * then are charged. For a General member whose guests were all paid this charges exactly the added
 * guests; fewer guests cost nothing and are not refunded here.
 */
export function quoteEditedGuests(
  tier: TierRules,
  newGuests: number,
  paidGuestsCovered: number,
  passesUsedElsewhere: number,
): GuestFeeQuote {
  const count = Math.max(0, Math.floor(newGuests));
  const uncovered = Math.max(0, count - Math.max(0, paidGuestsCovered));
  const passGuests = Math.min(uncovered, guestPassesLeft(tier, passesUsedElsewhere));
  const paidGuests = uncovered - passGuests;
  return { guests: count, passGuests, paidGuests, feeCents: paidGuests * GUEST_FEE_CENTS };
}
