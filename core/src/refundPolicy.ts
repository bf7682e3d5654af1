/**
 * When a member's cancellation gives their guest fee back. Cancelled at least `cutoffHours` before
 * the start (REFUND_CUTOFF_HOURS, 24 by default): the guest fee in full, and the VIP guest passes
 * return to the month. Later: no refund. Staff can still refund a payment at the desk
 * (refundAuthority.ts says how much, and which payments are an admin's).
 */
export const DEFAULT_REFUND_CUTOFF_HOURS = 24;

export interface CancelRefund {
  /** Cents returned (0 when late or nothing was paid). */
  refundCents: number;
  /** Whether the cancellation came early enough. */
  inTime: boolean;
}

export function cancellationRefund(input: {
  paidCents: number;
  startsAt: number;
  now: number;
  cutoffHours: number;
}): CancelRefund {
  const inTime = input.startsAt - input.now >= input.cutoffHours * 3_600_000;
  return { inTime, refundCents: inTime ? Math.max(0, input.paidCents) : 0 };
}

/** What the cancel confirmation, the toast and the cancellation email say about the money. */
export const refundCopy = {
  willRefund: (amount: string) => `Your guest fee of ${amount} will be refunded to your card.`,
  noRefund: (hours: number, amount: string) =>
    `This booking starts in less than ${hours} hours, so the guest fee of ${amount} will not be refunded.`,
  refunded: (amount: string) => `Your guest fee of ${amount} has been refunded.`,
  emailRefunded: (amount: string) =>
    `Your guest fee of ${amount} has been refunded to your card; it may take 5 to 10 days to appear.`,
  emailNoRefund: (hours: number, amount: string) =>
    `The booking was cancelled less than ${hours} hours before its start, so the guest fee of ${amount} is not refunded.`,
  alreadyRefunded: 'This payment has already been refunded in full.',
  tooMuch: (amount: string) => `At most ${amount} of this payment can still be refunded.`,
  notRefundable: 'Only a charge can be refunded.',
  reasonRequired: 'Please give a reason for the refund.',
  amountRequired: 'Please enter the amount to refund.',
  /** Ending the plan with a refund: only a membership payment, refunded in full. */
  endPlanNotMembership: 'Only a membership payment’s refund can end the plan.',
  endPlanNotFull: (amount: string) => `To end the plan, refund all that is left of this payment (${amount}).`,
} as const;
