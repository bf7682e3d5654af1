/**
 * The lounge's plans as Stripe knows them: one Product per plan (General, VIP) and one Price per
 * plan and billing (the 3-month intro offer, monthly), each Price found by a lookup key of its own
 * (`lounge_vip_monthly`). Checkouts, schedules and plan changes name these Prices, so Stripe's
 * dashboard, invoices and portal name the plan, and a change of plan is a change of Price, which is
 * all a pending update may carry.
 *
 * The amounts are core's. Stripe never changes a Price's amount, so when core's differs from the
 * Price holding the key, a new Price is made and takes the key over (transfer_lookup_key); the old
 * one stays as it is for the subscriptions already on it. Run again, nothing is made: every Price
 * and Product is found first, and each creation carries an idempotency key made of what it makes,
 * so two runs at once (the server's start and `npm run stripe:setup`) make one of each.
 */
import {
  checkoutPriceCents,
  INTRO_MONTHS,
  MEMBERSHIP_TYPES,
  type MembershipType,
  PLAN_FLOWS,
  type PlanFlow,
  TIERS,
} from '@lounge/core';
import type Stripe from 'stripe';

/** What each plan costs per billing, in cents: core's prices, or another table (tests). */
export type PriceTable = Readonly<Record<MembershipType, Readonly<Record<PlanFlow, number>>>>;

/** Marks what this app made at Stripe, beside the plan and flow it is for. */
const CATALOG_TAG = 'lounge';
const CURRENCY = 'usd';

export function corePriceTable(): PriceTable {
  return {
    general: {
      intro: checkoutPriceCents('general', 'intro'),
      monthly: checkoutPriceCents('general', 'monthly'),
    },
    vip: { intro: checkoutPriceCents('vip', 'intro'), monthly: checkoutPriceCents('vip', 'monthly') },
  };
}

const lookupKeyOf = (plan: MembershipType, flow: PlanFlow) => `lounge_${plan}_${flow}`;

/** The intro offer is charged for its three months at once, then monthly: as the checkout did before. */
const intervalCountOf = (flow: PlanFlow) => (flow === 'intro' ? INTRO_MONTHS : 1);

export interface CatalogProduct {
  plan: MembershipType;
  id: string;
  outcome: 'found' | 'created';
}

export interface CatalogPrice {
  plan: MembershipType;
  flow: PlanFlow;
  lookupKey: string;
  id: string;
  amountCents: number;
  /** replaced: a new Price took the key from one of another amount, which stays for its subscribers. */
  outcome: 'found' | 'created' | 'replaced';
}

export interface Catalog {
  products: CatalogProduct[];
  prices: CatalogPrice[];
}

/** The Price a plan and billing are sold at now. */
export function catalogPriceId(catalog: Catalog, plan: MembershipType, flow: PlanFlow): string {
  const price = catalog.prices.find((p) => p.plan === plan && p.flow === flow);
  if (!price) throw new Error(`the catalog has no price for ${plan} ${flow}`);
  return price.id;
}

const productOf = (price: Stripe.Price): Stripe.Product | null =>
  typeof price.product === 'object' && !price.product.deleted ? price.product : null;

/** Finds the plans' Products and Prices at Stripe by lookup key, and makes what is missing or out of date. */
export async function ensureCatalog(stripe: Stripe, table: PriceTable = corePriceTable()): Promise<Catalog> {
  const keys = MEMBERSHIP_TYPES.flatMap((plan) => PLAN_FLOWS.map((flow) => lookupKeyOf(plan, flow)));
  // Archived Prices are left out: a checkout cannot sell one, so its key is taken over.
  const listed = await stripe.prices.list({
    lookup_keys: keys,
    active: true,
    expand: ['data.product'],
    limit: keys.length,
  });
  const byKey = new Map(listed.data.map((p) => [p.lookup_key ?? '', p]));

  const products: CatalogProduct[] = [];
  for (const plan of MEMBERSHIP_TYPES) {
    products.push(
      await ensureProduct(
        stripe,
        plan,
        PLAN_FLOWS.map((f) => byKey.get(lookupKeyOf(plan, f))),
      ),
    );
  }

  const prices: CatalogPrice[] = [];
  for (const { plan, id: product } of products) {
    for (const flow of PLAN_FLOWS) {
      const lookupKey = lookupKeyOf(plan, flow);
      const amountCents = table[plan][flow];
      const found = byKey.get(lookupKey);
      if (found && sells(found, product, amountCents, flow)) {
        prices.push({ plan, flow, lookupKey, id: found.id, amountCents, outcome: 'found' });
        continue;
      }
      const intervalCount = intervalCountOf(flow);
      const created = await stripe.prices.create(
        {
          product,
          currency: CURRENCY,
          unit_amount: amountCents,
          recurring: { interval: 'month', interval_count: intervalCount },
          lookup_key: lookupKey,
          // Always: the key may be held by a Price archived in the dashboard, which the list leaves out.
          transfer_lookup_key: true,
          nickname: `${TIERS[plan].name}, ${flow === 'intro' ? `intro (${INTRO_MONTHS} months)` : 'monthly'}`,
          metadata: { catalog: CATALOG_TAG, plan, flow },
        },
        // What it makes and what it replaces: a price changed back later makes a Price again.
        {
          idempotencyKey: `catalog-${lookupKey}-${amountCents}-every-${intervalCount}-on-${product}-after-${found?.id ?? 'none'}`,
        },
      );
      prices.push({
        plan,
        flow,
        lookupKey,
        id: created.id,
        amountCents,
        outcome: found ? 'replaced' : 'created',
      });
    }
  }
  return { products, prices };
}

/** Whether a Price found by its key sells this plan's billing at this amount, on the plan's Product. */
function sells(price: Stripe.Price, product: string, amountCents: number, flow: PlanFlow): boolean {
  return (
    price.unit_amount === amountCents &&
    price.currency === CURRENCY &&
    price.recurring?.interval === 'month' &&
    price.recurring.interval_count === intervalCountOf(flow) &&
    (productOf(price)?.id ?? price.product) === product
  );
}

/** The plan's Product: the one its Prices are on, else the one tagged with the plan, else a new one. */
async function ensureProduct(
  stripe: Stripe,
  plan: MembershipType,
  prices: Array<Stripe.Price | undefined>,
): Promise<CatalogProduct> {
  const ofPrice = prices
    .map((p) => (p ? productOf(p) : null))
    .find((p): p is Stripe.Product => p?.active === true);
  if (ofPrice) return { plan, id: ofPrice.id, outcome: 'found' };
  for await (const product of stripe.products.list({ active: true, limit: 100 })) {
    if (product.metadata?.catalog === CATALOG_TAG && product.metadata.plan === plan)
      return { plan, id: product.id, outcome: 'found' };
  }
  const created = await stripe.products.create(
    { name: `${TIERS[plan].name} Membership`, metadata: { catalog: CATALOG_TAG, plan } },
    { idempotencyKey: `catalog-product-${plan}` },
  );
  return { plan, id: created.id, outcome: 'created' };
}
