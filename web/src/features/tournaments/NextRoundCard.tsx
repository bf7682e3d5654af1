import { competitionLabels as L, venueDate } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useVenue } from '../../api/venue';
import { dateLabel, timeLabel } from '../booking/bookingTimes';
import { handicapQuery, myRoundsQuery } from './tournamentsApi';

/** The dashboard's 'Your next round' (bay and start time) and the member's handicap index. */
export function NextRoundCard() {
  const { venue } = useVenue();
  const rounds = useQuery(myRoundsQuery);
  const handicap = useQuery(handicapQuery);
  const next = rounds.data?.[0];
  const index = handicap.data;
  // An index of 0.0 (scratch) is an index: only no index at all, and no cards, leave the card out.
  if (!next && index?.index == null && !index?.differentials.length) return null;
  return (
    <section className="dash-card" aria-labelledby="next-round-title">
      <h2 id="next-round-title">{L.nextRound}</h2>
      {next ? (
        <p>
          <Link to={`/tournaments/${next.competitionId}`}>{next.competitionName}</Link>
          <br />
          {dateLabel(venueDate(Date.parse(next.startsAt), venue.timeZone))},{' '}
          {timeLabel(Date.parse(next.startsAt), venue)} · {L.bayAt(next.bayNumber)}
        </p>
      ) : (
        <p>{L.noNextRound}</p>
      )}
      <h3>{L.handicap}</h3>
      <p>
        {index?.index != null && index.source
          ? `${L.indexSource[index.source]}: ${L.indexValue(index.index)}`
          : L.noIndex}
      </p>
    </section>
  );
}
