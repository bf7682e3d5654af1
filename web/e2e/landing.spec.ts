import { siteLabels, UI_TIMINGS } from '@lounge/core';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Founding Member Offer' });

const analytics = (page: Page, name: string) =>
  page.waitForRequest((r: Request) => r.url().endsWith('/api/analytics') && r.postDataJSON()?.name === name);

test.describe('the landing page', () => {
  test('opens the founding-member popup after about a second; the close button records popup_close', async ({
    page,
  }) => {
    await page.goto('/');
    const loadedAt = Date.now();
    await expect(popup(page)).toBeVisible();
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(UI_TIMINGS.introPopupDelay - 300);

    const recorded = analytics(page, 'popup_close');
    await popup(page).getByRole('button', { name: 'Close' }).click();
    const request = await recorded;
    expect(request.postDataJSON()).toEqual({ name: 'popup_close', path: '/' });
    await expect(popup(page)).toBeHidden();

    // Closed for the rest of the visit.
    await page.getByRole('link', { name: 'Membership' }).first().click();
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForTimeout(UI_TIMINGS.introPopupDelay + 500);
    await expect(popup(page)).toBeHidden();
  });

  test('the popup closes on Escape, and its claim buttons lead to pre-checkout', async ({ page }) => {
    await page.goto('/');
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await popup(page).getByRole('button', { name: 'Claim VIP Offer' }).click();
    await expect(page).toHaveURL('/pre-checkout?plan=vip&flow=intro');
    await expect(popup(page)).toBeHidden();
  });

  test('records a page view for each page visited', async ({ page }) => {
    const first = analytics(page, 'page_view');
    await page.goto('/about');
    expect((await first).postDataJSON()).toEqual({ name: 'page_view', path: '/about' });
  });

  test('hero buttons, the scroll arrow and the membership preview', async ({ page }) => {
    await page.goto('/');
    // The founding-member popup opens about a second after load: close it once it is there (an
    // Escape pressed before it opens closes nothing, and the popup would cover the page later).
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    const hero = page.locator('.home-hero');
    await expect(hero.getByRole('link', { name: siteLabels.home.bookTour })).toHaveAttribute('href', '/tour');
    await expect(hero.getByRole('link', { name: siteLabels.home.joinNow })).toHaveAttribute(
      'href',
      '/membership-selection',
    );
    // By keyboard: the arrow gently bobs, and a keyboard user must be able to use it too.
    await page.getByRole('link', { name: 'Scroll to highlights' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: siteLabels.home.amenitiesTitle })).toBeInViewport();
    await expect(page.getByRole('heading', { name: siteLabels.home.membershipTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: siteLabels.home.experienceTitle })).toBeVisible();
    await page.getByRole('link', { name: siteLabels.home.viewAllMemberships }).click();
    await expect(page).toHaveURL('/membership');
  });
});

test.describe('the founding offer on a phone at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('is a slim bar at the foot of the screen that leaves the page usable, and closes', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('dialog', { name: 'Founding Member Offer' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box?.height ?? 999).toBeLessThan(740 * 0.25);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(740 - 2);
    // It comes a second after the page and takes no focus from what the visitor was using.
    await expect(bar.locator(':focus')).toHaveCount(0);
    // Not modal: the page above it still answers (the menu opens and closes).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    const recorded = analytics(page, 'popup_close');
    await bar.getByRole('button', { name: 'Close' }).click();
    await recorded;
    await expect(bar).toBeHidden();
  });
});
