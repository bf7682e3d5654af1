/** The official SDK's client, at Stripe or (tests) at another API address such as the local double. */
import Stripe from 'stripe';

export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const api = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}
