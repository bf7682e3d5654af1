import { competitionLabels as L, siteLabels } from '@lounge/core';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { createCompetitionAsStaff, PAR_4_COURSE } from './competitionsAsStaff';
import { venueDay } from './fixtures';
import { skipFoundingPopup } from './foundingPopup';
import { createMember } from './members';
import { expect, test } from './venueClock';

// Tournaments as the site shows them: a visitor finds a net tournament from the menu on a phone
// (390x844) and on a laptop (1440x900), and sees its facts but not its field; then a member with
// an index signs in on that phone and enters scores on the phone scorecard, which shows each hole's
// number, par and the strokes received there; the TV labels the board net and marks the birdie;
// the account page shows the index. axe-core runs on each page at each size.
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

async function axeAtBothSizes(page: Page): Promise<void> {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page)).toEqual([]);
  }
}

test('a visitor finds a tournament from the menu; a member scores it on the phone scorecard', async ({
  page,
  browser,
  baseURL,
  venueClock,
}) => {
  await skipFoundingPopup(page);
  // Far from the other journeys' days, on bay 3 (the journey server's venue has three).
  const day = venueDay(262);
  await venueClock.set(venueDay(260), '10:00');
  const name = `Aspen Net Cup ${Date.now().toString(36)}`;

  // Staff create a net tournament (the desk's call).
  const { id, staff } = await createCompetitionAsStaff(browser, baseURL, {
    name,
    description: 'Net stroke play over 18 holes.',
    kind: 'tournament',
    format: 'net',
    allowancePercent: 95,
    eligibility: 'members',
    entryFeeCents: { general: 0, vip: 0 },
    fieldSize: 4,
    registrationClosesAt: new Date(Date.parse(`${day}T00:00:00Z`)).toISOString(),
    course: PAR_4_COURSE,
    rounds: [{ date: day, startTime: '18:00', endTime: '22:00', bays: ['3'] }],
  });

  // A member enters; staff set their official index (10.0: 10 strokes at 95%, on stroke indexes 1 to 10).
  const member = await browser.newContext({ baseURL, viewport: PHONE });
  const signUp = await member.newPage();
  const email = await createMember(signUp, 'general');
  expect((await signUp.request.post(`/api/competitions/${id}/entries`, { data: {} })).status()).toBe(201);
  const me = (await (await signUp.request.get('/api/auth/user')).json()) as { id: string };
  const indexSet = await staff.request.put(`/api/staff/members/${me.id}/handicap`, { data: { index: 10 } });
  expect(indexSet.status(), await indexSet.text()).toBe(200);
  await staff.close();
  await member.close();

  // A visitor on a phone: the menu has Tournaments; the list has the cup; its page has the facts.
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: siteLabels.nav.tournaments }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await axeAtBothSizes(page);
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(L.formatWords('net', 95))).toBeVisible();
  await expect(page.getByRole('region', { name: L.field })).toContainText(L.fieldForMembers);
  await axeAtBothSizes(page);

  // On a laptop the menu's link is in the header itself.
  await page.goto('/');
  await page.locator('.nav-desktop').getByRole('link', { name: siteLabels.nav.tournaments }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();

  // Round day, 18:30: the member signs in on the phone; their scorecard. Hole 1 gives a stroke
  // (stroke index 1); hole 11 none.
  await venueClock.jump(day, '18:30', email);
  await page.setViewportSize(PHONE);
  await page.goto(`/tournaments/${id}/rounds/1/card`);
  const grid = page.getByRole('group', { name: L.scorecard });
  await expect(grid.getByRole('textbox', { name: L.holeBox(1, 4, 1), exact: true })).toBeVisible();
  await expect(grid.getByRole('textbox', { name: L.holeBox(11, 4, 0), exact: true })).toBeVisible();
  await axeAtBothSizes(page);
  await page.setViewportSize(PHONE);
  // Typed straight through: a 5 moves to the next box; a birdie 3 on the last.
  await grid.getByRole('textbox', { name: L.holeBox(1, 4, 1), exact: true }).click();
  for (let hole = 1; hole <= 18; hole++) await page.keyboard.type(hole === 18 ? '3' : '5');
  await expect(grid.getByRole('status')).toHaveText(L.cardTotal(88, L.toPar(16), 18));
  await expect(page.getByText(L.saved, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The TV: the net board first, labelled net, hole by hole with the birdie marked.
  await page.setViewportSize(LAPTOP);
  await page.goto(`/tournaments/${id}/tv`);
  await expect(page.locator('.tv-view')).toHaveText(L.boardTitle('net', 95));
  const board = page.getByRole('region', { name: L.boardTitle('net', 95) });
  await expect(board.getByRole('row').nth(1)).toContainText(`3 ${L.holeMarkWords.birdie}`);
  await axeAtBothSizes(page);

  // The member's index is on their account page.
  await page.goto('/account');
  const handicap = page.getByRole('region', { name: L.handicap });
  await expect(handicap).toContainText(`${L.indexSource.official}: ${L.indexValue(10)}`);
  await axeAtBothSizes(page);
});
