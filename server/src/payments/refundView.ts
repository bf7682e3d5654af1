/** The desk's refund answer: the refund's row, the payment it returns money of, and core's sentence stating both. */
import { refundConfirmation, type StaffRefundView } from '@lounge/core';
import type { Db } from '../db/database';
import { findLedgerEntry, type LedgerRow, staffPaymentView } from './ledgerStore';

export function staffRefundView(db: Db, refund: LedgerRow): StaffRefundView {
  const charge = refund.refundOf ? findLedgerEntry(db, refund.refundOf) : undefined;
  if (!charge) throw new Error(`refund ${refund.id} names no charge`);
  const refundedCents = -refund.amountCents;
  const payment = { id: charge.id, description: charge.description, amountCents: charge.amountCents };
  return {
    ...staffPaymentView(db, refund),
    refundedCents,
    payment,
    message: refundConfirmation(refundedCents, payment),
  };
}
