/**
 * The bookings calls of docs/product.md and their queries. Both lists are member calls: a 401
 * leads to the sign-in redirect (api/queryClient.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';
import { userQueryKey } from '../auth/currentUser';
import { paymentsQueryKey } from '../payments/paymentsApi';

/** A booking as GET /api/bookings answers it: instants are ISO 8601 UTC, guestCount counts players. */
export interface Booking {
  id: string;
  bayNumber: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  guestCount: string;
  guestFee: number;
  status: string;
  notes: string | null;
  createdAt?: string;
}

/** A bay's occupied time on a day, with nothing about whose it is. */
export interface TakenSlot {
  bayNumber: string;
  startTime: string;
  endTime: string;
}

/**
 * What the booking page and the edit dialog send: a venue date, and times as core's slot values
 * ('HH:mm', or the ISO instant of a repeated autumn time).
 */
export interface BookingRequest {
  bayNumber: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  /** Players, the member included, as the product's string. */
  guestCount: string;
  notes: string | null;
}

export const bookingsQueryKey = ['/api/bookings'] as const;
const takenKeyPrefix = '/api/bookings/date';

export const bookingsQuery = {
  queryKey: bookingsQueryKey,
  queryFn: () => getJson<Booking[]>('/api/bookings'),
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

export const createBooking = (body: BookingRequest) => sendJson<Booking>('POST', '/api/bookings', body);

/** After a paid guest checkout: confirms the held booking (or applies the paid edit). Idempotent. */
export const confirmPaidBooking = (body: Partial<BookingRequest> & { sessionId: string }) =>
  sendJson<Booking>('POST', '/api/bookings', body);

export const updateBooking = (id: string, body: BookingRequest) =>
  sendJson<Booking>('PUT', `/api/bookings/${encodeURIComponent(id)}`, body);

/** The cancelled booking, with what was refunded (a guest fee, when cancelled in time). */
export const cancelBooking = (id: string) =>
  sendJson<Booking & { refundCents?: number; refundMessage?: string | null }>(
    'PATCH',
    `/api/bookings/${encodeURIComponent(id)}/cancel`,
  );

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
