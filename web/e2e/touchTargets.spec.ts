/**
 * Touch targets on a 375 px phone: every button, field, select, tab and booking-grid cell a visitor
 * or member can touch is at least 44 px tall and 44 px wide (a link inside a sentence is exempt, as
 * WCAG 2.5.8 exempts inline targets; a full-width field is wide enough by nature).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember } from './members';
import { memberPaths, visitorPaths } from './routes';

test.describe.configure({ timeout: 240_000 });

// Every page of the route table: the visitor's signed out, the member pages signed in.
const PUBLIC = visitorPaths;
const MEMBER = memberPaths;

/** The controls smaller than 44 x 44 px on the page as it is, one line each. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[data-cell]',
    ].join(', ');
    // The box that is touched: the antd field around an input, the label of a hidden radio.
    const targetOf = (e: Element) =>
      e.closest('.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .segmented-option') ??
      (e.matches('input[type="radio"], input[type="checkbox"]') ? (e.closest('label') ?? e) : e);
    /** A link inside running text: a sentence's own link, which WCAG 2.5.8 leaves out. */
    const inline = (e: Element) => {
      if (!e.matches('a')) return false;
      const parent = e.parentElement;
      if (!parent || getComputedStyle(e).display !== 'inline') return false;
      const text = (parent.textContent ?? '').replace(e.textContent ?? '', '').trim();
      return text.length > 0;
    };
    const seen = new Set<Element>();
    const small: string[] = [];
    for (const e of Array.from(document.querySelectorAll(selector))) {
      const target = targetOf(e);
      if (seen.has(target)) continue;
      seen.add(target);
      if (inline(e) || (e as HTMLElement).closest('[aria-hidden="true"], .visually-hidden')) continue;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.height < 44 || box.width < 44) {
        const name = (e.getAttribute('aria-label') ?? e.textContent ?? e.id ?? '').trim().slice(0, 30);
        small.push(
          `${e.tagName.toLowerCase()} "${name}": ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

async function sweep(page: Page, routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const line of await smallTargets(page)) found.push(`${route} ${line}`);
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
