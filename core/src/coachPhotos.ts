/**
 * A coach's photo (docs/lessons.md): uploaded at the desk through the venue photos' pipeline (the
 * checks and words of venuePhotos.ts, cut to its 'coach' crop, a square), kept on the coach as the
 * photo's id and the largest width made, and shown on /lessons with the coach's name as its words.
 * A coach without one shows its initials on its colour instead, in the same square.
 */
import type { Notice } from './messages';
import { cropHeight, PHOTO_SLOTS, type PictureView, pictureView } from './venuePhotos';

/** What the API gives of a coach's photo: all a <picture> needs but its words (the coach's name). */
export type CoachPicture = Omit<PictureView, 'alt'>;

/** The files of a coach's photo: its crop's widths up to the largest made (`photo_width`). */
function coachPhotoWidths(largestWidth: number): number[] {
  return PHOTO_SLOTS.coach.widths.filter((w) => w <= largestWidth);
}

export function coachPicture(photoId: string, largestWidth: number): CoachPicture {
  const { alt: _words, ...view } = pictureView({
    id: photoId,
    slot: 'coach',
    alt: '',
    widths: coachPhotoWidths(largestWidth),
    width: largestWidth,
    height: cropHeight('coach', largestWidth),
  });
  return view;
}

/** 'Pat Coach' as 'PC', 'Cher' as 'C': the first letters of the first and last words. */
export function coachInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const initials = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return initials.toLocaleUpperCase('en-US');
}

/** The placeholder's colour when a coach has none: the site's green. */
const COACH_PLACEHOLDER_COLOUR = '#1f4a37';

/**
 * The placeholder's background (the coach's colour, '#rrggbb') and the ink that reads on it: dark
 * on a light colour, white on a dark one, whichever contrasts more (WCAG's relative luminance).
 */
export function coachPlaceholderColours(colour: string | null): { background: string; ink: string } {
  const background = colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : COACH_PLACEHOLDER_COLOUR;
  const channel = (at: number) => {
    const c = Number.parseInt(background.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white is 1.05 / (L + 0.05); with near-black (#1a1a1a, L 0.0103) (L + 0.05) / 0.0603.
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / 0.0603;
  return { background, ink: onWhite >= onDark ? '#ffffff' : '#1a1a1a' };
}

/** The desk's and the server's words about a coach's photo. */
export const coachPhotoCopy = {
  heading: 'Photo',
  hint: `Shown on the lessons page beside the coach’s words, cropped square; at least ${PHOTO_SLOTS.coach.widths[0]} pixels wide and high, ${PHOTO_SLOTS.coach.widths.at(-1)} or more looks best. Without one the page shows the coach’s initials on their colour.`,
  upload: 'Upload Photo',
  replace: 'Replace Photo',
  remove: 'Remove Photo',
  removeConfirm: 'Take this photo off the lessons page?',
  fileLabel: (name: string) => `${name}’s photo (JPEG, PNG, WebP or AVIF)`,
  uploaded: (name: string): Notice => ({
    title: 'Photo Uploaded',
    message: `${name}’s photo is on the lessons page now.`,
  }),
  removed: (name: string): Notice => ({
    title: 'Photo Removed',
    message: `${name}’s photo is off the lessons page; it shows their initials instead.`,
  }),
  noPhoto: { title: 'No Photo', message: 'This coach has no photo to remove.' },
  /** The audit trail's words for the coach a photo entry names. */
  auditLabel: (name: string) => `Coach ${name}`,
} as const;
