/**
 * Refunds a crash left behind, settled at start and by the background pass (ops/backgroundWork.ts):
 *
 * - A refund still `pending` that this process is not asking for was reserved, and perhaps asked,
 *   before the server stopped. The gateway is asked whether it holds that refund (by our row's id
 *   or the refund's key, never by making a new one): if it does, the row records its answer; if
 *   not, the money never moved and the row is `failed`. A gateway that cannot be reached leaves the
 *   row pending for the next pass.
 * - A member's cancellation whose refund went through is completed in the transaction that records
 *   it, by the purchase kind that waited on it (bookings/guestFeePurchase.ts): the booking is
 *   cancelled and the member told. One whose refunds all failed is rolled back:
 *   the booking stays as it was. So a booking ends cancelled and refunded once, or confirmed and
 *   not refunded.
 */
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { findLedgerEntry, pendingRefunds, type RefundOutcome, recordRefundOutcomes } from './ledgerStore';
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

/** What waited on refunds (a member's cancellation), completed by each purchase kind once they are recorded. */
function completeWhatWaited(ctx: AppContext): string[] {
  return ctx.purchases.all().flatMap((kind) => kind.refundsRecorded?.(ctx) ?? []);
}

export async function recoverRefunds(ctx: AppContext): Promise<void> {
  const outcomes = await gatewayAnswers(ctx);
  const completed = writeTransaction(ctx.database, () => {
    recordRefundOutcomes(ctx.db, outcomes, ctx.now());
    return completeWhatWaited(ctx);
  });
  if (outcomes.length > 0 || completed.length > 0) {
    ctx.logger.warn('refunds left by a stop settled', {
      refunds: outcomes.map((o) => `${o.id}: ${o.status}`),
      cancellationsCompleted: completed,
    });
  }
}
