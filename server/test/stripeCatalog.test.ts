/**
 * The plans as Stripe knows them, through the real stripe SDK against the local double: the catalog
 * made once (two Products, four Prices, each found by its lookup key), found the next time, and a
 * changed price made a new Price that takes the key over; the limited portal made once and named by
 * every portal session; set-up at start failing without a word of the key and retried on first use;
 * `npm run stripe:setup`; and the refusals of the double the money tests rely on.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Server } from '@hapi/hapi';
import { TIERS } from '@lounge/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { corePriceTable, ensureCatalog, type PriceTable } from '../src/payments/stripeCatalog';
import { stripeClient } from '../src/payments/stripeClient';
import { StripeGateway } from '../src/payments/stripeGateway';
import { ensurePortalConfiguration } from '../src/payments/stripePortal';
import { setUpStripe } from '../src/payments/stripeSetupAtStart';
import { REPO_ROOT } from '../src/repoPaths';
import { contextOf } from './dbAccess';
import { body, postFromSite, SITE } from './http';
import { addMember } from './members';
import { cliCommand } from './serverProcess';
import { StripeDouble } from './stripeDouble';
import { makeStripeServer } from './stripeTesting';

const KEY = 'sk_test_catalog_secret_4242';
const NOW = Date.UTC(2026, 11, 16, 17, 0);
const PERIOD = { start: Date.UTC(2026, 11, 1, 7, 0), end: Date.UTC(2027, 0, 1, 7, 0) };

/** A fresh double, stopped after the file's tests. */
function double(): { stripe: StripeDouble; base: () => string } {
  const stripe = new StripeDouble();
  let base = '';
  beforeAll(async () => {
    base = await stripe.start();
  });
  afterAll(() => stripe.stop());
  return { stripe, base: () => base };
}

const posts = (stripe: StripeDouble) => stripe.seen.filter((r) => r.method === 'POST');
const holderOf = (stripe: StripeDouble, lookupKey: string) =>
  [...stripe.prices.values()].find((p) => p.lookup_key === lookupKey);

describe('the catalog', () => {
  const { stripe, base } = double();
  const client = () => stripeClient(KEY, base());
  beforeEach(() => {
    stripe.seen.length = 0;
  });

  it('is made the first time: a Product per plan, a Price per plan and billing with its lookup key', async () => {
    const catalog = await ensureCatalog(client());
    expect(catalog.products.map((p) => [p.plan, p.outcome])).toEqual([
      ['general', 'created'],
      ['vip', 'created'],
    ]);
    expect(stripe.requests('POST', '/v1/products')).toHaveLength(2);
    expect(stripe.requests('POST', '/v1/prices')).toHaveLength(4);
    expect([...stripe.products.values()].map((p) => [p.name, p.metadata])).toEqual([
      ['General Membership', { catalog: 'lounge', plan: 'general' }],
      ['VIP Membership', { catalog: 'lounge', plan: 'vip' }],
    ]);
    const productOf = (plan: string) => catalog.products.find((p) => p.plan === plan)?.id;
    for (const plan of ['general', 'vip'] as const) {
      for (const flow of ['intro', 'monthly'] as const) {
        const price = holderOf(stripe, `lounge_${plan}_${flow}`);
        expect(price, `${plan} ${flow}`).toMatchObject({
          product: productOf(plan),
          currency: 'usd',
          unit_amount: flow === 'intro' ? TIERS[plan].prices.introCents : TIERS[plan].prices.monthlyCents,
          recurring: { interval: 'month', interval_count: flow === 'intro' ? 3 : 1 },
          metadata: { catalog: 'lounge', plan, flow },
        });
        expect(catalog.prices.find((p) => p.plan === plan && p.flow === flow)).toMatchObject({
          id: price?.id,
          outcome: 'created',
        });
      }
    }
    // Every creation carries a key of its own, made of what it makes.
    const keys = posts(stripe).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(6);
    expect(keys).toContain('catalog-product-vip');
    expect(
      stripe.requests('POST', '/v1/prices').find((r) => r.form.get('lookup_key') === 'lounge_vip_monthly')
        ?.idempotencyKey,
    ).toBe(
      `catalog-lounge_vip_monthly-${TIERS.vip.prices.monthlyCents}-every-1-on-${productOf('vip')}-after-none`,
    );
  });

  it('is found the second time: nothing is made', async () => {
    const before = [...stripe.prices.keys()];
    const catalog = await ensureCatalog(client());
    expect(posts(stripe)).toEqual([]);
    expect(catalog.prices.map((p) => p.outcome)).toEqual(['found', 'found', 'found', 'found']);
    expect(catalog.products.map((p) => p.outcome)).toEqual(['found', 'found']);
    expect(catalog.prices.map((p) => p.id).sort()).toEqual(before.sort());
  });

  it('makes a new Price for a changed price, which takes the lookup key; the old one stays for its subscribers', async () => {
    const old = holderOf(stripe, 'lounge_vip_monthly');
    const core = corePriceTable();
    const raised: PriceTable = { ...core, vip: { ...core.vip, monthly: core.vip.monthly + 2000 } };
    const catalog = await ensureCatalog(client(), raised);

    const [made] = stripe.requests('POST', '/v1/prices');
    expect(stripe.requests('POST', '/v1/prices')).toHaveLength(1);
    expect(stripe.requests('POST', '/v1/products')).toHaveLength(0);
    expect(made?.form.get('lookup_key')).toBe('lounge_vip_monthly');
    expect(made?.form.get('transfer_lookup_key')).toBe('true');
    expect(made?.idempotencyKey).toMatch(new RegExp(`-after-${old?.id}$`));
    const now = holderOf(stripe, 'lounge_vip_monthly');
    expect(now?.id).not.toBe(old?.id);
    expect(now?.unit_amount).toBe(core.vip.monthly + 2000);
    expect(stripe.prices.get(String(old?.id))).toMatchObject({ active: true, lookup_key: null });
    expect(catalog.prices.map((p) => [p.lookupKey, p.outcome])).toEqual([
      ['lounge_general_intro', 'found'],
      ['lounge_general_monthly', 'found'],
      ['lounge_vip_intro', 'found'],
      ['lounge_vip_monthly', 'replaced'],
    ]);

    // Run again at that price: found. Back at core's price: a Price again, not the old one revived.
    stripe.seen.length = 0;
    await ensureCatalog(client(), raised);
    expect(posts(stripe)).toEqual([]);
    const back = await ensureCatalog(client());
    expect(back.prices.find((p) => p.lookupKey === 'lounge_vip_monthly')).toMatchObject({
      outcome: 'replaced',
      amountCents: core.vip.monthly,
    });
    expect(holderOf(stripe, 'lounge_vip_monthly')?.id).not.toBe(old?.id);
  });
});

describe('two set-ups at once (the server starting while stripe:setup runs)', () => {
  const { stripe, base } = double();

  it('make one of each, through their idempotency keys', async () => {
    await Promise.all([ensureCatalog(stripeClient(KEY, base())), ensureCatalog(stripeClient(KEY, base()))]);
    expect(stripe.products.size).toBe(2);
    expect(stripe.prices.size).toBe(4);
  });
});

describe('the limited portal', () => {
  const { stripe, base } = double();

  it('is one configuration of the app, allowing the card and the invoices only, made once', async () => {
    const first = await ensurePortalConfiguration(stripeClient(KEY, base()));
    expect(first.outcome).toBe('created');
    expect(stripe.portalConfigurations.get(first.id)).toMatchObject({
      features: {
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
        customer_update: { enabled: false },
        subscription_cancel: { enabled: false },
        subscription_update: { enabled: false },
        subscription_pause: { enabled: false },
      },
      metadata: { catalog: 'lounge', portal: 'limited-1' },
    });
    stripe.seen.length = 0;
    expect(await ensurePortalConfiguration(stripeClient(KEY, base()))).toEqual({
      id: first.id,
      outcome: 'found',
    });
    expect(posts(stripe)).toEqual([]);
  });
});

describe('the server with Stripe', () => {
  const { stripe, base } = double();
  let server: Server;
  beforeAll(async () => {
    server = await makeStripeServer(stripe, 'whsec_catalog_secret', NOW);
  });
  afterAll(() => server.stop());
  const sqlite = () => contextOf(server).database.sqlite;

  it("opens the member's portal on the limited configuration", async () => {
    const m = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
    sqlite().prepare("UPDATE users SET stripe_customer_id = 'cus_portal' WHERE id = ?").run(m.id);
    const res = await postFromSite(server, '/api/subscription/portal', {}, m.cookie);
    expect(res.statusCode).toBe(200);
    expect(body(res).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const [session] = stripe.requests('POST', '/v1/billing_portal/sessions');
    const configuration = session?.form.get('configuration') ?? '';
    expect(session?.form.get('customer')).toBe('cus_portal');
    expect(stripe.portalConfigurations.get(configuration)?.metadata).toEqual({
      catalog: 'lounge',
      portal: 'limited-1',
    });
    // The second session names the same configuration, without looking for it again.
    const listed = stripe.requests('GET', '/v1/billing_portal/configurations').length;
    await postFromSite(server, '/api/subscription/portal', {}, m.cookie);
    expect(stripe.requests('POST', '/v1/billing_portal/sessions').at(-1)?.form.get('configuration')).toBe(
      configuration,
    );
    expect(stripe.requests('GET', '/v1/billing_portal/configurations')).toHaveLength(listed);
    expect(stripe.portalConfigurations.size).toBe(1);
  });

  it('reads the plan from a catalog Price whose amount core no longer charges', async () => {
    // VIP monthly at a price of the past, on a subscription whose metadata still says General (an
    // upgrade leaves the checkout's metadata as it was).
    const core = corePriceTable();
    await ensureCatalog(stripeClient(KEY, base()), { ...core, vip: { ...core.vip, monthly: 19_900 } });
    const pastVip = holderOf(stripe, 'lounge_vip_monthly');
    await ensureCatalog(stripeClient(KEY, base()));
    const m = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
    const sub = stripe.subscription('sub_past_vip', {
      amount: 19_900,
      ...PERIOD,
      metadata: { kind: 'membership', plan: 'general', flow: 'monthly', userId: m.id },
    });
    sub.items.data[0] = { ...sub.items.data[0], price: { ...pastVip } } as (typeof sub.items.data)[0];
    sqlite()
      .prepare(
        "UPDATE users SET stripe_subscription_id = 'sub_past_vip', stripe_customer_id = 'cus_p' WHERE id = ?",
      )
      .run(m.id);
    expect((await postFromSite(server, '/api/subscription/check', {}, m.cookie)).statusCode).toBe(200);
    expect(sqlite().prepare('SELECT membership_type FROM users WHERE id = ?').get(m.id)).toEqual({
      membership_type: 'vip',
    });
  });
});

describe('set-up at the server’s start', () => {
  const { stripe, base } = double();

  it('logs a failure without the key, never throws, and is tried again on first use', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const gateway = new StripeGateway({ secretKey: KEY, webhookSecret: 'whsec_x', apiBase: base() });
    stripe.refuseKey = true;
    await expect(setUpStripe(gateway, logger)).resolves.toBeUndefined();
    const failure = lines.find((l) => l.includes('stripe set-up failed'));
    expect(failure).toContain('Invalid API Key provided');
    expect(lines.join('\n')).not.toContain('catalog_secret');

    stripe.refuseKey = false;
    const checkout = await gateway.createMembershipCheckout({
      plan: 'vip',
      flow: 'monthly',
      email: 'first@example.com',
      userId: null,
      customerId: null,
      successUrl: `${SITE}/billing/complete`,
      cancelUrl: `${SITE}/`,
      idempotencyKey: 'membership-first-use',
    });
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stripe.requests('POST', '/v1/checkout/sessions')[0]?.form.get('line_items[0][price]')).toBe(
      holderOf(stripe, 'lounge_vip_monthly')?.id,
    );
    await setUpStripe(gateway, logger);
    expect(lines.at(-1)).toContain('stripe catalog ready');
  });
});

describe('npm run stripe:setup', () => {
  const { stripe, base } = double();
  const run = (env: Record<string, string>) =>
    promisify(execFile)(...cliCommand('stripeSetup'), {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'test', ...env },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  const configured = () => ({
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: 'whsec_cli',
    STRIPE_API_BASE: base(),
  });

  it('makes the catalog and the portal, then finds them; never prints the key', async () => {
    const first = await run(configured());
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('price lounge_vip_monthly: price_');
    expect(first.stdout.match(/\(created\)/g)).toHaveLength(7);
    const second = await run(configured());
    expect(second.code).toBe(0);
    expect(second.stdout.match(/\(found\)/g)).toHaveLength(7);
    expect(stripe.prices.size).toBe(4);
    expect(`${first.stdout}${first.stderr}${second.stdout}${second.stderr}`).not.toContain(KEY);
  });

  it('fails without the key, as does a refused key, saying why without it', async () => {
    const sandbox = await run({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    expect(sandbox.code).toBe(1);
    expect(sandbox.stderr).toContain('payments run in the sandbox');
    stripe.refuseKey = true;
    try {
      const refused = await run(configured());
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Invalid API Key provided: [hidden]');
      expect(refused.stderr).not.toContain(KEY);
    } finally {
      stripe.refuseKey = false;
    }
  });
});

describe('the double refuses what Stripe refuses', () => {
  const { stripe, base } = double();
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (e: unknown) => (e instanceof Stripe.errors.StripeInvalidRequestError ? e.message : String(e)),
    );

  it('price_data or metadata in a pending update, an unknown price, an unknown portal configuration', async () => {
    const client = stripeClient(KEY, base());
    const catalog = await ensureCatalog(client);
    const vip = catalog.prices.find((p) => p.lookupKey === 'lounge_vip_monthly')?.id ?? '';
    stripe.subscription('sub_strict', { amount: TIERS.general.prices.monthlyCents, ...PERIOD });
    const pending = {
      payment_behavior: 'pending_if_incomplete',
      proration_behavior: 'always_invoice',
    } as const;
    expect(
      await refusal(
        client.subscriptions.update('sub_strict', {
          ...pending,
          items: [
            {
              id: 'si_sub_strict',
              price_data: {
                currency: 'usd',
                product: 'prod_x',
                unit_amount: 1,
                recurring: { interval: 'month' },
              },
            },
          ],
        }),
      ),
    ).toMatch(/unsupported parameter 'items\[0\]\[price_data\]/);
    expect(
      await refusal(
        client.subscriptions.update('sub_strict', {
          ...pending,
          items: [{ id: 'si_sub_strict', price: vip }],
          metadata: { plan: 'vip' },
        }),
      ),
    ).toMatch(/unsupported parameter 'metadata\[plan\]'/);
    expect(
      await refusal(
        client.subscriptions.update('sub_strict', {
          ...pending,
          items: [{ id: 'si_sub_strict', price: 'price_nope' }],
        }),
      ),
    ).toBe("No such price: 'price_nope'");
    expect(
      await refusal(client.billingPortal.sessions.create({ customer: 'cus_x', configuration: 'bpc_nope' })),
    ).toBe("No such configuration: 'bpc_nope'");
    // What the app sends is taken.
    expect(
      await refusal(
        client.subscriptions.update('sub_strict', {
          ...pending,
          items: [{ id: 'si_sub_strict', price: vip }],
        }),
      ),
    ).toBeNull();
  });
});
