/**
 * At the server's start, with Stripe configured (never the sandbox): the catalog and the limited
 * portal found or made (StripeGateway.setUp), so the first checkout does not wait for them. Stripe
 * being unreachable or refusing the key must not stop the box: the failure is logged, without the
 * key, and the gateway tries again on first use. Not awaited: the server answers meanwhile.
 */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../appContext';
import type { Logger } from '../logger';
import { withoutSecrets } from './gatewayErrors';
import { StripeGateway } from './stripeGateway';

/** Never rejects: a failure is logged and left for the first use to retry. */
export async function setUpStripe(gateway: StripeGateway, logger: Logger): Promise<void> {
  try {
    const { catalog, portal } = await gateway.setUp();
    const made = [...catalog.products, ...catalog.prices, portal].filter((o) => o.outcome !== 'found');
    logger.info('stripe catalog ready', {
      prices: catalog.prices.map((p) => `${p.lookupKey}=${p.id}`),
      portalConfiguration: portal.id,
      made: made.length,
    });
  } catch (error) {
    logger.error('stripe set-up failed: tried again on first use', {
      error: withoutSecrets(error instanceof Error ? error.message : String(error)),
    });
  }
}

export const stripeSetupAtStart: Plugin<AppContext> = {
  name: 'lounge-stripe-setup-at-start',
  register(server, ctx) {
    const gateway = ctx.payments;
    if (!(gateway instanceof StripeGateway)) return;
    server.ext('onPostStart', () => {
      void setUpStripe(gateway, ctx.logger);
    });
  },
};
