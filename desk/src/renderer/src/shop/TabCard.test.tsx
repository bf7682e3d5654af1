// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import type { Tab } from '@lounge/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TabCard } from './TabCard';

const line = (id: string, name: string, grossCents: number) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  itemId: '00000000-0000-4000-8000-0000000000ff',
  name,
  category: 'drinks' as const,
  quantity: 1,
  unitCents: grossCents,
  grossCents,
  discountCents: 0,
  discountPercent: 0,
  taxCents: 0,
  totalCents: grossCents,
  refundedQuantity: 0,
});

const TAB: Tab = {
  id: '00000000-0000-4000-8000-0000000000aa',
  label: 'Bay 3 walk-ins',
  userId: null,
  bookingId: null,
  bay: null,
  status: 'open',
  openedAt: '2026-11-21T01:00:00.000Z',
  lines: [line('1', 'Stout', 700), line('2', 'Lager', 650)],
  totalCents: 1350,
  discountCents: 0,
  discountLabel: null,
  linkOut: false,
  closedAt: null,
};

const splitButton = () => screen.getByRole('button', { name: 'Split to New Tab: Bay 3 walk-ins' });

describe('an open tab’s lines', () => {
  it('split only some of the lines, the ones ticked', () => {
    const onSplit = vi.fn();
    render(<TabCard tab={TAB} onClose={vi.fn()} onSplit={onSplit} onMove={vi.fn()} />);
    expect(splitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Stout to split' }));
    expect(splitButton().hasAttribute('disabled')).toBe(false);
    // Every line ticked is no split: the tab would be left empty.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lager to split' }));
    expect(splitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lager to split' }));
    fireEvent.click(splitButton());
    expect(onSplit).toHaveBeenCalledWith([TAB.lines[0]?.id]);
  });

  it('move one line at a time, and neither while a payment link is out', () => {
    const onMove = vi.fn();
    const { rerender } = render(<TabCard tab={TAB} onClose={vi.fn()} onSplit={vi.fn()} onMove={onMove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Lager to another tab' }));
    expect(onMove).toHaveBeenCalledWith(TAB.lines[1]);
    rerender(<TabCard tab={{ ...TAB, linkOut: true }} onClose={vi.fn()} onSplit={vi.fn()} onMove={onMove} />);
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
