/**
 * Every public page says only what the venue's settings make true (docs/product.md, "Claims the
 * site makes"): the founding offer as the server says it stands (its limits stated exactly, and
 * nothing of it once it is over), the venue's own social pages and no others, no member count.
 * The journeys' servers end the founding offer on FOUNDING_OFFER_ENDS_E2E (playwright.config.ts).
 */
import {
  addDays,
  type FoundingOfferAnswer,
  formatPrice,
  foundingCopy,
  siteLabels,
  TIERS,
  UI_TIMINGS,
  type VenueInfo,
} from '@lounge/core';
import type { Page } from '@playwright/test';
import { FOUNDING_OFFER_ENDS_E2E } from '../../playwright.config';
import { thisWorkersServer } from './fixtures';
import { visitorPaths } from './routes';
import { expect, test } from './venueClock';

const L = siteLabels.membership;
const publicPages = visitorPaths.filter(
  (path) => !/^\/(login|signup|test-checkout|checkout|pre-checkout|billing)/.test(path),
);

async function founding(page: Page): Promise<FoundingOfferAnswer> {
  return (await (await page.request.get('/api/founding-offer')).json()) as FoundingOfferAnswer;
}

/** The page's social links are exactly the venue's (none set: no 'Follow Us' at all). */
async function expectOnlyVenueSocials(page: Page, venue: VenueInfo) {
  const footer = page.locator('footer.site-footer');
  const set = Object.entries(venue.site.social);
  const links = footer.locator('.social-list a');
  if (set.length === 0) {
    await expect(footer.getByRole('heading', { name: 'Follow Us' })).toHaveCount(0);
    await expect(links).toHaveCount(0);
    return;
  }
  await expect(links).toHaveCount(set.length);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(Object.values(venue.site.social)).toContain(href);
  }
}

test('while the founding offer is open, every public page states its limits exactly and no other claim', async ({
  page,
}) => {
  const venue = (await (await page.request.get('/api/venue')).json()) as VenueInfo;
  const offer = await founding(page);
  expect(offer).toMatchObject({ open: true, endsOn: FOUNDING_OFFER_ENDS_E2E });
  const banner = foundingCopy.limitedBanner(offer);
  for (const path of publicPages) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectOnlyVenueSocials(page, venue);
    // No figure the software does not compute or the venue did not set.
    await expect(page.getByText(/\b\d+\+\s*active members/i)).toHaveCount(0);
    await expect(page.getByText(/grand opening/i)).toHaveCount(0);
    // 'Limited' only with the limits that are set, as they stand.
    const limited = page.getByText(L.limitedBanner);
    if (path === '/membership') await expect(limited).toHaveText(banner ?? '');
    else await expect(limited).toHaveCount(0);
  }
});

test('once the founding offer is over, no page, popup or checkout offers it', async ({
  page,
  venueClock,
}) => {
  await venueClock.set(addDays(FOUNDING_OFFER_ENDS_E2E, 1), '10:00');
  expect(await founding(page)).toMatchObject({ open: false });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(UI_TIMINGS.introPopupDelay * 3);
  await expect(page.getByRole('dialog', { name: 'Founding Member Offer' })).toHaveCount(0);
  const preview = page.locator('#memberships .plan-amount');
  await expect(preview).toHaveText([
    formatPrice(TIERS.general.prices.monthlyCents),
    formatPrice(TIERS.vip.prices.monthlyCents),
  ]);

  await page.goto('/membership');
  await expect(page.getByText(foundingCopy.ended)).toBeVisible();
  await expect(page.getByRole('radio', { name: L.foundingOffers })).toHaveCount(0);
  await expect(page.getByText(L.limitedBanner)).toHaveCount(0);
  // Only the monthly prices are in the page, not merely shown.
  await expect(page.locator('.plan-amount')).toHaveText([
    formatPrice(TIERS.general.prices.monthlyCents),
    formatPrice(TIERS.vip.prices.monthlyCents),
  ]);

  await page.goto('/membership-selection');
  await expect(page.getByText(foundingCopy.ended)).toBeVisible();
  await expect(page.getByRole('radio', { name: siteLabels.selection.introOffers })).toHaveCount(0);
  await expect(page.locator('a.plan-choice-link')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Choose VIP' })).toHaveAttribute(
    'href',
    '/pre-checkout?plan=vip&flow=monthly',
  );

  // The server refuses an intro checkout, whatever a page kept from before might send.
  const base = thisWorkersServer().url;
  const refused = await page.request.post('/api/checkout/create-session', {
    data: {
      plan: 'general',
      flow: 'intro',
      successUrl: `${base}/billing/complete`,
      cancelUrl: `${base}/`,
      customerEmail: 'late@example.com',
    },
  });
  expect(refused.status()).toBe(409);
});
