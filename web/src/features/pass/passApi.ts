/** GET /api/bookings/{id}/pass: the member's check-in pass (a member call: a 401 leads to sign-in). */
import type { BookingPass } from '@lounge/core';
import { getJson } from '../../api/http';

export function passQuery(bookingId: string) {
  return {
    queryKey: ['/api/bookings', bookingId, 'pass'] as const,
    queryFn: () => getJson<BookingPass>(`/api/bookings/${encodeURIComponent(bookingId)}/pass`),
    meta: { member: true },
  };
}
