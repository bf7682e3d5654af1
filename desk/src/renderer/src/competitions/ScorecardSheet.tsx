/**
 * A round's scorecards on paper, one a player and one a page (landscape, black on white): the
 * player, their bay and start time, the course's 18 holes with par and stroke index, in a net event
 * the strokes the player receives on each hole (core's cardStrokes from their index now), boxes for
 * the scores, out, in and total, and signature lines for the player and the attesting partner.
 * Printed apart from the console: while it prints the page shows the sheet alone (print.css).
 */
import { type CompetitionDetail, cardStrokes, type StaffEntryView } from '@lounge/core';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { shortDate, wallTimeLabel } from '../ui/venueTime';

type Round = CompetitionDetail['rounds'][number];

/** The body's class while a sheet prints: print.css shows the sheet and nothing else. */
export const PRINTING_SHEET = 'printing-sheet';

/** Prints the sheet once it is on the page; `onDone` once the print dialog closes. */
export function usePrintSheet(active: boolean, onDone: () => void): void {
  useEffect(() => {
    if (!active) return;
    const done = () => {
      document.body.classList.remove(PRINTING_SHEET);
      onDone();
    };
    document.body.classList.add(PRINTING_SHEET);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [active, onDone]);
}

const FRONT = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const BACK = FRONT.map((i) => i + 9);
const sum = (values: readonly number[], holes: readonly number[]) =>
  holes.reduce((total, i) => total + (values[i] ?? 0), 0);

/** A row of the card: a value a hole, with the nine's and the round's sums where they add up. */
function CardRow({
  label,
  values,
  totals,
  blankZero = false,
}: {
  label: string;
  values: readonly number[];
  totals: boolean;
  /** A hole with no stroke is left blank, so the ones that get one stand out. */
  blankZero?: boolean;
}) {
  const cell = (i: number) => <td key={i}>{blankZero && values[i] === 0 ? '' : values[i]}</td>;
  return (
    <tr>
      <th scope="row">{label}</th>
      {FRONT.map(cell)}
      <td className="scorecard-sum">{totals ? sum(values, FRONT) : ''}</td>
      {BACK.map(cell)}
      <td className="scorecard-sum">{totals ? sum(values, BACK) : ''}</td>
      <td className="scorecard-sum">{totals ? sum(values, [...FRONT, ...BACK]) : ''}</td>
    </tr>
  );
}

function Scorecard({
  competition: c,
  round,
  roundLabel,
  bayNumber,
  entry,
  fallbackName,
}: {
  competition: CompetitionDetail;
  round: Round;
  roundLabel: string;
  bayNumber: string;
  entry: StaffEntryView | undefined;
  fallbackName: string;
}) {
  const name = entry?.memberName ?? fallbackName;
  const net = c.format === 'net';
  const card = cardStrokes(c.course, entry?.handicapIndex ?? null, c);
  const holes = c.course.holes;
  return (
    <article className="scorecard" aria-label={`Scorecard, ${name}`}>
      <header className="scorecard-head">
        <h2>
          {c.name}: {roundLabel}
        </h2>
        <dl>
          <dt>Player</dt>
          <dd>{name}</dd>
          <dt>Bay</dt>
          <dd>{bayNumber}</dd>
          <dt>Starts</dt>
          <dd>
            {shortDate(round.date, true)}, {wallTimeLabel(round.startTime)}
          </dd>
          <dt>Course</dt>
          <dd>{c.course.name}</dd>
          <dt>Format</dt>
          <dd>
            {net
              ? `Net, ${c.allowancePercent}% allowance; playing handicap ${card.playingHandicap < 0 ? `+${-card.playingHandicap}` : card.playingHandicap}`
              : 'Gross'}
          </dd>
        </dl>
      </header>
      <table className="scorecard-holes">
        <caption className="visually-hidden">Holes 1 to 18 of {name}'s card</caption>
        <thead>
          <tr>
            <th scope="col">Hole</th>
            {FRONT.map((i) => (
              <th scope="col" key={i}>
                {i + 1}
              </th>
            ))}
            <th scope="col">Out</th>
            {BACK.map((i) => (
              <th scope="col" key={i}>
                {i + 1}
              </th>
            ))}
            <th scope="col">In</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          <CardRow label="Par" values={holes.map((h) => h.par)} totals />
          <CardRow label="Stroke index" values={holes.map((h) => h.strokeIndex)} totals={false} />
          {net && <CardRow label="Strokes" values={card.strokes} totals blankZero />}
          <tr className="scorecard-scores">
            <th scope="row">Score</th>
            {[...FRONT, 'out', ...BACK, 'in', 'total'].map((k) => (
              <td key={k} />
            ))}
          </tr>
        </tbody>
      </table>
      <div className="scorecard-signatures">
        <p>Player's signature</p>
        <p>Attested by (playing partner)</p>
      </div>
    </article>
  );
}

/** Every card of a round, in group order, at the end of the page (shown only while printing). */
export function ScorecardSheet({
  competition,
  round,
  roundLabel,
  entries,
}: {
  competition: CompetitionDetail;
  round: Round;
  roundLabel: string;
  entries: readonly StaffEntryView[];
}) {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return createPortal(
    <div className="scorecard-sheet" role="document" aria-label={`Scorecards, ${roundLabel}`}>
      {round.groups.flatMap((g) =>
        g.players.map((p) => (
          <Scorecard
            key={p.entryId}
            competition={competition}
            round={round}
            roundLabel={roundLabel}
            bayNumber={g.bayNumber}
            entry={byId.get(p.entryId)}
            fallbackName={p.name}
          />
        )),
      )}
    </div>,
    document.body,
  );
}
