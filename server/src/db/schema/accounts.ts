import { MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES, USER_ROLES } from '@lounge/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ACCOUNT_MARK_KINDS, createdAt, isInstant, isInstantOrNull, oneOf, updatedAt } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Stored trimmed and lower-cased; the unique index on lower(email) guards the rest. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Optional, E.164 (core's phone.ts). */
    phone: text('phone'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    membershipType: text('membership_type', { enum: MEMBERSHIP_TYPES }),
    membershipStatus: text('membership_status', { enum: MEMBERSHIP_STATUSES }).notNull().default('inactive'),
    membershipExpiresAt: text('membership_expires_at'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** A downgrade waiting for the paid period to end: the plan it moves to, and when. */
    pendingMembershipType: text('pending_membership_type', { enum: MEMBERSHIP_TYPES }),
    pendingChangeAt: text('pending_change_at'),
    authProvider: text('auth_provider').notNull().default('email'),
    isEmailVerified: integer('is_email_verified', { mode: 'boolean' }).notNull().default(false),
    /** The reminder email 2 hours before each booking; the member may turn it off. */
    emailReminders: integer('email_reminders', { mode: 'boolean' }).notNull().default(true),
    /** When the account was deleted: its personal data erased, the row kept for bookings and payments. */
    deletedAt: text('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check(
      'users_membership_type_check',
      sql`${t.membershipType} IS NULL OR ${oneOf(t.membershipType, MEMBERSHIP_TYPES)}`,
    ),
    check('users_membership_status_check', oneOf(t.membershipStatus, MEMBERSHIP_STATUSES)),
    check('users_expires_check', isInstantOrNull(t.membershipExpiresAt)),
    check('users_created_check', isInstant(t.createdAt)),
  ],
);

/** Server-side sessions: the cookie carries only the sid, sealed; `sid` here is its SHA-256 (hex). */
export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    /** JSON: { userId }. */
    sess: text('sess').notNull(),
    expire: text('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), check('sessions_expire_check', isInstant(t.expire))],
);

/** Password reset links: only the token's SHA-256 is kept; single use, one hour. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
    check('password_resets_expires_check', isInstant(t.expiresAt)),
  ],
);

/**
 * A forgot-password request waiting for the background pass, which looks the email up and, only for
 * an account, makes the link and queues its email. Answering the request writes this same row
 * whoever asks, so a member and a stranger cost the request the same. It holds no token (made
 * later, for an account only) and is deleted when the pass takes it.
 */
export const passwordResetRequests = sqliteTable(
  'password_reset_requests',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_requests_created_idx').on(t.createdAt)],
);

/**
 * A change of email waiting for its link (sent to the new address): only the token's SHA-256 is
 * kept; single use, one hour. The address changes when the link is followed.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_unique').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
    check('email_changes_expires_check', isInstant(t.expiresAt)),
  ],
);

/**
 * A member's private calendar feed: only the SHA-256 of the secret in its URL is kept, so a copy of
 * the database opens no feed. Replaced when the member resets it; dropped by a password reset or a
 * change of email.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);

/**
 * Links that prove an account's address: sent at sign-up (and on request), only the token's SHA-256
 * kept; single use, one hour. Following one sets users.is_email_verified.
 */
export const emailVerifications = sqliteTable(
  'email_verifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The address the link was sent to: a link proves only the address it went to. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_unique').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
    check('email_verifications_expires_check', isInstant(t.expiresAt)),
  ],
);

/**
 * What tells the person behind an account across accounts, as SHA-256 only, never in clear: each
 * address the account has proven (its mailbox: case and a '+tag' do not count) and its gateway
 * customer (users/accountMarksStore.ts). Kept while the account lives; erasing it keeps them only
 * when it took the money-back guarantee, which is once per person (docs/membership-terms.md).
 */
export const accountMarks = sqliteTable(
  'account_marks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ACCOUNT_MARK_KINDS }).notNull(),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.hash] }),
    index('account_marks_hash_idx').on(t.hash),
    check('account_marks_kind_check', oneOf(t.kind, ACCOUNT_MARK_KINDS)),
  ],
);
