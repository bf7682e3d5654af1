/**
 * The customer portal a member is sent to, limited to what the app leaves to Stripe: updating the
 * card and reading past invoices. Cancelling, switching plan and editing the customer stay with the
 * app, which keeps the rules (an upgrade charged now, a downgrade at the period's end, the email an
 * account's own). Stripe's default portal configuration may allow any of them, so the app makes a
 * configuration of its own, found again by its metadata, and names it in every portal session.
 */
import type Stripe from 'stripe';

/**
 * The configuration's mark. A new version (other features) is a new configuration: the old one is
 * left as it is, unused.
 */
const PORTAL_TAG = { catalog: 'lounge', portal: 'limited-1' } as const;

const LIMITED_PORTAL_FEATURES = {
  payment_method_update: { enabled: true },
  invoice_history: { enabled: true },
  customer_update: { enabled: false },
  subscription_cancel: { enabled: false },
  subscription_update: { enabled: false },
  subscription_pause: { enabled: false },
} as const satisfies Stripe.BillingPortal.ConfigurationCreateParams.Features;

export interface PortalConfiguration {
  id: string;
  outcome: 'found' | 'created';
}

export async function ensurePortalConfiguration(stripe: Stripe): Promise<PortalConfiguration> {
  for await (const configuration of stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
    const metadata = configuration.metadata ?? {};
    if (metadata.catalog === PORTAL_TAG.catalog && metadata.portal === PORTAL_TAG.portal)
      return { id: configuration.id, outcome: 'found' };
  }
  const created = await stripe.billingPortal.configurations.create(
    {
      name: 'Lounge members: card and invoices',
      features: LIMITED_PORTAL_FEATURES,
      metadata: PORTAL_TAG,
    },
    { idempotencyKey: `portal-configuration-${PORTAL_TAG.portal}` },
  );
  return { id: created.id, outcome: 'created' };
}
