import { useVenue } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageHero } from '../../ui/PageHero';
import { Section } from '../../ui/Section';
import { usePageTitle } from '../../ui/usePageTitle';
import { VenuePicture } from '../../ui/VenuePicture';
import { ContactForm } from './ContactForm';
import './contact.css';

const FORM_ID = 'contact-form';

/** /contact: the message form, how to reach us, hours from the venue settings, and three next steps. */
export default function ContactPage() {
  usePageTitle('Contact');
  const { venue, copy } = useVenue();
  const { contact } = venue;

  return (
    <>
      <PageHero eyebrow="Get in touch" title="Contact Us">
        <p>Questions about membership, events or a visit? We are glad to help.</p>
      </PageHero>

      <section className="section" aria-label="Ways to start">
        <div className="container features features-3">
          <div className="feature">
            <h2 className="feature-title">Book a tour</h2>
            <p className="muted">See the bays and the lounge with our team.</p>
            <ButtonLink to="/tour">Book a Tour</ButtonLink>
          </div>
          <div className="feature">
            <h2 className="feature-title">View plans</h2>
            <p className="muted">Compare General and VIP membership.</p>
            <ButtonLink to="/membership">View membership</ButtonLink>
          </div>
          <div className="feature">
            <h2 className="feature-title">Host an event</h2>
            <p className="muted">Corporate outings, celebrations and tournaments.</p>
            <ButtonLink to="/events">Explore events</ButtonLink>
          </div>
        </div>
      </section>

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
