/**
 * A scorecard as 18 boxes, shared by the member's phone and the desk: each box the hole's number,
 * its par, a dot for each stroke the player receives there (core's cardStrokes), the score, and
 * the round to par so far under it. Typing a score that cannot grow (2 to 9, or two digits) moves
 * to the next box, so a card is typed straight through; Tab and Shift+Tab move too. The boxes
 * wrap in rows (six on a 390 px phone), so the card never scrolls sideways.
 */
import {
  type CourseHole,
  HOLE_SCORE_MAX,
  HOLE_SCORE_MIN,
  competitionLabels as L,
  scorecardBoxes,
} from '@lounge/core';
import { useId, useRef } from 'react';
import './scorecardGrid.css';

export function ScorecardGrid({
  holes,
  strokes,
  scores,
  onChange,
  legend,
  onFocusHole,
}: {
  holes: readonly CourseHole[];
  /** The strokes received on each hole (0 in a gross event). */
  strokes: readonly number[];
  scores: readonly (number | null)[];
  onChange: (scores: (number | null)[]) => void;
  legend: string;
  /** A box took the focus: its hole's index (0 to 17). */
  onFocusHole?: (index: number) => void;
}) {
  const boxes = scorecardBoxes(holes, strokes, scores);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const id = useId();
  const scored = boxes.filter((b) => b.score !== null);
  const gross = scored.reduce((sum, b) => sum + (b.score ?? 0), 0);
  const toPar = scored.reduce((sum, b) => sum + (b.score ?? 0) - b.par, 0);

  const type = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 2);
    const value = digits === '' ? null : Number(digits);
    onChange(boxes.map((b, i) => (i === index ? value : b.score)));
    // One digit above 1 is a whole score; so are two digits.
    if (value !== null && (value >= 2 || digits.length === 2)) {
      const next = inputs.current[index + 1];
      next?.focus();
      next?.select();
    }
  };

  return (
    <fieldset className="scorecard-grid">
      <legend>{legend}</legend>
      <p className="scorecard-grid-key">{L.strokesReceivedKey}</p>
      <ol className="scorecard-grid-holes">
        {boxes.map((b, i) => {
          const invalid = b.score !== null && (b.score < HOLE_SCORE_MIN || b.score > HOLE_SCORE_MAX);
          return (
            <li key={b.hole} className="scorecard-box">
              <label htmlFor={`${id}-${b.hole}`} className="scorecard-box-head" aria-hidden="true">
                <span className="scorecard-box-hole">{b.hole}</span>
                <span className="scorecard-box-par">Par {b.par}</span>
                <span className="scorecard-box-strokes">
                  {b.strokes > 0 ? '•'.repeat(b.strokes) : b.strokes < 0 ? `+${-b.strokes}` : '\u00a0'}
                </span>
              </label>
              <input
                ref={(el) => {
                  inputs.current[i] = el;
                }}
                id={`${id}-${b.hole}`}
                className="scorecard-box-input"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                aria-label={L.holeBox(b.hole, b.par, b.strokes)}
                aria-invalid={invalid || undefined}
                value={b.score ?? ''}
                onChange={(e) => type(i, e.target.value)}
                onFocus={(e) => {
                  e.target.select();
                  onFocusHole?.(i);
                }}
              />
              <span className="scorecard-box-topar" aria-hidden="true">
                {b.toParSoFar === null ? '\u00a0' : L.toPar(b.toParSoFar)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="scorecard-grid-total" role="status">
        {L.cardTotal(gross, L.toPar(toPar), scored.length)}
      </p>
    </fieldset>
  );
}
