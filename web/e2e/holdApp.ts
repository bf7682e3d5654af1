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
  // No service worker: once it controls the page (it claims it as soon as it is active), the
  // page's requests go through it and past page.route, and the code would arrive unheld.
  await page.route('**/sw.js', (route) => route.abort());
  await page.route(/\/assets\/boot-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
