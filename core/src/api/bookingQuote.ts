/**
 * POST /api/bookings/quote: what a booking would cost, and whether it would be made, before it is
 * sent. The member's booking page and the desk's booking dialog ask the same question of the same
 * code that then books it, so the fee quoted is the fee charged.
 */
import type { BookingInput } from '../bookingRules';

export interface BookingQuoteRequest extends BookingInput {
  /** Staff only: the member the desk is booking for (a member asks for themselves). */
  userId?: string;
  /** Staff only: quote past the member's tier limits, as the desk's override books. */
  override?: boolean;
  /** Staff only: a walk-in, starting at the slot under way (core's walkInStart). */
  walkIn?: boolean;
}

/** The booking's guests: how many go on VIP passes, how many are paid for, and the fee. */
export interface GuestQuoteView {
  guests: number;
  passGuests: number;
  paidGuests: number;
  feeCents: number;
  /** VIP: passes left in the booking's month once this booking takes its own; null for General. */
  passesLeft: number | null;
}

/** A rule the booking would break, in the words the asker reads (a member's, or staff's). */
export interface QuoteRefusal {
  status: number;
  title: string;
  message: string;
  code?: string;
  field?: string;
}

/** One of the member's tier limits this booking goes past; the desk's override lifts it. */
export interface LiftedLimit {
  code: 'scheduling_limit' | 'booking_limit' | 'duration_limit';
  text: string;
}

export interface BookingQuote {
  /** Null until a date and players are chosen (or when the account has no active plan). */
  guests: GuestQuoteView | null;
  /** Why the booking would be refused as it stands; null when it would be made. */
  refusal: QuoteRefusal | null;
  /** Staff asking: the tier limits this booking goes past (what the override lifts); else empty. */
  overrideLifts: LiftedLimit[];
}
