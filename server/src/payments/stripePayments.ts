/**
 * Finding a payment's parts at Stripe: the payment intent behind a ledger row (held, or through its
 * invoice or checkout session), and where a payment intent came from. Refunds and the dispute and
 * refund news use them; apart from stripeGateway.ts so its class stays a list of what Stripe is asked.
 */
import type Stripe from 'stripe';
import type { PaymentOrigin, RefundInput } from './gateway';
import { idOf } from './stripeShapes';

/** The payment intent behind a payment: held, or found through its invoice or checkout session. */
export async function paymentIntentOf(stripe: Stripe, input: RefundInput): Promise<string | null> {
  if (input.paymentIntentId) return input.paymentIntentId;
  if (input.invoiceId) return paymentIntentOfInvoice(stripe, input.invoiceId);
  if (input.checkoutSessionId) {
    // A one-off checkout has its payment intent; a subscription's first payment is its invoice's.
    const session = await stripe.checkout.sessions.retrieve(input.checkoutSessionId);
    const invoiceId = idOf(session.invoice);
    return idOf(session.payment_intent) ?? (invoiceId ? paymentIntentOfInvoice(stripe, invoiceId) : null);
  }
  return null;
}

export async function paymentIntentOfInvoice(stripe: Stripe, invoiceId: string): Promise<string | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
  return idOf(payments.data[0]?.payment.payment_intent);
}

/** Where a payment came from: the checkouts that name it, and its invoice if a subscription made it. */
export async function paymentOriginAtStripe(stripe: Stripe, paymentIntentId: string): Promise<PaymentOrigin> {
  // A one-off checkout names its payment intent; a subscription's first payment is its invoice's.
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 10 });
  const invoices = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntentId },
    limit: 1,
  });
  const invoiceId = idOf(invoices.data[0]?.invoice);
  const ids = sessions.data.map((s) => s.id);
  if (invoiceId) {
    const invoice = await stripe.invoices.retrieve(invoiceId);
    const subscription = idOf(invoice.parent?.subscription_details?.subscription);
    if (subscription) {
      const bySubscription = await stripe.checkout.sessions.list({ subscription, limit: 10 });
      ids.push(...bySubscription.data.map((s) => s.id));
    }
  }
  return { checkoutSessionIds: ids, invoiceId };
}
