/**
 * The venue's own photos: one hero picture on the home page and a small gallery, uploaded by staff at
 * the desk. The limits, the widths each upload is resized to, how a stored photo becomes a <picture>
 * (srcset for AVIF and WebP, sizes, width and height), and the words of every refusal. The server
 * enforces these; the desk explains them; the website renders pictures with them.
 */
import type { Notice } from './messages';
import type { PhotoLicence } from './photoLicences';

export const PHOTO_SLOT_NAMES = ['hero', 'gallery'] as const;
export type PhotoSlot = (typeof PHOTO_SLOT_NAMES)[number];
/**
 * Every shape the photo pipeline cuts to: the venue's two slots, and a coach's portrait (a coach's
 * photo is kept on its coach, not in the site's list: coachPhotos.ts).
 */
export type PhotoCrop = PhotoSlot | 'coach';

/** An upload larger than this is refused before it is decoded. */
export const PHOTO_MAX_BYTES = 12 * 1024 * 1024;
/**
 * The pixel budget: a photo of more pixels is refused from its header, before it is decoded (a
 * small file can claim a huge image; 190 kB of PNG held 60 million). 40 million is more than any
 * phone or camera's usual photo (a 48 MP phone saves 12 MP unless told otherwise; 8000 x 5000 fits)
 * and what the box decodes in well under the RAM it can spare (docs/decisions/033).
 */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** The gallery holds at most this many photos. */
export const GALLERY_MAX_PHOTOS = 8;
/** Alternative text: what the photo shows, read out instead of it. */
export const PHOTO_ALT_MAX = 200;

/**
 * The widths (px) each upload is made at, smallest first, never wider than the original; the
 * original must be at least the smallest. Each slot crops to its own shape (width:height).
 */
export const PHOTO_SLOTS: Record<
  PhotoCrop,
  { widths: readonly number[]; aspect: readonly [number, number] }
> = {
  hero: { widths: [640, 1280, 1920], aspect: [3, 2] },
  gallery: { widths: [480, 960, 1440], aspect: [4, 3] },
  // Square, as a face sits best; the lessons page shows it 8rem (128 px) wide beside the coach's
  // words, so 480 serves a screen of three pixels to the point.
  coach: { widths: [240, 480], aspect: [1, 1] },
};

/** The formats each width is stored in, in the order a <picture> offers them. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** What the page's layout gives each picture, for the browser to choose a width (`sizes`). */
export const PHOTO_SIZES: Record<PhotoCrop, string> = {
  hero: '(min-width: 960px) 46vw, 92vw',
  gallery: '(min-width: 960px) 30vw, (min-width: 600px) 46vw, 92vw',
  coach: '8rem',
};

/** A stored photo as the API gives it. */
export interface VenuePhoto {
  /** Random hex, part of every file's name, so a photo's files never change (cached for a year). */
  id: string;
  slot: PhotoSlot;
  alt: string;
  /** The widths made, smallest first. */
  widths: number[];
  /** The largest file's size in pixels. */
  width: number;
  height: number;
  /**
   * The focal point: where the subject is, across and down in percent of the photo (50, 50 is its
   * middle). Where the page's frame is another shape than the photo, the crop keeps this point in
   * view (the <img>'s object-position).
   */
  focalX: number;
  focalY: number;
  /** Who made it, as the site credits them, e.g. "Photo: Jane Doe"; '' when not given. */
  credit: string;
  /** The terms the site shows it under (photoLicences.ts); a CC BY photo must carry a credit. */
  licence: PhotoLicence;
  /** Where the photo was found, an https:// address the credit links to; '' when not given. */
  sourceUrl: string;
  /** ISO instant. */
  uploadedAt: string;
}

/** A new photo's focal point, and one stored before photos had any: the middle. */
export const FOCAL_DEFAULT = 50;

/** A focal point is whole percents from 0 (left, top) to 100 (right, bottom). */
export const isFocalPercent = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 100;

/** The CSS object-position that keeps a focal point in view. */
export const focalPosition = (focalX: number, focalY: number) => `${focalX}% ${focalY}%`;

/** Where a photo's files are served. */
const PHOTO_URL_PREFIX = '/media/';

export const photoFileName = (id: string, width: number, format: PhotoFormat) => `${id}-${width}.${format}`;

/** The files of one stored photo name: id, width, format. */
export const PHOTO_FILE_RE = /^([0-9a-f]{32})-(\d{2,4})\.(avif|webp)$/;

/** What a <picture> needs: a srcset per format, the fallback <img>'s src, its size and words. */
export interface PictureView {
  avifSrcset: string;
  webpSrcset: string;
  src: string;
  width: number;
  height: number;
  sizes: string;
  alt: string;
  /** Where a crop by the page's frame keeps the photo (CSS object-position); the middle when absent. */
  objectPosition?: string;
}

const srcset = (urls: readonly (readonly [string, number])[]) =>
  urls.map(([u, w]) => `${u} ${w}w`).join(', ');

export function pictureView(
  photo: Pick<VenuePhoto, 'id' | 'alt' | 'widths' | 'width' | 'height'> &
    Partial<Pick<VenuePhoto, 'focalX' | 'focalY'>> & { slot: PhotoCrop },
): PictureView {
  const url = (w: number, f: PhotoFormat) => `${PHOTO_URL_PREFIX}${photoFileName(photo.id, w, f)}`;
  const middle = photo.widths[Math.min(1, photo.widths.length - 1)] ?? photo.width;
  return {
    avifSrcset: srcset(photo.widths.map((w) => [url(w, 'avif'), w] as const)),
    webpSrcset: srcset(photo.widths.map((w) => [url(w, 'webp'), w] as const)),
    src: url(middle, 'webp'),
    width: photo.width,
    height: photo.height,
    sizes: PHOTO_SIZES[photo.slot],
    alt: photo.alt,
    // A venue photo's focal point; a coach's photo has none (its square is shown whole).
    ...(photo.focalX === undefined && photo.focalY === undefined
      ? {}
      : {
          objectPosition: focalPosition(photo.focalX ?? FOCAL_DEFAULT, photo.focalY ?? FOCAL_DEFAULT),
        }),
  };
}

/**
 * The designed default hero, shown until staff upload one: the simulator screen drawn for the site,
 * made at the same widths (web/public/hero/, written by web/scripts/defaultHero.ts).
 */
export const DEFAULT_HERO_WIDTHS = [480, 960, 1440] as const;
export const DEFAULT_HERO: PictureView = (() => {
  const url = (w: number, f: PhotoFormat) => `/hero/default-${w}.${f}`;
  return {
    avifSrcset: srcset(DEFAULT_HERO_WIDTHS.map((w) => [url(w, 'avif'), w] as const)),
    webpSrcset: srcset(DEFAULT_HERO_WIDTHS.map((w) => [url(w, 'webp'), w] as const)),
    src: url(960, 'webp'),
    width: 1440,
    height: 960,
    sizes: PHOTO_SIZES.hero,
    alt: "A simulator bay's screen showing a fairway and a ball in flight",
  };
})();

/**
 * The widths an original of this size is made at, cropped to the slot's shape without enlarging;
 * empty when it is too small for the smallest.
 */
export function widthsFor(slot: PhotoCrop, originalWidth: number, originalHeight: number): number[] {
  const [aw, ah] = PHOTO_SLOTS[slot].aspect;
  const croppable = Math.min(originalWidth, Math.floor((originalHeight * aw) / ah));
  return PHOTO_SLOTS[slot].widths.filter((w) => w <= croppable);
}

/** The height of a slot's crop at a width. */
export function cropHeight(slot: PhotoCrop, width: number): number {
  const [w, h] = PHOTO_SLOTS[slot].aspect;
  return Math.round((width * h) / w);
}

export const photoMessages = {
  notAnImage: {
    title: 'Not an Image',
    message: 'That file is not a photo we can use. Upload a JPEG, PNG, WebP or AVIF image.',
  },
  tooLarge: {
    title: 'Photo Too Large',
    message: `That file is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Export a smaller copy and try again.`,
  },
  tooManyPixels: {
    title: 'Photo Too Large',
    message: `That photo has more than ${PHOTO_MAX_PIXELS / 1_000_000} million pixels. Export a smaller copy and try again.`,
  },
  tooSmall: (slot: PhotoCrop): Notice => ({
    title: 'Photo Too Small',
    message:
      slot === 'coach'
        ? `A coach’s photo must be at least ${PHOTO_SLOTS.coach.widths[0]} pixels wide and as many high.`
        : `A ${slot === 'hero' ? 'hero' : 'gallery'} photo must be at least ${PHOTO_SLOTS[slot].widths[0]} pixels wide.`,
  }),
  missingFile: { title: 'No Photo', message: 'Choose a photo to upload.' },
  missingAlt: {
    title: 'Describe the Photo',
    message: 'Say in a few words what the photo shows; it is read out to visitors who cannot see it.',
  },
  altTooLong: {
    title: 'Description Too Long',
    message: `Describe the photo in at most ${PHOTO_ALT_MAX} characters.`,
  },
  galleryFull: {
    title: 'Gallery Full',
    message: `The gallery holds ${GALLERY_MAX_PHOTOS} photos. Remove one before adding another.`,
  },
  notFound: { title: 'Photo Not Found', message: 'That photo is not on the site any more.' },
  uploaded: (slot: PhotoSlot): Notice => ({
    title: 'Photo Uploaded',
    message: slot === 'hero' ? 'The home page shows the new photo now.' : 'The photo is in the gallery now.',
  }),
  removed: { title: 'Photo Removed', message: 'The photo is no longer on the site.' },
} as const;

/** The marker of the hero's focal point (the CSS object-position) in a prerendered page. */
export const HERO_POSITION_SLOT = '__HERO_POSITION__';
/**
 * The hero as a prerendered page holds it: markers the server replaces with the current hero's
 * values when it serves the page (the build cannot know which photo staff will upload). The
 * numbers are markers too; no real photo has them.
 */
export const HERO_PICTURE_SLOT: PictureView = {
  avifSrcset: '__HERO_AVIF_SRCSET__',
  webpSrcset: '__HERO_WEBP_SRCSET__',
  src: '__HERO_SRC__',
  width: 91_919,
  height: 92_929,
  sizes: PHOTO_SIZES.hero,
  alt: '__HERO_ALT__',
  objectPosition: HERO_POSITION_SLOT,
};
/**
 * The hero's credit line in a prerendered page: an element holding this marker, which the server
 * replaces with the line (photoCreditHtml) or with nothing.
 */
export const HERO_CREDIT_SLOT = '__HERO_CREDIT__';
/** Where a prerendered page carries the photos answer for the browser to hydrate with. */
export const PHOTOS_DATA_SLOT = '__PHOTOS_DATA__';
