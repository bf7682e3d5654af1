import {
  type BookingView,
  bookingMessages,
  DEFAULT_VENUE,
  formatMoney,
  GUEST_FEE_CENTS,
  TIERS,
  toastMessages,
} from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, openOptions, selectedText } from '../../testing/antdSelect';
import { stubApi } from '../../testing/fakeApi';
import { freezeDateInEachTest } from '../../testing/frozenDate';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import { EditBookingDialog } from './EditBookingDialog';
import { endChoices, instantOf } from './slotOptions';

// Now: 2026-03-10 10:00 at the venue. The booking: the next day, Bay 1, 11:00 AM - 12:00 PM.
const NOW = new Date('2026-03-10T16:00:00Z');
const booking: BookingView = {
  id: 'b1',
  userId: 'u1',
  bayNumber: '1',
  bookingDate: '2026-03-11',
  startTime: '2026-03-11T17:00:00.000Z',
  endTime: '2026-03-11T18:00:00.000Z',
  guestCount: '1',
  guestFee: 0,
  status: 'confirmed',
  notes: null,
  createdAt: '2026-03-01T17:00:00.000Z',
  updatedAt: '2026-03-01T17:00:00.000Z',
};
const member = (type: 'general' | 'vip') => makeUser({ membershipType: type, membershipStatus: 'monthly' });

freezeDateInEachTest(NOW);

function renderDialog(type: 'general' | 'vip' = 'general', routes: Parameters<typeof stubApi>[0] = {}) {
  const onClose = vi.fn();
  // The day's list holds the booking itself, which must not count as taken against itself.
  const api = stubApi({
    'GET /api/bookings/date/*': {
      body: [{ bayNumber: '1', startTime: booking.startTime, endTime: booking.endTime }],
    },
    ...routes,
  });
  renderWithApp(<EditBookingDialog booking={booking} onClose={onClose} />, {
    route: '/dashboard',
    user: member(type),
  });
  return { api, onClose };
}

const save = () => screen.getByRole('button', { name: 'Update Booking' });

describe('Edit Booking dialog (docs/product.md)', () => {
  it("opens on the booking's own values, its time not taken by itself", async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Date' }) as HTMLInputElement).value).toBe('2026-03-11');
    expect(selectedText('Start time')).toBe('11:00 AM');
    expect(selectedText('End time')).toBe('12:00 PM (1 hour)');
    expect(selectedText('Bay')).toBe('Bay 1');
    const starts = await openOptions('Start time');
    expect(starts.find((o) => o.text === '11:00 AM')?.disabled).toBe(false);
  });

  it('offers the same bays as the booking page and players 1 to 5', async () => {
    renderDialog();
    expect((await openOptions('Bay')).map((o) => o.text)).toEqual(['Bay 1', 'Bay 2', 'Bay 3']);
    expect((await openOptions('Players')).map((o) => o.text)).toHaveLength(5);
  });

  it("marks and disables end times past the tier's limit, from the booking page's own choices", async () => {
    renderDialog('general');
    const ends = await openOptions('End time');
    expect(ends.find((o) => o.text.startsWith('1:00 PM'))).toEqual({
      text: '1:00 PM (2 hours)',
      disabled: false,
    });
    expect(ends.find((o) => o.text.startsWith('1:30 PM'))).toEqual({
      text: '1:30 PM (2.5 hours) - over General limit of 2 hours',
      disabled: true,
    });
    expect(ends.find((o) => o.text.startsWith('11:30 AM'))).toEqual({
      text: '11:30 AM (0.5 hours) - under 1 hour',
      disabled: true,
    });
    // Exactly what the booking page offers for the same day, start and (free) bay.
    const start = instantOf(booking.bookingDate, '11:00', DEFAULT_VENUE);
    const page = endChoices(booking.bookingDate, DEFAULT_VENUE, TIERS.general, start, []);
    expect(ends).toEqual(page.map((o) => ({ text: o.label, disabled: o.disabled })));
  });

  it('keeps its end when a time past the limit is pressed, and the update stays possible', async () => {
    renderDialog('general');
    await openOptions('End time');
    const over = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
      o.getAttribute('title')?.startsWith('2:00 PM'),
    ) as HTMLElement;
    fireEvent.click(over);
    expect(selectedText('End time')).toBe('12:00 PM (1 hour)');
    expect(screen.queryByText(bookingMessages.invalidDuration(2, 'General').title)).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('lets a VIP make 3 hours, not 3.5', async () => {
    renderDialog('vip');
    await chooseOption('End time', '2:00 PM');
    const ends = await openOptions('End time');
    expect(ends.find((o) => o.text.startsWith('2:00 PM'))?.disabled).toBe(false);
    expect(ends.find((o) => o.text.startsWith('2:30 PM'))).toEqual({
      text: '2:30 PM (3.5 hours) - over VIP limit of 3 hours',
      disabled: true,
    });
  });

  it.each([
    ['general', bookingMessages.generalGuestFeeHint],
    ['vip', bookingMessages.vipGuestPassesHint],
  ] as const)('gives a %s member with guests the hint "%s"', async (type, hint) => {
    renderDialog(type);
    expect(screen.queryByText(hint)).toBeNull();
    await chooseOption('Players', '2 players');
    expect(await screen.findByText(hint)).toBeTruthy();
  });

  it('cancels only after the browser confirm, then says so and closes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { api, onClose } = renderDialog('general', {
      'GET /api/bookings/b1/cancellation': { body: { paidCents: 0, refundCents: 0, message: null } },
      'PATCH /api/bookings/b1/cancel': { body: { ...booking, status: 'cancelled' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(confirm).toHaveBeenLastCalledWith(bookingMessages.cancelConfirm));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText(toastMessages.bookingCancelled.title)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('says before confirming what happens to a paid guest fee, and after, that it was refunded', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    renderDialog('general', {
      'GET /api/bookings/b1/cancellation': {
        body: {
          paidCents: 2 * GUEST_FEE_CENTS,
          refundCents: 2 * GUEST_FEE_CENTS,
          message: `Your guest fee of ${formatMoney(2 * GUEST_FEE_CENTS)} will be refunded to your card.`,
        },
      },
      'PATCH /api/bookings/b1/cancel': {
        body: {
          ...booking,
          status: 'cancelled',
          refundMessage: `Your guest fee of ${formatMoney(2 * GUEST_FEE_CENTS)} has been refunded.`,
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenLastCalledWith(
        `${bookingMessages.cancelConfirm}\n\nYour guest fee of ${formatMoney(2 * GUEST_FEE_CENTS)} will be refunded to your card.`,
      ),
    );
    expect(
      await screen.findByText(`Your guest fee of ${formatMoney(2 * GUEST_FEE_CENTS)} has been refunded.`),
    ).toBeTruthy();
  });

  it("sends the changed booking; a failure shows 'Update Failed' with the server's words", async () => {
    const { api } = renderDialog('general', {
      'PUT /api/bookings/b1': { status: 500, body: { statusCode: 500, message: 'The database is busy' } },
    });
    await chooseOption('End time', '1:00 PM');
    fireEvent.click(save());
    expect(await screen.findByText(toastMessages.bookingUpdateFailed.title)).toBeTruthy();
    expect(screen.getByText('The database is busy')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      bayNumber: '1',
      bookingDate: '2026-03-11',
      startTime: '11:00',
      endTime: '13:00',
      guestCount: '1',
      notes: null,
    });
  });

  it('adding guests as General goes to guest checkout for the added guests, the edit saved', async () => {
    renderDialog('general', {
      'PUT /api/bookings/b1': {
        status: 402,
        body: {
          statusCode: 402,
          code: 'guest_fee_required',
          feeCents: GUEST_FEE_CENTS,
          paidGuests: 1,
          ...bookingMessages.guestFeeRequired,
        },
      },
    });
    await chooseOption('Players', '2 players');
    fireEvent.click(save());
    expect(await screen.findByText(bookingMessages.guestFeeRequired.title)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('lounge.pendingBooking') ?? 'null')).toMatchObject({
      bookingId: 'b1',
      guestCount: '2',
      feeCents: GUEST_FEE_CENTS,
      paidGuests: 1,
    });
  });
});
