/**
 * The member's path on /booking: the waitlist offered from a taken cell of the grid (this bay, or
 * any bay, which books a free one instead), the booking limit said as the page opens, and a booking
 * made with the keyboard alone.
 */
import { memberLabels, toastMessages, waitlistMessages as W } from '@lounge/core';
import { pickDate } from './bookingForm';
import { expect, expectToast, test, venueDay } from './fixtures';
import { bookThroughApi, createMember } from './members';

test.describe.configure({ timeout: 180_000 });

test('a taken cell offers the waitlist for that bay and time; any bay books a free bay instead', async ({
  page,
  browser,
  baseURL,
}) => {
  const day = venueDay(5);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await createMember(otherPage, 'vip');
  await bookThroughApi(otherPage, { bayNumber: '1', bookingDate: day, startTime: '11:00', endTime: '12:00' });
  await bookThroughApi(otherPage, { bayNumber: '1', bookingDate: day, startTime: '14:00', endTime: '15:00' });
  await other.close();

  await createMember(page, 'general');
  await page.goto('/booking');
  await pickDate(page, day);
  await expect(page.getByText('Taken: choose it to join the waitlist')).toBeVisible();

  await page.getByRole('button', { name: 'Bay 1 at 11:00 AM: taken, join the waitlist' }).click();
  const prompt = page.getByRole('region', { name: 'Waitlist' });
  await expect(prompt).toBeFocused();
  await expect(prompt.getByLabel('This bay (Bay 1)')).toBeChecked();
  await prompt.getByRole('button', { name: W.joinButton }).click();
  await expectToast(page, W.joined.title, W.joined.message);
  const entries = (await (await page.request.get('/api/waitlist')).json()) as Array<{ bayNumber: string }>;
  expect(entries).toEqual([expect.objectContaining({ bayNumber: '1', status: 'waiting' })]);

  // 'Any bay' while Bay 2 is free at 2:00 PM: booked there, not a dead end.
  await page.getByRole('button', { name: 'Bay 1 at 2:00 PM: taken, join the waitlist' }).click();
  await prompt.getByLabel(W.anyBay).check();
  await prompt.getByRole('button', { name: W.joinButton }).click();
  await expectToast(page, 'Booking Confirmed', W.bookedInstead('2').message);
  const bookings = (await (await page.request.get('/api/bookings')).json()) as Array<{ bayNumber: string }>;
  expect(bookings).toEqual([expect.objectContaining({ bayNumber: '2', status: 'confirmed' })]);
});

test('a member at their booking limit is told so as /booking opens, with the booking and Edit', async ({
  page,
}) => {
  await createMember(page, 'general');
  await bookThroughApi(page, {
    bayNumber: '3',
    bookingDate: venueDay(2),
    startTime: '15:00',
    endTime: '16:00',
  });
  await page.goto('/booking');
  const notice = page.getByRole('region', { name: memberLabels.booking.atLimitTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(memberLabels.booking.atLimit(1, 'General'));
  await expect(notice).toContainText('Bay 3');
  await expect(notice).toContainText('3:00 PM - 4:00 PM');
  await notice.getByRole('button', { name: /^Edit booking/ }).click();
  await expect(page.getByRole('dialog', { name: memberLabels.editDialog.title })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a member books a bay with the keyboard alone, in under 25 Tab presses', async ({ page }) => {
  await createMember(page, 'vip');
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Bay' })).toBeVisible();
  let tabs = 0;
  const tab = async (shift = false) => {
    tabs += 1;
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  };
  const isFocused = (locator: import('@playwright/test').Locator) =>
    locator.evaluate((e) => e === document.activeElement || e.contains(document.activeElement));
  /** Tab until `locator` has the focus (a few stops at most), each press counted. */
  const tabTo = async (locator: import('@playwright/test').Locator, most = 4) => {
    for (let i = 0; i < most && !(await isFocused(locator)); i++) await tab();
    await expect(locator).toBeFocused();
  };
  const focusedName = () =>
    page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      return e?.getAttribute('aria-label') ?? e?.id ?? e?.textContent ?? '';
    });

  // Skip the header, then on to the date (its first bookable day is already filled in).
  await tab();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  await tabTo(date, 15);
  // A day ahead, typed over the one filled in: that one may be today, and late in the venue's
  // evening today leaves a single time to book, so the grid has no neighbour to arrow to (the
  // journey failed after 8 PM in Denver). Enter accepts the typed day and closes the calendar.
  const day = venueDay(3);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(day);
  await page.keyboard.press('Enter');
  await expect(date).toHaveValue(day);

  // Start, end and bay: the first time, length and bay on offer.
  for (const label of ['Start time', 'End time', 'Bay']) {
    await tabTo(page.getByRole('combobox', { name: label, exact: true }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  // Past Players and Notes to Confirm, then into the grid: one stop, moved with the arrow keys.
  await tabTo(page.getByRole('button', { name: memberLabels.booking.confirm }));
  await tab();
  const chosen = await focusedName();
  expect(chosen).toMatch(/^Bay \d at .*: your choice$/);
  // To the neighbouring bay at the same time and back: rightwards from Bay 1, else leftwards (the
  // form's bay is the first free one, so earlier journeys' bookings can make it the last column).
  const [away, back] = chosen.startsWith('Bay 1 ')
    ? ['ArrowRight', 'ArrowLeft']
    : ['ArrowLeft', 'ArrowRight'];
  await page.keyboard.press(away);
  expect(await focusedName()).toMatch(/^Bay \d at .*: (free, choose|taken, join the waitlist)$/);
  await page.keyboard.press(back);
  expect(await focusedName()).toBe(chosen);
  await tab(true);
  await expect(page.getByRole('button', { name: memberLabels.booking.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, toastMessages.bookingConfirmed.title, toastMessages.bookingConfirmed.message);
  expect(tabs).toBeLessThan(25);
});
