/**
 * The payments ledger as the API shows it (GET /api/payments, the desk's member payments, the
 * account export). One row per charge or refund; a refund's amount is negative, so a member's rows
 * add up to what they paid in total.
 */

export const LEDGER_KINDS = ['membership', 'guest_fee', 'refund', 'desk'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * paid: a charge that went through (refunded / partially_refunded once refunds were made against it);
 * pending: a refund asked of the gateway and not yet confirmed, or a desk fee left owed (a charge
 * that has moved no money yet, so nothing of it can be refunded); failed: a refund the gateway refused
 * (it moved no money and counts for nothing).
 */
export const LEDGER_STATUSES = ['paid', 'partially_refunded', 'refunded', 'pending', 'failed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** How staff took a fee at the counter. */
export const DESK_PAYMENT_METHODS = ['cash', 'card'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** One row of GET /api/payments, newest first. */
export interface PaymentView {
  id: string;
  kind: LedgerKind;
  description: string;
  /** Cents; negative for a refund. */
  amountCents: number;
  status: LedgerStatus;
  createdAt: string;
  bookingId?: string;
}

/** A row as staff see it: the member's row plus how it was taken and what it refunds. */
export interface StaffPaymentView extends PaymentView {
  userId: string | null;
  method: DeskPaymentMethod | null;
  refundOf: string | null;
  /** What is left to refund of a charge (0 for a refund row). */
  refundableCents: number;
}

/** POST /api/staff/payments/{id}/refund: the amount is always stated (no 'everything'), with a reason. */
export interface StaffRefundRequest {
  amountCents: number;
  reason: string;
}

/** Its answer: the refund's row, the payment it returns money of, and a sentence stating both. */
export interface StaffRefundView extends StaffPaymentView {
  refundedCents: number;
  payment: { id: string; description: string; amountCents: number };
  /** 'Refunded $5 of Guest fee: ... ($20).' */
  message: string;
}

/** POST /api/subscription/change. */
export interface PlanChangeRequest {
  plan: 'general' | 'vip';
}

/** A downgrade waiting for the paid period to end. */
export interface PendingPlanChange {
  plan: 'general' | 'vip';
  /** ISO instant the new plan applies from. */
  on: string;
}

/**
 * The account after a change of plan: its plan now, the change still to come, and what was charged
 * now (cents; 0 for a downgrade). Or, when the charge needs the member, where to confirm it.
 */
export type PlanChangeResponse =
  | {
      plan: 'general' | 'vip';
      membershipStatus: string;
      pendingChange: PendingPlanChange | null;
      chargedCents: number;
      message: string;
    }
  | { url: string };

/** GET /api/bookings/{id}/cancellation: what cancelling the booking now would refund. */
export interface CancellationQuote {
  /** What the guest fees paid online for the booking still hold (cents). */
  paidCents: number;
  refundCents: number;
  inTime: boolean;
  cutoffHours: number;
  /** The confirmation's sentence about the money; null when nothing was paid. */
  message: string | null;
}
