import { FACILITY_FACTS, tourPageCopy } from '@lounge/core';
import { lazy } from 'react';
import { useVenue } from '../../api/venue';
import { DeferUntilNear } from '../../ui/DeferUntilNear';
import { FactsStrip } from '../../ui/FactsStrip';
import { PageHero } from '../../ui/PageHero';
import { Section } from '../../ui/Section';
import { SplitSection } from '../../ui/SplitSection';
import { galleryPhoto } from '../../ui/sectionParts';
import { usePageTitle } from '../../ui/usePageTitle';
// The form's date field and selects are drawn by these styles in its prerendered HTML too, before
// the form's own code (and chunk) arrives.
import '../forms/nativeFields.css';

// The form (antd's form and fields) loads when the visitor nears it, not with the page.
const TourForm = lazy(() => import('./ThemedTourForm'));

/**
 * /tour: what a tour is (its figures from the venue's tour settings), what you will see beside a
 * picture of the lounge, and the request form. The sections above the form hold no link and no
 * field: a keyboard user's Tab goes from the header straight to the form, and nothing above it
 * changes size when the app starts, so the live form is drawn where the prerendered one was.
 */
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
      <FactsStrip title={tourPageCopy.detailsTitle} facts={tourPageCopy.details(venue, copy)} words />
      <SplitSection
        eyebrow={tourPageCopy.sightsEyebrow}
        title="What You Will See"
        picture={{ pick: galleryPhoto(0), art: 'bays' }}
        alt
      >
        <ul className="feature-list sights-list">
          {sights.map((sight) => (
            <li key={sight}>{sight}</li>
          ))}
        </ul>
      </SplitSection>
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
