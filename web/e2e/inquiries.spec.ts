import { readFile } from 'node:fs/promises';
import {
  DEFAULT_VENUE,
  EVENT_TYPE_LABELS,
  formMessages,
  INQUIRY_TYPE_LABELS,
  toastMessages,
  tourRequestCopy,
} from '@lounge/core';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { scrollToDeferredParts } from './deferredParts';
import { expect, expectToast, nextVenueDay, test, uniqueEmail, venueDay } from './fixtures';

/** A date in the browser's own date field (its value is the ISO date). */
async function fillDate(page: Page, label: string, isoDate: string) {
  const input = page.getByLabel(label);
  await input.fill(isoDate);
  await expect(input).toHaveValue(isoDate);
}

/** A choice in a native select, by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** The tour page, scrolled to its form (which comes to life as the visitor nears it). */
async function openTour(page: Page) {
  await page.goto('/tour');
  await scrollToDeferredParts(page);
}

const tourDay = nextVenueDay(DEFAULT_VENUE.tours.weekdays);

async function fillTour(page: Page) {
  await page.getByLabel('First name').fill('Annika');
  await page.getByLabel('Last name').fill('Sorenstam');
  await page.getByLabel('Email').fill(uniqueEmail('tour'));
  await fillDate(page, 'Preferred date', tourDay);
  await choose(page, 'Preferred time', '12:30 PM');
}

test.describe('tour requests', () => {
  test("a Monday is refused at the field in core's words, and nothing is sent", async ({ page }) => {
    await openTour(page);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/tours/book')) sent += 1;
    });
    const date = page.getByLabel('Preferred date');
    // The browser's calendar starts at the venue's today and ends with the tour window.
    await expect(date).toHaveAttribute('min', venueDay(0));
    await expect(date).toHaveAttribute('max', venueDay(DEFAULT_VENUE.tours.windowDays));
    await fillTour(page);
    await fillDate(page, 'Preferred date', nextVenueDay([1]));
    // Named as soon as it is chosen (the browser's calendar cannot grey it), on the field itself.
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    const error = page.locator('.ant-form-item-explain-error', { hasText: formMessages.tourWeekdaysOnly });
    await expect(error).toBeVisible();
    await page.getByRole('button', { name: 'Schedule My Tour' }).click();
    await expect(date).toBeFocused();
    await page.waitForTimeout(500);
    expect(sent).toBe(0);
    // A Wednesday is taken, and the error goes.
    await fillDate(page, 'Preferred date', nextVenueDay([3]));
    await expect(error).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a visitor requests a tour: a confirmation that stays, with its summary and a calendar file', async ({
    page,
  }) => {
    await openTour(page);
    await fillTour(page);
    await page.getByRole('button', { name: 'Schedule My Tour' }).click();
    const confirmation = page.getByRole('region', { name: tourRequestCopy.title });
    await expect(confirmation.getByRole('heading', { name: tourRequestCopy.title })).toBeFocused();
    const asked = { date: tourDay, time: '12:30', partySize: 1 };
    for (const line of tourRequestCopy.lines(asked, DEFAULT_VENUE))
      await expect(confirmation).toContainText(line);
    await expect(confirmation).toContainText(tourRequestCopy.next(DEFAULT_VENUE));
    // No toast that leaves, no form emptied under it: the confirmation is the page's answer.
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirmation.getByRole('link', { name: tourRequestCopy.addToCalendar }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lounge-tour-request.ics');
    const file = await readFile((await download.path()) as string, 'utf8');
    const day = tourDay.replaceAll('-', '');
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain(`DTSTART;TZID=${DEFAULT_VENUE.timeZone}:${day}T123000`);
    expect(file).toContain('STATUS:TENTATIVE');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a keyboard user reaches the form by Tab alone, without scrolling', async ({ page }) => {
    // The form below the first screen hydrates when the visitor nears it; its prerendered fields
    // take the focus and typing meanwhile. On a phone the form starts well below the first screen.
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/tour');
    const firstName = page.getByLabel('First name');
    // Asked in one step in the page: the live form may replace the prerendered one between finding
    // the field and asking it (the focus moves with the visitor's field; an old handle would not).
    const inFirstName = () =>
      page.evaluate(() =>
        Array.from((document.activeElement as HTMLInputElement | null)?.labels ?? []).some((label) =>
          label.textContent?.includes('First name'),
        ),
      );
    let presses = 0;
    while (presses < 60 && !(await inFirstName())) {
      await page.keyboard.press('Tab');
      presses += 1;
      // Reaching the footer first would mean Tab went past the form's fields.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('footer')))).toBe(false);
    }
    await expect(firstName).toBeFocused();
    await page.keyboard.type('Annika');
    await expect(firstName).toHaveValue('Annika');
  });

  test.describe('before the form has its code', () => {
    // The service worker would fetch the form's code itself, past the hold below.
    test.use({ serviceWorkers: 'block' });
    for (const width of [375, 1280]) {
      test(`at ${width} px the form takes typing before its code has arrived, and keeps it`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        // The form's code held back, as on a slow phone: the visitor does not wait for it.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/assets\/ThemedTourForm-[^/]*\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/tour');
        const firstName = page.getByLabel('First name');
        await firstName.scrollIntoViewIfNeeded();
        const box = await firstName.boundingBox();
        await firstName.click();
        await page.keyboard.type('Annika');
        await page.getByLabel('Last name').click();
        await page.keyboard.type('Soren');
        await expect(page.locator('fieldset.deferred:not([data-live])')).toHaveCount(1);

        release();
        await expect(page.locator('fieldset.deferred[data-live]')).toHaveCount(1);
        await expect(page.getByLabel('First name')).toHaveValue('Annika');
        await expect(page.getByLabel('Last name')).toHaveValue('Soren');
        await expect(page.getByLabel('Last name')).toBeFocused();
        await page.keyboard.type('stam');
        await expect(page.getByLabel('Last name')).toHaveValue('Sorenstam');
        // The live form is drawn where the prerendered one was, within a pixel (a text line's
        // sub-pixel baseline may differ once a late font face is in).
        const live = await page.getByLabel('First name').boundingBox();
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs((live?.[side] ?? Number.NaN) - (box?.[side] ?? Number.NaN)), side).toBeLessThan(1);
      });
    }
  });

  test("a missing date gets 'Date Required'", async ({ page }) => {
    await openTour(page);
    await page.getByRole('button', { name: 'Schedule My Tour' }).click();
    await expectToast(page, formMessages.tourDateRequired.title, formMessages.tourDateRequired.message);
  });

  test("a server failure shows 'Booking Failed'", async ({ page }) => {
    await page.route('**/api/tours/book', (route) => route.fulfill({ status: 500, body: '' }));
    await openTour(page);
    await fillTour(page);
    await page.getByRole('button', { name: 'Schedule My Tour' }).click();
    await expectToast(page, toastMessages.tourFailed.title, toastMessages.tourFailed.message);
  });
});

async function fillEvent(page: Page) {
  await page.getByLabel('Contact name').fill('Tiger Events Co.');
  await page.getByLabel('Email').fill(uniqueEmail('event'));
  await choose(page, 'Event type', EVENT_TYPE_LABELS.corporate);
  await page.getByLabel('Tell us about your event').fill('A team outing for twelve in March.');
}

test.describe('event inquiries', () => {
  test("an inquiry is sent: 'Inquiry Submitted'", async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Request to Book' }).click();
    await fillEvent(page);
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expectToast(page, toastMessages.eventSubmitted.title);
  });

  test("a date and a guest range chosen in the browser's own fields are sent; a past date is refused at the field", async ({
    page,
  }) => {
    await page.goto('/events');
    await fillEvent(page);
    const date = page.getByLabel('Event date (optional)');
    await expect(date).toHaveAttribute('min', venueDay(0));
    // Typed past the calendar's first day: named at once, in core's words, and not sent.
    await fillDate(page, 'Event date (optional)', venueDay(-1));
    const past = page.locator('.ant-form-item-explain-error', { hasText: formMessages.eventDatePast });
    await expect(past).toBeVisible();
    await fillDate(page, 'Event date (optional)', venueDay(40));
    await expect(past).toHaveCount(0);
    await choose(page, 'Number of guests (optional)', '9-15 guests');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      eventType: 'corporate',
      eventDate: venueDay(40),
      guestCount: '9-15',
    });
    await expectToast(page, toastMessages.eventSubmitted.title);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a failure shows 'Submission Failed'", async ({ page }) => {
    await page.route('**/api/events', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/events');
    await fillEvent(page);
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expectToast(page, toastMessages.eventFailed.title, toastMessages.eventFailed.message);
  });

  test("visitors can also join: 'Join Now' goes to the home page's memberships", async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('main').getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL('/#memberships');
    await expect(page.locator('#memberships')).toBeInViewport();
  });
});

async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Bobby');
  await page.getByLabel('Last name').fill('Jones');
  await page.getByLabel('Email').fill(uniqueEmail('contact'));
  // A native select (it works before the page's app has started).
  await page
    .getByRole('combobox', { name: 'What can we help with?', exact: true })
    .selectOption({ label: INQUIRY_TYPE_LABELS.general });
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you have left-handed clubs?');
}

test.describe('contact messages', () => {
  test("a message is sent: 'Message Sent'", async ({ page }) => {
    await page.goto('/contact');
    await fillContact(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ inquiryType: 'general' });
    await expectToast(page, toastMessages.contactSent.title);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a failure shows 'Failed to Send'", async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/contact');
    await fillContact(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, toastMessages.contactFailed.title, toastMessages.contactFailed.message);
  });

  test('shows the venue hours and contact details', async ({ page }) => {
    await page.goto('/contact');
    const details = page.locator('.contact-details');
    await expect(details).toContainText(DEFAULT_VENUE.contact.phone);
    await expect(details).toContainText(DEFAULT_VENUE.contact.email);
    await expect(details).toContainText('Monday-Sunday 9:00 AM - 10:00 PM');
  });
});
