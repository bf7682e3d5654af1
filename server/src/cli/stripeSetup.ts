/**
 * `npm run stripe:setup`: makes at Stripe what the lounge sells and shows, before it goes live: a
 * Product per plan, a Price per plan and billing found by its lookup key (a price changed in core
 * becomes a new Price that takes the key over), and the limited customer portal. Safe to run again:
 * what is there is found, not made twice. The server does the same at its start and on first use;
 * this says what happened, and fails loudly, where the server can only log. Uses the same
 * configuration (STRIPE_SECRET_KEY, `.env` included) as the server; never prints the key.
 */
import { readConfigOrExit } from '../environment';
import { withoutSecrets } from '../payments/gatewayErrors';
import { StripeGateway } from '../payments/stripeGateway';

const config = readConfigOrExit('stripe:setup');
const { stripeSecretKey, stripeWebhookSecret, stripeApiBase } = config.payments;

if (!stripeSecretKey || !stripeWebhookSecret) {
  process.stderr.write(
    'stripe:setup: no STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: payments run in the sandbox, which needs no set-up.\n',
  );
  process.exit(1);
}

try {
  const gateway = new StripeGateway({
    secretKey: stripeSecretKey,
    webhookSecret: stripeWebhookSecret,
    ...(stripeApiBase ? { apiBase: stripeApiBase } : {}),
  });
  const { catalog, portal } = await gateway.setUp();
  const lines = [
    ...catalog.products.map((p) => `product ${p.plan}: ${p.id} (${p.outcome})`),
    ...catalog.prices.map((p) => `price ${p.lookupKey}: ${p.id}, ${p.amountCents} cents (${p.outcome})`),
    `portal configuration: ${portal.id} (${portal.outcome})`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  process.stderr.write(
    `stripe:setup: ${withoutSecrets(error instanceof Error ? error.message : String(error))}\n`,
  );
  process.exit(1);
}
