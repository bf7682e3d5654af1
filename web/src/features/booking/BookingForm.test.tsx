import {
  activeTier,
  bookingMessages,
  formatPrice,
  freezeCopy,
  GUEST_FEE_CENTS,
  memberLabels,
  toastMessages,
  waitlistMessages as W,
} from '@lounge/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { chooseOption, openOptions, selectedText } from '../../testing/antdSelect';
import { stubApi } from '../../testing/fakeApi';
import { freezeDateInEachTest } from '../../testing/frozenDate';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import BookingPage from './BookingPage';

// 2026-03-10 10:00 at the venue (America/Denver, already on daylight time): earlier starts have passed.
const NOW = new Date('2026-03-10T16:00:00Z');
const general = makeUser({ membershipType: 'general', membershipStatus: 'monthly' });
// Bay 2 is taken 11:00 AM - 12:00 PM that day.
const taken = [
  { bayNumber: '2', startTime: '2026-03-10T17:00:00.000Z', endTime: '2026-03-10T18:00:00.000Z' },
];

freezeDateInEachTest(NOW);

/** The booking page; for a member, with its form, which loads after the page's heading is painted. */
async function renderBooking(user = general, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/bookings': { body: [] },
    'GET /api/bookings/date/*': { body: taken },
    ...routes,
  });
  renderWithApp(<BookingPage />, { route: '/booking', user });
  if (activeTier(user)) await formShown();
  return api;
}

const formShown = () => screen.findByRole('button', { name: memberLabels.booking.confirm });

const texts = (options: Array<{ text: string; disabled: boolean }>) =>
  options.map((o) => `${o.disabled ? 'x ' : ''}${o.text}`);

describe('booking page: who may book', () => {
  it("shows 'Active Membership Required' without an active membership", async () => {
    await renderBooking(makeUser({ membershipType: 'general', membershipStatus: 'pending' }));
    expect(screen.getByRole('heading', { name: bookingMessages.membershipRequired.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Membership Options' }).getAttribute('href')).toBe(
      '/membership',
    );
  });

  it("states the member's limits before the form", async () => {
    await renderBooking();
    const limits = screen.getByRole('region', { name: 'Your General membership' });
    expect(limits.textContent).toContain('1 to 2 hours');
    expect(limits.textContent).toContain('7 days');
    expect(limits.textContent).toContain(`${formatPrice(GUEST_FEE_CENTS)} per guest`);
  });
});

describe('booking form: start and end options (docs/product.md)', () => {
  it('offers half hours from 9:00 AM, with passed starts disabled and saying so', async () => {
    await renderBooking();
    const starts = texts(await openOptions('Start time'));
    expect(starts.slice(0, 4)).toEqual([
      'x 9:00 AM - passed',
      'x 9:30 AM - passed',
      'x 10:00 AM - passed',
      '10:30 AM',
    ]);
    // The last start leaves the shortest session before closing at 10:00 PM.
    expect(starts.at(-1)).toBe('9:00 PM');
  });

  it("disables a chosen bay's taken times, and the bays taken at a chosen time", async () => {
    await renderBooking();
    await chooseOption('Bay', 'Bay 2');
    const starts = texts(await openOptions('Start time'));
    expect(starts).toContain('x 10:30 AM - taken');
    expect(starts).toContain('x 11:30 AM - taken');
    expect(starts).toContain('12:00 PM');

    await chooseOption('Bay', 'Bay 1');
    await chooseOption('Start time', '11:00 AM');
    await chooseOption('End time', '12:00 PM');
    expect(texts(await openOptions('Bay'))).toEqual(['Bay 1', 'x Bay 2 - taken', 'Bay 3']);
  });

  it('waits for a start before offering ends, then disables lengths outside 1 to 2 hours', async () => {
    await renderBooking();
    expect(screen.getByRole('combobox', { name: 'End time' }).closest('.ant-select-disabled')).toBeTruthy();
    await chooseOption('Start time', '10:30 AM');
    const ends = texts(await openOptions('End time'));
    expect(ends.slice(0, 5)).toEqual([
      'x 11:00 AM (0.5 hours) - under 1 hour',
      '11:30 AM (1 hour)',
      '12:00 PM (1.5 hours)',
      '12:30 PM (2 hours)',
      'x 1:00 PM (2.5 hours) - over General limit of 2 hours',
    ]);
  });

  it('clears the end when a new start makes the session too long, and keeps one that still fits', async () => {
    await renderBooking();
    await chooseOption('Start time', '11:00 AM');
    await chooseOption('End time', '1:00 PM');
    await chooseOption('Start time', '11:30 AM');
    expect(selectedText('End time')).toMatch(/^1:00 PM/);

    await chooseOption('Start time', '10:30 AM');
    await waitFor(() => expect(selectedText('End time')).toBe(''));
  });
});

describe('booking form: summary and refusals', () => {
  it('sums up the session and the guest fee a General member will pay, as the server quotes it', async () => {
    const api = await renderBooking(general, {
      'POST /api/bookings/quote': (body) => {
        const guests = Number((body as { guestCount: string }).guestCount) - 1;
        return {
          body: {
            guests: {
              guests,
              passGuests: 0,
              paidGuests: guests,
              feeCents: guests * GUEST_FEE_CENTS,
              passesLeft: null,
            },
            refusal: null,
            overrideLifts: [],
          },
        };
      },
    });
    await chooseOption('Start time', '1:00 PM');
    await chooseOption('End time', '2:30 PM');
    await chooseOption('Bay', 'Bay 3');
    await chooseOption('Players', '3 players');
    const summary = screen.getByRole('region', { name: 'Booking summary' }).textContent ?? '';
    expect(summary).toContain('Tuesday, March 10, 2026');
    expect(summary).toContain('1:00 PM - 2:30 PM');
    expect(summary).toContain('1.5 hours');
    expect(summary).toContain('Bay 3');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Booking summary' }).textContent).toContain(
        `2 × ${formatPrice(GUEST_FEE_CENTS)} = ${formatPrice(2 * GUEST_FEE_CENTS)}, paid at guest checkout`,
      ),
    );
    expect(api.calls.filter((c) => c.path === '/api/bookings/quote').at(-1)?.body).toMatchObject({
      bayNumber: '3',
      guestCount: '3',
    });
  });

  it("shows an incomplete booking's errors on each blank field, focuses the first and reads them out, without asking the server", async () => {
    const api = await renderBooking();
    const start = screen.getByRole('combobox', { name: 'Start time' });
    // Nothing is said before the first submit, however the member moves through the fields.
    fireEvent.focus(start);
    fireEvent.blur(start);
    expect(start.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const blank = memberLabels.booking.blank;
    expect(await screen.findByText(blank.startTime)).toBeTruthy();
    expect(screen.getByText(blank.endTime)).toBeTruthy();
    expect(screen.getByText(blank.bayNumber)).toBeTruthy();
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    const helpId = start.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(helpId.split(' ')[0] ?? '')?.textContent).toContain(blank.startTime);
    await waitFor(() => expect(document.activeElement).toBe(start));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('3 fields need attention'));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path !== '/api/bookings/quote')).toEqual([]);
    // Then each error goes as its field is filled in.
    await chooseOption('Bay', 'Bay 3');
    await waitFor(() => expect(screen.queryByText(blank.bayNumber)).toBeNull());
  });

  it("shows the server's title and message when it refuses", async () => {
    await renderBooking(general, {
      'POST /api/bookings': {
        status: 409,
        body: { statusCode: 409, code: 'bay_taken', ...bookingMessages.bayTaken },
      },
    });
    await chooseOption('Start time', '1:00 PM');
    await chooseOption('End time', '2:00 PM');
    await chooseOption('Bay', 'Bay 3');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText(bookingMessages.bayTaken.title)).toBeTruthy();
    expect(screen.getByText(bookingMessages.bayTaken.message)).toBeTruthy();
    expect(screen.queryByText(toastMessages.bookingFailed.title)).toBeNull();
  });

  it('keeps what was booked on screen after Confirm Booking, not only a passing toast', async () => {
    await renderBooking(general, {
      'POST /api/bookings': {
        status: 201,
        body: {
          id: 'b1',
          userId: general.id,
          bayNumber: '3',
          bookingDate: '2026-03-10',
          startTime: '2026-03-10T19:00:00.000Z',
          endTime: '2026-03-10T20:00:00.000Z',
          guestCount: '1',
          guestFee: 0,
          status: 'confirmed',
          notes: null,
          createdAt: '2026-03-10T16:00:00.000Z',
          updatedAt: '2026-03-10T16:00:00.000Z',
        },
      },
    });
    await chooseOption('Start time', '1:00 PM');
    await chooseOption('End time', '2:00 PM');
    await chooseOption('Bay', 'Bay 3');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const panel = await screen.findByRole('status', { name: memberLabels.booking.confirmedTitle });
    expect(panel.textContent).toContain('Bay 3');
    expect(panel.textContent).toMatch(/March 10, 2026, 1:00 PM\s*-\s*2:00 PM/);
    expect(
      within(panel).getByRole('link', { name: memberLabels.booking.viewOnDashboard }).getAttribute('href'),
    ).toBe('/dashboard');
    // It takes the summary's place and the focus: no summary of a blank form reading 'Not chosen yet'.
    expect(document.activeElement).toBe(within(panel).getByRole('heading'));
    expect(screen.queryByText('Not chosen yet')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Booking summary' })).toBeNull();
    // The form behind it is ready for another; Book Another (or starting one) puts the panel away.
    expect(selectedText('Bay')).toBe('');
    fireEvent.click(within(panel).getByRole('button', { name: memberLabels.booking.bookAnother }));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: memberLabels.booking.confirmedTitle })).toBeNull(),
    );
    expect(screen.getByRole('region', { name: 'Booking summary' })).toBeTruthy();
  });

  it("shows a frozen day's refusal on the date, as the server words it", async () => {
    const message = freezeCopy.frozenDay({ startsOn: '2026-03-05', resumesOn: '2026-04-05' });
    await renderBooking(general, {
      'POST /api/bookings': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          title: 'Membership Frozen',
          message,
          code: 'membership_frozen',
          field: 'bookingDate',
        },
      },
    });
    await chooseOption('Start time', '1:00 PM');
    await chooseOption('End time', '2:00 PM');
    await chooseOption('Bay', 'Bay 3');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    // On the date's own field (its label and its error together), and read out.
    const shown = await screen.findByText(message, { selector: '.ant-form-item-explain-error' });
    expect(shown.closest('.ant-form-item')?.querySelector('label')?.textContent).toMatch(/Date$/);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(screen.queryByText(toastMessages.bookingFailed.title)).toBeNull();
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

describe('booking form: guests of a General member', () => {
  it("says 'Guest Fee Required' and goes to guest checkout with the booking saved", async () => {
    stubApi({
      'GET /api/bookings': { body: [] },
      'GET /api/bookings/date/*': { body: [] },
      'POST /api/bookings': {
        status: 402,
        body: {
          statusCode: 402,
          code: 'guest_fee_required',
          feeCents: 2 * GUEST_FEE_CENTS,
          paidGuests: 2,
          ...bookingMessages.guestFeeRequired,
        },
      },
    });
    renderWithApp(
      <Routes>
        <Route path="/booking" element={<BookingPage />} />
        <Route path="/guest-checkout" element={<Where />} />
      </Routes>,
      { route: '/booking', user: general },
    );
    await formShown();
    await chooseOption('Start time', '1:00 PM');
    await chooseOption('End time', '2:00 PM');
    await chooseOption('Bay', 'Bay 1');
    await chooseOption('Players', '3 players');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(
      await screen.findByText(`At /guest-checkout?guests=2&fee=${(2 * GUEST_FEE_CENTS) / 100}`),
    ).toBeTruthy();
    expect(screen.getByText(bookingMessages.guestFeeRequired.title)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('lounge.pendingBooking') ?? 'null')).toEqual({
      bayNumber: '1',
      bookingDate: '2026-03-10',
      startTime: '13:00',
      endTime: '14:00',
      guestCount: '3',
      notes: null,
      durationHours: 1,
      feeCents: 2 * GUEST_FEE_CENTS,
      paidGuests: 2,
    });
  });
});

describe('booking form: the waitlist after a taken bay', () => {
  const bayTaken = {
    status: 409,
    body: { statusCode: 409, code: 'bay_taken', field: 'bayNumber', ...bookingMessages.bayTaken },
  };

  async function refuseBay3(routes: Parameters<typeof stubApi>[0]) {
    const api = await renderBooking(general, { 'POST /api/bookings': bayTaken, ...routes });
    await chooseOption('Start time', '1:00 PM');
    await chooseOption('End time', '2:00 PM');
    await chooseOption('Bay', 'Bay 3');
    await chooseOption('Players', '2 players');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText(bookingMessages.bayTaken.title)).toBeTruthy();
    return api;
  }

  it('keeps the refusal and offers to join the waitlist for any bay', async () => {
    const api = await refuseBay3({ 'POST /api/waitlist': { status: 201, body: { id: 'w1' } } });
    const prompt = await screen.findByRole('region', { name: 'Waitlist' });
    expect(within(prompt).getByText(W.joinPrompt)).toBeTruthy();
    // It says what it joins: the day and time, and the players.
    expect(prompt.textContent).toContain('March 10, 2026, 1:00 PM - 2:00 PM');
    expect(prompt.textContent).toContain('2 players (you + 1 guest)');
    expect((within(prompt).getByLabelText('This bay (Bay 3)') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(prompt).getByLabelText(W.anyBay));
    fireEvent.click(within(prompt).getByRole('button', { name: W.joinButton }));
    expect(await screen.findByText(W.joined.title)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/waitlist' && c.method === 'POST')?.body).toEqual({
      bayNumber: 'any',
      bookingDate: '2026-03-10',
      startTime: '13:00',
      endTime: '14:00',
      guestCount: '2',
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull());
  });

  it("joins for the refused bay by default, and shows the server's refusal", async () => {
    const api = await refuseBay3({
      'POST /api/waitlist': {
        status: 409,
        body: { statusCode: 409, ...W.alreadyWaiting, code: 'already_waiting' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: W.joinButton }));
    expect(await screen.findByText(W.alreadyWaiting.title)).toBeTruthy();
    expect(screen.getByText(W.alreadyWaiting.message)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/waitlist')?.body).toMatchObject({ bayNumber: '3' });
  });

  it('is not offered for other refusals', async () => {
    await renderBooking(general, {
      'POST /api/bookings': {
        status: 409,
        body: { statusCode: 409, code: 'member_double_booked', ...bookingMessages.memberDoubleBooked },
      },
    });
    await chooseOption('Start time', '1:00 PM');
    await chooseOption('End time', '2:00 PM');
    await chooseOption('Bay', 'Bay 3');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText(bookingMessages.memberDoubleBooked.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: W.joinButton })).toBeNull();
  });
});
