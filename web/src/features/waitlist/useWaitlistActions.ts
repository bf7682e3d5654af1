import {
  bookingHours,
  type FilledBookingRequest,
  type Notice,
  parseIsoInstant,
  type VenueSettings,
  type WaitlistEntryView,
  waitlistMessages,
} from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asApiError, refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { refreshBookingLists } from '../booking/bookingApi';
import { slotValueOf } from '../booking/bookingTimes';
import { type PendingBooking, savePendingBooking } from '../guestCheckout/pendingBooking';
import { useGuestFeeRedirect } from '../guestCheckout/useGuestFeeRedirect';
import { claimWaitlistEntry, joinWaitlist, leaveWaitlist, refreshWaitlist } from './waitlistApi';

/**
 * An offered slot whose guests are being paid for, saved as any booking waiting for its guest fee
 * (guestCheckout/pendingBooking): the gateway's return confirms it, and a cancelled payment lets go
 * of the hold and offers a retry, exactly as for a booking made on the booking page. Times are the
 * form's slot values, so 'Change Booking' can show them on the booking form.
 */
function claimAsPendingBooking(
  entry: WaitlistEntryView,
  venue: VenueSettings,
  sessionId: string,
): PendingBooking {
  const start = parseIsoInstant(entry.startTime);
  const end = parseIsoInstant(entry.endTime);
  const slot = (instant: number | null, iso: string) =>
    (instant === null ? undefined : slotValueOf(instant, entry.bookingDate, venue)) ?? iso;
  return {
    bayNumber: entry.heldBayNumber ?? entry.bayNumber ?? '',
    bookingDate: entry.bookingDate,
    startTime: slot(start, entry.startTime),
    endTime: slot(end, entry.endTime),
    guestCount: String(entry.guestCount),
    notes: entry.notes,
    durationHours: start !== null && end !== null ? bookingHours(start, end) : 0,
    sessionId,
    waitlistEntryId: entry.id,
  };
}

/** A waitlist refusal's words: the server's, else 'Hold Ended' for an offer gone, else `fallback`. */
export function waitlistRefusalNotice(
  error: unknown,
  fallback: Notice = waitlistMessages.requestFailed,
): Notice {
  return refusalNotice(
    error,
    asApiError(error)?.code === 'offer_ended' ? waitlistMessages.offerEnded : fallback,
  );
}

/** A refusal in the server's words; the waitlist is read again since it may have moved on. */
function useRefusalToast() {
  const client = useQueryClient();
  return (error: unknown) => {
    // A 401 has its own toast and sign-in redirect (api/queryClient.ts).
    if (isUnauthorized(error)) return;
    showToast({ ...waitlistRefusalNotice(error), kind: 'error' });
    void refreshWaitlist(client);
  };
}

/**
 * 'Claim Slot': the slot is the member's at once ('Booking Confirmed'), or its guests are paid for
 * first on the gateway's page, exactly as a guest checkout goes; the return confirms it.
 */
export function useClaimWaitlist() {
  const client = useQueryClient();
  const { venue } = useVenue();
  const refused = useRefusalToast();
  return useMutation({
    mutationFn: (entry: WaitlistEntryView) => claimWaitlistEntry(entry.id),
    meta: { member: true },
    onSuccess: (answer, entry) => {
      if ('url' in answer && answer.url) {
        // The entry is claimed now; the hold is the checkout's, like any guest checkout's.
        savePendingBooking(claimAsPendingBooking(entry, venue, answer.sessionId));
        window.location.assign(answer.url);
        return;
      }
      showToast({ ...waitlistMessages.claimed, kind: 'success' });
      void refreshBookingLists(client);
      void refreshWaitlist(client);
    },
    onError: refused,
  });
}

/** 'Leave Waitlist'. */
export function useLeaveWaitlist() {
  const client = useQueryClient();
  const refused = useRefusalToast();
  return useMutation({
    mutationFn: (entry: WaitlistEntryView) => leaveWaitlist(entry.id),
    meta: { member: true },
    onSuccess: () => {
      showToast({ ...waitlistMessages.left, kind: 'success' });
      // An offered slot given up goes back on the day's availability.
      void refreshBookingLists(client);
    },
    onError: refused,
    onSettled: () => refreshWaitlist(client),
  });
}

/**
 * 'Join Waitlist' from the booking page. 'Any bay' while a bay is free books that bay instead
 * ('Booking Confirmed'), or, guests to pay for, goes on to the guest checkout for it like any booking.
 */
export function useJoinWaitlist(onJoined: () => void) {
  const client = useQueryClient();
  const toGuestCheckout = useGuestFeeRedirect();
  return useMutation({
    mutationFn: ({ request }: { request: FilledBookingRequest; durationHours: number }) =>
      joinWaitlist(request),
    meta: { member: true },
    onSuccess: (answer) => {
      if ('bookedInstead' in answer) {
        showToast({ title: answer.title, message: answer.message, kind: 'success' });
        void refreshBookingLists(client);
      } else {
        showToast({ ...waitlistMessages.joined, kind: 'success' });
        void refreshWaitlist(client);
      }
      onJoined();
    },
    onError: (error, { request, durationHours }) => {
      if (isUnauthorized(error)) return;
      const refusal = asApiError(error);
      const freeBay = refusal?.refusal?.bayNumber;
      if (refusal?.code === 'guest_fee_required' && freeBay) {
        toGuestCheckout({ ...request, bayNumber: freeBay, durationHours }, refusal);
        return;
      }
      showToast({ ...refusalNotice(error, waitlistMessages.requestFailed), kind: 'error' });
      // 'Time Available': the day changed under the member; show it as it is now.
      if (refusal?.code === 'slot_free') void refreshBookingLists(client);
    },
  });
}
