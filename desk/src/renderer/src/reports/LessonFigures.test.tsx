// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { formatMoney } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { LessonFigures } from './LessonFigures';

afterEach(() => vi.unstubAllGlobals());

describe('the report’s lessons', () => {
  it('shows revenue by coach and type, credits sold and used, and the credit owed, to the cent', async () => {
    const api = stubApi({
      'GET /api/staff/reports/lessons*': {
        body: {
          from: '2026-11-30',
          to: '2026-12-06',
          byCoach: [{ id: 'c1', name: 'Robin Ace', lessons: 3, revenueCents: 15_140 }],
          byType: [{ id: 't1', name: 'Private lesson', lessons: 2, revenueCents: 8_640 }],
          creditsSold: 5,
          packsSoldCents: 43_200,
          creditsUsed: 2,
          outstandingCredits: 3,
          outstandingCents: 25_920,
        },
      },
    });
    renderAtDesk(<LessonFigures range={{ from: '2026-11-30', to: '2026-12-06' }} />);
    const section = await screen.findByRole('region', { name: 'Lessons' });
    expect(await within(section).findByText('3 ($259.20)')).toBeTruthy();
    expect(within(section).getByText(`5 (${formatMoney(43_200)})`)).toBeTruthy();
    const byCoach = within(section).getByRole('table', { name: 'Lesson revenue by coach' });
    expect(within(byCoach).getByRole('row', { name: /Robin Ace 3 \$151\.40/ })).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/staff/reports/lessons?from=2026-11-30&to=2026-12-06');
  });
});
