// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  type CompetitionDetail,
  type CreateCompetitionRequest,
  cardStrokes,
  formatMoney,
  moneyStepCopy,
} from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose, dialogTitled } from '../testing/deskDialogs';
import { renderAtDesk } from '../testing/renderAtDesk';
import { CompetitionsPanel } from './CompetitionsPanel';

afterEach(() => vi.unstubAllGlobals());

const ID = '6c1d6a43-3c39-4f6c-9a55-6f3e1d2a7b10';
const holes = Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));
const summary = {
  id: ID,
  name: 'Winter League',
  kind: 'league',
  phase: 'upcoming',
  entered: 5,
  fieldSize: 8,
  waiting: 0,
  rounds: 4,
};
const round = (number: number) => ({
  number,
  date: `2026-12-0${number}`,
  startTime: '18:00',
  endTime: '21:00',
  startsAt: `2026-12-0${number}T01:00:00.000Z`,
  endsAt: `2026-12-0${number}T04:00:00.000Z`,
  bays: ['1', '2'],
  past: false,
  closedAt: null,
  groups: [
    {
      bayNumber: '1',
      players: ['e1', 'e2', 'e3', 'e4'].map((entryId) => ({ entryId, name: `${entryId} P.` })),
    },
    { bayNumber: '2', players: [{ entryId: 'e5', name: 'e5 P.' }] },
  ],
  leaderboard: [],
  contestBoard: [],
  unattested: [] as { entryId: string; name: string }[],
});
const detail = {
  ...summary,
  description: '',
  format: 'net',
  allowancePercent: 95,
  eligibility: 'members',
  entryFeeCents: { general: 0, vip: 0 },
  registrationClosesAt: '2026-11-30T07:00:00.000Z',
  registrationOpen: true,
  courseName: 'Pebble Beach',
  contestAttempts: null,
  contestHole: null,
  course: { name: 'Pebble Beach', courseRating: 72, slopeRating: 113, holes },
  rounds: [round(1)],
  field: ['e1', 'e2', 'e3', 'e4', 'e5'].map((entryId) => ({ entryId, name: `${entryId} P.` })),
  leaderboard: [],
  boards: { gross: [], net: [] },
  contestBoard: [],
  standings: [],
  mine: null,
} as unknown as CompetitionDetail;
const entries = ['e1', 'e2', 'e3', 'e4', 'e5'].map((entryId, i) => ({
  id: entryId,
  userId: `u${i}`,
  memberName: `Player ${i + 1}`,
  status: 'entered',
  feeCents: 0,
  createdAt: '2026-11-20T17:00:00.000Z',
  handicapIndex: null as number | null,
}));

describe('competitions at the desk', () => {
  it('creates a 4-week league: a round a week, the course of 18 holes, registration closing at midnight', async () => {
    let sent: CreateCompetitionRequest | null = null;
    stubApi({
      'GET /api/staff/competitions': { body: [] },
      'POST /api/staff/competitions': (body) => {
        sent = body as CreateCompetitionRequest;
        return { status: 201, body: { id: ID } };
      },
      [`GET /api/competitions/${ID}`]: { body: detail },
      [`GET /api/staff/competitions/${ID}/entries`]: { body: entries },
    });
    renderAtDesk(<CompetitionsPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'New Competition' }));
    const form = screen.getByRole('form', { name: 'New Competition' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Winter League' } });
    fireEvent.change(within(form).getByLabelText('First round date'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(form).getByLabelText('Registration closes'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(form).getByLabelText('Course'), { target: { value: 'Pebble Beach' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).not.toBeNull());
    const body = sent as unknown as CreateCompetitionRequest;
    expect(body).toMatchObject({ name: 'Winter League', kind: 'league', format: 'net', fieldSize: 8 });
    expect(body.rounds.map((r) => r.date)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']);
    expect(body.rounds[0]).toEqual({ date: '2026-12-01', startTime: '18:00', endTime: '21:00', bays: 'all' });
    expect(body.course.holes).toHaveLength(18);
    expect(new Set(body.course.holes.map((h) => h.strokeIndex)).size).toBe(18);
    // Midnight at the venue (MST) is 07:00 UTC.
    expect(body.registrationClosesAt).toBe('2026-11-30T07:00:00.000Z');
    // The new competition opens with its groups.
    expect(await screen.findByRole('region', { name: /^Groups, Week 1/ })).toBeTruthy();
  });

  it('shows each round’s groups by bay with full names, moves a player and enters a final card', async () => {
    const api = stubApi({
      'GET /api/staff/competitions': { body: [summary] },
      [`GET /api/competitions/${ID}`]: { body: detail },
      [`GET /api/staff/competitions/${ID}/entries`]: { body: entries },
      [`PUT /api/staff/competitions/${ID}/rounds/1/groups`]: { body: detail },
      [`POST /api/staff/competitions/${ID}/rounds/1/close`]: { body: detail },
      // No score typed yet: the card entry opens empty.
      [`GET /api/staff/competitions/${ID}/rounds/1/cards/e5`]: { body: { card: null } },
      [`PUT /api/competitions/${ID}/rounds/1/cards/e5`]: (body) => ({
        body: { ...(body as object), entryId: 'e5', round: 1, final: true },
      }),
    });
    renderAtDesk(<CompetitionsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Winter League' }));
    const groups = await screen.findByRole('region', { name: /^Groups, Week 1/ });
    // The venue's 12-hour clock, as everywhere at the desk: never '2026-12-01 18:00-21:00'.
    expect(
      within(groups).getByRole('heading', { name: 'Week 1: Tue, Dec 1, 6:00 PM – 9:00 PM' }),
    ).toBeTruthy();
    expect(within(groups).getByText('Player 1')).toBeTruthy();
    expect(within(groups).getByText('Player 5')).toBeTruthy();
    await choose('Move Player 5 to bay', 'Bay 1');
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/groups'))?.body).toEqual({
        entryId: 'e5',
        bayNumber: '1',
      }),
    );
    await choose('Player', 'Player 5');
    const card = await screen.findByRole('group', { name: 'Player 5’s card' });
    within(card)
      .getAllByRole('textbox')
      .forEach((box, i) => void fireEvent.change(box, { target: { value: i < 9 ? '4' : '5' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Final Card' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/cards/e5'))?.body).toEqual({
        holes: [4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        final: true,
      }),
    );
  });

  it('closes a round only once confirmed, listing the cards not attested first', async () => {
    const open = { ...round(1), unattested: [{ entryId: 'e3', name: 'e3 P.' }] };
    const api = stubApi({
      'GET /api/staff/competitions': { body: [summary] },
      [`GET /api/competitions/${ID}`]: { body: { ...detail, rounds: [open] } },
      [`GET /api/staff/competitions/${ID}/entries`]: { body: entries },
      [`POST /api/staff/competitions/${ID}/rounds/1/close`]: { body: detail },
    });
    renderAtDesk(<CompetitionsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Winter League' }));
    const groups = await screen.findByRole('region', { name: /^Groups, Week 1/ });
    const C = moneyStepCopy.closeRound;
    fireEvent.click(within(groups).getByRole('button', { name: C.ok }));
    const confirm = await dialogTitled(C.title('Week 1: Tue, Dec 1, 6:00 PM – 9:00 PM'));
    const listed = within(confirm).getByRole('list', { name: C.unattestedList });
    expect(listed.textContent).toBe('Player 3');
    // The cards not attested come before what closing does.
    const text = confirm.textContent ?? '';
    expect(text.indexOf('Player 3')).toBeLessThan(text.indexOf(C.follows(5)));
    expect(within(confirm).getByText(C.unattested(1))).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/rounds/1/close'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: C.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.path.endsWith('/rounds/1/close'))).toBe(false);
    fireEvent.click(within(groups).getByRole('button', { name: C.ok }));
    const again = await dialogTitled(C.title('Week 1: Tue, Dec 1, 6:00 PM – 9:00 PM'));
    fireEvent.click(within(again).getByRole('button', { name: C.ok }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/rounds/1/close'))).toBe(true));
    expect(await screen.findByText(C.done(5, 1))).toBeTruthy();
  });
});

/** An entry fee a member paid through the checkout (read from nowhere else: any amount will do). */
const PAID = 2500;

async function openDesk(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/staff/competitions': { body: [summary] },
    [`GET /api/competitions/${ID}`]: { body: detail },
    [`GET /api/staff/competitions/${ID}/entries`]: { body: entries },
    ...routes,
  });
  renderAtDesk(<CompetitionsPanel />);
  fireEvent.click(await screen.findByRole('button', { name: 'Winter League' }));
  return api;
}

describe('changing a competition at the desk', () => {
  it('fills the form with its terms, sends only what changed, and shows the server’s refusal in the dialog', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: {
        title: 'Field Too Small',
        message: '5 players are in the field already; withdraw some first.',
        code: 'invalid_competition',
        field: 'fieldSize',
      },
    };
    const api = await openDesk({ [`PATCH /api/staff/competitions/${ID}`]: () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Change Competition' }));
    const form = await screen.findByRole('form', { name: 'Change Competition' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Winter League');
    expect((within(form).getByLabelText('Course') as HTMLInputElement).value).toBe('Pebble Beach');
    // The venue's midnight (07:00 UTC) reads back as the date and 00:00.
    expect((within(form).getByLabelText('Registration closes') as HTMLInputElement).value).toBe('2026-11-30');
    expect((within(form).getByLabelText('Closing time') as HTMLInputElement).value).toBe('00:00');
    // What the server keeps as created cannot be changed here.
    expect((within(form).getByLabelText('Course') as HTMLInputElement).disabled).toBe(true);
    expect((within(form).getByLabelText('First round date') as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(within(form).getByLabelText('Field size'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Field Too Small')).toBeTruthy();
    expect(within(form).getByText('5 players are in the field already; withdraw some first.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ fieldSize: 3 });

    answer = { status: 200, body: { id: ID } };
    fireEvent.change(within(form).getByLabelText('Field size'), { target: { value: '8' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Winter League II' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Change Competition' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ name: 'Winter League II' });
  });
});

describe('withdrawing a player at the desk', () => {
  const paid = entries.map((e, i) => (i === 0 ? { ...e, feeCents: PAID } : e));

  it('states the refund before registration closes, then withdraws through the server', async () => {
    const api = await openDesk({
      [`GET /api/staff/competitions/${ID}/entries`]: { body: paid },
      [`DELETE /api/staff/competitions/${ID}/entries/e1`]: {
        body: {
          refundedCents: PAID,
          message: `Withdrawn. The entry fee of ${formatMoney(PAID)} is being refunded.`,
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Player 1' }));
    expect(
      await screen.findByText(`Withdraw Player 1? Their entry fee of ${formatMoney(PAID)} is refunded.`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/entries/e1'))).toBe(true),
    );
  });

  it('after registration closes, says the fee is not refunded; a player added free, that nothing was paid', async () => {
    await openDesk({
      [`GET /api/competitions/${ID}`]: { body: { ...detail, registrationOpen: false } },
      [`GET /api/staff/competitions/${ID}/entries`]: { body: paid },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Player 1' }));
    expect(
      await screen.findByText(
        'Withdraw Player 1? Registration has closed, so their entry fee is not refunded.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Player 2' }));
    expect(
      await screen.findByText('Withdraw Player 2? No entry fee was paid, so nothing is refunded.'),
    ).toBeTruthy();
  });
});

describe('printing a round’s scorecards', () => {
  it('prints one card a player: bay, start, course, par, stroke index, the strokes received and boxes for scores', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const INDEX = 18.2;
    await openDesk({
      [`GET /api/staff/competitions/${ID}/entries`]: {
        body: entries.map((e, i) => (i === 4 ? { ...e, handicapIndex: INDEX } : e)),
      },
    });
    const groups = await screen.findByRole('region', { name: /^Groups, Week 1/ });
    await within(groups).findByText('Player 5');
    fireEvent.click(within(groups).getByRole('button', { name: 'Print Scorecards' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.body.classList.contains('printing-sheet')).toBe(true);
    const sheet = screen.getByRole('document', { name: /^Scorecards, Week 1/ });
    const cards = within(sheet).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(
      ['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5'].map((n) => `Scorecard, ${n}`),
    );
    const card = within(sheet).getByRole('article', { name: 'Scorecard, Player 5' });
    expect(within(card).getByText('Pebble Beach')).toBeTruthy();
    const fact = (term: string) =>
      within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Bay')).toBe('2');
    expect(fact('Player')).toBe('Player 5');
    expect(within(card).getByText(/6:00 PM/, { selector: 'dd' })).toBeTruthy();
    const expected = cardStrokes(detail.course, INDEX, detail);
    expect(within(card).getByText(new RegExp(`playing handicap ${expected.playingHandicap}$`))).toBeTruthy();
    const rowCells = (label: string) =>
      [
        ...(within(card).getByRole('rowheader', { name: label }).parentElement?.querySelectorAll('td') ?? []),
      ].map((td) => td.textContent);
    const nines = (values: readonly (string | number)[], out: string, inn: string, total: string) => [
      ...values.slice(0, 9).map(String),
      out,
      ...values.slice(9).map(String),
      inn,
      total,
    ];
    const pars = detail.course.holes.map((h) => h.par);
    const sum = (xs: number[]) => String(xs.reduce((a, b) => a + b, 0));
    expect(rowCells('Par')).toEqual(nines(pars, sum(pars.slice(0, 9)), sum(pars.slice(9)), sum(pars)));
    const strokes = expected.strokes.map((s) => (s === 0 ? '' : String(s)));
    expect(rowCells('Strokes')).toEqual(
      nines(
        strokes,
        sum(expected.strokes.slice(0, 9)),
        sum(expected.strokes.slice(9)),
        sum(expected.strokes),
      ),
    );
    expect(rowCells('Score').every((t) => t === '')).toBe(true);
    expect(rowCells('Score')).toHaveLength(21);
    expect(within(card).getByText('Attested by (playing partner)')).toBeTruthy();
    // A player with no index yet receives no strokes.
    const first = within(sheet).getByRole('article', { name: 'Scorecard, Player 1' });
    expect(within(first).getByText(/playing handicap 0$/)).toBeTruthy();
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByRole('document', { name: /^Scorecards/ })).toBeNull());
    expect(document.body.classList.contains('printing-sheet')).toBe(false);
  });
});
