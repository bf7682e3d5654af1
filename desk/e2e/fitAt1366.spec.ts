import type { Page } from '@playwright/test';
import { expect, test } from '../../web/e2e/fixtures';
import { signInAsNewAdmin, somethingInEveryPanel, uniqueName, visitEveryTab } from './deskSetup';

// The desk fits a 1366x768 screen: no table wider than its frame on any tab (the Members table's
// Actions were clipped), and a dialog's buttons in view without scrolling (Block Bays' 'Block' sat
// below the fold).

test.use({ viewport: { width: 1366, height: 768 } });

/** Each table on the screen whose width passes its frame's: its caption or label and the two widths. */
async function tablesWiderThanTheirFrame(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLTableElement>('.desk-main table'))
      .filter((t) => t.offsetParent !== null)
      .flatMap((t) => {
        const frame = t.parentElement;
        if (!frame) return [];
        const wide = t.getBoundingClientRect().width > frame.clientWidth + 1;
        const past = t.getBoundingClientRect().right > window.innerWidth;
        const name = t.getAttribute('aria-label') ?? t.caption?.textContent ?? 'a table';
        return wide || past
          ? [`${name}: ${Math.round(t.getBoundingClientRect().width)} in ${frame.clientWidth}`]
          : [];
      }),
  );
}

test('every table fits its frame and every dialog’s buttons are in view at 1366x768', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await somethingInEveryPanel(baseURL, { start: '16:00', end: '17:00' });
  await signInAsNewAdmin(page, `fit-${uniqueName('desk').toLowerCase()}`);
  const tooWide: string[] = [];
  await visitEveryTab(page, async (name) => {
    for (const line of await tablesWiderThanTheirFrame(page)) tooWide.push(`${name}: ${line}`);
  });
  expect(tooWide).toEqual([]);

  await page.getByRole('tab', { name: 'Bay Board' }).click();
  await page.getByRole('button', { name: 'Block Bays' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Bays' });
  await expect(dialog.getByRole('button', { name: 'Block', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Close' }).last()).toBeInViewport({ ratio: 1 });
});
