/**
 * The payment sandbox's own pages (/test-checkout and its billing portal): a session as the page
 * shows it, paying it or going back, and the portal's cancel and resume. Paying runs the same event
 * handling as a Stripe webhook, and so does a portal change, as Stripe would tell us of it.
 */
import Boom from '@hapi/boom';
import {
  paymentMessages,
  type SandboxRedirect,
  type SandboxSessionView,
  type SandboxSubscriptionView,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import type { UserRow } from '../users/userService';
import { findCheckout } from './checkoutStore';
import { handleGatewayEvent, releaseHold } from './fulfilment';
import type { SubscriptionInfo } from './gateway';
import type { SandboxGateway } from './sandboxGateway';

/** Stripe's template in success URLs, filled in as Stripe would. */
const withSessionId = (url: string, id: string) =>
  url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(id));

function sessionOr404(sandbox: SandboxGateway, id: string) {
  const row = sandbox.session(id);
  if (!row) throw Boom.notFound(paymentMessages.checkoutNotFound);
  return row;
}

export function sandboxSessionView(ctx: AppContext, sandbox: SandboxGateway, id: string): SandboxSessionView {
  const row = sessionOr404(sandbox, id);
  const record = findCheckout(ctx.db, row.id);
  const expired = record?.status === 'expired' ? 'cancelled' : 'expired';
  return {
    id: row.id,
    kind: record?.kind ?? (row.mode === 'subscription' ? 'membership' : 'guest_fee'),
    description: row.description,
    amountCents: row.amountCents,
    status: row.paid ? 'paid' : row.status === 'expired' ? expired : 'open',
    expiresAt: row.expiresAt,
  };
}

/** Pays the session (once: paying again goes where the first payment went). */
export async function completeSandboxSession(
  ctx: AppContext,
  sandbox: SandboxGateway,
  id: string,
): Promise<SandboxRedirect> {
  const before = sessionOr404(sandbox, id);
  const row = sandbox.complete(id);
  if (!row) {
    if (before.paid) return { redirectUrl: withSessionId(before.successUrl, id) };
    throw Boom.conflict(paymentMessages.checkoutExpired);
  }
  await handleGatewayEvent(ctx, {
    id: `evt_sbx_${id}`,
    type: 'checkout.session.completed',
    objectId: id,
    subscriptionId: row.subscriptionId,
  });
  return { redirectUrl: withSessionId(row.successUrl, id) };
}

/** Goes back from the page unpaid: the session ends and what it held is let go. */
export function cancelSandboxSession(ctx: AppContext, sandbox: SandboxGateway, id: string): SandboxRedirect {
  const row = sessionOr404(sandbox, id);
  if (row.paid) throw Boom.conflict(paymentMessages.checkoutAlreadyPaid);
  sandbox.cancel(id);
  releaseHold(ctx, id);
  return { redirectUrl: withSessionId(row.cancelUrl, id) };
}

function linkedSubscriptionId(user: UserRow): string {
  if (!user.stripeSubscriptionId) throw Boom.notFound(paymentMessages.noSubscriptionLinked);
  return user.stripeSubscriptionId;
}

/** What the portal shows: the state and billing, none of the gateway's ids or metadata. */
function subscriptionView(sub: SubscriptionInfo): SandboxSubscriptionView {
  return {
    id: sub.id,
    status: sub.status,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    items: sub.items.map(({ amountCents, interval, intervalCount }) => ({
      amountCents,
      interval,
      intervalCount,
    })),
  };
}

export async function sandboxSubscriptionOf(
  sandbox: SandboxGateway,
  user: UserRow,
): Promise<SandboxSubscriptionView> {
  const sub = await sandbox.retrieveSubscription(linkedSubscriptionId(user));
  if (!sub) throw Boom.notFound(paymentMessages.noSubscriptionLinked);
  return subscriptionView(sub);
}

/** The portal's cancel (at the period's end) or resume, then what Stripe would tell us next. */
export async function setSandboxCancelAtPeriodEnd(
  ctx: AppContext,
  sandbox: SandboxGateway,
  user: UserRow,
  cancel: boolean,
): Promise<SandboxSubscriptionView> {
  const subscriptionId = linkedSubscriptionId(user);
  sandbox.setCancelAtPeriodEnd(subscriptionId, cancel);
  await handleGatewayEvent(ctx, {
    id: `evt_sbx_${subscriptionId}_${cancel ? 'cancel' : 'resume'}_${ctx.now()}`,
    type: 'customer.subscription.updated',
    objectId: subscriptionId,
    subscriptionId,
  });
  return sandboxSubscriptionOf(sandbox, user);
}
