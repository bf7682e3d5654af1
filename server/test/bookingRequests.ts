/** The booking request the booking page sends, for the tests that book through /api/bookings. */

/** Tuesday 2026-11-24: two days after the Sunday most booking tests fix their clock at. */
export const TUESDAY = '2026-11-24';

/** One player in bay 1 on Tuesday from 2 to 3 PM at the venue, without notes; `over` changes any field. */
export function bookingRequest(over: Record<string, unknown> = {}) {
  return {
    bayNumber: '1',
    bookingDate: TUESDAY,
    startTime: '14:00',
    endTime: '15:00',
    guestCount: '1',
    notes: null,
    ...over,
  };
}
