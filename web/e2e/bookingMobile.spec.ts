import { memberLabels, toastMessages } from '@lounge/core';
import { axeViolations } from './axe';
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

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page opens on the date and the grid, and the confirmation stays in the summary’s place', async ({
    page,
  }) => {
    await createMember(page, 'general');
    await page.goto('/booking');
    const view = page.getByRole('region', { name: memberLabels.booking.availabilityTitle });
    const date = page.getByRole('textbox', { name: 'Date', exact: true });
    await expect(view.getByRole('button', { name: /^Bay 1 at .*: free, choose$/ }).first()).toBeVisible();
    // Without scrolling: the date field and the first row of the grid are on the first screen.
    await expect(date).toBeInViewport();
    await expect(view.getByRole('button', { name: /^Bay 1 at / }).first()).toBeInViewport();
    // The tier's limits come after the form, not before it.
    const limits = page.getByRole('region', { name: /^Your General membership$/ });
    const top = async (l: typeof limits) =>
      ((await l.boundingBox())?.y ?? 0) + (await page.evaluate(() => scrollY));
    expect(await top(limits)).toBeGreaterThan(await top(view));
    expect(await axeViolations(page)).toEqual([]);

    // Bay 1 at 8 PM: memberAccess.spec.ts books bay 2 at 6 PM that day on the same worker's server.
    await pickDate(page, venueDay(4));
    await view.getByRole('button', { name: 'Bay 1 at 8:00 PM: free, choose' }).click();
    await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
    const sheet = page.getByRole('status', { name: memberLabels.booking.confirmedTitle });
    await expect(sheet).toContainText('Bay 1');
    await expect(sheet).toContainText('8:00 PM');
    await expect(sheet).toBeInViewport();
    await expect(sheet.getByRole('heading', { name: memberLabels.booking.confirmedTitle })).toBeFocused();
    // The summary of the blank form behind it is not shown: no 'Not chosen yet' under the booking.
    await expect(page.getByText('Not chosen yet')).toHaveCount(0);
    // It stays: still there once the toast has gone.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 10_000 });
    await expect(sheet).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
