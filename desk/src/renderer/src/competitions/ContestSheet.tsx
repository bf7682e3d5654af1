/**
 * A contest's round on paper, in place of stroke play's scorecards (ScorecardSheet): one sheet
 * (landscape, black on white) with the contest, closest to the pin's hole (a par 3 of the course)
 * or none for long drive, the unit the simulator's distances are written in, and a row for each
 * player in group order: their bay, their name, an empty box for each attempt the competition
 * gives a player, the best, and a partner's initials. Printed apart from the console like the
 * scorecards (print.css), inside the same sheet element.
 */
import {
  contestLabels as C,
  type CompetitionDetail,
  type ContestFormat,
  type StaffEntryView,
} from '@lounge/core';
import { createPortal } from 'react-dom';
import { shortDate, wallTimeLabel } from '../ui/venueTime';
import { contestDeskCopy as D } from './contestDeskCopy';

type Round = CompetitionDetail['rounds'][number];

export function ContestSheet({
  competition: c,
  format,
  round,
  roundLabel,
  entries,
}: {
  competition: CompetitionDetail;
  format: ContestFormat;
  round: Round;
  roundLabel: string;
  entries: readonly StaffEntryView[];
}) {
  const names = new Map(entries.map((e) => [e.id, e.memberName]));
  const numbers = Array.from({ length: c.contestAttempts ?? 0 }, (_, i) => i + 1);
  const unit = D.unitShort(format);
  return createPortal(
    <div className="scorecard-sheet" role="document" aria-label={D.sheetLabel(roundLabel)}>
      <article className="contest-sheet">
        <header className="scorecard-head">
          <h2>
            {c.name}: {roundLabel}
          </h2>
          <dl>
            <dt>Contest</dt>
            <dd>{C.formatWords(format, null)}</dd>
            <dt>Hole</dt>
            <dd>{c.contestHole ? D.sheetHole(c.contestHole) : D.sheetNoHole}</dd>
            <dt>Unit</dt>
            <dd>{D.unitWords(format)}</dd>
            <dt>Starts</dt>
            <dd>
              {shortDate(round.date, true)}, {wallTimeLabel(round.startTime)}
            </dd>
            <dt>Course</dt>
            <dd>{c.course.name}</dd>
            <dt>{C.attemptsTerm}</dt>
            <dd>{C.attemptsEach(numbers.length)}</dd>
          </dl>
          <p>{D.sheetHowTo}</p>
        </header>
        <table className="scorecard-holes contest-sheet-rows">
          <caption className="visually-hidden">{D.sheetCaption(numbers.length)}</caption>
          <thead>
            <tr>
              <th scope="col">Bay</th>
              <th scope="col">Player</th>
              {numbers.map((n) => (
                <th scope="col" key={n}>
                  {C.attempt(n)} ({unit})
                </th>
              ))}
              <th scope="col">
                {D.sheetBest} ({unit})
              </th>
              <th scope="col">{D.sheetAttested}</th>
            </tr>
          </thead>
          <tbody>
            {round.groups.flatMap((g) =>
              g.players.map((p) => (
                <tr key={p.entryId} className="scorecard-scores">
                  <td>{g.bayNumber}</td>
                  <th scope="row">{names.get(p.entryId) ?? p.name}</th>
                  {numbers.map((n) => (
                    <td key={n} />
                  ))}
                  <td />
                  <td />
                </tr>
              )),
            )}
          </tbody>
        </table>
      </article>
    </div>,
    document.body,
  );
}
