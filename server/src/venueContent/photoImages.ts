/**
 * An uploaded photo checked and made into the site's files with sharp: the file must start like a
 * JPEG, PNG, WebP or AVIF and decode as one (its first bytes alone could lie), be small enough in
 * bytes and pixels, and be wide enough for the slot (the venue's, or a coach's square:
 * lessons/coachPhotos.ts). It is turned upright (EXIF orientation),
 * cropped to the slot's shape around its most interesting part, stripped of its metadata (a phone's
 * photo carries where it was taken) and written as AVIF and WebP at each of core's widths.
 *
 * Cheap for everyone else (docs/decisions/033): the pixel budget (core's PHOTO_MAX_PIXELS) is read
 * from the header, before anything is decoded; the photo is decoded once, to the smallest upright
 * size that still covers its largest crop, and every file is cut from those pixels; photos are
 * made one at a time (photoQueue.ts), each file after the other, and libvips works on one thread
 * with no cache, so an upload holds one of libuv's pool threads and one core at most.
 */
import {
  cropHeight,
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  type PhotoCrop,
  type PhotoFormat,
  photoFileName,
  photoMessages,
  widthsFor,
} from '@lounge/core';
import { refuse } from '../http/errors';
import { SerialQueue } from './photoQueue';

/**
 * sharp (libvips, some 25 MB once loaded) is loaded on the first photo, not when the server starts:
 * photos are uploaded now and then from the desk, while the server runs for weeks.
 */
let sharpModule: Promise<typeof import('sharp').default> | null = null;
async function loadSharp() {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread a step, and no cache of decoded images kept between uploads (they are rare).
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** Every photo of this process is made in turn (photoQueue.ts). */
const photoWork = new SerialQueue();

type Kind = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the first bytes say the file is; null for anything else. */
function sniffImage(data: Buffer): Kind | null {
  if (data.length < 16) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.toString('latin1', 4, 8) === 'ftyp' && ['avif', 'avis'].includes(data.toString('latin1', 8, 12)))
    return 'avif';
  return null;
}

/** sharp's names for what it decoded, per kind the first bytes promised. */
const DECODED_AS: Record<Kind, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

const notAnImage = () => refuse(400, { ...photoMessages.notAnImage, field: 'file' });

export interface MadePhoto {
  widths: number[];
  width: number;
  height: number;
  files: { name: string; data: Buffer }[];
}

export async function makePhotoFiles(data: Buffer, slot: PhotoCrop, id: string): Promise<MadePhoto> {
  if (data.length > PHOTO_MAX_BYTES) throw refuse(413, { ...photoMessages.tooLarge, field: 'file' });
  const kind = sniffImage(data);
  if (!kind) throw notAnImage();
  return photoWork.run(() => makeFiles(data, kind, slot, id));
}

async function makeFiles(data: Buffer, kind: Kind, slot: PhotoCrop, id: string): Promise<MadePhoto> {
  const sharp = await loadSharp();
  // The header alone, read without the pixel limit: with it, sharp refuses an oversized photo as if
  // it were no image at all, and the member would be told the wrong thing.
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== DECODED_AS[kind]) throw notAnImage();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS)
    throw refuse(413, { ...photoMessages.tooManyPixels, field: 'file' });
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const widths = widthsFor(slot, turned ? meta.height : meta.width, turned ? meta.width : meta.height);
  if (widths.length === 0) throw refuse(400, { ...photoMessages.tooSmall(slot), field: 'file' });

  const width = widths[widths.length - 1] as number;
  try {
    // The one decode: upright, and no larger than the largest crop needs in either direction.
    const { data: pixels, info } = await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, height: cropHeight(slot, width), fit: 'outside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const encode = (w: number, format: PhotoFormat) => {
      const resized = sharp(pixels, { raw }).resize({
        width: w,
        height: cropHeight(slot, w),
        fit: 'cover',
        position: 'attention',
      });
      return format === 'avif'
        ? resized.avif({ quality: 55, effort: 2 }).toBuffer()
        : resized.webp({ quality: 78 }).toBuffer();
    };
    const files: MadePhoto['files'] = [];
    for (const w of widths)
      for (const format of PHOTO_FORMATS)
        files.push({ name: photoFileName(id, w, format), data: await encode(w, format) });
    return { widths, width, height: cropHeight(slot, width), files };
  } catch {
    // Its header decoded but its pixels do not: a damaged or truncated file.
    throw notAnImage();
  }
}
