import {
  formatMoney,
  formatPrice,
  GUEST_FEE_CENTS,
  memberLabels,
  paymentsCopy,
  planChangeCopy,
  siteLabels,
  TIERS,
  toastMessages,
} from '@lounge/core';
import { fillBooking } from './bookingForm';
import { expect, expectToast, test, venueDay } from './fixtures';
import { createMember } from './members';

// Money journeys: a change of plan and a refunded guest fee, on the payment sandbox.

const GENERAL_MONTHLY = TIERS.general.prices.monthlyCents;
const MONTHLY_GAP = TIERS.vip.prices.monthlyCents - GENERAL_MONTHLY;
const VIP_PASSES_LEFT = `${TIERS.vip.freeGuestPassesPerMonth} free guest passes left this month`;
const FEE = formatMoney(GUEST_FEE_CENTS);

test('a General member upgrades to VIP from the dashboard, then books with VIP limits and sees both payments', async ({
  page,
}) => {
  await createMember(page, 'general');
  await page.goto('/dashboard');
  const plan = page.getByRole('region', { name: 'General' });
  await expect(plan).toContainText(planChangeCopy.currentPlan);
  await plan.getByRole('button', { name: planChangeCopy.upgradeToVip }).click();
  const confirm = page.getByRole('dialog', { name: planChangeCopy.upgradeTitle });
  await expect(confirm).toContainText('VIP limits apply at once');
  // The dialog zooms in: a click while it moves can land where its button has not arrived yet
  // (Playwright sees the button "stable" in the animation's first frames), so wait for it to end.
  await confirm.evaluate((dialog) => {
    const frame = dialog.closest('.ant-modal-wrap') ?? dialog;
    return Promise.all(frame.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });
  await confirm.getByRole('button', { name: planChangeCopy.upgradeToVip }).click();
  // Upgraded at the start of the month: the whole difference between the monthly prices.
  await expectToast(page, 'Plan Changed', `You are now a VIP member. ${formatMoney(MONTHLY_GAP)} charged.`);

  await expect(page.getByRole('region', { name: 'VIP' })).toContainText(VIP_PASSES_LEFT);
  const payments = page.getByRole('list', { name: paymentsCopy.title });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments.getByRole('listitem').nth(0)).toContainText(
    'Change of plan: General to VIP (prorated)',
  );
  await expect(payments.getByRole('listitem').nth(0)).toContainText(formatMoney(MONTHLY_GAP));
  await expect(payments.getByRole('listitem').nth(1)).toContainText('General Membership, monthly');
  await expect(payments.getByRole('listitem').nth(1)).toContainText(formatPrice(GENERAL_MONTHLY));

  await page.getByRole('link', { name: memberLabels.dashboard.bookBay }).first().click();
  const limits = page.getByRole('region', { name: 'Your VIP membership' });
  await expect(limits).toContainText('2 upcoming bookings at a time');
  await expect(limits).toContainText('Book up to 14 days ahead');
  await expect(page.getByText(VIP_PASSES_LEFT)).toBeVisible();
});

test('a member cancels a paid guest booking two days ahead and gets the guest fee back', async ({ page }) => {
  await createMember(page, 'general');
  await page.goto('/booking');
  await fillBooking(page, {
    date: venueDay(2),
    start: '6:00 PM',
    end: '7:00 PM',
    bay: '3',
    players: '2 players',
  });
  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expect(page).toHaveURL(`/guest-checkout?guests=1&fee=${GUEST_FEE_CENTS / 100}`);
  await page
    .getByRole('button', { name: memberLabels.guestCheckout.pay(formatPrice(GUEST_FEE_CENTS)) })
    .click();
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();
  await expect(page).toHaveURL('/dashboard');
  await expectToast(page, toastMessages.bookingConfirmed.title);

  const upcoming = page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle });
  await upcoming.getByRole('button', { name: /^Edit booking/ }).click();
  const dialog = page.getByRole('dialog', { name: memberLabels.editDialog.title });
  // The browser's confirmation says, before anything happens, that the fee comes back.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (question) => {
      resolve(question.message());
      void question.accept();
    });
  });
  await dialog.getByRole('button', { name: memberLabels.editDialog.cancelBooking }).click();
  expect(await asked).toContain(`Your guest fee of ${FEE} will be refunded to your card.`);
  await expectToast(
    page,
    toastMessages.bookingCancelled.title,
    `Your guest fee of ${FEE} has been refunded.`,
  );

  const payments = page.getByRole('list', { name: paymentsCopy.title });
  await expect(payments.getByRole('listitem').first()).toContainText('Refund: Guest fee: 1 guest');
  await expect(payments.getByRole('listitem').first()).toContainText(formatMoney(-GUEST_FEE_CENTS));
  await expect(payments.getByRole('listitem').nth(1)).toContainText(paymentsCopy.statuses.refunded);
});
