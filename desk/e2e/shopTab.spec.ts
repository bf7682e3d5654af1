import { bayLabel, formatMoney } from '@lounge/core';
import type { Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// The lounge tab at 1366x768: a tab opened on a VIP's booking of bay 2, two drinks and a glove put
// on it from the counter (the glove 20% off, the drinks not), the board showing the bay's tab and
// its total, the tab closed in cash, and the cash in the cash-up's expected cash.

test.use({ viewport: { width: 1366, height: 768 } });

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('a VIP’s bay tab: two drinks and a discounted glove, closed in cash, in the cash-up', async ({
  page,
  baseURL,
  venueClock,
}) => {
  test.setTimeout(240_000);
  const day = journeySaturday(15);
  await venueClock.set(day, '17:30');
  const vip = uniqueName('Reilly');
  const member = await memberWithBookings(
    baseURL,
    vip,
    [{ date: day, start: '18:00', end: '20:00', bay: '2' }],
    'Jack',
    'vip',
  );
  await member.dispose();
  await venueClock.jump(day, '18:05');
  await signInAsNewAdmin(page, 'shop-desk');

  // Every tab, the Shop's too, in one row: none in antd's overflow menu.
  await expect(page.getByRole('tab', { name: 'Shop' })).toBeInViewport();
  await expect(page.locator('.desk-tabs .ant-tabs-nav-more')).toBeHidden();

  // A drink from the catalogue's API; the glove added at the desk, with its stock.
  const beer = uniqueName('Lager');
  const glove = uniqueName('Glove');
  const added = await page.request.post('/api/staff/shop/items', {
    data: { name: beer, category: 'drinks', priceCents: 700 },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.getByRole('tab', { name: 'Shop' }).click();
  await page.getByText('Catalogue', { exact: true }).click();
  const catalogue = page.getByRole('region', { name: 'Catalogue' });
  await catalogue.getByLabel('Name', { exact: true }).fill(glove);
  await catalogue.getByLabel('Price ($)').fill('24.99');
  await catalogue.getByLabel('Stock', { exact: true }).fill('5');
  await catalogue.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText(`Added: ${glove}`)).toBeVisible();
  await catalogue.getByLabel('Search the catalogue').fill(glove);
  await expect(catalogue.getByRole('row', { name: new RegExp(glove) })).toContainText('$24.99');
  await expectNoAxeViolations(page);

  // The tab, on the VIP's booking of bay 2.
  await page.getByText('Sell', { exact: true }).click();
  const tabs = page.getByRole('region', { name: 'Open tabs' });
  await tabs.getByRole('button', { name: 'Open Tab' }).click();
  const opening = page.getByRole('dialog', { name: 'Open a Tab' });
  // antd's Select keeps its input out of sight until it opens: typed into, as the member pickers are.
  await opening.getByRole('combobox', { name: 'Booking' }).pressSequentially(vip);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `${bayLabel('2')}, Jack ${vip}, 6:00 PM` })
    .click();
  const label = `${bayLabel('2')}, the ${vip} party`;
  await opening.getByLabel('Tab name').fill(label);
  await expectNoAxeViolations(page);
  await opening.getByRole('button', { name: 'Open Tab' }).click();
  await expect(opening).toBeHidden();
  const tab = tabs.getByRole('article', { name: label });
  await expect(tab).toContainText('Total $0');

  // Two drinks and the glove, from the counter onto the tab.
  const counter = page.getByRole('region', { name: 'Counter' });
  const search = counter.getByLabel('Find an item or scan a barcode');
  await search.fill(beer);
  const addBeer = counter.getByRole('button', { name: `Add ${beer}, $7` });
  await addBeer.click();
  await addBeer.click();
  await search.fill(glove);
  await counter.getByRole('button', { name: `Add ${glove}, $24.99` }).click();
  const lines = counter.getByRole('table', { name: 'Lines' });
  await expect(lines.getByLabel(`Quantity of ${beer}`)).toHaveValue('2');
  await expect(lines.getByLabel(`Quantity of ${glove}`)).toHaveValue('1');
  await counter.getByText('Put on tab', { exact: true }).click();
  await counter
    .locator('.ant-select')
    .filter({ has: page.locator('#shop-tab') })
    .click();
  await page.locator('.ant-select-item-option').filter({ hasText: label }).click();
  await expectNoAxeViolations(page);
  await counter.getByRole('button', { name: 'Put on Tab' }).click();
  // The glove 20% off ($4.998: $5 half up), the drinks at full price.
  const total = 2 * 700 + 2499 - 500;
  await expect(tab).toContainText(`2 x ${beer}: $14`);
  await expect(tab).toContainText(`1 x ${glove}: $24.99`);
  await expect(tab).toContainText('VIP discount (20% off merchandise): -$5');
  await expect(tab).toContainText(`Total ${formatMoney(total)}`);

  // The board shows the bay's open tab and its total on the booking.
  await page.getByRole('tab', { name: 'Bay Board' }).click();
  const block = page.getByRole('button', {
    name: new RegExp(`^Jack ${vip}, ${bayLabel('2')}, .*, Tab \\$33\\.99$`),
  });
  await expect(block).toContainText(`Tab ${formatMoney(total)}`);

  // Closed in cash: $50 handed over, the change on the receipt.
  await page.getByRole('tab', { name: 'Shop' }).click();
  await tab.getByRole('button', { name: `Close Tab ${label}` }).click();
  const closing = page.getByRole('dialog', { name: `Close ${label}` });
  await closing.getByLabel('Cash handed over ($)').fill('50');
  await expectNoAxeViolations(page);
  await closing.getByRole('button', { name: `Close Tab ${formatMoney(total)}` }).click();
  await expect(closing).toBeHidden();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('VIP discount (20% off merchandise): -$5');
  await expect(receipt).toContainText(`Total: ${formatMoney(total)}`);
  await expect(receipt).toContainText(`Change: ${formatMoney(5000 - total)}`);
  await expect(tabs.getByRole('article', { name: label })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The cash is in the cash-up's expected cash.
  await venueClock.jump(day, '22:05');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const cashUp = page.getByRole('region', { name: 'Takings and cash-up' });
  await expect(cashUp.getByLabel('Cash-up date')).toHaveValue(day);
  const takings = cashUp.getByRole('region', { name: 'Takings' });
  await expect(takings).toContainText(`Cash taken${formatMoney(total)}`);
  await expect(takings).toContainText(`Expected cash${formatMoney(total)}`);
});
