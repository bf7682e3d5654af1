import { mkdirSync } from 'node:fs';
import {
  addDays,
  CARD_HOLES,
  DEFAULT_VENUE,
  type FreezeOptionsView,
  MEMBER_STATE_LABELS,
  memberSearchCopy,
  moneyStepCopy,
  type Schedule,
  wallToInstant,
} from '@lounge/core';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { expectToast } from '../../web/e2e/fixtures';
import { adminApi } from '../../web/e2e/outbox';
import { memberWithBookings, paidEvent, roundAt, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// The front desk's busy Saturday at 1366x768, as the desk lives it: Walk-in now with two members
// called Tara (Enter books no one and says two match; choosing one books her), the private event's
// block opening its event (contact, phone, balance), Close Round with a card not attested (listed
// first, then confirmed), and the Members list filtered to the frozen member. axe-core runs on each
// dialog, and each dialog's picture is kept for review: in the run's test-results, and under
// docs/screens/desk/ (committed) when the run is asked for them with UPDATE_SCREENS=1, so an
// ordinary run leaves the checkout as it found it.

test.use({ viewport: { width: 1366, height: 768 } });

const SCREENS = process.env.UPDATE_SCREENS ? 'docs/screens/desk' : 'test-results/screens/desk';
const CLOSE = moneyStepCopy.closeRound;

/** The dialog checked by axe and its picture kept for review. */
async function reviewDialog(page: Page, dialog: Locator, name: string): Promise<void> {
  // Once its opening animation has run: half faded in, a button's colours are not its own.
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  expect(await axeViolations(page)).toEqual([]);
  mkdirSync(SCREENS, { recursive: true });
  await dialog.screenshot({ path: `${SCREENS}/${name}.png`, animations: 'disabled' });
}

/** A free one-round tournament on bays 2 and 3 that morning; returns its id. */
function morningRound(desk: APIRequestContext, date: string, name: string): Promise<string> {
  return roundAt(desk, name, {
    date,
    start: '10:00',
    end: '13:00',
    bays: ['2', '3'],
    registrationClosesAt: new Date(wallToInstant(date, '09:00', DEFAULT_VENUE.timeZone)).toISOString(),
  });
}

/** A member entered in the competition; returns the entry's id. */
async function enter(baseURL: string | undefined, competitionId: string, lastName: string): Promise<string> {
  const player = await memberWithBookings(baseURL, lastName);
  const entered = await player.post(`/api/competitions/${competitionId}/entries`, { data: {} });
  expect(entered.status(), await entered.text()).toBe(201);
  const { entry } = (await entered.json()) as { entry: { id: string } };
  await player.dispose();
  return entry.id;
}

/** The member signed in on `member` asks for a one-month freeze from the first date offered. */
async function freezeAMonth(member: APIRequestContext): Promise<FreezeOptionsView> {
  const res = await member.post('/api/membership/freeze', { data: { months: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The board's answer for `day`, as the console reads it (the page's own session). */
async function scheduleOf(page: Page, day: string): Promise<Schedule> {
  const res = await page.request.get(`/api/staff/schedule?date=${day}`);
  expect(res.status()).toBe(200);
  return res.json();
}

test('the desk’s Saturday at 1366x768: two Taras, the event’s block, a round closed with a card not attested, the frozen filter', async ({
  page,
  browser,
  request,
  baseURL,
  venueClock,
}) => {
  test.setTimeout(240_000);
  const day = journeySaturday(20);
  // Five weeks before: the frozen member's freeze is asked for then, so it runs on the Saturday.
  const before = addDays(day, -35);
  // The server's clock alone: the console's page is first opened on the Saturday (venueClock.set).
  const early = await request.put('/api/test/clock', {
    data: { now: new Date(wallToInstant(before, '10:00', DEFAULT_VENUE.timeZone)).toISOString() },
  });
  expect(early.status(), await early.text()).toBe(200);
  const quinn = uniqueName('Quinn');
  const weller = uniqueName('Weller');
  for (const lastName of [quinn, weller])
    await (await memberWithBookings(baseURL, lastName, [], 'Tara')).dispose();
  const frozenName = uniqueName('Frost');
  const frozen = await memberWithBookings(baseURL, frozenName);
  const freeze = (await freezeAMonth(frozen)).freeze;
  // Frozen on the Saturday: it started on or before it and resumes after it.
  expect(freeze).toBeTruthy();
  expect(freeze && freeze.startsOn <= day && day < freeze.resumesOn).toBe(true);
  await frozen.dispose();

  const desk = await adminApi(baseURL ?? '');
  const contact = uniqueName('Host');
  // The event's contact accepts and pays in a browser of their own.
  const guest = await browser.newContext({ baseURL });
  await paidEvent(await guest.newPage(), desk, day, contact);
  await guest.close();
  const league = uniqueName('Cup');
  const competitionId = await morningRound(desk, day, league);
  const attested = uniqueName('Signed');
  const scoring = uniqueName('Scoring');
  const attestedEntry = await enter(baseURL, competitionId, attested);
  const scoringEntry = await enter(baseURL, competitionId, scoring);

  await desk.dispose();

  // The Saturday, two in the afternoon. The round is over: one card attested, one half written
  // (by staff signed in today: a session from five weeks ago has run out).
  await venueClock.set(day, '14:00');
  const scorer = await adminApi(baseURL ?? '');
  const card = (entryId: string, holes: (number | null)[], final: boolean) =>
    scorer.put(`/api/competitions/${competitionId}/rounds/1/cards/${entryId}`, { data: { holes, final } });
  expect((await card(attestedEntry, Array(CARD_HOLES).fill(4), true)).status()).toBe(200);
  const halfway = Array.from({ length: CARD_HOLES }, (_, i) => (i < 9 ? 5 : null));
  expect((await card(scoringEntry, halfway, false)).status()).toBe(200);
  await scorer.dispose();
  // A member whose freeze starts next month: scheduled, not frozen.
  const laterName = uniqueName('Later');
  const later = await memberWithBookings(baseURL, laterName);
  expect(((await freezeAMonth(later)).freeze?.startsOn ?? '') > day).toBe(true);
  await later.dispose();

  await signInAsNewAdmin(page, 'saturday44-desk');
  await expect(page.getByLabel('Board date')).toHaveValue(day);

  // (a) Walk-in now, "Tara" and Enter: two match, so no one is taken and the dialog says so.
  await page.getByRole('button', { name: 'Walk-in now' }).click();
  const walkIn = page.getByRole('dialog', { name: 'Walk-in from 2:00 PM' });
  await expect(walkIn).toBeVisible();
  const memberField = walkIn.getByRole('combobox', { name: 'Member' });
  const option = (lastName: string) =>
    page.locator('.ant-select-item-option').filter({ hasText: `Tara ${lastName}` });
  await memberField.pressSequentially('Tara');
  await expect(option(quinn)).toBeVisible({ timeout: 15_000 });
  await expect(option(weller)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(walkIn.getByText(memberSearchCopy.several(2))).toBeVisible();
  await expect(walkIn.locator('.ant-select-selection-item')).toHaveCount(0);
  await expect(walkIn.getByRole('button', { name: 'Book and Check In' })).toBeDisabled();
  await reviewDialog(page, walkIn, 'walk-in-two-taras');
  expect((await scheduleOf(page, day)).bookings.some((b) => b.member.firstName === 'Tara')).toBe(false);

  // Choosing one of them books her, on the first bay free for the hour.
  await memberField.pressSequentially('Tara');
  await option(weller).click();
  await expect(walkIn.getByText(memberSearchCopy.several(2))).toBeHidden();
  await expect(walkIn.getByRole('radio', { name: 'Bay 1' })).toBeChecked();
  const book = walkIn.getByRole('button', { name: 'Book and Check In' });
  await expect(book).toBeEnabled();
  await book.click();
  await expectToast(page, `Checked in: Tara ${weller}, Bay 1`);
  const booked = (await scheduleOf(page, day)).bookings.filter((b) => b.member.firstName === 'Tara');
  expect(booked.map((b) => [b.member.lastName, b.status, b.bayNumber])).toEqual([
    [weller, 'checked_in', '1'],
  ]);

  // (b) The private event's block opens its event: the contact, the phone, the balance.
  const board = page.getByRole('region', { name: 'Bay board' });
  await board.getByRole('button', { name: /^Bay 1 held for a private event, .* Open$/ }).click();
  const event = page.getByRole('dialog', { name: contact, exact: true });
  await expect(event.locator('a[href^="tel:"]')).toHaveText(/555.?0144/);
  await expect(event.getByText('Balance', { exact: true })).toBeVisible();
  await expect(event.getByText(/^\$[\d,.]+, due /)).toBeVisible();
  await reviewDialog(page, event, 'event-block');
  await page.keyboard.press('Escape');
  await expect(event).toBeHidden();

  // (c) The round's block, Close Round: the card not attested is listed first, then confirmed.
  await board.getByRole('button', { name: /^Bay 2 held for a competition round, .* Open$/ }).click();
  const roundName = `${league}, Round 1`;
  const round = page.getByRole('dialog', { name: roundName });
  await round.getByRole('button', { name: CLOSE.ok }).click();
  const confirm = page.getByRole('dialog', { name: CLOSE.title(roundName) });
  await expect(confirm.getByText(CLOSE.unattested(1))).toBeVisible();
  const notAttested = confirm.getByRole('list', { name: CLOSE.unattestedList });
  await expect(notAttested.getByRole('listitem')).toHaveText([`Max ${scoring} (Scoring)`]);
  const goAhead = confirm.getByRole('button', { name: CLOSE.ok });
  await expect(goAhead).toBeInViewport({ ratio: 1 });
  const listBox = await notAttested.boundingBox();
  const buttonBox = await goAhead.boundingBox();
  if (!listBox || !buttonBox) throw new Error('the confirmation is not laid out');
  expect(listBox.y + listBox.height).toBeLessThanOrEqual(buttonBox.y);
  await reviewDialog(page, confirm, 'close-round-unattested');
  await goAhead.click();
  await expectToast(page, 'Results Announced', CLOSE.done(2, 1));
  await expect(confirm).toBeHidden();
  await expect(round.getByText('Closed; results announced')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(round).toBeHidden();

  // (d) Members, Plan state Frozen: the frozen member alone (not the one whose freeze is to come).
  await page.getByRole('tab', { name: 'Members' }).click();
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table).toContainText(`Max ${laterName}`);
  await page.getByRole('combobox', { name: 'Plan state' }).click();
  await page
    .locator(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${MEMBER_STATE_LABELS.frozen}"]`,
    )
    .click();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(frozenName);
  expect(await axeViolations(page)).toEqual([]);
  mkdirSync(SCREENS, { recursive: true });
  await table.screenshot({ path: `${SCREENS}/members-frozen.png`, animations: 'disabled' });
});
