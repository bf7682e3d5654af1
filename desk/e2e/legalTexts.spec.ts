import { expect, expectToast, test } from '../../web/e2e/fixtures';
import { signInAsNewAdmin } from './deskSetup';

// An admin replaces the Terms of Service with the venue's own text at the desk; the footer's link
// then shows it on the website; restoring the default brings core's text back.

test('an admin replaces the terms in the desk, the website shows them, and the default comes back', async ({
  page,
}) => {
  await signInAsNewAdmin(page, 'counsel');
  await page.getByRole('tab', { name: 'Website' }).click();

  const terms = page.getByRole('form', { name: 'Terms of Service' });
  const text = terms.getByLabel('Terms of Service text');
  await expect(text).toHaveValue(/## Cancelling your membership/);
  await text.fill(
    'Our own terms, written for Big Sky.\n\n## House rules\n\nOne member, one card.\n\n## Refunds\n\nAsk at the desk.',
  );
  await terms.getByRole('button', { name: 'Save Terms of Service' }).click();
  await expectToast(page, 'Text Saved', 'The website shows the new Terms of Service now.');
  await expect(terms.getByText(/The venue’s own text, saved \d{4}-\d{2}-\d{2}\./)).toBeVisible();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'House rules' })).toBeVisible();
  await expect(page.getByText('Our own terms, written for Big Sky.')).toBeVisible();
  // Loaded as a page of its own too (the server gives the shell, not the prerendered default).
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2, name: 'House rules' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancelling your membership' })).toHaveCount(0);

  await page.goto('/desk');
  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: 'Restore the Default Terms of Service' }).click();
  await expectToast(page, 'Default Restored');
  await expect(terms.getByText('The default text for a members’ club.')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelling your membership' })).toBeVisible();
});
