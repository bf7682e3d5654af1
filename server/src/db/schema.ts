/**
 * The database schema (drizzle-orm, SQLite). drizzle-kit generates migrations/ from this file;
 * a test fails when the two disagree.
 *
 * Instants are TEXT in one form, ISO 8601 UTC with milliseconds ('2026-11-22T17:00:00.000Z', core's
 * toIsoInstant), so that they sort and compare as strings, in SQL and in triggers alike. CHECK
 * constraints keep anything else out. Venue dates are 'YYYY-MM-DD'.
 */

import {
  BOOKING_STATUSES,
  CHECKOUT_KINDS,
  CHECKOUT_STATUSES,
  COMPETITION_ELIGIBILITY,
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  DESK_PAYMENT_METHODS,
  ENTRY_STATUSES,
  EVENT_BALANCE_METHODS,
  EVENT_QUOTE_STATUSES,
  KIOSK_ROLES,
  LEDGER_KINDS,
  LEDGER_STATUSES,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  OUTBOX_STATUSES,
  PLAN_FLOWS,
  TOUR_STATUSES,
  USER_ROLES,
  WAITLIST_STATUSES,
} from '@lounge/core';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const ISO_INSTANT_GLOB =
  '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z';
const ISO_DATE_GLOB = '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]';

function isInstant(column: AnySQLiteColumn): SQL {
  return sql`${column} GLOB ${sql.raw(`'${ISO_INSTANT_GLOB}'`)}`;
}

/** A nullable instant column is either NULL or an instant. */
function isInstantOrNull(column: AnySQLiteColumn): SQL {
  return sql`${column} IS NULL OR ${isInstant(column)}`;
}

function oneOf(column: AnySQLiteColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

const createdAt = () => text('created_at').notNull();
/** What an account mark hashes: a proven address, or the account's customer at the gateway. */
const ACCOUNT_MARK_KINDS = ['email', 'customer'] as const;
const updatedAt = () => text('updated_at').notNull();

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

/**
 * held: a bay kept for a member while a guest fee is paid (until hold_expires_at). The statuses
 * that occupy the bay are core's OCCUPYING_BOOKING_STATUSES (the overlap triggers list them too).
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    bayNumber: text('bay_number').notNull(),
    /** The venue date the booking is on. */
    bookingDate: text('booking_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** Players in the bay, the member included (the product's guestCount). */
    guestCount: integer('guest_count').notNull().default(1),
    /** Guest fee paid, in cents. */
    guestFee: integer('guest_fee').notNull().default(0),
    /**
     * The guests that fee paid for (or a fee left owed at the desk charged for), written when they
     * were charged: an edit charges only guests beyond these, whatever the fee is by then.
     */
    paidGuests: integer('paid_guests').notNull().default(0),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    holdExpiresAt: text('hold_expires_at'),
    notes: text('notes'),
    cancelledAt: text('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** The staff member who made it at the desk, if one did. */
    createdBy: text('created_by'),
    /** Made by staff past the tier's limits (recorded, per the desk rules). */
    limitOverride: integer('limit_override', { mode: 'boolean' }).notNull().default(false),
    /**
     * When the lounge released it, nobody having checked in (a no-show). Kept when staff take the
     * release back, so the lounge never releases it twice (docs/decisions/053). No CHECK: adding
     * one would rebuild the table, and with it drop the overlap triggers.
     */
    releasedAt: text('released_at'),
    /** The kiosk it was checked in at; null when the desk checked it in (or nobody has). */
    checkedInKioskId: text('checked_in_kiosk_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_bay_start_idx').on(t.bayNumber, t.startTime),
    index('bookings_user_start_idx').on(t.userId, t.startTime),
    index('bookings_date_idx').on(t.bookingDate),
    // Every booking write first expires lapsed holds: this keeps that a look at the few held rows.
    index('bookings_held_expiry_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    // The background pass looks for confirmed bookings starting soon (reminders) every few seconds:
    // without this it read every booking the lounge ever had.
    index('bookings_confirmed_start_idx').on(t.startTime).where(sql`${t.status} = 'confirmed'`),
    check('bookings_status_check', oneOf(t.status, BOOKING_STATUSES)),
    check('bookings_date_check', sql`${t.bookingDate} GLOB ${sql.raw(`'${ISO_DATE_GLOB}'`)}`),
    check('bookings_start_check', isInstant(t.startTime)),
    check('bookings_end_check', sql`${isInstant(t.endTime)} AND ${t.endTime} > ${t.startTime}`),
    check('bookings_guest_count_check', sql`${t.guestCount} BETWEEN 1 AND 5`),
    check('bookings_guest_fee_check', sql`${t.guestFee} >= 0`),
    check('bookings_hold_check', isInstantOrNull(t.holdExpiresAt)),
  ],
);

/**
 * A booking's check-in pass (docs/decisions/053): a random 6-digit code. `open` while the booking is
 * not over, whatever its status, so a kiosk can say why a cancelled or released booking does not
 * check in; the partial unique index keeps a code to one open pass, and a code is free again once
 * its booking is over (the background pass closes them).
 */
export const bookingPasses = sqliteTable(
  'booking_passes',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    code: text('code').notNull(),
    open: integer('open', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_passes_open_code_unique').on(t.code).where(sql`${t.open} = 1`),
    check('booking_passes_code_check', sql`${t.code} GLOB '[0-9][0-9][0-9][0-9][0-9][0-9]'`),
  ],
);

/**
 * The lounge's check-in kiosks (tablets by the door). A kiosk is named at the desk with a one-time
 * pairing code (its SHA-256 kept, for 10 minutes); pairing swaps it for the device's token, whose
 * SHA-256 alone is kept. Revoking stops the token at once; the row stays for the records.
 */
export const kiosks = sqliteTable(
  'kiosks',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: text('pairing_expires_at'),
    tokenHash: text('token_hash'),
    pairedAt: text('paired_at'),
    revokedAt: text('revoked_at'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** What the tablet does (docs/decisions/056): checks members in, opens the door, or shows a bay. */
    role: text('role', { enum: KIOSK_ROLES }).notNull().default('checkin'),
    /** The bay a 'bay' kiosk shows (one of VENUE_BAYS); null for the others. */
    bay: text('bay'),
  },
  (t) => [
    uniqueIndex('kiosks_token_hash_unique').on(t.tokenHash),
    uniqueIndex('kiosks_pairing_code_hash_unique').on(t.pairingCodeHash),
    check('kiosks_role_check', oneOf(t.role, KIOSK_ROLES)),
  ],
);

/** VIP guest passes used, counted per venue calendar month; deleted when the booking is cancelled. */
export const guestPasses = sqliteTable(
  'guest_passes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    guestCount: integer('guest_count').notNull(),
    /** 'YYYY-MM' of the booking's venue date. */
    billingMonth: text('billing_month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('guest_passes_user_month_idx').on(t.userId, t.billingMonth),
    index('guest_passes_booking_idx').on(t.bookingId),
    check('guest_passes_count_check', sql`${t.guestCount} > 0`),
  ],
);

export const contactInquiries = sqliteTable('contact_inquiries', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  inquiryType: text('inquiry_type').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: text('handled_at'),
  handledBy: text('handled_by'),
  notes: text('notes'),
});

export const eventInquiries = sqliteTable('event_inquiries', {
  id: text('id').primaryKey(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  eventType: text('event_type').notNull(),
  phone: text('phone'),
  eventDate: text('event_date'),
  guestCount: text('guest_count'),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: text('handled_at'),
  handledBy: text('handled_by'),
  notes: text('notes'),
});

export const tourBookings = sqliteTable(
  'tour_bookings',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    preferredDate: text('preferred_date').notNull(),
    preferredTime: text('preferred_time').notNull(),
    partySize: integer('party_size').notNull().default(1),
    specialRequests: text('special_requests'),
    status: text('status', { enum: TOUR_STATUSES }).notNull().default('scheduled'),
    confirmedDate: text('confirmed_date'),
    confirmedTime: text('confirmed_time'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [check('tour_bookings_status_check', oneOf(t.status, TOUR_STATUSES))],
);

/** First-party analytics: page views and clicks, no third-party tracker. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    path: text('path'),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);

/**
 * Every checkout we start at the payment gateway (Stripe or the sandbox), so that its outcome is
 * applied exactly once: `fulfilled_at` is set in the same transaction as the membership change or
 * the held booking's confirmation, whichever path (webhook or the member's return) comes first.
 */
export const checkoutSessions = sqliteTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: CHECKOUT_KINDS }).notNull(),
    userId: text('user_id').references(() => users.id),
    email: text('email'),
    plan: text('plan', { enum: MEMBERSHIP_TYPES }),
    flow: text('flow', { enum: PLAN_FLOWS }),
    /** The held booking a guest-fee checkout pays for. */
    bookingId: text('booking_id').references(() => bookings.id),
    /** The event quote an event deposit or balance checkout pays. */
    eventQuoteId: text('event_quote_id'),
    amountCents: integer('amount_cents').notNull(),
    /**
     * An edit that adds paid guests to a confirmed booking: the players and pass guests the booking
     * takes once this checkout is paid (the rest of the edit was applied at once).
     */
    pendingPlayers: integer('pending_players'),
    pendingPassGuests: integer('pending_pass_guests'),
    /** The added guests that edit's checkout pays for, joining the booking's paid guests once paid. */
    pendingPaidGuests: integer('pending_paid_guests'),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** The account was made for this purchase (pre-checkout sign-up, never paid before). */
    newAccount: integer('new_account', { mode: 'boolean' }).notNull().default(false),
    fulfilledAt: text('fulfilled_at'),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [
    index('checkout_sessions_booking_idx').on(t.bookingId),
    index('checkout_sessions_user_idx').on(t.userId),
    check('checkout_sessions_kind_check', oneOf(t.kind, CHECKOUT_KINDS)),
    check('checkout_sessions_status_check', oneOf(t.status, CHECKOUT_STATUSES)),
  ],
);

/** Webhook events already processed: inserted in the same transaction as the event's work. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: text('processed_at').notNull(),
});

/**
 * The sandbox gateway's own records, standing in for Stripe's side when no key is set: its
 * hosted-page sessions and the subscriptions they start.
 */
export const sandboxSessions = sqliteTable('sandbox_sessions', {
  id: text('id').primaryKey(),
  mode: text('mode', { enum: ['subscription', 'payment'] }).notNull(),
  email: text('email'),
  customerId: text('customer_id').notNull(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** JSON: the metadata the session was created with. */
  metadata: text('metadata').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paid: integer('paid', { mode: 'boolean' }).notNull().default(false),
  subscriptionId: text('subscription_id'),
  paymentIntentId: text('payment_intent_id'),
  createdAt: createdAt(),
  expiresAt: text('expires_at').notNull(),
});

export const sandboxSubscriptions = sqliteTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  email: text('email').notNull(),
  status: text('status').notNull(),
  /** JSON: [{ amountCents, interval, intervalCount }]. */
  items: text('items').notNull(),
  metadata: text('metadata').notNull(),
  currentPeriodStart: text('current_period_start'),
  currentPeriodEnd: text('current_period_end').notNull(),
  cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
  /** A downgrade the sandbox applies when the period ends (as a Stripe schedule's next phase). */
  pendingPlan: text('pending_plan'),
  /** A freeze: no charges until this instant (Stripe's pause_collection.resumes_at). */
  pausedUntil: text('paused_until'),
  /** Cancel with notice: the subscription ends at this instant (Stripe's cancel_at). */
  cancelAt: text('cancel_at'),
  createdAt: createdAt(),
});

/** The sandbox's invoices for mid-period charges (an upgrade's proration), once per key. */
export const sandboxInvoices = sqliteTable('sandbox_invoices', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

/** Every staff action, with who did it: the desk's audit trail. */
export const staffActions = sqliteTable(
  'staff_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Who did it; null when the lounge did it itself (a release) or a kiosk did (named in details). */
    actorId: text('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** JSON: what changed (a reason, the override, the new role...). */
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_actions_target_idx').on(t.targetType, t.targetId),
    index('staff_actions_created_idx').on(t.createdAt),
  ],
);

/**
 * Staff notes on a member (the desk's profile): who wrote each and who changed it last. Adding and
 * changing one is also written to staff_actions; deleting the member's account deletes their notes.
 */
export const memberNotes = sqliteTable(
  'member_notes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdBy: text('created_by').references(() => users.id),
    updatedBy: text('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('member_notes_user_idx').on(t.userId, t.createdAt),
    check('member_notes_created_check', isInstant(t.createdAt)),
    check('member_notes_updated_check', isInstant(t.updatedAt)),
  ],
);

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
 * Members waiting for a taken day and time range, first come first served. When the range frees
 * up the first in line is offered it: a held booking (hold_booking_id) keeps the bay for them until
 * offer_expires_at; claimed, it becomes theirs; unclaimed (lapsed), the next in line is offered it.
 * expired: the time came and went while waiting. bay_number NULL means any bay.
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    bookingDate: text('booking_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    bayNumber: text('bay_number'),
    guestCount: integer('guest_count').notNull().default(1),
    notes: text('notes'),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offerExpiresAt: text('offer_expires_at'),
    holdBookingId: text('hold_booking_id').references(() => bookings.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('waitlist_status_created_idx').on(t.status, t.createdAt),
    index('waitlist_user_idx').on(t.userId, t.status),
    check('waitlist_status_check', oneOf(t.status, WAITLIST_STATUSES)),
    check('waitlist_start_check', isInstant(t.startTime)),
    check('waitlist_end_check', sql`${isInstant(t.endTime)} AND ${t.endTime} > ${t.startTime}`),
    check('waitlist_offer_check', isInstantOrNull(t.offerExpiresAt)),
    check('waitlist_guest_count_check', sql`${t.guestCount} BETWEEN 1 AND 5`),
  ],
);

/**
 * The ledger: every charge and refund, one row each (payments/ledgerStore.ts). A refund's amount is
 * negative and names the charge it returns (refund_of). `gateway_ref` is what the money is known by
 * at the gateway (a checkout session, an invoice, a refund) or at the desk; it is unique, so the
 * same money reported twice (webhook and return, a repeated event) is one row. Each row is written
 * in the same transaction as what the money paid for.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: LEDGER_STATUSES }).notNull(),
    description: text('description').notNull(),
    userId: text('user_id').references(() => users.id),
    bookingId: text('booking_id').references(() => bookings.id),
    /** For a refund: the charge it returns money of. */
    refundOf: text('refund_of'),
    /** Desk fees: cash or card at the counter; an event's balance at the desk: card, cash or invoice. */
    method: text('method', { enum: [...DESK_PAYMENT_METHODS, 'invoice'] }),
    /** The event quote an event deposit or balance (or its refund) belongs to. */
    eventQuoteId: text('event_quote_id'),
    gatewayRef: text('gateway_ref'),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    invoiceId: text('invoice_id'),
    /** Staff who recorded a desk fee or made a refund. */
    recordedBy: text('recorded_by'),
    reason: text('reason'),
    /**
     * A refund: the key it is asked of the gateway with, kept so that a refund left 'pending' by a
     * crash is looked up and settled with the same key (payments/refundRecovery.ts).
     */
    idempotencyKey: text('idempotency_key'),
    /**
     * A refund that a member's cancellation waits on: once it is refunded the booking is
     * cancelled in the same transaction, or at the next start should the server stop in between.
     */
    cancelsBooking: integer('cancels_booking', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_gateway_ref_unique').on(t.gatewayRef),
    index('ledger_user_created_idx').on(t.userId, t.createdAt),
    index('ledger_booking_idx').on(t.bookingId),
    index('ledger_refund_of_idx').on(t.refundOf),
    // A staff account's refunds of a day (their day's limit, payments/refunds.ts).
    index('ledger_recorded_by_idx').on(t.recordedBy, t.createdAt),
    // The reports' sums: a month's rows of one kind and status are one seek, read from the index
    // alone, whatever the years before hold (docs/decisions/051).
    index('ledger_kind_status_created_idx').on(t.kind, t.status, t.createdAt, t.amountCents),
    // A member's first membership payment (the reports' members), one seek each.
    index('ledger_first_membership_idx').on(t.userId, t.createdAt).where(sql`${t.kind} = 'membership'`),
    check('ledger_kind_check', oneOf(t.kind, LEDGER_KINDS)),
    check('ledger_status_check', oneOf(t.status, LEDGER_STATUSES)),
    index('ledger_event_quote_idx').on(t.eventQuoteId),
    check(
      'ledger_method_check',
      sql`${t.method} IS NULL OR ${oneOf(t.method, [...new Set([...DESK_PAYMENT_METHODS, ...EVENT_BALANCE_METHODS])])}`,
    ),
    check(
      'ledger_sign_check',
      sql`(${t.kind} = 'refund' AND ${t.amountCents} < 0) OR (${t.kind} <> 'refund' AND ${t.amountCents} >= 0)`,
    ),
    check('ledger_created_check', isInstant(t.createdAt)),
  ],
);

/** The sandbox gateway's refunds (Stripe's side of a refund when no key is set). */
export const sandboxRefunds = sqliteTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  /** The sandbox payment refunded: a session's payment intent or a subscription charge. */
  paymentRef: text('payment_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** The same key gives the same refund, as Stripe's idempotency keys do. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A bay closed for a span (maintenance, a private event): one row a bay and a date; the bays and
 * weeks of one staff request share `group_id`. Triggers (migrations, bay_blocks) keep blocks and
 * bookings that occupy a bay from overlapping, whichever is written second.
 */
export const bayBlocks = sqliteTable(
  'bay_blocks',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull(),
    bayNumber: text('bay_number').notNull(),
    /** The venue date the block falls on. */
    blockDate: text('block_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => users.id),
    /** A competition round's bays: removed with the round, never on their own at the desk. */
    competitionRoundId: text('competition_round_id'),
    /** A private event's hold: its quote (released when the event is cancelled). */
    eventQuoteId: text('event_quote_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bay_blocks_round_idx').on(t.competitionRoundId),
    index('bay_blocks_bay_start_idx').on(t.bayNumber, t.startTime),
    index('bay_blocks_event_quote_idx').on(t.eventQuoteId),
    index('bay_blocks_date_idx').on(t.blockDate),
    index('bay_blocks_group_idx').on(t.groupId),
    check('bay_blocks_date_check', sql`${t.blockDate} GLOB ${sql.raw(`'${ISO_DATE_GLOB}'`)}`),
    check('bay_blocks_start_check', isInstant(t.startTime)),
    check('bay_blocks_end_check', sql`${isInstant(t.endTime)} AND ${t.endTime} > ${t.startTime}`),
  ],
);

const isDate = (column: AnySQLiteColumn) => sql`${column} GLOB ${sql.raw(`'${ISO_DATE_GLOB}'`)}`;

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

/**
 * The drawer counted at close: one row a venue day (a recount replaces it; both are in
 * staff_actions). `expected_cash_cents` is what the ledger said the drawer should hold when it was
 * counted, kept so a refund written later does not change a count already made.
 */
export const cashUps = sqliteTable(
  'cash_ups',
  {
    venueDate: text('venue_date').primaryKey(),
    expectedCashCents: integer('expected_cash_cents').notNull(),
    countedCents: integer('counted_cents').notNull(),
    countedBy: text('counted_by')
      .notNull()
      .references(() => users.id),
    countedAt: text('counted_at').notNull(),
    note: text('note'),
  },
  (t) => [
    check('cash_ups_date_check', isDate(t.venueDate)),
    check('cash_ups_counted_at_check', isInstant(t.countedAt)),
    check('cash_ups_counted_check', sql`${t.countedCents} >= 0`),
  ],
);

/**
 * Member tournaments and leagues (docs/competitions.md). The course (name, ratings, 18 holes of par
 * and stroke index) is JSON, as core's CompetitionCourse; it never changes once anyone has played.
 */
export const competitions = sqliteTable(
  'competitions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: COMPETITION_KINDS }).notNull(),
    format: text('format', { enum: COMPETITION_FORMATS }).notNull(),
    allowancePercent: integer('allowance_percent').notNull(),
    eligibility: text('eligibility', { enum: COMPETITION_ELIGIBILITY }).notNull(),
    feeGeneralCents: integer('fee_general_cents').notNull(),
    feeVipCents: integer('fee_vip_cents').notNull(),
    fieldSize: integer('field_size').notNull(),
    registrationClosesAt: text('registration_closes_at').notNull(),
    course: text('course').notNull(),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('competitions_kind_check', oneOf(t.kind, COMPETITION_KINDS)),
    check('competitions_format_check', oneOf(t.format, COMPETITION_FORMATS)),
    check('competitions_eligibility_check', oneOf(t.eligibility, COMPETITION_ELIGIBILITY)),
    check('competitions_fees_check', sql`${t.feeGeneralCents} >= 0 AND ${t.feeVipCents} >= 0`),
    check('competitions_field_check', sql`${t.fieldSize} >= 2`),
    check('competitions_close_check', isInstant(t.registrationClosesAt)),
  ],
);

/** A competition's rounds, numbered from 1; bays JSON (bay numbers). past: played before it came onto the software. */
export const competitionRounds = sqliteTable(
  'competition_rounds',
  {
    id: text('id').primaryKey(),
    competitionId: text('competition_id')
      .notNull()
      .references(() => competitions.id),
    number: integer('number').notNull(),
    roundDate: text('round_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    bays: text('bays').notNull(),
    past: integer('past', { mode: 'boolean' }).notNull().default(false),
    closedAt: text('closed_at'),
  },
  (t) => [
    uniqueIndex('competition_rounds_number_unique').on(t.competitionId, t.number),
    check('competition_rounds_date_check', isDate(t.roundDate)),
    check('competition_rounds_start_check', isInstant(t.startTime)),
    check('competition_rounds_end_check', sql`${isInstant(t.endTime)} AND ${t.endTime} > ${t.startTime}`),
    check('competition_rounds_closed_check', isInstantOrNull(t.closedAt)),
  ],
);

/**
 * Entries, in registration order (created_at, then rowid). A member has at most one live entry
 * (unpaid, entered or waiting) in a competition. fee_cents: what the entry was charged (0 when staff
 * added the player, or the event is free); checkout_session_id: the checkout that paid it.
 */
export const competitionEntries = sqliteTable(
  'competition_entries',
  {
    id: text('id').primaryKey(),
    competitionId: text('competition_id')
      .notNull()
      .references(() => competitions.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ENTRY_STATUSES }).notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    checkoutSessionId: text('checkout_session_id'),
    /** An unpaid place held while its checkout takes payment; null while the place is held till registration closes. */
    holdExpiresAt: text('hold_expires_at'),
    addedBy: text('added_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('competition_entries_competition_idx').on(t.competitionId, t.status),
    index('competition_entries_user_idx').on(t.userId),
    uniqueIndex('competition_entries_live_unique')
      .on(t.competitionId, t.userId)
      .where(sql`status IN ('unpaid', 'entered', 'waiting')`),
    check('competition_entries_status_check', oneOf(t.status, ENTRY_STATUSES)),
    check('competition_entries_fee_check', sql`${t.feeCents} >= 0`),
    check('competition_entries_hold_check', isInstantOrNull(t.holdExpiresAt)),
  ],
);

/** A player staff moved to a bay in a round; the others are grouped by core's groupRound. */
export const competitionMoves = sqliteTable(
  'competition_moves',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => competitionRounds.id),
    entryId: text('entry_id')
      .notNull()
      .references(() => competitionEntries.id),
    bayNumber: text('bay_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.entryId] })],
);

/**
 * Scorecards: holes JSON (18 scores or nulls). Final once submitted and attested; then its
 * adjusted gross and differential are fixed with the index the player had (index_at_posting).
 */
export const competitionCards = sqliteTable(
  'competition_cards',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => competitionRounds.id),
    entryId: text('entry_id')
      .notNull()
      .references(() => competitionEntries.id),
    holes: text('holes').notNull(),
    playingHandicap: integer('playing_handicap').notNull(),
    indexAtPosting: real('index_at_posting'),
    submittedAt: text('submitted_at'),
    attestedBy: text('attested_by').references(() => users.id),
    attestedAt: text('attested_at'),
    adjustedGross: integer('adjusted_gross'),
    differential: real('differential'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('competition_cards_round_entry_unique').on(t.roundId, t.entryId),
    index('competition_cards_entry_idx').on(t.entryId),
    check('competition_cards_submitted_check', isInstantOrNull(t.submittedAt)),
    check('competition_cards_attested_check', isInstantOrNull(t.attestedAt)),
  ],
);

/** A member's golf settings: the official Handicap Index staff set (null: the lounge index counts), hiding their name. */
export const memberHandicaps = sqliteTable('member_handicaps', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  officialIndex: real('official_index'),
  setBy: text('set_by').references(() => users.id),
  setAt: text('set_at'),
  hideName: integer('hide_name', { mode: 'boolean' }).notNull().default(false),
});

/** The venue's price list of event add-ons (the desk edits it; a quote copies the prices it used). */
export const eventAddOnPrices = sqliteTable(
  'event_add_on_prices',
  {
    name: text('name').primaryKey(),
    cents: integer('cents').notNull(),
    updatedBy: text('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('event_add_on_prices_cents_check', sql`${t.cents} >= 0`)],
);

/**
 * A private event's quote (docs/events.md), built by staff from an event inquiry. Its lines and sums
 * are core's buildQuote's, kept as they were sent. The link's token is kept only as its SHA-256
 * (token_hash); a new send makes a new token. Paid: the bays are held by bay_blocks rows naming the
 * quote, written in the same transaction as the payment's ledger row.
 */
export const eventQuotes = sqliteTable(
  'event_quotes',
  {
    id: text('id').primaryKey(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => eventInquiries.id),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    /**
     * The account that had proven the contact's address at the quote's last pricing (building,
     * sending, a payment), when there is one: never an unproven one (docs/security.md).
     */
    userId: text('user_id').references(() => users.id),
    packageId: text('package_id').notNull(),
    /** JSON: 'facility', or the bay numbers. */
    space: text('space').notNull(),
    eventDate: text('event_date').notNull(),
    startTime: text('start_time').notNull(),
    /** Length in minutes (whole or half hours). */
    minutes: integer('minutes').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    headCount: integer('head_count').notNull(),
    /** JSON: the add-on names asked for, and staff's adjustments (to rebuild a draft). */
    addOns: text('add_ons').notNull(),
    adjustments: text('adjustments').notNull(),
    /** JSON: core's QuoteLine[]. */
    lines: text('lines').notNull(),
    /** The member discount of the lines and sums: the quoted one until a payment prices it again. */
    discountPercent: integer('discount_percent').notNull(),
    /** The member discount the quote went out with; the page says why when it no longer applies. */
    quotedDiscountPercent: integer('quoted_discount_percent').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    balanceDueOn: text('balance_due_on').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: EVENT_QUOTE_STATUSES }).notNull().default('draft'),
    tokenHash: text('token_hash'),
    sentAt: text('sent_at'),
    linkExpiresAt: text('link_expires_at'),
    viewedAt: text('viewed_at'),
    acceptedAt: text('accepted_at'),
    depositPaidAt: text('deposit_paid_at'),
    /** The checkout that paid the deposit: any other deposit paid for the quote is refunded. */
    depositCheckoutId: text('deposit_checkout_id'),
    balancePaidAt: text('balance_paid_at'),
    balanceMethod: text('balance_method'),
    /** The checkout that paid the balance online (null at the desk): any other is refunded. */
    balanceCheckoutId: text('balance_checkout_id'),
    balanceRemindedAt: text('balance_reminded_at'),
    /** A deposit paid after another event took the time: refunded in full (the first paid wins). */
    lostToQuoteAt: text('lost_to_quote_at'),
    cancelledAt: text('cancelled_at'),
    cancelReason: text('cancel_reason'),
    refundCents: integer('refund_cents'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_quotes_token_unique').on(t.tokenHash),
    index('event_quotes_inquiry_idx').on(t.inquiryId),
    index('event_quotes_status_date_idx').on(t.status, t.eventDate),
    check('event_quotes_status_check', oneOf(t.status, EVENT_QUOTE_STATUSES)),
    check('event_quotes_date_check', isDate(t.eventDate)),
    check('event_quotes_starts_check', isInstant(t.startsAt)),
    check('event_quotes_ends_check', sql`${isInstant(t.endsAt)} AND ${t.endsAt} > ${t.startsAt}`),
    check('event_quotes_sums_check', sql`${t.depositCents} + ${t.balanceCents} = ${t.totalCents}`),
    check('event_quotes_head_count_check', sql`${t.headCount} >= 1`),
  ],
);
