import {
  type CompetitionDetail,
  type CourseHole,
  holeMark,
  competitionLabels as L,
  type LeaderboardLine,
} from '@lounge/core';
import { LineHeads } from './Leaderboard';

/** A position as boards write it: 'T2' when the line above shares it. */
function positionLabel(lines: readonly LeaderboardLine[], i: number): string {
  const line = lines[i];
  if (!line) return '';
  const tied = lines[i - 1]?.position === line.position || lines[i + 1]?.position === line.position;
  return tied ? `T${line.position}` : String(line.position);
}

/**
 * A board hole by hole, for the TV: each player's score on every hole, circled under par and
 * squared over it (a screen reader hears the word), to par and thru; the gross total, and in a
 * net board the net total too. A table this wide scrolls sideways on a small screen, never the page.
 */
export function TvHoleByHole({
  competition,
  view,
}: {
  competition: Pick<CompetitionDetail, 'boards' | 'allowancePercent'> & {
    course: { holes: readonly CourseHole[] };
  };
  view: 'gross' | 'net';
}) {
  const lines = competition.boards[view];
  const holes = competition.course.holes.map((h, i) => ({ ...h, number: i + 1 }));
  const caption = L.boardTitle(view, competition.allowancePercent);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
    <section className="tv-scroll" aria-label={caption} tabIndex={0}>
      <table className="tv-board tv-holes">
        <caption className="visually-hidden">{`${caption}, ${L.tvHoleByHole}`}</caption>
        <thead>
          <tr>
            <LineHeads />
            {holes.map((h) => (
              <th scope="col" key={h.number} className="tv-hole-head">
                <span className="visually-hidden">{`Hole ${h.number}, par ${h.par}`}</span>
                <span aria-hidden="true">
                  {h.number}
                  <span className="tv-hole-par">{h.par}</span>
                </span>
              </th>
            ))}
            <th scope="col">Gross</th>
            {view === 'net' && <th scope="col">Net</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.entryId}>
              <td>{positionLabel(lines, i)}</td>
              <th scope="row">{line.name}</th>
              <td>{L.toPar(line.toPar)}</td>
              <td>{L.thru(line.thru)}</td>
              {holes.map((h) => {
                const score = line.holes[h.number - 1] ?? null;
                if (score === null) return <td key={h.number} className="tv-hole" />;
                const mark = holeMark(score, h.par);
                return (
                  <td key={h.number} className="tv-hole">
                    <span className={`tv-mark tv-mark-${mark}`}>{score}</span>
                    {mark !== 'par' && <span className="visually-hidden">{` ${L.holeMarkWords[mark]}`}</span>}
                  </td>
                );
              })}
              <td>{line.gross}</td>
              {view === 'net' && <td>{line.net}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
