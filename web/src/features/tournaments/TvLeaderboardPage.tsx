import { competitionLabels as L, tvBoards } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';
import { ContestBoard } from './ContestBoard';
import { TvHoleByHole } from './TvHoleByHole';
import { competitionQuery, LIVE_REFRESH_MS } from './tournamentsApi';
import './tournaments.css';

/** How long each board stays on the TV before the next. */
export const TV_CYCLE_MS = 15_000;

/**
 * /tournaments/:id/tv: the leaderboard for the lounge's TV, full screen and in large type, without
 * the site's frame: the course and format, then the board hole by hole. It reads the scores again
 * every 30 seconds and moves to the next board every 15, by itself (core's tvBoards: the event's
 * own scoring first, net then gross in a net event, gross alone in a gross one, a contest's own
 * closest-to-the-pin or long-drive board, then a league's standings): staff open it once and leave it.
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
  const views = tvBoards(c.format, c.kind);
  const view = views[tick % views.length] ?? 'gross';
  const stroke = view === 'gross' || view === 'net';
  return (
    <main className="tv">
      <header className="tv-header">
        <div>
          <h1>{c.name}</h1>
          <p className="tv-course">
            {c.courseName} · {L.formatWords(c.format, c.allowancePercent, c.contestHole)}
          </p>
        </div>
        <p className="tv-view">{L.boardTitle(view, c.allowancePercent)}</p>
      </header>
      {view === 'standings' ? (
        <table className="tv-board">
          <caption className="visually-hidden">{L.tvStandings}</caption>
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
      ) : view === 'closest' || view === 'longest' ? (
        <ContestBoard
          lines={c.contestBoard}
          format={view}
          attempts={c.contestAttempts ?? 0}
          className="tv-board"
        />
      ) : (
        <TvHoleByHole competition={c} view={view} />
      )}
      {stroke && c.boards.gross.length === 0 && <p className="tv-empty">{L.noScores}</p>}
      {stroke && c.boards.gross.length > 0 && <p className="tv-key">{L.tvKey}</p>}
    </main>
  );
}
