/** What the Stripe tests share: a server on the real SDK pointed at a double, and signed webhooks. */
import type { Server } from '@hapi/hapi';
import Stripe from 'stripe';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

/** A server whose gateway is Stripe at `apiBase`, its clock fixed at `now`. */
export function makeStripeServer(apiBase: string, webhookSecret: string, now: number) {
  return makeServer(
    {
      // Its tests follow the links their emails carry.
      ...WITH_MAIL_SERVER,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: apiBase,
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    },
    { now: () => now },
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
