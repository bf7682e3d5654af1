/**
 * A member's payments, newest first: as the member reads them (GET /api/payments, the account
 * export) and as the desk reads them, with what is left to refund (GET /api/staff/payments, the
 * member's profile).
 */
import type { PaymentView, StaffPaymentView } from '@lounge/core';
import type { AppContext } from '../appContext';
import { ledgerForUser, paymentView, staffPaymentView } from './ledgerStore';

export function memberPayments(ctx: AppContext, userId: string): PaymentView[] {
  return ledgerForUser(ctx.db, userId).map(paymentView);
}

export function staffPayments(ctx: AppContext, userId: string): StaffPaymentView[] {
  return ledgerForUser(ctx.db, userId).map((row) => staffPaymentView(ctx.db, row));
}
