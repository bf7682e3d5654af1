import {
  competitionsPageCopy as C,
  type CompetitionSummary,
  competitionLabels as L,
  venueDate,
} from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useVenue } from '../../api/venue';
import { PageHero } from '../../ui/PageHero';
import { PageLoading } from '../../ui/PageLoading';
import { SplitPoints } from '../../ui/SplitPoints';
import { SplitSection } from '../../ui/SplitSection';
import { Statement } from '../../ui/Statement';
import { galleryPhoto } from '../../ui/sectionParts';
import { usePageTitle } from '../../ui/usePageTitle';
import { dateLabel, timeLabel } from '../booking/bookingTimes';
import { competitionsQuery } from './tournamentsApi';
import './tournaments.css';

const PHASES = [
  ['live', L.live],
  ['upcoming', L.upcoming],
  ['finished', L.results],
] as const;

/**
 * /tournaments: every tournament and league, live first, then upcoming, then results; then how the
 * competitions are played beside a picture of a green, and how a member's name shows on the boards.
 */
export default function TournamentsPage() {
  usePageTitle(L.pageTitle);
  const list = useQuery(competitionsQuery);
  return (
    <>
      <PageHero eyebrow={L.eyebrow} title={L.pageTitle}>
        <p>{L.intro}</p>
      </PageHero>
      <section className="section">
        <div className="container tournaments">
          {list.isLoading && <PageLoading />}
          {list.data?.length === 0 && <p>{L.none}</p>}
          {PHASES.map(([phase, title]) => {
            const items = (list.data ?? []).filter((c) => c.phase === phase);
            if (items.length === 0) return null;
            return (
              <section key={phase} aria-labelledby={`tournaments-${phase}`}>
                <h2 id={`tournaments-${phase}`}>{title}</h2>
                <ul className="tournament-list">
                  {items.map((c) => (
                    <TournamentItem key={c.id} competition={c} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </section>
      <SplitSection
        eyebrow={C.howEyebrow}
        title={C.howTitle}
        picture={{ pick: galleryPhoto(2), art: 'course' }}
        alt
      >
        <SplitPoints points={C.how} columns={2} />
      </SplitSection>
      <Statement title={C.namesTitle}>{C.names}</Statement>
    </>
  );
}

function TournamentItem({ competition: c }: { competition: CompetitionSummary }) {
  const { venue } = useVenue();
  const first = c.firstRoundAt;
  return (
    <li className="tournament-item">
      <Link to={`/tournaments/${c.id}`} className="tournament-link">
        {c.name}
      </Link>
      <span>
        {c.kind === 'league' ? `League, ${c.rounds} rounds` : 'Tournament'} ·{' '}
        {L.formatWords(c.format, c.allowancePercent, c.contestHole)}
      </span>
      {first && (
        <span>
          {dateLabel(venueDate(Date.parse(first), venue.timeZone), 'short')} ·{' '}
          {timeLabel(Date.parse(first), venue)}
        </span>
      )}
      <span>
        {c.entered}/{c.fieldSize} entered{c.waiting > 0 ? `, ${c.waiting} waiting` : ''}
      </span>
    </li>
  );
}
