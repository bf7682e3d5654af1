/**
 * Every route of the web app signed out (member pages checked where they send the visitor to sign
 * in) through axe-core's WCAG 2.2 A and AA rules, on a 375 px phone and a 1280 px screen; a
 * signed-out visitor's pages must also log nothing to the console, failed requests included. The
 * member's sweep is accessibilitySignedIn.spec.ts, a file of its own so the two run on two workers.
 */

import { expect, test } from './fixtures';
import { MISSING_PAGE, SWEEP_TIMEOUT, sweep } from './routeSweep';

test.describe.configure({ timeout: SWEEP_TIMEOUT });

test('every route signed out: no WCAG A/AA violation and no console error at 375 and 1280 px', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The path the app does not route answers 404 on purpose (a real one, for search engines), and
    // the browser logs that of the page itself; anything else is a fault.
    const url = message.location().url;
    if (message.text().includes('status of 404') && url.endsWith(MISSING_PAGE)) return;
    consoleErrors.push(`${message.text()} (${url})`);
  });
  expect(await sweep(page, false)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('form fields are at least 44 px tall on a 375 px phone (tour, contact, events)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const route of ['/tour', '/contact', '/events']) {
    await page.goto(route);
    // The browser's date field has no textbox role: found by its type.
    const fields = page
      .locator('main form')
      .getByRole('textbox')
      .or(page.locator('main form').getByRole('combobox'))
      .or(page.locator('main form input[type="date"]'));
    await expect(fields.first()).toBeVisible();
    const heights = await fields.evaluateAll((elements) =>
      elements.map((e) => {
        const box = (
          e.closest('.ant-select, .ant-picker, .ant-input-affix-wrapper') ?? e
        ).getBoundingClientRect();
        return `${e.getAttribute('id')}: ${Math.round(box.height)}`;
      }),
    );
    expect(heights.filter((h) => Number(h.split(': ')[1]) < 44)).toEqual([]);
  }
});
