// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  DEFAULT_DESK_WINDOWS,
  DEFAULT_VENUE,
  type Schedule,
  type ScheduleBooking,
  type TourView,
  wallToInstant,
} from '@lounge/core';
import { freezeDateInEachTest, stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { scheduleBooking } from '../testing/scheduleBookings';
import { ArrivalsPanel } from './ArrivalsPanel';
import { BoardPanel } from './BoardPanel';

const ZONE = DEFAULT_VENUE.timeZone;
/** A Saturday at the venue; the clock reads 2:00 PM. */
const DAY = '2026-11-21';
freezeDateInEachTest(wallToInstant(DAY, '14:00', ZONE));

const jack = scheduleBooking(DAY, { id: 'Jack', bay: '2', start: '14:30', end: '15:30' });
const kim = scheduleBooking(DAY, { id: 'Kim', bay: '3', start: '14:45', end: '15:45' });
const lee = scheduleBooking(DAY, { id: 'Lee', bay: '1', start: '13:00', end: '14:00', status: 'checked_in' });

const dayOf = (bookings: ScheduleBooking[]): Schedule => ({
  date: DAY,
  blocks: [],
  bays: [...DEFAULT_VENUE.bays],
  hours: DEFAULT_VENUE.hours,
  timeZone: ZONE,
  windows: DEFAULT_DESK_WINDOWS,
  bookings,
});

describe('the arrivals hold still under the pointer', () => {
  it('a second click 150 ms later at the same spot checks nobody else in', async () => {
    let jackIn = false;
    const api = stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: () => ({
        body: dayOf([lee, jackIn ? { ...jack, status: 'checked_in' } : jack, kim]),
      }),
      'GET /api/staff/tours': { body: [] },
      'POST /api/staff/bookings/Jack/check-in': () => {
        jackIn = true;
        return { body: { ...jack, status: 'checked_in' } };
      },
      'POST /api/staff/bookings/Kim/check-in': { body: { ...kim, status: 'checked_in' } },
    });
    renderAtDesk(<BoardPanel />);
    const arrivals = await screen.findByRole('complementary', { name: 'Arrivals' });
    await within(arrivals).findByText('Jack Tester');
    // Lee has played and is checked in: finished bookings are not arrivals.
    expect(within(arrivals).queryByText('Lee Tester')).toBeNull();
    const first = () => within(arrivals).getAllByRole('listitem')[0] as HTMLElement;
    expect(first().textContent).toContain('Jack Tester');
    const reads = () => api.calls.filter((c) => c.path.startsWith('/api/staff/schedule')).length;
    const before = reads();

    fireEvent.click(within(first()).getByRole('button', { name: 'Check in Jack Tester' }));
    // The answer comes and the board refetches: Jack is checked in, Kim would move up.
    expect(await screen.findByText('Checked in: Jack Tester, Bay 2')).toBeTruthy();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await waitFor(() => expect(first().textContent).toContain('✓ Checked in'));
    // The second click of a double click, at the same spot: Jack's card, done and disabled.
    expect(first().textContent).toContain('Jack Tester');
    const spot = within(first()).getByRole('button', { name: /Checked in/ });
    expect((spot as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(spot);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const posts = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts).toEqual(['/api/staff/bookings/Jack/check-in']);
    // Kim is still one click away, below.
    expect((within(arrivals).getAllByRole('listitem')[1] as HTMLElement).textContent).toContain('Kim Tester');
  });

  it('toasts bottom left, clear of the drawer’s title, naming the member and the bay', async () => {
    stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: { body: dayOf([jack]) },
      'GET /api/staff/tours': { body: [] },
      'POST /api/staff/bookings/Jack/check-in': {
        status: 409,
        body: { statusCode: 409, title: 'Not Check-in Time', message: 'Check-in opens at 1:30 PM.' },
      },
    });
    renderAtDesk(<BoardPanel />);
    const arrivals = await screen.findByRole('complementary', { name: 'Arrivals' });
    fireEvent.click(await within(arrivals).findByRole('button', { name: 'Check in Jack Tester' }));
    const toast = await screen.findByText('Not Check-in Time: Jack Tester, Bay 2');
    expect(toast.closest('.ant-notification-bottomLeft')).not.toBeNull();
    // Refused: the card is as it was, its Check In open again.
    await waitFor(() =>
      expect(within(arrivals).getByRole('button', { name: 'Check in Jack Tester' })).toBeTruthy(),
    );
  });

  it('never scrolls the page: not on load, nor while a search is typed', async () => {
    const intoView = vi.fn();
    const scrollTo = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    vi.stubGlobal('scrollTo', scrollTo);
    stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: { body: dayOf([jack, kim]) },
      'GET /api/staff/tours': { body: [] },
    });
    renderAtDesk(<BoardPanel />);
    await screen.findByRole('complementary', { name: 'Arrivals' });
    const search = screen.getByRole('searchbox', { name: 'Search the day’s bookings' });
    for (const typed of ['J', 'Ja', 'Jac', 'Jack']) fireEvent.change(search, { target: { value: typed } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(intoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

const tourAt = (id: string, time: string, status: TourView['status'] = 'confirmed'): TourView => ({
  id,
  firstName: id,
  lastName: 'Visitor',
  email: `${id}@example.com`,
  phone: null,
  preferredDate: DAY,
  preferredTime: time,
  partySize: 2,
  specialRequests: null,
  status,
  confirmedDate: DAY,
  confirmedTime: time,
  notes: null,
  createdAt: '2026-11-01T16:00:00.000Z',
});

/** The panel with the schedule and tours a test hands it, as the board's refreshes would. */
let refresh: (bookings: ScheduleBooking[], tours: TourView[]) => void = () => undefined;
function Refreshing({ bookings, tours }: { bookings: ScheduleBooking[]; tours: TourView[] }) {
  const [state, setState] = useState({ bookings, tours, at: Date.now() });
  refresh = (b, t) => setState((previous) => ({ bookings: b, tours: t, at: previous.at + 15_000 }));
  return (
    <ArrivalsPanel
      schedule={dayOf(state.bookings)}
      tours={state.tours}
      today={DAY}
      now={Date.now()}
      refreshedAt={state.at}
      onSelect={() => undefined}
      onOpenMember={() => undefined}
    />
  );
}

describe('what is finished leaves the arrivals at the next refresh', () => {
  it('a booking checked in, marked no-show or cancelled elsewhere, and a tour done, go; the rest stay', async () => {
    stubApi({});
    const late = scheduleBooking(DAY, { id: 'Max', bay: '4', start: '13:30', end: '14:30' });
    const rae = scheduleBooking(DAY, { id: 'Rae', bay: '1', start: '14:15', end: '15:15' });
    renderAtDesk(<Refreshing bookings={[late, jack, kim, rae]} tours={[tourAt('Tia', '14:30')]} />);
    const arrivals = screen.getByRole('complementary', { name: 'Arrivals' });
    const names = () =>
      within(arrivals)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent);
    expect(names()).toEqual(['Max Tester', 'Rae Tester', 'Jack Tester', 'Tia Visitor', 'Kim Tester']);
    act(() =>
      refresh(
        [
          { ...late, status: 'no_show' },
          { ...jack, status: 'checked_in' },
          { ...kim, status: 'cancelled' },
          rae,
        ],
        [tourAt('Tia', '14:30', 'completed')],
      ),
    );
    await waitFor(() => expect(names()).toEqual(['Rae Tester']));
  });
});

describe('the desk sees the kiosk and the release coming', () => {
  // 2:00 PM: Ola checked in at the kiosk for 1:50; Ned, due at 1:52, is 8 minutes late.
  const ola = {
    ...scheduleBooking(DAY, { id: 'Ola', bay: '1', start: '13:50', end: '15:00', status: 'checked_in' }),
    checkedInAtKiosk: 'Front door',
  };
  const ned = scheduleBooking(DAY, { id: 'Ned', bay: '2', start: '13:52', end: '15:00' });

  it('Arrivals and the board name the kiosk a member checked in at, and count down a late booking’s release', async () => {
    stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: { body: dayOf([ola, ned]) },
      'GET /api/staff/tours': { body: [] },
    });
    renderAtDesk(<BoardPanel />);
    const arrivals = await screen.findByRole('complementary', { name: 'Arrivals' });
    const card = async (name: string) =>
      (await within(arrivals).findByText(name)).closest('li') as HTMLElement;
    const olaCard = await card('Ola Tester');
    expect(within(olaCard).getByRole('button', { name: '✓ Checked in at Front door' })).toBeTruthy();
    expect(within(olaCard).queryByRole('button', { name: 'Check in Ola Tester' })).toBeNull();
    const nedCard = await card('Ned Tester');
    expect(within(nedCard).getByText('Released in 7 min')).toBeTruthy();
    expect(within(nedCard).getByRole('button', { name: 'Check in Ned Tester' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Ola Tester, Bay 1, .*, Checked in at Front door$/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Ned Tester, Bay 2, .*, Released in 7 min$/ })).toBeTruthy();
  });

  it('shows no countdown when the lounge does not release (NO_SHOW_RELEASE_MINUTES=0), and still names the kiosk', async () => {
    stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: {
        body: { ...dayOf([ola, ned]), windows: { ...DEFAULT_DESK_WINDOWS, noShowReleaseMinutes: 0 } },
      },
      'GET /api/staff/tours': { body: [] },
    });
    renderAtDesk(<BoardPanel />);
    const arrivals = await screen.findByRole('complementary', { name: 'Arrivals' });
    await within(arrivals).findByText('Ned Tester');
    expect(screen.queryByText(/Released in/)).toBeNull();
    expect(screen.getByRole('button', { name: /^Ned Tester, Bay 2, .*, Late$/ })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Ola Tester, Bay 1, .*, Checked in at Front door$/ }),
    ).toBeTruthy();
  });
});
