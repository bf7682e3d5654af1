import { formatPrice, GUEST_FEE_CENTS } from '@lounge/core';
import type { Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// The cash-up at 1366x768: a walk-in's guest fee taken in cash, part of it handed back, the
// day's takings by method, and the drawer counted at close with its difference stated and saved.

test.use({ viewport: { width: 1366, height: 768 } });

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('cash taken for a walk-in, some refunded, the drawer counted: expected cash and the difference', async ({
  page,
  baseURL,
  venueClock,
}) => {
  test.setTimeout(240_000);
  const day = journeySaturday(14);
  await venueClock.set(day, '14:00');
  const walker = uniqueName('Cash');
  const member = await memberWithBookings(baseURL, walker);
  await member.dispose();
  await venueClock.jump(day, '14:07');
  await signInAsNewAdmin(page, 'cash-up-desk');
  await expect(page.getByLabel('Board date')).toHaveValue(day);

  // The walk-in with two guests, paid in cash.
  await page.getByRole('button', { name: 'Walk-in now' }).click();
  const walkIn = page.getByRole('dialog', { name: 'Walk-in from 2:00 PM' });
  await walkIn.getByRole('combobox', { name: 'Member' }).pressSequentially(walker);
  await expect(page.locator('.ant-select-item-option').filter({ hasText: `Max ${walker}` })).toBeVisible();
  await page.keyboard.press('Enter');
  await walkIn
    .getByRole('group', { name: 'Players (member included)' })
    .getByText('3', { exact: true })
    .click();
  const fee = 2 * GUEST_FEE_CENTS;
  await walkIn.getByRole('button', { name: `Cash ${formatPrice(fee)} · Book and Check In` }).click();
  await expect(page.getByText(`Checked in: Max ${walker}`)).toBeVisible();

  // One guest leaves: $15 handed back in cash, from the member's payments.
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(walker);
  await page
    .getByRole('row', { name: new RegExp(walker) })
    .getByRole('button', { name: 'Payments' })
    .click();
  const payments = page.getByRole('dialog', { name: `Payments: Max ${walker}` });
  // The cash fee, not the membership the member also paid.
  await payments
    .getByRole('row', { name: /Paid at the desk/ })
    .getByRole('button', { name: 'Refund' })
    .click();
  const refund = page.getByRole('dialog', { name: /^Refund/ }).last();
  await refund.getByLabel('Amount (dollars)').fill('15');
  await refund.getByLabel('Reason').fill('One guest left');
  await refund.getByRole('button', { name: 'Review Refund' }).click();
  // Stated before it is sent.
  const confirm = page.getByRole('dialog', { name: 'Send this refund?' });
  await expect(confirm).toContainText('Refund $15 of');
  await confirm.getByRole('button', { name: 'Send Refund' }).click();
  await expect(page.getByText(/Refunded \$15 of/)).toBeVisible();
  await payments.getByRole('button', { name: 'Close' }).click();
  await expect(payments).toBeHidden();

  // At close: the day's takings, and the drawer counted.
  await venueClock.jump(day, '22:05');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const cashUp = page.getByRole('region', { name: 'Takings and cash-up' });
  await expect(cashUp.getByLabel('Cash-up date')).toHaveValue(day);
  const takings = cashUp.getByRole('region', { name: 'Takings' });
  const expected = fee - 1500;
  await expect(takings).toContainText(`Cash taken${formatPrice(fee)}`);
  await expect(takings).toContainText('Cash refunded$15');
  await expect(takings).toContainText(`Expected cash${formatPrice(expected)}`);
  await cashUp.getByLabel('Cash counted ($)').fill(String((expected - 50) / 100));
  await expect(cashUp.getByRole('status')).toHaveText(`Expected ${formatPrice(expected)} · Short $0.50`);
  await expectNoAxeViolations(page);
  await cashUp.getByRole('button', { name: 'Save Count' }).click();
  await expect(cashUp.getByTestId('cash-difference')).toHaveText('Short $0.50');
  await expect(cashUp).toContainText(/Counted by .+ at 10:05 PM/);
  await expect(cashUp.getByRole('button', { name: 'Count Again' })).toBeVisible();
  // The frame still fits: the page itself never scrolls (the screen scrolls in its own box).
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
  expect(await page.evaluate(() => document.getElementById('app')?.scrollTop)).toBe(0);
  await expect(page.getByRole('combobox', { name: 'Find a member' })).toBeInViewport();
  await expect(cashUp.getByTestId('cash-difference')).toBeInViewport();
  await expectNoAxeViolations(page);

  // The count is the server's, with who and when.
  const saved = await page.request.get(`/api/staff/cash-up?date=${day}`);
  expect(await saved.json()).toMatchObject({
    takings: { cashCents: fee, cashRefundedCents: 1500, expectedCashCents: expected },
    count: { countedCents: expected - 50, differenceCents: -50, differenceWords: 'Short $0.50' },
  });
});
