import type { RunMode, VenueSettings } from '@lounge/core';
import { venueQuery } from '@lounge/web/api';
import { useQuery } from '@tanstack/react-query';

/** The venue this server runs (GET /api/venue, loaded once): its zone, hours, bays and tour rules. */
export function useVenue(): VenueSettings | undefined {
  return useQuery({ ...venueQuery, staleTime: Number.POSITIVE_INFINITY }).data?.venue;
}

/** Whether the server is a test system (development mode, sandbox payments): the console says so. */
export function useRunMode(): RunMode | undefined {
  return useQuery({ ...venueQuery, staleTime: Number.POSITIVE_INFINITY }).data?.runMode;
}
