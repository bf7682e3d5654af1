import type { VenueSettings } from '@lounge/core';
import { venueQuery } from '@lounge/web/api';
import { useQuery } from '@tanstack/react-query';

/** The venue this server runs (GET /api/venue, loaded once): its zone, hours, bays and tour rules. */
export function useVenue(): VenueSettings | undefined {
  return useQuery({ ...venueQuery, staleTime: Number.POSITIVE_INFINITY }).data?.venue;
}
