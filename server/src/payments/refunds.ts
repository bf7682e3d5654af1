/**
 * Refunds, staff's and the cancellation policy's, in three steps so that money moves at most once:
 *
 * 1. In one write transaction: what is left to refund of the charge (its amount less every refund
 *    made or under way) is checked, and so are plain staff's limits (what was refunded of the charge
 *    in all, what the asking account refunded today: core's refundAuthority.ts, decision 048); then
 *    a `pending` refund row is written for the amount. A second or concurrent request now finds less
 *    (or nothing) left and is refused: 20 requests at once refund the payment once.
 * 2. The gateway is asked, with an idempotency key made of the charge, what was refunded before
 *    and the amount, so a retried request after a lost answer gets the same refund back, not a
 *    second one. Fees taken at the desk skip this step: staff hand the money back at the counter.
 * 3. In one write transaction the row becomes `refunded` (or `failed`, moving nothing) and the
 *    charge's status follows; for a member's cancellation, that transaction also cancels the
 *    booking (bookings/cancellationRefund.ts).
 *
 * The key is kept on the row, and a refund is marked in flight while this process asks for it: a
 * row still `pending` and not in flight was left by a crash, and payments/refundRecovery.ts asks
 * the gateway what became of it.
 */
import Boom from '@hapi/boom';
import {
  addDays,
  formatMoney,
  ledgerDescriptions,
  refundAuthorityRefusal,
  refundCopy,
  toIsoInstant,
  venueDate,
  wallToInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import { crashPoint } from '../testFaults';
import { findUserById } from '../users/userService';
import type { RefundInput, RefundResult } from './gateway';
import { gatewayFailure } from './gatewayErrors';
import {
  findLedgerEntry,
  type LedgerRow,
  type RefundOutcome,
  recordLedgerEntry,
  recordRefundOutcomes,
  refundableCents,
  refundedByBetween,
  repeatedRefund,
} from './ledgerStore';
import type { RefundEndingPurchase } from './purchaseKinds';

const TITLE = 'Refund';

export interface RefundRequest {
  chargeId: string;
  /** Cents; the whole of what is left when omitted (the lounge's own refunds only: staff always say). */
  amountCents?: number;
  reason: string;
  /**
   * The account whose word makes it (audited; its role checked against core's refund authority, so
   * plain staff stay within their limits whichever path refunds); null for the lounge's own rules
   * (a member's timely cancellation, the guarantee, an event cancelled by its contact).
   */
  actorId: string | null;
  /** A member's cancellation waits on this refund: the booking is cancelled once it is refunded. */
  cancelsBooking?: boolean;
}

/** Refunds this process is asking the gateway for now: never taken for ones a crash left behind. */
const inFlight = new Set<string>();

export function refundInFlight(id: string): boolean {
  return inFlight.has(id);
}

/** A reserved refund: its row and the key the gateway is asked with. */
export interface ReservedRefund {
  refund: LedgerRow;
  key: string;
  repeated?: true;
}

/**
 * Step 1, inside the caller's transaction: checks who asks and the amount, and writes the pending
 * refund row. The same staff asking again for the same amount with the same reason within
 * REFUND_REPEAT_SECONDS (a double click, a retry after a lost answer) is answered the refund already
 * made: `repeated`, with no second row, no second log entry and nothing asked of the gateway.
 */
export function reserveRefund(ctx: AppContext, request: RefundRequest): ReservedRefund {
  const charge = findLedgerEntry(ctx.db, request.chargeId);
  if (!charge) throw Boom.notFound('That payment was not found.');
  if (charge.kind === 'refund') throw refuse(409, { title: TITLE, message: refundCopy.notRefundable });
  if (request.actorId && request.amountCents !== undefined) {
    const since = toIsoInstant(ctx.now() - ctx.config.payments.refundRepeatSeconds * 1000);
    const before = repeatedRefund(ctx.db, charge.id, {
      actorId: request.actorId,
      amountCents: request.amountCents,
      reason: request.reason,
      sinceIso: since,
    });
    if (before) return { refund: before, key: before.idempotencyKey ?? '', repeated: true };
  }
  const left = refundableCents(ctx.db, charge);
  if (left === 0) throw refuse(409, { title: TITLE, message: refundCopy.alreadyRefunded, code: 'refunded' });
  const amount = request.amountCents ?? left;
  if (amount > left) {
    throw refuse(409, { title: TITLE, message: refundCopy.tooMuch(formatMoney(left)), field: 'amountCents' });
  }
  const before = charge.amountCents - left;
  if (request.actorId) assertMayRefund(ctx, request.actorId, charge, amount, before);
  // Money taken at the counter goes back at the counter: a desk fee, an event's balance or a shop
  // sale taken there.
  const atDesk =
    charge.kind === 'desk' ||
    ((charge.kind === 'event_balance' || charge.kind === 'shop') && !charge.checkoutSessionId);
  const key = `refund-${charge.id}-${before}-${amount}`;
  const refund = recordLedgerEntry(
    ctx.db,
    {
      kind: 'refund',
      amountCents: -amount,
      status: atDesk ? 'refunded' : 'pending',
      description: ledgerDescriptions.refund(charge.description),
      userId: charge.userId,
      bookingId: charge.bookingId,
      refundOf: charge.id,
      method: charge.method,
      eventQuoteId: charge.eventQuoteId,
      recordedBy: request.actorId,
      reason: request.reason,
      idempotencyKey: atDesk ? null : key,
      cancelsBooking: request.cancelsBooking ?? false,
    },
    ctx.now(),
  );
  if (refund.status === 'pending') inFlight.add(refund.id);
  if (request.actorId) {
    logStaffAction(
      ctx.db,
      {
        actorId: request.actorId,
        action: 'refund',
        targetType: 'payment',
        targetId: charge.id,
        details: { refundId: refund.id, amountCents: amount, reason: request.reason },
      },
      ctx.now(),
    );
  }
  return { refund, key };
}

/**
 * Plain staff's limits, counted in the transaction that reserves the refund (IMMEDIATE, so two
 * requests at once are counted one after the other and cannot both fit under a limit): what was
 * refunded of the charge before, by anyone, and what this account refunded today, the venue's day.
 */
function assertMayRefund(
  ctx: AppContext,
  actorId: string,
  charge: LedgerRow,
  amount: number,
  before: number,
) {
  const now = ctx.now();
  const zone = ctx.config.venue.timeZone;
  const today = venueDate(now, zone);
  const { refundStaffLimitCents, refundStaffDayLimitCents } = ctx.config.payments;
  const refused = refundAuthorityRefusal({
    role: findUserById(ctx.db, actorId)?.role === 'admin' ? 'admin' : 'staff',
    kind: charge.kind,
    amountCents: amount,
    refundedCents: before,
    refundedTodayCents: refundedByBetween(
      ctx.db,
      actorId,
      toIsoInstant(wallToInstant(today, '00:00', zone)),
      toIsoInstant(wallToInstant(addDays(today, 1), '00:00', zone)),
    ),
    staffLimitCents: refundStaffLimitCents,
    staffDayLimitCents: refundStaffDayLimitCents,
  });
  if (refused) throw refuse(403, { ...refused, code: 'admin_needed', field: 'amountCents' });
}

/** What the gateway is asked for a refund of `charge`: the charge by its ids, the key, our row. */
export function refundInput(charge: LedgerRow, refund: LedgerRow, key: string): RefundInput {
  return {
    paymentIntentId: charge.paymentIntentId,
    invoiceId: charge.invoiceId,
    checkoutSessionId: charge.checkoutSessionId,
    amountCents: -refund.amountCents,
    idempotencyKey: key,
    ledgerId: refund.id,
  };
}

function outcomeOf(refund: LedgerRow, result: RefundResult): RefundOutcome {
  return {
    id: refund.id,
    status: result.status === 'failed' ? 'failed' : result.status === 'pending' ? 'pending' : 'refunded',
    gatewayRef: result.id,
  };
}

/**
 * Step 2 for a reserved refund: the gateway's answer, not yet recorded. A gateway that cannot be
 * reached moved nothing: the answer is `failed`, with the error to report.
 */
export async function askGateway(
  ctx: AppContext,
  refund: LedgerRow,
  key: string,
): Promise<{ outcome: RefundOutcome; error?: unknown }> {
  const charge = refund.refundOf ? findLedgerEntry(ctx.db, refund.refundOf) : undefined;
  if (!charge) throw new Error(`refund ${refund.id} names no charge`);
  try {
    const result = await ctx.payments.refund(refundInput(charge, refund, key));
    crashPoint('refund-paid');
    return { outcome: outcomeOf(refund, result) };
  } catch (error) {
    return { outcome: { id: refund.id, status: 'failed', gatewayRef: null }, error };
  }
}

/** The refund is answered and recorded: no longer this process's to settle. */
export function refundSettled(id: string): void {
  inFlight.delete(id);
}

/**
 * Steps 2 and 3 for a reserved refund: asks the gateway, then records the outcome. A gateway that
 * cannot be reached leaves the refund `failed` (nothing moved) and answers 502.
 */
export async function settleRefund(ctx: AppContext, refund: LedgerRow, key: string): Promise<LedgerRow> {
  if (refund.status !== 'pending') return refund;
  try {
    const { outcome, error } = await askGateway(ctx, refund, key);
    const [row] = writeTransaction(ctx.database, () => recordRefundOutcomes(ctx.db, [outcome], ctx.now()));
    if (error)
      throw gatewayFailure(
        ctx,
        `refund ${refund.id} of charge ${refund.refundOf} failed at the gateway`,
        error,
      );
    return row ?? refund;
  } finally {
    refundSettled(refund.id);
  }
}

/** POST /api/staff/payments/{id}/refund: reserve, ask the gateway, record. A repeat answers the first refund. */
export async function refundPayment(ctx: AppContext, request: RefundRequest): Promise<LedgerRow> {
  const { refund, key, repeated } = writeTransaction(ctx.database, () => reserveRefund(ctx, request));
  if (repeated) return refund;
  crashPoint('refund-reserved');
  return settleRefund(ctx, refund, key);
}

/**
 * POST /api/staff/payments/{id}/refund with endPlan: the refund of a whole charge that also ends
 * what it bought, by the charge's purchase kind (a membership ends its plan); refused for a kind
 * that ends nothing.
 */
export async function refundEndingPurchase(
  ctx: AppContext,
  request: RefundEndingPurchase,
): Promise<LedgerRow> {
  const charge = findLedgerEntry(ctx.db, request.chargeId);
  if (!charge) throw Boom.notFound('That payment was not found.');
  const kind = ctx.purchases.has(charge.kind) ? ctx.purchases.of(charge.kind) : undefined;
  if (!kind?.refundEndingPurchase)
    throw refuse(409, { title: TITLE, message: refundCopy.endPlanNotMembership, field: 'endPlan' });
  return kind.refundEndingPurchase(ctx, request);
}
