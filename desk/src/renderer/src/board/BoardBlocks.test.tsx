// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  DEFAULT_DESK_WINDOWS,
  DEFAULT_VENUE,
  type EventInquiryView,
  formatMoney,
  moneyStepCopy,
  type Schedule,
  type StaffRoundView,
  wallToInstant,
} from '@lounge/core';
import { freezeDateInEachTest, stubApi } from '@lounge/web/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import { sectionAtom } from '../app/sections';
import { dialogTitled } from '../testing/deskDialogs';
import { staffQuote } from '../testing/eventQuotes';
import { renderAtDesk } from '../testing/renderAtDesk';
import { scheduleBlock, scheduleBooking } from '../testing/scheduleBookings';
import { BoardPanel } from './BoardPanel';

const ZONE = DEFAULT_VENUE.timeZone;
const DAY = '2026-11-21';
const iso = (time: string) => new Date(wallToInstant(DAY, time, ZONE)).toISOString();

freezeDateInEachTest(wallToInstant(DAY, '14:00', ZONE));

const ann = scheduleBooking(DAY, { id: 'Ann', bay: '1', start: '14:30', end: '15:30', memberId: 'm-Ann' });
const bob = scheduleBooking(DAY, { id: 'Bob', bay: '2', start: '16:00', end: '17:00', memberId: 'm-Bob' });

const day: Schedule = {
  date: DAY,
  blocks: [
    scheduleBlock(
      DAY,
      { id: 'e1', start: '18:00', end: '21:00', reason: 'Private event: Casey Planner, 20 guests' },
      { eventQuoteId: 'q1' },
    ),
    scheduleBlock(
      DAY,
      { id: 'r1', start: '10:00', end: '13:00', reason: 'Winter League, week 2' },
      { competitionRoundId: 'round-1' },
    ),
  ],
  bays: [...DEFAULT_VENUE.bays],
  hours: DEFAULT_VENUE.hours,
  timeZone: ZONE,
  windows: DEFAULT_DESK_WINDOWS,
  bookings: [ann, bob],
};

const quote = staffQuote({
  space: ['3'],
  date: DAY,
  startsAt: iso('18:00'),
  endsAt: iso('21:00'),
  lines: [{ key: 'package', label: 'Corporate Events, 1 bay, 3 hours', cents: 80000 }],
  balanceDueOn: '2026-11-14',
  status: 'paid',
  acceptedAt: '2026-11-02T17:00:00.000Z',
  depositPaidAt: '2026-11-02T17:00:00.000Z',
  sentAt: '2026-11-01T17:00:00.000Z',
  balanceOverdue: true,
  createdAt: '2026-11-01T17:00:00.000Z',
});

const inquiry: EventInquiryView = {
  id: 'i1',
  contactName: 'Casey Planner',
  email: 'casey@example.com',
  phone: '(406) 555-0142',
  eventType: 'corporate',
  eventDate: DAY,
  guestCount: '16-25',
  message: 'A team night',
  createdAt: '2026-11-01T17:00:00.000Z',
  handledAt: null,
  handledBy: null,
  notes: null,
};

const round: StaffRoundView = {
  roundId: 'round-1',
  competitionId: 'c1',
  competitionName: 'Winter League',
  kind: 'league',
  number: 2,
  startsAt: iso('10:00'),
  endsAt: iso('13:00'),
  closedAt: null,
  tvUrl: 'https://lounge.example/tournaments/c1/tv',
  players: [
    { entryId: 'e-a', memberName: 'Ada Tester', bayNumber: '3', card: 'final', holesPlayed: 18, gross: 80 },
    {
      entryId: 'e-b',
      memberName: 'Ben Tester',
      bayNumber: '4',
      card: 'submitted',
      holesPlayed: 18,
      gross: 84,
    },
    {
      entryId: 'e-c',
      memberName: 'Cy Tester',
      bayNumber: '4',
      card: 'in_progress',
      holesPlayed: 9,
      gross: 41,
    },
  ],
};

function Section() {
  return <output aria-label="Open section">{useAtomValue(sectionAtom)}</output>;
}

function renderBoard() {
  const api = stubApi({
    [`GET /api/staff/schedule?date=${DAY}`]: { body: day },
    'GET /api/staff/tours': { body: [] },
    'GET /api/staff/event-quotes': { body: [quote] },
    'GET /api/staff/inquiries/events': { body: [inquiry] },
    'GET /api/staff/competition-rounds/round-1': { body: round },
    'POST /api/staff/competitions/c1/rounds/2/close': { body: {} },
  });
  renderAtDesk(
    <>
      <BoardPanel />
      <Section />
    </>,
  );
  return api;
}

describe('everything on the board opens', () => {
  it("an event's block opens the event: contact, phone, head count, deposit, balance, the quote, and the way to record the balance", async () => {
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: /held for a private event.*Open$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Casey Planner' });
    await within(drawer).findByRole('link', { name: '(406) 555-0142' });
    expect(within(drawer).getByRole('link', { name: 'casey@example.com' }).getAttribute('href')).toBe(
      'mailto:casey@example.com',
    );
    expect(within(drawer).getByText('20 guests')).toBeTruthy();
    expect(within(drawer).getByText(`${formatMoney(40000)}, paid Mon Nov 2 10:00 AM`)).toBeTruthy();
    expect(within(drawer).getByText(`${formatMoney(40000)}, due Sat, Nov 14`, { exact: false })).toBeTruthy();
    expect(within(drawer).getByText('Balance overdue')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Open Quote' }));
    expect(await screen.findByText('Corporate Events, 1 bay, 3 hours')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Record Payment at Event Quotes' }));
    await waitFor(() => expect(screen.getByLabelText('Open section').textContent).toBe('quotes'));
  });

  it("a round's block opens the round: the field's cards, the TV link to open or copy, and Close naming the cards not final", async () => {
    const api = renderBoard();
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    fireEvent.click(await screen.findByRole('button', { name: /held for a competition round.*Open$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Winter League, Week 2' });
    const field = await within(drawer).findByRole('table', { name: 'The field and their cards' });
    const row = (name: string) => within(field).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Ada Tester')).getByText('Final')).toBeTruthy();
    expect(within(row('Ben Tester')).getByText('Submitted, not attested')).toBeTruthy();
    expect(within(row('Cy Tester')).getByText('Scoring')).toBeTruthy();
    expect(within(row('Cy Tester')).getByText(/41 thru 9/)).toBeTruthy();
    const tv = within(drawer).getByRole('link', { name: 'https://lounge.example/tournaments/c1/tv' });
    expect(tv.getAttribute('href')).toBe('https://lounge.example/tournaments/c1/tv');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(copied).toEqual(['https://lounge.example/tournaments/c1/tv']));

    // The same confirmation as at Competitions (CloseRoundConfirm): the cards not final first, with
    // where each stands, then what follows, said once.
    const C = moneyStepCopy.closeRound;
    fireEvent.click(within(drawer).getByRole('button', { name: C.ok }));
    const confirm = await dialogTitled(C.title('Winter League, Week 2'));
    const listed = within(confirm).getByRole('list', { name: C.unattestedList });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ben Tester (Submitted, not attested)', 'Cy Tester (Scoring)']);
    expect(within(confirm).getByText(C.unattested(2))).toBeTruthy();
    const text = confirm.textContent ?? '';
    expect(text.indexOf('Ben Tester')).toBeLessThan(text.indexOf(C.follows(3)));
    expect(text.split(C.follows(3))).toHaveLength(2);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: C.ok }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/staff/competitions/c1/rounds/2/close' }),
      ),
    );
    expect(await screen.findByText(C.done(3, 2))).toBeTruthy();
  });
});

describe('the board’s search', () => {
  const block = (name: string) =>
    screen.findByRole('button', { name: new RegExp(`^${name} Tester, Bay \\d, `) });

  it('ends when the booking its Enter opened is closed, so no block stays faded', async () => {
    renderBoard();
    const search = screen.getByLabelText('Search the day’s bookings');
    await block('Ann');
    fireEvent.change(search, { target: { value: 'bob' } });
    expect((await block('Ann')).className).toContain('faded');
    fireEvent.keyDown(search, { key: 'Enter' });
    const drawer = await screen.findByRole('dialog', { name: 'Bob Tester' });
    await act(async () => {
      fireEvent.click(
        within(drawer.closest('.ant-drawer') as HTMLElement).getByRole('button', { name: 'Close' }),
      );
    });
    await waitFor(() => expect((search as HTMLInputElement).value).toBe(''));
    expect((await block('Ann')).className).not.toContain('faded');
    expect((await block('Bob')).className).not.toContain('faded');
  });

  it('fades nothing when nothing on the grid matches', async () => {
    renderBoard();
    await block('Ann');
    fireEvent.change(screen.getByLabelText('Search the day’s bookings'), { target: { value: 'Tara' } });
    expect((await block('Ann')).className).not.toContain('faded');
    expect((await block('Bob')).className).not.toContain('faded');
  });
});
