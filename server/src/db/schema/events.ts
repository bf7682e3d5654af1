import { EVENT_QUOTE_STATUSES } from '@lounge/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, isDate, isInstant, oneOf, updatedAt } from './columns';
import { eventInquiries } from './inquiries';

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
