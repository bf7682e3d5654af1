/**
 * The ledger's queries: every charge and refund is one row of ledger_entries. Other features write
 * money through `recordLedgerEntry` inside the transaction of what the money is for (a fulfilled
 * checkout, a desk-collected fee, a refund), and read it with `ledgerForUser` / `ledgerForBooking`.
 *
 * - Charges (membership, guest_fee, desk) have a positive amount and status 'paid', which becomes
 *   'partially_refunded' or 'refunded' as refunds are made against them.
 * - A desk fee left owed is a 'pending' charge: recorded, not paid, nothing of it refundable.
 * - A refund has a negative amount, names its charge in `refundOf`, and is 'pending' while the
 *   gateway is asked, then 'refunded' (or 'failed': it moved nothing and counts for nothing).
 * - `gatewayRef` is unique: recording money already recorded (the webhook and the member's return
 *   both reporting one payment) returns the existing row instead of adding a second.
 */
import { randomUUID } from 'node:crypto';
import {
  type DeskPaymentMethod,
  type LedgerKind,
  type LedgerStatus,
  type PaymentView,
  type StaffPaymentView,
  toIsoInstant,
} from '@lounge/core';
import { and, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, ledgerEntries } from '../db/schema';

export type LedgerRow = typeof ledgerEntries.$inferSelect;

export interface LedgerEntryInput {
  kind: LedgerKind;
  /** Cents: positive for a charge, negative for a refund. */
  amountCents: number;
  description: string;
  /** The member the money is from (or returned to); null for a visitor's payment. */
  userId: string | null;
  bookingId?: string | null;
  /** Defaults: 'paid' for a charge, 'refunded' for a refund. */
  status?: LedgerStatus;
  /** Desk fees: how staff took it (an event's balance may be invoiced). */
  method?: DeskPaymentMethod | 'invoice' | null;
  /** What the money is known by at the gateway or desk; unique (see above). */
  gatewayRef?: string | null;
  checkoutSessionId?: string | null;
  paymentIntentId?: string | null;
  invoiceId?: string | null;
  refundOf?: string | null;
  /** Staff who took a desk fee or made a refund. */
  recordedBy?: string | null;
  reason?: string | null;
  /** A refund: the key the gateway is asked with. */
  idempotencyKey?: string | null;
  /** A refund a member's cancellation waits on (bookings/cancellationRefund.ts). */
  cancelsBooking?: boolean;
  /** An event's deposit or balance (or a refund of one): its quote. */
  eventQuoteId?: string | null;
}

/**
 * Writes one ledger row and returns it; with a `gatewayRef` already recorded, returns that row and
 * writes nothing. Call inside the writeTransaction of what the money is for.
 */
export function recordLedgerEntry(db: Db, input: LedgerEntryInput, now: number): LedgerRow {
  if (input.gatewayRef) {
    const existing = findLedgerEntryByRef(db, input.gatewayRef);
    if (existing) return existing;
  }
  const iso = toIsoInstant(now);
  const row = db
    .insert(ledgerEntries)
    .values({
      id: randomUUID(),
      kind: input.kind,
      amountCents: input.amountCents,
      status: input.status ?? (input.kind === 'refund' ? 'refunded' : 'paid'),
      description: input.description,
      userId: input.userId,
      bookingId: input.bookingId ?? null,
      method: input.method ?? null,
      gatewayRef: input.gatewayRef ?? null,
      checkoutSessionId: input.checkoutSessionId ?? null,
      paymentIntentId: input.paymentIntentId ?? null,
      invoiceId: input.invoiceId ?? null,
      refundOf: input.refundOf ?? null,
      recordedBy: input.recordedBy ?? null,
      reason: input.reason ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      cancelsBooking: input.cancelsBooking ?? false,
      eventQuoteId: input.eventQuoteId ?? null,
      createdAt: iso,
      updatedAt: iso,
    })
    .returning()
    .get();
  if (input.refundOf) settleChargeStatus(db, input.refundOf, iso);
  return row;
}

export function findLedgerEntry(db: Db, id: string): LedgerRow | undefined {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)).get();
}

export function findLedgerEntryByRef(db: Db, gatewayRef: string): LedgerRow | undefined {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.gatewayRef, gatewayRef)).get();
}

/** The charge a gateway payment intent paid (a refund made at the gateway names only that). */
export function findChargeByPaymentIntent(db: Db, paymentIntentId: string): LedgerRow | undefined {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentIntentId, paymentIntentId), ne(ledgerEntries.kind, 'refund')))
    .get();
}

/**
 * The charge of a checkout session or invoice: how a charge recorded before the ledger (which may
 * lack its payment intent) is found from what the gateway says the payment intent paid.
 */
export function findChargeByOrigin(
  db: Db,
  checkoutSessionIds: readonly string[],
  invoiceId: string | null,
): LedgerRow | undefined {
  const refs = invoiceId ? [...checkoutSessionIds, invoiceId] : [...checkoutSessionIds];
  if (refs.length === 0) return undefined;
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        ne(ledgerEntries.kind, 'refund'),
        or(inArray(ledgerEntries.checkoutSessionId, refs), inArray(ledgerEntries.invoiceId, refs)),
      ),
    )
    .get();
}

/** A member's rows, newest first (rows of one instant: the later written first). */
export function ledgerForUser(db: Db, userId: string): LedgerRow[] {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.createdAt), desc(sql`rowid`))
    .all();
}

/** A booking's rows (its guest fee, fees taken at the desk, their refunds), oldest first. */
export function ledgerForBooking(db: Db, bookingId: string): LedgerRow[] {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(ledgerEntries.createdAt, sql`rowid`)
    .all();
}

/** What was refunded (completed refunds) of each booking's payments, for the board's bookings. */
export function refundedOfBookings(db: Db, bookingIds: readonly string[]): Map<string, number> {
  if (bookingIds.length === 0) return new Map();
  const rows = db
    .select({ bookingId: ledgerEntries.bookingId, cents: sql<number>`-sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.bookingId, [...bookingIds]),
        eq(ledgerEntries.kind, 'refund'),
        eq(ledgerEntries.status, 'refunded'),
      ),
    )
    .groupBy(ledgerEntries.bookingId)
    .all();
  return new Map(rows.map((r) => [r.bookingId ?? '', r.cents]));
}

/** Refunds still 'pending': asked of the gateway, or about to be, with no answer recorded. */
export function pendingRefunds(db: Db): LedgerRow[] {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'refund'), eq(ledgerEntries.status, 'pending')))
    .orderBy(ledgerEntries.createdAt, sql`rowid`)
    .all();
}

/**
 * Bookings still occupying their bay although a refund their cancellation waited on went through:
 * the cancellation is to be completed (payments/refundRecovery.ts).
 */
export function bookingsAwaitingCancellation(db: Db): string[] {
  return db
    .selectDistinct({ bookingId: ledgerEntries.bookingId })
    .from(ledgerEntries)
    .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
    .where(
      and(
        eq(ledgerEntries.cancelsBooking, true),
        eq(ledgerEntries.status, 'refunded'),
        eq(bookings.status, 'confirmed'),
      ),
    )
    .all()
    .map((r) => r.bookingId)
    .filter((id): id is string => id !== null);
}

/** The gateway's answer to a refund, as the ledger records it. */
export interface RefundOutcome {
  id: string;
  status: 'refunded' | 'pending' | 'failed';
  gatewayRef: string | null;
}

/** Records gateway answers (call inside the transaction that acts on them); returns the rows. */
export function recordRefundOutcomes(db: Db, outcomes: readonly RefundOutcome[], now: number): LedgerRow[] {
  return outcomes.flatMap((outcome) => {
    const known = findLedgerEntry(db, outcome.id);
    // The gateway's news of this refund (a webhook) may have been recorded meanwhile.
    if (known?.status !== 'pending') return known ? [known] : [];
    const row = updateLedgerEntry(
      db,
      outcome.id,
      { status: outcome.status, ...(outcome.gatewayRef ? { gatewayRef: outcome.gatewayRef } : {}) },
      now,
    );
    return row ? [row] : [];
  });
}

/** The refunds made or under way against a charge (failed ones moved nothing). */
function refundsOf(db: Db, chargeId: string): LedgerRow[] {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.refundOf, chargeId), ne(ledgerEntries.status, 'failed')))
    .all();
}

/**
 * The refund of `chargeId` this actor asked for with the same amount and reason at or after
 * `sinceIso`, made or under way: a repeated submit of one refund finds it.
 */
export function repeatedRefund(
  db: Db,
  chargeId: string,
  ask: { actorId: string; amountCents: number; reason: string; sinceIso: string },
): LedgerRow | undefined {
  return refundsOf(db, chargeId).find(
    (r) =>
      r.recordedBy === ask.actorId &&
      r.amountCents === -ask.amountCents &&
      r.reason === ask.reason &&
      r.createdAt >= ask.sinceIso,
  );
}

/** What is left to refund of a charge: its amount less every refund made or under way. */
export function refundableCents(db: Db, charge: LedgerRow): number {
  // A refund, or a fee left owed at the desk ('pending' charge): no money came in to give back.
  if (charge.kind === 'refund' || charge.status === 'pending') return 0;
  const refunded = refundsOf(db, charge.id).reduce((sum, r) => sum - r.amountCents, 0);
  return Math.max(0, charge.amountCents - refunded);
}

/**
 * What this account refunded (made or under way) from `fromIso` up to `toIso`: a staff member's day
 * (core's refundAuthority.ts). Read in the transaction that reserves the next refund.
 */
export function refundedByBetween(db: Db, actorId: string, fromIso: string, toIso: string): number {
  const row = db
    .select({ cents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.recordedBy, actorId),
        eq(ledgerEntries.kind, 'refund'),
        ne(ledgerEntries.status, 'failed'),
        gte(ledgerEntries.createdAt, fromIso),
        lt(ledgerEntries.createdAt, toIso),
      ),
    )
    .get();
  return row?.cents ?? 0;
}

/** Updates a row (a refund confirmed or failed at the gateway) and its charge's status. */
export function updateLedgerEntry(
  db: Db,
  id: string,
  patch: Partial<Pick<LedgerRow, 'status' | 'gatewayRef' | 'paymentIntentId'>>,
  now: number,
): LedgerRow | undefined {
  const iso = toIsoInstant(now);
  const row = db
    .update(ledgerEntries)
    .set({ ...patch, updatedAt: iso })
    .where(eq(ledgerEntries.id, id))
    .returning()
    .get();
  if (row?.refundOf) settleChargeStatus(db, row.refundOf, iso);
  return row;
}

/** A charge reads refunded, partially refunded or paid from the refunds confirmed against it. */
function settleChargeStatus(db: Db, chargeId: string, iso: string): void {
  const charge = findLedgerEntry(db, chargeId);
  if (!charge || charge.kind === 'refund') return;
  const returned = refundsOf(db, chargeId)
    .filter((r) => r.status === 'refunded')
    .reduce((sum, r) => sum - r.amountCents, 0);
  const status: LedgerStatus =
    returned <= 0 ? 'paid' : returned >= charge.amountCents ? 'refunded' : 'partially_refunded';
  if (status !== charge.status)
    db.update(ledgerEntries).set({ status, updatedAt: iso }).where(eq(ledgerEntries.id, chargeId)).run();
}

/** The member's view of a row (GET /api/payments). */
export function paymentView(row: LedgerRow): PaymentView {
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    amountCents: row.amountCents,
    status: row.status,
    createdAt: row.createdAt,
    ...(row.bookingId ? { bookingId: row.bookingId } : {}),
  } satisfies PaymentView;
}

/** Staff's view of a row: how it was taken, what it refunds, what is left to refund. */
export function staffPaymentView(db: Db, row: LedgerRow): StaffPaymentView {
  return {
    ...paymentView(row),
    userId: row.userId,
    method: row.method,
    refundOf: row.refundOf,
    refundableCents: refundableCents(db, row),
  } satisfies StaffPaymentView;
}

/** An event quote's rows (its deposit, balance and their refunds), oldest first. */
export function ledgerForEventQuote(db: Db, eventQuoteId: string): LedgerRow[] {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.eventQuoteId, eventQuoteId))
    .orderBy(ledgerEntries.createdAt, sql`rowid`)
    .all();
}

/** Event payments taken through a checkout that their quote did not keep (see events/eventCheckout.ts). */
export function eventCheckoutCharges(db: Db): LedgerRow[] {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.kind, ['event_deposit', 'event_balance']),
        sql`${ledgerEntries.checkoutSessionId} IS NOT NULL`,
        inArray(ledgerEntries.status, ['paid', 'partially_refunded']),
      ),
    )
    .all();
}
