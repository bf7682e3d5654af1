/**
 * The member's return from a guest-fee checkout. Paid: the held booking becomes confirmed, once,
 * whether or not the webhook got there first (the held booking, not the browser's copy, is the
 * truth). Left unpaid: the session is expired at the gateway and the bay's hold released (the
 * waitlist then moves); paid at the last moment after all (expiring a complete session does
 * nothing), the booking is kept instead.
 */

import Boom from '@hapi/boom';
import { bookingMessages, paymentMessages, type ReleaseCheckoutResponse } from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { fulfilCheckout, releaseHold } from '../payments/fulfilment';
import { atGateway } from '../payments/gatewayErrors';
import { findCheckout } from '../payments/paymentService';
import type { UserRow } from '../users/userService';
import { nudgeWaitlist } from '../waitlist/waitlistService';
import type { BookingRow } from './bookingStore';

export async function confirmPaidBooking(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<BookingRow> {
  const record = findCheckout(ctx.db, sessionId);
  if (!record || record.userId !== userId || record.kind !== 'guest_fee')
    throw Boom.notFound(paymentMessages.checkoutNotFound);
  const info = await ctx.payments.retrieveCheckout(sessionId);
  if (!info?.paid)
    throw refuse(402, {
      ...bookingMessages.guestFeeRequired,
      message: paymentMessages.checkoutUnpaid,
      code: 'unpaid',
    });
  const result = await fulfilCheckout(ctx, info);
  if (result.kind !== 'guest_fee' || !result.paid) throw Boom.notFound(paymentMessages.checkoutNotFound);
  // A guest fee's fulfilment answers its booking (guestFeePurchase.ts).
  return result.fulfilled as BookingRow;
}

export async function releaseGuestCheckout(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
): Promise<ReleaseCheckoutResponse> {
  const record = findCheckout(ctx.db, sessionId);
  if (!record || record.userId !== user.id) throw Boom.notFound(paymentMessages.checkoutNotFound);
  const info = await atGateway(ctx, 'checkout release failed', async () => {
    await ctx.payments.expireCheckout(sessionId);
    return ctx.payments.retrieveCheckout(sessionId);
  });
  if (info?.paid) {
    await fulfilCheckout(ctx, info);
    return { released: false };
  }
  releaseHold(ctx, sessionId);
  nudgeWaitlist(ctx);
  return { released: true };
}
