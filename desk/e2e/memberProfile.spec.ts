import { expectToast } from '../../web/e2e/fixtures';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// A member's profile at the desk: staff find a member in the Members search, open their profile,
// see the bay they booked, and add a note that stays with the member. At 10:00 AM on a journey
// Saturday, with the member's booking at 2:30 PM that day.

test('staff open a member’s profile from search, see their booking and add a note', async ({
  page,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(11);
  await venueClock.set(day, '10:00');
  const lastName = uniqueName('Profile');
  const member = await memberWithBookings(baseURL, lastName, [
    { date: day, start: '14:30', end: '15:30', bay: '2' },
  ]);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsNewAdmin(page, 'admin');
  await page.getByRole('tab', { name: /Members/ }).click();
  await page.getByLabel('Search members').fill(lastName);
  await page.getByRole('button', { name: `Max ${lastName}`, exact: true }).click();

  const profile = page.getByRole('dialog', { name: `Max ${lastName}` });
  await expect(profile.getByText(`${lastName.toLowerCase()}@example.com`)).toBeVisible();
  await expect(profile.getByText('General · Monthly')).toBeVisible();
  await expect(profile.getByText('0 in the last 90 days')).toBeVisible();
  const toCome = profile.getByRole('list', { name: 'Bookings to come' });
  await expect(toCome.getByRole('listitem')).toHaveCount(1);
  await expect(toCome).toContainText('2:30 PM – 3:30 PM');
  await expect(toCome).toContainText('Bay 2');
  await expect(toCome).toContainText('Upcoming');

  // No cards and no official index yet; staff set a plus handicap.
  const handicap = profile.getByRole('region', { name: 'Handicap Index' });
  await expect(handicap).toContainText('No index yet');
  await handicap.getByLabel('Official index').fill('+1.5');
  await handicap.getByRole('button', { name: 'Set Official Index' }).click();
  await expect(handicap).toContainText('Official Handicap Index: +1.5');

  await profile.getByRole('tab', { name: 'Notes (0)' }).click();
  await profile
    .getByRole('textbox', { name: 'New note' })
    .fill('Left-handed: set out the left-handed clubs.');
  await profile.getByRole('button', { name: 'Add Note' }).click();
  await expectToast(page, 'Note added');
  await expect(profile.getByRole('tab', { name: 'Notes (1)' })).toBeVisible();
  await expect(profile.getByText('Left-handed: set out the left-handed clubs.')).toBeVisible();

  // Closed and opened again, the note is the server's.
  await profile.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Max ${lastName}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: `Max ${lastName}` })
    .getByRole('tab', { name: 'Notes (1)' })
    .click();
  await expect(page.getByText('Left-handed: set out the left-handed clubs.')).toBeVisible();
  await member.dispose();
});
