import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { accountMessages as M, pageCopy, phoneMessages, siteLabels, toastMessages } from '@lounge/core';
import type { Page } from '@playwright/test';
import { createAccount, expect, expectToast, PASSWORD, test, uniqueEmail } from './fixtures';

// The member's own account page: change the name and the password, sign in again with the new one;
// and a member without a plan deletes their account, after which signing in is refused.

/** WCAG A and AA violations on the page, by axe-core (run through the browser's devtools, not a page script). */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            o: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a member changes their name and password on /account and signs in again with the new password', async ({
  page,
}) => {
  // A long journey: five bcrypt checks or hashes at cost 12, and an axe run, on a shared machine.
  test.slow();
  const email = await createAccount(page, uniqueEmail('account'));
  await page.goto('/dashboard');
  await page.getByRole('link', { name: M.manageAccount }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: M.pageTitle })).toBeVisible();

  // A bad phone is explained on its field, then the profile saves.
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel(phoneMessages.label).fill('555-01');
  await page.getByRole('button', { name: M.profileSave }).click();
  await expect(page.getByText(phoneMessages.invalid, { exact: true })).toBeVisible();
  // The page, with a field's error showing, adds no WCAG A/AA violation.
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel(phoneMessages.label).fill('(406) 555-0199');
  await page.getByRole('button', { name: M.profileSave }).click();
  await expectToast(page, M.profileSaved.title, M.profileSaved.message);
  await expect(page.getByLabel(phoneMessages.label)).toHaveValue('+14065550199');

  // A wrong current password is the field's error; the right one changes it.
  const newPassword = 'a-new-fairway-2027';
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: M.passwordSave }).click();
  await expect(page.getByText(M.wrongPassword)).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: M.passwordSave }).click();
  await expectToast(page, M.passwordChanged.title, M.passwordChanged.message);

  // Still signed in here; out, and in again with the new password under the new name.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  // Signed out as the other journeys do (the toast may still cover the header's Logout).
  await page.request.post('/api/auth/logout');
  await logIn(page, email, PASSWORD);
  await expectToast(page, toastMessages.loginFailed.title, toastMessages.loginFailed.message);
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Welcome, Grace')).toBeVisible();
});

test('a member without a plan deletes their account and the sign-in page refuses them', async ({ page }) => {
  const email = await createAccount(page, uniqueEmail('leaving'));
  await page.goto('/account');
  await page.getByRole('button', { name: M.deleteButton }).click();
  const dialog = page.getByRole('dialog', { name: M.deleteConfirmTitle });
  await expect(dialog).toContainText(M.deleteConfirmText);
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: M.deleteConfirmButton }).click();
  await expectToast(page, M.deleted.title, M.deleted.message);
  await expect(page).toHaveURL('/login');
  // A working sign-in page, not 'Page Not Found' (the header no longer thinks a member is here).
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: pageCopy.notFoundTitle })).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('link', { name: siteLabels.nav.memberLogin }),
  ).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expectToast(page, toastMessages.loginFailed.title, toastMessages.loginFailed.message);
  await expect(page).toHaveURL('/login');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
