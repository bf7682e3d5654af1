import { bookingMessages, memberLabels, toastMessages } from '@lounge/core';
import { pickDate } from './bookingForm';
import { createAccount, expect, test, venueDay } from './fixtures';
import { bookThroughApi, createMember } from './members';

test('a member without a membership sees Active Membership Required', async ({ page }) => {
  await createAccount(page);
  await page.goto('/booking');
  await expect(
    page.getByRole('heading', { level: 1, name: bookingMessages.membershipRequired.title }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: memberLabels.booking.viewMembership })).toHaveAttribute(
    'href',
    '/membership',
  );
});

test('signed out, /booking and /dashboard lead to the login page', async ({ page }) => {
  await page.goto('/booking');
  // The toast shows for the second before the browser goes to sign in.
  await expect(page.getByText(toastMessages.signInRequired.title)).toBeVisible();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/booking')}`);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/dashboard')}`);
});

test("the second member sees the first member's slot taken in the availability view", async ({ page }) => {
  const day = venueDay(4);
  await createMember(page, 'general');
  await bookThroughApi(page, { bayNumber: '2', bookingDate: day, startTime: '18:00', endTime: '19:00' });
  await page.request.post('/api/auth/logout');

  await createMember(page, 'general');
  await page.goto('/booking');
  await pickDate(page, day);
  const view = page.getByRole('region', { name: memberLabels.booking.availabilityTitle });
  await expect(view.getByRole('cell', { name: 'Bay 2 at 6:00 PM: Taken' })).toBeVisible();
  await expect(view.getByRole('cell', { name: 'Bay 2 at 6:30 PM: Taken' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Bay 1 at 6:00 PM: free, choose' })).toBeVisible();

  // Choosing the free bay at that time fills in the form.
  await view.getByRole('button', { name: 'Bay 1 at 6:00 PM: free, choose' }).click();
  await expect(view.getByRole('button', { name: 'Bay 1 at 6:30 PM: your choice' })).toBeVisible();
});
