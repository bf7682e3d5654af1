/**
 * The venue's photos over the API. GET /api/photos (anyone): the hero (null until one is uploaded,
 * when the site shows core's DEFAULT_HERO) and the gallery in order. POST
 * /api/staff/photos/{slot} (staff, multipart: `file` and `alt`) answers the stored photo; DELETE
 * /api/staff/photos/{id} removes one.
 */
import type { Notice } from '../messages';
import type { VenuePhoto } from '../venuePhotos';

export interface VenuePhotosAnswer {
  hero: VenuePhoto | null;
  gallery: VenuePhoto[];
}

export interface PhotoUploadAnswer extends Notice {
  photo: VenuePhoto;
}

export type PhotoRemovedAnswer = Notice;
