import { PHOTO_SLOTS, type PhotoSlot, type VenuePhoto, type VenuePhotosAnswer } from '@lounge/core';
import type { ArtKind } from './VenueArt';

/** The levels a section's heading may take: its place in the page's outline, not its look. */
export type HeadingLevel = 2 | 3;

export const headingTag = (level: HeadingLevel) => (level === 3 ? 'h3' : 'h2');

/** The id a section's heading is named by, from the section's id or its title. */
export const headingIdFor = (title: string, id?: string) =>
  `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;

/** A photo slot's shape as CSS aspect-ratio ('4 / 3'), the crop the desk cuts uploads to. */
export const slotRatio = (slot: PhotoSlot) => {
  const [w, h] = PHOTO_SLOTS[slot].aspect;
  return `${w} / ${h}`;
};

/**
 * A section's picture: the venue's photo `pick` chooses from those staff uploaded, or the designed
 * drawing `art` until there is one (ui/VenuePicture).
 */
export interface SectionPicture {
  pick: (photos: VenuePhotosAnswer) => VenuePhoto | null | undefined;
  art: ArtKind;
}

/**
 * The gallery's nth photo; for the first, the home page's photo when the gallery is empty. Past the
 * photos there are, the drawing: one photo repeated down a page would read as a placeholder.
 */
export const galleryPhoto =
  (n: number) =>
  (photos: VenuePhotosAnswer): VenuePhoto | null =>
    photos.gallery[n] ?? (n === 0 ? photos.hero : null);
