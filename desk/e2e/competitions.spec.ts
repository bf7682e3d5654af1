/**
 * Staff create a 4-week league at the desk and print the first night's groups.
 */
import type { Page } from '@playwright/test';
import { expect, test, venueDay } from '../../web/e2e/fixtures';
import { createAdmin, fillDeskSignIn, uniqueName } from './deskSetup';

test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/desk');
  await fillDeskSignIn(page, email);
  await expect(page.getByRole('tab', { name: /Bay Board/ })).toHaveAttribute('aria-selected', 'true');
}

test('staff create a 4-week league and print the first night’s groups', async ({ page }) => {
  const email = `${uniqueName('leagueadmin').toLowerCase()}@example.com`;
  createAdmin(email);
  await signIn(page, email);
  await page.getByRole('tab', { name: 'Competitions' }).click();
  await page.getByRole('button', { name: 'New Competition' }).click();
  const form = page.getByRole('form', { name: 'New Competition' });
  const first = venueDay(240);
  await form.getByLabel('Name', { exact: true }).fill('Tuesday Night League');
  await form.getByLabel('First round date').fill(first);
  await form.getByLabel('Registration closes').fill(venueDay(238));
  await form.getByLabel('Course', { exact: true }).fill('Pebble Beach');
  await form.getByRole('button', { name: 'Create' }).click();

  const groups = page.getByRole('region', { name: /^Groups, Week 1/ });
  await expect(groups).toBeVisible();
  await expect(page.getByRole('region', { name: /^Groups, Week 4/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tournaments and leagues' })).toContainText(
    'League, 4 rounds',
  );

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await groups.getByRole('button', { name: 'Print Groups' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
