// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  DEFAULT_DESK_WINDOWS,
  DEFAULT_VENUE,
  deskMessages,
  formatPrice,
  GUEST_FEE_CENTS,
  type MemberProfile,
  type Schedule,
  type ScheduleBooking,
  wallToInstant,
} from '@lounge/core';
import { freezeDateInEachTest, stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberProfile } from '../testing/memberProfiles';
import { renderAtDesk } from '../testing/renderAtDesk';
import { scheduleBooking } from '../testing/scheduleBookings';
import { BoardPanel } from './BoardPanel';

const ZONE = DEFAULT_VENUE.timeZone;
const DAY = '2026-11-21';
freezeDateInEachTest(wallToInstant(DAY, '14:40', ZONE));

const dayOf = (bookings: ScheduleBooking[]): Schedule => ({
  date: DAY,
  blocks: [],
  bays: [...DEFAULT_VENUE.bays],
  hours: DEFAULT_VENUE.hours,
  timeZone: ZONE,
  windows: DEFAULT_DESK_WINDOWS,
  bookings,
});

const profileOf = (id: string): MemberProfile =>
  memberProfile({
    id,
    email: `${id}@example.com`,
    firstName: id,
    phone: '+14065550199',
    guestPasses: { month: '2026-11', used: 1, allowance: 4, left: 3 },
    noShows: { count: 2, days: 90 },
    payments: [
      {
        id: 'p1',
        kind: 'desk',
        description: 'Guest fee at the desk',
        amountCents: GUEST_FEE_CENTS,
        status: 'pending',
        createdAt: '2026-11-20T18:00:00.000Z',
        userId: id,
        method: null,
        refundOf: null,
        refundableCents: 0,
      },
    ],
  });

// Jo plays 2:00–3:00 PM on Bay 1 (checked in) with the bay free after; Al played 12:00–1:00 PM and
// was never checked in; Bo is on Bay 2 until 3:00 PM with Cy right after.
const jo = {
  ...scheduleBooking(DAY, { id: 'Jo', bay: '1', start: '14:00', end: '15:00', status: 'checked_in' }),
  notes: 'Left-handed clubs',
};
const al = scheduleBooking(DAY, { id: 'Al', bay: '3', start: '12:00', end: '13:00' });
const bo = scheduleBooking(DAY, { id: 'Bo', bay: '2', start: '14:00', end: '15:00', status: 'checked_in' });
const cy = scheduleBooking(DAY, { id: 'Cy', bay: '2', start: '15:00', end: '16:00' });

function renderDay() {
  const api = stubApi({
    [`GET /api/staff/schedule?date=${DAY}`]: { body: dayOf([jo, al, bo, cy]) },
    'GET /api/staff/tours': { body: [] },
    'GET /api/staff/members/Jo': { body: profileOf('Jo') },
    'GET /api/staff/members/Al': { body: profileOf('Al') },
    'GET /api/staff/members/Bo': { body: profileOf('Bo') },
    'PATCH /api/staff/bookings/Jo': {
      body: { ...jo, endTime: new Date(wallToInstant(DAY, '15:30', ZONE)).toISOString() },
    },
    'POST /api/staff/bookings/Al/correct': { body: { ...al, status: 'checked_in' } },
  });
  renderAtDesk(<BoardPanel />);
  return api;
}
const open = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name} Tester, Bay \\d, `) }));
  return screen.findByRole('dialog', { name: `${name} Tester` });
};

describe('the booking drawer', () => {
  it('shows the phone, notes, no-shows, fees owed and guest passes, and gives 30 minutes more', async () => {
    const api = renderDay();
    const drawer = await open('Jo');
    expect(await within(drawer).findByText('+14065550199')).toBeTruthy();
    expect(within(drawer).getByText('Left-handed clubs')).toBeTruthy();
    expect(within(drawer).getByText('2 in the last 90 days')).toBeTruthy();
    expect(within(drawer).getByText(formatPrice(GUEST_FEE_CENTS))).toBeTruthy();
    expect(within(drawer).getByText('3 of 4 left this month')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '30 minutes more, until 3:30 PM' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ endTime: '15:30' }),
    );
    expect(await screen.findByText('Extended: Jo Tester, Bay 1, until 3:30 PM')).toBeTruthy();
  });

  it('offers no +30 min when the next booking follows at once', async () => {
    renderDay();
    const drawer = await open('Bo');
    await within(drawer).findByText('+14065550199');
    expect(within(drawer).queryByRole('button', { name: /minutes more/ })).toBeNull();
  });

  it('corrects a missed check-in after the booking ended, with a reason', async () => {
    const api = renderDay();
    const drawer = await open('Al');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Correct…' }));
    const title = await screen.findByText(deskMessages.correctDialog.title('Al Tester'));
    const dialog = title.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct' }));
    expect(await within(dialog).findByText(deskMessages.correctDialog.reasonRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(deskMessages.correctDialog.statuses.checked_in));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Checked in on paper' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/staff/bookings/Al/correct')?.body).toEqual({
        status: 'checked_in',
        reason: 'Checked in on paper',
      }),
    );
    expect(await screen.findByText('Corrected: Al Tester, Bay 3')).toBeTruthy();
  });

  it('offers no Cancel on a booking that has ended, only Correct; one under way keeps it', async () => {
    renderDay();
    const ended = await open('Al');
    await within(ended).findByText('+14065550199');
    expect(within(ended).getByRole('button', { name: 'Correct…' })).toBeTruthy();
    expect(within(ended).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
    fireEvent.click(within(ended).getByRole('button', { name: 'Close' }));
    const playing = await open('Jo');
    await within(playing).findByText('+14065550199');
    expect(within(playing).getByRole('button', { name: 'Cancel Booking' })).toHaveProperty('disabled', false);
  });
});
