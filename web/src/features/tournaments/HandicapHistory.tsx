import { competitionLabels as L } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { dateLabel } from '../booking/bookingTimes';
import { handicapQuery } from './tournamentsApi';
import './tournaments.css';

/**
 * The account page's handicap: the index that counts now and where it comes from (the official one
 * staff set, else the lounge index), and its history: every final card's differential, the latest
 * first, those the lounge index averages marked. The arithmetic is the server's (core's rules).
 */
export function HandicapHistory() {
  const handicap = useQuery(handicapQuery);
  const view = handicap.data;
  if (!view) return <p aria-busy={handicap.isLoading}>{handicap.isError ? L.noIndex : '…'}</p>;
  return (
    <>
      <p className="handicap-now">
        {view.index !== null && view.source
          ? `${L.indexSource[view.source]}: ${L.indexValue(view.index)}`
          : L.noIndex}
      </p>
      <h3>{L.handicapHistory}</h3>
      {view.differentials.length === 0 ? (
        <p>{L.noHistory}</p>
      ) : (
        <>
          <p className="handicap-note">{L.historyNote}</p>
          <table className="handicap-history">
            <caption className="visually-hidden">{L.historyCaption}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">{L.differential}</th>
                <th scope="col">{L.countsTitle}</th>
              </tr>
            </thead>
            <tbody>
              {view.differentials.map((d, i) => (
                // A member may post two cards on one day: the row's place in the list keeps it apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one answer
                <tr key={`${d.date}-${i}`}>
                  <td>{dateLabel(d.date)}</td>
                  <td>{d.differential.toFixed(1)}</td>
                  <td>{d.used ? L.counts : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
