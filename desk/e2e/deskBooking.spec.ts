import { formatPrice, GUEST_FEE_CENTS } from '@lounge/core';
import { fieldOf, pickOption } from '../../web/e2e/bookingForm';
import { expectToast } from '../../web/e2e/fixtures';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// A desk booking on a 1366x768 screen: the member first, times from now on, the guest fee quoted
// before the one submit, taken in cash, and the booking on the board. At 10:00 AM on a journey
// Saturday.

test('staff book a member with guests in one submit, the fee quoted first, at 1366x768', async ({
  page,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(12);
  await venueClock.set(day, '10:00');
  const lastName = uniqueName('Desk');
  await (await memberWithBookings(baseURL, lastName)).dispose();

  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsNewAdmin(page, 'admin');
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/staff/bookings')) submits.push(r.url());
  });

  await page.getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  // The member first: the search has the focus.
  const search = dialog.getByRole('combobox', { name: 'Member', exact: true });
  await expect(search).toBeFocused();
  await search.fill(lastName);
  const found = page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title^="Max ${lastName}"]`,
  );
  await expect(found).toHaveCount(1);
  await found.dispatchEvent('click');
  await expect(dialog.getByText('General · 0 upcoming')).toBeVisible();

  await pickOption(page, dialog, 'Bay', 'Bay 2');
  // Times from now: at 10:00 AM the first start offered is 10:30 AM.
  await dialog.getByRole('combobox', { name: 'Start', exact: true }).click();
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first(),
  ).toHaveAttribute('title', '10:30 AM');
  await page.keyboard.press('Escape');
  await pickOption(page, dialog, 'Start', '11:00 AM');
  await pickOption(page, dialog, 'End', '12:00 PM');
  await pickOption(page, dialog, 'Players (member included)', '3');
  await expect(fieldOf(page, dialog, 'Players (member included)')).toContainText('3');

  // Quoted before the submit, with the override and what it would lift in view.
  const quote = dialog.getByRole('region', { name: 'Before booking' });
  await expect(quote).toContainText(
    `2 × ${formatPrice(GUEST_FEE_CENTS)} = ${formatPrice(2 * GUEST_FEE_CENTS)}, to collect at the desk`,
  );
  await expect(quote).toContainText('Nothing to lift');
  await expect(dialog.getByRole('switch', { name: /Override tier limits/ })).toBeVisible();
  await quote.getByText('Cash', { exact: true }).click();

  // All of it on one 1366x768 screen: nothing below the fold.
  const book = dialog.getByRole('button', { name: 'Book Bay' });
  await expect(book).toBeInViewport({ ratio: 1 });
  const box = await dialog.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(768);

  await book.click();
  await expectToast(page, 'Booking made');
  await expect(dialog).toBeHidden();
  expect(submits).toHaveLength(1);
  await page.getByLabel('Board date').fill(day);
  await expect(
    page.getByRole('button', { name: new RegExp(`^Max ${lastName}, Bay 2, 11:00 AM – 12:00 PM, 3 players`) }),
  ).toBeVisible();
});
