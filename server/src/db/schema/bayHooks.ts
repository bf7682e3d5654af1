import { BAY_EVENTS, BAY_HOOK_STATUSES } from '@lounge/core';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bookings } from './bookings';
import { createdAt, isInstant, isInstantOrNull, oneOf } from './columns';

/**
 * The posts to the bays' simulator hooks (docs/decisions/059), the outbox's shape: written in the
 * transaction of what they report (an extension) or by the background pass (start, warn, end),
 * then posted by it, retried with backoff until `expires_at`. dedupe_key keeps an event from being
 * queued twice ('warn' and 'end' name the booking's end, so an extension arms them again).
 */
export const bayHookEvents = sqliteTable(
  'bay_hook_events',
  {
    id: text('id').primaryKey(),
    bayNumber: text('bay_number').notNull(),
    event: text('event', { enum: BAY_EVENTS }).notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    dedupeKey: text('dedupe_key').notNull(),
    /** The JSON body posted, signed when it is sent. */
    body: text('body').notNull(),
    status: text('status', { enum: BAY_HOOK_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    /** While sending: when a pass that died mid-post gives the event up to another. */
    leaseUntil: text('lease_until'),
    /** After this the event no longer matters and is given up (expired). */
    expiresAt: text('expires_at').notNull(),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bay_hook_events_dedupe_unique').on(t.dedupeKey),
    index('bay_hook_events_status_next_idx').on(t.status, t.nextAttemptAt),
    index('bay_hook_events_booking_idx').on(t.bookingId),
    check('bay_hook_events_event_check', oneOf(t.event, BAY_EVENTS)),
    check('bay_hook_events_status_check', oneOf(t.status, BAY_HOOK_STATUSES)),
    check('bay_hook_events_next_check', isInstant(t.nextAttemptAt)),
    check('bay_hook_events_expires_check', isInstant(t.expiresAt)),
    check('bay_hook_events_sent_check', isInstantOrNull(t.sentAt)),
  ],
);
