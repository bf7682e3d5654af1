/**
 * The venue this box runs with (GET /api/venue): its settings and core's copy of them. Every page
 * that states hours, bays, tour times or contact details reads them here, never from defaults, so
 * copy matches what the server enforces. Loaded once at start (see main.tsx) and never refetched.
 */
import { DEFAULT_MEMBERSHIP_TERMS, type MembershipTerms, type VenueInfo } from '@lounge/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from './http';

export const venueQuery = {
  queryKey: ['venue'] as const,
  queryFn: () => getJson<VenueInfo>('/api/venue'),
};

export function useVenue(): VenueInfo {
  return useSuspenseQuery(venueQuery).data;
}

/**
 * The terms memberships are sold on here (freezing, notice, the guarantee), from the same answer.
 * A page the service worker kept from before the answer carried them states the defaults.
 */
export function useMembershipTerms(): MembershipTerms {
  return useVenue().membership ?? DEFAULT_MEMBERSHIP_TERMS;
}
