import { contactPageCopy } from '@lounge/core';
import { useVenue } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { FactsStrip } from '../../ui/FactsStrip';
import { PageHero } from '../../ui/PageHero';
import { Section } from '../../ui/Section';
import { SplitSection } from '../../ui/SplitSection';
import { galleryPhoto } from '../../ui/sectionParts';
import { usePageTitle } from '../../ui/usePageTitle';
import { VenuePicture } from '../../ui/VenuePicture';
import { ContactForm } from './ContactForm';
import './contact.css';

const FORM_ID = 'contact-form';

/**
 * /contact: the lounge at a glance (from the venue settings), three ways to start beside a picture
 * of the lounge (the tour's first, so a tour request goes to its own form), then the message form
 * with how to reach us and the hours.
 */
export default function ContactPage() {
  usePageTitle('Contact');
  const { venue, copy } = useVenue();
  const { contact } = venue;

  return (
    <>
      <PageHero eyebrow="Get in touch" title="Contact Us">
        <p>Questions about membership, events or a visit? We are glad to help.</p>
      </PageHero>

      <FactsStrip title={contactPageCopy.factsTitle} facts={contactPageCopy.facts(venue, copy)} words />

      {/* The gallery's second photo: the first may be the home page's, which heads 'Visit' below. */}
      <SplitSection
        eyebrow={contactPageCopy.waysEyebrow}
        title="Ways to start"
        picture={{ pick: galleryPhoto(1), art: 'lounge' }}
        flip
      >
        <ul className="split-points">
          <li>
            <h3>Book a tour</h3>
            <p>See the bays and the lounge with our team.</p>
            <ButtonLink to="/tour" className="contact-way-link">
              Book a Tour
            </ButtonLink>
          </li>
          <li>
            <h3>View plans</h3>
            <p>Compare General and VIP membership.</p>
            <ButtonLink to="/membership" className="contact-way-link">
              View membership
            </ButtonLink>
          </li>
          <li>
            <h3>Host an event</h3>
            <p>Corporate outings, celebrations and tournaments.</p>
            <ButtonLink to="/events" className="contact-way-link">
              Explore events
            </ButtonLink>
          </li>
        </ul>
      </SplitSection>

      <Section id={FORM_ID} title="Send a Message" alt>
        <div className="contact-layout">
          <div className="panel">
            <ContactForm />
          </div>
          <aside className="panel contact-details" aria-labelledby="visit-title">
            <VenuePicture
              className="contact-picture"
              pick={(photos) => photos.hero ?? photos.gallery[0]}
              art="location"
              sizes="(min-width: 960px) 34vw, 92vw"
            />
            <h3 id="visit-title">Visit</h3>
            <address>
              <p>{contact.address}</p>
              <p>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </p>
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            </address>
            <h3>Hours</h3>
            <p>Monday-Sunday {copy.hours}</p>
            <p className="muted">Last bay bookings start at {copy.lastStart}.</p>
            {/* No drawing of a map: the address opens in the visitor's own maps. */}
            <a
              className="directions-link"
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(contact.address)}`}
              rel="noopener noreferrer"
            >
              Get directions
            </a>
          </aside>
        </div>
      </Section>
    </>
  );
}
