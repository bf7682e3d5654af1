/**
 * Buying a membership: the checkout opened at the gateway (and recorded, so its return finds whose
 * it is), and the return from it, which activates the account once the gateway says it is paid.
 */
import {
  type ActivationResult,
  activeTier,
  type CheckoutRedirect,
  type CreateCheckoutRequest,
  paymentMessages,
  TIERS,
  toastMessages,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { assertFoundingOfferOpen } from '../foundingOffer/foundingOfferService';
import { refuse } from '../http/errors';
import { isOwnUrl } from '../http/origins';
import { checkoutAccount } from '../payments/checkoutAccount';
import { fulfilCheckout } from '../payments/fulfilment';
import { atGateway, gatewayFailure } from '../payments/gatewayErrors';
import { claimCheckout, findCheckout, recordCheckout } from '../payments/paymentService';
import type { UserRow } from '../users/userService';

export async function startMembershipCheckout(
  ctx: AppContext,
  user: UserRow | null,
  body: CreateCheckoutRequest,
): Promise<CheckoutRedirect> {
  for (const url of [body.successUrl, body.cancelUrl]) {
    if (!isOwnUrl(url, ctx.config)) {
      throw refuse(400, {
        title: toastMessages.checkoutFailed.title,
        message: paymentMessages.foreignReturnUrl,
      });
    }
  }
  // The intro plans are the founding offer: none is sold once it is over.
  if (body.flow === 'intro') assertFoundingOfferOpen(ctx);
  const { email, account, newAccount } = checkoutAccount(user, body.customerEmail);
  const now = ctx.now();
  let created: Awaited<ReturnType<typeof ctx.payments.createMembershipCheckout>>;
  try {
    created = await ctx.payments.createMembershipCheckout({
      plan: body.plan,
      flow: body.flow,
      email,
      userId: account?.id ?? null,
      customerId: account?.stripeCustomerId ?? null,
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      // A double click within the same minute opens the same checkout, not two.
      idempotencyKey: `membership-${account?.id ?? email ?? 'anon'}-${body.plan}-${body.flow}-${Math.floor(now / 60_000)}`,
    });
  } catch (error) {
    throw gatewayFailure(ctx, 'membership checkout failed', error);
  }
  writeTransaction(ctx.database, () =>
    recordCheckout(
      ctx.db,
      {
        id: created.id,
        kind: 'membership',
        userId: account?.id ?? null,
        email,
        newAccount,
        plan: body.plan,
        flow: body.flow,
        amountCents:
          body.flow === 'intro' ? TIERS[body.plan].prices.introCents : TIERS[body.plan].prices.monthlyCents,
        expiresAt: toIsoInstant(created.expiresAt),
      },
      now,
    ),
  );
  return { url: created.url, sessionId: created.id };
}

/**
 * The return from a membership checkout: refused until the gateway says it is paid. A checkout
 * paid signed out becomes the plan of the account its payer is signed in to, when that account has
 * the checkout's address (holding the checkout's id is what shows they paid); signed out, the
 * answer says to sign in or create the account first.
 */
export async function activateAccess(
  ctx: AppContext,
  sessionId: string,
  email: string,
  signedIn: UserRow | null,
): Promise<ActivationResult> {
  const info = await atGateway(ctx, 'checkout lookup failed', () => ctx.payments.retrieveCheckout(sessionId));
  const record = findCheckout(ctx.db, sessionId);
  if (!info || (record && record.kind !== 'membership') || info.metadata.kind === 'guest_fee') {
    throw refuse(404, {
      title: toastMessages.accessPending.title,
      message: paymentMessages.checkoutNotFound,
    });
  }
  const sessionEmail = (info.email ?? record?.email ?? '').toLowerCase();
  if (sessionEmail && sessionEmail !== email.trim().toLowerCase()) {
    throw refuse(403, {
      title: toastMessages.accessPending.title,
      message: paymentMessages.checkoutForeign,
    });
  }
  if (!info.paid) {
    const expired = info.status === 'expired';
    throw refuse(expired ? 410 : 402, {
      title: toastMessages.accessPending.title,
      message: expired ? paymentMessages.checkoutExpired : paymentMessages.checkoutUnpaid,
    });
  }
  if (signedIn && record && !record.userId)
    writeTransaction(ctx.database, () => claimCheckout(ctx.db, sessionId, signedIn));
  const result = await fulfilCheckout(ctx, info);
  // A membership's fulfilment answers the account it was applied to (membershipPurchase.ts).
  const user = result.kind === 'membership' && result.paid ? (result.fulfilled as UserRow | null) : null;
  return {
    // Only when this checkout's pre-checkout sign-up made the account.
    userCreated: user !== null && record?.newAccount === true,
    signInToClaim: user === null && !signedIn,
    activated: user ? activeTier(user) !== null : false,
    membershipType: user?.membershipType ?? null,
    membershipStatus: user?.membershipStatus ?? null,
  };
}
