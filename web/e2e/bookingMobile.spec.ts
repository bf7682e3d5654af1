import { memberLabels, toastMessages } from '@lounge/core';
import { fieldOf, pickDate, pickOption } from './bookingForm';
import { expect, expectToast, test, venueDay } from './fixtures';
import { createMember } from './members';

// At the range, on a phone: the booking journey at 375 px, picking the bay from the availability view.
test.use({ viewport: { width: 375, height: 812 } });

test('a member books a bay on a 375 px phone', async ({ page }) => {
  await createMember(page, 'general');
  await page.goto('/booking');
  await pickDate(page, venueDay(5));
  const view = page.getByRole('region', { name: memberLabels.booking.availabilityTitle });
  await view.getByRole('button', { name: 'Bay 3 at 7:00 PM: free, choose' }).click();
  await expect(fieldOf(page, page, 'Start time')).toContainText('7:00 PM');
  await expect(fieldOf(page, page, 'End time')).toContainText('8:00 PM');
  await expect(fieldOf(page, page, 'Bay')).toContainText('Bay 3');
  await pickOption(page, page, 'End time', '9:00 PM');

  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expectToast(page, toastMessages.bookingConfirmed.title);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .last()
    .click();
  const upcoming = page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle });
  await expect(upcoming).toContainText('7:00 PM - 9:00 PM');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
