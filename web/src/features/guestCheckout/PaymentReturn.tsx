import { toastMessages, waitlistMessages } from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { refusalMessage } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { PageLoading } from '../../ui/PageLoading';
import { confirmPaidBooking, refreshBookingLists } from '../booking/bookingApi';
import { refreshWaitlist } from '../waitlist/waitlistApi';
import { CheckoutNotice } from './CheckoutNotice';
import { bookingDataOf, clearPendingBooking, readPendingBooking } from './pendingBooking';

/**
 * Back from a paid guest checkout (?payment=success&session_id=...): POST /api/bookings with the
 * session confirms the held booking (or applies the paid edit), once, however often this page
 * loads; the member lands on /dashboard (docs/product.md, choice 7). The server's held booking is the truth, so
 * the saved data is sent along but not needed: a return with nothing saved (another tab, a cleared
 * session) confirms all the same. A claimed waitlist slot paid for this way says so as a claim.
 */
export function PaymentReturn({ sessionId }: { sessionId: string | null }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [pending] = useState(readPendingBooking);
  const started = useRef(false);
  const isEdit = pending.kind === 'ok' && pending.booking.bookingId !== undefined;
  const isClaim = pending.kind === 'ok' && pending.booking.waitlistEntryId !== undefined;

  const confirm = useMutation({
    mutationFn: (id: string) =>
      confirmPaidBooking({ ...(pending.kind === 'ok' ? bookingDataOf(pending.booking) : {}), sessionId: id }),
    meta: { member: true },
    onSuccess: () => {
      showToast({
        ...(isClaim
          ? waitlistMessages.claimed
          : isEdit
            ? toastMessages.bookingUpdated
            : toastMessages.bookingConfirmed),
        kind: 'success',
      });
      clearPendingBooking();
      void refreshBookingLists(client);
      if (isClaim) void refreshWaitlist(client);
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) showToast({ ...toastMessages.paidBookingFailed, kind: 'error' });
    },
  });

  // Once per visit, even when React runs effects twice in development.
  useEffect(() => {
    if (started.current || !sessionId) return;
    started.current = true;
    confirm.mutate(sessionId);
  }, [confirm, sessionId]);

  if (!sessionId) return <CheckoutNotice notice={toastMessages.invalidCheckout} />;
  if (confirm.isError) {
    return <CheckoutNotice notice={toastMessages.paidBookingFailed} detail={refusalMessage(confirm.error)} />;
  }
  return <PageLoading label="Confirming your booking" />;
}
