/**
 * The venue's photos (GET /api/photos): the hero on the home page and the gallery. A prerendered
 * page carries the answer (main.tsx), so hydration needs no request.
 */
import type { VenuePhotosAnswer } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './http';

export const photosQuery = {
  queryKey: ['photos'] as const,
  queryFn: () => getJson<VenuePhotosAnswer>('/api/photos'),
};

export function usePhotos(): VenuePhotosAnswer | undefined {
  return useQuery(photosQuery).data;
}
