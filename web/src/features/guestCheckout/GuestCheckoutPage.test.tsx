import { bookingMessages, formatPrice, GUEST_FEE_CENTS, toastMessages, waitlistMessages } from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import GuestCheckoutPage from './GuestCheckoutPage';
import { type PendingBooking, readPendingBooking, savePendingBooking } from './pendingBooking';

const FEE = formatPrice(GUEST_FEE_CENTS);
const TWO_GUESTS = formatPrice(2 * GUEST_FEE_CENTS);
/** The guest checkout's address for two guests: the fee in whole dollars. */
const TWO_GUESTS_ROUTE = `/guest-checkout?guests=2&fee=${(2 * GUEST_FEE_CENTS) / 100}`;
const general = makeUser({ membershipType: 'general', membershipStatus: 'monthly' });
const pending: PendingBooking = {
  bayNumber: '2',
  bookingDate: '2026-03-11',
  startTime: '13:00',
  endTime: '14:30',
  guestCount: '3',
  notes: 'Birthday',
  durationHours: 1.5,
  feeCents: 2 * GUEST_FEE_CENTS,
  paidGuests: 2,
};

afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderCheckout(route: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/bookings': { body: [] },
    'GET /api/bookings/date/*': { body: [] },
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/guest-checkout" element={<GuestCheckoutPage />} />
      <Route path="/dashboard" element={<Where />} />
    </Routes>,
    { route, user: general },
  );
  return api;
}

describe('guest checkout (docs/product.md)', () => {
  it("is 'Invalid Checkout' without a saved booking or without the guests query", () => {
    renderCheckout(TWO_GUESTS_ROUTE);
    expect(screen.getByRole('heading', { name: toastMessages.invalidCheckout.title })).toBeTruthy();
    expect(screen.getByText(toastMessages.invalidCheckout.message)).toBeTruthy();
  });

  it("is 'Invalid Data' when the saved booking cannot be read", () => {
    sessionStorage.setItem('lounge.pendingBooking', '{"bayNumber":');
    renderCheckout('/guest-checkout?guests=2');
    expect(screen.getByRole('heading', { name: toastMessages.invalidData.title })).toBeTruthy();
  });

  it('refuses more than 4 guests', () => {
    savePendingBooking(pending);
    renderCheckout('/guest-checkout?guests=5');
    expect(screen.getByText(bookingMessages.invalidPlayers(5, 4).message)).toBeTruthy();
  });

  it('shows the booking and what the guests cost', () => {
    savePendingBooking(pending);
    renderCheckout(TWO_GUESTS_ROUTE);
    const summary = screen.getByRole('region', { name: 'Your booking' }).textContent ?? '';
    expect(summary).toContain('Wednesday, March 11, 2026');
    expect(summary).toContain('1:00 PM - 2:30 PM');
    expect(summary).toContain('1.5 hours');
    expect(summary).toContain('Bay 2');
    expect(summary).toContain('Birthday');
    const breakdown = screen.getByRole('complementary', { name: 'Guest payment' }).textContent ?? '';
    expect(breakdown).toContain(`2 × ${FEE}`);
    expect(breakdown).toContain(TWO_GUESTS);
    expect(screen.getByRole('button', { name: `Pay ${TWO_GUESTS}` })).toBeTruthy();
  });

  it("books at once when no payment is needed ('No Payment Required')", async () => {
    savePendingBooking(pending);
    const api = renderCheckout(TWO_GUESTS_ROUTE, {
      'POST /api/guest-checkout': { status: 201, body: { message: 'covered', booking: {} } },
    });
    fireEvent.click(screen.getByRole('button', { name: `Pay ${TWO_GUESTS}` }));
    expect(await screen.findByText('At /dashboard')).toBeTruthy();
    expect(screen.getByText(toastMessages.noPaymentRequired.title)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/guest-checkout')?.body).toEqual({
      guestCount: 2,
      bookingData: {
        bayNumber: '2',
        bookingDate: '2026-03-11',
        startTime: '13:00',
        endTime: '14:30',
        guestCount: '3',
        notes: 'Birthday',
        durationHours: 1.5,
      },
    });
    expect(readPendingBooking()).toEqual({ kind: 'none' });
  });

  it('sends the booking being edited, so only the added guests are charged', async () => {
    savePendingBooking({ ...pending, bookingId: 'b9', feeCents: GUEST_FEE_CENTS, paidGuests: 1 });
    const api = renderCheckout(`/guest-checkout?guests=2&fee=${GUEST_FEE_CENTS / 100}`, {
      'POST /api/guest-checkout': { status: 409, body: { title: 'Bay Unavailable', message: 'Taken.' } },
    });
    expect(screen.getByRole('complementary', { name: 'Guest payment' }).textContent).toContain(
      `Added guests to pay for1 × ${FEE}`,
    );
    fireEvent.click(screen.getByRole('button', { name: `Pay ${FEE}` }));
    expect(await screen.findByText('Bay Unavailable')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/guest-checkout')?.body).toMatchObject({ bookingId: 'b9' });
  });

  it('confirms the paid booking on return and lands on the dashboard', async () => {
    savePendingBooking({ ...pending, sessionId: 'cs_1' });
    const api = renderCheckout('/guest-checkout?payment=success&session_id=cs_1', {
      'POST /api/bookings': { status: 201, body: { id: 'b1' } },
    });
    expect(await screen.findByText('At /dashboard')).toBeTruthy();
    expect(screen.getByText(toastMessages.bookingConfirmed.title)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      expect.objectContaining({ sessionId: 'cs_1', bayNumber: '2' }),
    ]);
    expect(readPendingBooking()).toEqual({ kind: 'none' });
  });

  it("says 'Payment succeeded but booking failed' when the paid booking cannot be confirmed", async () => {
    renderCheckout('/guest-checkout?payment=success&session_id=cs_1', {
      'POST /api/bookings': { status: 404, body: { message: 'That checkout session was not found.' } },
    });
    expect(await screen.findByRole('heading', { name: toastMessages.paidBookingFailed.title })).toBeTruthy();
    expect(screen.getAllByText(toastMessages.paidBookingFailed.message).length).toBeGreaterThan(0);
  });

  it('after a cancelled payment: says so, releases the held bay, keeps the choices for a retry', async () => {
    savePendingBooking({ ...pending, sessionId: 'cs_2' });
    const api = renderCheckout('/guest-checkout?payment=cancelled&guests=2', {
      'POST /api/guest-checkout/release': { body: { released: true } },
    });
    expect(
      await screen.findByText(toastMessages.paymentCancelled.message, { selector: '.ant-notification *' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/guest-checkout/release')?.body).toEqual({
        sessionId: 'cs_2',
      }),
    );
    const kept = readPendingBooking();
    expect(kept.kind === 'ok' && kept.booking).toMatchObject({ bayNumber: '2', startTime: '13:00' });
    expect(kept.kind === 'ok' && kept.booking.sessionId).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Change Booking' }).getAttribute('href')).toBe('/booking');
    expect(screen.getByRole('button', { name: `Pay ${TWO_GUESTS}` })).toBeTruthy();
  });

  it('after a cancelled claim payment, paying again claims the offer again; the way back is the dashboard', async () => {
    savePendingBooking({ ...pending, sessionId: 'cs_5', waitlistEntryId: 'w1' });
    const api = renderCheckout('/guest-checkout?payment=cancelled&guests=2', {
      'POST /api/guest-checkout/release': { body: { released: true } },
      'POST /api/waitlist/w1/claim': { body: { message: 'claimed', booking: {} } },
      'GET /api/waitlist': { body: [] },
    });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/guest-checkout/release')).toBe(true));
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: `Pay ${TWO_GUESTS}` }));
    expect(await screen.findByText('At /dashboard')).toBeTruthy();
    expect(screen.getByText(waitlistMessages.claimed.message)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/guest-checkout')).toBe(false);
    expect(readPendingBooking()).toEqual({ kind: 'none' });
  });

  it("says 'Hold Ended' when the offer being paid for has passed on meanwhile", async () => {
    savePendingBooking({ ...pending, waitlistEntryId: 'w2' });
    renderCheckout(TWO_GUESTS_ROUTE, {
      'POST /api/waitlist/w2/claim': { status: 410, body: { code: 'offer_ended' } },
    });
    fireEvent.click(screen.getByRole('button', { name: `Pay ${TWO_GUESTS}` }));
    expect(await screen.findByText(waitlistMessages.offerEnded.message)).toBeTruthy();
  });

  it('confirms a paid return with nothing saved in this tab, from the session alone', async () => {
    const api = renderCheckout('/guest-checkout?payment=success&session_id=cs_3', {
      'POST /api/bookings': { status: 201, body: { id: 'b3' } },
    });
    expect(await screen.findByText('At /dashboard')).toBeTruthy();
    expect(screen.getByText(toastMessages.bookingConfirmed.title)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ sessionId: 'cs_3' }]);
  });

  it('confirms a claimed waitlist slot paid for on the gateway as a claim', async () => {
    savePendingBooking({ ...pending, waitlistEntryId: 'w1' });
    const api = renderCheckout('/guest-checkout?payment=success&session_id=cs_4', {
      'POST /api/bookings': { status: 201, body: { id: 'b4' } },
      'GET /api/waitlist': { body: [] },
    });
    expect(await screen.findByText('At /dashboard')).toBeTruthy();
    expect(screen.getByText(waitlistMessages.claimed.message)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ sessionId: 'cs_4' });
    expect(readPendingBooking()).toEqual({ kind: 'none' });
  });
});
