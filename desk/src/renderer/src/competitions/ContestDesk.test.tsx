// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { type CompetitionDetail, contestMessages } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose } from '../testing/deskDialogs';
import { renderAtDesk } from '../testing/renderAtDesk';
import { CompetitionsPanel } from './CompetitionsPanel';

afterEach(() => vi.unstubAllGlobals());

const ID = '0b7a51f4-2c0e-4d1a-9a1b-3c5e7f9a2b40';
// Hole 7 is the course's par 3: closest to the pin is played there.
const holes = Array.from({ length: 18 }, (_, i) => ({ par: i === 6 ? 3 : 4, strokeIndex: i + 1 }));
const summary = {
  id: ID,
  name: 'Pin Night',
  kind: 'tournament',
  phase: 'live',
  entered: 3,
  fieldSize: 8,
  waiting: 0,
  rounds: 1,
};
/** The server's board: Cy's 4.2 ft best, then Bo (one attempt not attested), then Al (missed twice). */
const board = [
  { entryId: 'e3', name: 'A member', position: 1, best: 42, attempts: [42, 120, null], provisional: false },
  { entryId: 'e2', name: 'Bo B.', position: 2, best: 88, attempts: [88], provisional: true },
  { entryId: 'e1', name: 'Al A.', position: 3, best: null, attempts: [null, null], provisional: false },
];
const round = {
  number: 1,
  date: '2026-12-02',
  startTime: '18:00',
  endTime: '21:00',
  startsAt: '2026-12-03T01:00:00.000Z',
  endsAt: '2026-12-03T04:00:00.000Z',
  bays: ['1', '2'],
  past: false,
  closedAt: null,
  groups: [
    {
      bayNumber: '1',
      players: [
        { entryId: 'e1', name: 'Al A.' },
        { entryId: 'e2', name: 'Bo B.' },
      ],
    },
    { bayNumber: '2', players: [{ entryId: 'e3', name: 'A member' }] },
  ],
  leaderboard: [],
  contestBoard: board,
  unattested: [{ entryId: 'e2', name: 'Bo B.' }],
};
const detail = {
  ...summary,
  description: '',
  format: 'closest',
  allowancePercent: 95,
  eligibility: 'members',
  entryFeeCents: { general: 0, vip: 0 },
  registrationClosesAt: '2026-12-01T07:00:00.000Z',
  registrationOpen: false,
  courseName: 'Pebble Beach',
  contestAttempts: 3,
  contestHole: 7,
  course: { name: 'Pebble Beach', courseRating: 72, slopeRating: 113, holes },
  rounds: [round],
  field: [
    { entryId: 'e1', name: 'Al A.' },
    { entryId: 'e2', name: 'Bo B.' },
    { entryId: 'e3', name: 'A member' },
  ],
  leaderboard: [],
  boards: { gross: [], net: [] },
  contestBoard: board,
  standings: [],
  mine: null,
} as unknown as CompetitionDetail;
const entries = ['Al Archer', 'Bo Baker', 'Cy Carter'].map((memberName, i) => ({
  id: `e${i + 1}`,
  userId: `u${i + 1}`,
  memberName,
  status: 'entered',
  feeCents: 0,
  createdAt: '2026-11-20T17:00:00.000Z',
  handicapIndex: null,
}));

const ATTEMPTS = `/api/competitions/${ID}/rounds/1/attempts`;

async function openContest(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/competitions': { body: [summary] },
    [`GET /api/competitions/${ID}`]: { body: detail },
    [`GET /api/staff/competitions/${ID}/entries`]: { body: entries },
    ...routes,
  });
  renderAtDesk(<CompetitionsPanel />);
  fireEvent.click(await screen.findByRole('button', { name: 'Pin Night' }));
  return api;
}

const form = () => screen.getByRole('form', { name: 'Enter or correct an attempt' });
const distanceBox = () => within(form()).getByLabelText('Distance to the pin (feet, e.g. 12.4)');

describe('a contest at the desk', () => {
  it('shows the contest board with full names, provisional lines marked, and no card entry', async () => {
    await openContest();
    const table = await screen.findByRole('table', { name: 'Closest to the pin board' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['1', 'Cy Carter', '4.2 ft', '4.2 ft', '12.0 ft', 'Missed'],
      ['2', 'Bo Baker*', '8.8 ft', '8.8 ft', '', ''],
      ['3', 'Al Archer', 'Missed', 'Missed', 'Missed', ''],
    ]);
    expect(within(table).getByTitle('Provisional: not all attested')).toBeTruthy();
    expect(screen.getByText(/Closest to the pin, hole 7: distances in feet from the pin/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Enter or correct a card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print Scorecards' })).toBeNull();
  });

  it('enters a player’s next attempt, then a miss, each through the server', async () => {
    const api = await openContest({
      [`POST ${ATTEMPTS}/e2`]: (body) => {
        const { distance } = body as { distance: number | null };
        const tenths = distance === null ? null : Math.round(distance * 10);
        return {
          status: 201,
          body: { entryId: 'e2', round: 1, number: 2, tenths, enteredAt: '', attestedAt: '' },
        };
      },
    });
    await screen.findByRole('table', { name: 'Closest to the pin board' });
    await choose('Player', 'Bo Baker');
    expect(within(form()).getByRole('combobox', { name: 'Attempt' })).toBeTruthy();
    expect(within(form()).getByText('Attempt 2 of 3: a new one')).toBeTruthy();
    fireEvent.change(distanceBox(), { target: { value: '6.3' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Attempt' }));
    expect(await within(form()).findByText('Attempt 2 saved: Bo Baker, 6.3 ft')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`${ATTEMPTS}/e2`, { distance: 6.3 }],
    ]);

    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Missed the green' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Attempt' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({ distance: null });
    expect(await within(form()).findByText('Attempt 2 saved: Bo Baker, Missed')).toBeTruthy();
  });

  it('corrects an attempt already entered, starting from what it says now', async () => {
    const api = await openContest({
      [`PUT ${ATTEMPTS}/e3/2`]: {
        body: { entryId: 'e3', round: 1, number: 2, tenths: 102, enteredAt: '', attestedAt: '' },
      },
    });
    await screen.findByRole('table', { name: 'Closest to the pin board' });
    await choose('Player', 'Cy Carter');
    // Every attempt is in: the form offers them to correct, the first chosen.
    expect(within(form()).getByText('All 3 attempts are entered; choose one to correct it.')).toBeTruthy();
    expect((distanceBox() as HTMLInputElement).value).toBe('4.2');
    await choose('Attempt', 'Attempt 2: 12.0 ft');
    expect((distanceBox() as HTMLInputElement).value).toBe('12.0');
    fireEvent.change(distanceBox(), { target: { value: '10.2' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Attempt' }));
    expect(await within(form()).findByText('Attempt 2 corrected: Cy Carter, 10.2 ft')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [`${ATTEMPTS}/e3/2`, { distance: 10.2 }],
    ]);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal in its own words beside the form, not in a toast', async () => {
    const refusal = contestMessages.badDistance('closest');
    const api = await openContest({
      [`POST ${ATTEMPTS}/e1`]: {
        status: 400,
        body: { statusCode: 400, ...refusal, code: 'invalid_distance', field: 'distance' },
      },
    });
    await screen.findByRole('table', { name: 'Closest to the pin board' });
    await choose('Player', 'Al Archer');
    fireEvent.change(distanceBox(), { target: { value: '312.5' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Attempt' }));
    expect(await within(form()).findByText(refusal.message)).toBeTruthy();
    expect(within(form()).getByText(refusal.title)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ distance: 312.5 });
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('sends nothing for text that is no distance, which would otherwise go as a miss', async () => {
    const api = await openContest();
    await screen.findByRole('table', { name: 'Closest to the pin board' });
    await choose('Player', 'Al Archer');
    fireEvent.change(distanceBox(), { target: { value: 'ten' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Attempt' }));
    expect(await within(form()).findByText(contestMessages.badDistance('closest').message)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' || c.method === 'PUT')).toBe(false);
  });
});

describe('printing a contest’s round', () => {
  it('prints a row a player with a box an attempt, the par-3 hole and the unit, not scorecards', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openContest();
    const groups = await screen.findByRole('region', { name: /^Groups, Round/ });
    await within(groups).findByText('Cy Carter');
    fireEvent.click(within(groups).getByRole('button', { name: 'Print Contest Sheet' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByRole('document', { name: /^Contest sheet, Round/ });
    expect(within(sheet).queryAllByRole('article', { name: /^Scorecard/ })).toHaveLength(0);
    const fact = (term: string) =>
      within(sheet).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Contest')).toBe('Closest to the pin');
    expect(fact('Hole')).toBe('Hole 7 (par 3)');
    expect(fact('Unit')).toBe('Feet from the pin, to a tenth (0.0 in the hole)');
    expect(fact('Course')).toBe('Pebble Beach');
    const heads = within(sheet)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual([
      'Bay',
      'Player',
      'Attempt 1 (ft)',
      'Attempt 2 (ft)',
      'Attempt 3 (ft)',
      'Best (ft)',
      'Attested by',
    ]);
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Al Archer',
      'Bo Baker',
      'Cy Carter',
    ]);
    // Each row: the bay, then an empty box for each attempt, the best and the initials.
    for (const row of rows) {
      const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
      expect(cells.slice(1)).toEqual(['', '', '', '', '']);
    }
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['1', '1', '2']);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByRole('document', { name: /^Contest sheet/ })).toBeNull());
  });

  it('for long drive prints no hole and the yards', async () => {
    vi.stubGlobal('print', vi.fn());
    await openContest({
      [`GET /api/competitions/${ID}`]: {
        body: { ...detail, format: 'longest', contestHole: null, contestAttempts: 2 },
      },
    });
    const groups = await screen.findByRole('region', { name: /^Groups, Round/ });
    await within(groups).findByText('Cy Carter');
    fireEvent.click(within(groups).getByRole('button', { name: 'Print Contest Sheet' }));
    const sheet = await screen.findByRole('document', { name: /^Contest sheet, Round/ });
    const fact = (term: string) =>
      within(sheet).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Contest')).toBe('Long drive');
    expect(fact('Hole')).toBe('None: a long drive has no hole');
    expect(fact('Unit')).toBe('Yards, to a tenth');
    expect(within(sheet).getAllByRole('columnheader', { name: /^Attempt/ })).toHaveLength(2);
    expect(within(sheet).getByRole('columnheader', { name: 'Attempt 2 (yd)' })).toBeTruthy();
  });
});
