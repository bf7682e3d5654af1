import {
  accountMessages as A,
  type BookingStatus,
  type BookingView,
  calendarMessages as C,
  DEFAULT_VENUE,
  formatPrice,
  GUEST_FEE_CENTS,
  memberLabels,
  pageCopy,
  paymentsCopy,
  reminderMessages as R,
  TIERS,
  toastMessages,
  toIsoInstant,
  waitlistMessages as W,
  type WaitlistEntryView,
  wallToInstant,
} from '@lounge/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { freezeDateInEachTest } from '../../testing/frozenDate';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import { readPendingBooking } from '../guestCheckout/pendingBooking';
import DashboardPage from './DashboardPage';

// Now: 2026-03-10 10:00 at the venue (16:00 UTC).
const NOW = new Date('2026-03-10T16:00:00Z');
const general = makeUser({
  firstName: 'Ada',
  membershipType: 'general',
  membershipStatus: 'monthly',
  createdAt: '2026-01-05T18:00:00.000Z',
});

let n = 0;
/** A one-hour booking on `date` at `hour` o'clock, venue time. */
function booking(date: string, hour: number, status: BookingStatus = 'confirmed', bay = '1'): BookingView {
  n += 1;
  const at = (h: number) =>
    toIsoInstant(wallToInstant(date, `${String(h).padStart(2, '0')}:00`, DEFAULT_VENUE.timeZone));
  const [start, end] = [at(hour), at(hour + 1)];
  return {
    id: `b${n}`,
    userId: 'u1',
    bayNumber: bay,
    bookingDate: date,
    startTime: start,
    endTime: end,
    guestCount: '2',
    guestFee: GUEST_FEE_CENTS,
    status,
    notes: null,
    createdAt: start,
    updatedAt: start,
  };
}

const FEED_URL = 'https://lounge.example/api/calendar/feed/secret-1.ics';
const FEED_MADE_AT = '2026-03-02T17:00:00.000Z';

const subscription = {
  hasSubscription: true,
  flow: 'monthly',
  stripeStatus: 'active',
  currentPeriodEnd: '2026-04-05T18:00:00.000Z',
  cancelAtPeriodEnd: false,
  items: [{ amount: TIERS.general.prices.monthlyCents, interval: 'month' }],
  message: 'Your membership is active.',
};

freezeDateInEachTest(NOW);

/** The dashboard with its cards, which load after the greeting has been painted. */
async function renderDashboard(
  bookings: BookingView[],
  user = general,
  sub: unknown = subscription,
  routes = {},
) {
  const api = stubApi({
    'GET /api/bookings': { body: bookings },
    'GET /api/subscription/status': { body: sub },
    'GET /api/bookings/date/*': { body: [] },
    'GET /api/waitlist': { body: [] },
    'GET /api/calendar/feed': { body: { url: null, createdAt: FEED_MADE_AT } },
    'GET /api/membership/freeze': {
      body: { freeze: null, startChoices: ['2026-04-05'], monthChoices: [1, 2, 3], monthsLeft: 3 },
    },
    'GET /api/membership/cancel': { body: { cancellation: null, notice: null, guarantee: null } },
    ...routes,
  });
  renderWithApp(<DashboardPage />, { route: '/dashboard', user });
  await screen.findByRole('region', { name: 'Membership' });
  return api;
}

const items = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('dashboard (docs/product.md, versions A and B merged)', () => {
  it("welcomes an account without a plan (not 'back') and leads it to the plans, not to 'Book a Bay'", async () => {
    const newcomer = makeUser({ firstName: 'Ada', membershipType: null, membershipStatus: 'inactive' });
    await renderDashboard([], newcomer, { ...subscription, hasSubscription: false, items: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).queryByRole('link', { name: memberLabels.dashboard.bookBay })).toBeNull();
    expect(
      within(header).getByRole('link', { name: memberLabels.dashboard.choosePlan }).getAttribute('href'),
    ).toBe('/membership-selection');
  });

  it('shares the cards between its two columns: bookings, payments and calendar beside the membership', async () => {
    await renderDashboard([booking('2026-03-12', 14)]);
    await screen.findByRole('region', { name: 'Your Upcoming Bookings' });
    const columns = [...document.querySelectorAll('.dash-grid > .dash-column')];
    expect(columns).toHaveLength(2);
    const headings = (column: Element | undefined) =>
      [...(column?.querySelectorAll('h2') ?? [])].map((h) => h.textContent ?? '');
    const [left, right] = [headings(columns[0]), headings(columns[1])];
    expect(left).toEqual(expect.arrayContaining([paymentsCopy.title, C.feedTitle]));
    expect(right).toContain('Membership');
    expect(right).not.toContain(paymentsCopy.title);
  });

  it('greets the member, counts upcoming bookings against the tier and sessions played', async () => {
    await renderDashboard([
      booking('2026-03-12', 14),
      booking('2026-03-01', 10),
      booking('2026-02-20', 11, 'cancelled'),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Book a Bay' })[0]?.getAttribute('href')).toBe('/booking');
    const stats = within(screen.getByRole('list', { name: 'At a glance' }));
    expect(stats.getByText('1 max allowed')).toBeTruthy();
    // One upcoming; one session played (the cancelled one does not count).
    expect(await stats.findAllByText('1')).toHaveLength(2);
  });

  it('lists up to 3 upcoming confirmed bookings soonest first, each with Edit', async () => {
    await renderDashboard([
      booking('2026-03-15', 9),
      booking('2026-03-11', 12),
      booking('2026-03-13', 10, 'cancelled'),
      booking('2026-03-10', 15, 'confirmed', '3'),
      booking('2026-03-12', 16),
    ]);
    await screen.findByRole('region', { name: 'Your Upcoming Bookings' });
    const upcoming = items('Your Upcoming Bookings');
    expect(upcoming).toHaveLength(3);
    expect(upcoming[0]).toContain('Bay 3 · Tue, Mar 10, 3:00 PM - 4:00 PM');
    expect(upcoming[1]).toContain('Wed, Mar 11, 12:00 PM - 1:00 PM');
    expect(upcoming[2]).toContain('Thu, Mar 12, 4:00 PM - 5:00 PM');
    expect(upcoming[0]).toContain('2 players (you + 1 guest) · 1 hour');
    expect(screen.getAllByRole('button', { name: /^Edit booking/ })).toHaveLength(3);
  });

  it('lists up to 3 past bookings most recent first, a finished one as Completed', async () => {
    await renderDashboard([
      booking('2026-02-01', 10),
      booking('2026-03-09', 18, 'cancelled'),
      booking('2026-03-05', 10),
      booking('2026-02-20', 10, 'no_show'),
    ]);
    await screen.findByRole('region', { name: 'Recent Sessions' });
    const past = items('Recent Sessions');
    expect(past).toHaveLength(3);
    expect(past[0]).toContain('Mon, Mar 9');
    expect(past[0]).toContain('Cancelled');
    expect(past[1]).toContain('Thu, Mar 5, 10:00 AM - 11:00 AM');
    expect(past[1]).toContain('Completed');
    expect(past[2]).toContain('No show');
    expect(screen.queryByRole('button', { name: /^Edit booking/ })).toBeNull();
  });

  it("shows 'No bookings yet' with the way to a first booking", async () => {
    await renderDashboard([]);
    expect(await screen.findByRole('heading', { name: pageCopy.noBookingsYet })).toBeTruthy();
    expect(screen.getByRole('link', { name: pageCopy.makeFirstBooking }).getAttribute('href')).toBe(
      '/booking',
    );
  });

  it('opens the Edit Booking dialog from a booking', async () => {
    await renderDashboard([booking('2026-03-11', 12)]);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit booking/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit Booking' })).toBeTruthy();
  });
});

describe('dashboard membership card', () => {
  it('shows every field for an active member in plain words, with Check My Payments and Manage', async () => {
    await renderDashboard([]);
    const card = within(screen.getByRole('region', { name: 'Membership' }));
    expect(card.getByText('Active Member')).toBeTruthy();
    expect(card.getByText('GENERAL')).toBeTruthy();
    expect(await card.findByText('Up to date')).toBeTruthy();
    expect(card.getByText('Payments')).toBeTruthy();
    // No developer words: not the provider's status code, not 'subscription status'.
    expect(card.queryByText('active')).toBeNull();
    expect(card.queryByText(/Payment status|Subscription Status/)).toBeNull();
    expect(card.getByText('Monthly')).toBeTruthy();
    expect(card.getByText('Next billing date')).toBeTruthy();
    expect(card.getByText('April 5, 2026')).toBeTruthy();
    expect(card.getByText(`${formatPrice(TIERS.general.prices.monthlyCents)} / month`)).toBeTruthy();
    expect(card.getByText('January 5, 2026')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Check My Payments' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Manage Membership' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Find My Subscription' })).toBeNull();
    expect(card.queryByRole('link', { name: 'Upgrade Membership' })).toBeNull();
  });

  it("shows 'Cancels on' for a subscription set to end", async () => {
    await renderDashboard([], general, { ...subscription, cancelAtPeriodEnd: true });
    expect(await screen.findByText('Cancels on')).toBeTruthy();
  });

  it('moves the next charge past a freeze, to the day the membership runs again', async () => {
    await renderDashboard([], general, {
      ...subscription,
      frozenFrom: '2026-04-05',
      frozenUntil: '2026-06-05',
    });
    const card = within(screen.getByRole('region', { name: 'Membership' }));
    expect(await card.findByText('Next billing date')).toBeTruthy();
    expect(card.getByText('June 5, 2026')).toBeTruthy();
    expect(card.queryByText('April 5, 2026')).toBeNull();
  });

  it("shows a cancellation's last day, not a charge after it", async () => {
    await renderDashboard([], general, { ...subscription, endsOn: '2026-04-01' });
    const card = within(screen.getByRole('region', { name: 'Membership' }));
    expect(await card.findByText('Cancels on')).toBeTruthy();
    expect(card.getAllByText('April 1, 2026').length).toBeGreaterThan(0);
    expect(card.queryByText('Next billing date')).toBeNull();
  });

  it("offers 'Find My Subscription' and 'Upgrade Membership' to an account without one, and says what was found", async () => {
    const none = {
      ...subscription,
      hasSubscription: false,
      flow: null,
      stripeStatus: null,
      currentPeriodEnd: null,
      items: [],
    };
    await renderDashboard([], makeUser(), none, {
      'POST /api/subscription/refresh': { body: { success: true, membershipType: 'vip', message: 'linked' } },
    });
    const card = within(screen.getByRole('region', { name: 'Membership' }));
    expect(card.getByText('No Active Subscription')).toBeTruthy();
    expect(card.getByText('Not Active')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Upgrade Membership' }).getAttribute('href')).toBe('/membership');
    expect(card.queryByRole('button', { name: 'Check My Payments' })).toBeNull();
    fireEvent.click(await card.findByRole('button', { name: 'Find My Subscription' }));
    expect(await screen.findByText(toastMessages.subscriptionFound('VIP').message)).toBeTruthy();
  });

  it("shows the check's reason in 'Payments Checked'", async () => {
    await renderDashboard([], general, subscription, {
      'POST /api/subscription/check': {
        body: { reason: 'Your membership is active. It renews on April 5, 2026.' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check My Payments' }));
    expect(await screen.findByText(toastMessages.subscriptionStatusUpdated.title)).toBeTruthy();
    expect(screen.getByText('Your membership is active. It renews on April 5, 2026.')).toBeTruthy();
  });
});

/** A one-hour waitlist entry on `date` at `hour` o'clock, venue time. */
function entry(date: string, hour: number, overrides: Partial<WaitlistEntryView> = {}): WaitlistEntryView {
  const at = (h: number) =>
    toIsoInstant(wallToInstant(date, `${String(h).padStart(2, '0')}:00`, DEFAULT_VENUE.timeZone));
  return {
    id: `w${date}${hour}`,
    bookingDate: date,
    startTime: at(hour),
    endTime: at(hour + 1),
    bayNumber: null,
    guestCount: 1,
    notes: null,
    status: 'waiting',
    position: 1,
    offerExpiresAt: null,
    heldBayNumber: null,
    ...overrides,
  };
}

const waiting = entry('2026-03-12', 14, { position: 2, guestCount: 2 });
// Offered at 10:00 AM, held for 15 minutes.
const offered = entry('2026-03-11', 12, {
  bayNumber: '2',
  status: 'offered',
  offerExpiresAt: '2026-03-10T16:15:00.000Z',
  heldBayNumber: '2',
});

describe('dashboard waitlist', () => {
  it('is not there while the member waits for nothing', async () => {
    await renderDashboard([]);
    await screen.findByRole('heading', { name: pageCopy.noBookingsYet });
    expect(screen.queryByRole('region', { name: W.sectionTitle })).toBeNull();
  });

  it('lists a waiting entry with its place in line and an offered one with Claim Slot', async () => {
    await renderDashboard([], general, subscription, { 'GET /api/waitlist': { body: [waiting, offered] } });
    const section = await screen.findByRole('region', { name: W.sectionTitle });
    const [first, second] = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    // The offer comes first: it is held for minutes.
    expect(first).toContain('Bay 2 · Wed, Mar 11, 12:00 PM - 1:00 PM');
    expect(first).toContain(W.offerHeld('2', '10:15 AM'));
    expect(first).toContain('(15:00 left)');
    expect(second).toContain(`${W.anyBay} · Thu, Mar 12, 2:00 PM - 3:00 PM`);
    expect(second).toContain('2 players (you + 1 guest)');
    expect(second).toContain(W.position(2));
    expect(within(section).getAllByRole('button', { name: /^Claim Slot/ })).toHaveLength(1);
    expect(within(section).getAllByRole('button', { name: /^Leave Waitlist/ })).toHaveLength(2);
  });

  it('names the day of a hold that lasts into tomorrow (an offer made after closing)', async () => {
    const overnight = { ...offered, offerExpiresAt: '2026-03-11T15:15:00.000Z' };
    await renderDashboard([], general, subscription, { 'GET /api/waitlist': { body: [overnight] } });
    const section = await screen.findByRole('region', { name: W.sectionTitle });
    expect(section.textContent).toContain(W.offerHeld('2', 'Wed, Mar 11, 9:15 AM'));
    expect(section.textContent).toContain('(23 h 15 min left)');
  });

  it("claims an offered slot: 'Booking Confirmed', then the bookings and the waitlist are read again", async () => {
    const api = await renderDashboard([], general, subscription, {
      'GET /api/waitlist': { body: [offered] },
      [`POST /api/waitlist/${offered.id}/claim`]: {
        body: { message: W.claimed.message, booking: booking('2026-03-11', 12, 'confirmed', '2') },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Claim Slot: Bay 2/ }));
    expect(await screen.findByText(W.claimed.title)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/waitlist/${offered.id}/claim`,
      body: {},
    });
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/waitlist')).toHaveLength(2));
    expect(api.calls.filter((c) => c.path === '/api/bookings')).toHaveLength(2);
  });

  it('pays for guests of a claimed slot as a guest checkout: saved for the return, then the gateway', async () => {
    // The gateway's page, here a same-document address jsdom can go to.
    const url = `${window.location.origin}${window.location.pathname}#pay`;
    await renderDashboard([], general, subscription, {
      'GET /api/waitlist': { body: [{ ...offered, guestCount: 3 }] },
      [`POST /api/waitlist/${offered.id}/claim`]: { body: { url, sessionId: 'cs_9' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Claim Slot/ }));
    await waitFor(() => expect(window.location.hash).toBe('#pay'));
    expect(readPendingBooking()).toEqual({
      kind: 'ok',
      booking: {
        bayNumber: '2',
        bookingDate: '2026-03-11',
        startTime: '12:00',
        endTime: '13:00',
        guestCount: '3',
        notes: null,
        durationHours: 1,
        sessionId: 'cs_9',
        waitlistEntryId: offered.id,
      },
    });
  });

  it("says so when the hold has ended ('Hold Ended')", async () => {
    await renderDashboard([], general, subscription, {
      'GET /api/waitlist': { body: [offered] },
      [`POST /api/waitlist/${offered.id}/claim`]: {
        status: 410,
        body: { statusCode: 410, ...W.offerEnded, code: 'offer_ended' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Claim Slot/ }));
    expect(await screen.findByText(W.offerEnded.title)).toBeTruthy();
    expect(screen.getByText(W.offerEnded.message)).toBeTruthy();
  });

  it('leaves the waitlist after confirming', async () => {
    const api = await renderDashboard([], general, subscription, {
      'GET /api/waitlist': { body: [waiting] },
      [`PATCH /api/waitlist/${waiting.id}/leave`]: { body: { ...waiting, status: 'left' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Leave Waitlist: Any bay/ }));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: W.leaveButton }));
    expect(await screen.findByText(W.left.title)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.path).toBe(`/api/waitlist/${waiting.id}/leave`);
  });
});

describe('dashboard calendars', () => {
  it("offers 'Add to calendar' (the booking's .ics file) on upcoming bookings only", async () => {
    await renderDashboard([booking('2026-03-11', 12), booking('2026-03-05', 10)]);
    const links = await screen.findAllByRole('link', { name: /^Add to calendar/ });
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link?.getAttribute('href')).toMatch(/^\/api\/bookings\/b\d+\/calendar\.ics$/);
    expect(link?.hasAttribute('download')).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Recent Sessions' })).queryByRole('link')).toBeNull();
  });

  it('makes the first link on request and shows it once, read-only, with Copy', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = await renderDashboard([], general, subscription, {
      'GET /api/calendar/feed': { body: { url: null, createdAt: null } },
      'POST /api/calendar/feed/reset': { body: { url: FEED_URL, createdAt: FEED_MADE_AT } },
    });
    const card = within(screen.getByRole('region', { name: C.feedTitle }));
    expect(card.getByText(C.feedIntro)).toBeTruthy();
    fireEvent.click(await card.findByRole('button', { name: C.make }));
    const field = (await card.findByLabelText(C.feedLabel)) as HTMLInputElement;
    expect(field.value).toBe(FEED_URL);
    expect(field.readOnly).toBe(true);
    expect(card.getByText(C.shownOnce)).toBeTruthy();
    expect(await screen.findByText(C.made.title)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: /^Copy/ }));
    expect(await screen.findByText(C.copied.title)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/calendar/feed/reset' });
  });

  it('says since when a link made earlier is active, and resets it behind a confirmation', async () => {
    const next = 'https://lounge.example/api/calendar/feed/secret-2.ics';
    const api = await renderDashboard([], general, subscription, {
      'POST /api/calendar/feed/reset': { body: { url: next, createdAt: FEED_MADE_AT } },
    });
    const card = within(screen.getByRole('region', { name: C.feedTitle }));
    expect(await card.findByText(C.linkActive('March 2, 2026'))).toBeTruthy();
    expect(card.queryByLabelText(C.feedLabel)).toBeNull();
    fireEvent.click(card.getByRole('button', { name: C.reset }));
    const warning = await screen.findByText(C.resetWarning);
    const popup = warning.closest('.ant-popover') as HTMLElement;
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(popup).getByRole('button', { name: C.reset }));
    const field = (await card.findByLabelText(C.feedLabel)) as HTMLInputElement;
    expect(field.value).toBe(next);
    expect(await screen.findByText(C.resetDone.title)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/calendar/feed/reset',
      body: {},
    });
  });
});

describe('dashboard: an address not yet confirmed', () => {
  it('says so and sends the link again on request; a confirmed address shows nothing', async () => {
    const api = await renderDashboard([], general, subscription, {
      'POST /api/auth/confirm-email/resend': { body: A.confirmLinkSent(general.email) },
    });
    const card = within(screen.getByRole('region', { name: A.confirmAddressTitle }));
    expect(card.getByText(A.confirmAddressText(general.email))).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: A.confirmAddressResend }));
    expect(await screen.findByText(A.confirmLinkSent(general.email).message)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/auth/confirm-email/resend')).toHaveLength(1);
  });

  it('is not there once the address is confirmed', async () => {
    await renderDashboard([], { ...general, isEmailVerified: true });
    expect(screen.queryByRole('region', { name: A.confirmAddressTitle })).toBeNull();
  });
});

describe('dashboard reminder setting', () => {
  const reminderSwitch = () =>
    within(screen.getByRole('region', { name: R.title })).getByRole('switch', { name: R.label });

  it('shows reminders on, and turns them off with the server', async () => {
    const api = await renderDashboard([], general, subscription, {
      'PATCH /api/auth/user/preferences': { body: { ...general, emailReminders: false } },
    });
    expect(reminderSwitch().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(R.note)).toBeTruthy();
    fireEvent.click(reminderSwitch());
    expect(await screen.findByText(R.off.title)).toBeTruthy();
    expect(reminderSwitch().getAttribute('aria-checked')).toBe('false');
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/auth/user/preferences',
      body: { emailReminders: false },
    });
  });

  it('shows a saved "off", and a failed save puts the switch back', async () => {
    await renderDashboard([], { ...general, emailReminders: false }, subscription, {
      'PATCH /api/auth/user/preferences': { status: 500, body: { message: 'boom' } },
    });
    expect(reminderSwitch().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(reminderSwitch());
    expect(await screen.findByText(R.failed.title)).toBeTruthy();
    await waitFor(() => expect(reminderSwitch().getAttribute('aria-checked')).toBe('false'));
  });
});
