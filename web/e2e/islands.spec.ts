/**
 * A prerendered page with nothing to type into runs no app until it needs one (app/startOnDemand.ts,
 * docs/decisions/067): only its small parts run (the menu, the founding popup, the page view, a
 * test system's banner). The app starts at the first tap or key, or at once for a member signed in.
 * /membership's billing switch before the app runs: membership.spec.ts.
 */
import { siteLabels } from '@lounge/core';
import type { Page, Request } from '@playwright/test';
import { axeViolations } from './axe';
import { createAccount, expect, test } from './fixtures';

/** The app's scripts the page has asked for (boot.tsx's chunk starts it). */
const appAsked = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/boot-[^/]*\.js$/.test(r.name)));

/** React has taken the page's heading over (its props are on the element once hydrated). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('main h1') ?? {}).some((k) => k.startsWith('__react')),
  );

/** The run mode as the server wrote it into the page: a test system shows its banner. */
const testSystem = (page: Page) =>
  page.evaluate(() => {
    const mode = JSON.parse(document.getElementById('venue-data')?.textContent ?? '{}').runMode;
    return Boolean(mode?.development || mode?.paymentsSandbox);
  });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/ runs only its islands (popup, banner, page view) until the first tap, then the app takes over', async ({
    page,
  }) => {
    const views: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().endsWith('/api/analytics') && r.postDataJSON()?.name === 'page_view')
        views.push(r.postDataJSON().path);
    });
    await page.goto('/');
    const bar = page.getByRole('dialog', { name: 'Founding Member Offer' });
    await expect(bar).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await appAsked(page)).toBe(false);
    expect(await hydrated(page)).toBe(false);
    await expect(page.locator('.run-mode-banner')).toHaveCount((await testSystem(page)) ? 1 : 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(views).toEqual(['/']);

    // The first tap (the menu's) opens the menu in plain code and starts the app, which keeps it open.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(menu).toBeVisible();
    await expect(bar).toBeVisible();
    // One popup, one banner, one page view: the app's own stand down for the islands'.
    await expect(page.getByRole('dialog', { name: 'Founding Member Offer' })).toHaveCount(1);
    await expect(page.locator('.run-mode-banner')).toHaveCount((await testSystem(page)) ? 1 : 0);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    expect(views).toEqual(['/']);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/about: no app at all while it is read', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(await appAsked(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a signed-in member on a public page sees their header: the app starts for them at once', async ({
  page,
}) => {
  await createAccount(page);
  await page.goto('/about');
  await expect(page.getByRole('button', { name: siteLabels.nav.logout })).toBeVisible();
  await expect(page.getByRole('link', { name: siteLabels.nav.memberLogin })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
