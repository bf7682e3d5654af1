/**
 * A member's cancellation and its money (core's cancellationRefund): cancelled at least
 * REFUND_CUTOFF_HOURS before the start, every guest fee paid online for the booking comes back in
 * full through the gateway; later, nothing does. The refunds are reserved before the gateway is
 * asked and the booking is cancelled only once they went through, so a gateway that cannot be
 * reached leaves the booking as it was (502), never cancelled without its refund.
 */
import { type CancellationQuote, cancellationRefund, formatMoney, refundCopy } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { gatewayFailure } from '../payments/gatewayErrors';
import {
  type LedgerRow,
  ledgerForBooking,
  type RefundOutcome,
  recordRefundOutcomes,
  refundableCents,
} from '../payments/paymentService';
import { askGateway, refundSettled, reserveRefund } from '../payments/refunds';
import { crashPoint } from '../testFaults';
import { cancelBooking, cancellableBooking } from './bookingService';
import { type BookingRow, findBooking } from './bookingStore';

/** The guest-fee charges of a booking that still hold money. */
function guestFeeCharges(ctx: AppContext, bookingId: string) {
  return ledgerForBooking(ctx.db, bookingId).filter(
    (row) => row.kind === 'guest_fee' && refundableCents(ctx.db, row) > 0,
  );
}

function quoteCancellation(ctx: AppContext, booking: BookingRow): CancellationQuote {
  const cutoffHours = ctx.config.payments.refundCutoffHours;
  const paidCents = guestFeeCharges(ctx, booking.id).reduce((sum, c) => sum + refundableCents(ctx.db, c), 0);
  const { inTime, refundCents } = cancellationRefund({
    paidCents,
    startsAt: Date.parse(booking.startTime),
    now: ctx.now(),
    cutoffHours,
  });
  const amount = formatMoney(paidCents);
  return {
    paidCents,
    refundCents,
    inTime,
    cutoffHours,
    message:
      paidCents === 0
        ? null
        : inTime
          ? refundCopy.willRefund(amount)
          : refundCopy.noRefund(cutoffHours, amount),
  };
}

/** GET /api/bookings/{id}/cancellation: what cancelling now would return. */
export function cancellationQuoteFor(ctx: AppContext, userId: string, id: string): CancellationQuote {
  return quoteCancellation(ctx, cancellableBooking(ctx, userId, id));
}

export interface CancelOutcome {
  booking: BookingRow;
  refundCents: number;
  message: string | null;
}

/**
 * PATCH /api/bookings/{id}/cancel: the refunds (when due) are reserved, marked as ones the
 * cancellation waits on, and asked of the gateway; then one transaction records
 * the gateway's answers and cancels the booking. A crash anywhere in between leaves pending
 * refunds that refundRecovery.ts settles at the next start: the booking ends cancelled and
 * refunded once, or confirmed and not refunded, never half of it.
 */
export async function cancelWithRefund(ctx: AppContext, userId: string, id: string): Promise<CancelOutcome> {
  const { quote, reserved } = writeTransaction(ctx.database, () => {
    const booking = cancellableBooking(ctx, userId, id);
    const quote = quoteCancellation(ctx, booking);
    const reserved =
      quote.refundCents > 0
        ? guestFeeCharges(ctx, booking.id).map((charge) =>
            reserveRefund(ctx, {
              chargeId: charge.id,
              reason: `Cancelled at least ${quote.cutoffHours} hours ahead`,
              actorId: null,
              cancelsBooking: true,
            }),
          )
        : [];
    return { quote, reserved };
  });
  try {
    crashPoint('refund-reserved');
    return await cancelAfterRefunds(ctx, userId, id, quote, reserved);
  } finally {
    for (const { refund } of reserved) refundSettled(refund.id);
  }
}

async function cancelAfterRefunds(
  ctx: AppContext,
  userId: string,
  id: string,
  quote: CancellationQuote,
  reserved: { refund: LedgerRow; key: string }[],
): Promise<CancelOutcome> {
  const outcomes: RefundOutcome[] = [];
  let failure: { refundId: string; error: unknown } | undefined;
  for (const { refund, key } of reserved) {
    // After a failure the rest are not asked: they moved nothing.
    if (failure) {
      outcomes.push({ id: refund.id, status: 'failed', gatewayRef: null });
      continue;
    }
    const answer = await askGateway(ctx, refund, key);
    outcomes.push(answer.outcome);
    if (answer.outcome.status === 'failed') failure = { refundId: refund.id, error: answer.error };
  }
  const wentThrough = outcomes.filter((o) => o.status !== 'failed');
  if (failure && wentThrough.length === 0) {
    // Nothing moved: the booking stays as it was, the refunds are recorded failed.
    writeTransaction(ctx.database, () => recordRefundOutcomes(ctx.db, outcomes, ctx.now()));
    throw gatewayFailure(
      ctx,
      `refund ${failure.refundId} for booking ${id} failed at the gateway`,
      failure.error,
    );
  }
  if (failure) {
    // Part of the money went back: the cancellation stands, the rest is staff's to refund.
    ctx.logger.error('a cancellation refunded only part of its guest fees; refund the rest', {
      bookingId: id,
      refundId: failure.refundId,
    });
  }

  const amount = formatMoney(quote.paidCents);
  const refundNote =
    quote.paidCents === 0
      ? null
      : quote.refundCents > 0
        ? refundCopy.emailRefunded(amount)
        : refundCopy.emailNoRefund(quote.cutoffHours, amount);
  let booking: BookingRow;
  try {
    // The cancellation and the refunds' answers, in one transaction.
    booking = cancelBooking(ctx, userId, id, { refundNote, refunds: outcomes });
  } catch (error) {
    // Cancelled by a concurrent request meanwhile: the refund stands, it was due. Otherwise the
    // refunds stay pending and refundRecovery.ts completes the cancellation.
    const now = findBooking(ctx.db, id);
    if (reserved.length === 0 || now?.status !== 'cancelled') throw error;
    writeTransaction(ctx.database, () => recordRefundOutcomes(ctx.db, outcomes, ctx.now()));
    booking = now;
  }
  return {
    booking,
    refundCents: quote.refundCents,
    message: quote.refundCents > 0 ? refundCopy.refunded(formatMoney(quote.refundCents)) : quote.message,
  };
}
