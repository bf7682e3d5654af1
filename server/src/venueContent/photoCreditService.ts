/**
 * A venue photo's credit and licence, set by staff at the desk, with its upload or afterwards:
 * core's rules (readPhotoCredit: a licence that needs its maker named refuses an empty credit; a
 * source link is https), the list changed (photoStore.ts), and the change written to the staff audit.
 */
import {
  type PhotoCredit,
  type PhotoCreditForm,
  photoMessages,
  readPhotoCredit,
  type VenuePhoto,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';

/** The credit as it will be kept, or the 400 naming the field and saying why (an upload's too). */
export function acceptedCredit(form: PhotoCredit): PhotoCredit {
  const reading = readPhotoCredit(form);
  if (!reading.ok) throw refuse(400, { ...reading.notice, field: reading.field });
  return reading.credit;
}

export function creditPhoto(ctx: AppContext, actorId: string, id: string, form: PhotoCreditForm): VenuePhoto {
  const credit = acceptedCredit(form);
  const photo = ctx.photos.credit(id, credit);
  if (!photo) throw refuse(404, photoMessages.notFound);
  logStaffAction(
    ctx.db,
    {
      actorId,
      action: 'photo_credit',
      targetType: 'photo',
      targetId: id,
      details: { slot: photo.slot, ...credit },
    },
    ctx.now(),
  );
  return photo;
}
