// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  DEFAULT_DESK_WINDOWS,
  DEFAULT_VENUE,
  formatPrice,
  GUEST_FEE_CENTS,
  type Schedule,
  type ScheduleBooking,
  wallToInstant,
} from '@lounge/core';
import { freezeDateInEachTest, stubApi } from '@lounge/web/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { scheduleBooking } from '../testing/scheduleBookings';
import { BoardPanel } from './BoardPanel';
import { BOARD_SHORTCUTS } from './boardShortcuts';

const ZONE = DEFAULT_VENUE.timeZone;
/** A Saturday at the venue; the board's clock reads 2:00 PM. */
const DAY = '2026-11-21';

const booking = (id: string, bay: string, start: string, end: string) =>
  scheduleBooking(DAY, { id, bay, start, end, memberId: `m-${id}` });

const dayOf = (date: string, bookings: ScheduleBooking[] = []): Schedule => ({
  date,
  blocks: [],
  bays: [...DEFAULT_VENUE.bays],
  hours: DEFAULT_VENUE.hours,
  timeZone: ZONE,
  windows: DEFAULT_DESK_WINDOWS,
  bookings,
});

// Ann's check-in is open (it opens an hour before 2:30 PM); Bob's opens at 3:00 PM.
const ann = booking('Ann', '1', '14:30', '15:30');
const bob = booking('Bob', '2', '16:00', '17:00');

freezeDateInEachTest(wallToInstant(DAY, '14:00', ZONE));

function renderBoard(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    ...routes,
    [`GET /api/staff/schedule?date=${DAY}`]: { body: dayOf(DAY, [bob, ann]) },
    'GET /api/staff/schedule?date=2026-11-22': { body: dayOf('2026-11-22') },
    'GET /api/staff/schedule?date=2026-11-20': { body: dayOf('2026-11-20') },
    'GET /api/staff/tours': { body: [] },
    'POST /api/staff/bookings/Ann/check-in': { body: { ...ann, status: 'checked_in' } },
  });
  renderAtDesk(<BoardPanel />);
  return api;
}

const press = (key: string, target: Element = document.body) =>
  act(() => void fireEvent.keyDown(target, { key }));
/** A booking's block on the grid (the arrivals list names it too, with ': details'). */
const findBlock = (name: string) =>
  screen.findByRole('button', { name: new RegExp(`^${name} Tester, Bay \\d, `) });
const boardDate = () => screen.getByLabelText<HTMLInputElement>('Board date').value;

describe('the board’s keyboard shortcuts', () => {
  it('lists every shortcut in the ? help', async () => {
    renderBoard();
    await findBlock('Ann');
    press('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const shortcut of BOARD_SHORTCUTS) expect(within(help).getByText(shortcut.label)).toBeTruthy();
    expect(within(help).getByText('T')).toBeTruthy();
    expect(within(help).getByText('←')).toBeTruthy();
  });

  it('moves between days with N, P and the arrows, and T comes back to today', async () => {
    renderBoard();
    await findBlock('Ann');
    expect(boardDate()).toBe(DAY);
    press('n');
    expect(boardDate()).toBe('2026-11-22');
    press('p');
    press('ArrowLeft');
    expect(boardDate()).toBe('2026-11-20');
    press('ArrowRight');
    press('n');
    press('t');
    expect(boardDate()).toBe(DAY);
  });

  it('/ goes to the search, where letters are typing, not shortcuts; Enter opens the first match', async () => {
    renderBoard();
    await findBlock('Bob');
    press('/');
    const search = screen.getByLabelText('Search the day’s bookings');
    expect(document.activeElement).toBe(search);
    press('n', search);
    fireEvent.change(search, { target: { value: 'bob' } });
    expect(boardDate()).toBe(DAY);
    expect((await findBlock('Ann')).className).toContain('faded');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Bob Tester' })).toBeTruthy();
  });

  it('J and K walk the day’s bookings in time order; C checks in the selected one inside its window only', async () => {
    const api = renderBoard();
    await findBlock('Ann');
    press('j');
    expect(await screen.findByRole('dialog', { name: 'Ann Tester' })).toBeTruthy();
    press('c');
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/staff/bookings/Ann/check-in' }),
      ),
    );
    press('j');
    expect(await screen.findByRole('dialog', { name: 'Bob Tester' })).toBeTruthy();
    press('c');
    expect(
      await screen.findByText('Check-in opens at 3:00 PM, an hour before the start.', {
        selector: '.ant-notification *',
      }),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.path.includes('Bob/check-in'))).toEqual([]);
    press('k');
    expect(await screen.findByRole('dialog', { name: 'Ann Tester' })).toBeTruthy();
  });

  it('lists the arrivals beside the grid: within 90 minutes only, each checked in with one click', async () => {
    const api = renderBoard();
    const arrivals = await screen.findByRole('complementary', { name: 'Arrivals' });
    await within(arrivals).findByText('Ann Tester');
    expect(within(arrivals).queryByText('Bob Tester')).toBeNull();
    fireEvent.click(within(arrivals).getByRole('button', { name: 'Check in Ann Tester' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/staff/bookings/Ann/check-in' }),
      ),
    );
  });
});

describe('changing a booking from its details', () => {
  it('asks about the added guests’ fee and saves it left owed', async () => {
    const api = renderBoard({
      'PATCH /api/staff/bookings/Ann': (body) =>
        (body as { guestFeeOwed?: boolean }).guestFeeOwed
          ? { body: { ...ann, players: 3 } }
          : {
              status: 402,
              body: {
                statusCode: 402,
                title: 'Guest Fee Required',
                message: 'Collect it or leave it owed.',
                feeCents: 2 * GUEST_FEE_CENTS,
              },
            },
    });
    fireEvent.click(await findBlock('Ann'));
    const details = await screen.findByRole('dialog', { name: 'Ann Tester' });
    fireEvent.click(within(details).getByRole('button', { name: 'Change or Move' }));
    // The test setup gives every antd title one id, so the dialog is found by its title's text.
    const title = await screen.findByText('Change Ann Tester’s booking');
    const dialog = title.closest<HTMLElement>('.ant-modal') as HTMLElement;
    expect(within(dialog).getByLabelText<HTMLInputElement>('Start').value).toBe('14:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(`Added guests’ fee: ${formatPrice(2 * GUEST_FEE_CENTS)}`),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave It Owed' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        expect.objectContaining({ bayNumber: '1', startTime: '14:30', endTime: '15:30', guestCount: '1' }),
        expect.objectContaining({ guestFeeOwed: true }),
      ]),
    );
  });
});

describe('the printed day sheet', () => {
  it('is written from the schedule the board fetched: the day in start order, the member as the schedule names them', async () => {
    const vip = { ...bob, member: { ...bob.member, firstName: 'Robert', membershipType: 'vip' as const } };
    stubApi({
      [`GET /api/staff/schedule?date=${DAY}`]: {
        body: { ...dayOf(DAY, [vip, ann]), blocks: [] },
      },
      'GET /api/staff/tours': { body: [] },
    });
    const { container } = renderAtDesk(<BoardPanel />);
    await findBlock('Ann');
    const sheet = container.querySelector('.day-sheet') as HTMLElement;
    // Read by header, so a column added to the sheet (core's daySheet.ts) leaves this as it is.
    const [header = [], ...rows] = [...sheet.querySelectorAll('tr')].map((tr) =>
      [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
    );
    const byHeader = rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
    expect(byHeader).toEqual([
      expect.objectContaining({
        Bay: '1',
        Start: '2:30 PM',
        Member: 'Ann Tester',
        Tier: 'General',
        Status: 'Upcoming',
      }),
      expect.objectContaining({
        Bay: '2',
        Start: '4:00 PM',
        Member: 'Robert Tester',
        Tier: 'VIP',
        Status: 'Upcoming',
      }),
    ]);
  });
});
