import { expect, type Page } from '@playwright/test';

/**
 * Brings a page's deferred parts to life as a visitor does: a part prerendered below the first
 * screen (the tour's form, ui/DeferUntilNear.tsx) stays as sent until the visitor scrolls near it,
 * and the page's app, which makes it live, starts only at the visitor's first tap, key or focus
 * (app/startOnDemand.ts). So a journey that fills it in scrolls to it, then presses a key that
 * does nothing else (Shift), as a visitor's first touch would start the app. Nothing to do on a
 * page without one.
 */
export async function scrollToDeferredParts(page: Page): Promise<void> {
  const parts = page.locator('fieldset.deferred');
  const count = await parts.count();
  for (let i = 0; i < count; i += 1) await parts.nth(i).scrollIntoViewIfNeeded();
  if (count > 0) await page.keyboard.press('Shift');
  await expect(page.locator('fieldset.deferred:not([data-live])')).toHaveCount(0);
}
