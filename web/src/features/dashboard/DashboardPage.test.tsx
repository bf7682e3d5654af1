import { DEFAULT_VENUE, pageCopy, toastMessages, toIsoInstant, wallToInstant } from '@lounge/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import type { Booking } from '../booking/bookingApi';
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
function booking(date: string, hour: number, status = 'confirmed', bay = '1'): Booking {
  n += 1;
  const at = (h: number) =>
    toIsoInstant(wallToInstant(date, `${String(h).padStart(2, '0')}:00`, DEFAULT_VENUE.timeZone));
  const [start, end] = [at(hour), at(hour + 1)];
  return {
    id: `b${n}`,
    bayNumber: bay,
    bookingDate: date,
    startTime: start,
    endTime: end,
    guestCount: '2',
    guestFee: 1000,
    status,
    notes: null,
  };
}

const subscription = {
  hasSubscription: true,
  flow: 'monthly',
  stripeStatus: 'active',
  currentPeriodEnd: '2026-04-05T18:00:00.000Z',
  cancelAtPeriodEnd: false,
  items: [{ amount: 17900, interval: 'month' }],
  message: 'Your membership is active.',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDashboard(bookings: Booking[], user = general, sub: unknown = subscription, routes = {}) {
  const api = stubApi({
    'GET /api/bookings': { body: bookings },
    'GET /api/subscription/status': { body: sub },
    'GET /api/bookings/date/*': { body: [] },
    ...routes,
  });
  renderWithApp(<DashboardPage />, { route: '/dashboard', user });
  return api;
}

const items = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('dashboard (SPEC.md section 2, versions A and B merged)', () => {
  it('greets the member, counts upcoming bookings against the tier and sessions played', async () => {
    renderDashboard([
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
    renderDashboard([
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
    renderDashboard([
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
    renderDashboard([]);
    expect(await screen.findByRole('heading', { name: pageCopy.noBookingsYet })).toBeTruthy();
    expect(screen.getByRole('link', { name: pageCopy.makeFirstBooking }).getAttribute('href')).toBe(
      '/booking',
    );
  });

  it('opens the Edit Booking dialog from a booking', async () => {
    renderDashboard([booking('2026-03-11', 12)]);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit booking/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit Booking' })).toBeTruthy();
  });
});

describe('dashboard membership card', () => {
  it('shows every field for an active member, with Refresh and Manage', async () => {
    renderDashboard([]);
    const card = within(screen.getByRole('region', { name: 'Membership' }));
    expect(card.getByText('Active Member')).toBeTruthy();
    expect(card.getByText('GENERAL')).toBeTruthy();
    expect(await card.findByText('active')).toBeTruthy();
    expect(card.getByText('Monthly')).toBeTruthy();
    expect(card.getByText('Next billing date')).toBeTruthy();
    expect(card.getByText('April 5, 2026')).toBeTruthy();
    expect(card.getByText('$179 / month')).toBeTruthy();
    expect(card.getByText('January 5, 2026')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Refresh Subscription Status' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Manage Membership' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Find My Subscription' })).toBeNull();
    expect(card.queryByRole('link', { name: 'Upgrade Membership' })).toBeNull();
  });

  it("shows 'Cancels on' for a subscription set to end", async () => {
    renderDashboard([], general, { ...subscription, cancelAtPeriodEnd: true });
    expect(await screen.findByText('Cancels on')).toBeTruthy();
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
    renderDashboard([], makeUser(), none, {
      'POST /api/subscription/refresh': { body: { success: true, membershipType: 'vip', message: 'linked' } },
    });
    const card = within(screen.getByRole('region', { name: 'Membership' }));
    expect(card.getByText('No Active Subscription')).toBeTruthy();
    expect(card.getByText('Not Active')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Upgrade Membership' }).getAttribute('href')).toBe('/membership');
    expect(card.queryByRole('button', { name: 'Refresh Subscription Status' })).toBeNull();
    fireEvent.click(await card.findByRole('button', { name: 'Find My Subscription' }));
    expect(await screen.findByText(toastMessages.subscriptionFound('VIP').message)).toBeTruthy();
  });

  it("shows the check's reason in 'Subscription Status Updated'", async () => {
    renderDashboard([], general, subscription, {
      'POST /api/subscription/check': {
        body: { reason: 'Your membership is active. It renews on April 5, 2026.' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Subscription Status' }));
    expect(await screen.findByText(toastMessages.subscriptionStatusUpdated.title)).toBeTruthy();
    expect(screen.getByText('Your membership is active. It renews on April 5, 2026.')).toBeTruthy();
  });
});
