import {
  busyLabels,
  formatPrice,
  pageCopy,
  planChangeCopy,
  siteLabels,
  TIERS,
  toastMessages,
} from '@lounge/core';
import { expect, expectToast, PASSWORD, test, uniqueEmail } from './fixtures';

// The membership journey end to end with the payment sandbox: choose a plan, create the account,
// pay on /test-checkout, come back activated.

test('a visitor joins as a VIP founding member and comes back activated', async ({ page }) => {
  const email = uniqueEmail('vip');
  await page.goto('/membership-selection');
  await page.getByRole('link', { name: 'Choose VIP' }).click();
  await expect(page).toHaveURL('/pre-checkout?plan=vip&flow=intro');

  await page.getByLabel('First name').fill('Nancy');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  // The checkout session is held until the busy label has been seen: the label lives only between
  // the account's creation and the redirect, which a busy machine can race past.
  let releaseCheckout = () => {};
  const checkoutHeld = new Promise<void>((resolve) => {
    releaseCheckout = resolve;
  });
  await page.route('**/api/checkout/create-session', async (route) => {
    await checkoutHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Account & Continue' }).click();
  await expectToast(page, toastMessages.accountCreated.title);
  await expect(page.getByRole('button', { name: busyLabels.redirectingToStripe })).toBeVisible();
  releaseCheckout();

  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await expect(page.getByText(formatPrice(TIERS.vip.prices.introCents))).toBeVisible();
  await expect(page.getByText(pageCopy.testCheckoutExpiry)).toBeVisible();
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();

  await expect(page).toHaveURL(/\/billing\/complete\?plan=vip&flow=intro&session_id=.+&email=/);
  await expect(
    page.getByRole('heading', { level: 1, name: toastMessages.accessActivated.title }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: siteLabels.billing.goToDashboard })).toHaveAttribute(
    'href',
    '/dashboard',
  );

  // The account now holds the plan: the membership page marks it as the current one.
  await page.goto('/membership');
  await expect(page.getByRole('button', { name: siteLabels.membership.currentPlan })).toBeDisabled();
  await expect(page.locator('.plan-card-vip')).toContainText(siteLabels.membership.currentPlan);

  // The sandbox's billing portal, where 'Manage Membership' leads: cancel at period end, resume.
  const portal = await page.request.post('/api/subscription/portal');
  expect(portal.ok()).toBe(true);
  await page.goto((await portal.json()).url);
  await page.getByRole('button', { name: siteLabels.testCheckout.cancelAtPeriodEnd }).click();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await page.getByRole('button', { name: siteLabels.testCheckout.resume }).click();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
});

test("cancelling the test payment returns to checkout with 'Payment Cancelled', where trying again works", async ({
  page,
}) => {
  await page.goto('/pre-checkout?plan=general&flow=monthly');
  await page.getByLabel('First name').fill('Se Ri');
  await page.getByLabel('Last name').fill('Pak');
  await page.getByLabel('Email').fill(uniqueEmail('general'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account & Continue' }).click();

  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: siteLabels.testCheckout.cancel }).click();
  await expect(page).toHaveURL('/checkout?plan=general&flow=monthly&payment=cancelled');
  await expect(page.getByText(planChangeCopy.paymentCancelled.title)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Pay ${formatPrice(TIERS.general.prices.monthlyCents)}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: planChangeCopy.tryAgain }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: toastMessages.accessActivated.title }),
  ).toBeVisible();
});

test('the sandbox page explains itself without a session', async ({ page }) => {
  await page.goto('/test-checkout');
  await expect(page.getByText('This is the sandbox payment page', { exact: false })).toBeVisible();
  await expect(page.getByText(pageCopy.testCheckoutExpiry)).toBeVisible();
});

test("billing complete without a paid session shows 'Access Pending'", async ({ page }) => {
  await page.goto('/billing/complete?plan=vip&flow=intro&session_id=cs_nope&email=a%40example.com');
  await expect(
    page.getByRole('heading', { level: 1, name: toastMessages.accessPending.title }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: siteLabels.billing.backHome })).toHaveAttribute('href', '/');
});
