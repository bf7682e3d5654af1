/**
 * The outbox at the desk (/api/staff/outbox): every email the lounge queued; whether the box sends
 * email at all; and a quote sent on a box that does not (its link handed to staff, once).
 */
import { StaffEventQuote } from './eventQuotes';
import { bool, extend, id, int, nullable, object, oneOf, optional, type Shape, text } from './shape';
import { OUTBOX_STATUSES } from './statuses';

/** GET /api/staff/outbox?status= */
export const OutboxQuery = object({ status: optional(oneOf(OUTBOX_STATUSES)) });

/** A message of the outbox (GET /api/staff/outbox, newest first; POST .../{id}/retry answers one). */
export const OutboxMessageView = object({
  id,
  /** booking_confirmed, password_reset, waitlist_offer... */
  kind: text,
  to: text,
  subject: text,
  /** The plain-text body, as sent (or kept); a secret link reads '[link hidden]'. */
  text,
  /** An invite.ics rides along (booking messages). */
  hasCalendar: bool,
  status: oneOf(OUTBOX_STATUSES),
  attempts: int,
  lastError: nullable(text),
  createdAt: text,
  sentAt: nullable(text),
  nextAttemptAt: nullable(text),
  /**
   * Its secret link will never reach the recipient: the box has no mail server, so the link was
   * not kept (core's mailHandOverCopy says what staff can do instead).
   */
  linkWithheld: bool,
});
export type OutboxMessageView = Shape<typeof OutboxMessageView>;

/** GET /api/staff/mail-delivery: whether the box sends email (SMTP_URL is set). */
export const MailDelivery = object({ mailServer: bool });
export type MailDelivery = Shape<typeof MailDelivery>;

/**
 * POST /api/staff/event-quotes/{id}/send: the quote, sent. On a box without a mail server its new
 * link goes to the staff member who sent it, in this answer alone, to pass on (decision 052).
 */
export const SentEventQuote = extend(StaffEventQuote, { handOverLink: optional(text) });
export type SentEventQuote = Shape<typeof SentEventQuote>;
