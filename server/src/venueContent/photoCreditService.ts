/**
 * A venue photo's credit and licence, set by staff at the desk: core's rules (a licence that needs
 * its maker named refuses an empty credit; a source link is https), the list changed
 * (photoStore.ts), and the change written to the staff audit.
 */
import {
  creditMessages,
  isSourceLink,
  needsCredit,
  PHOTO_CREDIT_MAX,
  PHOTO_LICENCES,
  type PhotoCreditForm,
  photoMessages,
  tidyCredit,
  type VenuePhoto,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';

export function creditPhoto(ctx: AppContext, actorId: string, id: string, form: PhotoCreditForm): VenuePhoto {
  const credit = tidyCredit(form.credit);
  const sourceUrl = form.sourceUrl.trim();
  const { licence } = form;
  if (credit.length > PHOTO_CREDIT_MAX)
    throw refuse(400, { ...creditMessages.creditTooLong(PHOTO_CREDIT_MAX), field: 'credit' });
  if (!credit && needsCredit(licence))
    throw refuse(400, { ...creditMessages.creditNeeded(PHOTO_LICENCES[licence].label), field: 'credit' });
  if (!isSourceLink(sourceUrl)) throw refuse(400, { ...creditMessages.sourceNotHttps, field: 'sourceUrl' });
  const photo = ctx.photos.credit(id, { credit, licence, sourceUrl });
  if (!photo) throw refuse(404, photoMessages.notFound);
  logStaffAction(
    ctx.db,
    {
      actorId,
      action: 'photo_credit',
      targetType: 'photo',
      targetId: id,
      details: { slot: photo.slot, credit, licence, sourceUrl },
    },
    ctx.now(),
  );
  return photo;
}
