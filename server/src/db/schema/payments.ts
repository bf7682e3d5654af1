import {
  CHECKOUT_KINDS,
  CHECKOUT_STATUSES,
  DESK_PAYMENT_METHODS,
  EVENT_BALANCE_METHODS,
  LEDGER_KINDS,
  LEDGER_STATUSES,
  MEMBERSHIP_TYPES,
  PLAN_FLOWS,
} from '@lounge/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, isDate, isInstant, oneOf, updatedAt } from './columns';

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
