import { deskMessages } from '@lounge/core';
import { expectToast } from '../../web/e2e/fixtures';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// A Saturday at the board, at fixed venue hours (the server's and the browser's clocks are set):
// a late member the lounge releases who then turns up, and a booking dragged to another bay.

test('a late member is released by the lounge, arrives, and staff undo it and check them in', async ({
  page,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(4);
  await venueClock.set(day, '14:00');
  const name = uniqueName('Late');
  const member = await memberWithBookings(baseURL, name, [
    { date: day, start: '15:00', end: '16:00', bay: '2' },
  ]);
  await member.dispose();

  // Ten past three: nobody has checked in, and the lounge's release is 5 minutes off. The desk's
  // smaller screen: a one-hour block shows its status whole beside the arrivals.
  await venueClock.jump(day, '15:10');
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsNewAdmin(page, 'late-desk');
  await expect(page.getByLabel('Board date')).toHaveValue(day);
  const block = page.getByRole('button', {
    name: new RegExp(`^Max ${name}, Bay 2, 3:00 PM – 4:00 PM, 1 player, Late(, Released in 5 min)?$`),
  });
  await expect(block).toBeVisible();
  const blockBox = await block.boundingBox();
  const tagBox = await block.getByText('Late', { exact: true }).boundingBox();
  expect(blockBox && tagBox).toBeTruthy();
  if (blockBox && tagBox) {
    expect(tagBox.x + tagBox.width).toBeLessThanOrEqual(blockBox.x + blockBox.width);
    expect(tagBox.y + tagBox.height).toBeLessThanOrEqual(blockBox.y + blockBox.height);
  }
  const arrivals = page.getByRole('complementary', { name: 'Arrivals' });
  await expect(arrivals.getByRole('listitem').first()).toContainText(`Max ${name}`);
  await expect(arrivals.getByRole('listitem').first()).toContainText('Late');
  // The arrival leads to the member's profile.
  await arrivals.getByRole('button', { name: `Profile of Max ${name}` }).click();
  const profile = page.getByRole('dialog', { name: `Max ${name}` });
  await expect(profile).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();

  await block.click();
  const details = page.getByRole('dialog', { name: `Max ${name}` });
  // Ten past: too early to call it a no-show (the rule's 15 minutes), and the drawer says so.
  await expect(details.getByRole('button', { name: 'No-show' })).toBeDisabled();
  await expect(details.getByText(deskMessages.noShow.tooEarly('3:15 PM', 15).message)).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  // A quarter past and a minute: nobody came, and the lounge has released the booking itself
  // (NO_SHOW_RELEASE_MINUTES after its start, the same 15 minutes from which staff may call it):
  // a no-show, the bay free for others, nobody at the desk needed.
  await venueClock.jump(day, '15:16');
  const released = page.getByRole('button', {
    name: new RegExp(`^Max ${name}, Bay 2, 3:00 PM – 4:00 PM, 1 player, No-show`),
  });
  await expect(released).toBeVisible();
  await expect(arrivals).not.toContainText(`Max ${name}`);
  await released.click();
  await expect(details.locator('dl').getByText('No-show', { exact: true })).toBeVisible();

  // Twenty past: the member walks in. Undo puts the booking back; check-in from the arrivals.
  await venueClock.jump(day, '15:20');
  await details.getByRole('button', { name: 'Undo No-show' }).click();
  await expectToast(page, `Undone, confirmed again: Max ${name}, Bay 2`);
  await expect(details.locator('dl').getByText('Late', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await arrivals.getByRole('button', { name: `Check in Max ${name}` }).click();
  await expectToast(page, `Checked in: Max ${name}, Bay 2`);
  await expect(
    page.getByRole('button', { name: new RegExp(`^Max ${name}, Bay 2, .*, Checked in$`) }),
  ).toBeVisible();
  // The card stays in its place, marked, until the board's next regular refresh; then it goes.
  await expect(arrivals.getByRole('listitem').first()).toContainText('✓ Checked in');
  await venueClock.jump(day, '15:21');
  await expect(arrivals).not.toContainText(`Max ${name}`);
});

test('staff drag a booking to another bay, and the member’s dashboard shows the new bay', async ({
  page,
  browser,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(5);
  await venueClock.set(day, '10:00');
  const name = uniqueName('Moved');
  const member = await memberWithBookings(baseURL, name, [
    { date: day, start: '13:00', end: '14:00', bay: '1' },
  ]);

  await signInAsNewAdmin(page, 'move-desk');
  const block = page.getByRole('button', { name: new RegExp(`^Max ${name}, Bay 1, 1:00 PM – 2:00 PM`) });
  await expect(block).toBeVisible();
  // Drag the block across to Bay 3 at the same height (the same time).
  const from = await block.boundingBox();
  const bay3 = await page.getByRole('region', { name: 'Bay 3' }).boundingBox();
  if (!from || !bay3) throw new Error('the board is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 40, from.y + 10, { steps: 4 });
  await page.mouse.move(bay3.x + bay3.width / 2, from.y + 10, { steps: 8 });
  await page.mouse.up();

  const move = page.getByRole('dialog', { name: `Move Max ${name}’s booking` });
  await expect(move.getByLabel('Bay', { exact: true })).toBeVisible();
  await expect(move).toContainText('Bay 3');
  await expect(move.getByLabel('Start')).toHaveValue('13:00');
  await expect(move.getByLabel('End')).toHaveValue('14:00');
  await move.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, `Booking updated, member emailed: Max ${name}, Bay 3`);
  await expect(
    page
      .getByRole('region', { name: 'Bay 3' })
      .getByRole('button', { name: new RegExp(`^Max ${name}, Bay 3,`) }),
  ).toBeVisible();

  // The member's dashboard, in the member's own browser.
  const memberContext = await browser.newContext({ baseURL, storageState: await member.storageState() });
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/dashboard');
  const upcoming = memberPage.locator('.booking-item').filter({ hasText: '1:00 PM' });
  await expect(upcoming).toContainText('Bay 3');
  await memberContext.close();
  await member.dispose();
});
