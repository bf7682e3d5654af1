/** What the Stripe tests share: a server on the real SDK pointed at a double, and signed webhooks. */
import type { Server } from '@hapi/hapi';
import Stripe from 'stripe';
import type { StripeDouble } from './stripeDouble';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

/**
 * A server whose gateway is Stripe at the double, on the clock `now` (fixed, or a function a test
 * moves). The double's clock is the server's, as Stripe's and the box's agree; a test may set the
 * double's a little ahead after (a slow network, a box clock behind).
 */
export async function makeStripeServer(
  stripe: StripeDouble,
  webhookSecret: string,
  now: number | (() => number),
) {
  const clock = typeof now === 'number' ? () => now : now;
  stripe.clock = clock;
  return makeServer(
    {
      // Its tests follow the links their emails carry.
      ...WITH_MAIL_SERVER,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: await stripe.start(),
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    },
    { now: clock },
  );
}

export const signer = new Stripe('sk_test_123');

/** Posts an event to the webhook, signed with `secret` unless another header is given. */
export function deliverEvent(server: Server, secret: string, event: object, header?: string) {
  const payload = JSON.stringify(event);
  return server.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': header ?? signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}
