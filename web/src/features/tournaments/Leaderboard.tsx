import { type CompetitionDetail, competitionLabels as L } from '@lounge/core';

type Lines = CompetitionDetail['leaderboard'];

/** The headings every board starts with (the event's page and the TV). */
export function LineHeads() {
  return (
    <>
      <th scope="col">Pos</th>
      <th scope="col">Player</th>
      <th scope="col">To par</th>
      <th scope="col">Thru</th>
    </>
  );
}

/** A round's board: position, player, to par, thru, gross and net. */
export function Leaderboard({ lines, caption }: { lines: Lines; caption: string }) {
  if (lines.length === 0) return <p className="tournament-empty">{L.noScores}</p>;
  return (
    <table className="leaderboard">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <LineHeads />
          <th scope="col">Gross</th>
          <th scope="col">Net</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={line.entryId}>
            <td>{i > 0 && lines[i - 1]?.position === line.position ? `T${line.position}` : line.position}</td>
            <th scope="row">{line.name}</th>
            <td>{L.toPar(line.toPar)}</td>
            <td>{L.thru(line.thru)}</td>
            <td>{line.gross}</td>
            <td>{line.net}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A league's season: position, player, points. */
export function Standings({
  standings,
  caption,
}: {
  standings: CompetitionDetail['standings'];
  caption: string;
}) {
  if (standings.length === 0) return <p className="tournament-empty">{L.noScores}</p>;
  return (
    <table className="leaderboard">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Pos</th>
          <th scope="col">Player</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((s) => (
          <tr key={s.entryId}>
            <td>{s.position}</td>
            <th scope="row">{s.name}</th>
            <td>{s.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
