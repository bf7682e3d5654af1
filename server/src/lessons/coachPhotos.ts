/**
 * A coach's photo (docs/lessons.md): staff upload, replace and remove it at the desk. The file goes
 * through the venue photos' own pipeline (venueContent/photoImages.ts: the size and pixel budget,
 * one photo at a time, AVIF and WebP at core's coach widths, cropped square; docs/decisions/033),
 * and its files are kept beside the venue's photos, where /media/ serves them a year's cache; the
 * coach's row keeps the photo's id and largest width. Audited as the venue's photos are
 * (photo_upload, photo_remove), on the coach.
 */
import { randomBytes } from 'node:crypto';
import {
  type CoachPicture,
  coachPhotoCopy,
  coachPicture,
  lessonMessages,
  type Notice,
  PHOTO_SLOTS,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import { makePhotoFiles } from '../venueContent/photoImages';
import { type PhotoUpload, uploadedFile } from '../venueContent/photoService';
import { type CoachRow, findCoach, setCoachPhoto } from './lessonStore';

const unknownCoach = () => refuse(404, { ...lessonMessages.unknownCoach, code: 'unknown_coach' });

/** Every file a coach's photo may have: whichever widths were made, the rest are no matter. */
const filesOf = (photoId: string) => ({ id: photoId, widths: PHOTO_SLOTS.coach.widths });

/** The coach's photo as the lessons page shows it, or null. */
export function coachPhotoOf(coach: Pick<CoachRow, 'photoId' | 'photoWidth'>): CoachPicture | null {
  return coach.photoId && coach.photoWidth ? coachPicture(coach.photoId, coach.photoWidth) : null;
}

/** PUT /api/staff/coaches/{id}/photo: a new photo, or one replacing the coach's (whose files go). */
export async function uploadCoachPhoto(
  ctx: AppContext,
  actorId: string,
  coachId: string,
  upload: Pick<PhotoUpload, 'file'>,
): Promise<Notice & { photo: CoachPicture }> {
  if (!findCoach(ctx.db, coachId)) throw unknownCoach();
  const file = uploadedFile(upload);
  const id = randomBytes(16).toString('hex');
  const made = await makePhotoFiles(file, 'coach', id);
  // The files first, then the row that points at them: a page never names a file not yet written.
  ctx.photos.writeFiles(made.files);
  let before: CoachRow;
  try {
    before = writeTransaction(ctx.database, () => {
      // Read again: another upload for this coach may have been encoded meanwhile.
      const coach = findCoach(ctx.db, coachId);
      if (!coach) throw unknownCoach();
      setCoachPhoto(ctx.db, coachId, { id, width: made.width });
      logStaffAction(
        ctx.db,
        {
          actorId,
          action: 'photo_upload',
          targetType: 'coach',
          targetId: coachId,
          details: { photoId: id, replaced: coach.photoId !== null },
        },
        ctx.now(),
      );
      return coach;
    });
  } catch (error) {
    ctx.photos.removeFiles({ id, widths: made.widths });
    throw error;
  }
  if (before.photoId) ctx.photos.removeFiles(filesOf(before.photoId));
  return { ...coachPhotoCopy.uploaded(before.name), photo: coachPicture(id, made.width) };
}

/** DELETE /api/staff/coaches/{id}/photo: the page shows the coach's initials again. */
export function removeCoachPhoto(ctx: AppContext, actorId: string, coachId: string): Notice {
  const coach = writeTransaction(ctx.database, () => {
    const row = findCoach(ctx.db, coachId);
    if (!row) throw unknownCoach();
    if (!row.photoId) throw refuse(404, coachPhotoCopy.noPhoto);
    setCoachPhoto(ctx.db, coachId, null);
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'photo_remove',
        targetType: 'coach',
        targetId: coachId,
        details: { photoId: row.photoId },
      },
      ctx.now(),
    );
    return row;
  });
  // After the commit: should it fail, the row still names files that are still there.
  if (coach.photoId) ctx.photos.removeFiles(filesOf(coach.photoId));
  return coachPhotoCopy.removed(coach.name);
}
