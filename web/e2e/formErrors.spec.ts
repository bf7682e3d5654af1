/**
 * Every form says nothing while it is filled in for the first time, then on submit marks each bad
 * field (aria-invalid, its message tied by aria-describedby), moves the focus to the first, and
 * reads a summary out through its live region; from then on a field's error goes as it is fixed.
 * (The booking form's own journey is memberPath.spec.ts; its unit test BookingForm.test.tsx.)
 */
import { accountMessages, passwordResetMessages } from '@lounge/core';
import type { Page } from '@playwright/test';
import { scrollToDeferredParts } from './deferredParts';
import { createAccount, expect, test } from './fixtures';

interface FormCase {
  name: string;
  path: string;
  /** The form's element id (antd's form name). */
  form: string;
  submit: string;
  /** The first field that is blank (or made blank) on an empty submit, and a good value for it. */
  first: { label: string; fix: string };
  /** A bad value typed before any submit, then left (Tab): still no error. */
  bad?: string;
  signedIn?: boolean;
}

const FORMS: FormCase[] = [
  {
    name: 'sign-in',
    path: '/login',
    form: 'login',
    submit: 'Sign In',
    first: { label: 'Email', fix: 'ada@example.com' },
    bad: 'not-an-email',
  },
  {
    name: 'sign-up',
    path: '/signup',
    form: 'signup',
    submit: 'Create Account',
    first: { label: 'First name', fix: 'Ada' },
    bad: 'A',
  },
  {
    name: 'forgot password',
    path: '/forgot-password',
    form: 'forgot-password',
    submit: passwordResetMessages.sendLink,
    first: { label: 'Email', fix: 'ada@example.com' },
    bad: 'ada@',
  },
  {
    name: 'reset password',
    path: '/reset-password?token=abc',
    form: 'reset-password',
    submit: passwordResetMessages.resetButton,
    first: { label: 'New password', fix: 'copper-lantern-fairway-92' },
    bad: 'short',
  },
  {
    name: 'membership pre-checkout',
    path: '/pre-checkout?plan=general&flow=monthly',
    form: 'account',
    submit: 'Create Account & Continue',
    first: { label: 'First name', fix: 'Ada' },
  },
  {
    name: 'tour',
    path: '/tour',
    form: 'tour',
    submit: 'Schedule My Tour',
    first: { label: 'First name', fix: 'Ada' },
  },
  {
    name: 'contact',
    path: '/contact',
    form: 'contact',
    submit: 'Send Message',
    first: { label: 'First name', fix: 'Ada' },
  },
  {
    name: 'private events',
    path: '/events',
    form: 'event',
    submit: 'Submit Inquiry',
    first: { label: 'Contact name', fix: 'Ada Palmer' },
  },
  {
    name: 'account: profile',
    path: '/account',
    form: 'account-profile',
    submit: accountMessages.profileSave,
    first: { label: 'First name', fix: 'Ada' },
    signedIn: true,
  },
  {
    name: 'account: email',
    path: '/account',
    form: 'account-email',
    submit: accountMessages.emailSave,
    first: { label: 'New email', fix: 'ada.new@example.com' },
    bad: 'ada.new@',
    signedIn: true,
  },
  {
    name: 'account: password',
    path: '/account',
    form: 'account-password',
    submit: accountMessages.passwordSave,
    first: { label: 'Current password', fix: 'anything-at-all' },
    signedIn: true,
  },
];

/** The text of the elements an element's aria-describedby names. */
async function description(page: Page, id: string): Promise<string> {
  return page.evaluate((fieldId) => {
    const field = document.getElementById(fieldId);
    const ids = (field?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((i) => document.getElementById(i)?.textContent ?? '').join(' ');
  }, id);
}

for (const c of FORMS) {
  test(`${c.name}: errors wait for submit, then mark the fields, take the focus and are read out`, async ({
    page,
  }) => {
    if (c.signedIn) await createAccount(page);
    await page.goto(c.path);
    await scrollToDeferredParts(page);
    const form = page.locator(`form#${c.form}`);
    // A required field's label carries a hidden '*': found by its accessible name.
    const field = form
      .getByRole('textbox', { name: c.first.label, exact: true })
      .or(form.getByLabel(c.first.label, { exact: true }));
    await expect(field).toBeVisible();
    const fieldId = (await field.getAttribute('id')) ?? '';

    // Filled in and left before any submit (a bad value, then blank): nothing is said.
    await field.click();
    if (c.bad) await field.fill(c.bad);
    await page.keyboard.press('Tab');
    await field.fill('');
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);

    await form.getByRole('button', { name: c.submit }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    const message = await description(page, fieldId);
    expect(message.trim()).not.toBe('');
    const live = form.getByRole('alert');
    await expect(live).toContainText(/fields? needs? attention: /);
    await expect(live).toContainText(message.trim());

    // Fixed as the member types: its error goes without another submit.
    await field.pressSequentially(c.first.fix);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect((await description(page, fieldId)).trim()).not.toContain(message.trim());
  });
}

test('deleting the account: the password dialog waits for its button, then marks and focuses the field', async ({
  page,
}) => {
  await createAccount(page);
  await page.goto('/account');
  await page.getByRole('button', { name: accountMessages.deleteButton }).first().click();
  const dialog = page.getByRole('dialog', { name: accountMessages.deleteConfirmTitle });
  const password = dialog.getByLabel('Your password');
  await password.click();
  await page.keyboard.press('Tab');
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: accountMessages.deleteConfirmButton }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(dialog.getByRole('alert')).toContainText(/1 field needs attention: /);
  await password.pressSequentially('fairway');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
});
