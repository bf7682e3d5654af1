import {
  bookingMessages,
  formatPrice,
  GUEST_FEE_CENTS,
  memberLabels,
  siteLabels,
  toastMessages,
} from '@lounge/core';
import { fieldOf, fillBooking } from './bookingForm';
import { expect, expectToast, test, venueDay } from './fixtures';
import { createMember } from './members';

const FEE = formatPrice(GUEST_FEE_CENTS);
const TWO_GUESTS = formatPrice(2 * GUEST_FEE_CENTS);

// Guests of a General member are paid for before the bay is theirs: the sandbox gateway stands in
// for the card provider ('Complete test payment' / 'Cancel payment').

test('a General member with 2 guests pays the guest fee and lands on the dashboard', async ({ page }) => {
  await createMember(page, 'general');
  // Nothing waits for payment yet: the checkout page says so.
  await page.goto('/guest-checkout?guests=2&fee=20');
  await expect(
    page.getByRole('heading', { level: 1, name: toastMessages.invalidCheckout.title }),
  ).toBeVisible();

  await page.goto('/booking');
  await fillBooking(page, {
    date: venueDay(2),
    start: '1:00 PM',
    end: '2:00 PM',
    bay: '2',
    players: '3 players',
  });
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText(
    `2 × ${FEE} = ${TWO_GUESTS}`,
  );
  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();

  await expectToast(page, bookingMessages.guestFeeRequired.title, bookingMessages.guestFeeRequired.message);
  await expect(page).toHaveURL(`/guest-checkout?guests=2&fee=${(2 * GUEST_FEE_CENTS) / 100}`);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('Bay 2');
  await expect(page.getByRole('complementary', { name: 'Guest payment' })).toContainText(TWO_GUESTS);
  await page.getByRole('button', { name: memberLabels.guestCheckout.pay(TWO_GUESTS) }).click();

  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await expect(page.getByText(TWO_GUESTS)).toBeVisible();
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();

  await expect(page).toHaveURL('/dashboard');
  await expectToast(page, toastMessages.bookingConfirmed.title);
  const upcoming = page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle });
  await expect(upcoming).toContainText('Bay 2');
  await expect(upcoming).toContainText('1:00 PM - 2:00 PM');
  await expect(upcoming).toContainText('3 players (you + 2 guests)');
  await expect(upcoming).toContainText('Confirmed');
});

test('a cancelled guest payment keeps the choices, and the retry goes through', async ({ page }) => {
  await createMember(page, 'general');
  const date = venueDay(3);
  await page.goto('/booking');
  await fillBooking(page, { date, start: '3:00 PM', end: '4:00 PM', bay: '3', players: '2 players' });
  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expect(page).toHaveURL(`/guest-checkout?guests=1&fee=${GUEST_FEE_CENTS / 100}`);
  await page.getByRole('button', { name: memberLabels.guestCheckout.pay(FEE) }).click();
  await page.getByRole('button', { name: siteLabels.testCheckout.cancel }).click();

  await expect(page).toHaveURL('/guest-checkout?payment=cancelled&guests=1');
  await expectToast(page, toastMessages.paymentCancelled.title, toastMessages.paymentCancelled.message);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('Bay 3');

  // Back to the form: every choice is still there, and the bay is no longer held.
  await page.getByRole('link', { name: memberLabels.guestCheckout.changeBooking }).click();
  await expect(page).toHaveURL('/booking');
  await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(date);
  await expect(fieldOf(page, page, 'Start time')).toContainText('3:00 PM');
  await expect(fieldOf(page, page, 'End time')).toContainText('4:00 PM');
  await expect(fieldOf(page, page, 'Bay')).toContainText('Bay 3');
  await expect(fieldOf(page, page, 'Players')).toContainText('2 players (you + 1 guest)');
  await expect(page.getByRole('button', { name: 'Bay 3 at 3:00 PM: your choice' })).toBeVisible();

  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expect(page).toHaveURL(`/guest-checkout?guests=1&fee=${GUEST_FEE_CENTS / 100}`);
  await page.getByRole('button', { name: memberLabels.guestCheckout.pay(FEE) }).click();
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle })).toContainText(
    'Bay 3',
  );
});
