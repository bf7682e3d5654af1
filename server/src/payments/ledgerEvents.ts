/**
 * What the gateway's webhooks add to the ledger when money moves outside the app: an invoice paid
 * (a renewal, or a first payment or proration whose own row it joins by invoice id), and refunds
 * made in the provider's dashboard (charge.refunded). Each reads the state from the gateway first,
 * then returns the writes for the event's transaction; rows are keyed by the gateway's ids, so an
 * event delivered twice, or news of a refund the app made itself, adds nothing twice.
 */
import { isMembershipType, ledgerDescriptions, type MembershipType } from '@lounge/core';
import type { AppContext } from '../appContext';
import {
  findChargeByOrigin,
  findChargeByPaymentIntent,
  findLedgerEntry,
  findLedgerEntryByRef,
  recordLedgerEntry,
  updateLedgerEntry,
} from './ledgerStore';
import { accountOfSubscription, planOf } from './membershipSync';

type Apply = () => void;

/** The invoice's words by why it was made: a change of plan, the first payment, or a renewal. */
function invoiceDescription(plan: MembershipType, billingReason: string | null): string {
  if (billingReason === 'subscription_update') return ledgerDescriptions.planChanged(plan);
  return ledgerDescriptions.membership(plan, billingReason === 'subscription_create' ? 'monthly' : 'renewal');
}

/** invoice.paid: the invoice's ledger row (once, by invoice id) for the subscription's account. */
export async function prepareInvoicePaid(ctx: AppContext, invoiceId: string): Promise<Apply> {
  const invoice = await ctx.payments.retrieveInvoice(invoiceId);
  if (!invoice?.paid || invoice.amountPaidCents <= 0 || !invoice.subscriptionId) return () => undefined;
  const sub = await ctx.payments.retrieveSubscription(invoice.subscriptionId);
  if (!sub) return () => undefined;
  return () => {
    const account = accountOfSubscription(ctx.db, sub);
    if (!account) return;
    // A change of plan's invoice may be paid before the subscription moves: it names its plan.
    const plan =
      invoice.plan ??
      planOf(sub) ??
      (isMembershipType(account.membershipType) ? account.membershipType : 'general');
    recordLedgerEntry(
      ctx.db,
      {
        kind: 'membership',
        amountCents: invoice.amountPaidCents,
        description: invoiceDescription(plan, invoice.billingReason),
        userId: account.id,
        gatewayRef: invoice.id,
        invoiceId: invoice.id,
        paymentIntentId: invoice.paymentIntentId,
      },
      ctx.now(),
    );
  };
}

/**
 * charge.refunded: every refund the gateway holds for the payment is in the ledger once. A refund
 * the app asked for is its own row (named in the refund's metadata); one made in the provider's
 * dashboard becomes a new row against the charge.
 */
export async function prepareChargeRefunded(ctx: AppContext, objectId: string): Promise<Apply> {
  const { paymentIntentId, refunds } = await ctx.payments.refundsOfPayment(objectId);
  if (!paymentIntentId) return () => undefined;
  // A charge recorded before the ledger may not know its payment intent: the gateway says what
  // that intent paid (a checkout, an invoice), and the charge learns its intent for next time.
  const origin = findChargeByPaymentIntent(ctx.db, paymentIntentId)
    ? null
    : await ctx.payments.paymentOrigin(paymentIntentId);
  return () => {
    let charge = findChargeByPaymentIntent(ctx.db, paymentIntentId);
    const older =
      !charge && origin ? findChargeByOrigin(ctx.db, origin.checkoutSessionIds, origin.invoiceId) : undefined;
    if (older) charge = updateLedgerEntry(ctx.db, older.id, { paymentIntentId }, ctx.now());
    if (!charge) {
      ctx.logger.warn('a refund for a payment the ledger does not know', { paymentIntentId });
      return;
    }
    for (const refund of refunds) {
      if (refund.status === 'failed' || findLedgerEntryByRef(ctx.db, refund.id)) continue;
      const own = refund.ledgerId ? findLedgerEntry(ctx.db, refund.ledgerId) : undefined;
      if (own) {
        updateLedgerEntry(
          ctx.db,
          own.id,
          { status: refund.status === 'succeeded' ? 'refunded' : 'pending', gatewayRef: refund.id },
          ctx.now(),
        );
        continue;
      }
      recordLedgerEntry(
        ctx.db,
        {
          kind: 'refund',
          amountCents: -refund.amountCents,
          status: refund.status === 'succeeded' ? 'refunded' : 'pending',
          description: ledgerDescriptions.refund(charge.description),
          userId: charge.userId,
          bookingId: charge.bookingId,
          refundOf: charge.id,
          gatewayRef: refund.id,
          reason: 'Refunded at the payment provider',
        },
        ctx.now(),
      );
    }
  };
}
