import { isVenueDate, isVenueSocialLink, type SiteSettings, type SocialNetworkKey } from '@lounge/core';
import Joi from 'joi';
import { optional, type SectionOf, type Table, text } from './variables';

/**
 * What the site may claim (core's siteSettings.ts): the founding offer's last day and number of
 * places (unset: no end, and the site says nothing is limited), and the venue's social pages
 * (unset: no icon). A social address must be the venue's page on that network, not its home page.
 */
const socialLink = (name: string) => text(name, Joi.string().uri({ scheme: ['https'] }));
export const SITE = {
  foundingOfferEnds: text('FOUNDING_OFFER_ENDS', Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/)),
  foundingOfferPlaces: optional<number>('FOUNDING_OFFER_PLACES', Joi.number().integer().min(0).max(100_000)),
  instagram: socialLink('SOCIAL_INSTAGRAM_URL'),
  facebook: socialLink('SOCIAL_FACEBOOK_URL'),
  youtube: socialLink('SOCIAL_YOUTUBE_URL'),
} satisfies Table;

/** The SITE section as core's SiteSettings; a date that is no day or a social home page is a problem. */
export function siteSettings(section: SectionOf<typeof SITE>, problems: string[]): SiteSettings {
  const endsOn = section.foundingOfferEnds ?? null;
  if (endsOn !== null && !isVenueDate(endsOn)) {
    problems.push(`FOUNDING_OFFER_ENDS: not a calendar day (YYYY-MM-DD) (got "${endsOn}")`);
  }
  const social: Partial<Record<SocialNetworkKey, string>> = {};
  const variables = {
    instagram: 'SOCIAL_INSTAGRAM_URL',
    facebook: 'SOCIAL_FACEBOOK_URL',
    youtube: 'SOCIAL_YOUTUBE_URL',
  };
  for (const network of ['instagram', 'facebook', 'youtube'] as const) {
    const link = section[network];
    if (link === undefined) continue;
    if (isVenueSocialLink(network, link)) social[network] = link;
    else
      problems.push(
        `${variables[network]}: not the venue's own ${network} page (https, on ${network}, with the page's path) (got "${link}")`,
      );
  }
  return { foundingOffer: { endsOn, places: section.foundingOfferPlaces ?? null }, social };
}
