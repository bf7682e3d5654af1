/**
 * A prerendered form is on screen before its code runs (a slow phone shows it seconds earlier):
 * what a visitor types meanwhile is kept once the code runs, in the field and in what the form sends.
 * The app's code is held back (holdApp.ts) until the typing is done, as a slow phone would.
 */
import { formMessages, INQUIRY_TYPE_LABELS, toastMessages } from '@lounge/core';
import type { Locator, Page } from '@playwright/test';
import { pickOption } from './bookingForm';
import { expect, expectToast, test, uniqueEmail } from './fixtures';
import { holdAppCode } from './holdApp';

/** The app has taken the field over (React's props are on its element once it is hydrated). */
async function runByApp(field: Locator): Promise<void> {
  await expect
    .poll(() =>
      field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

async function typeBeforeStart(page: Page, path: string, fields: [string, string][]): Promise<void> {
  const app = await holdAppCode(page);
  await page.goto(path);
  for (const [label, value] of fields)
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  app.release();
  for (const [label] of fields) await runByApp(page.getByRole('textbox', { name: label, exact: true }));
}

test('sign-in: an email typed before the code ran is kept and sent', async ({ page }) => {
  const email = uniqueEmail('early');
  await typeBeforeStart(page, '/login', [['Email', email]]);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The form checks what it holds: the email is there, only the password is missing.
  // (Each error is on its field and in the summary read out: the field's is the first.)
  await expect(page.getByText(formMessages.passwordRequired).first()).toBeVisible();
  await expect(page.getByText(formMessages.emailInvalid)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
});

test('contact: fields typed before the code ran are sent with the message', async ({ page }) => {
  const email = uniqueEmail('early-contact');
  await typeBeforeStart(page, '/contact', [
    ['First name', 'Bobby'],
    ['Last name', 'Jones'],
    ['Email', email],
    ['Message', 'Typed on a slow phone.'],
  ]);
  await pickOption(page, page, 'What can we help with?', INQUIRY_TYPE_LABELS.general);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    firstName: 'Bobby',
    lastName: 'Jones',
    email,
    message: 'Typed on a slow phone.',
  });
  await expectToast(page, toastMessages.contactSent.title);
});
