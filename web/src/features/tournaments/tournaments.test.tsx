import { type CompetitionDetail, formatMoney, competitionLabels as L } from '@lounge/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import AccountPage from '../account/AccountPage';
import { NextRoundCard } from './NextRoundCard';
import ScorecardPage from './ScorecardPage';
import TournamentPage from './TournamentPage';
import TvLeaderboardPage, { TV_CYCLE_MS } from './TvLeaderboardPage';

const ID = '6c1d6a43-3c39-4f6c-9a55-6f3e1d2a7b10';
const member = makeUser({ firstName: 'Ada', membershipType: 'general', membershipStatus: 'monthly' });
const holes = Array.from({ length: 18 }, (_, i) => ({ par: i % 3 === 0 ? 3 : 4, strokeIndex: i + 1 }));

function competition(over: Partial<CompetitionDetail> = {}): CompetitionDetail {
  const line = (entryId: string, name: string, position: number, gross: number, toPar: number) => ({
    entryId,
    name,
    position,
    gross,
    net: gross,
    toPar,
    thru: 18,
    // A birdie on the par-3 first, a double bogey on the second, a par on the third.
    holes: [2, 6, 4, ...holes.slice(3).map((h) => h.par)],
  });
  const board = [line('e1', 'Bo K.', 1, 70, -2), line('e2', 'Cy L.', 2, 75, 3)];
  return {
    id: ID,
    name: 'Thanksgiving Classic',
    description: 'One round, stroke play.',
    kind: 'tournament',
    format: 'gross',
    allowancePercent: 95,
    eligibility: 'members',
    entryFeeCents: { general: 0, vip: 0 },
    fieldSize: 8,
    entered: 2,
    waiting: 0,
    registrationClosesAt: '2099-11-26T00:00:00.000Z',
    registrationOpen: true,
    phase: 'live',
    courseName: 'Pebble Beach',
    contestAttempts: null,
    contestHole: null,
    course: { name: 'Pebble Beach', courseRating: 72, slopeRating: 113, holes },
    rounds: [
      {
        number: 1,
        date: '2026-11-27',
        startTime: '18:00',
        endTime: '22:00',
        startsAt: '2026-11-28T01:00:00.000Z',
        endsAt: '2026-11-28T05:00:00.000Z',
        bays: ['1', '2'],
        past: false,
        closedAt: null,
        groups: [
          {
            bayNumber: '1',
            players: [
              { entryId: 'e1', name: 'Bo K.' },
              { entryId: 'e2', name: 'Cy L.' },
            ],
          },
        ],
        leaderboard: board,
        contestBoard: [],
        unattested: [],
      },
    ],
    field: [
      { entryId: 'e1', name: 'Bo K.' },
      { entryId: 'e2', name: 'Cy L.' },
    ],
    leaderboard: board,
    boards: { gross: board, net: [line('e2', 'Cy L.', 1, 75, -4), line('e1', 'Bo K.', 2, 70, -2)] },
    contestBoard: [],
    standings: [],
    mine: null,
    ...over,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

const eventPage = (user: typeof member | null = member) =>
  renderWithApp(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentPage />} />
    </Routes>,
    { route: `/tournaments/${ID}`, user },
  );

describe('the event page', () => {
  it("a visitor sees the board, and the field's place says it is for members", async () => {
    stubApi({
      [`GET /api/competitions/${ID}`]: {
        body: competition({
          field: [],
          rounds: (competition().rounds ?? []).map((r) => ({ ...r, groups: [], unattested: [] })),
        }),
      },
    });
    eventPage(null);
    const field = await screen.findByRole('region', { name: L.field });
    expect(field.textContent).toContain(L.fieldForMembers);
    expect(screen.getByRole('table', { name: 'Gross leaderboard' }).textContent).toContain('Bo K.');
  });

  it('shows the facts, the field and the leaderboard; Enter enters and reads the event again', async () => {
    let entered = false;
    const api = stubApi({
      [`GET /api/competitions/${ID}`]: () => ({
        body: competition(
          entered
            ? {
                mine: {
                  id: 'e3',
                  status: 'entered',
                  feeCents: 0,
                  nextRound: { number: 1, bayNumber: '1', startsAt: '2026-11-28T01:00:00.000Z' },
                  waitingPosition: null,
                },
              }
            : {},
        ),
      }),
      [`POST /api/competitions/${ID}/entries`]: () => {
        entered = true;
        return { status: 201, body: { entry: {}, message: 'You are entered.', checkout: null } };
      },
    });
    eventPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanksgiving Classic' })).toBeTruthy();
    expect(screen.getByText('Stroke play, gross')).toBeTruthy();
    const board = screen.getByRole('table', { name: 'Gross leaderboard' });
    expect(
      within(board)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PosPlayerTo parThruGrossNet', '1Bo K.-2F7070', '2Cy L.+3F7575']);
    fireEvent.click(screen.getByRole('button', { name: L.enter }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByText(L.entryStatus.entered)).toBeTruthy();
    expect(screen.getByRole('button', { name: L.withdraw })).toBeTruthy();
  });

  it('a full field offers the waiting list; a paid entry goes to the checkout', async () => {
    stubApi({ [`GET /api/competitions/${ID}`]: { body: competition({ entered: 8 }) } });
    eventPage();
    expect(await screen.findByRole('button', { name: L.joinWaitlist })).toBeTruthy();
  });

  it('signed out, it asks to sign in to enter', async () => {
    stubApi({ [`GET /api/competitions/${ID}`]: { body: competition() } });
    eventPage(null as never);
    expect(await screen.findByRole('link', { name: L.signInToEnter })).toBeTruthy();
  });
});

const enteredEntry = {
  id: 'e3',
  status: 'entered' as const,
  feeCents: 0,
  nextRound: { number: 1, bayNumber: '1', startsAt: '2026-11-28T01:00:00.000Z' },
  waitingPosition: null,
};

describe('a place the waiting list offered', () => {
  it('after registration closed: the member may still pay for it, or give it up to the next in line', async () => {
    const offered = { ...enteredEntry, status: 'unpaid' as const, feeCents: 2000, nextRound: null };
    const api = stubApi({
      [`GET /api/competitions/${ID}`]: {
        body: competition({
          registrationOpen: false,
          entryFeeCents: { general: 2000, vip: 2000 },
          mine: offered,
        }),
      },
      [`DELETE /api/competitions/${ID}/entries/mine`]: {
        body: { message: 'You have withdrawn.', refundedCents: 0 },
      },
      'GET /api/golf-settings': { body: { hideName: false } },
    });
    eventPage();
    expect(
      await screen.findByRole('button', { name: L.payForPlace(formatMoney(offered.feeCents)) }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: L.enter })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: L.declinePlace }));
    expect(await screen.findByText(L.declineConfirm)).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: L.declinePlace }).at(-1);
    if (confirm) fireEvent.click(confirm);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});

describe("the dashboard's next round and handicap", () => {
  it.each([
    [0, '0.0'],
    [-2, '+2.0'],
    [12.4, '12.4'],
  ])('shows an index of %s as %s', async (index, words) => {
    stubApi({
      'GET /api/competitions/mine': { body: [] },
      'GET /api/handicap': { body: { index, source: 'official', differentials: [] } },
    });
    renderWithApp(<NextRoundCard />, { route: '/dashboard', user: member });
    expect(await screen.findByText(`${L.indexSource.official}: ${words}`)).toBeTruthy();
  });
});

describe("the member's name on boards", () => {
  const hideSwitch = () => screen.getByRole('switch', { name: L.hideName });

  it('on the event page: hidden with the server, and the event read again so the boards follow', async () => {
    let reads = 0;
    const api = stubApi({
      [`GET /api/competitions/${ID}`]: () => {
        reads += 1;
        return { body: competition({ mine: enteredEntry }) };
      },
      'GET /api/golf-settings': { body: { hideName: false } },
      'PUT /api/golf-settings': (sent) => ({ body: sent }),
    });
    eventPage();
    await screen.findByText(L.entryStatus.entered);
    await waitFor(() => expect(hideSwitch().getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText(L.hideNameNote)).toBeTruthy();
    const before = reads;
    fireEvent.click(hideSwitch());
    expect(await screen.findByText(L.nameHidden)).toBeTruthy();
    expect(hideSwitch().getAttribute('aria-checked')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/golf-settings', body: { hideName: true } },
    ]);
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  });

  it('a failed save puts the switch back and says so', async () => {
    stubApi({
      [`GET /api/competitions/${ID}`]: { body: competition({ mine: enteredEntry }) },
      'GET /api/golf-settings': { body: { hideName: true } },
      'PUT /api/golf-settings': { status: 500, body: { message: 'boom' } },
    });
    eventPage();
    await waitFor(() => expect(hideSwitch().getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(hideSwitch());
    expect(await screen.findByText(L.nameSettingFailed.title)).toBeTruthy();
    await waitFor(() => expect(hideSwitch().getAttribute('aria-checked')).toBe('true'));
  });

  it('on the account page, in a section of its own', async () => {
    const api = stubApi({
      'GET /api/auth/user': { body: member },
      'GET /api/golf-settings': { body: { hideName: false } },
      'PUT /api/golf-settings': (sent) => ({ body: sent }),
    });
    renderWithApp(<AccountPage />, { route: '/account', user: member });
    const section = await screen.findByRole('region', { name: L.nameOnBoards });
    const control = within(section).getByRole('switch', { name: L.hideName });
    await waitFor(() => expect(control.hasAttribute('disabled')).toBe(false));
    fireEvent.click(control);
    expect(await screen.findByText(L.nameHidden)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ hideName: true });
  });
});

describe("the member's handicap on the account page", () => {
  it('shows the index that counts and where it comes from, and every final card, the counted ones marked', async () => {
    stubApi({
      'GET /api/golf-settings': { body: { hideName: false } },
      'GET /api/handicap': {
        body: {
          index: 12.4,
          source: 'lounge',
          differentials: [
            { date: '2026-11-20', differential: 14.2, used: false },
            { date: '2026-11-13', differential: 11.8, used: true },
            { date: '2026-11-06', differential: 13.1, used: false },
          ],
        },
      },
    });
    renderWithApp(<AccountPage />, { route: '/account', user: member });
    const section = await screen.findByRole('region', { name: L.handicap });
    expect(await within(section).findByText(`${L.indexSource.lounge}: 12.4`)).toBeTruthy();
    const rows = within(within(section).getByRole('table', { name: L.historyCaption })).getAllByRole('row');
    expect(rows.slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Friday, November 20, 2026', '14.2', ''],
      ['Friday, November 13, 2026', '11.8', L.counts],
      ['Friday, November 6, 2026', '13.1', ''],
    ]);
  });

  it('with no final card yet says how an index is made', async () => {
    stubApi({
      'GET /api/golf-settings': { body: { hideName: false } },
      'GET /api/handicap': { body: { index: null, source: null, differentials: [] } },
    });
    renderWithApp(<AccountPage />, { route: '/account', user: member });
    const section = await screen.findByRole('region', { name: L.handicap });
    expect(await within(section).findByText(L.noIndex)).toBeTruthy();
    expect(within(section).getByText(L.noHistory)).toBeTruthy();
  });
});

describe('back from an entry fee checkout', () => {
  it("confirms the entry from the checkout's session at once, and shows it entered", async () => {
    let paid = false;
    const api = stubApi({
      [`GET /api/competitions/${ID}`]: () => ({
        body: competition(paid ? { mine: enteredEntry } : { mine: { ...enteredEntry, status: 'unpaid' } }),
      }),
      [`POST /api/competitions/${ID}/entries/paid`]: () => {
        paid = true;
        return { body: { entry: enteredEntry, message: 'You are entered.', checkout: null } };
      },
      'GET /api/golf-settings': { body: { hideName: false } },
    });
    renderWithApp(
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentPage />} />
      </Routes>,
      { route: `/tournaments/${ID}?payment=success&session_id=cs_test_9`, user: member },
    );
    expect(await screen.findByText(L.paid)).toBeTruthy();
    expect(await screen.findByText(L.entryStatus.entered)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/competitions/${ID}/entries/paid`, body: { sessionId: 'cs_test_9' } },
    ]);
  });

  it("shows the server's refusal when the payment is not complete", async () => {
    stubApi({
      [`GET /api/competitions/${ID}`]: { body: competition({ mine: { ...enteredEntry, status: 'unpaid' } }) },
      [`POST /api/competitions/${ID}/entries/paid`]: {
        status: 402,
        body: { title: 'Entry Fee Not Paid', message: 'Payment has not been completed.', code: 'unpaid' },
      },
      'GET /api/golf-settings': { body: { hideName: false } },
    });
    renderWithApp(
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentPage />} />
      </Routes>,
      { route: `/tournaments/${ID}?payment=success&session_id=cs_test_8`, user: member },
    );
    expect(await screen.findByText('Entry Fee Not Paid')).toBeTruthy();
    expect(screen.queryByText(L.paid)).toBeNull();
  });
});

describe('the phone scorecard', () => {
  const group = (saved: (number | null)[]) => ({
    bayNumber: '1',
    cards: [
      {
        entryId: 'e1',
        round: 1,
        holes: saved,
        playingHandicap: 0,
        submittedAt: null,
        attestedAt: null,
        final: false,
        adjustedGross: null,
        differential: null,
        name: 'Ada T.',
        mine: true,
      },
    ],
  });
  const scorecard = () =>
    renderWithApp(
      <Routes>
        <Route path="/tournaments/:id/rounds/:round/card" element={<ScorecardPage />} />
      </Routes>,
      { route: `/tournaments/${ID}/rounds/1/card`, user: member },
    );

  it('one hole a screen: the first tap scores par, each change is saved as it goes', async () => {
    const saves: unknown[] = [];
    stubApi({
      [`GET /api/competitions/${ID}`]: { body: competition() },
      [`GET /api/competitions/${ID}/rounds/1/cards`]: { body: group(Array.from({ length: 18 }, () => null)) },
      [`PUT /api/competitions/${ID}/rounds/1/cards/e1`]: (body) => {
        saves.push(body);
        return { body: {} };
      },
    });
    scorecard();
    expect(await screen.findByRole('heading', { name: 'Hole 1' })).toBeTruthy();
    expect(screen.getByText('Par 3 · Stroke index 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: L.more }));
    fireEvent.click(screen.getByRole('button', { name: L.more }));
    expect(screen.getByLabelText('Score on hole 1').textContent).toBe('4');
    // Between the tap and the server's answer the card says it is saving, never "Saved".
    expect(screen.getByText(L.saving)).toBeTruthy();
    expect(screen.queryByText(L.saved)).toBeNull();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(await screen.findByText(L.saved)).toBeTruthy();
    expect(saves[0]).toEqual({ holes: [4, ...Array.from({ length: 17 }, () => null)], final: false });
    fireEvent.click(screen.getByRole('button', { name: L.nextHole }));
    expect(screen.getByRole('heading', { name: 'Hole 2' })).toBeTruthy();
    expect((screen.getByRole('button', { name: L.previousHole }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the whole card as a grid under the hole: typed straight through, saved as it goes, par and strokes shown', async () => {
    const saves: unknown[] = [];
    stubApi({
      [`GET /api/competitions/${ID}`]: { body: competition() },
      [`GET /api/competitions/${ID}/rounds/1/cards`]: {
        body: {
          ...group(Array.from({ length: 18 }, () => null)),
          cards: [
            { ...group([]).cards[0], holes: Array.from({ length: 18 }, () => null), playingHandicap: 1 },
          ],
        },
      },
      [`PUT /api/competitions/${ID}/rounds/1/cards/e1`]: (body) => {
        saves.push(body);
        return { body: {} };
      },
    });
    scorecard();
    const grid = await screen.findByRole('group', { name: L.scorecard });
    expect(within(grid).getAllByRole('textbox')).toHaveLength(18);
    const first = within(grid).getByRole('textbox', { name: /^Hole 1, par 3, 1 stroke received$/ });
    fireEvent.change(first, { target: { value: '4' } });
    fireEvent.change(within(grid).getByRole('textbox', { name: /^Hole 2, / }), { target: { value: '5' } });
    expect(within(grid).getByRole('status').textContent).toMatch(/^9 \(.+\) thru 2$/);
    await waitFor(() =>
      expect(saves.at(-1)).toEqual({
        holes: [4, 5, ...Array.from({ length: 16 }, () => null)],
        final: false,
      }),
    );
  });

  it('with no connection the card is kept on the phone and sent again when the connection is back', async () => {
    let online = false;
    const saves: unknown[] = [];
    stubApi({
      [`GET /api/competitions/${ID}`]: { body: competition() },
      [`GET /api/competitions/${ID}/rounds/1/cards`]: { body: group(Array.from({ length: 18 }, () => null)) },
    });
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      if (init?.method === 'PUT') {
        if (!online) throw new TypeError('Failed to fetch');
        saves.push(JSON.parse(String(init.body)));
        return new Response('{}', { status: 200 });
      }
      return answer ? answer(url, init) : new Response(null, { status: 404 });
    });
    scorecard();
    fireEvent.click(await screen.findByRole('button', { name: L.more }));
    expect(await screen.findByText(L.offline)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(`lounge.scorecard.${ID}.1`) ?? '[]')[0]).toBe(3);
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(await screen.findByText(L.saved)).toBeTruthy();
    expect(window.localStorage.getItem(`lounge.scorecard.${ID}.1`)).toBeNull();
  });
});

describe('the TV leaderboard', () => {
  const tv = (over: Partial<CompetitionDetail>) => {
    stubApi({ [`GET /api/competitions/${ID}`]: { body: competition(over) } });
    renderWithApp(
      <Routes>
        <Route path="/tournaments/:id/tv" element={<TvLeaderboardPage />} />
      </Routes>,
      { route: `/tournaments/${ID}/tv` },
    );
  };
  const banner = async () => (await screen.findByRole('banner')).textContent ?? '';

  it('a net event shows its net board first, labelled net with its allowance, then the gross, by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tv({ format: 'net', allowancePercent: 90 });
    expect(await banner()).toContain(L.boardTitle('net', 90));
    const net = screen.getByRole('region', { name: L.boardTitle('net', 90) });
    expect(within(net).getAllByRole('row')[1]?.textContent).toContain('Cy L.');
    expect(within(net).getByRole('columnheader', { name: 'Net' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TV_CYCLE_MS);
    });
    await waitFor(async () => expect(await banner()).toContain(L.boardTitle('gross', 90)));
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Bo K.');
    expect(screen.queryByRole('columnheader', { name: 'Net' })).toBeNull();
  });

  it('a gross event shows its gross board only: nothing on it is labelled net', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tv({ format: 'gross' });
    expect(await banner()).toContain(L.boardTitle('gross', 95));
    act(() => {
      vi.advanceTimersByTime(TV_CYCLE_MS);
    });
    await waitFor(async () => expect(await banner()).toContain(L.boardTitle('gross', 95)));
    expect(screen.getByRole('main').textContent).not.toMatch(/\bNet\b/);
  });

  it('shows every hole with its par, a birdie circled and a double bogey squared (and said), and thru', async () => {
    tv({ format: 'gross' });
    const board = await screen.findByRole('region', { name: L.boardTitle('gross', 95) });
    expect(within(board).getByRole('columnheader', { name: 'Hole 18, par 4' })).toBeTruthy();
    const row = within(board).getAllByRole('row')[1];
    if (!row) throw new Error('no line');
    expect(row.querySelector('.tv-mark-birdie')?.textContent).toBe('2');
    expect(row.querySelector('.tv-mark-double')?.textContent).toBe('6');
    expect(row.querySelectorAll('.tv-mark-par')).toHaveLength(16);
    expect(row.textContent).toContain(`2 ${L.holeMarkWords.birdie}`);
    expect(row.textContent).toContain(`6 ${L.holeMarkWords.double}`);
    expect(within(row).getAllByRole('cell')[2]?.textContent).toBe(L.thru(18));
  });
});
