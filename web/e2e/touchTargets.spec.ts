/**
 * Touch targets on a 375 px phone: every button, field, select, tab and booking-grid cell a visitor
 * or member can touch is at least 44 px tall and 44 px wide (targetSize.ts measures; a link inside a
 * sentence is exempt, as WCAG 2.5.8 exempts inline targets; a full-width field is wide enough by nature).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember } from './members';
import { memberPaths, visitorPaths } from './routes';
import { smallTargets } from './targetSize';

test.describe.configure({ timeout: 240_000 });

// Every page of the route table: the visitor's signed out, the member pages signed in.
const PUBLIC = visitorPaths;
const MEMBER = memberPaths;

async function sweep(page: Page, routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const line of await smallTargets(page, { minimum: 44 })) found.push(`${route} ${line}`);
  }
  return found;
}

test('every control on the public pages is at least 44 by 44 px on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await sweep(page, PUBLIC)).toEqual([]);
});

test("every control on a member's pages, the booking grid included, is at least 44 by 44 px on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await createMember(page, 'vip');
  expect(await sweep(page, MEMBER)).toEqual([]);
});
