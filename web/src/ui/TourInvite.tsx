import { siteLabels } from '@lounge/core';
import { useVenue } from '../api/venue';
import { ButtonLink } from './ButtonLink';

interface TourInviteProps {
  /** The line above the tour's days and hours, in the page's own words. */
  lead: string;
}

/**
 * The way to a tour, on the pages a visitor decides on (membership, events, contact): a band with
 * the tour's days, hours and length from the venue settings and a 'Book a Tour' button to /tour.
 * Tours are how a members' club wins members (docs/product.md).
 */
export function TourInvite({ lead }: TourInviteProps) {
  const { venue, copy } = useVenue();
  return (
    <section className="tour-invite" aria-labelledby="tour-invite-title">
      <div className="container tour-invite-inner">
        <div>
          <h2 id="tour-invite-title" className="tour-invite-title">
            See the lounge first
          </h2>
          <p className="tour-invite-lead">
            {lead} Tours run {copy.tourDays}, {copy.tourHours}, and take {venue.tours.durationLabel}.
          </p>
        </div>
        <ButtonLink to="/tour" type="primary" size="large">
          {siteLabels.home.bookTour}
        </ButtonLink>
      </div>
    </section>
  );
}
