import { addDays, RUN_MODE_NOTICES } from '@lounge/core';
import { expectToast } from '../../web/e2e/fixtures';
import {
  createAdmin,
  fillDeskSignIn,
  memberWithBookings,
  requestTour,
  sendContactMessage,
  uniqueName,
} from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// The desk console as the server serves it at /desk/, against the real server and database, under
// the server's CSP (the shared fixture fails the test on any violation or console error). The
// journey happens on a Saturday at 2:00 PM at the venue (the server's and the browser's clocks are
// set), so check-in is open for the member's 2:30 PM booking whatever the hour of the run.
// With the motion a browser shows by default (the suite asks for reduced motion): the desk's
// animated dialogs, popovers and toasts stay proven by this journey.
test.use({ reducedMotion: 'no-preference' });

test('an admin signs in, checks a member in, confirms a tour and marks an inquiry handled', async ({
  page,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(3);
  await venueClock.set(day, '14:00');
  const memberName = uniqueName('Member');
  const tourName = uniqueName('Tour');
  const contactName = uniqueName('Contact');
  const adminEmail = `${uniqueName('admin').toLowerCase()}@example.com`;

  // The member's side, in its own cookie jar: membership through the sandbox, then a booking.
  const member = await memberWithBookings(baseURL, memberName, [
    { date: day, start: '14:30', end: '15:30', bay: '1' },
  ]);
  const tourDate = await requestTour(member, tourName, day);
  await sendContactMessage(member, contactName);
  await member.dispose();
  createAdmin(adminEmail);

  // Sign in: the server address is the page's own origin in a browser.
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/desk\/$/);
  await expect(page.getByRole('heading', { name: 'Front Desk' })).toBeVisible();
  await expect(page.getByLabel('Server address')).toHaveValue(baseURL ?? '');
  await fillDeskSignIn(page, adminEmail);

  // The board opens on today at the venue: the journey's Saturday.
  await expect(page.getByRole('tab', { name: /Bay Board/ })).toHaveAttribute('aria-selected', 'true');
  // The journeys' server is a test system (development mode, sandbox payments): the console says so.
  await expect(page.getByRole('status').filter({ hasText: RUN_MODE_NOTICES.both })).toBeVisible();
  await expect(page.getByLabel('Board date')).toHaveValue(day);
  const block = page.getByRole('button', {
    name: new RegExp(`^Max ${memberName}, Bay 1, 2:30 PM – 3:30 PM, 1 player, Upcoming$`),
  });
  await expect(block).toBeVisible();
  await block.click();

  // Half an hour before the start, check-in is open (it opens an hour before).
  const details = page.getByRole('dialog', { name: `Max ${memberName}` });
  await expect(details.getByText('Upcoming', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Check In' }).click();
  await expectToast(page, 'Checked in');
  await expect(details.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Check In' })).toBeDisabled();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`Max ${memberName}, .*, Checked in`) }),
  ).toBeVisible();

  // Tours: find the request, confirm it with a date and a time.
  await page.getByRole('tab', { name: /Tours/ }).click();
  await page.getByLabel('Search tours').fill(tourName);
  const tourRow = page.getByRole('row', { name: new RegExp(tourName) });
  await expect(tourRow).toHaveCount(1);
  await expect(tourRow).toContainText('Waiting');
  await tourRow.getByRole('button', { name: 'Confirm' }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm the tour for Tia ${tourName}` });
  await expect(confirm.getByLabel('Tour date')).toHaveValue(tourDate);
  const confirmedDate = addDays(tourDate, 1);
  await confirm.getByLabel('Tour date').fill(confirmedDate);
  await confirm.getByLabel('Tour time').fill('15:30');
  await confirm.getByRole('button', { name: 'Confirm Tour' }).click();
  await expectToast(page, 'Tour confirmed');
  await expect(confirm).toBeHidden();
  await expect(tourRow).toContainText('Confirmed');
  await expect(tourRow).toContainText('3:30 PM');
  await expect(tourRow.getByRole('button', { name: 'Reschedule' })).toBeVisible();

  // Contact messages: find the message, mark it handled.
  await page.getByRole('tab', { name: /Contact/ }).click();
  await page.getByLabel('Search contact messages').fill(contactName);
  const contactRow = page.getByRole('row', { name: new RegExp(contactName) });
  await expect(contactRow).toContainText('Waiting');
  await contactRow.getByRole('button', { name: 'Mark Handled' }).click();
  await expectToast(page, 'Marked as handled');
  await expect(contactRow).toContainText('Handled');
  await expect(contactRow.getByRole('button', { name: 'Mark Handled' })).toBeDisabled();

  // Outbox: the tour's confirmation is here, readable in full.
  await page.getByRole('tab', { name: /Outbox/ }).click();
  await page.getByLabel('Search the outbox').fill(`${tourName.toLowerCase()}@example.com`);
  const confirmation = page.getByRole('row', { name: /Your tour is confirmed/ });
  await expect(confirmation).toHaveCount(1);
  await expect(page.getByRole('row', { name: /We received your tour request/ })).toHaveCount(1);
  await confirmation.getByRole('button', { name: /Your tour is confirmed/ }).click();
  const message = page.getByRole('dialog', { name: /Your tour is confirmed/ });
  await expect(message).toContainText('Hi Tia,');
  await expect(message).toContainText('3:30 PM');
});

test('a member account cannot use the console', async ({ page, baseURL }) => {
  const name = uniqueName('Plain');
  await (await memberWithBookings(baseURL, name)).dispose();

  await page.goto('/desk/');
  await fillDeskSignIn(page, `${name.toLowerCase()}@example.com`);
  await expect(page.getByRole('alert').filter({ hasText: 'Staff Only' })).toContainText(
    'not a staff account',
  );
  await expect(page.getByRole('tab', { name: /Bay Board/ })).toHaveCount(0);
});
