import type { Page } from '@playwright/test';

/**
 * Holds the app's code (boot.tsx's chunk) back until `release()`, as on a slow phone where a
 * prerendered page is read, and tapped, before its code has arrived.
 */
export async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
