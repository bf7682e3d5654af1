/**
 * The member leaving a guest-fee checkout unpaid: the session is expired at the gateway and the
 * bay's hold released (the waitlist then moves). Paid at the last moment after all (expiring a
 * complete session does nothing), the booking is kept instead.
 */

import Boom from '@hapi/boom';
import { paymentMessages } from '@lounge/core';
import type { AppContext } from '../appContext';
import type { UserRow } from '../auth/authPlugin';
import { nudgeWaitlist } from '../waitlist/waitlistService';
import { findCheckout } from './checkoutStore';
import { fulfilCheckout, releaseHold } from './fulfilment';
import { atGateway } from './gatewayErrors';

export async function releaseGuestCheckout(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
): Promise<{ released: boolean }> {
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
