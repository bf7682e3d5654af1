import { type CompetitionDetail, competitionLabels as L } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';
import { competitionQuery, LIVE_REFRESH_MS } from './tournamentsApi';
import './tournaments.css';

/** How long each board stays on the TV before the next. */
export const TV_CYCLE_MS = 15_000;

type View = 'gross' | 'net' | 'standings';

/** The boards a competition cycles through: gross and net, and a league's standings. */
export function tvViews(c: Pick<CompetitionDetail, 'kind'>): View[] {
  return c.kind === 'league' ? ['gross', 'net', 'standings'] : ['gross', 'net'];
}

/**
 * /tournaments/:id/tv: the leaderboard for the lounge's TV, full screen and in large type, without
 * the site's frame. It reads the scores again every 30 seconds and moves to the next board (gross,
 * net, a league's standings) every 15, by itself: staff open it once and leave it.
 */
export default function TvLeaderboardPage() {
  const { id = '' } = useParams();
  const detail = useQuery({ ...competitionQuery(id), refetchInterval: LIVE_REFRESH_MS });
  const [tick, setTick] = useState(0);
  usePageTitle(detail.data ? `${detail.data.name}: ${L.leaderboard}` : L.leaderboard);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((t) => t + 1), TV_CYCLE_MS);
    return () => window.clearInterval(timer);
  }, []);
  const c = detail.data;
  if (!c)
    return (
      <main className="tv" aria-busy={detail.isLoading}>
        <h1>{L.leaderboard}</h1>
      </main>
    );
  const views = tvViews(c);
  const view = views[tick % views.length] ?? 'gross';
  const title = view === 'gross' ? L.tvGross : view === 'net' ? L.tvNet : L.tvStandings;
  return (
    <main className="tv">
      <header className="tv-header">
        <h1>{c.name}</h1>
        <p className="tv-view">{title}</p>
      </header>
      {view === 'standings' ? (
        <table className="tv-board">
          <tbody>
            {c.standings.map((s) => (
              <tr key={s.entryId}>
                <td>{s.position}</td>
                <th scope="row">{s.name}</th>
                <td>{s.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table className="tv-board">
          <thead>
            <tr>
              <th scope="col">Pos</th>
              <th scope="col">Player</th>
              <th scope="col">To par</th>
              <th scope="col">Thru</th>
              <th scope="col">{view === 'gross' ? 'Gross' : 'Net'}</th>
            </tr>
          </thead>
          <tbody>
            {c.boards[view].map((line) => (
              <tr key={line.entryId}>
                <td>{line.position}</td>
                <th scope="row">{line.name}</th>
                <td>{L.toPar(line.toPar)}</td>
                <td>{L.thru(line.thru)}</td>
                <td>{view === 'gross' ? line.gross : line.net}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {c.boards.gross.length === 0 && view !== 'standings' && <p className="tv-empty">{L.noScores}</p>}
    </main>
  );
}
