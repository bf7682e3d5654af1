/**
 * The desk booking dialog's quote: POST /api/bookings/quote for the member being booked, asked again
 * whenever a choice changes, so the fee (or the passes used), any refusal in staff's words and what
 * the override lifts are on screen before the one submit. The member's booking page asks the same.
 */
import type { BookingQuote, BookingQuoteRequest } from '@lounge/core';
import { sendJson } from '@lounge/web/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type DeskQuoteRequest = Required<Pick<BookingQuoteRequest, 'userId' | 'override'>> &
  Pick<BookingQuoteRequest, 'walkIn'> & {
    bayNumber: string;
    bookingDate: string;
    startTime: string;
    endTime: string;
    guestCount: string;
  };

export function useDeskQuote(request: DeskQuoteRequest | null) {
  return useQuery({
    queryKey: ['bookingQuote', request],
    queryFn: () => sendJson<BookingQuote>('POST', '/api/bookings/quote', request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
