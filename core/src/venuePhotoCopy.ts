/**
 * What the desk says beside each of the site's photo slots: where the photo appears, what makes a
 * good one, and its shape in words; and the words of setting a photo's focal point (the spot a
 * crop keeps in view), and of a photo's credit and licence. The rules themselves are venuePhotos.ts's
 * and photoLicences.ts's.
 */
import type { Notice } from './messages';
import type { PhotoSlot } from './venuePhotos';

export interface PhotoSlotGuide {
  /** Where the photo shows on the site and what suits it. */
  purpose: string;
  /** The slot's crop in words, e.g. "3:2 landscape". */
  shape: string;
}

export const PHOTO_SLOT_GUIDES: Record<PhotoSlot, PhotoSlotGuide> = {
  hero: {
    purpose:
      'The home page’s first picture, beside the welcome, and the contact page’s: a bay in play, wide, with people who look welcome. Bright and uncluttered reads best at a glance.',
    shape: '3:2 landscape',
  },
  gallery: {
    purpose:
      'The home page’s gallery; the first also heads the about page. The lounge itself, one subject per photo: the bays, the bar, the seating, a coach at work.',
    shape: '4:3 landscape',
  },
};

/** The desk's words for setting a photo's focal point. */
export const FOCAL_COPY = {
  legend: (alt: string) => `Focal point of “${alt}”`,
  hint: 'Where the photo’s subject is, in percent from the left and from the top. Where a page crops the photo, it keeps this point in view. Click the photo to place it there.',
  across: 'Across (%)',
  down: 'Down (%)',
  save: 'Save Focal Point',
} as const;

export const focalMessages = {
  outOfRange: {
    title: 'Focal Point Off the Photo',
    message: 'Place the focal point on the photo: across and down are each from 0 to 100 percent.',
  },
  saved: {
    title: 'Focal Point Saved',
    message: 'The site now crops the photo around the point you chose.',
  },
} as const satisfies Record<string, Notice>;

/** The desk's words for a photo's credit and licence. */
export const CREDIT_COPY = {
  legend: (alt: string) => `Credit and licence of “${alt}”`,
  hint: 'Who made the photo and on what terms the site may show it. A CC BY or CC BY-SA photo must name its maker; the site prints the credit on the photo.',
  credit: 'Credit',
  creditPlaceholder: 'Photo: Jane Doe',
  licence: 'Licence',
  sourceUrl: 'Source link (optional)',
  sourcePlaceholder: 'https://',
  save: 'Save Credit',
  /** The upload form's group of the same fields, and its rule said before anything is sent. */
  uploadLegend: 'Credit and licence',
  uploadHint:
    'Set them with the upload and the photo goes on the site with its credit from the start. A CC BY or CC BY-SA photo must name its maker: give a credit, or choose another licence. A source link starts with https://.',
} as const;

export const creditMessages = {
  creditNeeded: (licence: string): Notice => ({
    title: 'Credit Needed',
    message: `A photo under ${licence} must name who made it. Add a credit, e.g. “Photo: Jane Doe”, or choose another licence.`,
  }),
  creditTooLong: (max: number): Notice => ({
    title: 'Credit Too Long',
    message: `Keep the credit to at most ${max} characters.`,
  }),
  sourceNotHttps: {
    title: 'Source Link Not Safe',
    message: 'The source link must be a whole web address starting with https://, or left empty.',
  },
  saved: {
    title: 'Credit Saved',
    message: 'The site shows the photo with its credit and licence now.',
  },
} as const;
