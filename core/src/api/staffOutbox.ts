/** The outbox at the desk (/api/staff/outbox): every email the lounge queued. */
import { bool, id, int, nullable, object, oneOf, optional, type Shape, text } from './shape';
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
});
export type OutboxMessageView = Shape<typeof OutboxMessageView>;
