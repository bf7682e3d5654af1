/** A bay's screen (docs/decisions/059): what it shows, the member's extension, the desk's message to it. */
import Joi from 'joi';
import { bool, nullable, object, type Shape, text, writtenLines } from './shape';

/** The longest message staff send to a bay's screen. */
const BAY_MESSAGE_MAX = 200;

/**
 * GET /api/kiosk/bay (a kiosk paired as a bay's screen): the booking under way and the next one in
 * its bay (the member's first name only), the server's clock (`at`, an ISO instant: the screen
 * counts from it, so a moved test clock moves the screen too) and the desk's message, if any.
 */
export const BayScreenView = object({
  bay: text,
  at: text,
  now: nullable(object({ firstName: text, endsAt: text, canExtend: bool })),
  next: nullable(object({ startsAt: text, firstName: text })),
  message: nullable(text),
});
export type BayScreenView = Shape<typeof BayScreenView>;

/** POST /api/kiosk/bay/extend: the member's pass code, typed or scanned. */
export const BayExtendRequest = object({ code: Joi.string().allow('').max(80).required() });
/** Its answer: the booking's new end (an ISO instant). */
export const BayExtended = object({ bookingId: text, firstName: text, endsAt: text });
export type BayExtended = Shape<typeof BayExtended>;

/** PUT /api/staff/bays/{bay}/message: the desk's message on a bay's screen; '' clears it. */
export const BayMessageRequest = object({ message: writtenLines(BAY_MESSAGE_MAX).required() });
export type BayMessageRequest = Shape<typeof BayMessageRequest>;
/** Its answer: the bay and the message it now shows (null: none). */
export const BayMessage = object({ bay: text, message: nullable(text) });
export type BayMessage = Shape<typeof BayMessage>;
