/**
 * The bookings calls of docs/product.md and their queries. Both lists are member calls: a 401
 * leads to the sign-in redirect (api/queryClient.ts).
 */
import type {
  BookingRequest,
  BookingView,
  CancelledBookingView,
  CreateBookingRequest,
  TakenSlot,
} from '@lounge/core';
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';
import { userQueryKey } from '../auth/currentUser';
import { paymentsQueryKey } from '../payments/paymentsApi';

const bookingsQueryKey = ['/api/bookings'] as const;
const takenKeyPrefix = '/api/bookings/date';

export const bookingsQuery = {
  queryKey: bookingsQueryKey,
  queryFn: () => getJson<BookingView[]>('/api/bookings'),
  meta: { member: true },
};

export function takenQuery(date: string) {
  return {
    queryKey: [takenKeyPrefix, date] as const,
    queryFn: () => getJson<TakenSlot[]>(`/api/bookings/date/${encodeURIComponent(date)}`),
    meta: { member: true },
    enabled: date !== '',
    // The one list that changes under the member's feet (other members book too): read it afresh
    // each time a screen shows it, rather than trusting a copy loaded minutes ago.
    refetchOnMount: 'always' as const,
  };
}

export const createBooking = (body: BookingRequest) => sendJson<BookingView>('POST', '/api/bookings', body);

/** After a paid guest checkout: confirms the held booking (or applies the paid edit). Idempotent. */
export const confirmPaidBooking = (body: CreateBookingRequest & { sessionId: string }) =>
  sendJson<BookingView>('POST', '/api/bookings', body);

export const updateBooking = (id: string, body: BookingRequest) =>
  sendJson<BookingView>('PUT', `/api/bookings/${encodeURIComponent(id)}`, body);

/** The cancelled booking, with what was refunded (a guest fee, when cancelled in time). */
export const cancelBooking = (id: string) =>
  sendJson<CancelledBookingView>('PATCH', `/api/bookings/${encodeURIComponent(id)}/cancel`);

/** After any booking change: the member's list and every day's availability are read again. */
export function refreshBookingLists(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: bookingsQueryKey }),
    client.invalidateQueries({ queryKey: [takenKeyPrefix] }),
    // A booking's change may move money (a refund) and guest passes (the account's count).
    client.invalidateQueries({ queryKey: paymentsQueryKey }),
    client.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}
