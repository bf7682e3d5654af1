import { contestLabels as C, competitionLabels as L } from '@lounge/core';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { createCompetitionAsStaff, PAR_4_COURSE } from './competitionsAsStaff';
import { venueDay } from './fixtures';
import { createMember } from './members';
import { expect, test } from './venueClock';

// Closest to the pin and long drive as competitions: staff create a closest-to-the-pin night on
// the course's par 3 and a long-drive night; on round day a member enters their attempts on the
// phone (a distance and a miss), a partner attests one, staff enter the partner's; a visitor then
// sees each contest's board on its public page and the TV shows it as its own board. axe-core runs
// on the phone page, the public page and the TV.
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
/** Hole 5 is a par 3. */
const COURSE = { ...PAR_4_COURSE, holes: PAR_4_COURSE.holes.map((h, i) => ({ ...h, par: i === 4 ? 3 : 4 })) };

async function axeAtBothSizes(page: Page): Promise<void> {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page)).toEqual([]);
  }
}

test('closest to the pin and long drive: attempts on the phone, attested, on the public boards and the TV', async ({
  page,
  browser,
  baseURL,
  venueClock,
}) => {
  const day = venueDay(282);
  await venueClock.set(venueDay(280), '10:00');
  const stamp = Date.now().toString(36);
  const contest = (name: string, format: string, more: Record<string, unknown>) => ({
    name,
    description: 'A night at the simulators.',
    kind: 'tournament',
    format,
    eligibility: 'members',
    entryFeeCents: { general: 0, vip: 0 },
    fieldSize: 4,
    registrationClosesAt: new Date(Date.parse(`${day}T00:00:00Z`)).toISOString(),
    course: COURSE,
    rounds: [{ date: day, startTime: '18:00', endTime: '22:00', bays: ['3'] }],
    ...more,
  });
  const pin = await createCompetitionAsStaff(
    browser,
    baseURL,
    contest(`Pin Night ${stamp}`, 'closest', { contestHole: 5 }),
  );
  const drive = await createCompetitionAsStaff(
    browser,
    baseURL,
    contest(`Drive Night ${stamp}`, 'longest', { attempts: 2 }),
  );

  // Two members enter both; they share bay 3.
  const partner = await browser.newContext({ baseURL });
  const partnerPage = await partner.newPage();
  const partnerEmail = await createMember(partnerPage, 'general');
  const signUp = await browser.newContext({ baseURL });
  const signUpPage = await signUp.newPage();
  const email = await createMember(signUpPage, 'general');
  const entries: Record<string, string> = {};
  for (const [who, p] of [
    ['me', signUpPage],
    ['partner', partnerPage],
  ] as const) {
    for (const id of [pin.id, drive.id]) {
      const entered = await p.request.post(`/api/competitions/${id}/entries`, { data: {} });
      expect(entered.status()).toBe(201);
      entries[`${who}:${id}`] = ((await entered.json()) as { entry: { id: string } }).entry.id;
    }
  }
  await signUp.close();

  // Round day, 18:30: the member's phone page for the pin contest.
  await venueClock.jump(day, '18:30', email);
  await page.setViewportSize(PHONE);
  await page.goto(`/tournaments/${pin.id}/rounds/1/card`);
  await expect(page.getByRole('heading', { level: 1, name: C.formatWords('closest', 5) })).toBeVisible();
  const field = page.getByLabel(C.distanceLabel('closest'));
  await field.fill('12.4');
  await page.getByRole('button', { name: C.enter }).click();
  await expect(page.getByText(`${C.attempt(1)}: 12.4 ft`)).toBeVisible();
  await page.getByRole('button', { name: C.missed }).click();
  await expect(page.getByText(`${C.attempt(2)}: Missed`)).toBeVisible();
  await field.fill('301');
  await page.getByRole('button', { name: C.enter }).click();
  await expect(page.getByText(/0\.0 to 300\.0 feet/).first()).toBeVisible();
  await field.fill('8.9');
  await page.getByRole('button', { name: C.enter }).click();
  await expect(page.getByText(C.attemptsLeft(0))).toBeVisible();
  await axeAtBothSizes(page);

  // The partner attests the first attempt; staff enter the partner's (attested as written).
  const mine = entries[`me:${pin.id}`] ?? '';
  const attested = await partnerPage.request.put(`/api/competitions/${pin.id}/rounds/1/attempts/${mine}/1`, {
    data: { distance: 12.4 },
  });
  expect(attested.status(), await attested.text()).toBe(200);
  for (const distance of [20.5, 4.2]) {
    const res = await pin.staff.request.post(
      `/api/competitions/${pin.id}/rounds/1/attempts/${entries[`partner:${pin.id}`]}`,
      { data: { distance } },
    );
    expect(res.status()).toBe(201);
  }
  // Long drive: the member enters two drives; staff one for the partner and a miss.
  for (const distance of [287.5, 301.2]) {
    const res = await page.request.post(
      `/api/competitions/${drive.id}/rounds/1/attempts/${entries[`me:${drive.id}`]}`,
      {
        data: { distance },
      },
    );
    expect(res.status()).toBe(201);
  }
  for (const distance of [295, null]) {
    const res = await drive.staff.request.post(
      `/api/competitions/${drive.id}/rounds/1/attempts/${entries[`partner:${drive.id}`]}`,
      { data: { distance } },
    );
    expect(res.status()).toBe(201);
  }
  await pin.staff.close();
  await drive.staff.close();
  await partner.close();

  // A visitor: the pin board ranks the partner's 4.2 ft first; the member's line is provisional.
  const visitor = await browser.newContext({ baseURL, viewport: LAPTOP });
  const view = await visitor.newPage();
  await view.goto(`/tournaments/${pin.id}`);
  const pinBoard = view.getByRole('table', { name: C.boardCaption('closest') });
  await expect(pinBoard.getByRole('row').nth(1)).toContainText('4.2 ft');
  await expect(pinBoard.getByRole('row').nth(2)).toContainText('8.9 ft');
  await expect(pinBoard.getByRole('row').nth(2)).toContainText(C.provisionalMark);
  await axeAtBothSizes(view);

  // The TV shows the contest's own board.
  await view.setViewportSize(LAPTOP);
  await view.goto(`/tournaments/${pin.id}/tv`);
  await expect(view.locator('.tv-view')).toHaveText(L.boardTitle('closest', 95));
  await expect(view.getByRole('table', { name: C.boardCaption('closest') })).toContainText('4.2 ft');
  await axeAtBothSizes(view);

  // The long-drive board, on the page and on the TV: 301.2 yd beats 295.0 yd.
  await view.goto(`/tournaments/${drive.id}`);
  const driveBoard = view.getByRole('table', { name: C.boardCaption('longest') });
  await expect(driveBoard.getByRole('row').nth(1)).toContainText('301.2 yd');
  await expect(driveBoard.getByRole('row').nth(2)).toContainText('295.0 yd');
  await expect(driveBoard.getByRole('row').nth(2)).toContainText('Missed');
  await axeAtBothSizes(view);
  await view.goto(`/tournaments/${drive.id}/tv`);
  await expect(view.locator('.tv-view')).toHaveText(L.boardTitle('longest', 95));
  await expect(view.getByRole('table', { name: C.boardCaption('longest') })).toContainText('301.2 yd');
  await axeAtBothSizes(view);
  await visitor.close();
  expect(partnerEmail).toContain('@');
});
