/**
 * The venue this box runs with (GET /api/venue): its settings and core's copy of them. Every page
 * that states hours, bays, tour times or contact details reads them here, never from defaults, so
 * copy matches what the server enforces. Loaded once at start (see main.tsx) and never refetched.
 */
import type { VenueInfo } from '@lounge/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from './http';

export const venueQuery = {
  queryKey: ['venue'] as const,
  queryFn: () => getJson<VenueInfo>('/api/venue'),
};

export function useVenue(): VenueInfo {
  return useSuspenseQuery(venueQuery).data;
}
