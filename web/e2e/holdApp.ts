import type { Page } from '@playwright/test';

const BOOT_CHUNK = /\/assets\/boot-[^/]*\.js$/;

/**
 * Holds the app's code (boot.tsx's chunk) back until `release()`, as on a slow phone where a
 * prerendered page is read, and tapped, before its code has arrived.
 *
 * The spec must block service workers (`test.use({ serviceWorkers: 'block' })`). The site's worker
 * claims the page once active and then fetches the code itself, past page.route; its own script's
 * fetch is not the page's, so no route can stop it either. A page whose app starts on demand asks
 * for its code only at the first tap, by when the worker is in charge: the hold would let the code
 * through and the test would pass or fail for the wrong reason. So `release()` throws if the code
 * came from a worker.
 */
export async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let resolve = () => {};
  const held = new Promise<void>((done) => {
    resolve = done;
  });
  let pastTheHold = false;
  page.on('response', (response) => {
    if (BOOT_CHUNK.test(response.url()) && response.fromServiceWorker()) pastTheHold = true;
  });
  await page.route(BOOT_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: () => {
      if (pastTheHold)
        throw new Error("the app's code came from the service worker, past the hold: block service workers");
      resolve();
    },
  };
}
