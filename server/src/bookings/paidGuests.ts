/**
 * What a booking paid for. The guests it was charged for are written on the booking when they are
 * charged, beside the fee, and read back only here. They are never worked out again from the fee
 * divided by today's per-guest fee: once that fee changes, the division would ask an old booking to
 * pay again for guests it paid for, or let it add guests for nothing (docs/decisions/034).
 */
import { type GuestFeeQuote, quoteEditedGuests, type TierRules } from '@lounge/core';
import type { BookingRow } from './bookingStore';

type Charge = Pick<GuestFeeQuote, 'feeCents' | 'paidGuests'>;
/** A guest-fee payment: its amount and the guests it paid for, as priced when it was asked. */
export interface GuestsPaid {
  amountCents: number;
  paidGuests: number;
}
type PaidFor = Pick<BookingRow, 'guestFee' | 'paidGuests'>;

/** The guests a booking paid for (or a fee left owed at the desk charged for), as written then. */
export function paidGuestsOf(booking: Pick<BookingRow, 'paidGuests'>): number {
  return booking.paidGuests;
}

/** A new booking's columns for what it is charged: the quote's fee and the guests it priced. */
export function chargedFor(quote: Charge): PaidFor {
  return { guestFee: quote.feeCents, paidGuests: quote.paidGuests };
}

/** Nothing charged (a waitlist offer given back its claim's fee). */
export const NOTHING_CHARGED: PaidFor = { guestFee: 0, paidGuests: 0 };

/**
 * What the booking paid for once `added` more guests are charged. A fee left owed at the desk adds
 * its guests but not its money: the ledger's pending row is what the member owes, and the guests
 * are not to be charged a second time.
 */
export function withAddedGuests(booking: PaidFor, added: Charge, options: { owed?: boolean } = {}): PaidFor {
  return {
    guestFee: booking.guestFee + (options.owed ? 0 : added.feeCents),
    paidGuests: paidGuestsOf(booking) + added.paidGuests,
  };
}

/**
 * The fee when an edit gives the booking `guests` guests: the guests it paid for stay paid, at the
 * price they were paid; the rest use the month's passes, then are charged at today's fee.
 */
export function quoteBookingEdit(
  tier: TierRules,
  booking: Pick<BookingRow, 'paidGuests'>,
  guests: number,
  passesUsedElsewhere: number,
): GuestFeeQuote {
  return quoteEditedGuests(tier, guests, paidGuestsOf(booking), passesUsedElsewhere);
}
