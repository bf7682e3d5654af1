import { passwordResetMessages as M } from '@lounge/core';
import { createAccount, expect, expectToast, test, uniqueEmail } from './fixtures';
import { adminApi, latestMail, receivedText } from './outbox';

// Forgot password: ask for a link, read it from the email the server queued, choose a new password,
// sign in with it.

test('a member who forgot their password resets it from the emailed link and signs in', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('forgot');
  await createAccount(page, email);
  await page.request.post('/api/auth/logout');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: M.forgotTitle })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: M.sendLink }).click();
  await expect(page.getByRole('status').filter({ hasText: M.linkSent.title })).toContainText(
    M.linkSent.message,
  );

  // Staff see the message with its link hidden; the member's mailbox has the link.
  const admin = await adminApi(baseURL ?? '');
  const shown = await latestMail(admin, email, 'password_reset');
  await admin.dispose();
  expect(shown.text).toContain('[link hidden]');
  expect(shown.text).not.toContain('token=');
  const text = await receivedText(email, 'password_reset');
  const link = /https?:\/\/\S+(\/reset-password\?token=\S+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: M.resetTitle })).toBeVisible();
  const newPassword = 'new-fairway-2027';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: M.resetButton }).click();
  await expectToast(page, M.resetDone.title, M.resetDone.message);
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Welcome, Ada')).toBeVisible();

  // The link worked once.
  await page.request.post('/api/auth/logout');
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('another-fairway-2028');
  await page.getByLabel('Confirm new password').fill('another-fairway-2028');
  await page.getByRole('button', { name: M.resetButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: M.invalidLink.title })).toBeVisible();
  await expect(page.getByRole('link', { name: M.requestNewLink })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
