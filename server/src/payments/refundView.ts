/** The desk's refund answer: the refund's row, the payment it returns money of, and core's sentence stating both. */
import { refundConfirmation, type StaffRefundView } from '@lounge/core';
import type { AppContext } from '../appContext';
import { findLedgerEntry, type LedgerRow, staffPaymentView } from './ledgerStore';

export function staffRefundView(ctx: AppContext, refund: LedgerRow): StaffRefundView {
  const charge = refund.refundOf ? findLedgerEntry(ctx.db, refund.refundOf) : undefined;
  if (!charge) throw new Error(`refund ${refund.id} names no charge`);
  const refundedCents = -refund.amountCents;
  const payment = { id: charge.id, description: charge.description, amountCents: charge.amountCents };
  return {
    ...staffPaymentView(ctx.db, refund),
    refundedCents,
    payment,
    message: refundConfirmation(refundedCents, payment),
  };
}
