/**
 * A closest-to-the-pin night at the desk: staff enter a player's attempt, see it on the contest
 * board, have a distance out of range refused in the server's words, correct the attempt, and
 * print the contest sheet (a row a player, a box an attempt) instead of scorecards.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { expect, test, venueDay } from '../../web/e2e/fixtures';
import { createAdmin, fillDeskSignIn, memberWithBookings, uniqueName } from './deskSetup';

test.describe.configure({ timeout: 180_000 });

/** The option of the open antd select whose text starts with `text` (its list items are the visible ones). */
async function pick(page: Page, text: string): Promise<void> {
  await page
    .locator(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title^="${text}"]`,
    )
    .click();
}

test('staff enter and correct a closest-to-the-pin attempt and print the contest sheet', async ({
  page,
  baseURL,
}) => {
  const email = `${uniqueName('pinadmin').toLowerCase()}@example.com`;
  createAdmin(email);
  await page.goto('/desk');
  await fillDeskSignIn(page, email);
  await expect(page.getByRole('tab', { name: /Bay Board/ })).toHaveAttribute('aria-selected', 'true');
  // Far from the other journeys' days; hole 1 is the course's first par 3.
  const day = venueDay(320);
  const name = uniqueName('Pin Night ');
  const created = await page.request.post('/api/staff/competitions', {
    data: {
      name,
      kind: 'tournament',
      format: 'closest',
      attempts: 2,
      contestHole: 1,
      entryFeeCents: { general: 0, vip: 0 },
      fieldSize: 4,
      registrationClosesAt: new Date(Date.parse(`${day}T00:00:00Z`)).toISOString(),
      course: {
        name: 'Pebble Beach',
        courseRating: 72,
        slopeRating: 113,
        holes: Array.from({ length: 18 }, (_, i) => ({ par: i % 3 === 0 ? 3 : 4, strokeIndex: i + 1 })),
      },
      rounds: [{ date: day, startTime: '18:00', endTime: '22:00', bays: ['3'] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const lastName = uniqueName('Pinner');
  const member = await memberWithBookings(baseURL, lastName);
  expect((await member.post(`/api/competitions/${id}/entries`, { data: {} })).status()).toBe(201);
  await member.dispose();
  const player = `Max ${lastName}`;

  await page.getByRole('tab', { name: 'Competitions' }).click();
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { name: 'Contest board' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Enter or correct a card' })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Enter or correct an attempt' });
  await form.getByRole('combobox', { name: 'Player' }).click();
  await pick(page, player);
  const distance = form.getByLabel('Distance to the pin (feet, e.g. 12.4)');
  await distance.fill('12.4');
  await form.getByRole('button', { name: 'Save Attempt' }).click();
  await expect(form.getByRole('status')).toHaveText(`Attempt 1 saved: ${player}, 12.4 ft`);
  const board = page.getByRole('table', { name: 'Closest to the pin board' });
  await expect(board.getByRole('row', { name: new RegExp(player) })).toContainText('12.4 ft');
  expect(await axeViolations(page)).toEqual([]);

  // Out of range: refused, in the server's words, beside the form.
  await distance.fill('312.5');
  await form.getByRole('button', { name: 'Save Attempt' }).click();
  await expect(form.getByRole('alert')).toContainText('A distance to the pin is 0.0 to 300.0 feet');
  expect(await axeViolations(page)).toEqual([]);

  // The correction starts from the attempt as entered.
  await form.getByRole('combobox', { name: 'Attempt' }).click();
  await pick(page, 'Attempt 1: 12.4 ft');
  await expect(distance).toHaveValue('12.4');
  await distance.fill('9.8');
  await form.getByRole('button', { name: 'Save Attempt' }).click();
  await expect(form.getByRole('status')).toHaveText(`Attempt 1 corrected: ${player}, 9.8 ft`);
  await expect(board.getByRole('row', { name: new RegExp(player) })).toContainText('9.8 ft');

  const groups = page.getByRole('region', { name: /^Groups, Round: / });
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await groups.getByRole('button', { name: 'Print Contest Sheet' }).click();
  const sheet = page.getByRole('document', { name: /^Contest sheet, Round/ });
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Hole 1 (par 3)');
  await expect(sheet.getByRole('row', { name: new RegExp(player) }).getByRole('cell')).toHaveCount(5);
  await page.emulateMedia({ media: 'screen' });
});
