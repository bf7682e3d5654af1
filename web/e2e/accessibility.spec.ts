/**
 * Every route of the web app (web/src/routes/routeTable.ts) through axe-core's WCAG 2.2 A and AA
 * rules, signed out and signed in as a member, on a 375 px phone and a 1280 px screen. A signed-out
 * visitor's pages must also log nothing to the console, failed requests included.
 */

import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { createMember } from './members';
import { allPaths, memberPaths } from './routes';

// Every path of the route table, and one that is not in it ('Page Not Found').
const ROUTES = [...allPaths, '/no-such-page'];

const MEMBER_ROUTES = new Set(memberPaths);

const WIDTHS = [375, 1280];

test.describe.configure({ timeout: 300_000 });

/** Visits every route at every width; returns the violations found. */
async function sweep(page: Page, signedIn: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of ROUTES) {
      await page.goto(route);
      // Signed out, a member page says so and goes on to sign in: checked where it lands.
      if (!signedIn && MEMBER_ROUTES.has(route)) await page.waitForURL(/\/login/);
      await page.locator('main').first().waitFor();
      // Lazy pages and the signed-in state settle before the check.
      await page.waitForLoadState('networkidle');
      for (const line of await axeViolations(page)) found.push(`${width}px ${line}`);
    }
  }
  return found;
}

test('every route signed out: no WCAG A/AA violation and no console error at 375 and 1280 px', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The path the app does not route answers 404 on purpose (a real one, for search engines), and
    // the browser logs that of the page itself; anything else is a fault.
    const url = message.location().url;
    if (message.text().includes('status of 404') && url.endsWith('/no-such-page')) return;
    consoleErrors.push(`${message.text()} (${url})`);
  });
  expect(await sweep(page, false)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('every route signed in as a member: no WCAG A/AA violation at 375 and 1280 px', async ({ page }) => {
  await createMember(page, 'vip');
  expect(await sweep(page, true)).toEqual([]);
});

test('form fields are at least 44 px tall on a 375 px phone (tour, contact, events)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const route of ['/tour', '/contact', '/events']) {
    await page.goto(route);
    const fields = page
      .locator('main form')
      .getByRole('textbox')
      .or(page.locator('main form').getByRole('combobox'));
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
