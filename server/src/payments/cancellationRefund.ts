/**
 * A member's cancellation and its money (core's cancellationRefund): cancelled at least
 * REFUND_CUTOFF_HOURS before the start, every guest fee paid online for the booking comes back in
 * full through the gateway; later, nothing does. The refunds are reserved before the gateway is
 * asked and the booking is cancelled only once they went through, so a gateway that cannot be
 * reached leaves the booking as it was (502), never cancelled without its refund.
 */
import { type CancellationQuote, cancellationRefund, formatMoney, refundCopy } from '@lounge/core';
import type { AppContext } from '../appContext';
import { cancellableBooking } from '../bookings/bookingService';
import { type BookingRow, findBooking } from '../bookings/bookingStore';
import { writeTransaction } from '../db/database';
import { ledgerForBooking, refundableCents } from './ledgerStore';
import { reserveRefund, settleRefund } from './refunds';

/** The guest-fee charges of a booking that still hold money. */
function guestFeeCharges(ctx: AppContext, bookingId: string) {
  return ledgerForBooking(ctx.db, bookingId).filter(
    (row) => row.kind === 'guest_fee' && refundableCents(ctx.db, row) > 0,
  );
}

export function quoteCancellation(ctx: AppContext, booking: BookingRow): CancellationQuote {
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

/** PATCH /api/bookings/{id}/cancel: refunds first (when due), then the cancellation and its email. */
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
            }),
          )
        : [];
    return { quote, reserved };
  });
  for (const { refund, key } of reserved) await settleRefund(ctx, refund, key);

  const amount = formatMoney(quote.paidCents);
  const refundNote =
    quote.paidCents === 0
      ? null
      : quote.refundCents > 0
        ? refundCopy.emailRefunded(amount)
        : refundCopy.emailNoRefund(quote.cutoffHours, amount);
  let booking: BookingRow;
  try {
    // The cancellation itself is written on the write thread (db/writer.ts), like a new booking.
    booking = await ctx.writer.run('cancelBooking', ctx.now(), userId, id, refundNote);
  } catch (error) {
    // Cancelled by a concurrent request meanwhile: the refund stands, it was due.
    const now = findBooking(ctx.db, id);
    if (reserved.length === 0 || now?.status !== 'cancelled') throw error;
    booking = now;
  }
  return {
    booking,
    refundCents: quote.refundCents,
    message: quote.refundCents > 0 ? refundCopy.refunded(formatMoney(quote.refundCents)) : quote.message,
  };
}
