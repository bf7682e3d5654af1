// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  bookingMessages,
  DEFAULT_DESK_WINDOWS,
  DEFAULT_VENUE,
  formatPrice,
  GUEST_FEE_CENTS,
  memberSearchCopy,
  resolveVenue,
  type Schedule,
  type StaffMemberView,
  type VenueSettings,
  wallToInstant,
} from '@lounge/core';
import { freezeDateInEachTest, stubApi } from '@lounge/web/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterOnHighlighted } from '../testing/deskDialogs';
import { staffMember } from '../testing/memberProfiles';
import { renderAtDesk } from '../testing/renderAtDesk';
import { scheduleBooking } from '../testing/scheduleBookings';
import { BoardPanel } from './BoardPanel';

const ZONE = DEFAULT_VENUE.timeZone;
const DAY = '2026-11-21';
// Seven past two: a walk-in starts at 2:00 PM, the grid's step below.
freezeDateInEachTest(wallToInstant(DAY, '14:07', ZONE));

// Bay 1 is taken until 3:00 PM, so the walk-in goes to Bay 2, the first bay free.
const busy = scheduleBooking(DAY, {
  id: 'Ann',
  bay: '1',
  start: '13:30',
  end: '15:00',
  status: 'checked_in',
});
const dayAt = (venue: VenueSettings): Schedule => ({
  date: DAY,
  blocks: [],
  bays: [...venue.bays],
  hours: venue.hours,
  timeZone: ZONE,
  windows: DEFAULT_DESK_WINDOWS,
  bookings: [busy],
});
const day = dayAt(DEFAULT_VENUE);
const jack = staffMember();

function quoteFor(body: unknown) {
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
}

describe('a walk-in', () => {
  it('is booked from 2:00 PM, paid in cash and checked in: three clicks and the name', async () => {
    const api = stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: { body: day },
      'GET /api/staff/tours': { body: [] },
      'GET /api/staff/members*': { body: [jack] },
      'POST /api/bookings/quote': quoteFor,
      'POST /api/staff/bookings': { status: 201, body: { ...busy, id: 'w1', status: 'checked_in' } },
    });
    renderAtDesk(<BoardPanel />);
    let clicks = 0;
    const click = (element: Element) => {
      clicks += 1;
      fireEvent.click(element);
    };
    click(await screen.findByRole('button', { name: 'Walk-in now' }));
    const dialog = (await screen.findByText('Walk-in from 2:00 PM')).closest('.ant-modal') as HTMLElement;
    const member = within(dialog).getByRole('combobox', { name: 'Member' });
    fireEvent.change(member, { target: { value: 'Jack' } });
    await enterOnHighlighted(member, /Jack Reilly · jack@example.com/);
    // The first free bay and an hour are chosen already.
    const chosen = (name: string) =>
      within(dialog).getByRole('radio', { name }).closest('label')?.className.includes('wrapper-checked');
    await waitFor(() => expect(chosen('Bay 2')).toBe(true));
    expect(chosen('3:00 PM')).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'Bay 1' })).toHaveProperty('disabled', true);
    click(within(dialog).getByRole('radio', { name: '3' }));
    const pay = await within(dialog).findByRole('button', {
      name: `Cash ${formatPrice(2 * GUEST_FEE_CENTS)} · Book and Check In`,
    });
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    click(pay);
    expect(await screen.findByText('Checked in: Jack Reilly, Bay 2')).toBeTruthy();
    expect(clicks).toBe(3);
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/staff/bookings')?.body).toEqual({
      userId: 'u-jack',
      bayNumber: '2',
      bookingDate: DAY,
      startTime: '14:00',
      endTime: '15:00',
      guestCount: '3',
      notes: '',
      override: false,
      walkIn: true,
      guestFeeCollected: true,
      paymentMethod: 'cash',
    });
  });
});

describe('a walk-in searched by a name two members share', () => {
  it('takes neither on Enter: the list stays until staff choose', async () => {
    const tara = (id: string, lastName: string) =>
      ({
        ...jack,
        id,
        firstName: 'Tara',
        lastName,
        email: `tara.${lastName.toLowerCase()}@example.com`,
      }) as StaffMemberView;
    const api = stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: { body: day },
      'GET /api/staff/tours': { body: [] },
      'GET /api/staff/members*': { body: [tara('u-quinn', 'Quinn'), tara('u-weller', 'Weller')] },
      'POST /api/bookings/quote': quoteFor,
    });
    renderAtDesk(<BoardPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Walk-in now' }));
    const dialog = (await screen.findByText('Walk-in from 2:00 PM')).closest('.ant-modal') as HTMLElement;
    const member = within(dialog).getByRole('combobox', { name: 'Member' });
    fireEvent.change(member, { target: { value: 'Tara' } });
    await within(document.body).findByText(/Tara Weller · tara.weller@example.com · #uwelle · General/);
    await act(async () => void fireEvent.keyDown(member, { key: 'Enter', keyCode: 13, which: 13 }));
    // No member taken, so nothing is quoted and the list is still open with both.
    expect(within(document.body).getByText(/Tara Quinn · tara.quinn@example.com/)).toBeTruthy();
    expect(within(document.body).getByText(/Tara Weller · tara.weller@example.com/)).toBeTruthy();
    expect(dialog.querySelector('.ant-select-selection-item')).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/bookings/quote')).toBe(false);
    // And the dialog says why Enter took no one.
    expect(await within(dialog).findByText(memberSearchCopy.several(2))).toBeTruthy();
  });
});

// A VIP bay (bay 2 here) shows at the desk through core's mayBookBay, with no bay rule in the desk:
// Bay 1 is taken and Bay 2 is VIP only, so a General walk-in goes to Bay 3.
const vipBay2 = resolveVenue({ vipBays: ['2'] });

describe('a walk-in with a bay kept from the tier', () => {
  it('passes over that bay for the member, shown disabled with the reason', async () => {
    const api = stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: { body: dayAt(vipBay2) },
      'GET /api/staff/tours': { body: [] },
      'GET /api/staff/members*': { body: [jack] },
      'POST /api/bookings/quote': quoteFor,
      'POST /api/staff/bookings': { status: 201, body: { ...busy, id: 'w1', status: 'checked_in' } },
    });
    renderAtDesk(<BoardPanel />, { venue: vipBay2 });
    fireEvent.click(await screen.findByRole('button', { name: 'Walk-in now' }));
    const dialog = (await screen.findByText('Walk-in from 2:00 PM')).closest('.ant-modal') as HTMLElement;
    const member = within(dialog).getByRole('combobox', { name: 'Member' });
    fireEvent.change(member, { target: { value: 'Jack' } });
    await enterOnHighlighted(member, /Jack Reilly · jack@example.com/);
    const chosen = (name: string) =>
      within(dialog).getByRole('radio', { name }).closest('label')?.className.includes('wrapper-checked');
    await waitFor(() => expect(chosen('Bay 3')).toBe(true));
    const kept = within(dialog).getByRole('radio', {
      name: `Bay 2 - ${bookingMessages.bayNotForTierLabel('General')}`,
    });
    expect(kept).toHaveProperty('disabled', true);
    const pay = await within(dialog).findByRole('button', { name: /Book and Check In/ });
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.method === 'POST' && c.path === '/api/staff/bookings')?.body,
      ).toMatchObject({
        bayNumber: '3',
      }),
    );
  });
});
