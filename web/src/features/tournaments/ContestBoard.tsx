import {
  contestLabels as C,
  type CompetitionDetail,
  type ContestFormat,
  competitionLabels as L,
} from '@lounge/core';

type Lines = CompetitionDetail['contestBoard'];

/**
 * A closest-to-the-pin or long-drive board (the event's page and the TV): position, player, the
 * best distance and each attempt. A line with an attempt not yet attested is marked provisional.
 */
export function ContestBoard({
  lines,
  format,
  attempts,
  className = 'leaderboard',
}: {
  lines: Lines;
  format: ContestFormat;
  attempts: number;
  className?: string;
}) {
  if (lines.length === 0) return <p className="tournament-empty">{L.noScores}</p>;
  const numbers = Array.from({ length: attempts }, (_, i) => i + 1);
  const provisional = lines.some((l) => l.provisional);
  return (
    <>
      <table className={`${className} contest-board`}>
        <caption>{C.boardCaption(format)}</caption>
        <thead>
          <tr>
            <th scope="col">Pos</th>
            <th scope="col">Player</th>
            <th scope="col">{C.best}</th>
            {numbers.map((n) => (
              <th scope="col" key={n}>
                {C.attempt(n)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.entryId}>
              <td>{line.position}</td>
              <th scope="row">
                {line.name}
                {line.provisional && <abbr title={C.provisional}>{C.provisionalMark}</abbr>}
              </th>
              <td>{C.distance(format, line.best)}</td>
              {numbers.map((n) => {
                const shot = line.attempts[n - 1];
                return <td key={n}>{shot === undefined ? '' : C.distance(format, shot)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {provisional && (
        <p className="tournament-empty">
          {C.provisionalMark} {C.provisional}
        </p>
      )}
    </>
  );
}
