/**
 * /tournaments: the list first, then how competitions work and how a name shows on the boards, in
 * words that promise only the formats the software runs (docs/competitions.md).
 */
import { competitionsPageCopy as C, competitionLabels as L } from '@lounge/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import TournamentsPage from './TournamentsPage';

afterEach(() => vi.unstubAllGlobals());

describe('/tournaments', () => {
  it('lists the competitions first, then how they work beside a picture, then names on the boards', async () => {
    stubApi({
      'GET /api/competitions': { body: [] },
      'GET /api/photos': { body: { hero: null, gallery: [] } },
    });
    const { container } = renderWithApp(<TournamentsPage />, { route: '/tournaments' });
    const none = await screen.findByText(L.none);
    const how = screen.getByRole('region', { name: C.howTitle });
    expect(none.compareDocumentPosition(how) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(C.how.map((p) => p.title));
    expect(within(how).getByRole('img', { name: /green with its flag/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: C.namesTitle }).textContent).toContain('A member');
    // Only the formats the software runs: stroke play gross or net, and the two contests.
    const text = container.textContent ?? '';
    expect(text).toMatch(/gross or net/);
    expect(text).toMatch(/closest-to-the-pin and long-drive/);
    expect(text).not.toMatch(/championship|flight|match play|scramble/i);
  });
});
