import { bookingMessages, memberLabels, pageCopy, siteLabels, toastMessages } from '@lounge/core';
import { fillBooking, optionOf, pickOption } from './bookingForm';
import { expect, expectToast, test, venueDay } from './fixtures';
import { createMember } from './members';

// A member's week: book, see it on the dashboard, meet the tier's limits, change it, cancel it.
// With the motion a browser shows by default: the suite asks for reduced motion (playwright.config.ts),
// so these journeys keep antd's animated dialogs, lists and toasts proven.
test.use({ reducedMotion: 'no-preference' });

test('a General member books, is held to one booking, edits to 2 hours, cannot make 3, cancels', async ({
  page,
}) => {
  await createMember(page, 'general');
  const day = venueDay(1);

  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Bay' })).toBeVisible();
  await fillBooking(page, { date: day, start: '10:00 AM', end: '11:00 AM', bay: '1' });
  // The form does not even offer a 3-hour session to a General member.
  const tooLong = await optionOf(page, page, 'End time', '1:00 PM');
  await expect(tooLong).toHaveClass(/ant-select-item-option-disabled/);
  await expect(tooLong).toHaveAttribute('title', /over General limit of 2 hours/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('1 hour');
  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expectToast(page, toastMessages.bookingConfirmed.title, toastMessages.bookingConfirmed.message);

  await page.getByRole('banner').getByRole('link', { name: siteLabels.nav.dashboard }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();
  await expect(page.getByText(memberLabels.dashboard.maxAllowed(1))).toBeVisible();
  const upcoming = page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle });
  await expect(upcoming).toContainText('Bay 1');
  await expect(upcoming).toContainText('10:00 AM - 11:00 AM');

  // A second upcoming booking is over the General limit.
  await page.getByRole('link', { name: memberLabels.dashboard.bookBay }).first().click();
  await fillBooking(page, { date: venueDay(2), start: '2:00 PM', end: '3:00 PM', bay: '2' });
  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expectToast(page, 'Booking Limit Reached', bookingMessages.bookingLimitReached('General', 1).message);

  // Edit to 2 hours.
  await page.goto('/dashboard');
  await upcoming.getByRole('button', { name: /^Edit booking/ }).click();
  const dialog = page.getByRole('dialog', { name: memberLabels.editDialog.title });
  await pickOption(page, dialog, 'End time', '12:00 PM');
  await dialog.getByRole('button', { name: memberLabels.editDialog.save }).click();
  await expectToast(page, toastMessages.bookingUpdated.title, toastMessages.bookingUpdated.message);
  await expect(dialog).toBeHidden();
  await expect(upcoming).toContainText('10:00 AM - 12:00 PM');
  await expect(upcoming).toContainText('2 hours');

  // 3 hours is more than General allows: marked and not offered, as on the booking page.
  await upcoming.getByRole('button', { name: /^Edit booking/ }).click();
  const overLimit = await optionOf(page, dialog, 'End time', '1:00 PM');
  await expect(overLimit).toHaveClass(/ant-select-item-option-disabled/);
  await expect(overLimit).toHaveAttribute('title', /over General limit of 2 hours/);
  // Closed by its own field (Escape would close the dialog too).
  await dialog.getByRole('combobox', { name: 'End time', exact: true }).click();
  await expect(overLimit).toBeHidden();
  await expect(dialog.getByRole('button', { name: memberLabels.editDialog.save })).toBeEnabled();

  // Cancel, behind the browser's confirm.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(bookingMessages.cancelConfirm);
    void confirm.accept();
  });
  await dialog.getByRole('button', { name: memberLabels.editDialog.cancelBooking }).click();
  await expectToast(page, toastMessages.bookingCancelled.title, toastMessages.bookingCancelled.message);
  await expect(page.getByRole('heading', { name: pageCopy.noBookingsYet })).toBeVisible();
});

test('a VIP books 3 hours 10 days ahead with guests and pays nothing', async ({ page }) => {
  await createMember(page, 'vip');
  await page.goto('/booking');
  await fillBooking(page, {
    date: venueDay(10),
    start: '12:00 PM',
    end: '3:00 PM',
    bay: '1',
    players: '4 players',
  });
  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary).toContainText('3 hours');
  await expect(summary).toContainText('3 guests on your VIP guest passes');
  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expectToast(page, toastMessages.bookingConfirmed.title, toastMessages.bookingConfirmed.message);
  await expect(page).toHaveURL('/booking');

  const bookings = (await (await page.request.get('/api/bookings')).json()) as Array<{
    guestCount: string;
    guestFee: number;
    status: string;
  }>;
  expect(bookings).toEqual([expect.objectContaining({ guestCount: '4', guestFee: 0, status: 'confirmed' })]);
});
