import { formatMoney, competitionLabels as L, TIERS } from '@lounge/core';
import { axeViolations } from './axe';
import { createCompetitionAsStaff, PAR_4_COURSE } from './competitionsAsStaff';
import { PASSWORD, venueDay } from './fixtures';
import { createMember } from './members';
import { expect, test } from './venueClock';

// A paid tournament from entry to the TV: a member enters and pays on a phone, plays the round
// with a partner (cards on a 375 px phone), the partner attests, and the event page and the TV
// board show the result; then the member hides their name and the boards say 'A member'.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 375, height: 812 } });

const FEE = 2500;

test('a member enters a paid tournament, plays it on a phone, a partner attests, the boards show it', async ({
  page,
  browser,
  baseURL,
  venueClock,
}) => {
  // Far from the other journeys' days, on bay 3.
  const day = venueDay(230);
  await venueClock.set(venueDay(228), '10:00');

  // Staff create the tournament (the desk's call).
  const { id, staff } = await createCompetitionAsStaff(browser, baseURL, {
    name: 'Harvest Open',
    description: 'Stroke play over 18 holes.',
    kind: 'tournament',
    format: 'gross',
    allowancePercent: 95,
    eligibility: 'members',
    entryFeeCents: { general: FEE, vip: FEE },
    fieldSize: 4,
    registrationClosesAt: new Date(Date.parse(`${day}T00:00:00Z`)).toISOString(),
    course: PAR_4_COURSE,
    rounds: [{ date: day, startTime: '18:00', endTime: '22:00', bays: ['3'] }],
  });
  await staff.close();

  // The partner enters and pays through the API.
  const partner = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const partnerPage = await partner.newPage();
  const partnerEmail = await createMember(partnerPage, 'general');
  const partnerEntry = await partnerPage.request.post(`/api/competitions/${id}/entries`, { data: {} });
  const { checkout } = (await partnerEntry.json()) as { checkout: { sessionId: string } };
  expect(
    (await partnerPage.request.post(`/api/payments/sandbox/sessions/${checkout.sessionId}/complete`)).ok(),
  ).toBe(true);

  // The member finds the event, enters and pays on the sandbox's page.
  const email = await createMember(page, 'vip');
  await page.goto('/tournaments');
  await page.getByRole('link', { name: 'Harvest Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest Open' })).toBeVisible();
  await page.getByRole('button', { name: L.enter }).click();
  await expect(page).toHaveURL(/\/test-checkout/);
  await expect(page.getByText(formatMoney(FEE)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${id}`));
  await expect(page.getByRole('region', { name: L.yourEntry })).toContainText(L.entryStatus.entered);
  await expect(page.getByRole('region', { name: L.yourEntry })).toContainText('Bay 3');
  expect(TIERS.vip.name).toBe('VIP');

  // Round day, 18:30: the scorecard, one hole a screen.
  await venueClock.jump(day, '18:30', email);
  await page.goto(`/tournaments/${id}`);
  await page.getByRole('link', { name: L.openScorecard }).click();
  await expect(page.getByRole('heading', { name: L.hole(1) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (let hole = 1; hole <= 18; hole++) {
    await expect(page.getByRole('heading', { name: L.hole(hole) })).toBeVisible();
    await page.getByRole('button', { name: L.more }).click(); // par 4
    if (hole === 18) break;
    await page.getByRole('button', { name: L.nextHole }).click();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: L.submit }).click();
  // Until the submit's answer comes, the card still shows its last hole and 'Saved' (both status
  // regions); a loaded CI box took over 5 s to answer.
  await expect(
    page.getByRole('region', { name: L.scorecard }).getByRole('status').filter({ hasText: L.submitted }),
  ).toBeVisible({ timeout: 15_000 });

  // The partner attests it on their phone.
  expect(
    (
      await partnerPage.request.post('/api/auth/login', { data: { email: partnerEmail, password: PASSWORD } })
    ).ok(),
  ).toBe(true);
  await partnerPage.goto(`/tournaments/${id}/rounds/1/card`);
  const partners = partnerPage.getByRole('region', { name: L.partners });
  await partners.getByRole('button', { name: new RegExp(`^${L.attest}`) }).click();
  await expect(partners).toContainText(L.final);
  await partner.close();

  // The event page's leaderboard and the TV board show the result: 72, even par, finished.
  await page.goto(`/tournaments/${id}`);
  const board = page.getByRole('table', { name: 'Gross leaderboard' });
  await expect(board).toContainText('72');
  await expect(board).toContainText('E');
  await page.goto(`/tournaments/${id}/tv`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest Open' })).toBeVisible();
  await expect(page.locator('.tv-board')).toContainText('72');

  // The member hides their name on their entry: the event's board, its field and the TV say 'A member'.
  await page.goto(`/tournaments/${id}`);
  await page.getByRole('region', { name: L.yourEntry }).getByRole('switch', { name: L.hideName }).click();
  await expect(page.getByText(L.nameHidden)).toBeVisible();
  await expect(board).toContainText('A member');
  await expect(page.getByRole('region', { name: L.field })).toContainText('A member');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/tournaments/${id}/tv`);
  await expect(page.locator('.tv-board')).toContainText('A member');
});
