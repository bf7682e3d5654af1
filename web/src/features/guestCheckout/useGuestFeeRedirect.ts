import { bookingMessages } from '@lounge/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Refusal } from '../../api/refusal';
import { showToast } from '../../feedback/toast';
import { type PendingBooking, savePendingBooking } from './pendingBooking';

/** /guest-checkout?guests={n}&fee={amount}: the product's address, the fee in whole dollars. */
export function guestCheckoutPath(guests: number, feeCents: number): string {
  return `/guest-checkout?guests=${guests}&fee=${feeCents / 100}`;
}

/**
 * The server answered 402 'Guest Fee Required': the booking keeps every rule but its guests must be
 * paid for first. Save it for the checkout page, say so in the server's words, and go there.
 */
export function useGuestFeeRedirect(): (booking: PendingBooking, refusal: Refusal) => void {
  const navigate = useNavigate();
  return useCallback(
    (booking, refusal) => {
      const guests = Number(booking.guestCount) - 1;
      const feeCents = refusal.feeCents ?? 0;
      savePendingBooking({
        ...booking,
        feeCents,
        ...(refusal.paidGuests ? { paidGuests: refusal.paidGuests } : {}),
      });
      showToast({
        title: refusal.title ?? bookingMessages.guestFeeRequired.title,
        message: refusal.message ?? bookingMessages.guestFeeRequired.message,
        kind: 'warning',
      });
      navigate(guestCheckoutPath(guests, feeCents));
    },
    [navigate],
  );
}
