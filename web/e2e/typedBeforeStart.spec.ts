/**
 * A prerendered form is on screen before its code runs (a slow phone shows it seconds earlier):
 * what a visitor types meanwhile is kept once the code runs, in the field and in what the form sends.
 * The app's code is held back (holdApp.ts) until the typing is done, as a slow phone would.
 */
import {
  DEFAULT_VENUE,
  formMessages,
  INQUIRY_TYPE_LABELS,
  passwordResetMessages,
  toastMessages,
  tourRequestCopy,
} from '@lounge/core';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { createAccount, expect, expectToast, nextVenueDay, PASSWORD, test, uniqueEmail } from './fixtures';
import { holdAppCode, holdEntryCode } from './holdApp';
import { adminApi, type OutboxMessage } from './outbox';

// The app's code is held back by page.route, which a service worker would go past (holdApp.ts).
test.use({ serviceWorkers: 'block' });

/** The app has taken the field over (React's props are on its element once it is hydrated). */
async function runByApp(field: Locator): Promise<void> {
  await expect
    .poll(() =>
      field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/** The contact form's topic, a native select (it works before the app has started). */
function topicOf(page: Page): Locator {
  return page.getByRole('combobox', { name: 'What can we help with?', exact: true });
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

test('sign-in: sent before the code ran, the page keeps the form and signs the member in once it runs', async ({
  page,
}) => {
  const email = await createAccount(page, uniqueEmail('early-send'));
  await page.context().clearCookies();
  const app = await holdAppCode(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // Tapped before the code arrived: the browser's own sending would load /login? again, empty.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  expect(page.url()).not.toContain('?');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  app.release();
  const signedIn = await answer;
  expect(signedIn.request().postDataJSON()).toMatchObject({ email, password: PASSWORD });
  expect(signedIn.status()).toBe(200);
  await expect(page).not.toHaveURL(/\/login/);
});

test("forgot password: sent before even the page's entry ran, the request is held and sent once it runs", async ({
  page,
}) => {
  const email = await createAccount(page, uniqueEmail('early-entry'));
  await page.context().clearCookies();
  const entry = await holdEntryCode(page);
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  // Before any of the page's own code: only the inline script of its head can hold this.
  await page.getByRole('button', { name: passwordResetMessages.sendLink }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  expect(page.url()).not.toContain('?');
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/auth/forgot-password'));
  entry.release();
  expect((await asked).postDataJSON()).toMatchObject({ email });
  await expect(
    page.getByRole('status').filter({ hasText: passwordResetMessages.linkSent.title }),
  ).toContainText(passwordResetMessages.linkSent.message);
  expect(await axeViolations(page)).toEqual([]);
});

test('sign-in on a slow phone (CPU 8x slower): typed before and while the app starts, the member gets in', async ({
  page,
}) => {
  const email = await createAccount(page, uniqueEmail('slow-phone'));
  await page.context().clearCookies();
  // The phone: every script runs eight times slower, so hydrating takes seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const app = await holdAppCode(page);
  await page.goto('/login');
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await emailField.fill(email);
  // Typed before the app started: the field is still the prerendered page's own.
  expect(
    await emailField.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps')),
    ),
  ).toBe(false);
  app.release();
  // The password is typed key by key while the slowed app arrives and takes the page over.
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD);
  await runByApp(emailField);
  await expect(emailField).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  const signedIn = await answer;
  expect(signedIn.request().postDataJSON()).toMatchObject({ email, password: PASSWORD });
  expect(signedIn.status()).toBe(200);
  await expect(page).not.toHaveURL(/\/login/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('contact: fields typed before the code ran are sent with the message', async ({ page }) => {
  const email = uniqueEmail('early-contact');
  await typeBeforeStart(page, '/contact', [
    ['First name', 'Bobby'],
    ['Last name', 'Jones'],
    ['Email', email],
    ['Message', 'Typed on a slow phone.'],
  ]);
  await topicOf(page).selectOption({ label: INQUIRY_TYPE_LABELS.general });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    firstName: 'Bobby',
    lastName: 'Jones',
    email,
    inquiryType: 'general',
    message: 'Typed on a slow phone.',
  });
  await expectToast(page, toastMessages.contactSent.title);
});

test('contact on a slow phone (CPU 8x slower): fields typed and a topic chosen before the code ran arrive with the message', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('slow-contact');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const app = await holdAppCode(page);
  await page.goto('/contact');
  const fields: [string, string][] = [
    ['First name', 'Bobby'],
    ['Last name', 'Jones'],
    ['Email', email],
    ['Message', 'Chosen on a slow phone.'],
  ];
  for (const [label, value] of fields)
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  // The native select works without the app: the choice is the page's own until the code runs.
  const topic = topicOf(page);
  await topic.selectOption({ label: INQUIRY_TYPE_LABELS.events });
  expect(
    await topic.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
  ).toBe(false);
  app.release();
  await runByApp(topic);
  // Taken over by the form: still the visitor's choice, not the placeholder the state would put back.
  await expect(topic).toHaveValue('events');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    firstName: 'Bobby',
    lastName: 'Jones',
    email,
    inquiryType: 'events',
    message: 'Chosen on a slow phone.',
  });
  await expectToast(page, toastMessages.contactSent.title);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The message staff receive names the topic.
  const desk = await adminApi(baseURL ?? '');
  await expect
    .poll(async () => {
      const messages = (await (await desk.get('/api/staff/outbox')).json()) as OutboxMessage[];
      return messages.find((m) => m.kind === 'staff_new_inquiry' && m.text.includes(email))?.text ?? '';
    })
    .toContain('About: events');
  await desk.dispose();
  expect(await axeViolations(page)).toEqual([]);
});

test('tour on a slow phone (CPU 8x slower): every field, the date and a time filled and sent before the code ran, the request arrives with them', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('slow-tour');
  const day = nextVenueDay(DEFAULT_VENUE.tours.weekdays);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const app = await holdAppCode(page);
  await page.goto('/tour');
  const fields: [string, string][] = [
    ['First name', 'Annika'],
    ['Last name', 'Sorenstam'],
    ['Email', email],
    ['Phone (optional)', '+14065550123'],
    ['Special requests (optional)', 'Filled on a slow phone.'],
  ];
  for (const [label, value] of fields)
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  // The browser's own date field and selects work without the app: the page's own until it runs.
  const date = page.getByLabel('Preferred date');
  // Empty, the date is in the placeholder's grey; chosen, in the fields' cream, app or no app.
  await expect(date).toHaveCSS('color', 'rgb(159, 154, 138)');
  await date.fill(day);
  await expect(date).toHaveCSS('color', 'rgb(243, 239, 228)');
  const time = page.getByRole('combobox', { name: 'Preferred time', exact: true });
  await time.selectOption({ label: '1:30 PM' });
  await page.getByRole('combobox', { name: 'Party size', exact: true }).selectOption({ label: '3 people' });
  expect(
    await date.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
  ).toBe(false);
  // Sent before the code arrived: held, then sent once the form's code runs.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/tours/book') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Schedule My Tour' }).click();
  await expect(date).toHaveValue(day);
  expect(page.url()).not.toContain('?');
  app.release();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({
    firstName: 'Annika',
    lastName: 'Sorenstam',
    email,
    phone: '+14065550123',
    preferredDate: day,
    preferredTime: '13:30',
    partySize: '3',
    specialRequests: 'Filled on a slow phone.',
  });
  expect((await request.response())?.status()).toBe(201);
  await expect(page.getByRole('heading', { name: tourRequestCopy.title })).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The staff's list has the request, on that day at that time.
  const desk = await adminApi(baseURL ?? '');
  const tours = (await (await desk.get('/api/staff/tours')).json()) as {
    email: string;
    preferredDate: string;
    preferredTime: string;
    partySize: number;
  }[];
  expect(tours.find((t) => t.email === email)).toMatchObject({
    preferredDate: day,
    preferredTime: '13:30',
    partySize: 3,
  });
  await desk.dispose();
  expect(await axeViolations(page)).toEqual([]);
});
