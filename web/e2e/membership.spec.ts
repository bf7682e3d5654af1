import { formatPrice, membershipClaims, siteLabels, TIERS } from '@lounge/core';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdAppCode } from './holdApp';

const L = siteLabels.membership;

test.describe('membership pages', () => {
  // Three tests hold the app's code back by page.route, which a service worker would go past (holdApp.ts).
  test.use({ serviceWorkers: 'block' });
  test('the founding offers are shown first; the toggle switches to monthly plans', async ({ page }) => {
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
    await expect(page.getByText(L.limitedBanner)).toBeVisible();
    await expect(page.getByRole('radio', { name: L.foundingOffers })).toBeChecked();
    // Both flows' prices are in the page; the checked billing shows one (docs/decisions/070).
    const amounts = page.locator('.plan-amount:visible');
    await expect(amounts).toHaveText([
      formatPrice(TIERS.general.prices.introCents),
      formatPrice(TIERS.vip.prices.introCents),
    ]);
    await page.getByText(L.monthlyPlans, { exact: true }).click();
    await expect(page.getByRole('radio', { name: L.monthlyPlans })).toBeChecked();
    await expect(amounts).toHaveText([
      formatPrice(TIERS.general.prices.monthlyCents),
      formatPrice(TIERS.vip.prices.monthlyCents),
    ]);
  });

  test("the offer's limits are stated before the app runs, and the app takes the page over as it is", async ({
    page,
  }) => {
    // The h1 the HTML parser made: hydration keeps it unless React had to render the page again.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { parsedHeading: Element | null }).parsedHeading =
            document.querySelector('h1');
      });
    });
    const app = await holdAppCode(page);
    await page.goto('/membership');
    const banner = page.locator('.limited-banner');
    await expect(banner).toHaveText(new RegExp(`^ ?${L.limitedBanner}: `));
    await expect(banner.locator('svg')).toBeVisible();
    await page.locator('main h1').click();
    app.release();
    // The app's own banner, from its own answer, replaces the placeholder's: one banner, same words.
    await expect(page.locator('.limited-banner-island')).toHaveCount(0);
    await expect(banner).toHaveCount(1);
    await expect(banner).toContainText(L.limitedBanner);
    const kept = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return parsed?.isConnected === true && parsed === document.querySelector('h1');
    });
    expect(kept).toBe(true);
  });

  test('Join Now records join_now_click and goes to the selection page', async ({ page }) => {
    await page.goto('/membership');
    // Recorded once the page's code runs; a tap before goes on unrecorded. A tap starts it, and its
    // own banner replaces the placeholder plain code wrote the offer's limits into.
    await page.locator('main h1').click();
    await expect(page.getByText(L.limitedBanner)).toBeVisible();
    await expect(page.locator('.limited-banner-island')).toHaveCount(0);
    const click = page.waitForRequest(
      (r: Request) => r.url().endsWith('/api/analytics') && r.postDataJSON()?.name === 'join_now_click',
    );
    await page.getByRole('link', { name: `${L.joinNow}: ${TIERS.vip.name}` }).click();
    expect((await click).postDataJSON()).toEqual({ name: 'join_now_click', path: '/membership' });
    await expect(page).toHaveURL('/membership-selection');
  });

  test("before the page's code has run, the billing switch shows its prices and Join Now goes on", async ({
    page,
  }) => {
    const app = await holdAppCode(page);
    await page.goto('/membership');
    await page.getByText(L.monthlyPlans, { exact: true }).click();
    // The switch needs no code: the monthly prices show while the app's code is still held.
    await expect(page.locator('.plan-amount:visible')).toHaveText([
      formatPrice(TIERS.general.prices.monthlyCents),
      formatPrice(TIERS.vip.prices.monthlyCents),
    ]);
    app.release();
    // Once the code runs, the choice stays.
    await expect(page.getByText(L.limitedBanner)).toBeVisible();
    await expect(page.getByRole('radio', { name: L.monthlyPlans })).toBeChecked();
    await expect(page.locator('.plan-amount:visible')).toHaveText([
      formatPrice(TIERS.general.prices.monthlyCents),
      formatPrice(TIERS.vip.prices.monthlyCents),
    ]);

    await page.unrouteAll({ behavior: 'wait' });
    const again = await holdAppCode(page);
    await page.goto('/membership');
    await page.getByRole('link', { name: `${L.joinNow}: ${TIERS.general.name}` }).click();
    await expect(page).toHaveURL('/membership-selection');
    again.release();
    await expect(page.getByRole('radio', { name: siteLabels.selection.introOffers })).toBeChecked();
  });

  test('the selection page defaults to intro offers and leads to pre-checkout', async ({ page }) => {
    await page.goto('/membership-selection');
    await expect(page.getByRole('radio', { name: siteLabels.selection.introOffers })).toBeChecked();
    await expect(page.getByText(membershipClaims().refundNote)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose VIP' })).toHaveAttribute(
      'href',
      '/pre-checkout?plan=vip&flow=intro',
    );
    await page.getByText(siteLabels.selection.monthlyBilling, { exact: true }).click();
    await expect(page.getByRole('link', { name: 'Choose VIP' })).toHaveAttribute(
      'href',
      '/pre-checkout?plan=vip&flow=monthly',
    );
    // Anywhere on the card counts as choosing it.
    await page.locator('.plan-card-general .plan-price:visible').click({ force: true });
    await expect(page).toHaveURL('/pre-checkout?plan=general&flow=monthly');
    await expect(page.locator('.order-summary')).toContainText(
      formatPrice(TIERS.general.prices.monthlyCents),
    );
    await page.getByRole('link', { name: siteLabels.preCheckout.signInInstead }).click();
    await expect(page).toHaveURL(
      `/login?redirect=${encodeURIComponent('/checkout?plan=general&flow=monthly')}`,
    );
  });
});
