/**
 * The accessibility sweep the visitor's and the member's sweeps share: every route of the route
 * table (web/src/routes/routeTable.ts), and a missing page, through axe-core's WCAG 2.2 A and AA
 * rules on a 375 px phone and a 1280 px screen. The two sweeps are files of their own so Playwright
 * runs them on two workers at once (each alone took minutes).
 */

import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { allPaths, memberPaths } from './routes';

/** The path the app does not route (it answers 404 on purpose, for search engines). */
export const MISSING_PAGE = '/no-such-page';

/** Every path of the route table, and one that is not in it ('Page Not Found'). */
const SWEPT_ROUTES: readonly string[] = [...allPaths, MISSING_PAGE];

const MEMBER_ROUTES = new Set(memberPaths);

const WIDTHS = [375, 1280];

/** A sweep visits 2 widths × every route: a test of its own gets this long. */
export const SWEEP_TIMEOUT = 300_000;

/** Visits every route at every width; returns the violations found. */
export async function sweep(page: Page, signedIn: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of SWEPT_ROUTES) {
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
