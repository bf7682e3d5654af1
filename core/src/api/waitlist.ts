/** Shapes of the waitlist API (/api/waitlist) that both the server and the screens read. */
import { BookedAnswer, CheckoutRedirect } from './bookings';
import { either, exactly, id, int, nullable, object, oneOf, type Shape, text } from './shape';
import { WAITLIST_STATUSES } from './statuses';

/**
 * POST /api/waitlist for 'Any bay' while a bay is free at that time: the member is booked into that
 * bay instead of waiting (201), since waiting for a time that can be had now would be a dead end.
 */
const WaitlistBookedInstead = object({
  bookedInstead: exactly(true),
  /** The booking made, and the bay it is in. */
  bookingId: id,
  bayNumber: text,
  title: text,
  message: text,
});
export type WaitlistBookedInstead = Shape<typeof WaitlistBookedInstead>;

/**
 * An entry as GET /api/waitlist answers it (only 'waiting' and 'offered' ones there; leaving
 * answers the entry 'left'): instants in ISO 8601 UTC, bayNumber null for any bay.
 */
export const WaitlistEntryView = object({
  id,
  bookingDate: text,
  startTime: text,
  endTime: text,
  bayNumber: nullable(text),
  /** Players, the member included. */
  guestCount: int,
  notes: nullable(text),
  status: oneOf(WAITLIST_STATUSES),
  /** 1 for the first in line for this slot (an offered member is ahead of those still waiting). */
  position: int,
  /** While offered: when the hold on the slot ends, and the bay held. */
  offerExpiresAt: nullable(text),
  heldBayNumber: nullable(text),
});
export type WaitlistEntryView = Shape<typeof WaitlistEntryView>;

/** POST /api/waitlist (the booking form's request, its bayNumber 'any' for any bay): in the line, or booked instead. */
export const WaitlistJoinResponse = either(WaitlistEntryView, WaitlistBookedInstead);
export type WaitlistJoinResponse = Shape<typeof WaitlistJoinResponse>;

/** POST /api/waitlist/{id}/claim: claimed outright, or (guests to pay for) the gateway's page first. */
export const WaitlistClaimResponse = either(BookedAnswer, CheckoutRedirect);
export type WaitlistClaimResponse = Shape<typeof WaitlistClaimResponse>;
