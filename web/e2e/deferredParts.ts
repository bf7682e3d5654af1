import { expect, type Page } from '@playwright/test';

/**
 * Brings a page's deferred parts to life as a visitor does: a part prerendered below the first
 * screen (the tour's form, ui/DeferUntilNear.tsx) stays disabled until the visitor scrolls near it,
 * so a journey that fills it in scrolls to it first. Nothing to do on a page without one.
 */
export async function scrollToDeferredParts(page: Page): Promise<void> {
  const parts = page.locator('fieldset.deferred');
  for (let i = 0; i < (await parts.count()); i += 1) await parts.nth(i).scrollIntoViewIfNeeded();
  await expect(page.locator('fieldset.deferred:not([data-live])')).toHaveCount(0);
}
