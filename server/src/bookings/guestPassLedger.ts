/**
 * VIP guest passes as a reservation: a booking takes its passes when it is made or held, an edit
 * adding guests takes them when its checkout opens, and they come back when the hold lapses, the
 * checkout is cancelled or the booking is cancelled. Whatever takes passes late (a payment arriving
 * after its hold lapsed) re-checks the month's total first, so no sequence of requests gives a
 * member more than the tier's passes in a venue month.
 */
import { activeTier, guestPassesLeft, monthOf, venueDate } from '@lounge/core';
import type { AppContext } from '../appContext';
import { passTier } from '../membership/frozenDays';
import type { UserRow } from '../users/userService';
import { findUserById } from '../users/userService';
import { type BookingRow, passesUsed, setPasses } from './bookingStore';
import { quoteBookingEdit } from './paidGuests';

/** Passes the member has left this venue month; null for a tier without passes (General). */
export function guestPassesLeftNow(ctx: AppContext, user: UserRow): number | null {
  const tier = activeTier(user);
  if (!tier || tier.freeGuestPassesPerMonth === 0) return null;
  const month = monthOf(venueDate(ctx.now(), ctx.config.venue.timeZone));
  return guestPassesLeft(passTier(ctx, user.id, tier, month), passesUsed(ctx.db, user.id, month));
}

/**
 * Gives a booking up to `wanted` passes in its month, no more than the month has left besides its
 * own; returns how many it got. Call inside the write transaction.
 */
export function takePassesWithinMonth(
  ctx: AppContext,
  booking: BookingRow,
  wanted: number,
  nowIso: string,
): number {
  const member = findUserById(ctx.db, booking.userId);
  const tier = member ? activeTier(member) : null;
  const month = monthOf(booking.bookingDate);
  const left = tier
    ? guestPassesLeft(
        passTier(ctx, booking.userId, tier, month),
        passesUsed(ctx.db, booking.userId, month, booking.id),
      )
    : 0;
  const taken = Math.max(0, Math.min(wanted, left));
  setPasses(ctx.db, booking, taken, month, nowIso);
  if (taken < wanted) {
    ctx.logger.warn('guest passes ran out before a late payment arrived; guests left unpaid', {
      bookingId: booking.id,
      wanted,
      taken,
    });
  }
  return taken;
}

/** The passes a booking holds for the guests it has now (an edit's checkout ended unpaid). */
export function restorePasses(ctx: AppContext, booking: BookingRow, nowIso: string): void {
  const member = findUserById(ctx.db, booking.userId);
  const tier = member ? activeTier(member) : null;
  if (!tier) {
    setPasses(ctx.db, booking, 0, '', nowIso);
    return;
  }
  const month = monthOf(booking.bookingDate);
  const quote = quoteBookingEdit(
    passTier(ctx, booking.userId, tier, month),
    booking,
    booking.guestCount - 1,
    passesUsed(ctx.db, booking.userId, month, booking.id),
  );
  setPasses(ctx.db, booking, quote.passGuests, month, nowIso);
}
