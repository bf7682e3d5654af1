import { claimLinks, FACILITY_FACTS, siteLabels } from '@lounge/core';
import { Link } from 'react-router-dom';
import { useVenue } from '../../api/venue';
import { Section } from '../../ui/Section';

/** Premium Amenities (docs/product.md): simulators, hours, exclusive access. */
export function AmenitiesSection() {
  const { copy } = useVenue();
  return (
    <Section id="highlights" eyebrow="The lounge" title={siteLabels.home.amenitiesTitle}>
      <div className="features features-3 features-numbered">
        <div className="feature">
          <h3>Top-tier simulators</h3>
          <p className="muted">
            Launch-monitor accuracy and {FACILITY_FACTS.courses} courses, from links classics to championship
            layouts.
          </p>
        </div>
        <div className="feature">
          <h3>Extended hours</h3>
          <p className="muted">Open daily {copy.hours}, before work, after dinner and all weekend.</p>
        </div>
        <div className="feature">
          <h3>Exclusive access</h3>
          <p className="muted">
            Members only: {copy.bayCount} private bays, booked online, never a queue at the tee.
          </p>
          <Link className="standalone-link claim-link" to={claimLinks.booking.to}>
            {claimLinks.booking.label}
          </Link>
        </div>
      </div>
    </Section>
  );
}
