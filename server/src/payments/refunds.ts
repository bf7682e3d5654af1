/**
 * Refunds, staff's and the cancellation policy's, in three steps so that money moves at most once:
 *
 * 1. In one write transaction: what is left to refund of the charge (its amount less every refund
 *    made or under way) is checked and a `pending` refund row is written for the amount. A second
 *    or concurrent request now finds less (or nothing) left and is refused: 20 requests at once
 *    refund the payment once.
 * 2. The gateway is asked, with an idempotency key made of the charge, what was refunded before
 *    and the amount, so a retried request after a lost answer gets the same refund back, not a
 *    second one. Fees taken at the desk skip this step: staff hand the money back at the counter.
 * 3. In one write transaction the row becomes `refunded` (or `failed`, moving nothing) and the
 *    charge's status follows.
 */
import Boom from '@hapi/boom';
import { formatMoney, ledgerDescriptions, refundCopy } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditStore';
import { gatewayFailure } from './gatewayErrors';
import {
  findLedgerEntry,
  type LedgerRow,
  recordLedgerEntry,
  refundableCents,
  updateLedgerEntry,
} from './ledgerStore';

const TITLE = 'Refund';

export interface RefundRequest {
  chargeId: string;
  /** Cents; the whole of what is left when omitted. */
  amountCents?: number;
  reason: string;
  /** Staff making it (audited); null for the cancellation policy's own refunds. */
  actorId: string | null;
}

/** Step 1, inside the caller's transaction: checks the amount and writes the pending refund row. */
export function reserveRefund(ctx: AppContext, request: RefundRequest): { refund: LedgerRow; key: string } {
  const charge = findLedgerEntry(ctx.db, request.chargeId);
  if (!charge) throw Boom.notFound('That payment was not found.');
  if (charge.kind === 'refund') throw refuse(409, { title: TITLE, message: refundCopy.notRefundable });
  const left = refundableCents(ctx.db, charge);
  if (left === 0) throw refuse(409, { title: TITLE, message: refundCopy.alreadyRefunded, code: 'refunded' });
  const amount = request.amountCents ?? left;
  if (amount > left) {
    throw refuse(409, { title: TITLE, message: refundCopy.tooMuch(formatMoney(left)), field: 'amountCents' });
  }
  const before = charge.amountCents - left;
  const atDesk = charge.kind === 'desk';
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
      recordedBy: request.actorId,
      reason: request.reason,
    },
    ctx.now(),
  );
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
  return { refund, key: `refund-${charge.id}-${before}-${amount}` };
}

/**
 * Steps 2 and 3 for a reserved refund: asks the gateway, then records the outcome. A gateway that
 * cannot be reached leaves the refund `failed` (nothing moved) and answers 502.
 */
export async function settleRefund(ctx: AppContext, refund: LedgerRow, key: string): Promise<LedgerRow> {
  if (refund.status !== 'pending') return refund;
  const charge = refund.refundOf ? findLedgerEntry(ctx.db, refund.refundOf) : undefined;
  if (!charge) throw new Error(`refund ${refund.id} names no charge`);
  try {
    const result = await ctx.payments.refund({
      paymentIntentId: charge.paymentIntentId,
      invoiceId: charge.invoiceId,
      checkoutSessionId: charge.checkoutSessionId,
      amountCents: -refund.amountCents,
      idempotencyKey: key,
      ledgerId: refund.id,
    });
    return writeTransaction(ctx.database, () => {
      // The gateway's news of this refund (a webhook) may have been recorded meanwhile.
      const known = findLedgerEntry(ctx.db, refund.id);
      if (known && known.status !== 'pending') return known;
      return (
        updateLedgerEntry(
          ctx.db,
          refund.id,
          {
            status:
              result.status === 'failed' ? 'failed' : result.status === 'pending' ? 'pending' : 'refunded',
            gatewayRef: result.id,
          },
          ctx.now(),
        ) ?? refund
      );
    });
  } catch (error) {
    writeTransaction(ctx.database, () =>
      updateLedgerEntry(ctx.db, refund.id, { status: 'failed' }, ctx.now()),
    );
    throw gatewayFailure(ctx, `refund ${refund.id} of charge ${charge.id} failed at the gateway`, error);
  }
}

/** POST /api/staff/payments/{id}/refund: reserve, ask the gateway, record. */
export async function refundPayment(ctx: AppContext, request: RefundRequest): Promise<LedgerRow> {
  const { refund, key } = writeTransaction(ctx.database, () => reserveRefund(ctx, request));
  return settleRefund(ctx, refund, key);
}
