/** The outbox at the desk (/api/staff/outbox): every email the lounge queued. */
import type { OutboxStatus } from './statuses';

/** A message of the outbox (GET /api/staff/outbox, newest first; POST .../{id}/retry answers one). */
export interface OutboxMessageView {
  id: string;
  /** booking_confirmed, password_reset, waitlist_offer... */
  kind: string;
  to: string;
  subject: string;
  /** The plain-text body, as sent (or kept); a secret link reads '[link hidden]'. */
  text: string;
  /** An invite.ics rides along (booking messages). */
  hasCalendar: boolean;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}
