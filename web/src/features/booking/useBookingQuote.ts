/**
 * The booking's guests as the server quotes them (POST /api/bookings/quote): on the member's VIP
 * passes, or the fee paid at guest checkout. The same checks then book it, so the summary states
 * what booking will ask; the desk's booking dialog asks the same endpoint.
 */
import type { BookingQuote, BookingRequest } from '@lounge/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sendJson } from '../../api/http';

export function useBookingQuote(request: BookingRequest | null) {
  return useQuery({
    queryKey: ['/api/bookings/quote', request],
    queryFn: () => sendJson<BookingQuote>('POST', '/api/bookings/quote', request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    meta: { member: true },
  });
}
