import { type FilledBookingRequest, toastMessages } from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asApiError, refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { useGuestFeeRedirect } from '../guestCheckout/useGuestFeeRedirect';
import { cancelBooking, refreshBookingLists, updateBooking } from './bookingApi';

interface Edit {
  request: FilledBookingRequest;
  durationHours: number;
}

/**
 * The dialog's two writes. Update: 'Booking Updated'; guests added by a General member must be paid
 * first (402), and the checkout charges only those; any other refusal in the server's words, else
 * 'Update Failed'. Cancel: 'Booking Cancelled', or 'Cancellation Failed'.
 */
export function useEditBooking(bookingId: string, onDone: () => void) {
  const client = useQueryClient();
  const toGuestCheckout = useGuestFeeRedirect();
  const refresh = () => void refreshBookingLists(client);

  const update = useMutation({
    mutationFn: ({ request }: Edit) => updateBooking(bookingId, request),
    meta: { member: true },
    onSuccess: () => {
      showToast({ ...toastMessages.bookingUpdated, kind: 'success' });
      refresh();
      onDone();
    },
    onError: (error, { request, durationHours }) => {
      if (isUnauthorized(error)) return;
      const refusal = asApiError(error);
      if (refusal?.code === 'guest_fee_required') {
        toGuestCheckout({ ...request, durationHours, bookingId }, refusal);
        return;
      }
      if (refusal?.status === 409) refresh();
      showToast({ ...refusalNotice(error, toastMessages.bookingUpdateFailed), kind: 'error' });
    },
  });

  const cancel = useMutation({
    mutationFn: () => cancelBooking(bookingId),
    meta: { member: true },
    onSuccess: (cancelled) => {
      showToast({
        ...toastMessages.bookingCancelled,
        ...(cancelled.refundMessage ? { message: cancelled.refundMessage } : {}),
        kind: 'success',
      });
      refresh();
      onDone();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      showToast({ ...refusalNotice(error, toastMessages.cancellationFailed), kind: 'error' });
    },
  });

  return { update, cancel };
}
