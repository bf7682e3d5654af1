import {
  eventQuotePageCopy as C,
  DEFAULT_EVENT_TERMS,
  DEFAULT_VENUE,
  eventQuoteCopy,
  eventQuoteMessages,
  type PublicEventQuote,
} from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import EventQuotePage from './EventQuotePage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const TOKEN = 'a'.repeat(43);
const quote = (over: Partial<PublicEventQuote> = {}): PublicEventQuote => ({
  id: 'q1',
  contactName: 'Casey',
  packageId: 'corporate',
  packageName: 'Corporate Events',
  space: ['1', '2'],
  date: '2027-01-20',
  startTime: '18:00',
  hours: 3,
  headCount: 20,
  startsAt: '2027-01-21T01:00:00.000Z',
  endsAt: '2027-01-21T04:00:00.000Z',
  lines: [
    { key: 'package', label: 'Corporate Events, 2 bays, 3 hours', cents: 80000 },
    { key: 'discount', label: 'Member discount (15% off the package)', cents: -12000 },
    { key: 'addon:Catering', label: 'Catering', cents: 20000, adjustedFrom: 25000, reason: 'Own drinks' },
  ],
  discountPercent: 15,
  quotedDiscountPercent: 15,
  discountNote: null,
  totalCents: 88000,
  depositCents: 44000,
  balanceCents: 44000,
  balanceDueOn: '2027-01-13',
  terms: eventQuoteCopy.terms(DEFAULT_EVENT_TERMS),
  status: 'viewed',
  linkExpiresAt: '2026-12-08T17:00:00.000Z',
  acceptedAt: null,
  depositPaidAt: null,
  balancePaidAt: null,
  cancelledAt: null,
  refundCents: null,
  ...over,
});

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function render(route: string) {
  renderWithApp(
    <Routes>
      <Route
        path="/event-quote"
        element={
          <>
            <EventQuotePage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

describe('the event quote page', () => {
  it('shows the lines, the discount, the sums and the terms; the token leaves the address bar', async () => {
    const api = stubApi({ 'POST /api/event-quote/view': { body: quote() } });
    render(`/event-quote?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Corporate Events' })).toBeTruthy();
    expect(screen.getByText('Member discount (15% off the package)')).toBeTruthy();
    expect(screen.getByText('-$120')).toBeTruthy();
    expect(screen.getByText(C.balanceDue('January 13, 2027'))).toBeTruthy();
    expect(screen.getByText(eventQuoteCopy.terms(DEFAULT_EVENT_TERMS))).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/event-quote/view', body: { token: TOKEN } }]);
    expect(screen.getByTestId('where').textContent).toBe('/event-quote');
  });

  it("names the start and the end, and the lounge's contact; the site's one <main> is the only one", async () => {
    stubApi({ 'POST /api/event-quote/view': { body: quote({ startTime: '22:00', hours: 3 }) } });
    render(`/event-quote?token=${TOKEN}`);
    expect(await screen.findByText(C.whenSpan('2027-01-20', '22:00', 3))).toBeTruthy();
    expect(C.whenSpan('2027-01-20', '22:00', 3)).toMatch(/10:00 PM to 1:00 AM the next day \(3 hours\)$/);
    expect(C.whenSpan('2027-01-20', '18:00', 3)).toMatch(/6:00 PM to 9:00 PM \(3 hours\)$/);
    const contact = screen.getByRole('region', { name: C.contactTitle });
    expect(contact.querySelector(`a[href="mailto:${DEFAULT_VENUE.contact.email}"]`)).toBeTruthy();
    expect(contact.textContent).toContain(DEFAULT_VENUE.contact.phone);
    // The page sits inside the site's frame, whose <main> it is: it adds none of its own.
    expect(document.querySelectorAll('main')).toHaveLength(0);
  });

  it("shows a signed-in member's own event from the dashboard's link, and where to accept or pay", async () => {
    const api = stubApi({ 'GET /api/event-quotes/mine': { body: [quote({ id: 'q2' }), quote()] } });
    render('/event-quote?event=q1');
    expect(await screen.findByRole('heading', { name: 'Corporate Events' })).toBeTruthy();
    expect(screen.getByText(C.whenSpan('2027-01-20', '18:00', 3))).toBeTruthy();
    expect(screen.getByRole('region', { name: C.contactTitle })).toBeTruthy();
    expect(screen.getByText(C.openFromEmail)).toBeTruthy();
    // Read, not acted on: no step without the link, and nothing but the member's events was asked.
    expect(screen.queryByRole('button', { name: C.accept })).toBeNull();
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/event-quotes/mine' }]);
  });

  it("says so when the event is not among the member's", async () => {
    stubApi({ 'GET /api/event-quotes/mine': { body: [quote({ id: 'q2' })] } });
    render('/event-quote?event=q1');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      C.notYourEvent.title + C.notYourEvent.message,
    );
  });

  it('says a balance is due on sending when the event was less than 7 days away', async () => {
    stubApi({
      'POST /api/event-quote/view': { body: quote({ date: '2026-12-05', balanceDueOn: '2026-12-01' }) },
    });
    render(`/event-quote?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Balance, due on sending (December 1, 2026): the event is less than 7 days away',
      ),
    ).toBeTruthy();
  });

  it('accepts the terms only once ticked, then offers the deposit', async () => {
    const api = stubApi({
      'POST /api/event-quote/view': { body: quote() },
      'POST /api/event-quote/accept': { body: quote({ status: 'accepted' }) },
    });
    render(`/event-quote?token=${TOKEN}`);
    const accept = await screen.findByRole('button', { name: C.accept });
    expect(accept.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText(C.acceptLabel));
    fireEvent.click(screen.getByRole('button', { name: C.accept }));
    expect(await screen.findByRole('button', { name: C.payDeposit })).toBeTruthy();
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/event-quote/accept',
      body: { token: TOKEN },
    });
  });

  it('back from paying: the return finds the token kept for this tab', async () => {
    sessionStorage.setItem('lounge.eventQuoteToken', TOKEN);
    const api = stubApi({
      'POST /api/event-quote/return': {
        body: quote({ status: 'paid', depositPaidAt: '2026-11-24T17:00:00.000Z' }),
      },
    });
    render('/event-quote?payment=success&session_id=cs_1');
    expect(await screen.findByText(C.status.paid)).toBeTruthy();
    expect(screen.getByRole('button', { name: C.payBalance })).toBeTruthy();
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/event-quote/return',
      body: { token: TOKEN, sessionId: 'cs_1' },
    });
  });

  it('tells at once when another event was paid first', async () => {
    sessionStorage.setItem('lounge.eventQuoteToken', TOKEN);
    stubApi({
      'POST /api/event-quote/return': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          title: 'Time Already Held',
          message: 'Another event was paid for this time first.',
        },
      },
      'POST /api/event-quote/view': { body: quote({ status: 'accepted' }) },
    });
    render('/event-quote?payment=success&session_id=cs_2');
    expect(await screen.findByText('Another event was paid for this time first.')).toBeTruthy();
  });

  it('cancels after asking, and shows what was refunded', async () => {
    const api = stubApi({
      'POST /api/event-quote/view': { body: quote({ status: 'paid' }) },
      'POST /api/event-quote/cancel': { body: quote({ status: 'cancelled', refundCents: 44000 }) },
    });
    render(`/event-quote?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: C.cancel }));
    expect(screen.getByText(C.cancelQuestion)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: C.confirmCancel }));
    expect(await screen.findByText(C.refunded('$440'))).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/event-quote/cancel')).toHaveLength(1);
  });

  it('shows the price without a member discount that no longer applies, and says why', async () => {
    const note = eventQuoteCopy.discountChanged(15, 0, false);
    stubApi({
      'POST /api/event-quote/view': {
        body: quote({
          lines: [
            { key: 'package', label: 'Corporate Events, 2 bays, 3 hours', cents: 80000 },
            { key: 'addon:Catering', label: 'Catering', cents: 20000 },
          ],
          discountPercent: 0,
          discountNote: note,
          totalCents: 100000,
          depositCents: 40000,
          balanceCents: 60000,
          status: 'paid',
          depositPaidAt: '2026-11-24T17:00:00.000Z',
        }),
      },
    });
    render(`/event-quote?token=${TOKEN}`);
    expect(await screen.findByText(note ?? '')).toBeTruthy();
    expect(screen.queryByText('Member discount (15% off the package)')).toBeNull();
    expect(screen.getByText('$1,000')).toBeTruthy();
    // The deposit paid is named as paid: it is no longer half of the total.
    expect(screen.getByRole('rowheader', { name: C.depositPaidLabel })).toBeTruthy();
    expect(screen.queryByText(C.deposit(DEFAULT_EVENT_TERMS.depositPercent))).toBeNull();
  });

  it('pays the amount it shows; a price changed since is refused, and the quote shown again at its price', async () => {
    const before = quote({ status: 'accepted' });
    const after = quote({
      status: 'accepted',
      lines: [{ key: 'package', label: 'Corporate Events, 2 bays, 3 hours', cents: 80000 }],
      discountPercent: 0,
      discountNote: eventQuoteCopy.discountChanged(15, 0, false),
      totalCents: 80000,
      depositCents: 40000,
      balanceCents: 40000,
    });
    let views = 0;
    const api = stubApi({
      'POST /api/event-quote/view': () => {
        views += 1;
        return { body: views === 1 ? before : after };
      },
      'POST /api/event-quote/deposit': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'quote_price_changed',
          ...eventQuoteMessages.priceChanged,
        },
      },
    });
    render(`/event-quote?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: C.payDeposit }));
    expect(await screen.findByText(eventQuoteMessages.priceChanged.message)).toBeTruthy();
    expect(await screen.findByText(after.discountNote ?? '')).toBeTruthy();
    expect(screen.getAllByText('$400')).toHaveLength(2);
    expect(api.calls.find((c) => c.path === '/api/event-quote/deposit')?.body).toEqual({
      token: TOKEN,
      cents: before.depositCents,
    });
  });

  it('without a link, says so and calls nothing', async () => {
    const api = stubApi({});
    render('/event-quote');
    expect(screen.getByRole('heading', { name: C.missingLink.title })).toBeTruthy();
    await waitFor(() => expect(api.calls).toEqual([]));
  });
});
