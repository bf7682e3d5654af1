/**
 * Who may refund what. An admin refunds anything. Plain staff may not refund a membership payment,
 * and their refunds count what has been refunded already, by every path that refunds on their
 * word (a refund at the desk, an event, a bay block or a withdrawal they cancel): a payment may be
 * refunded up to `staffLimitCents` (REFUND_STAFF_LIMIT_CENTS, $50 by default) in all, and one staff
 * account may refund up to `staffDayLimitCents` (REFUND_STAFF_DAY_LIMIT_CENTS, $200) in all in a
 * venue day. Above either, an admin. The amount is always stated: there is no 'refund everything'.
 */
import type { LedgerKind } from './api/statuses';
import { type Notice, refundMessages } from './messages';
import { formatMoney } from './tiers';

export const DEFAULT_REFUND_STAFF_LIMIT_CENTS = 5000;
export const DEFAULT_REFUND_STAFF_DAY_LIMIT_CENTS = 20_000;
/** The same refund asked again by the same staff within this many seconds is one refund (REFUND_REPEAT_SECONDS). */
export const DEFAULT_REFUND_REPEAT_SECONDS = 120;

export interface RefundAuthority {
  role: 'staff' | 'admin';
  /** The payment's kind (a membership payment, a guest fee, a fee taken at the desk). */
  kind: LedgerKind;
  amountCents: number;
  /** What has been refunded of the payment already, made or under way, whoever made it. */
  refundedCents: number;
  /** What this staff account has refunded today (the venue's day), made or under way. */
  refundedTodayCents: number;
  staffLimitCents: number;
  staffDayLimitCents: number;
}

/** Why this account may not make this refund (an admin must), naming the limit and what is left; null when it may. */
export function refundAuthorityRefusal(r: RefundAuthority): Notice | null {
  if (r.role === 'admin') return null;
  if (r.kind === 'membership') return refundMessages.membershipNeedsAdmin;
  const limits = [
    { limit: r.staffLimitCents, refunded: r.refundedCents, refusal: refundMessages.overStaffLimit },
    {
      limit: r.staffDayLimitCents,
      refunded: r.refundedTodayCents,
      refusal: refundMessages.overStaffDayLimit,
    },
  ];
  for (const { limit, refunded, refusal } of limits) {
    const left = Math.max(0, limit - refunded);
    if (r.amountCents > left) return refusal(formatMoney(limit), formatMoney(refunded), formatMoney(left));
  }
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
