// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { type CompetitionDetail, competitionMessages, type StaffEntryView } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { CardEntry } from './CardEntry';

const ID = 'c1';
const holes = Array.from({ length: 18 }, (_, i) => ({ par: i % 2 === 0 ? 4 : 3, strokeIndex: i + 1 }));
const competition = {
  id: ID,
  format: 'net',
  allowancePercent: 100,
  course: { name: 'Pebble Beach', courseRating: 63, slopeRating: 113, holes },
  rounds: [{ number: 1 }],
  field: [{ entryId: 'e1', name: 'Ada T.' }],
} as unknown as CompetitionDetail;
const entries: StaffEntryView[] = [
  {
    id: 'e1',
    userId: 'u1',
    memberName: 'Ada Tester',
    status: 'entered',
    feeCents: 0,
    createdAt: '2026-11-20T17:00:00.000Z',
    handicapIndex: 3,
  },
];

const CARD = `GET /api/staff/competitions/${ID}/rounds/1/cards/e1`;
/** Ada's card before anyone typed a score. */
const noCard = { [CARD]: { body: { card: null } } };

async function pickAda() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Player' }));
  const option = await waitFor(() => {
    const found = document.querySelector('.ant-select-dropdown .ant-select-item-option[title="Ada Tester"]');
    if (!found) throw new Error('no option');
    return found;
  });
  fireEvent.click(option);
  return screen.findByRole('group', { name: 'Ada Tester’s card' });
}

describe('a card entered at the desk', () => {
  it('opens a card already begun with its strokes, to correct it from there', async () => {
    const typed = [5, 3, 4, 4, null, ...Array.from({ length: 13 }, () => null)];
    const api = stubApi({
      [CARD]: {
        body: {
          card: {
            entryId: 'e1',
            round: 1,
            holes: typed,
            playingHandicap: 3,
            submittedAt: null,
            attestedAt: null,
            final: false,
            adjustedGross: null,
            differential: null,
          },
        },
      },
      [`PUT /api/competitions/${ID}/rounds/1/cards/e1`]: { body: { entryId: 'e1', round: 1, holes: typed } },
    });
    renderAtDesk(<CardEntry competition={competition} entries={entries} />);
    const card = await pickAda();
    const boxes = within(card).getAllByRole('textbox') as HTMLInputElement[];
    expect(boxes.slice(0, 5).map((b) => b.value)).toEqual(['5', '3', '4', '4', '']);
    expect(within(card).getByRole('status').textContent).toBe('16 (+2) thru 4');
    // A correction changes one hole and keeps the rest.
    fireEvent.change(boxes[1] as HTMLElement, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Final Card' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        holes: [5, 2, 4, 4, ...Array.from({ length: 14 }, () => null)],
        final: true,
      }),
    );
  });

  it('is the grid: strokes received from the player’s index in a net event, typed box to box', async () => {
    stubApi(noCard);
    renderAtDesk(<CardEntry competition={competition} entries={entries} />);
    const card = await pickAda();
    // Index 3 on a par-63 course rated 63: course handicap 3, a stroke on stroke index 1 to 3.
    const boxes = within(card).getAllByRole('textbox');
    expect(boxes.map((b) => b.getAttribute('aria-label')).slice(0, 4)).toEqual([
      'Hole 1, par 4, 1 stroke received',
      'Hole 2, par 3, 1 stroke received',
      'Hole 3, par 4, 1 stroke received',
      'Hole 4, par 3',
    ]);
    (boxes[0] as HTMLElement).focus();
    fireEvent.change(boxes[0] as HTMLElement, { target: { value: '5' } });
    expect(document.activeElement).toBe(boxes[1]);
    expect(within(card).getByRole('status').textContent).toBe('5 (+1) thru 1');
  });

  it('shows the server’s refusal beside the card, not in a toast over it', async () => {
    const refusal = competitionMessages.unfinishedCard;
    const api = stubApi({
      ...noCard,
      [`PUT /api/competitions/${ID}/rounds/1/cards/e1`]: {
        status: 400,
        body: { statusCode: 400, ...refusal, code: 'invalid_card', field: 'holes' },
      },
    });
    renderAtDesk(<CardEntry competition={competition} entries={entries} />);
    const card = await pickAda();
    fireEvent.change(within(card).getAllByRole('textbox')[0] as HTMLElement, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Final Card' }));
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      holes: [4, ...Array.from({ length: 17 }, () => null)],
      final: true,
    });
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('says it is saved beside the card, with the total to par, and no toast over the form', async () => {
    const api = stubApi({
      [`PUT /api/competitions/${ID}/rounds/1/cards/e1`]: (body) => ({
        body: { ...(body as object), entryId: 'e1', round: 1, final: true },
      }),
    });
    renderAtDesk(<CardEntry competition={competition} entries={entries} />);
    const card = await pickAda();
    for (const box of within(card).getAllByRole('textbox')) fireEvent.change(box, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Final Card' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    // 72 on a par-63 course.
    expect(await screen.findByText('Card saved: Ada Tester, 72 (+9)')).toBeTruthy();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});
