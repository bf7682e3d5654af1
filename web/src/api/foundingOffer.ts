/**
 * The founding offer as it stands now (GET /api/founding-offer): open or over, its last day, the
 * places left. Asked after the page is on screen (the prerendered pages cannot know it), and again
 * after a minute, so a page left open does not go on offering what has ended.
 */
import { DEFAULT_SITE_SETTINGS, type FoundingOfferAnswer, type SiteSettings } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './http';
import { useVenue } from './venue';

export const foundingOfferQuery = {
  queryKey: ['founding-offer'] as const,
  queryFn: () => getJson<FoundingOfferAnswer>('/api/founding-offer'),
};

/** Undefined until the server has answered (and on the prerender). */
export function useFoundingOffer(): FoundingOfferAnswer | undefined {
  return useQuery({ ...foundingOfferQuery, staleTime: 60_000 }).data;
}

/** What the venue set about the site's claims; the defaults for a page kept from before they existed. */
export function useSiteSettings(): SiteSettings {
  return useVenue().site ?? DEFAULT_SITE_SETTINGS;
}
