/** The public forms (POST /api/tours/book, /api/events, /api/contact), their answer, and the calendar feed. */
import Joi from 'joi';
import { CalendarText } from './bodies';
import {
  either,
  id,
  list,
  nullable,
  object,
  optional,
  type Sent,
  type Shape,
  text,
  writtenLine,
  writtenLines,
} from './shape';

// Shapes only: strings no longer than any sane form would send, and no unknown keys. Whether a field
// is required, and every message, is core's (a missing date must say 'Please select your preferred
// date.', not a joi message: tours.ts, events.ts, contactInquiry.ts), so every field may be absent,
// null or ''.
const field = (max: number) => optional(nullable(Joi.string().allow('').max(max)));
const NAME = optional(nullable(writtenLine(200)));
const EMAIL = field(320);
const PHONE = field(100);
const CHOICE = field(100);
const DATE = field(40);
const SHORT_TEXT = optional(nullable(writtenLines(2000)));
const MESSAGE = optional(nullable(writtenLines(10_000)));

/** POST /api/tours/book (core's TourRequestInput; the body may be null). */
export const TourRequestForm = nullable(
  object({
    firstName: NAME,
    lastName: NAME,
    email: EMAIL,
    phone: PHONE,
    preferredDate: DATE,
    preferredTime: field(40),
    // A select's value arrives as a string ('2') or a number; core reads both.
    partySize: optional(nullable(either(Joi.number(), Joi.string().max(10)).allow(''))),
    specialRequests: SHORT_TEXT,
  }),
);
export type TourRequestForm = Sent<typeof TourRequestForm>;

/** POST /api/events (core's EventInquiryInput). */
export const EventInquiryForm = nullable(
  object({
    contactName: NAME,
    email: EMAIL,
    phone: PHONE,
    eventType: CHOICE,
    eventDate: DATE,
    guestCount: CHOICE,
    message: MESSAGE,
  }),
);
export type EventInquiryForm = Sent<typeof EventInquiryForm>;

/** POST /api/contact (core's ContactInquiryInput). */
export const ContactForm = nullable(
  object({
    firstName: NAME,
    lastName: NAME,
    email: EMAIL,
    phone: PHONE,
    inquiryType: CHOICE,
    message: MESSAGE,
  }),
);
export type ContactForm = Sent<typeof ContactForm>;

/** An event inquiry or contact message received: the toast's words and its id. */
export const InquiryReceived = object({ message: text, id });
export type InquiryReceived = Shape<typeof InquiryReceived>;

/**
 * A tour request received (POST /api/tours/book): what happens next (`message`), the lines the
 * receipt states too (core's tourRequestCopy), and the request as an iCalendar file (tentative).
 */
export const TourRequested = object({ message: text, id, lines: list(text), calendar: CalendarText });
export type TourRequested = Shape<typeof TourRequested>;

/**
 * GET /api/calendar/feed (url always null: only the address's hash is kept) and POST
 * /api/calendar/feed/reset (a new address, shown this once): the member's private feed.
 */
export const CalendarFeedLink = object({
  url: nullable(text),
  /** When the live address was made; null when the member has none. */
  createdAt: nullable(text),
});
export type CalendarFeedLink = Shape<typeof CalendarFeedLink>;
