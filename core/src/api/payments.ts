/**
 * The payments ledger as the API shows it (GET /api/payments, the desk's member payments, the
 * account export). One row per charge or refund; a refund's amount is negative, so a member's rows
 * add up to what they paid in total. The ledger's kinds, statuses and desk methods are listed in
 * statuses.ts.
 */
import Joi from 'joi';
import { MEMBERSHIP_TYPES } from '../tiers';
import {
  bool,
  either,
  extend,
  id,
  int,
  nullable,
  object,
  oneOf,
  optional,
  type Shape,
  text,
  words,
} from './shape';
import { LEDGER_KINDS, LEDGER_METHODS, LEDGER_STATUSES } from './statuses';

/** One row of GET /api/payments, newest first. */
export const PaymentView = object({
  id,
  kind: oneOf(LEDGER_KINDS),
  description: text,
  /** Cents; negative for a refund. */
  amountCents: int,
  status: oneOf(LEDGER_STATUSES),
  createdAt: text,
  bookingId: optional(id),
});
export type PaymentView = Shape<typeof PaymentView>;

/** A row as staff see it: the member's row plus how it was taken and what it refunds. */
export const StaffPaymentView = extend(PaymentView, {
  userId: nullable(text),
  method: nullable(oneOf(LEDGER_METHODS)),
  refundOf: nullable(text),
  /** What is left to refund of a charge (0 for a refund row). */
  refundableCents: int,
});
export type StaffPaymentView = Shape<typeof StaffPaymentView>;

/**
 * POST /api/staff/payments/{id}/refund: the amount is always stated (no 'everything'), with a
 * reason; `endPlan` on a membership payment refunded in full also ends the plan today.
 */
export const StaffRefundRequest = object({
  amountCents: Joi.number().integer().min(1).max(10_000_000),
  reason: words(500),
  endPlan: optional(bool),
}).label('request body');
export type StaffRefundRequest = Shape<typeof StaffRefundRequest>;

/** Its answer: the refund's row, the payment it returns money of, and a sentence stating both. */
export const StaffRefundView = extend(StaffPaymentView, {
  refundedCents: int,
  payment: object({ id, description: text, amountCents: int }),
  /** 'Refunded $5 of Guest fee: ... ($20).' */
  message: text,
});
export type StaffRefundView = Shape<typeof StaffRefundView>;

/** POST /api/subscription/change. */
export const PlanChangeRequest = object({ plan: oneOf(MEMBERSHIP_TYPES) }).label('request body');
export type PlanChangeRequest = Shape<typeof PlanChangeRequest>;

/** A downgrade waiting for the paid period to end. */
const PendingPlanChange = object({
  plan: oneOf(MEMBERSHIP_TYPES),
  /** ISO instant the new plan applies from. */
  on: text,
});
export type PendingPlanChange = Shape<typeof PendingPlanChange>;

/**
 * The account after a change of plan: its plan now, the change still to come, and what was charged
 * now (cents; 0 for a downgrade). Or, when the charge needs the member, where to confirm it.
 */
export const PlanChangeResponse = either(
  object({
    plan: oneOf(MEMBERSHIP_TYPES),
    membershipStatus: text,
    pendingChange: nullable(PendingPlanChange),
    chargedCents: int,
    message: text,
  }),
  object({ url: text }),
);
export type PlanChangeResponse = Shape<typeof PlanChangeResponse>;

/** GET /api/bookings/{id}/cancellation: what cancelling the booking now would refund. */
export const CancellationQuote = object({
  /** What the guest fees paid online for the booking still hold (cents). */
  paidCents: int,
  refundCents: int,
  inTime: bool,
  cutoffHours: Joi.number(),
  /** The confirmation's sentence about the money; null when nothing was paid. */
  message: nullable(text),
});
export type CancellationQuote = Shape<typeof CancellationQuote>;
