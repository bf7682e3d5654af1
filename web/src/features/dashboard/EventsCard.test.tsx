import {
  eventQuotePageCopy as C,
  DEFAULT_EVENT_TERMS,
  eventQuoteCopy,
  type PublicEventQuote,
} from '@lounge/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { EventsCard } from './EventsCard';

afterEach(() => vi.unstubAllGlobals());

const event: PublicEventQuote = {
  id: 'q1',
  contactName: 'Vic Tester',
  packageId: 'celebration',
  packageName: 'Celebrations',
  space: ['2'],
  date: '2027-01-20',
  startTime: '18:00',
  hours: 2,
  headCount: 10,
  startsAt: '2027-01-21T01:00:00.000Z',
  endsAt: '2027-01-21T03:00:00.000Z',
  lines: [],
  discountPercent: 15,
  quotedDiscountPercent: 15,
  discountNote: null,
  totalCents: 51000,
  depositCents: 25500,
  balanceCents: 25500,
  balanceDueOn: '2027-01-13',
  terms: eventQuoteCopy.terms(DEFAULT_EVENT_TERMS),
  status: 'paid',
  linkExpiresAt: null,
  acceptedAt: null,
  depositPaidAt: '2026-11-24T17:00:00.000Z',
  balancePaidAt: null,
  cancelledAt: null,
  refundCents: null,
};

describe("the member's events on the dashboard", () => {
  it('shows each event, its status, the deposit paid and the balance owed', async () => {
    stubApi({ 'GET /api/event-quotes/mine': { body: [event] } });
    renderWithApp(<EventsCard />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: C.yourEvents })).toBeTruthy();
    expect(screen.getByText(/Celebrations/)).toBeTruthy();
    expect(screen.getByText(new RegExp(C.depositPaid('\\$255')))).toBeTruthy();
    expect(screen.getByText(new RegExp(C.balanceOwed('\\$255', 'January 13, 2027')))).toBeTruthy();
  });

  it("links each event to its quote's signed-in view", async () => {
    stubApi({ 'GET /api/event-quotes/mine': { body: [event] } });
    renderWithApp(<EventsCard />, { route: '/dashboard' });
    const link = await screen.findByRole('link', { name: C.viewQuote('Celebrations') });
    expect(link.getAttribute('href')).toBe('/event-quote?event=q1');
  });

  it('shows nothing without events', async () => {
    const api = stubApi({ 'GET /api/event-quotes/mine': { body: [] } });
    renderWithApp(<EventsCard />, { route: '/dashboard' });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: C.yourEvents })).toBeNull();
  });
});
