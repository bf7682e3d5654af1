import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, isDate, isInstant, updatedAt } from './columns';

/**
 * A membership frozen for whole billing months: its days are starts_on <= day < resumes_on (venue
 * dates). Ended early, resumes_on becomes that day; dropped before it began, resumes_on = starts_on,
 * so it covers no day and counts no month. paused_at: when the gateway was told to stop charging.
 */
export const membershipFreezes = sqliteTable(
  'membership_freezes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    startsOn: text('starts_on').notNull(),
    resumesOn: text('resumes_on').notNull(),
    /** The months asked for (a freeze ended early counts the months it had begun). */
    months: integer('months').notNull(),
    /** Staff who set or ended it (null: the member), their reason, and whether they went past the cap. */
    createdBy: text('created_by').references(() => users.id),
    reason: text('reason'),
    override: integer('override', { mode: 'boolean' }).notNull().default(false),
    pausedAt: text('paused_at'),
    endedAt: text('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('membership_freezes_user_idx').on(t.userId, t.startsOn),
    check(
      'membership_freezes_dates_check',
      sql`${isDate(t.startsOn)} AND ${isDate(t.resumesOn)} AND ${t.resumesOn} >= ${t.startsOn}`,
    ),
    check('membership_freezes_months_check', sql`${t.months} BETWEEN 1 AND 12`),
  ],
);

/**
 * A member's cancellation: with notice (ends_on, the first day without a membership), or the
 * guarantee (refunded, ended at once). Taken back: withdrawn_at.
 */
export const membershipCancellations = sqliteTable(
  'membership_cancellations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    requestedAt: text('requested_at').notNull(),
    endsOn: text('ends_on').notNull(),
    guarantee: integer('guarantee', { mode: 'boolean' }).notNull().default(false),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdBy: text('created_by').references(() => users.id),
    withdrawnAt: text('withdrawn_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_cancellations_user_idx').on(t.userId, t.requestedAt),
    check('membership_cancellations_ends_check', isDate(t.endsOn)),
    check('membership_cancellations_requested_check', isInstant(t.requestedAt)),
  ],
);

/**
 * Who has had the 30-day guarantee: the account, and the SHA-256 of its address at the time, kept
 * after the account is erased so the same person cannot take it twice by joining again.
 */
export const guaranteeClaims = sqliteTable('guarantee_claims', {
  emailHash: text('email_hash').primaryKey(),
  userId: text('user_id').references(() => users.id),
  claimedAt: text('claimed_at').notNull(),
});
