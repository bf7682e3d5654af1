/**
 * A coach's photo from the desk (docs/lessons.md): PUT /api/staff/coaches/{id}/photo (multipart:
 * `file`) puts it on the lessons page or replaces it, DELETE takes it off. Staff, managers and
 * admins, as for the coach's other settings; uploads only from the site's own pages
 * (requestGuards.ts). The body's limits and words are the venue photos' (photoRoutes.ts); the work
 * is coachPhotos.ts's.
 */
import type { Plugin } from '@hapi/hapi';
import type { CoachPhotoUploaded, PhotoRemovedAnswer } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { PHOTO_TOO_LARGE, PHOTO_UPLOAD_PAYLOAD } from '../venueContent/photoRoutes';
import { removeCoachPhoto, uploadCoachPhoto } from './coachPhotos';

export const coachPhotoRoutes: Plugin<AppContext> = {
  name: 'lounge-coach-photos',
  register(staff, ctx) {
    requireStaffForPlugin(staff);

    typedRoute(staff, {
      method: 'PUT',
      path: '/api/staff/coaches/{id}/photo',
      options: {
        response: responds(api.CoachPhotoUploaded),
        payload: PHOTO_UPLOAD_PAYLOAD,
        validate: withParams({ id: uuid }, 'Coach not found', { payload: api.CoachPhotoForm }),
        app: PHOTO_TOO_LARGE,
      },
      async handler(request) {
        const actor = staffUser(request);
        const answer = await uploadCoachPhoto(ctx, actor.id, request.params.id, request.payload);
        return answer satisfies CoachPhotoUploaded;
      },
    });

    typedRoute(staff, {
      method: 'DELETE',
      path: '/api/staff/coaches/{id}/photo',
      options: {
        response: responds(api.PhotoRemovedAnswer),
        validate: withParams({ id: uuid }, 'Coach not found'),
      },
      handler(request) {
        const actor = staffUser(request);
        return removeCoachPhoto(ctx, actor.id, request.params.id) satisfies PhotoRemovedAnswer;
      },
    });
  },
};
