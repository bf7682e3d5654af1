import { eventGuestCopy as copy } from '@lounge/core';
import { axeViolations } from '../../web/e2e/axe';
import { expect, test, venueDay } from '../../web/e2e/fixtures';
import { adminApi } from '../../web/e2e/outbox';
import { paidEvent, signInAsNewAdmin, uniqueName } from './deskSetup';

// A Golf Tournaments event's guest board (docs/decisions/066): the contact pays the deposit, staff
// open the event's quote at the desk, create its competition and type in two guests; staff enter a
// guest's card; the event's page and the TV name the guests as every board does, and the public
// Tournaments list leaves the event's competition out.

test('a Golf Tournaments event’s guest board', async ({ page, baseURL }) => {
  // Contact's checkout, three desk steps checked with axe, the board and the TV.
  test.slow();
  const date = venueDay(24);
  const contact = uniqueName('Host');
  const desk = await adminApi(baseURL ?? '');
  const quoteId = await paidEvent(page, desk, date, contact, '(406) 555-0166', true);

  await signInAsNewAdmin(page, 'guests');
  await page.getByRole('tab', { name: /^Event Quotes/ }).click();
  await page.getByRole('button', { name: `Open ${contact}'s quote` }).click();
  const dialog = page.getByRole('dialog', { name: `Quote for ${contact}` });
  const section = dialog.getByRole('region', { name: copy.heading });
  await expect(section.getByText(copy.none)).toBeVisible();
  await section.getByLabel(copy.courseLabel, { exact: true }).fill('Pebble Beach');
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole('button', { name: copy.create }).click();
  await expect(section.getByRole('link', { name: copy.tv })).toBeVisible();
  await expect(section.getByText(copy.unlisted)).toBeVisible();

  for (const guest of ['Ann Lee', 'Bob Stone']) {
    await section.getByLabel(copy.guestNameLabel).fill(guest);
    await section.getByRole('button', { name: copy.addGuest }).click();
    await expect(section.getByRole('button', { name: `${copy.rename} ${guest}` })).toBeVisible();
  }
  // A name already in the field is refused in the server's words.
  await section.getByLabel(copy.guestNameLabel).fill('ann lee');
  await section.getByRole('button', { name: copy.addGuest }).click();
  await expect(section.getByText('Name Already in the Field')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Staff's card for Ann: one under par, final as it is written.
  const view = (await (await desk.get(`/api/staff/event-quotes/${quoteId}/competition`)).json()) as {
    competitionId: string;
    name: string;
    guests: { entryId: string; name: string }[];
  };
  const ann = view.guests.find((g) => g.name === 'Ann Lee');
  const holes = Array.from({ length: 18 }, (_, i) => (i === 0 ? 3 : 4));
  const card = await desk.put(`/api/competitions/${view.competitionId}/rounds/1/cards/${ann?.entryId}`, {
    data: { holes, final: true },
  });
  expect(card.status(), await card.text()).toBe(200);
  await desk.dispose();

  await page.goto(`/tournaments/${view.competitionId}`);
  const board = page.getByRole('table', { name: 'Gross leaderboard' });
  await expect(board).toContainText('Ann L.');
  await expect(board).toContainText('71');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/tournaments/${view.competitionId}/tv`);
  await expect(page.locator('.tv-board')).toContainText('Ann L.');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(view.name)).toHaveCount(0);
});
