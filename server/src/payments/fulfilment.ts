/**
 * What a paid checkout does, whichever path reports it first: Stripe's webhook, the sandbox's
 * completion, or the member's return (activate-access, or POST /api/bookings with the session id).
 * Each path first reads the checkout's state from the gateway (async), then applies it in one write
 * transaction that also marks the checkout fulfilled, so the work happens exactly once. What a paid
 * checkout does is its kind's, registered by its feature (purchaseKinds.ts).
 */
import { toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { type CheckoutRow, eventSeen, findCheckout, recordEvent, setCheckoutStatus } from './checkoutStore';
import type { CheckoutInfo, GatewayEvent } from './gateway';
import { atGateway } from './gatewayErrors';
import { prepareChargeRefunded, prepareInvoicePaid } from './ledgerEvents';
import type { Apply, PurchaseKindName } from './purchaseKinds';

/**
 * What a checkout came to: paid, with what its kind's fulfilment returned (the kind's feature knows
 * its shape: the confirmed booking of a guest fee, the account of a membership), or not paid.
 */
export type Fulfilment =
  | { kind: PurchaseKindName; paid: true; fulfilled: unknown }
  | { kind: PurchaseKindName | 'unknown'; paid: false };

/**
 * Reads a checkout at the gateway and returns the writes that fulfil it, its kind's (a kind nothing
 * registered is refused, thrown: the payment is not taken as fulfilled, and the gateway reports it again).
 */
async function prepareCheckout(ctx: AppContext, info: CheckoutInfo): Promise<Apply<Fulfilment>> {
  const record = findCheckout(ctx.db, info.id);
  const kind = record?.kind ?? (info.metadata.kind as CheckoutRow['kind'] | undefined);
  if (!kind) return () => ({ kind: 'unknown', paid: false });
  if (!info.paid) return () => ({ kind, paid: false });
  const fulfil = await ctx.purchases.of(kind).fulfil(ctx, info, record);
  return () => ({ kind, paid: true, fulfilled: fulfil() });
}

/** Fulfils a checkout now (a member's return); idempotent. */
export async function fulfilCheckout(ctx: AppContext, info: CheckoutInfo): Promise<Fulfilment> {
  // Only the gateway's part can be "unreachable" (502); the database's errors stay its own.
  const apply = await atGateway(ctx, 'checkout fulfilment failed', () => prepareCheckout(ctx, info));
  return writeTransaction(ctx.database, apply);
}

/** A cancelled or expired payment lets go of its bay hold (and the passes it took). */
export function releaseHold(ctx: AppContext, checkoutId: string): void {
  writeTransaction(ctx.database, () => releaseHoldWrites(ctx, checkoutId));
}

function releaseHoldWrites(ctx: AppContext, checkoutId: string): void {
  const record = findCheckout(ctx.db, checkoutId);
  // Released once: a cancel reported twice (the sandbox's page, then the member's return, or the
  // gateway's expiry event later) must not take a hold that has since become something else.
  if (!record || record.fulfilledAt || record.status === 'expired') return;
  setCheckoutStatus(ctx.db, checkoutId, 'expired');
  ctx.purchases.of(record.kind).release?.(ctx, record);
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.updated',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * A verified gateway event, processed once: its id is recorded in the same transaction as its work,
 * and a repeat is ignored. The state is re-read from the gateway, so events may come in any order.
 */
export async function handleGatewayEvent(
  ctx: AppContext,
  event: GatewayEvent,
): Promise<'processed' | 'duplicate'> {
  if (eventSeen(ctx.db, event.id)) return 'duplicate';
  const apply = await atGateway(ctx, `webhook ${event.type} could not read the gateway`, () =>
    readEvent(ctx, event),
  );
  return writeTransaction(ctx.database, () => {
    if (eventSeen(ctx.db, event.id)) return 'duplicate';
    apply();
    recordEvent(ctx.db, event.id, event.type, toIsoInstant(ctx.now()));
    return 'processed';
  });
}

/** Reads what an event concerns from the gateway; returns the writes it calls for. */
async function readEvent(ctx: AppContext, event: GatewayEvent): Promise<Apply<unknown>> {
  let apply: Apply<unknown> = () => undefined;

  if (
    (event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded') &&
    event.objectId
  ) {
    const info = await ctx.payments.retrieveCheckout(event.objectId);
    if (info) apply = await prepareCheckout(ctx, info);
  } else if (event.type === 'checkout.session.expired' && event.objectId) {
    const id = event.objectId;
    apply = () => releaseHoldWrites(ctx, id);
  } else if (event.type === 'charge.refunded' && event.objectId) {
    apply = await prepareChargeRefunded(ctx, event.objectId);
  } else if (SUBSCRIPTION_EVENTS.has(event.type) && event.subscriptionId) {
    const sub = await ctx.payments.retrieveSubscription(event.subscriptionId);
    const invoicePaid =
      event.type === 'invoice.paid' && event.objectId
        ? await prepareInvoicePaid(ctx, event.objectId)
        : () => undefined;
    if (sub) {
      apply = () => {
        for (const kind of ctx.purchases.all()) kind.subscriptionChanged?.(ctx, sub);
        invoicePaid();
      };
    }
  }
  return apply;
}
