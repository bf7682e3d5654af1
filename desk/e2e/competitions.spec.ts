/**
 * Staff create a 4-week league at the desk and print the first night's groups; change a
 * tournament, print its scorecards (the print media shows the cards alone, black on white) and
 * withdraw a player, the confirmation stating the refund.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { expect, expectToast, test, venueDay } from '../../web/e2e/fixtures';
import { createAdmin, fillDeskSignIn, memberWithBookings, uniqueName } from './deskSetup';

test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/desk');
  await fillDeskSignIn(page, email);
  await expect(page.getByRole('tab', { name: /Bay Board/ })).toHaveAttribute('aria-selected', 'true');
}

test('staff create a 4-week league and print the first night’s groups', async ({ page }) => {
  const email = `${uniqueName('leagueadmin').toLowerCase()}@example.com`;
  createAdmin(email);
  await signIn(page, email);
  await page.getByRole('tab', { name: 'Competitions' }).click();
  await page.getByRole('button', { name: 'New Competition' }).click();
  const form = page.getByRole('form', { name: 'New Competition' });
  const first = venueDay(240);
  await form.getByLabel('Name', { exact: true }).fill('Tuesday Night League');
  await form.getByLabel('First round date').fill(first);
  await form.getByLabel('Registration closes').fill(venueDay(238));
  await form.getByLabel('Course', { exact: true }).fill('Pebble Beach');
  await form.getByRole('button', { name: 'Create' }).click();

  const groups = page.getByRole('region', { name: /^Groups, Week 1/ });
  await expect(groups).toBeVisible();
  await expect(page.getByRole('region', { name: /^Groups, Week 4/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tournaments and leagues' })).toContainText(
    'League, 4 rounds',
  );

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await groups.getByRole('button', { name: 'Print Groups' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('staff change a tournament, print its scorecards and withdraw a player', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `${uniqueName('cardsadmin').toLowerCase()}@example.com`;
  createAdmin(email);
  await signIn(page, email);
  // Far from the other journeys' days, on bay 3; free, so the withdrawal refunds nothing.
  const day = venueDay(300);
  const name = uniqueName('Card Cup ');
  const created = await page.request.post('/api/staff/competitions', {
    data: {
      name,
      kind: 'tournament',
      format: 'net',
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
  const lastName = uniqueName('Carder');
  const member = await memberWithBookings(baseURL, lastName);
  expect((await member.post(`/api/competitions/${id}/entries`, { data: {} })).status()).toBe(201);
  await member.dispose();
  const player = `Max ${lastName}`;

  await page.getByRole('tab', { name: 'Competitions' }).click();
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Change Competition' }).click();
  const form = page.getByRole('form', { name: 'Change Competition' });
  await expect(form.getByLabel('Course', { exact: true })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  const renamed = `${name} Open`;
  await form.getByLabel('Name', { exact: true }).fill(renamed);
  await form.getByLabel('Description').fill('Net, one round.');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Competition Changed', renamed);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

  const groups = page.getByRole('region', { name: /^Groups, Round: / });
  await expect(groups).toContainText(player);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await groups.getByRole('button', { name: 'Print Scorecards' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const card = page.getByRole('article', { name: `Scorecard, ${player}` });
  // On screen the sheet is not shown; on paper it is all there is.
  await expect(card).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Competitions' })).toBeHidden();
  await expect(card).toContainText(renamed);
  await expect(card).toContainText('Pebble Beach');
  await expect(card).toContainText('Attested by (playing partner)');
  const par = card.getByRole('row', { name: /^Par/ }).getByRole('cell');
  await expect(par).toHaveCount(21);
  const cell = card
    .getByRole('row', { name: /^Score/ })
    .getByRole('cell')
    .first();
  await expect(cell).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(cell).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(cell).toHaveCSS('border-top-color', 'rgb(0, 0, 0)');
  await testInfo.attach('scorecards printed', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: `Withdraw ${player}` }).click();
  await expect(
    page.getByText(`Withdraw ${player}? No entry fee was paid, so nothing is refunded.`),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectToast(page, 'Player Withdrawn', 'Withdrawn. Nothing is refunded.');
  await expect(groups).not.toContainText(player);
});
