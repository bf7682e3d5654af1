import { authMessages, formMessages, memberLabels, siteLabels, toastMessages } from '@lounge/core';
import type { Page } from '@playwright/test';
import { createAccount, expect, expectToast, PASSWORD, test, uniqueEmail } from './fixtures';
import { skipFoundingPopup } from './foundingPopup';

const L = siteLabels.nav;

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign up, sign out, sign in', () => {
  test('a visitor signs up, lands home as a member, logs out and logs in again', async ({ page }) => {
    // Logged out on the home page, the popup would cover 'Member Login' on a slow run.
    await skipFoundingPopup(page);
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/');
    await expectToast(page, toastMessages.accountCreated.title);
    // A new account has no plan: welcomed (not 'back'), and led to the plans rather than to
    // 'Book a Bay', which would end at 'Active Membership Required'.
    await expect(page.getByText('Welcome, Grace')).toBeVisible();
    const hero = page.locator('.home-hero');
    await expect(hero.getByRole('link', { name: memberLabels.dashboard.bookBay })).toHaveCount(0);
    await expect(hero.getByRole('link', { name: memberLabels.dashboard.choosePlan })).toHaveAttribute(
      'href',
      '/membership-selection',
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: memberLabels.dashboard.choosePlan }).click();
    await expect(page).toHaveURL('/membership-selection');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: L.logout }).click();

    await expect(page).toHaveURL('/');
    await expect(banner.getByRole('link', { name: L.memberLogin })).toBeVisible();
    await banner.getByRole('link', { name: L.memberLogin }).click();
    await expect(page).toHaveURL('/login');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/');
    await expect(banner.getByRole('button', { name: L.logout })).toBeVisible();
    await expect(page.getByText('Welcome, Grace')).toBeVisible();
  });

  test("a wrong password shows 'Login Failed'", async ({ page }) => {
    const email = uniqueEmail('wrong');
    await createAccount(page, email);
    await page.request.post('/api/auth/logout');
    await page.goto('/login');
    await logIn(page, email, 'not-the-password');
    await expectToast(page, toastMessages.loginFailed.title, toastMessages.loginFailed.message);
    await expect(page).toHaveURL('/login');
  });

  test('login goes back to the page named by redirect, never off-site', async ({ page }) => {
    const email = uniqueEmail('redirect');
    await createAccount(page, email);
    await page.request.post('/api/auth/logout');

    await page.goto(`/login?redirect=${encodeURIComponent('/checkout?plan=vip&flow=monthly')}`);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/checkout?plan=vip&flow=monthly');

    await page.getByRole('banner').getByRole('button', { name: L.logout }).click();
    await expect(page).toHaveURL('/');
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/')}`);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/');
  });

  test('GET /api/login brings the visitor to the login page with the way back', async ({ page }) => {
    await page.goto('/api/login?returnTo=%2Fbooking');
    await expect(page).toHaveURL('/login?redirect=%2Fbooking');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
  });

  test("an email already in use shows 'Signup Failed' with the reason", async ({ page }) => {
    const email = uniqueEmail('taken');
    await createAccount(page, email);
    await page.request.post('/api/auth/logout');
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, toastMessages.signupFailed.title, authMessages.emailTaken);
  });

  test('the forms explain what is wrong in core words', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Exact: the form's live region repeats each message in its summary.
    await expect(page.getByText(formMessages.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(formMessages.passwordRequired, { exact: true })).toBeVisible();

    await page.goto('/signup');
    await page.getByLabel('First name').fill('G');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(formMessages.firstNameTooShort, { exact: true })).toBeVisible();
    await expect(page.getByText(formMessages.passwordTooShort, { exact: true })).toBeVisible();
    await expect(page.getByText(formMessages.passwordsDontMatch, { exact: true })).toBeVisible();
  });

  test('sign-up refuses a common password and the email itself, saying why', async ({ page }) => {
    // Said by the page once the estimator has loaded, or by the server's 400 before that.
    await page.goto('/signup');
    const email = uniqueEmail('weak');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Confirm password').fill('password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText(/^Password is too easy to guess\. This is a heavily used password\./).first(),
    ).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(email);
    await page.getByLabel('Confirm password').fill(email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(formMessages.passwordIsEmail).first()).toBeVisible();
    await expect(page).toHaveURL('/signup');
  });
});
