/** Guest-fee checkout calls (docs/product.md and docs/payments.md). */
import { sendJson } from '../../api/http';
import type { Booking, BookingRequest } from '../booking/bookingApi';

export interface GuestCheckoutBody {
  /** Guests: players other than the member. */
  guestCount: number;
  bookingData: BookingRequest & { durationHours?: number };
  /** An edit adding guests: the checkout charges the added guests and applies the edit once paid. */
  bookingId?: string;
}

/** Either the gateway's page to pay on, or (guests covered, e.g. VIP passes) the booking made at once. */
export type GuestCheckoutAnswer = { url: string; sessionId: string } | { message: string; booking: Booking };

export const startGuestCheckout = (body: GuestCheckoutBody) =>
  sendJson<GuestCheckoutAnswer>('POST', '/api/guest-checkout', body);

/** A cancelled payment lets go of the bay held for it. */
export const releaseGuestCheckout = (sessionId: string) =>
  sendJson<{ released: boolean }>('POST', '/api/guest-checkout/release', { sessionId });
