import type { QueryClient } from '@tanstack/react-query';
import { refreshBookingLists } from '../booking/bookingApi';
import { releaseGuestCheckout } from './guestCheckoutApi';
import { readPendingBooking, setPendingSession } from './pendingBooking';

/**
 * The member left a guest checkout unpaid (cancelled it, or came back to change the booking): let
 * go of the bay held for it at once rather than in 15 minutes, so their own hold cannot stand in
 * the way of the retry. The saved choices stay. Best effort: a hold that is not released lapses.
 */
export function releasePendingCheckout(client: QueryClient): void {
  const read = readPendingBooking();
  const sessionId = read.kind === 'ok' ? read.booking.sessionId : undefined;
  if (!sessionId) return;
  setPendingSession(undefined);
  void releaseGuestCheckout(sessionId)
    .catch(() => undefined)
    .then(() => refreshBookingLists(client));
}
