/** The members' bookings API (/api/bookings) and the guest-fee checkout that can precede a booking. */
import Joi from 'joi';
import {
  bool,
  either,
  extend,
  id,
  int,
  nullable,
  object,
  oneOf,
  optional,
  type Sent,
  type Shape,
  stripped,
  text,
  uuid,
  writtenLines,
} from './shape';
import { BOOKING_STATUSES } from './statuses';

/**
 * A booking as the API answers it: instants in ISO 8601 UTC, the venue date it is on, guestCount
 * the players (the member included) as the product's string, guestFee paid in cents.
 */
export const BookingView = object({
  id,
  userId: id,
  bayNumber: text,
  bookingDate: text,
  startTime: text,
  endTime: text,
  guestCount: text,
  guestFee: int,
  status: oneOf(BOOKING_STATUSES),
  notes: nullable(text),
  createdAt: text,
  updatedAt: text,
});
export type BookingView = Shape<typeof BookingView>;

/** PATCH /api/bookings/{id}/cancel: the cancelled booking, with what was refunded. */
export const CancelledBookingView = extend(BookingView, {
  refundCents: int,
  /** The sentence about the money; null when nothing was paid. */
  refundMessage: nullable(text),
});
export type CancelledBookingView = Shape<typeof CancelledBookingView>;

/**
 * GET /api/bookings/date/{date}: a bay's taken time on a day, with nothing about whose it is.
 * `closed`: the lounge closed the bay then (a block, a competition's round; never why), so there is
 * nothing to wait for and the page offers no waitlist.
 */
export const TakenSlot = object({ bayNumber: text, startTime: text, endTime: text, closed: optional(bool) });
export type TakenSlot = Shape<typeof TakenSlot>;

/**
 * A booking's fields as forms send them: a venue date, and times as core's slot values ('HH:mm',
 * or the ISO instant of a repeated autumn time). Loose on purpose: core's rules (bookingRules.ts)
 * name what is missing or wrong in the product's words; joi only refuses what no rule could read
 * (wrong types, unknown fields, absurd lengths).
 */
export const bookingFields = {
  bayNumber: optional(either(Joi.string().allow('').max(16), Joi.number().integer().min(0).max(999))),
  bookingDate: optional(Joi.string().allow('').max(10)),
  startTime: optional(Joi.string().allow('').max(40)),
  endTime: optional(Joi.string().allow('').max(40)),
  /** Players, the member included, as the product's string. */
  guestCount: optional(either(Joi.string().allow('').max(3), Joi.number().integer().min(0).max(99))),
  notes: optional(nullable(writtenLines(2000))),
  // The pending booking the web keeps before guest checkout also carries its length, for display
  // only (the end time says it): accepted, and dropped here so no handler has to.
  durationHours: stripped(Joi.number().min(0).max(24)),
};

/** PUT /api/bookings/{id} (and POST /api/waitlist): the booking's fields. */
export const BookingRequest = object(bookingFields).label('request body');
export type BookingRequest = Sent<typeof BookingRequest>;

/**
 * A booking as the screens' forms send it: every field of BookingRequest filled in, as text (notes
 * null for none). The screens build and read this; the API takes any BookingRequest.
 */
export type FilledBookingRequest = {
  [K in Exclude<keyof BookingRequest, 'notes' | 'durationHours'>]-?: string;
} & { notes: string | null };

/**
 * POST /api/bookings: a booking; or, after a paid guest checkout, the checkout (`sessionId`) that
 * confirms the held booking (or applies the paid edit).
 */
export const CreateBookingRequest = extend(BookingRequest, {
  sessionId: optional(Joi.string().max(255)),
}).label('request body');
export type CreateBookingRequest = Sent<typeof CreateBookingRequest>;

/** A booking made at once, with the toast's words (guest checkout covered by passes, a claimed offer). */
export const BookedAnswer = object({ message: text, booking: BookingView });
export type BookedAnswer = Shape<typeof BookedAnswer>;

/** Where to pay: the gateway's page, and its session. */
export const CheckoutRedirect = object({ url: text, sessionId: text });
export type CheckoutRedirect = Shape<typeof CheckoutRedirect>;

/** POST /api/guest-checkout */
export const GuestCheckoutRequest = object({
  /** Guests: players other than the member. */
  guestCount: either(Joi.number().integer().min(1).max(4), Joi.string().pattern(/^[1-4]$/)),
  bookingData: object(bookingFields),
  /** An edit adding guests: the checkout charges the added guests and applies the edit once paid. */
  bookingId: optional(uuid),
}).label('request body');
export type GuestCheckoutRequest = Sent<typeof GuestCheckoutRequest>;

/** Either the gateway's page to pay on, or (guests covered, e.g. VIP passes) the booking made at once. */
export const GuestCheckoutResponse = either(CheckoutRedirect, BookedAnswer);
export type GuestCheckoutResponse = Shape<typeof GuestCheckoutResponse>;

/** POST /api/guest-checkout/release: a cancelled payment lets go of the bay held for it. */
export const ReleaseCheckoutRequest = object({ sessionId: Joi.string().max(255) }).label('request body');
export type ReleaseCheckoutRequest = Sent<typeof ReleaseCheckoutRequest>;
export const ReleaseCheckoutResponse = object({ released: Joi.boolean() });
export type ReleaseCheckoutResponse = Shape<typeof ReleaseCheckoutResponse>;
