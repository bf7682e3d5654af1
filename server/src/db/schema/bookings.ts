import { BOOKING_STATUSES, KIOSK_ROLES, WAITLIST_STATUSES } from '@lounge/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, ISO_DATE_GLOB, isInstant, isInstantOrNull, oneOf, updatedAt } from './columns';

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
    /** A lesson's bay (docs/decisions/057): removed when the lesson is cancelled or its checkout lapses. */
    lessonId: text('lesson_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bay_blocks_round_idx').on(t.competitionRoundId),
    index('bay_blocks_lesson_idx').on(t.lessonId),
    index('bay_blocks_bay_start_idx').on(t.bayNumber, t.startTime),
    index('bay_blocks_event_quote_idx').on(t.eventQuoteId),
    index('bay_blocks_date_idx').on(t.blockDate),
    index('bay_blocks_group_idx').on(t.groupId),
    check('bay_blocks_date_check', sql`${t.blockDate} GLOB ${sql.raw(`'${ISO_DATE_GLOB}'`)}`),
    check('bay_blocks_start_check', isInstant(t.startTime)),
    check('bay_blocks_end_check', sql`${isInstant(t.endTime)} AND ${t.endTime} > ${t.startTime}`),
  ],
);
