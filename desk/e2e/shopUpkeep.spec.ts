import { formatMoney } from '@lounge/core';
import type { Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// The shop's upkeep at 1366x768: an item's price edited in the catalogue, two sold at the new price,
// one of them refunded from the Shop screen's sales of the day with a reason, and the shop's
// report on Reports showing the item's gross, refund and net to the cent.

test.use({ viewport: { width: 1366, height: 768 } });

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('an item’s price edited, a sale of it refunded from the Shop screen, and the shop’s report', async ({
  page,
  venueClock,
}) => {
  test.setTimeout(240_000);
  const day = journeySaturday(21);
  await venueClock.set(day, '11:00');
  await signInAsNewAdmin(page, 'shop-upkeep');
  const cap = uniqueName('Cap');
  const added = await page.request.post('/api/staff/shop/items', {
    data: { name: cap, category: 'merchandise', priceCents: 2000, stock: 5 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const capId = ((await added.json()) as { id: string }).id;

  // The price edited at the desk: $20 to $24.50.
  await page.getByRole('tab', { name: 'Shop' }).click();
  await page.getByText('Catalogue', { exact: true }).click();
  const catalogue = page.getByRole('region', { name: 'Catalogue' });
  await catalogue.getByLabel('Search the catalogue').fill(cap);
  await catalogue.getByRole('button', { name: `Edit ${cap}` }).click();
  const editing = page.getByRole('dialog', { name: `Edit ${cap}` });
  await expect(editing.getByLabel('Price ($)')).toHaveValue('20.00');
  await editing.getByLabel('Price ($)').fill('24.50');
  await expectNoAxeViolations(page);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await expect(catalogue.getByRole('row', { name: new RegExp(cap) })).toContainText('$24.50');

  // Two sold at the new price (the counter's own journey rings up at the desk).
  const sold = await page.request.post('/api/staff/shop/sales', {
    data: { lines: [{ itemId: capId, quantity: 2 }], payment: { method: 'card' } },
  });
  expect(sold.status(), await sold.text()).toBe(201);

  // One of the two refunded from today's sales, with a reason.
  await page.getByText('Sales', { exact: true }).click();
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByLabel('Sales of the day')).toHaveValue(day);
  const row = sales.getByRole('row', { name: new RegExp(`2 x ${cap}`) });
  await expect(row).toContainText(formatMoney(4900));
  await row.getByRole('button', { name: /^Refund the sale of / }).click();
  const refunding = page.getByRole('dialog', { name: /^Refund the sale of / });
  await refunding.getByText('Some lines', { exact: true }).click();
  await refunding.getByLabel(`Units of ${cap} to refund (up to 2)`).fill('1');
  await refunding.getByLabel('Reason').fill('Wrong size');
  await expectNoAxeViolations(page);
  await refunding.getByRole('button', { name: 'Refund' }).click();
  await expect(refunding).toBeHidden();
  // What is left of the sale can still be refunded: its row shows what went back and keeps Refund.
  await expect(row).toContainText(`Card${formatMoney(4900)}${formatMoney(2450)}`);
  await expect(row.getByRole('button', { name: /^Refund the sale of / })).toBeVisible();
  await expectNoAxeViolations(page);

  // The report's shop: the cap sold twice at $24.50, one refunded, $24.50 net.
  await page.getByRole('tab', { name: 'Reports' }).click();
  const shop = page.getByRole('region', { name: 'Shop', exact: true });
  const byItem = shop.getByRole('table', { name: 'Shop sales by item' });
  await expect(byItem.getByRole('row', { name: new RegExp(cap) })).toHaveText(
    new RegExp(`${cap}Merchandise21\\$49\\$0\\$0\\$24\\.50\\$24\\.50`),
  );
  await expect(shop.getByRole('link', { name: 'Download Shop CSV' })).toBeVisible();
  await expectNoAxeViolations(page);
});
