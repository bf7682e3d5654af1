/**
 * What the venue sets about its website's claims (docs/product.md, "Claims the site makes"): the
 * founding offer's end (a last day and/or a number of founding places) and the venue's own social
 * pages. The pages state only what these say: no founding offer once it has ended, no 'limited'
 * unless a limit is set, no social icon the venue did not give an address for.
 *
 * No time code here (the founding popup and the membership page import it in their first render):
 * venue dates are ISO 'YYYY-MM-DD' strings, which compare and sort as text.
 */

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube'] as const;
export type SocialNetworkKey = (typeof SOCIAL_NETWORKS)[number];

/** The venue's own page on each network; a network left out has no icon on the site. */
export type SocialLinks = Partial<Record<SocialNetworkKey, string>>;

export interface FoundingOfferSettings {
  /** The offer's last day, a venue date (YYYY-MM-DD); null: no end date. */
  endsOn: string | null;
  /** How many founding (intro) memberships are sold in all; null: no cap. */
  places: number | null;
}

export interface SiteSettings {
  foundingOffer: FoundingOfferSettings;
  social: SocialLinks;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = Object.freeze({
  foundingOffer: Object.freeze({ endsOn: null, places: null }),
  social: Object.freeze({}),
});

/** The offer as it stands now (GET /api/founding-offer). */
export interface FoundingOfferStatus {
  /** An intro (founding) membership may be bought now. */
  open: boolean;
  endsOn: string | null;
  /** Founding places not yet taken; null when there is no cap. */
  placesLeft: number | null;
}

/**
 * Open until its last day has passed at the venue and while places are left. `today` is the venue's
 * date now; `taken` the founding memberships already paid for.
 */
export function foundingOfferStatus(
  settings: FoundingOfferSettings,
  today: string,
  taken: number,
): FoundingOfferStatus {
  const placesLeft = settings.places === null ? null : Math.max(0, settings.places - taken);
  const beforeEnd = settings.endsOn === null || today <= settings.endsOn;
  return { open: beforeEnd && placesLeft !== 0, endsOn: settings.endsOn, placesLeft };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2027-03-31' -> 'March 31, 2027'. */
export function longVenueDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** A venue date the settings may name: a real calendar day. */
export function isVenueDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** A social address that is the venue's page: https, on the network, and not its bare home page. */
export function isVenueSocialLink(network: SocialNetworkKey, value: string): boolean {
  // Core runs without the DOM's or Node's URL: https://host/path, read with a pattern.
  const match = /^https:\/\/([a-z0-9.-]+)(?::\d+)?(\/[^\s?#]*)?(?:[?#]\S*)?$/i.exec(value);
  if (!match) return false;
  const host = (match[1] ?? '').toLowerCase().replace(/^(www|m)\./, '');
  const hosts: Record<SocialNetworkKey, readonly string[]> = {
    instagram: ['instagram.com'],
    facebook: ['facebook.com', 'fb.com'],
    youtube: ['youtube.com', 'youtu.be'],
  };
  return hosts[network].includes(host) && (match[2] ?? '').replace(/\/+$/, '') !== '';
}

/** The words docs/product.md gives the /membership banner; the limits follow them. */
export const LIMITED_MEMBERSHIPS = 'Limited memberships available';

/** The sentences the site says about the founding offer, each true of `status`. */
export const foundingCopy = {
  /** The /membership banner; null when the offer has no limit to state (or is over). */
  limitedBanner(status: FoundingOfferStatus): string | null {
    if (!status.open) return null;
    const parts: string[] = [];
    if (status.placesLeft !== null) {
      parts.push(`${status.placesLeft} founding ${status.placesLeft === 1 ? 'place' : 'places'} left`);
    }
    if (status.endsOn !== null) parts.push(`offer ends ${longVenueDate(status.endsOn)}`);
    return parts.length === 0 ? null : `${LIMITED_MEMBERSHIPS}: ${parts.join(', ')}`;
  },
  /** The popup's line under its title. */
  popupLead(status: FoundingOfferStatus, introMonths: number): string {
    const lead = `Your first ${introMonths} months at a founding price, counted from the day you join.`;
    const banner = foundingCopy.limitedBanner(status);
    return banner === null ? lead : `${lead} ${banner.replace(`${LIMITED_MEMBERSHIPS}: `, 'Only ')}.`;
  },
  /** The server's refusal of an intro checkout once the offer is over. */
  ended: 'The founding member offer has ended. Monthly plans are open to join.',
  endedTitle: 'Founding Offer Ended',
};
