/**
 * An uploaded photo checked and made into the site's files with sharp: the file must start like a
 * JPEG, PNG, WebP or AVIF and decode as one (its first bytes alone could lie), be small enough in
 * bytes and pixels, and be wide enough for the slot. It is turned upright (EXIF orientation),
 * cropped to the slot's shape around its most interesting part, stripped of its metadata (a phone's
 * photo carries where it was taken) and written as AVIF and WebP at each of core's widths.
 */
import {
  cropHeight,
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  type PhotoFormat,
  type PhotoSlot,
  photoFileName,
  photoMessages,
  widthsFor,
} from '@lounge/core';
import { refuse } from '../http/errors';

/**
 * sharp (libvips, some 25 MB once loaded) is loaded on the first photo, not when the server starts:
 * photos are uploaded now and then from the desk, while the server runs for weeks.
 */
let sharpModule: Promise<typeof import('sharp')> | null = null;
async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

type Kind = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the first bytes say the file is; null for anything else. */
export function sniffImage(data: Buffer): Kind | null {
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

export async function makePhotoFiles(data: Buffer, slot: PhotoSlot, id: string): Promise<MadePhoto> {
  if (data.length > PHOTO_MAX_BYTES) throw refuse(413, { ...photoMessages.tooLarge, field: 'file' });
  const kind = sniffImage(data);
  if (!kind) throw notAnImage();
  const sharp = await loadSharp();
  const image = sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== DECODED_AS[kind]) throw notAnImage();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS)
    throw refuse(413, { ...photoMessages.tooManyPixels, field: 'file' });
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const widths = widthsFor(slot, turned ? meta.height : meta.width, turned ? meta.width : meta.height);
  if (widths.length === 0) throw refuse(400, { ...photoMessages.tooSmall(slot), field: 'file' });

  const upright = image.rotate();
  const encode = (width: number, format: PhotoFormat) => {
    const resized = upright
      .clone()
      .resize({ width, height: cropHeight(slot, width), fit: 'cover', position: 'attention' });
    return format === 'avif'
      ? resized.avif({ quality: 55, effort: 2 }).toBuffer()
      : resized.webp({ quality: 78 }).toBuffer();
  };
  try {
    const files = await Promise.all(
      widths.flatMap((width) =>
        PHOTO_FORMATS.map(async (format) => ({
          name: photoFileName(id, width, format),
          data: await encode(width, format),
        })),
      ),
    );
    const width = widths[widths.length - 1] as number;
    return { widths, width, height: cropHeight(slot, width), files };
  } catch {
    // Its header decoded but its pixels do not: a damaged or truncated file.
    throw notAnImage();
  }
}
