/**
 * What every journey shares: a page that fails the test on any Content-Security-Policy violation,
 * uncaught error or console error (so the built app is proven to run under the server's CSP), or
 * WCAG A/AA violation (axe-core) on the page the journey ends on, and helpers for toasts, accounts
 * and dates.
 */
import { addDays, DEFAULT_VENUE, isoWeekday, venueDate } from '@lounge/core';
import { test as base, expect, type Page } from '@playwright/test';
import { e2eServer } from '../../playwright.config';
import { axeViolations } from './axe';
import { signUp } from './seed';

interface Problems {
  list: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** The server of the worker running the current test (playwright.config.ts: one per worker). */
export function thisWorkersServer(): { url: string; databasePath: string } {
  return e2eServer(base.info().parallelIndex);
}

export const test = base.extend<{ problems: Problems }>({
  // Every page, request and new context of a journey talks to its own worker's server.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).url);
  },
  problems: [
    async ({ page }, use) => {
      const problems: Problems = { list: [] };
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        // An API refusal the journey provokes (a wrong password, the signed-out user call) is the
        // browser logging a non-OK response, not a fault of the page.
        if (message.text().startsWith('Failed to load resource') && url.includes('/api/')) return;
        // Nor is the 404 of a path the app does not route, which the server answers with its page.
        if (message.text().includes('status of 404') && url === page.url()) return;
        problems.list.push(`console error: ${message.text()} (${url})`);
      });
      await use(problems);
      // Wherever the journey ends, the page it shows keeps WCAG 2.2 A and AA (axe-core).
      if (!page.isClosed() && page.url().startsWith('http')) {
        problems.list.push(
          ...(await axeViolations(page).catch((e: Error) => [`axe could not run: ${e.message}`])),
        );
      }
      const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[]);
      expect([...problems.list, ...violations.map((v) => `CSP violation: ${v}`)]).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The one toast on screen (docs/product.md: one at a time), with its title and text. */
export async function expectToast(page: Page, title: string, message?: string): Promise<void> {
  // A toast replaced by the next one lingers while it fades out; it is not on screen any more.
  const toast = page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)');
  await expect(toast.filter({ hasText: title })).toBeVisible();
  if (message) await expect(toast.filter({ hasText: title })).toContainText(message);
  await expect(toast).toHaveCount(1);
}

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export { PASSWORD } from './seed';

/** Creates an account through the API; the page's context is then signed in as it. */
export async function createAccount(page: Page, email = uniqueEmail()): Promise<string> {
  await signUp(page.request, email);
  return email;
}

/** The venue's date `days` from today. */
export function venueDay(days: number): string {
  return addDays(venueDate(Date.now(), DEFAULT_VENUE.timeZone), days);
}

/** The first venue date from tomorrow on whose ISO weekday is in `weekdays`. */
export function nextVenueDay(weekdays: readonly number[]): string {
  for (let d = 1; d <= 14; d++) {
    const date = venueDay(d);
    if (weekdays.includes(isoWeekday(date))) return date;
  }
  throw new Error('no matching day within two weeks');
}
