import { buildQuote, EVENT_PACKAGES, eventQuotePageCopy, formatMoney } from '@lounge/core';
import { axeViolations } from '../../web/e2e/axe';
import { expect, expectToast, test, uniqueEmail, venueDay } from '../../web/e2e/fixtures';
import { adminApi, receivedText } from '../../web/e2e/outbox';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';

// Staff open an event inquiry at the desk and build its quote: one bay, catering at a price they
// changed (with why); they save the draft, open it again and change it; sending is refused because
// a member's booking is in the event's time, the dialog lists it, staff move it from there and
// send again; the contact's emailed link shows the quote with the changed prices and their reasons.

test('an event quote built at the desk, changed as a draft, sent once the booking in its way is moved', async ({
  page,
  baseURL,
}) => {
  // Five dialogs, each checked with axe, and the contact's page: longer than a short journey's 30 s.
  test.slow();
  // Four days ahead, bay 3 late in the morning: inside a General member's window, clear of the
  // other journeys' bookings.
  const date = venueDay(4);
  const contact = uniqueName('Planner');
  const email = uniqueEmail('planner');
  const catering = { name: 'Catering', cents: 25_000 };

  // The website's inquiry, the venue's price list, and a member booked inside the event's time.
  const admin = await adminApi(baseURL ?? '');
  expect((await admin.put('/api/staff/event-add-ons', { data: { addOns: [catering] } })).status()).toBe(200);
  const asked = await admin.post('/api/events', {
    data: {
      contactName: contact,
      email,
      eventType: 'corporate',
      eventDate: date,
      guestCount: '9-15',
      message: 'A client lunch with putting games.',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await admin.dispose();
  const memberLast = uniqueName('Booked');
  const member = await memberWithBookings(baseURL, memberLast, [
    { date, start: '11:00', end: '12:00', bay: '3' },
  ]);
  await member.dispose();

  await signInAsNewAdmin(page, 'quoter');
  await page.getByRole('tab', { name: /^Events/ }).click();
  await page.getByPlaceholder('Search name, email, message, notes').fill(contact);
  await page
    .getByRole('row', { name: new RegExp(contact) })
    .getByRole('button', { name: 'Build Quote' })
    .click();

  // The quote: bay 3, 10:00 for three hours, catering at a price changed with its reason.
  const build = page.getByRole('dialog', { name: `Quote for ${contact}` });
  await build.getByRole('checkbox', { name: 'Bay 3' }).check();
  await expect(build.getByLabel('Date (YYYY-MM-DD)')).toHaveValue(date);
  await build.getByLabel('Start (HH:mm)').fill('10:00');
  await build.getByLabel('Hours').fill('3');
  await build.getByLabel('Head count').fill('12');
  await build.getByRole('checkbox', { name: `Catering (${formatMoney(catering.cents)})` }).check();
  const cateringCents = catering.cents - 5_000;
  await build.getByLabel('Catering price, if changed').fill((cateringCents / 100).toFixed(2));
  // A changed price needs its reason: the form says so before anything is sent.
  await build.getByRole('button', { name: 'Build Quote' }).click();
  await expect(build.getByText('Say why a price was changed.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await build.getByLabel('Why the Catering price changed').fill('They bring their own drinks');
  const first = buildQuote({
    packageId: 'corporate',
    space: { kind: 'bays', bays: ['3'] },
    hours: 3,
    addOns: [catering],
    adjustments: { 'addon:Catering': { cents: cateringCents, reason: 'They bring their own drinks' } },
    discountPercent: 0,
  });
  expect(first.ok).toBe(true);
  await build.getByRole('button', { name: 'Build Quote' }).click();
  await expectToast(page, `Quote built: ${formatMoney(first.ok ? first.totalCents : 0)}`);

  // Event Quotes: the draft opens with its lines; staff change the head count and the package price.
  await page.getByRole('tab', { name: /^Event Quotes/ }).click();
  await page.getByRole('button', { name: `Open ${contact}'s quote` }).click();
  const quote = page.getByRole('dialog', { name: `Quote for ${contact}` });
  await expect(
    quote.getByText(`(was ${formatMoney(catering.cents)}: They bring their own drinks)`),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await quote.getByRole('button', { name: 'Edit Draft' }).click();
  const edit = page.getByRole('dialog', { name: `Change the draft for ${contact}` });
  await expect(edit.getByLabel('Head count')).toHaveValue('12');
  await expect(edit.getByLabel('Catering price, if changed')).toHaveValue((cateringCents / 100).toFixed(2));
  await edit.getByLabel('Head count').fill('14');
  const perBay = EVENT_PACKAGES.find((p) => p.id === 'corporate')?.fromCents.singleBay ?? 0;
  const packageCents = perBay - 5_000;
  await edit.getByLabel('Package price, if changed').fill((packageCents / 100).toFixed(2));
  await edit.getByLabel('Why the package price changed').fill('A weekday lunch');
  await edit.getByRole('button', { name: 'Save Draft' }).click();
  const changed = buildQuote({
    packageId: 'corporate',
    space: { kind: 'bays', bays: ['3'] },
    hours: 3,
    addOns: [catering],
    adjustments: {
      package: { cents: packageCents, reason: 'A weekday lunch' },
      'addon:Catering': { cents: cateringCents, reason: 'They bring their own drinks' },
    },
    discountPercent: 0,
  });
  const total = formatMoney(changed.ok ? changed.totalCents : 0);
  await expectToast(page, `Quote changed: ${total}`);
  await expect(quote.getByText(`(was ${formatMoney(perBay)}: A weekday lunch)`)).toBeVisible();
  await expect(quote.getByRole('row', { name: /^Total/ })).toContainText(total);

  // Sending is refused: the member's booking is in the event's time, listed with a way to move it.
  await quote.getByRole('button', { name: 'Send Quote' }).click();
  await expect(quote.getByText('Bookings in the Way')).toBeVisible();
  const inTheWay = quote.getByRole('listitem').filter({ hasText: `Max ${memberLast}, Bay 3, 11:00 AM` });
  await expect(inTheWay).toContainText('Confirmed');
  expect(await axeViolations(page)).toEqual([]);
  await inTheWay.getByRole('button', { name: `Move Max ${memberLast}'s booking on Bay 3` }).click();
  const move = page.getByRole('dialog', { name: `Change Max ${memberLast}’s booking` });
  await expect(move.getByText(/Now: Bay 3/)).toBeVisible();
  await move.getByLabel('Start', { exact: true }).fill('14:00');
  await move.getByLabel('End', { exact: true }).fill('15:00');
  expect(await axeViolations(page)).toEqual([]);
  await move.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, `Booking updated, member emailed: Max ${memberLast}, Bay 3`);
  await expect(move).toHaveCount(0);

  await quote.getByRole('button', { name: 'Send Quote' }).click();
  await expectToast(page, `Quote sent to ${email}`);
  await expect(quote.getByText('Bookings in the Way')).toHaveCount(0);
  await expect(quote.getByText('Sent', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The contact's emailed link shows the quote with the changed prices and why.
  const text = await receivedText(email, 'event_quote');
  const link = /https?:\/\/\S+(\/event-quote\?token=\S+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: eventQuotePageCopy.title })).toBeVisible();
  await expect(page.getByText(`(was ${formatMoney(perBay)}: A weekday lunch)`)).toBeVisible();
  await expect(
    page.getByText(`(was ${formatMoney(catering.cents)}: They bring their own drinks)`),
  ).toBeVisible();
});
