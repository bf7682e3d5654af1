import { readFile } from 'node:fs/promises';
import { calendarMessages, memberLabels } from '@lounge/core';
import { expect, test, venueDay } from './fixtures';
import { bookThroughApi, createMember } from './members';

// Calendars: an upcoming booking's 'Add to calendar' downloads its .ics file; the dashboard shows
// the member's private feed link.

test("'Add to calendar' on an upcoming booking downloads its calendar file", async ({ page }) => {
  await createMember(page, 'general');
  await bookThroughApi(page, {
    bayNumber: '3',
    bookingDate: venueDay(6),
    startTime: '16:00',
    endTime: '17:00',
  });

  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle });
  const link = upcoming.getByRole('link', { name: /^Add to calendar: Bay 3/ });
  await expect(link).toBeVisible();

  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('BEGIN:VEVENT');

  const res = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(res.headers()['content-type']).toContain('text/calendar');

  // The private feed link, made on request and shown once, ready to copy.
  const feed = page.getByRole('region', { name: calendarMessages.feedTitle });
  await feed.getByRole('button', { name: calendarMessages.make }).click();
  await expect(feed.getByLabel(calendarMessages.feedLabel)).toHaveValue(/^https?:\/\/\S+\.ics$/);
  await expect(feed.getByText(calendarMessages.shownOnce)).toBeVisible();
});
