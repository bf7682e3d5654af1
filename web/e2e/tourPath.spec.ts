/**
 * The way to a tour (docs/product.md): 'Book a Tour' in the header on a wide screen, in the menu on
 * a phone, in the footer of every public page, on /membership and /events, and the contact page's
 * tour card; each leads to /tour, whose form is there to fill in.
 */
import { siteLabels } from '@lounge/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const BOOK_TOUR = siteLabels.nav.bookTour;
const PUBLIC_PAGES = ['/', '/membership', '/events', '/about', '/contact', '/membership-selection'];

async function expectTourPage(page: Page) {
  await expect(page).toHaveURL('/tour');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tour');
}

test.describe('a visitor on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("finds 'Book a Tour' in the header and the footer of every public page", async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: BOOK_TOUR })).toHaveAttribute(
        'href',
        '/tour',
      );
      await expect(page.getByRole('contentinfo').getByRole('link', { name: BOOK_TOUR })).toHaveAttribute(
        'href',
        '/tour',
      );
    }
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: BOOK_TOUR }).click();
    await expectTourPage(page);
  });

  test('reaches /tour from the footer', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('contentinfo').getByRole('link', { name: BOOK_TOUR }).click();
    await expectTourPage(page);
  });

  test("reaches /tour from the contact page's tour card, not the general form", async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('region', { name: 'Ways to start' }).getByRole('link', { name: BOOK_TOUR }).click();
    await expectTourPage(page);
  });

  test('reaches /tour from the membership and events pages themselves', async ({ page }) => {
    for (const path of ['/membership', '/events']) {
      await page.goto(path);
      await page.getByRole('main').getByRole('link', { name: BOOK_TOUR }).click();
      await expectTourPage(page);
    }
  });
});

test.describe('a visitor on a phone at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("finds 'Book a Tour' in the menu", async ({ page }) => {
    await page.goto('/membership');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: BOOK_TOUR }).click();
    await expectTourPage(page);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});
