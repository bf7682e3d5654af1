import { accountMessages as M } from '@lounge/core';
import { createAccount, expect, test } from './fixtures';
import { confirmAddress } from './members';

// A new account proves its address: the dashboard asks for it, the link mailed at sign-up confirms
// it, and the request ends on the dashboard without the card (the fixture runs axe-core there).

test('a new member confirms their address from the link sign-up mailed them', async ({ page }) => {
  const email = await createAccount(page);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: M.confirmAddressTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText(M.confirmAddressText(email))).toBeVisible();

  // Lost the first mail: ask again, then follow the newest link.
  await card.getByRole('button', { name: M.confirmAddressResend }).click();
  await expect(page.getByText(M.confirmLinkSent(email).message)).toBeVisible();
  await confirmAddress(page, email);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Membership' })).toBeVisible();
  await expect(page.getByRole('region', { name: M.confirmAddressTitle })).toHaveCount(0);
});
