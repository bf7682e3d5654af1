import { contestLabels as C } from '@lounge/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContestBoard } from './ContestBoard';

const lines = [
  { entryId: 'a', name: 'Bo K.', position: 1, best: 42, attempts: [120, 42, null], provisional: false },
  { entryId: 'b', name: 'Cy L.', position: 2, best: 89, attempts: [89], provisional: true },
];

describe('a contest board', () => {
  it('shows position, player, the best and each attempt in feet, a miss and the provisional mark explained', () => {
    render(<ContestBoard lines={lines} format="closest" attempts={3} />);
    const table = screen.getByRole('table', { name: C.boardCaption('closest') });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe(`PosPlayer${C.best}${C.attempt(1)}${C.attempt(2)}${C.attempt(3)}`);
    expect(rows[1]?.textContent).toBe('1Bo K.4.2 ft12.0 ft4.2 ftMissed');
    expect(rows[2]?.textContent).toBe(`2Cy L.${C.provisionalMark}8.9 ft8.9 ft`);
    expect(screen.getByText(new RegExp(C.provisional))).toBeTruthy();
  });

  it('shows a long drive in yards, and says when there is nothing yet', () => {
    const { unmount } = render(
      <ContestBoard
        lines={[{ ...lines[0], attempts: [2875], best: 2875 } as (typeof lines)[0]]}
        format="longest"
        attempts={1}
      />,
    );
    expect(screen.getByRole('table', { name: C.boardCaption('longest') }).textContent).toContain('287.5 yd');
    expect(screen.queryByText(new RegExp(C.provisional))).toBeNull();
    unmount();
    render(<ContestBoard lines={[]} format="longest" attempts={3} />);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
