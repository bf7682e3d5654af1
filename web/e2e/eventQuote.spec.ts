import { eventQuotePageCopy as C, EVENT_TYPE_LABELS, siteLabels, toastMessages } from '@lounge/core';
import { axeViolations } from './axe';
import { expect, expectToast, test, uniqueEmail, venueDay } from './fixtures';
import { confirmAddress, createMember } from './members';
import { adminApi, latestMail, receivedText } from './outbox';

// A visitor's event inquiry becomes a quote at the desk (through the desk's API); the visitor opens
// the emailed link, accepts the terms and pays the deposit on the sandbox's checkout; a member then
// sees those bays taken; staff take the balance at the desk.

test("a visitor's inquiry becomes a paid event that holds its bays", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('event');
  await page.goto('/events');
  await page.getByRole('button', { name: 'Request to Book' }).click();
  await page.getByLabel('Contact name').fill('Tiger Events Co.');
  await page.getByLabel('Email').fill(email);
  await page
    .getByRole('combobox', { name: 'Event type', exact: true })
    .selectOption({ label: EVENT_TYPE_LABELS.corporate });
  await page.getByLabel('Tell us about your event').fill('A team outing for twelve.');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expectToast(page, toastMessages.eventSubmitted.title);

  // At the desk: the inquiry, a price list, a quote for two bays, sent.
  const desk = await adminApi(baseURL ?? '');
  const inquiries = (await (await desk.get('/api/staff/inquiries/events')).json()) as {
    id: string;
    email: string;
  }[];
  const inquiry = inquiries.find((i) => i.email === email);
  expect(inquiry).toBeTruthy();
  expect(
    (
      await desk.put('/api/staff/event-add-ons', { data: { addOns: [{ name: 'Catering', cents: 25000 }] } })
    ).status(),
  ).toBe(200);
  const date = venueDay(5);
  const built = await desk.post('/api/staff/event-quotes', {
    data: {
      inquiryId: inquiry?.id,
      packageId: 'corporate',
      space: ['1', '2'],
      date,
      startTime: '18:00',
      hours: 2,
      headCount: 12,
      addOns: ['Catering'],
    },
  });
  expect(built.status(), await built.text()).toBe(201);
  const quote = (await built.json()) as { id: string; totalCents: number };
  expect((await desk.post(`/api/staff/event-quotes/${quote.id}/send`)).status()).toBe(200);
  expect((await latestMail(desk, email, 'event_quote')).text).toContain('[link hidden]');

  // The visitor's mailbox has the link.
  const text = await receivedText(email, 'event_quote');
  const link = /https?:\/\/\S+(\/event-quote\?token=\S+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: C.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Corporate Events' })).toBeVisible();
  await expect(page).toHaveURL('/event-quote');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel(C.acceptLabel).check();
  await page.getByRole('button', { name: C.accept }).click();
  await page.getByRole('button', { name: C.payDeposit }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();
  await expect(page).toHaveURL('/event-quote');
  await expect(page.getByText(C.status.paid)).toBeVisible();
  await expect(page.getByRole('button', { name: C.payBalance })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A member sees bays 1 and 2 taken at 6:00 PM that day.
  const memberContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const member = await memberContext.newPage();
  await createMember(member, 'vip');
  const day = (await (await member.request.get(`/api/bookings/date/${date}`)).json()) as {
    bayNumber: string;
    startTime: string;
  }[];
  const taken = new Set(day.map((t) => t.bayNumber));
  expect(taken.has('1') && taken.has('2')).toBe(true);
  await memberContext.close();

  // Staff take the balance at the desk, by card: the page says it is paid in full.
  const balance = await desk.post(`/api/staff/event-quotes/${quote.id}/balance`, {
    data: { method: 'card' },
  });
  expect(balance.status()).toBe(200);
  // The report from today to the event holds the event's money, and the event by its package.
  const report = (await (await desk.get(`/api/staff/reports?from=${venueDay(0)}&to=${date}`)).json()) as {
    money: { eventsCents: number };
    events: { corporateEvents: number };
  };
  expect(report.money.eventsCents).toBeGreaterThanOrEqual(quote.totalCents);
  expect(report.events.corporateEvents).toBeGreaterThanOrEqual(1);
  await desk.dispose();
  await page.reload();
  await expect(page.getByText(C.balancePaid)).toBeVisible();
});

test("a VIP member's quote, once they have proven their address, shows the 15% member discount on the package", async ({
  page,
  baseURL,
}) => {
  const email = await createMember(page, 'vip');
  await confirmAddress(page, email);
  const account = (await (await page.request.get('/api/auth/user')).json()) as { email: string };
  await page.goto('/events');
  await page.getByRole('button', { name: 'Plan My Custom Event' }).click();
  // The form starts from the member's details.
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page
    .getByRole('combobox', { name: 'Event type', exact: true })
    .selectOption({ label: EVENT_TYPE_LABELS.celebration });
  await page.getByLabel('Tell us about your event').fill('A birthday for ten.');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expectToast(page, toastMessages.eventSubmitted.title);

  const desk = await adminApi(baseURL ?? '');
  const inquiries = (await (await desk.get('/api/staff/inquiries/events')).json()) as {
    id: string;
    email: string;
  }[];
  const inquiry = inquiries.find((i) => i.email === account.email);
  const built = await desk.post('/api/staff/event-quotes', {
    data: {
      inquiryId: inquiry?.id,
      packageId: 'celebration',
      space: ['3'],
      date: venueDay(20),
      startTime: '14:00',
      hours: 2,
      headCount: 10,
    },
  });
  expect(built.status(), await built.text()).toBe(201);
  const quote = (await built.json()) as { id: string };
  expect((await desk.post(`/api/staff/event-quotes/${quote.id}/send`)).status()).toBe(200);
  await desk.dispose();

  const text = await receivedText(account.email, 'event_quote');
  const link = /https?:\/\/\S+(\/event-quote\?token=\S+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByText('Member discount (15% off the package)')).toBeVisible();
  await expect(page.getByText('-$90')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
