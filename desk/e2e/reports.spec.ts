import { type ReportRange, weekOf } from '@lounge/core';
import { axeViolations } from '../../web/e2e/axe';
import { expectToast } from '../../web/e2e/fixtures';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// Reports and records at the desk, on a Saturday weeks ahead (the server's and the browser's
// clocks set to 9:00 AM at the venue), so the week holds this journey's bookings and no other's.

async function memberBooks(
  baseURL: string | undefined,
  date: string,
  start: string,
  end: string,
  bay: string,
) {
  const name = uniqueName('Golfer');
  await (await memberWithBookings(baseURL, name, [{ date, start, end, bay }])).dispose();
  return name;
}

test('the day prints as a clean schedule: the bookings and the date, no tabs or buttons', async ({
  page,
  baseURL,
  venueClock,
}, testInfo) => {
  const day = journeySaturday(7);
  await venueClock.set(day, '09:00');
  const name = await memberBooks(baseURL, day, '10:00', '12:00', '2');
  await signInAsNewAdmin(page, 'reporter');
  const booking = page.getByRole('button', { name: new RegExp(`^Max ${name}, Bay 2, 10:00 AM – 12:00 PM`) });
  await expect(booking).toBeVisible();

  const controls = [
    page.getByRole('tab', { name: /Bay Board/ }),
    page.getByRole('tab', { name: /Reports/ }),
    page.getByRole('button', { name: 'New Booking' }),
    page.getByRole('button', { name: 'Block Bays' }),
    page.getByRole('button', { name: 'Sign Out' }),
    page.getByRole('button', { name: 'Previous day' }),
    page.getByRole('button', { name: 'Next day' }),
    page.getByLabel('Board date'),
  ];
  for (const control of controls) await expect(control).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const control of controls) await expect(control).toBeHidden();
  // The grid gives way to the day sheet: one table, black on white.
  await expect(booking).toBeHidden();
  const line = page.locator('.day-sheet tr').filter({ hasText: `Max ${name}` });
  await expect(line).toContainText('10:00 AM');
  await expect(line.locator('td').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(line.locator('td').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('heading', { name: /^Sat, / })).toBeVisible();
  await expect(page.getByText('Front Desk', { exact: false }).first()).toBeVisible();
  await testInfo.attach('day printed', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // Back on screen, the controls are back.
  await page.emulateMedia({ media: 'screen' });
  for (const control of controls) await expect(control).toBeVisible();
});

test("the reports page shows the week's utilisation, figures and a CSV of them; admins read the audit trail", async ({
  page,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(8);
  await venueClock.set(day, '09:00');
  const name = await memberBooks(baseURL, day, '10:00', '12:00', '1');
  const week: ReportRange = weekOf(day);
  await signInAsNewAdmin(page, 'reporter');

  // An action for the audit trail: the member checks in (the window opened at 9:00).
  await page.getByRole('button', { name: new RegExp(`^Max ${name}, Bay 1, 10:00 AM`) }).click();
  const details = page.getByRole('dialog', { name: `Max ${name}` });
  await details.getByRole('button', { name: 'Check In' }).click();
  await expectToast(page, 'Checked in');
  await details.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: /Reports/ }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(week.from);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(week.to);

  // Two hours of bay 1 on one day of seven: each of its hours is 60 of 420 open minutes.
  const heatmap = page.getByRole('table', { name: 'Bay utilisation by hour' });
  await expect(heatmap.getByRole('columnheader')).toHaveText([
    'Bay',
    '9 AM',
    '10 AM',
    '11 AM',
    '12 PM',
    '1 PM',
    '2 PM',
    '3 PM',
    '4 PM',
    '5 PM',
    '6 PM',
    '7 PM',
    '8 PM',
    '9 PM',
    'All hours',
  ]);
  const bay1 = heatmap.getByRole('row', { name: /^Bay 1/ }).getByRole('cell');
  await expect(bay1).toHaveText(['0%', '14.3%', '14.3%', ...Array(10).fill('0%'), '2.2%']);
  await expect(
    heatmap
      .getByRole('row', { name: /^Bay 2/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('0%');
  const bookings = page.getByRole('region', { name: 'Bookings' });
  await expect(bookings.getByRole('definition').first()).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Members' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The CSV link downloads the same figures (the page's cookie goes along).
  const link = page.getByRole('link', { name: 'Download CSV' });
  const href = await link.getAttribute('href');
  expect(href).toBe(`/api/staff/reports.csv?from=${week.from}&to=${week.to}`);
  const csv = await page.request.get(href ?? '');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Utilisation,Bay utilisation (%),1,10:00,14.3');

  // A range the server would refuse is explained, not asked for.
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The last day comes before the first day.' }),
  ).toBeVisible();
  await expect(link).toBeHidden();

  // The audit trail (admins only): the check-in, by this admin.
  await page.getByRole('tab', { name: /Audit/ }).click();
  const row = page.getByRole('row', { name: /Checked in: / });
  await expect(row.first()).toBeVisible();
  // In words: who and where, not a record's id.
  await expect(row.first()).toContainText(/Checked in: .+, Bay \d/);
  expect(await axeViolations(page)).toEqual([]);
});
