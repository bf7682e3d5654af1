import { writeFileSync } from 'node:fs';
import { formatPrice, GUEST_FEE_CENTS, type Schedule } from '@lounge/core';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// The desk on a busy Saturday at 1366x768: two members due, a double click in the arrivals, a
// walk-in booked, paid and checked in within three clicks, and the day sheet printed on one page.
// Every toast these steps show names the member (and the bay).

test.use({ viewport: { width: 1366, height: 768 } });

/** The toast on screen now (one at a time); a replaced one fading out is not on screen. */
const toast = (page: Page) => page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)');

async function expectNamedToast(page: Page, title: string): Promise<void> {
  await expect(toast(page).filter({ hasText: title })).toBeVisible();
  await expect(toast(page)).toHaveCount(1);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The board's answer for `day`, as the console reads it (the page's own session). */
async function scheduleOf(page: Page, day: string): Promise<Schedule> {
  const res = await page.request.get(`/api/staff/schedule?date=${day}`);
  expect(res.status()).toBe(200);
  return res.json();
}

test('a double click in the arrivals checks in one member; a walk-in is booked, paid and checked in in three clicks; the day sheet prints on one page', async ({
  page,
  baseURL,
  venueClock,
}, testInfo) => {
  test.setTimeout(240_000);
  const day = journeySaturday(9);
  await venueClock.set(day, '14:00');
  const first = uniqueName('Early');
  const second = uniqueName('Next');
  const walker = uniqueName('Walker');
  // Two members due: one at 2:30 PM on Bay 1, one at 3:00 PM on Bay 3 (with a note for the sheet).
  const early = await memberWithBookings(baseURL, first, [
    { date: day, start: '14:30', end: '15:30', bay: '1' },
  ]);
  await early.dispose();
  const next = await memberWithBookings(baseURL, second);
  const noted = await next.post('/api/bookings', {
    data: {
      bayNumber: '3',
      bookingDate: day,
      startTime: '15:00',
      endTime: '16:00',
      guestCount: '1',
      notes: 'Left-handed clubs please',
    },
  });
  expect(noted.status(), await noted.text()).toBe(201);
  await next.dispose();
  const walkIn = await memberWithBookings(baseURL, walker);
  await walkIn.dispose();

  // Twenty past two: both are arrivals, the earlier first.
  await venueClock.jump(day, '14:20');
  await signInAsNewAdmin(page, 'saturday-desk');
  await expect(page.getByLabel('Board date')).toHaveValue(day);
  const arrivals = page.getByRole('complementary', { name: 'Arrivals' });
  const cards = arrivals.getByRole('listitem');
  await expect(cards.nth(0)).toContainText(`Max ${first}`);
  await expect(cards.nth(1)).toContainText(`Max ${second}`);
  await expectNoAxeViolations(page);

  // A double click on the first card's Check In: the second click lands 150 ms later, same spot.
  const button = cards.nth(0).getByRole('button', { name: `Check in Max ${first}` });
  const box = await button.boundingBox();
  if (!box) throw new Error('the arrivals are not laid out');
  const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(spot.x, spot.y);
  await page.waitForTimeout(150);
  await page.mouse.click(spot.x, spot.y);
  await expectNamedToast(page, `Checked in: Max ${first}, Bay 1`);
  // The card stays where it was, marked; the next member is still one click away, below it.
  await expect(cards.nth(0)).toContainText(`Max ${first}`);
  await expect(cards.nth(0)).toContainText('✓ Checked in');
  await expect(cards.nth(1).getByRole('button', { name: `Check in Max ${second}` })).toBeEnabled();
  const afterDouble = await scheduleOf(page, day);
  const statusOf = (name: string) => afterDouble.bookings.find((b) => b.member.lastName === name)?.status;
  expect(statusOf(first)).toBe('checked_in');
  expect(statusOf(second)).toBe('confirmed');

  // A walk-in at twenty past two, with two guests paying in cash: count every click.
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  await click(page.getByRole('button', { name: 'Walk-in now' }));
  const dialog = page.getByRole('dialog', { name: 'Walk-in from 2:00 PM' });
  await expect(dialog).toBeVisible();
  // Typing the name, and Enter on the first match, is typing, not a click.
  await dialog.getByRole('combobox', { name: 'Member' }).pressSequentially(walker);
  // The search waits for typing to pause, then asks the server: a loaded CI box took over 5 s.
  await expect(page.locator('.ant-select-item-option').filter({ hasText: `Max ${walker}` })).toBeVisible({
    timeout: 15_000,
  });
  await page.keyboard.press('Enter');
  // Bay 1 is Max First's from 2:30 PM: the first bay free for an hour from 2:00 PM is Bay 2.
  await expect(dialog.getByRole('radio', { name: 'Bay 2' })).toBeChecked();
  await click(
    dialog.getByRole('group', { name: 'Players (member included)' }).getByText('3', { exact: true }),
  );
  const pay = dialog.getByRole('button', {
    name: `Cash ${formatPrice(2 * GUEST_FEE_CENTS)} · Book and Check In`,
  });
  await expect(pay).toBeEnabled();
  await expectNoAxeViolations(page);
  await click(pay);
  await expectNamedToast(page, `Checked in: Max ${walker}, Bay 2`);
  expect(clicks).toBeLessThanOrEqual(3);
  testInfo.annotations.push({ type: 'walk-in clicks', description: String(clicks) });
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Max ${walker}, Bay 2, 2:00 PM – 3:00 PM, 3 players, Checked in$`),
    }),
  ).toBeVisible();
  const walked = (await scheduleOf(page, day)).bookings.find((b) => b.member.lastName === walker);
  expect(walked).toMatchObject({ status: 'checked_in', guestFee: 2 * GUEST_FEE_CENTS, bayNumber: '2' });
  await expectNoAxeViolations(page);

  // Thirty minutes more from the drawer (Bay 2 is free after 3:00 PM): the toast names the member
  // and the bay, and covers nothing of the drawer.
  await page.getByRole('button', { name: new RegExp(`^Max ${walker}, Bay 2, 2:00 PM – 3:00 PM`) }).click();
  const drawer = page.getByRole('dialog', { name: `Max ${walker}` });
  await drawer.getByRole('button', { name: '30 minutes more, until 3:30 PM' }).click();
  await expectNamedToast(page, `Extended: Max ${walker}, Bay 2, until 3:30 PM`);
  const title = await drawer.locator('.ant-drawer-title').boundingBox();
  const shown = await toast(page).boundingBox();
  if (!title || !shown) throw new Error('the drawer or the toast is not laid out');
  expect(shown.x + shown.width <= title.x || shown.y >= title.y + title.height).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('drawer-and-toast.png') });
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The controls stay in view: the page itself never scrolls.
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
  for (const name of ['Walk-in now', 'New Booking'])
    await expect(page.getByRole('button', { name })).toBeInViewport();
  await expect(page.getByLabel('Board date')).toBeInViewport();

  // The day sheet, printed: one page, black on white, with times, players and notes.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('.day-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.locator('.bay-board')).toBeHidden();
  await expect(page.getByLabel('Find a member')).toBeHidden();
  await expect(sheet).toContainText(`Max ${walker}`);
  await expect(sheet).toContainText('2:00 PM');
  await expect(sheet).toContainText('Left-handed clubs please');
  const cell = sheet.locator('td').first();
  expect(await cell.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
  expect(await cell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  const players = sheet
    .locator('tr')
    .filter({ hasText: `Max ${walker}` })
    .locator('td')
    .nth(5);
  await expect(players).toHaveText('3');
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(testInfo.outputPath('day-sheet.pdf'), pdf);
  await page.screenshot({ path: testInfo.outputPath('day-sheet-print.png'), fullPage: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  // Nothing but the sheet's page: no toast is printed.
  await expect(toast(page)).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});
