import { adjustedNote, eventQuotePageCopy as C, formatMoney } from '@lounge/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteLines } from './QuoteLines';

const quote = {
  lines: [
    { key: 'package', label: 'Corporate Events, 2 bays, 3 hours', cents: 80000 },
    { key: 'addon:Catering', label: 'Catering', cents: 20000, adjustedFrom: 25000, reason: 'Own drinks' },
  ],
  totalCents: 100000,
  depositCents: 30000,
  balanceCents: 70000,
  date: '2027-02-12',
  balanceDueOn: '2027-01-13',
};

describe('QuoteLines: the quote lines table of the contact page and the desk', () => {
  it('reads line by line, a changed price with what it replaced, then the total, the deposit and the balance', () => {
    render(
      <QuoteLines
        quote={quote}
        className="quote-lines"
        caption="Lines of the quote"
        depositLabel="Deposit"
        dueDate="Jan 13"
      />,
    );
    const table = screen.getByRole('table', { name: 'Lines of the quote' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `Corporate Events, 2 bays, 3 hours${formatMoney(80000)}`,
      `Catering ${adjustedNote(quote.lines[1] as (typeof quote.lines)[1])}${formatMoney(20000)}`,
      `${C.total}${formatMoney(100000)}`,
      `Deposit${formatMoney(30000)}`,
      `${C.balanceDue('Jan 13', false)}${formatMoney(70000)}`,
    ]);
  });
});
