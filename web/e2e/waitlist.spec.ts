import {
  bookingMessages,
  formatPrice,
  GUEST_FEE_CENTS,
  memberLabels,
  siteLabels,
  toastMessages,
  waitlistMessages as W,
} from '@lounge/core';
import { fillBooking } from './bookingForm';
import { expect, expectToast, test, venueDay } from './fixtures';
import { bookThroughApi, createMember } from './members';

// Whole journeys through antd's animated controls: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

// The member who waits does it on a phone: the prompt and the dashboard's waitlist at 375 px.
test.use({ viewport: { width: 375, height: 812 } });

test('a taken bay: join the waitlist, the slot frees up, claim it from the dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  const day = venueDay(6);
  const slot = { bayNumber: '1', bookingDate: day, startTime: '11:00', endTime: '12:00' };

  // Member A, in a browser of their own.
  const contextA = await browser.newContext({ baseURL });
  const pageA = await contextA.newPage();
  await createMember(pageA, 'general');

  // Member B chooses the slot while it is still free...
  await createMember(page, 'general');
  await page.goto('/booking');
  await fillBooking(page, { date: day, start: '11:00 AM', end: '12:00 PM', bay: '1' });
  // ...and A books it first.
  await bookThroughApi(pageA, slot);

  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expectToast(page, bookingMessages.bayTaken.title, bookingMessages.bayTaken.message);
  const prompt = page.getByRole('region', { name: 'Waitlist' });
  await expect(prompt).toContainText(W.joinPrompt);
  await expect(prompt.getByLabel('This bay (Bay 1)')).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await prompt.getByRole('button', { name: W.joinButton }).click();
  await expectToast(page, W.joined.title, W.joined.message);

  await page.goto('/dashboard');
  const waitlist = page.getByRole('region', { name: W.sectionTitle });
  await expect(waitlist).toContainText('Bay 1');
  await expect(waitlist).toContainText('11:00 AM - 12:00 PM');
  await expect(waitlist).toContainText(W.position(1));

  // A cancels on their dashboard.
  await pageA.goto('/dashboard');
  await pageA
    .getByRole('region', { name: memberLabels.dashboard.upcomingTitle })
    .getByRole('button', { name: /^Edit booking/ })
    .click();
  pageA.once('dialog', (confirm) => void confirm.accept());
  await pageA
    .getByRole('dialog', { name: memberLabels.editDialog.title })
    .getByRole('button', { name: memberLabels.editDialog.cancelBooking })
    .click();
  await expectToast(pageA, toastMessages.bookingCancelled.title);
  await contextA.close();

  // B's dashboard shows the offer, and B claims it.
  await page.reload();
  await expect(waitlist).toContainText('Bay 1 is held for you until');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await waitlist.getByRole('button', { name: /^Claim Slot/ }).click();
  await expectToast(page, W.claimed.title, W.claimed.message);
  const upcoming = page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle });
  await expect(upcoming).toContainText('Bay 1');
  await expect(upcoming).toContainText('11:00 AM - 12:00 PM');
  await expect(waitlist).toBeHidden();
});

test('an offer claimed with a guest: a cancelled payment keeps the offer, and paying again books it', async ({
  page,
  browser,
  baseURL,
}) => {
  const day = venueDay(6);
  const slot = { bayNumber: '2', bookingDate: day, startTime: '15:00', endTime: '16:00', notes: null };

  const contextA = await browser.newContext({ baseURL });
  const pageA = await contextA.newPage();
  await createMember(pageA, 'general');
  const booked = await pageA.request.post('/api/bookings', { data: { ...slot, guestCount: '1' } });
  expect(booked.status()).toBe(201);

  // B (a General member, so the guest costs a guest fee) waits for the slot with one guest.
  await createMember(page, 'general');
  expect((await page.request.post('/api/waitlist', { data: { ...slot, guestCount: '2' } })).status()).toBe(
    201,
  );
  const { id } = (await booked.json()) as { id: string };
  expect((await pageA.request.patch(`/api/bookings/${id}/cancel`, { data: {} })).ok()).toBe(true);
  await contextA.close();

  await page.goto('/dashboard');
  const waitlist = page.getByRole('region', { name: W.sectionTitle });
  await expect(waitlist).toContainText('Bay 2 is held for you until');
  await waitlist.getByRole('button', { name: /^Claim Slot/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: siteLabels.testCheckout.cancel }).click();

  // Back on the guest checkout: the offer is still B's, and the way back is the dashboard.
  await expect(page).toHaveURL('/guest-checkout?payment=cancelled&guests=1');
  await expectToast(page, toastMessages.paymentCancelled.title);
  await expect(page.getByRole('link', { name: memberLabels.guestCheckout.backToDashboard })).toBeVisible();
  const entries = (await (await page.request.get('/api/waitlist')).json()) as Array<{ status: string }>;
  expect(entries).toEqual([expect.objectContaining({ status: 'offered', heldBayNumber: '2' })]);

  await page
    .getByRole('button', { name: memberLabels.guestCheckout.pay(formatPrice(GUEST_FEE_CENTS)) })
    .click();
  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();
  await expect(page).toHaveURL('/dashboard');
  await expectToast(page, W.claimed.title, W.claimed.message);
  const upcoming = page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle });
  await expect(upcoming).toContainText('Bay 2');
  await expect(upcoming).toContainText('3:00 PM - 4:00 PM');
  await expect(upcoming).toContainText('2 players (you + 1 guest)');
  await expect(waitlist).toBeHidden();
});
