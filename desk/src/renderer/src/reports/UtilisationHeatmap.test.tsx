// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import type { StaffReport, UtilisationCell } from '@lounge/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UtilisationHeatmap } from './UtilisationHeatmap';

const none = { members: 0, events: 0, rounds: 0, lessons: 0, blocks: 0 };
type Figures = Omit<UtilisationCell, 'hour'>;
const figures = (parts: Partial<typeof none>, openMinutes: number): Figures => {
  const all = { ...none, ...parts };
  const inPlayMinutes = all.members + all.events + all.rounds + all.lessons;
  return {
    parts: all,
    inPlayMinutes,
    openMinutes,
    percent: Math.round((inPlayMinutes / openMinutes) * 1000) / 10,
  };
};

/** One bay over two hours: a member's hour and an event's; a second bay a round and a staff block. */
const utilisation: StaffReport['utilisation'] = {
  hours: ['10:00', '11:00'],
  bays: [
    {
      bay: '1',
      cells: [
        { hour: '10:00', ...figures({ members: 60 }, 60) },
        { hour: '11:00', ...figures({ events: 60 }, 60) },
      ],
      ...figures({ members: 60, events: 60 }, 120),
    },
    {
      bay: '2',
      cells: [
        { hour: '10:00', ...figures({ rounds: 30 }, 60) },
        { hour: '11:00', ...figures({ blocks: 60 }, 60) },
      ],
      ...figures({ rounds: 30, blocks: 60 }, 120),
    },
  ],
  ...figures({ members: 60, events: 60, rounds: 30, blocks: 60 }, 240),
};

/** A table's row by its row header. */
function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

describe('the utilisation heatmap', () => {
  it('counts an event and a round as in play, and says in each cell what took the bay', () => {
    render(<UtilisationHeatmap utilisation={utilisation} />);
    const heatmap = screen.getByRole('table', { name: 'Bay utilisation by hour' });
    const bay1 = rowOf(heatmap, 'Bay 1');
    const cells = within(bay1).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['100%', '100%', '100%']);
    expect(cells[1]?.getAttribute('title')).toBe('Bay 1, 11:00 AM: Private events 1 h, of 60 open minutes');
    const bay2 = rowOf(heatmap, 'Bay 2');
    expect(
      within(bay2)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50%', '0%', '25%']);
    expect(within(bay2).getAllByRole('cell')[1]?.getAttribute('title')).toBe(
      'Bay 2, 11:00 AM: Staff blocks 1 h, of 60 open minutes',
    );
  });

  it('names every part in its legend and a table of minutes by part', () => {
    render(<UtilisationHeatmap utilisation={utilisation} />);
    const legend = screen.getByRole('list', { name: 'The bar under each figure' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Member bookings', 'Private events', 'Competition rounds', 'Lessons', 'Staff blocks']);
    const parts = screen.getByRole('table', { name: "Parts of each bay's day" });
    const row = (name: string) =>
      within(rowOf(parts, name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Bay 2')).toEqual(['0 min', '0 min', '30 min', '0 min', '1 h', '30 min', '2 h', '25%']);
    expect(row('All bays')).toEqual(['1 h', '1 h', '30 min', '0 min', '1 h', '30 min', '4 h', '62.5%']);
  });
});
