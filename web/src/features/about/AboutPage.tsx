import { claimLinks, FACILITY_FACTS, MAX_PLAYERS } from '@lounge/core';
import { Link } from 'react-router-dom';
import { useVenue } from '../../api/venue';
import { FactsStrip } from '../../ui/FactsStrip';
import { PageHero } from '../../ui/PageHero';
import { Section } from '../../ui/Section';
import { SplitSection } from '../../ui/SplitSection';
import { galleryPhoto } from '../../ui/sectionParts';
import { usePageTitle } from '../../ui/usePageTitle';

/**
 * /about: the story, the numbers (from the venue settings and core), the lounge and the technology
 * beside their pictures, and the amenities.
 */
export default function AboutPage() {
  usePageTitle('About');
  const { venue, copy } = useVenue();
  const stats = [
    // Facts of the lounge itself, never a hard-coded member count (docs/product.md).
    { value: FACILITY_FACTS.courses, label: 'Course options' },
    { value: `${venue.bays.length}`, label: 'Simulator bays' },
    { value: copy.hours, label: 'Open daily' },
    { value: `Up to ${MAX_PLAYERS}`, label: 'Players per bay' },
  ];
  return (
    <>
      <PageHero eyebrow="Our story" title={`About ${venue.name}`}>
        <p>
          We built the lounge we wanted as golfers: somewhere to play all year, practise with real data and
          share a round with friends when the course is under snow.
        </p>
      </PageHero>

      <FactsStrip title="The lounge in numbers" facts={stats} />

      <SplitSection
        id="about-lounge"
        eyebrow="The lounge"
        title="Between Rounds"
        picture={{ pick: galleryPhoto(0), art: 'lounge' }}
      >
        <p>
          All {copy.bayCount} private bays open onto the members’ lounge: leather seats, big screens and the
          bar, open daily {copy.hours}.
        </p>
      </SplitSection>

      <SplitSection title="The Technology" picture={{ pick: galleryPhoto(1), art: 'bays' }} flip>
        <ul className="split-points">
          <li>
            <h3>Launch monitors</h3>
            <p>Every bay measures ball speed, spin and carry on every shot.</p>
          </li>
          <li>
            <h3>{FACILITY_FACTS.courses} courses</h3>
            <p>Famous championship layouts in true-to-life detail.</p>
          </li>
          <li>
            <h3>Online booking</h3>
            <p>Members book their bay online, from a phone or a laptop.</p>
            <Link className="standalone-link claim-link" to={claimLinks.booking.to}>
              {claimLinks.booking.label}
            </Link>
          </li>
        </ul>
      </SplitSection>

      <Section title="Amenities" alt>
        <div className="features features-3">
          <div className="feature">
            <h3>Entertainment lounge</h3>
            <p className="muted">Comfortable seating and drinks between rounds.</p>
          </div>
          <div className="feature">
            <h3>Room for your group</h3>
            <p className="muted">Up to {MAX_PLAYERS} players share a bay.</p>
          </div>
          <div className="feature">
            <h3>Leagues and tournaments</h3>
            <p className="muted">Compete with fellow members all season long.</p>
            <Link className="standalone-link claim-link" to={claimLinks.tournaments.to}>
              {claimLinks.tournaments.label}
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
