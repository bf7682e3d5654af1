import { FACILITY_FACTS } from '@lounge/core';
import { lazy } from 'react';
import { useVenue } from '../../api/venue';
import { DeferUntilNear } from '../../ui/DeferUntilNear';
import { PageHero } from '../../ui/PageHero';
import { Section } from '../../ui/Section';
import { usePageTitle } from '../../ui/usePageTitle';

// The form (antd's date picker and select) loads when the visitor nears it, not with the page.
const TourForm = lazy(() => import('./ThemedTourForm'));

/** /tour: what a tour is, when it runs, what you will see, and the request form. */
export default function TourPage() {
  usePageTitle('Book a Tour');
  const { venue, copy } = useVenue();
  const { tours } = venue;
  const sights = [
    `Our ${copy.bayCount} simulator bays, with a swing or two on ${FACILITY_FACTS.courses} courses`,
    'The members’ lounge and bar',
    'How online booking, guests and member events work',
    'Membership options, with time for your questions',
  ];
  return (
    <>
      <PageHero eyebrow="See it in person" title="Book a Facility Tour">
        <p>Walk the lounge with a member of our team and try a bay before you join.</p>
      </PageHero>
      <section className="section" aria-label="Tour details">
        <div className="container features features-3">
          <div className="feature">
            <h2 className="feature-title">Duration</h2>
            <p className="muted">{tours.durationLabel}</p>
          </div>
          <div className="feature">
            <h2 className="feature-title">Availability</h2>
            <p className="muted">
              {copy.tourDays}, {copy.tourHours}
            </p>
          </div>
          <div className="feature">
            <h2 className="feature-title">Group size</h2>
            <p className="muted">Up to {tours.maxPartySize} people</p>
          </div>
        </div>
      </section>
      <Section title="What You Will See" alt>
        <ul className="feature-list sights-list">
          {sights.map((sight) => (
            <li key={sight}>{sight}</li>
          ))}
        </ul>
      </Section>
      <Section
        id="tour-form"
        title="Request Your Tour"
        intro={`We'll confirm your time within ${tours.confirmWithinHours} hours.`}
      >
        <div className="panel form-panel">
          <DeferUntilNear near="tour-form" component={TourForm} />
        </div>
      </Section>
    </>
  );
}
