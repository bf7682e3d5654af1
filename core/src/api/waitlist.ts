/** Shapes of the waitlist API (/api/waitlist) that both the server and the screens read. */
import type { BookedAnswer, CheckoutRedirect } from './bookings';
import type { WaitlistStatus } from './statuses';

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

/**
 * An entry as GET /api/waitlist answers it (only 'waiting' and 'offered' ones there; leaving
 * answers the entry 'left'): instants in ISO 8601 UTC, bayNumber null for any bay.
 */
export interface WaitlistEntryView {
  id: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  bayNumber: string | null;
  /** Players, the member included. */
  guestCount: number;
  notes: string | null;
  status: WaitlistStatus;
  /** 1 for the first in line for this slot (an offered member is ahead of those still waiting). */
  position: number;
  /** While offered: when the hold on the slot ends, and the bay held. */
  offerExpiresAt: string | null;
  heldBayNumber: string | null;
}

/** POST /api/waitlist (the booking form's request, its bayNumber 'any' for any bay): in the line, or booked instead. */
export type WaitlistJoinResponse = WaitlistEntryView | WaitlistBookedInstead;

/** POST /api/waitlist/{id}/claim: claimed outright, or (guests to pay for) the gateway's page first. */
export type WaitlistClaimResponse = BookedAnswer | CheckoutRedirect;
