import { bookingMessages } from '@lounge/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ApiError, refusalNotice } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { type PendingBooking, savePendingBooking } from './pendingBooking';

/** /guest-checkout?guests={n}&fee={amount}: the product's address, the fee in whole dollars. */
function guestCheckoutPath(guests: number, feeCents: number): string {
  return `/guest-checkout?guests=${guests}&fee=${feeCents / 100}`;
}

/**
 * The server answered 402 'Guest Fee Required': the booking keeps every rule but its guests must be
 * paid for first. Save it for the checkout page, say so in the server's words, and go there.
 */
export function useGuestFeeRedirect(): (booking: PendingBooking, refusal: ApiError) => void {
  const navigate = useNavigate();
  return useCallback(
    (booking, error) => {
      const guests = Number(booking.guestCount) - 1;
      const feeCents = error.refusal?.feeCents ?? 0;
      const paidGuests = error.refusal?.paidGuests;
      savePendingBooking({ ...booking, feeCents, ...(paidGuests !== undefined ? { paidGuests } : {}) });
      showToast({ ...refusalNotice(error, bookingMessages.guestFeeRequired), kind: 'warning' });
      navigate(guestCheckoutPath(guests, feeCents));
    },
    [navigate],
  );
}
