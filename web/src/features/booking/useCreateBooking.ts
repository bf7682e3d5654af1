import { type BookingView, type FilledBookingRequest, toastMessages } from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asApiError, refusalMessage, refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { clearPendingBooking } from '../guestCheckout/pendingBooking';
import { useGuestFeeRedirect } from '../guestCheckout/useGuestFeeRedirect';
import { createBooking, refreshBookingLists } from './bookingApi';

interface NewBooking {
  request: FilledBookingRequest;
  durationHours: number;
}

/**
 * POST /api/bookings from the booking page. The server checks every rule again and answers:
 * 201 ('Booking Confirmed'); 402 when guests must be paid first (on to guest checkout); or a
 * refusal, shown with its own title and message. A 409 means the day changed: reload it. When the
 * bay was taken (bay_taken), `onBayTaken` gets the refused booking, to offer the waitlist. A day the
 * membership is frozen (membership_frozen) is the date's fault: `onFieldRefused` shows it on the field.
 */
export function useCreateBooking(
  onConfirmed: (booking: BookingView) => void,
  onBayTaken?: (taken: { request: FilledBookingRequest; durationHours: number }) => void,
  onFieldRefused?: (field: keyof FilledBookingRequest, message: string) => void,
) {
  const client = useQueryClient();
  const toGuestCheckout = useGuestFeeRedirect();
  return useMutation({
    mutationFn: ({ request }: NewBooking) => createBooking(request),
    meta: { member: true },
    onSuccess: (booking) => {
      showToast({ ...toastMessages.bookingConfirmed, kind: 'success' });
      clearPendingBooking();
      void refreshBookingLists(client);
      onConfirmed(booking);
    },
    onError: (error, { request, durationHours }) => {
      // A 401 has its own toast and sign-in redirect (api/queryClient.ts).
      if (isUnauthorized(error)) return;
      const refusal = asApiError(error);
      if (refusal?.code === 'guest_fee_required') {
        toGuestCheckout({ ...request, durationHours }, refusal);
        return;
      }
      if (refusal?.status === 409) void refreshBookingLists(client);
      if (refusal?.code === 'membership_frozen' && refusal.field && onFieldRefused) {
        onFieldRefused(
          refusal.field as keyof FilledBookingRequest,
          refusalMessage(error) ?? toastMessages.bookingFailed.message,
        );
        return;
      }
      showToast({ ...refusalNotice(error, toastMessages.bookingFailed), kind: 'error' });
      if (refusal?.code === 'bay_taken') onBayTaken?.({ request, durationHours });
    },
  });
}
