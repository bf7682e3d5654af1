/** The desk's changes to a booking: PATCH /api/staff/bookings/{id}. */

/**
 * What staff change (only the fields sent change): the venue date, 'HH:mm' start and end (or the
 * ISO instant where the wall time repeats that day), the bay, the players (the member included) and
 * the notes. `override` lifts the tier's limits as on a desk booking.
 */
export interface StaffBookingEditRequest {
  bookingDate?: string;
  startTime?: string;
  endTime?: string;
  bayNumber?: string;
  guestCount?: string;
  notes?: string;
  override?: boolean;
  /** Added guests' fee taken at the desk (the server answers 402 with `feeCents` until one of these is set). */
  guestFeeCollected?: boolean;
  /** ...or left for the member to pay later. */
  guestFeeOwed?: boolean;
}
