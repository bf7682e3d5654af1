import { cardStrokes, competitionLabels as L } from '@lounge/core';
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScorecardGrid } from './ScorecardGrid';

/** Par 3, 4, 5 in turn (par 72), stroke index 1 to 18 in hole order, rated at par. */
const holes = Array.from({ length: 18 }, (_, i) => ({ par: [3, 4, 5][i % 3] as number, strokeIndex: i + 1 }));
const course = { courseRating: 72, slopeRating: 113, holes };

function Card({ index, format }: { index: number | null; format: 'gross' | 'net' }) {
  const [scores, setScores] = useState<(number | null)[]>(() => holes.map(() => null));
  const { strokes } = cardStrokes(course, index, { format, allowancePercent: 100 });
  return (
    <ScorecardGrid legend="Ada’s card" holes={holes} strokes={strokes} scores={scores} onChange={setScores} />
  );
}

const box = (hole: number) => screen.getByRole('textbox', { name: new RegExp(`^Hole ${hole}, `) });

describe('the scorecard grid', () => {
  it('is 18 boxes, each with its hole, par and the strokes received in a net event', () => {
    render(<Card index={20} format="net" />);
    expect(screen.getAllByRole('textbox')).toHaveLength(18);
    // A course handicap of 20: a stroke on every hole, two on stroke index 1 and 2.
    expect(box(1).getAttribute('aria-label')).toBe('Hole 1, par 3, 2 strokes received');
    expect(box(3).getAttribute('aria-label')).toBe('Hole 3, par 5, 1 stroke received');
    expect(screen.getByText('18')).toBeTruthy();
    expect(screen.getAllByText('Par 5')).toHaveLength(6);
    expect(screen.getAllByText('••')).toHaveLength(2);
  });

  it('gives no strokes in a gross event', () => {
    render(<Card index={20} format="gross" />);
    expect(box(1).getAttribute('aria-label')).toBe('Hole 1, par 3');
  });

  it('is typed straight through: a whole score moves to the next box, and the total to par runs', () => {
    render(<Card index={null} format="net" />);
    expect(screen.getByRole('status').textContent).toBe('No holes scored yet');
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    // A 1 may be the start of 10 to 15: the box waits for the second digit.
    fireEvent.change(box(2), { target: { value: '1' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '10' } });
    expect(document.activeElement).toBe(box(3));
    fireEvent.change(box(3), { target: { value: '5' } });
    // 4 on a par 3, 10 on a par 4, 5 on a par 5: 19, seven over.
    expect(screen.getByRole('status').textContent).toBe(L.cardTotal(19, '+7', 3));
    expect(screen.getByRole('status').textContent).toBe('19 (+7) thru 3');
    expect((box(2) as HTMLInputElement).value).toBe('10');
  });

  it('marks a score no hole can have', () => {
    render(<Card index={null} format="net" />);
    fireEvent.change(box(5), { target: { value: '16' } });
    expect(box(5).getAttribute('aria-invalid')).toBe('true');
    expect(box(4).getAttribute('aria-invalid')).toBeNull();
  });

  it('passes axe', async () => {
    const { container } = render(<Card index={12} format="net" />);
    // jsdom paints nothing, so contrast is left to the journeys' axe runs.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
