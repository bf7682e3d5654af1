/**
 * What the desk journey needs on the server before staff open the console, made the way it happens
 * for real: an admin created on the box (`npm run admin:create` against the server's database), a
 * member who bought a membership through the payment sandbox and booked a bay through /api/bookings,
 * a tour request and a contact message sent as the website sends them.
 */
import {
  addDays,
  eventQuotePageCopy as C,
  CARD_HOLES,
  DEFAULT_VENUE,
  isoWeekday,
  siteLabels,
  venueDate,
} from '@lounge/core';
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { uniqueEmail, venueDay } from '../../web/e2e/fixtures';
import { receivedText } from '../../web/e2e/outbox';
import { createAdmin, PASSWORD } from '../../web/e2e/staffAccounts';

export { createAdmin, PASSWORD } from '../../web/e2e/staffAccounts';

let counter = 0;
/** A name no other test uses, so searches find exactly this journey's rows. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Signs a member up for the General plan and pays for it on the sandbox; `api` stays signed in. */
async function createMember(
  api: APIRequestContext,
  site: string,
  lastName: string,
  firstName: string,
  plan: 'general' | 'vip',
): Promise<string> {
  const email = `${lastName.toLowerCase()}@example.com`;
  const signup = await api.post('/api/auth/signup', {
    data: {
      email,
      password: PASSWORD,
      firstName,
      lastName,
      membershipType: plan,
      membershipStatus: 'pending',
    },
  });
  expect(signup.status()).toBe(201);
  const checkout = await api.post('/api/checkout/create-session', {
    data: {
      plan,
      flow: 'monthly',
      successUrl: `${site}/billing/complete?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${site}/membership-selection`,
      customerEmail: email,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const sessionId = new URL((await checkout.json()).url, 'http://x').searchParams.get('session_id');
  const paid = await api.post(`/api/payments/sandbox/sessions/${sessionId}/complete`, { data: {} });
  expect(paid.status()).toBe(200);
  const me = await (await api.get('/api/auth/user')).json();
  expect(me).toMatchObject({ membershipType: plan });
  return email;
}

export interface BookingAt {
  date: string;
  /** 'HH:mm' at the venue. */
  start: string;
  end: string;
  bay: string;
  players?: number;
}

/** Books exactly this bay and time as the member signed in on `api`; returns the booking's id. */
async function bookAt(api: APIRequestContext, at: BookingAt): Promise<string> {
  const res = await api.post('/api/bookings', {
    data: {
      bayNumber: at.bay,
      bookingDate: at.date,
      startTime: at.start,
      endTime: at.end,
      guestCount: String(at.players ?? 1),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/**
 * Asks for a tour on the first tour day from two days after `today` (the venue's today by
 * default); returns that date.
 */
export async function requestTour(
  api: APIRequestContext,
  lastName: string,
  today = venueDate(Date.now(), DEFAULT_VENUE.timeZone),
): Promise<string> {
  let date = addDays(today, 2);
  while (!DEFAULT_VENUE.tours.weekdays.includes(isoWeekday(date))) date = addDays(date, 1);
  const res = await api.post('/api/tours/book', {
    data: {
      firstName: 'Tia',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      preferredDate: date,
      preferredTime: '14:00',
      partySize: 2,
    },
  });
  expect(res.status()).toBe(201);
  return date;
}

export async function sendContactMessage(api: APIRequestContext, lastName: string): Promise<void> {
  const res = await api.post('/api/contact', {
    data: {
      firstName: 'Cy',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      inquiryType: 'general',
      message: 'Are the bays open on holidays?',
    },
  });
  expect(res.status()).toBe(201);
}

/** Fills and sends the console's sign-in form, already open on `page`, as `email` (the shared password). */
export async function fillDeskSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Creates an admin on the box, named after `prefix`, and signs in as it at /desk; resolves once the
 * console shows its first screen, the Bay Board.
 */
export async function signInAsNewAdmin(page: Page, prefix: string): Promise<void> {
  const email = `${uniqueName(prefix).toLowerCase()}@example.com`;
  createAdmin(email);
  await page.goto('/desk');
  await fillDeskSignIn(page, email);
  await expect(page.getByRole('tab', { name: /Bay Board/ })).toHaveAttribute('aria-selected', 'true');
}

/**
 * A new General member (or VIP: `plan`) named `lastName` (first name Max unless given), paid on the sandbox, in a
 * cookie jar of its own (not the page's), who has booked `bookings`. The caller disposes of it when
 * the journey is done with it.
 */
export async function memberWithBookings(
  baseURL: string | undefined,
  lastName: string,
  bookings: BookingAt[] = [],
  firstName = 'Max',
  plan: 'general' | 'vip' = 'general',
): Promise<APIRequestContext> {
  const member = await playwrightRequest.newContext({ baseURL });
  await createMember(member, baseURL ?? '', lastName, firstName, plan);
  for (const at of bookings) await bookAt(member, at);
  return member;
}

/**
 * Something in every panel of the console, so the sweeps see rows and not only empty states: a
 * member with a booking tomorrow in bay 2 at `hours` (each caller its own, as journeys on one
 * server share its bays), a tour request and a contact message.
 */
export async function somethingInEveryPanel(
  baseURL: string | undefined,
  hours: Pick<BookingAt, 'start' | 'end'>,
): Promise<void> {
  const member = await memberWithBookings(baseURL, uniqueName('Sweep'), [
    { date: venueDay(1), ...hours, bay: '2' },
  ]);
  await requestTour(member, uniqueName('Visitor'));
  await sendContactMessage(member, uniqueName('Writer'));
  await member.dispose();
}

/** Opens each tab the signed-in account sees, in order, and runs `visit` on it; returns the tabs' names. */
export async function visitEveryTab(page: Page, visit: (name: string) => Promise<void>): Promise<string[]> {
  const tabs = page.getByRole('tab');
  const names: string[] = [];
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    // The tab's label without its count badge (Tours 1).
    const name = (await tab.innerText()).split('\n')[0]?.trim() ?? '';
    names.push(name);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await visit(name);
  }
  return names;
}

/**
 * A paid private event on bay 1 that evening (or, `tournament`, a Golf Tournaments event of the whole
 * lounge from noon for 4 hours): the inquiry, the quote sent, accepted and its deposit paid; its id.
 */
export async function paidEvent(
  page: Page,
  desk: APIRequestContext,
  date: string,
  contact: string,
  phone = '(406) 555-0144',
  tournament = false,
): Promise<string> {
  const email = uniqueEmail('host');
  const asked = await desk.post('/api/events', {
    data: {
      contactName: contact,
      email,
      phone,
      eventType: 'corporate',
      eventDate: date,
      guestCount: '9-15',
      message: 'A team night.',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const inquiries = (await (await desk.get('/api/staff/inquiries/events')).json()) as {
    id: string;
    email: string;
  }[];
  const built = await desk.post('/api/staff/event-quotes', {
    data: {
      inquiryId: inquiries.find((i) => i.email === email)?.id,
      ...(tournament
        ? { packageId: 'tournament', space: 'facility', startTime: '12:00', hours: 4 }
        : { packageId: 'corporate', space: ['1'], startTime: '18:00', hours: 2 }),
      date,
      headCount: 12,
    },
  });
  expect(built.status(), await built.text()).toBe(201);
  const quote = (await built.json()) as { id: string };
  expect((await desk.post(`/api/staff/event-quotes/${quote.id}/send`)).status()).toBe(200);
  const link = /https?:\/\/\S+(\/event-quote\?token=\S+)/.exec(await receivedText(email, 'event_quote'))?.[1];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await page.getByLabel(C.acceptLabel).check();
  await page.getByRole('button', { name: C.accept }).click();
  await page.getByRole('button', { name: C.payDeposit }).click();
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();
  await expect(page.getByText(C.status.paid)).toBeVisible();
  return quote.id;
}

export interface RoundAt {
  date: string;
  /** 'HH:mm' at the venue. */
  start: string;
  end: string;
  bays: string[];
  /** An ISO instant. */
  registrationClosesAt: string;
}

/**
 * A free one-round net tournament named `name` for a field of 8, at Pebble Beach (par 4 on every
 * hole), played on `at`'s bays and hours; returns its id.
 */
export async function roundAt(desk: APIRequestContext, name: string, at: RoundAt): Promise<string> {
  const created = await desk.post('/api/staff/competitions', {
    data: {
      name,
      description: 'One round.',
      kind: 'tournament',
      format: 'net',
      allowancePercent: 95,
      eligibility: 'members',
      entryFeeCents: { general: 0, vip: 0 },
      fieldSize: 8,
      registrationClosesAt: at.registrationClosesAt,
      course: {
        name: 'Pebble Beach',
        courseRating: 72,
        slopeRating: 113,
        holes: Array.from({ length: CARD_HOLES }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
      },
      rounds: [{ date: at.date, startTime: at.start, endTime: at.end, bays: at.bays }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
