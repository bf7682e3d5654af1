import { formatMoney } from '@lounge/core';
import type { Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// Splitting a tab and moving a line at 1366x768: a walk-ins' tab of a glove and two beers; the glove
// split to a new tab on a VIP (who gets 20% off it), a beer moved onto the VIP's tab (drinks keep
// their price), and the VIP's tab closed in cash, the dialog saying why short cash will not do.

test.use({ viewport: { width: 1366, height: 768 } });

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('a tab split to a VIP and a line moved onto the VIP’s tab, priced for the VIP', async ({
  page,
  baseURL,
  venueClock,
}) => {
  test.setTimeout(240_000);
  const day = journeySaturday(17);
  await venueClock.set(day, '17:30');
  const vip = uniqueName('Quinn');
  const member = await memberWithBookings(baseURL, vip, [], 'Ada', 'vip');
  await member.dispose();
  await signInAsNewAdmin(page, 'tab-split');

  // The tab and its lines through the API: the journey is what happens to them at the desk.
  const glove = uniqueName('Glove');
  const beer = uniqueName('Stout');
  const itemId = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/staff/shop/items', { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const gloveId = await itemId({ name: glove, category: 'merchandise', priceCents: 2499, stock: 5 });
  const beerId = await itemId({ name: beer, category: 'drinks', priceCents: 700 });
  const label = uniqueName('Bay 3 walk-ins');
  const opened = await page.request.post('/api/staff/tabs', { data: { label } });
  expect(opened.status(), await opened.text()).toBe(201);
  const tabId = ((await opened.json()) as { id: string }).id;
  const added = await page.request.post(`/api/staff/tabs/${tabId}/lines`, {
    data: {
      lines: [
        { itemId: gloveId, quantity: 1 },
        { itemId: beerId, quantity: 1 },
        { itemId: beerId, quantity: 1 },
      ],
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.getByRole('tab', { name: 'Shop' }).click();
  const tabs = page.getByRole('region', { name: 'Open tabs' });
  const walkIns = tabs.getByRole('article', { name: label });
  await expect(walkIns).toContainText(`Total ${formatMoney(2499 + 1400)}`);

  // The glove split to a new tab on the VIP, by keyboard: ticked, then Split.
  const split = walkIns.getByRole('button', { name: `Split to New Tab: ${label}` });
  await expect(split).toBeDisabled();
  await walkIns.getByRole('checkbox', { name: `Select ${glove} to split` }).check();
  await split.click();
  const splitting = page.getByRole('dialog', { name: `Split ${label}` });
  await expect(splitting).toContainText(`1 x ${glove}: $24.99`);
  await splitting.getByRole('combobox', { name: 'Member' }).pressSequentially(vip);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `Ada ${vip}` })
    .click();
  await expect(splitting.getByRole('button', { name: 'Split to New Tab' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await splitting.getByRole('button', { name: 'Split to New Tab' }).click();
  await expect(splitting).toBeHidden();
  const vipTab = tabs.getByRole('article', { name: `Ada ${vip}` });
  // 20% of $24.99 is $4.998: $5 half up.
  await expect(vipTab).toContainText('VIP discount (20% off merchandise): -$5');
  await expect(vipTab).toContainText(`Total ${formatMoney(1999)}`);
  await expect(walkIns).toContainText(`Total ${formatMoney(1400)}`);
  await expect(walkIns).not.toContainText(glove);

  // One beer moved onto the VIP's tab: drinks at their price there too.
  await walkIns
    .getByRole('button', { name: `Move ${beer} to another tab` })
    .first()
    .click();
  const moving = page.getByRole('dialog', { name: `Move ${beer}` });
  // antd's Select keeps its input out of sight until it opens: its box is clicked, as the counter's tab.
  await moving
    .locator('.ant-select')
    .filter({ has: page.locator('#move-to-tab') })
    .click();
  await page
    .locator('.ant-select-item-option')
    // The split's member list stays in the page: the tab's option is the one with its total.
    .filter({ hasText: `Ada ${vip} · ${formatMoney(1999)}` })
    .click();
  await expectNoAxeViolations(page);
  await moving.getByRole('button', { name: 'Move Line' }).click();
  await expect(moving).toBeHidden();
  const vipTotal = 1999 + 700;
  await expect(vipTab).toContainText(`1 x ${beer}: $7`);
  await expect(vipTab).toContainText(`Total ${formatMoney(vipTotal)}`);
  await expect(walkIns).toContainText(`Total ${formatMoney(700)}`);
  await expectNoAxeViolations(page);

  // The VIP's tab closed in cash: short cash is refused in words, then the change to the cent.
  await vipTab.getByRole('button', { name: `Close Tab Ada ${vip}` }).click();
  const closing = page.getByRole('dialog', { name: `Close Ada ${vip}` });
  const cash = closing.getByLabel('Cash handed over ($)');
  const confirm = closing.getByRole('button', { name: `Close Tab ${formatMoney(vipTotal)}` });
  await cash.fill('20');
  await expect(closing.getByRole('alert')).toHaveText(
    `That is ${formatMoney(vipTotal - 2000)} short of the total, ${formatMoney(vipTotal)}.`,
  );
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await cash.fill('30');
  await expect(closing).toContainText(`Change due ${formatMoney(3000 - vipTotal)}`);
  await confirm.click();
  await expect(closing).toBeHidden();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(`Total: ${formatMoney(vipTotal)}`);
  await expect(receipt).toContainText(`Change: ${formatMoney(3000 - vipTotal)}`);
  await expect(walkIns).toContainText(`Total ${formatMoney(700)}`);
});
