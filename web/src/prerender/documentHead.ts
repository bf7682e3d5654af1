/**
 * The <head> of a prerendered page: its title, description, canonical address, Open Graph and
 * Twitter cards, and the venue as schema.org JSON-LD. Addresses start with PUBLIC_URL_PLACEHOLDER,
 * which the server replaces with its PUBLIC_URL when it loads the page, so one build serves any
 * address.
 */
import type { VenueInfo } from '@lounge/core';

const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

/** The share image, 1200 x 630, in web/public. */
const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

const ISO_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The venue as search engines read it: name, address, phone, email and the hours, every day. */
function venueJsonLd({ venue }: VenueInfo, base = PUBLIC_URL_PLACEHOLDER) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    name: venue.name,
    url: `${base}/`,
    image: `${base}${SHARE_IMAGE.path}`,
    telephone: venue.contact.phone,
    email: venue.contact.email,
    address: venue.contact.address,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ISO_DAYS,
        opens: venue.hours.open,
        closes: venue.hours.close,
      },
    ],
  };
}

export interface HeadInput {
  /** The route's path, '/' for the home page. */
  path: string;
  title: string;
  description: string;
  venue: VenueInfo;
}

export function documentHead({ path, title, description, venue }: HeadInput): string {
  const base = PUBLIC_URL_PLACEHOLDER;
  const url = `${base}${path}`;
  const image = `${base}${SHARE_IMAGE.path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attr}="${key}" content="${escapeAttribute(String(content))}" />`;
  return [
    `<title>${escapeAttribute(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', venue.venue.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', SHARE_IMAGE.width),
    meta('property', 'og:image:height', SHARE_IMAGE.height),
    meta('property', 'og:image:alt', venue.venue.name),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson(venueJsonLd(venue))}</script>`,
  ].join('\n    ');
}
