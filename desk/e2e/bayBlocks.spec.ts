import { addDays, DEFAULT_VENUE, venueDate } from '@lounge/core';
import { expect, expectToast, test } from '../../web/e2e/fixtures';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';

// Staff close bay 2 for two hours from the board; a member then finds that time taken in the day's
// availability and is refused when booking it; staff reopen it and the member can book it.

test('staff block bay 2 for two hours; a member sees it taken and cannot book it until reopened', async ({
  page,
  baseURL,
}) => {
  // Six days ahead, in the evening: inside a General member's window, clear of the other journeys.
  const date = addDays(venueDate(Date.now(), DEFAULT_VENUE.timeZone), 6);

  await signInAsNewAdmin(page, 'blocker');
  await page.getByLabel('Board date').fill(date);

  await page.getByRole('button', { name: 'Block Bays' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Bays' });
  // No bay is ticked to begin with: a bay is closed on purpose.
  for (const bay of DEFAULT_VENUE.bays)
    await expect(dialog.getByRole('checkbox', { name: `Bay ${bay}` })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Bay 2' }).check();
  await expect(dialog.getByLabel('Date')).toHaveValue(date);
  await dialog.getByRole('textbox', { name: 'From', exact: true }).fill('19:00');
  await dialog.getByRole('textbox', { name: 'Until', exact: true }).fill('21:00');
  await dialog.getByLabel('Reason').fill('Launch monitor service');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expectToast(page, 'Bays blocked: Bay 2');
  const closed = page.getByRole('button', {
    name: /Bay 2 blocked, 7:00 PM – 9:00 PM: Launch monitor service/,
  });
  await expect(closed).toBeVisible();

  // A member, in their own cookie jar.
  const member = await memberWithBookings(baseURL, uniqueName('Blocked'));
  const day = await (await member.get(`/api/bookings/date/${date}`)).json();
  // Taken, and marked closed (the lounge's, not a member's booking), never saying why.
  expect(day).toContainEqual({
    bayNumber: '2',
    closed: true,
    startTime: expect.stringMatching(/T0[12]:00:00\.000Z$/),
    endTime: expect.stringMatching(/T0[34]:00:00\.000Z$/),
  });
  const attempt = {
    bayNumber: '2',
    bookingDate: date,
    startTime: '19:30',
    endTime: '20:30',
    guestCount: '1',
  };
  const refused = await member.post('/api/bookings', { data: attempt });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ title: 'Bay Unavailable', code: 'bay_blocked' });

  // Reopened from the board, the time is the member's to book.
  await closed.click();
  await page
    .getByRole('dialog', { name: 'Reopen this bay?' })
    .getByRole('button', { name: 'Reopen' })
    .click();
  await expectToast(page, 'Bay reopened: Bay 2');
  await expect(closed).toHaveCount(0);
  expect((await member.post('/api/bookings', { data: attempt })).status()).toBe(201);
  await member.dispose();
});
