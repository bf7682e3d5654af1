import { claimLinks, FACILITY_FACTS, MAX_PLAYERS } from '@lounge/core';
import { Link } from 'react-router-dom';
import { useVenue } from '../../api/venue';
import { PageHero } from '../../ui/PageHero';
import { Section } from '../../ui/Section';
import { usePageTitle } from '../../ui/usePageTitle';
import { VenuePicture } from '../../ui/VenuePicture';
import './about.css';

/** /about: the story, the numbers (hours from the venue settings), technology and amenities. */
export default function AboutPage() {
  usePageTitle('About');
  const { venue, copy } = useVenue();
  const stats = [
    // Facts of the lounge itself, never a hard-coded member count (docs/product.md).
    { value: FACILITY_FACTS.courses, label: 'Course options' },
    { value: `${venue.bays.length}`, label: 'Simulator bays' },
    { value: copy.hours, label: 'Open daily' },
  ];
  return (
    <>
      <PageHero eyebrow="Our story" title={`About ${venue.name}`}>
        <p>
          We built the lounge we wanted as golfers: somewhere to play all year, practise with real data and
          share a round with friends when the course is under snow.
        </p>
      </PageHero>

      <section className="section" aria-label="The lounge in numbers">
        <div className="container">
          <dl className="stats">
            {stats.map((stat) => (
              <div key={stat.label} className="stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="about-lounge-title">
        <div className="container about-split">
          <VenuePicture
            pick={(photos) => photos.gallery[0] ?? photos.hero}
            art="lounge"
            sizes="(min-width: 960px) 46vw, 92vw"
          />
          <div>
            <span className="eyebrow">The lounge</span>
            <h2 id="about-lounge-title">Between Rounds</h2>
            <p className="muted">
              All {copy.bayCount} private bays open onto the members’ lounge: leather seats, big screens and
              the bar, open daily {copy.hours}.
            </p>
          </div>
        </div>
      </section>

      <Section title="The Technology">
        <div className="features features-3">
          <div className="feature">
            <h3>Launch monitors</h3>
            <p className="muted">Every bay measures ball speed, spin and carry on every shot.</p>
          </div>
          <div className="feature">
            <h3>{FACILITY_FACTS.courses} courses</h3>
            <p className="muted">Famous championship layouts in true-to-life detail.</p>
          </div>
          <div className="feature">
            <h3>Online booking</h3>
            <p className="muted">Members book their bay online, from a phone or a laptop.</p>
            <Link className="standalone-link claim-link" to={claimLinks.booking.to}>
              {claimLinks.booking.label}
            </Link>
          </div>
        </div>
      </Section>

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
