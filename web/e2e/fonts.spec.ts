import { toastMessages } from '@lounge/core';
import type { Page } from '@playwright/test';
import { expect, expectToast, test, uniqueEmail } from './fixtures';
import { createMember } from './members';

// The site's type as the browser draws it: every visible line set in a brand family (Inter,
// Playfair Display) is drawn from a face fonts.css ships and the browser has loaded, at the very
// weight and style the line asks for, not the nearest face nor one the browser thickens or slants;
// antd's toasts and dialogs, which render outside the app's root, included. web/scripts/fonts.test.ts
// reads the stylesheets; this reads what they come to after the cascade (inherited weights, the
// browser's own bold).

const BRAND = ['Inter', 'Playfair Display'];

/** Each visible text's 'family weight style' that no loaded face draws, with an example element. */
async function unshippedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async (brand) => {
    await document.fonts.ready;
    const loaded = new Set(
      Array.from(document.fonts as unknown as Iterable<FontFace>)
        .filter((f) => f.status === 'loaded')
        .map((f) => `${f.family.replace(/"/g, '')} ${f.weight} ${f.style}`),
    );
    const missing = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      const element = walker.currentNode.parentElement;
      if (!text || !element || element.closest('script, style, .visually-hidden')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const style = getComputedStyle(element);
      const family = (style.fontFamily.split(',')[0] ?? '').trim().replace(/["']/g, '');
      if (!brand.includes(family)) continue;
      const face = `${family} ${style.fontWeight} ${style.fontStyle}`;
      if (!loaded.has(face) && !missing.has(face))
        missing.set(
          face,
          `${face}: ${element.tagName.toLowerCase()}.${element.className} "${text.slice(0, 30)}"`,
        );
    }
    return [...missing.values()];
  }, BRAND);
}

test('the public pages, a toast, and a member page with its dialog draw only shipped, loaded faces', async ({
  page,
}) => {
  for (const path of ['/', '/membership', '/events', '/tournaments', '/lessons']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await unshippedFaces(page), path).toEqual([]);
  }

  // antd's toast, in its portal: a wrong password.
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, toastMessages.loginFailed.title);
  expect(await unshippedFaces(page), 'the login toast').toEqual([]);

  // A member's dashboard, booking and account; antd's dialog over the dashboard.
  await createMember(page, 'general');
  for (const path of ['/booking', '/account', '/dashboard']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await unshippedFaces(page), path).toEqual([]);
  }
  await page.getByRole('button', { name: 'Freeze Membership' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog's title is antd's strong weight in Inter, and drawn from Inter's own 600.
  await expect(dialog.locator('.ant-modal-title')).toHaveCSS('font-weight', '600');
  expect(await unshippedFaces(page), 'the freeze dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
