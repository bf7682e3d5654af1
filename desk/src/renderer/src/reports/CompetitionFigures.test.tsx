// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { formatMoney, type StaffReport } from '@lounge/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompetitionFigures } from './CompetitionFigures';

/** Any fee will do: the figures are the server's, written as money. */
const FEE = 2500;
const line: StaffReport['competitions'][number] = {
  competitionId: '6c1d6a43-3c39-4f6c-9a55-6f3e1d2a7b10',
  name: 'Winter League',
  firstRoundDate: '2026-12-01',
  entered: 7,
  waiting: 2,
  withdrawn: 1,
  feesCents: 8 * FEE,
  refundsCents: FEE,
  netCents: 7 * FEE,
};

describe("the report's competitions", () => {
  it('writes each competition’s entries and entry fees a row', () => {
    render(<CompetitionFigures competitions={[line]} />);
    const table = within(screen.getByRole('region', { name: 'Competitions' })).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Competition',
      'Entries',
      'Waiting',
      'Withdrawn',
      'Entry fees',
      'Entry fees refunded',
      'Entry fees, net',
    ]);
    const row = within(table).getByRole('row', { name: /Winter League/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '2', '1', formatMoney(8 * FEE), formatMoney(FEE), formatMoney(7 * FEE)]);
    expect(within(row).getByRole('rowheader').textContent).toBe('Winter League (from Tue, Dec 1)');
  });

  it('says when the range has none', () => {
    render(<CompetitionFigures competitions={[]} />);
    expect(screen.getByText('No tournament or league played or paid for in these days.')).toBeTruthy();
  });
});
