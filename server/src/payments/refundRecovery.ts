/**
 * Refunds a crash left behind, settled at start and by the background pass (ops/backgroundWork.ts):
 *
 * - A refund still `pending` that this process is not asking for was reserved, and perhaps asked,
 *   before the server stopped. The gateway is asked whether it holds that refund (by our row's id
 *   or the refund's key, never by making a new one): if it does, the row records its answer; if
 *   not, the money never moved and the row is `failed`. A gateway that cannot be reached leaves the
 *   row pending for the next pass.
 * - A member's cancellation whose refund went through is completed in the transaction that records
 *   it: the booking is cancelled and the member told. One whose refunds all failed is rolled back:
 *   the booking stays as it was. So a booking ends cancelled and refunded once, or confirmed and
 *   not refunded.
 */
import { formatMoney, refundCopy } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeCancellation } from '../bookings/bookingService';
import { findBooking } from '../bookings/bookingStore';
import { writeTransaction } from '../db/database';
import {
  bookingsAwaitingCancellation,
  findLedgerEntry,
  ledgerForBooking,
  pendingRefunds,
  type RefundOutcome,
  recordRefundOutcomes,
} from './ledgerStore';
import { refundInFlight, refundInput } from './refunds';

/** Asks the gateway about each refund left pending; returns the answers to record. */
async function gatewayAnswers(ctx: AppContext): Promise<RefundOutcome[]> {
  const outcomes: RefundOutcome[] = [];
  for (const refund of pendingRefunds(ctx.db)) {
    if (refundInFlight(refund.id)) continue;
    const charge = refund.refundOf ? findLedgerEntry(ctx.db, refund.refundOf) : undefined;
    if (!charge) continue;
    const key = refund.idempotencyKey ?? `refund-${charge.id}-unknown-${-refund.amountCents}`;
    try {
      const found = await ctx.payments.findRefund(refundInput(charge, refund, key));
      outcomes.push(
        found
          ? {
              id: refund.id,
              status: found.status === 'succeeded' ? 'refunded' : found.status,
              gatewayRef: found.id,
            }
          : { id: refund.id, status: 'failed', gatewayRef: null },
      );
    } catch (error) {
      ctx.logger.warn('a pending refund could not be checked at the gateway; trying again later', {
        refundId: refund.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcomes;
}

/** The cancellation a booking's refunds waited on, completed once they went through. */
function completeCancellations(ctx: AppContext): string[] {
  const completed: string[] = [];
  for (const bookingId of bookingsAwaitingCancellation(ctx.db)) {
    const rows = ledgerForBooking(ctx.db, bookingId).filter((r) => r.kind === 'refund' && r.cancelsBooking);
    // Still waiting on the gateway for one of them, or being cancelled right now: not ours yet.
    if (rows.some((r) => r.status === 'pending' || refundInFlight(r.id))) continue;
    const booking = findBooking(ctx.db, bookingId);
    if (booking?.status !== 'confirmed') continue;
    const refunded = rows.filter((r) => r.status === 'refunded').reduce((sum, r) => sum - r.amountCents, 0);
    writeCancellation(ctx, booking, refundCopy.emailRefunded(formatMoney(refunded)));
    completed.push(bookingId);
  }
  return completed;
}

export async function recoverRefunds(ctx: AppContext): Promise<void> {
  const outcomes = await gatewayAnswers(ctx);
  const completed = writeTransaction(ctx.database, () => {
    recordRefundOutcomes(ctx.db, outcomes, ctx.now());
    return completeCancellations(ctx);
  });
  if (outcomes.length > 0 || completed.length > 0) {
    ctx.logger.warn('refunds left by a stop settled', {
      refunds: outcomes.map((o) => `${o.id}: ${o.status}`),
      cancellationsCompleted: completed,
    });
  }
}
