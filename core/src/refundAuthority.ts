/**
 * Who may refund what at the desk. Staff refund a payment up to `staffLimitCents`
 * (REFUND_STAFF_LIMIT_CENTS, $50 by default) at a time; a larger refund, and any refund of a
 * membership payment, is an admin's. The amount is always stated: there is no 'refund everything'.
 */
import type { LedgerKind } from './api/statuses';
import { type Notice, refundMessages } from './messages';
import { formatMoney } from './tiers';

export const DEFAULT_REFUND_STAFF_LIMIT_CENTS = 5000;
/** The same refund asked again by the same staff within this many seconds is one refund (REFUND_REPEAT_SECONDS). */
export const DEFAULT_REFUND_REPEAT_SECONDS = 120;

export interface RefundAuthority {
  role: 'staff' | 'admin';
  /** The payment's kind (a membership payment, a guest fee, a fee taken at the desk). */
  kind: LedgerKind;
  amountCents: number;
  staffLimitCents: number;
}

/** Why this account may not make this refund (an admin must), or null when it may. */
export function refundAuthorityRefusal(r: RefundAuthority): Notice | null {
  if (r.role === 'admin') return null;
  if (r.kind === 'membership') return refundMessages.membershipNeedsAdmin;
  if (r.amountCents > r.staffLimitCents) return refundMessages.overStaffLimit(formatMoney(r.staffLimitCents));
  return null;
}

/** What the desk's refund answer confirms: 'Refunded $5 of Guest fee ... ($20).' */
export function refundConfirmation(
  refundedCents: number,
  payment: { description: string; amountCents: number },
) {
  return refundMessages.done(
    formatMoney(refundedCents),
    `${payment.description} (${formatMoney(payment.amountCents)})`,
  );
}
