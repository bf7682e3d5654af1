/**
 * The venue's photos: the site's list and a photo's file as anyone reads them, and staff putting a
 * photo on the site or taking one off: the checks in core's words, the files made (photoImages.ts),
 * the list changed (photoStore.ts), a photo's focal point moved (its credit and licence are
 * photoCreditService.ts's, which an upload's own credit passes through too), and the action written
 * to the staff audit.
 */
import { randomBytes } from 'node:crypto';
import {
  FOCAL_DEFAULT,
  focalMessages,
  GALLERY_MAX_PHOTOS,
  isFocalPercent,
  PHOTO_ALT_MAX,
  PHOTO_LICENCE_DEFAULT,
  type PhotoLicence,
  type PhotoSlot,
  photoMessages,
  toIsoInstant,
  type VenuePhoto,
  type VenuePhotosAnswer,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import { acceptedCredit } from './photoCreditService';
import { makePhotoFiles } from './photoImages';

export function venuePhotos(ctx: AppContext): VenuePhotosAnswer {
  return ctx.photos.list();
}

/** The path of a photo's file, or null when the name is not one of ours or the file is gone. */
export function photoFile(ctx: AppContext, name: string): string | null {
  return ctx.photos.file(name);
}

export interface PhotoUpload {
  /** A Buffer for a file part; a string or object when the part was sent as text or JSON. */
  file?: unknown;
  alt?: string;
  /** The photo's credit fields, when sent with it; left out, it is the lounge's own, uncredited. */
  credit?: string;
  licence?: PhotoLicence;
  sourceUrl?: string;
}

/** The upload's file part as bytes, or the refusal naming what is wrong with it (a coach's photo too). */
export function uploadedFile(upload: Pick<PhotoUpload, 'file'>): Buffer {
  if (upload.file === undefined || (Buffer.isBuffer(upload.file) && upload.file.length === 0))
    throw refuse(400, { ...photoMessages.missingFile, field: 'file' });
  if (!Buffer.isBuffer(upload.file)) throw refuse(400, { ...photoMessages.notAnImage, field: 'file' });
  return upload.file;
}

export async function uploadPhoto(
  ctx: AppContext,
  actorId: string,
  slot: PhotoSlot,
  upload: PhotoUpload,
): Promise<VenuePhoto> {
  const file = uploadedFile(upload);
  const alt = (upload.alt ?? '').trim().replace(/\s+/g, ' ');
  if (!alt) throw refuse(400, { ...photoMessages.missingAlt, field: 'alt' });
  if (alt.length > PHOTO_ALT_MAX) throw refuse(400, { ...photoMessages.altTooLong, field: 'alt' });
  // Checked before any file is made: a refused credit leaves nothing behind, and a photo that
  // needs its maker named is never on the site without the name.
  const sentCredit =
    upload.credit !== undefined || upload.licence !== undefined || upload.sourceUrl !== undefined;
  const credit = acceptedCredit({
    credit: upload.credit ?? '',
    licence: upload.licence ?? PHOTO_LICENCE_DEFAULT,
    sourceUrl: upload.sourceUrl ?? '',
  });
  const full = () => slot === 'gallery' && ctx.photos.list().gallery.length >= GALLERY_MAX_PHOTOS;
  if (full()) throw refuse(409, { ...photoMessages.galleryFull, field: 'file' });

  const id = randomBytes(16).toString('hex');
  const made = await makePhotoFiles(file, slot, id);
  // Another upload may have filled the gallery while this one was being encoded.
  if (full()) throw refuse(409, { ...photoMessages.galleryFull, field: 'file' });
  const photo: VenuePhoto = {
    id,
    slot,
    alt,
    widths: made.widths,
    width: made.width,
    height: made.height,
    focalX: FOCAL_DEFAULT,
    focalY: FOCAL_DEFAULT,
    ...credit,
    uploadedAt: toIsoInstant(ctx.now()),
  };
  ctx.photos.add(photo, made.files);
  logStaffAction(
    ctx.db,
    {
      actorId,
      action: 'photo_upload',
      targetType: 'photo',
      targetId: id,
      details: sentCredit ? { slot, ...credit } : { slot },
    },
    ctx.now(),
  );
  return photo;
}

export function removePhoto(ctx: AppContext, actorId: string, id: string): VenuePhoto {
  const photo = ctx.photos.remove(id);
  if (!photo) throw refuse(404, photoMessages.notFound);
  logStaffAction(
    ctx.db,
    { actorId, action: 'photo_remove', targetType: 'photo', targetId: id, details: { slot: photo.slot } },
    ctx.now(),
  );
  return photo;
}

/** Sets where a photo's subject is, so the site's crops keep it (percent across and down). */
export function focusPhoto(
  ctx: AppContext,
  actorId: string,
  id: string,
  focus: { focalX: number; focalY: number },
): VenuePhoto {
  for (const field of ['focalX', 'focalY'] as const)
    if (!isFocalPercent(focus[field])) throw refuse(400, { ...focalMessages.outOfRange, field });
  const photo = ctx.photos.focus(id, focus.focalX, focus.focalY);
  if (!photo) throw refuse(404, photoMessages.notFound);
  logStaffAction(
    ctx.db,
    {
      actorId,
      action: 'photo_focus',
      targetType: 'photo',
      targetId: id,
      details: { slot: photo.slot, focalX: photo.focalX, focalY: photo.focalY },
    },
    ctx.now(),
  );
  return photo;
}
