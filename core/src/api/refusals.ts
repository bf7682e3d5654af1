/**
 * A refusal as the API answers it (any non-2xx with a JSON body): Boom's { statusCode, error,
 * message } plus, for a broken rule, core's `title`, a `code` the screens branch on and the `field`
 * at fault. Screens show `title` and `message` as they are: they are the rule's own words. The
 * server checks every 4xx and 5xx against it under test (docs/decisions/023).
 */
import Joi from 'joi';
import { BOOKING_ERROR_CODES } from '../bookingRules';
import { CoveredBooking } from './blocks';
import { BookingView } from './bookings';
import { REFUSAL_CODES } from './refusalCodes';
import { either, int, list, object, oneOf, optional, record, type Shape, text } from './shape';

export const ApiRefusal = object({
  statusCode: int.min(400).max(599),
  /** The HTTP reason phrase ('Conflict'). */
  error: Joi.string(),
  message: text,
  title: optional(Joi.string()),
  code: optional(oneOf([...BOOKING_ERROR_CODES, ...REFUSAL_CODES])),
  field: optional(Joi.string()),
  /** invalid_fields: every field at fault with its message. */
  errors: optional(record(Joi.string())),
  /** Hapi's note of which input failed its joi check. */
  validation: optional(object({ source: optional(Joi.string()), keys: optional(list(text)) })),
  /** guest_fee_required: what the guests cost (cents) and how many of them are charged. */
  feeCents: optional(int),
  paidGuests: optional(int),
  /** guest_fee_required for 'Any bay': the free bay the booking would be in. */
  bayNumber: optional(Joi.string()),
  /** pass_not_open: when the pass checks in (an ISO instant). */
  opensAt: optional(Joi.string()),
  /** door_refused, extend_refused: the rule's verdict ('too_early', 'frozen', 'next_booking'...). */
  reason: optional(Joi.string()),
  /**
   * block_covers_bookings, block_covers_checked_in, block_covers_finished: the bookings in the way, with their status
   * (CoveredBooking); freeze_has_bookings: the member's bookings inside the freeze (BookingView).
   */
  bookings: optional(list(either(CoveredBooking, BookingView))),
}).label('ApiRefusal');
export type ApiRefusal = Shape<typeof ApiRefusal>;
