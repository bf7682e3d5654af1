/** The members' bookings API (/api/bookings) and the guest-fee checkout that can precede a booking. */
import type { BookingStatus } from './statuses';

/**
 * A booking as the API answers it: instants in ISO 8601 UTC, the venue date it is on, guestCount
 * the players (the member included) as the product's string, guestFee paid in cents.
 */
export interface BookingView {
  id: string;
  userId: string;
  bayNumber: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  guestCount: string;
  guestFee: number;
  status: BookingStatus;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** PATCH /api/bookings/{id}/cancel: the cancelled booking, with what was refunded. */
export interface CancelledBookingView extends BookingView {
  refundCents: number;
  /** The sentence about the money; null when nothing was paid. */
  refundMessage: string | null;
}

/** GET /api/bookings/date/{date}: a bay's taken time on a day, with nothing about whose it is. */
export interface TakenSlot {
  bayNumber: string;
  startTime: string;
  endTime: string;
}

/**
 * POST /api/bookings and PUT /api/bookings/{id}: a venue date, and times as core's slot values
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

/** POST /api/bookings after a paid guest checkout: confirms the held booking (or applies the paid edit). */
export interface ConfirmPaidBookingRequest extends Partial<BookingRequest> {
  sessionId: string;
}

/** A booking made at once, with the toast's words (guest checkout covered by passes, a claimed offer). */
export interface BookedAnswer {
  message: string;
  booking: BookingView;
}

/** Where to pay: the gateway's page, and its session. */
export interface CheckoutRedirect {
  url: string;
  sessionId: string;
}

/** POST /api/guest-checkout */
export interface GuestCheckoutRequest {
  /** Guests: players other than the member. */
  guestCount: number;
  bookingData: BookingRequest & { durationHours?: number };
  /** An edit adding guests: the checkout charges the added guests and applies the edit once paid. */
  bookingId?: string;
}

/** Either the gateway's page to pay on, or (guests covered, e.g. VIP passes) the booking made at once. */
export type GuestCheckoutResponse = CheckoutRedirect | BookedAnswer;

/** POST /api/guest-checkout/release: a cancelled payment lets go of the bay held for it. */
export interface ReleaseCheckoutRequest {
  sessionId: string;
}
export interface ReleaseCheckoutResponse {
  released: boolean;
}
