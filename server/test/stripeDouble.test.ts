/**
 * The local Stripe double refuses what Stripe refuses where the tests rely on it, so that a gateway
 * call Stripe would answer 400 fails here too: through the real SDK, as the gateway calls it.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClient } from '../src/payments/stripeClient';
import { StripeDouble } from './stripeDouble';

const NOW = Date.UTC(2026, 11, 16, 17, 0);
const MINUTE = 60;
const stripe = new StripeDouble();
let sdk: Stripe;

beforeAll(async () => {
  sdk = stripeClient('sk_test_123', await stripe.start());
  stripe.clock = () => NOW;
  stripe.subscription('sub_plain', { amount: 17_900, start: NOW - 86_400_000, end: NOW + 86_400_000 });
});
afterAll(() => stripe.stop());

/** Parameters the SDK's types would not compile, sent as they would reach Stripe all the same. */
const untyped = (params: object) => params as Stripe.SubscriptionScheduleUpdateParams;

/** A one-off checkout closing `minutes` after the double's now. */
const checkout = (minutes: number, key?: string) =>
  sdk.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Guest fee' } },
        },
      ],
      success_url: 'http://localhost:5000/ok',
      expires_at: NOW / 1000 + minutes * MINUTE,
    },
    key ? { idempotencyKey: key } : {},
  );

describe('the Stripe double', () => {
  it('refuses a parameter the route does not take, as Stripe does (a schedule takes no payment_behavior)', async () => {
    const schedule = await sdk.subscriptionSchedules.create({ from_subscription: 'sub_plain' });
    const refused = sdk.subscriptionSchedules.update(
      schedule.id,
      untyped({ payment_behavior: 'pending_if_incomplete' }),
    );
    await expect(refused).rejects.toThrow('Received unknown parameter: payment_behavior');
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(
      sdk.subscriptionSchedules.update(
        schedule.id,
        untyped({ phases: [{ items: [{ price: 'price_sub_plain' }], payment_behavior: 'x' }] }),
      ),
    ).rejects.toThrow('Received unknown parameter: phases[0][payment_behavior]');
  });

  it("refuses a checkout's expires_at less than 30 minutes or more than 24 hours from its own clock", async () => {
    await expect(checkout(29)).rejects.toThrow('at least 30 minutes');
    await expect(checkout(24 * 60 + 1)).rejects.toThrow('less than 24 hours');
    expect((await checkout(31)).expires_at).toBe(NOW / 1000 + 31 * MINUTE);
    // Its clock a minute ahead of ours: what was 30 minutes and a second is too short by then.
    stripe.clock = () => NOW + 60_000;
    try {
      await expect(checkout(30)).rejects.toThrow('at least 30 minutes');
    } finally {
      stripe.clock = () => NOW;
    }
  });

  it('refuses a key used again with other parameters (400, idempotency_error); the same ones get the first answer', async () => {
    const first = await checkout(40, 'key-once');
    expect((await checkout(40, 'key-once')).id).toBe(first.id);
    const other = checkout(41, 'key-once');
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toThrow("Try using a key other than 'key-once'");
    // On another route, too.
    await expect(
      sdk.subscriptions.update('sub_plain', { metadata: { a: 'b' } }, { idempotencyKey: 'key-once' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    // A request refused before it ran keeps nothing under its key: sent again corrected, it runs.
    await expect(checkout(10, 'key-fixed')).rejects.toThrow('at least 30 minutes');
    expect((await checkout(45, 'key-fixed')).expires_at).toBe(NOW / 1000 + 45 * MINUTE);
  });

  it('refuses a cancellation set on a subscription its schedule runs', async () => {
    stripe.subscription('sub_scheduled', { amount: 17_900, start: NOW - 86_400_000, end: NOW + 86_400_000 });
    await sdk.subscriptionSchedules.create({ from_subscription: 'sub_scheduled' });
    await expect(sdk.subscriptions.update('sub_scheduled', { cancel_at_period_end: true })).rejects.toThrow(
      /managed by the subscription schedule/,
    );
  });

  it('serves the routes the gateway calls: a customer’s subscriptions, and a checkout expired once', async () => {
    stripe.subscription('sub_listed', {
      amount: 17_900,
      start: NOW - 86_400_000,
      end: NOW + 86_400_000,
      customer: 'cus_listed',
    });
    const listed = await sdk.subscriptions.list({ customer: 'cus_listed', status: 'all', limit: 10 });
    expect(listed.data.map((s) => s.id)).toEqual(['sub_listed']);

    const session = await checkout(35);
    expect((await sdk.checkout.sessions.expire(session.id)).status).toBe('expired');
    expect((await sdk.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    await expect(sdk.checkout.sessions.expire(session.id)).rejects.toThrow('can be expired');
  });
});
