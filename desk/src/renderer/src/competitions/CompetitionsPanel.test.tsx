// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import type { CompetitionDetail, CreateCompetitionRequest } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  course: { name: 'Pebble Beach', courseRating: 72, slopeRating: 113, holes },
  rounds: [round(1)],
  field: ['e1', 'e2', 'e3', 'e4', 'e5'].map((entryId) => ({ entryId, name: `${entryId} P.` })),
  leaderboard: [],
  boards: { gross: [], net: [] },
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
}));

/** Picks an option of the antd select labelled `label`, in the one dropdown open. */
async function choose(label: string, text: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((o) => o.getAttribute('title')?.startsWith(text));
    if (!found) throw new Error(`no option ${text} for ${label}`);
    return found;
  });
  fireEvent.click(option);
}

describe('competitions at the desk', () => {
  it('creates a 4-week league: a round a week, the course of 18 holes, registration closing at midnight', async () => {
    let sent: CreateCompetitionRequest | null = null;
    stubApi({
      'GET /api/competitions': { body: [] },
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
      'GET /api/competitions': { body: [summary] },
      [`GET /api/competitions/${ID}`]: { body: detail },
      [`GET /api/staff/competitions/${ID}/entries`]: { body: entries },
      [`PUT /api/staff/competitions/${ID}/rounds/1/groups`]: { body: detail },
      [`POST /api/staff/competitions/${ID}/rounds/1/close`]: { body: detail },
      [`PUT /api/competitions/${ID}/rounds/1/cards/e5`]: (body) => ({
        body: { ...(body as object), entryId: 'e5', round: 1, final: true },
      }),
    });
    renderAtDesk(<CompetitionsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Winter League' }));
    const groups = await screen.findByRole('region', { name: /^Groups, Week 1/ });
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
    fireEvent.change(screen.getByLabelText('Scores, holes 1-18'), {
      target: { value: '4,4,4,4,4,4,4,4,4,5,5,5,5,5,5,5,5,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Final Card' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/cards/e5'))?.body).toEqual({
        holes: [4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        final: true,
      }),
    );
    fireEvent.click(within(groups).getByRole('button', { name: 'Close Round and Email Results' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/rounds/1/close'))).toBe(true));
  });
});
