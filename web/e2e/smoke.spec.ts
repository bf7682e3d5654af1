import { DEFAULT_VENUE, hoursLabel, pageCopy, RUN_MODE_NOTICES } from '@lounge/core';
import { expect, test } from './fixtures';

// The whole chain in a real browser: core's venue -> the web build -> the server -> Chromium.

test('the home page shows the venue and its hours', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(DEFAULT_VENUE.name);
  await expect(page.getByRole('heading', { level: 1, name: DEFAULT_VENUE.name })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(`Open daily ${hoursLabel(DEFAULT_VENUE)}`)
      .first(),
  ).toBeVisible();
});

test('a test system says so on every page: development mode and sandbox payments', async ({ page }) => {
  // The journeys' server runs outside production with the payment sandbox.
  for (const path of ['/', '/membership', '/contact', '/dashboard/some/deep/link']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: RUN_MODE_NOTICES.both }), path).toBeVisible();
  }
});

test('/api/health answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', venue: DEFAULT_VENUE.name });
});

test('a path the app does not route serves the app, which says Page Not Found, with a 404', async ({
  page,
}) => {
  const res = await page.goto('/dashboard/some/deep/link');
  // A real 404 for search engines, not a soft one; the page is the app's own.
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: pageCopy.notFoundTitle })).toBeVisible();
});

test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});
