import { OUTBOX_STATUSES } from '@lounge/core';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, isInstant, oneOf } from './columns';

/**
 * Every email the lounge sends, written in the same transaction as what it reports (a booking, a
 * reset, an inquiry), then sent by the mail worker: queued → sending (leased) → sent, or back to
 * queued with a later next_attempt_at after a failure, or failed after the last attempt. Without
 * SMTP_URL a message ends as logged: kept here and in the log, shown in the desk console.
 * dedupe_key keeps a message that must go once (a reminder) from being queued twice.
 */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** The account the message was written to, when it was: what an account's erasure finds it by. */
    userId: text('user_id').references(() => users.id),
    /**
     * The tour request, event inquiry or contact message the mail is about (its receipt, the staff
     * note quoting it): the mail goes when the inquiry is erased.
     */
    inquiryId: text('inquiry_id'),
    subject: text('subject').notNull(),
    /** The text as staff and logs may read it: links that carry a secret show '[link hidden]'. */
    textBody: text('text_body').notNull(),
    /**
     * The real text of a message that carries a secret (a password reset link), for the mail
     * sender alone; never shown through the API or logged, and cleared once the message is sent.
     */
    secretTextBody: text('secret_text_body'),
    /** An iCalendar attachment (booking messages). */
    calendar: text('calendar'),
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    /** While sending: when a worker that died mid-send gives the message up to another. */
    leaseUntil: text('lease_until'),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_unique').on(t.dedupeKey),
    index('outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_user_idx').on(t.userId),
    index('outbox_inquiry_idx').on(t.inquiryId),
    check('outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
    check('outbox_next_check', isInstant(t.nextAttemptAt)),
  ],
);
