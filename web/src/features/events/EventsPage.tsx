import {
  EVENT_ADD_ONS,
  EVENT_PACKAGES,
  EVENT_REPLY_HOURS,
  type EventPackage,
  eventDiscountPercent,
  FULL_FACILITY_MAX_HOURS,
  formatPrice,
  MAX_PLAYERS,
  siteLabels,
  TIERS,
} from '@lounge/core';
import { Button } from 'antd';
import { track } from '../../api/analytics';
import { useVenue } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageHero } from '../../ui/PageHero';
import { PhotoBand } from '../../ui/PhotoBand';
import { Section } from '../../ui/Section';
import { SplitSection } from '../../ui/SplitSection';
import { Statement } from '../../ui/Statement';
import { galleryPhoto } from '../../ui/sectionParts';
import { TourInvite } from '../../ui/TourInvite';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { EventInquiryForm } from './EventInquiryForm';
import './events.css';

const L = siteLabels.events;
const FORM_ID = 'event-inquiry';

function fromPrices(pkg: EventPackage): string[] {
  const lines: string[] = [];
  if (pkg.fromCents.singleBay) lines.push(`From ${formatPrice(pkg.fromCents.singleBay)} single bay`);
  if (pkg.fromCents.fullFacility) lines.push(`From ${formatPrice(pkg.fromCents.fullFacility)} full facility`);
  return lines;
}

const scrollToForm = () => document.getElementById(FORM_ID)?.scrollIntoView({ behavior: 'smooth' });

/** /events: packages, add-ons, member discounts and the inquiry form. */
export default function EventsPage() {
  usePageTitle('Private Events');
  const { copy } = useVenue();
  const { user, signedIn } = useCurrentUser();
  const myDiscount = eventDiscountPercent(user);

  return (
    <>
      <PageHero
        eyebrow="Private events"
        title="Host Your Event at the Lounge"
        actions={
          signedIn ? (
            <Button type="primary" size="large" onClick={scrollToForm}>
              {L.planCustomEvent}
            </Button>
          ) : (
            <>
              <Button type="primary" size="large" onClick={scrollToForm}>
                {L.requestToBook}
              </Button>
              <ButtonLink to="/#memberships" size="large" onClick={() => track('join_now_click')}>
                {L.joinNow}
              </ButtonLink>
            </>
          )
        }
      />

      {/* The page's promise over the lounge, under the heading and its buttons. */}
      <PhotoBand
        picture={{ pick: galleryPhoto(0), art: 'lounge' }}
        line="Team outings, birthdays and tournaments on our simulators, with the lounge all to yourselves."
      />

      <Statement id="discount" title="Member pricing">
        {myDiscount > 0
          ? `As a member you save ${myDiscount}% on every event.`
          : `Members save on every event: ${TIERS.general.eventDiscountPercent}% for General, ${TIERS.vip.eventDiscountPercent}% for VIP. Visitors book at standard rates.`}
      </Statement>

      {/* The two ways to book the space, each beside its picture, alternating sides. */}
      <SplitSection title="Single bay" picture={{ pick: galleryPhoto(1), art: 'bays' }} alt>
        <p>A private bay for up to {MAX_PLAYERS} players: ideal for small teams and celebrations.</p>
      </SplitSection>
      <SplitSection title="Full facility" picture={{ pick: galleryPhoto(2), art: 'course' }} flip alt>
        <p>
          All {copy.bayCount} bays and the lounge for up to {FULL_FACILITY_MAX_HOURS} hours.
        </p>
      </SplitSection>

      <Section title="Event Packages">
        <div className="features features-3">
          {EVENT_PACKAGES.map((pkg) => (
            <article key={pkg.id} className="feature package-card" aria-labelledby={`package-${pkg.id}`}>
              <h3 id={`package-${pkg.id}`}>{pkg.name}</h3>
              {fromPrices(pkg).map((line) => (
                <p key={line} className="package-price">
                  {line}
                </p>
              ))}
              <p className="muted">{pkg.description}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section title="Add-ons" alt>
        <ul className="addon-list">
          {EVENT_ADD_ONS.map((addOn) => (
            <li key={addOn}>{addOn}</li>
          ))}
        </ul>
      </Section>

      <TourInvite lead="Planning an event? Walk the bays and the lounge with us before you book." />

      <Section
        id={FORM_ID}
        title="Plan Your Event"
        intro={`Tell us what you have in mind; our events team replies within ${EVENT_REPLY_HOURS} hours.`}
        alt
      >
        <div className="panel form-panel">
          <EventInquiryForm contact={user} />
        </div>
      </Section>
    </>
  );
}
