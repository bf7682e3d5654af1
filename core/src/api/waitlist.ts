/** Shapes of the waitlist API that both the server and the booking page read. */

/**
 * POST /api/waitlist for 'Any bay' while a bay is free at that time: the member is booked into that
 * bay instead of waiting (201), since waiting for a time that can be had now would be a dead end.
 */
export interface WaitlistBookedInstead {
  bookedInstead: true;
  /** The booking made, and the bay it is in. */
  bookingId: string;
  bayNumber: string;
  title: string;
  message: string;
}
