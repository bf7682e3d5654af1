import type { Page } from '@playwright/test';

const BOOT_CHUNK = /\/assets\/boot-[^/]*\.js$/;
/** The page's entry (main.tsx): the first of its own code a page runs. */
const ENTRY = /\/assets\/index-[^/]*\.js$/;

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
export function holdAppCode(page: Page): Promise<{ release: () => void }> {
  return holdScript(page, BOOT_CHUNK);
}

/**
 * Holds the page's entry back until `release()`: the page is on screen with none of its own code
 * run, only the inline script of its head. Go to the page with `waitUntil: 'commit'` (its load
 * waits for the entry). Service workers blocked, as for `holdAppCode`.
 */
export function holdEntryCode(page: Page): Promise<{ release: () => void }> {
  return holdScript(page, ENTRY);
}

async function holdScript(page: Page, script: RegExp): Promise<{ release: () => void }> {
  let resolve = () => {};
  const held = new Promise<void>((done) => {
    resolve = done;
  });
  let pastTheHold = false;
  page.on('response', (response) => {
    if (script.test(response.url()) && response.fromServiceWorker()) pastTheHold = true;
  });
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: () => {
      if (pastTheHold)
        throw new Error('the held code came from the service worker, past the hold: block service workers');
      resolve();
    },
  };
}
