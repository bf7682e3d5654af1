/**
 * What other features may read and write of the bookings folder's tables (docs/decisions/055): the
 * one list of them, so bookingStore.ts stays the folder's own. The calls are the store's as they
 * were, run inside the caller's transaction.
 *
 * Kept apart from bookingService.ts: that sends a booking's mail, which carries its check-in pass
 * (bookingMail.ts -> checkIn/passService.ts), so check-in reading a booking through it would tie
 * the two folders in a circle; and a feature that only reads or marks rows (a freeze, the
 * waitlist's offers, the members' views, the desk's tabs) need not stand on the booking rules.
 */
export {
  type BookingRow,
  bookingsOfUser,
  cancelUpcomingBookingsOf,
  confirmedStartingBetween,
  expireHeldBooking,
  findBooking,
  insertBooking,
  passesUsed,
  setPasses,
  upcomingCount,
  updateBookingRow,
} from './bookingStore';
