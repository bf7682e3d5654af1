import type { SocialNetworkKey } from '@lounge/core';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../api/foundingOffer';
import { useVenue } from '../api/venue';
import { BrandMark } from '../ui/BrandMark';
import { SocialIcon, type SocialNetwork } from '../ui/SocialIcons';
import { footerLinks } from './navLinks';

const NETWORKS: ReadonlyArray<{ key: SocialNetworkKey; network: SocialNetwork }> = [
  { key: 'instagram', network: 'Instagram' },
  { key: 'facebook', network: 'Facebook' },
  { key: 'youtube', network: 'YouTube' },
];

/** Quick links, contact details and hours from the venue settings, social links, legal notes. */
export function SiteFooter() {
  const { venue, copy } = useVenue();
  const { social } = useSiteSettings();
  // Only the venue's own pages (SOCIAL_*_URL); none set, no 'Follow Us' at all.
  const socials = NETWORKS.flatMap(({ key, network }) => {
    const href = social[key];
    return href ? [{ network, href }] : [];
  });
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-brand">
          <p id="footer-brand" className="footer-brand">
            <BrandMark size={28} /> {venue.name}
          </p>
          <p className="muted">Members-only indoor golf in the heart of Montana.</p>
          <p className="muted">Open daily {copy.hours}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-heading">
            Quick Links
          </h2>
          <ul className="footer-list">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            Contact
          </h2>
          <address className="footer-list">
            <span>{venue.contact.address}</span>
            <a href={`tel:${venue.contact.phone.replace(/[^\d+]/g, '')}`}>{venue.contact.phone}</a>
            <a href={`mailto:${venue.contact.email}`}>{venue.contact.email}</a>
          </address>
        </section>
        {socials.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="footer-heading">
              Follow Us
            </h2>
            <ul className="social-list">
              {socials.map((s) => (
                <li key={s.network}>
                  <a href={s.href} aria-label={s.network} rel="noopener noreferrer">
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="container footer-legal">
        {/* The prerendered page carries the build's year; a new year is not a mismatch to report. */}
        <span suppressHydrationWarning>
          © {new Date().getFullYear()} {venue.name}
        </span>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms of Service</Link>
      </div>
    </footer>
  );
}
