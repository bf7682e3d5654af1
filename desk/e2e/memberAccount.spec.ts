import { request as playwrightRequest } from '@playwright/test';
import { expect, expectToast, test } from '../../web/e2e/fixtures';
import { PASSWORD, signInAsNewAdmin, uniqueName } from './deskSetup';

// A member's account at the desk: an admin corrects a member's name and phone, then deletes the
// account at the member's request; the member is signed out and reads 'Deleted member' in the list.

test('an admin edits a member’s details and deletes the account on request', async ({ page, baseURL }) => {
  const lastName = uniqueName('Leaver');
  const email = `${lastName.toLowerCase()}@example.com`;
  const member = await playwrightRequest.newContext({ baseURL });
  const signup = await member.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Robin', lastName },
  });
  expect(signup.status()).toBe(201);

  await signInAsNewAdmin(page, 'admin');
  await page.getByRole('tab', { name: /Members/ }).click();
  await page.getByLabel('Search members').fill(lastName);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Account' }).click();

  const dialog = page.getByRole('dialog', { name: `Account: Robin ${lastName}` });
  await dialog.getByLabel('First name').fill('Robyn');
  await dialog.getByLabel('Phone (optional)').fill('406 555 0142');
  await dialog.getByRole('button', { name: 'Save Details' }).click();
  await expectToast(page, 'Member Updated');
  await expect(page.getByRole('row').filter({ hasText: `Robyn ${lastName}` })).toHaveCount(1);
  expect((await (await member.get('/api/auth/user')).json()).phone).toBe('+14065550142');

  await page.getByRole('row').filter({ hasText: lastName }).getByRole('button', { name: 'Account' }).click();
  const again = page.getByRole('dialog', { name: `Account: Robyn ${lastName}` });
  const remove = again.getByRole('button', { name: 'Delete Account on Request' });
  await expect(remove).toBeDisabled();
  await again.getByLabel('Type DELETE to confirm').fill('DELETE');
  await remove.click();
  await expectToast(page, 'Account Deleted');
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(0);
  expect((await member.get('/api/auth/user')).status()).toBe(401);
  await member.dispose();
});
