/**
 * POST /api/bookings/quote: what a booking would cost, and whether it would be made, before it is
 * sent. The member's booking page and the desk's booking dialog ask the same question of the same
 * code that then books it, so the fee quoted is the fee charged.
 */
import Joi from 'joi';
import { bookingFields } from './bookings';
import { int, list, nullable, object, oneOf, optional, type Sent, type Shape, text, uuid } from './shape';

export const BookingQuoteRequest = object({
  ...bookingFields,
  /** Staff only: the member the desk is booking for (a member asks for themselves). */
  userId: optional(uuid),
  /** Staff only: quote past the member's tier limits, as the desk's override books. */
  override: optional(Joi.boolean()),
  /** Staff only: a walk-in, starting at the slot under way (core's walkInStart). */
  walkIn: optional(Joi.boolean()),
}).label('request body');
export type BookingQuoteRequest = Sent<typeof BookingQuoteRequest>;

/** The booking's guests: how many go on VIP passes, how many are paid for, and the fee. */
export const GuestQuoteView = object({
  guests: int,
  passGuests: int,
  paidGuests: int,
  feeCents: int,
  /** VIP: passes left in the booking's month once this booking takes its own; null for General. */
  passesLeft: nullable(int),
});
export type GuestQuoteView = Shape<typeof GuestQuoteView>;

/** A rule the booking would break, in the words the asker reads (a member's, or staff's). */
export const QuoteRefusal = object({
  status: int,
  title: text,
  message: text,
  code: optional(Joi.string()),
  field: optional(Joi.string()),
});
export type QuoteRefusal = Shape<typeof QuoteRefusal>;

const LIFTED_LIMITS = ['scheduling_limit', 'booking_limit', 'duration_limit'] as const;

/** One of the member's tier limits this booking goes past; the desk's override lifts it. */
export const LiftedLimit = object({ code: oneOf(LIFTED_LIMITS), text });
export type LiftedLimit = Shape<typeof LiftedLimit>;

export const BookingQuote = object({
  /** Null until a date and players are chosen (or when the account has no active plan). */
  guests: nullable(GuestQuoteView),
  /** Why the booking would be refused as it stands; null when it would be made. */
  refusal: nullable(QuoteRefusal),
  /** Staff asking: the tier limits this booking goes past (what the override lifts); else empty. */
  overrideLifts: list(LiftedLimit),
});
export type BookingQuote = Shape<typeof BookingQuote>;
