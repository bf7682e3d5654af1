import { pageCopy, siteLabels } from '@lounge/core';
import type { Page } from '@playwright/test';
import { createAccount, expect, test } from './fixtures';
import { holdAppCode } from './holdApp';
import { visitorPaths } from './routes';

const L = siteLabels.nav;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();

test.describe('navigation', () => {
  test('visitors see the marketing links, Member Login and Join Now', async ({ page }) => {
    await page.goto('/about');
    const nav = mainNav(page);
    for (const [label, href] of [
      [L.home, '/'],
      [L.membership, '/membership'],
      [L.events, '/events'],
      [L.about, '/about'],
      [L.contact, '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: L.about })).toHaveAttribute('aria-current', 'page');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: L.memberLogin })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: L.joinNow })).toHaveAttribute(
      'href',
      '/membership-selection',
    );
  });

  test('members see Dashboard, Book a Bay, Events, Contact and Logout', async ({ page }) => {
    await createAccount(page);
    await page.goto('/events');
    const nav = mainNav(page);
    for (const [label, href] of [
      [L.dashboard, '/dashboard'],
      [L.bookBay, '/booking'],
      [L.events, '/events'],
      [L.contact, '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: L.about })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: L.logout })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: L.memberLogin })).toHaveCount(0);
  });

  test('login and signup are not routed for a signed-in member', async ({ page }) => {
    await createAccount(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: pageCopy.notFoundTitle })).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: pageCopy.notFoundTitle })).toBeVisible();
  });

  test('an unknown path shows Page Not Found, answered with a 404', async ({ page }) => {
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: pageCopy.notFoundTitle })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(pageCopy.notFoundTitle));
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: L.events }).click();
    await expect(page).toHaveURL('/events');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('the footer has quick links, contact details and the legal notes', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    for (const [label, href] of [
      [L.home, '/'],
      [L.membership, '/membership'],
      [L.bookBay, '/booking'],
      [L.events, '/events'],
    ] as const) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByText('Privacy Policy')).toBeVisible();
    await expect(footer.getByText('Terms of Service')).toBeVisible();
    // The journeys' servers set no social pages: no icon to a network's home page (trueClaims.spec.ts).
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
  });
});

test.describe('the small-screen menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // The menu's tap-before-the-code test holds the code back (holdApp.ts).
  test.use({ serviceWorkers: 'block' });

  test('opens and closes with its button, and closes when a link is clicked', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    // The desktop links are out of the way on a phone.
    await expect(page.locator('.nav-desktop').first()).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: L.events }).click();
    await expect(page).toHaveURL('/events');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test("before the page's code has run, a tap opens the menu, Escape closes it, and it stays as left", async ({
    page,
  }) => {
    const app = await holdAppCode(page);
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Escape before the code runs: the page's own code closes the menu, as the header would.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    app.release();
    // Once the app runs it holds the menu as it was left: open, so Escape (the app's) closes it.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden({ timeout: 500 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('no page scrolls sideways on a phone', async ({ page }) => {
    for (const path of visitorPaths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
