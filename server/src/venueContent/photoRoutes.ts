/**
 * The venue's photos: GET /api/photos for the site (anyone), the files at /media/<id>-<width>.<format>
 * (named by content that never changes, so cached for a year, with an ETag), and the desk's upload
 * (multipart: `file` and `alt`, and the credit fields when sent with it), focal point, credit and
 * licence, and removal for staff. The checks are core's (venuePhotos.ts); the
 * work is venueContent/photoService.ts. Uploads must come from the site's own pages (requestGuards.ts).
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import {
  creditMessages,
  focalMessages,
  PHOTO_MAX_BYTES,
  PHOTO_SLOT_NAMES,
  type PhotoCreditAnswer,
  type PhotoFocusAnswer,
  type PhotoRemovedAnswer,
  type PhotoUploadAnswer,
  photoMessages,
  type VenuePhotosAnswer,
} from '@lounge/core';
import * as api from '@lounge/core/api';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { tooLargeSays } from '../http/bodyLimits';
import { responds } from '../http/responseSchemas';
import { typedRoute, withParams } from '../http/validation';
import { managerUser, requireStaffForPlugin } from '../staff/staffAccess';
import { creditPhoto } from '../venueContent/photoCreditService';
import { focusPhoto, photoFile, removePhoto, uploadPhoto, venuePhotos } from '../venueContent/photoService';
import { IMMUTABLE_CACHE } from '../web/webAppRoutes';

/** A stored photo's id (random hex): anything else names no photo (404). */
const PHOTO_ID = Joi.string().pattern(/^[0-9a-f]{32}$/);

/** Room for the multipart framing and the alt text around a file of the largest size allowed. */
const UPLOAD_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** A photo upload's body: multipart, the file as bytes, cut off past the largest file allowed (a coach's photo too). */
export const PHOTO_UPLOAD_PAYLOAD = {
  output: 'data',
  parse: true,
  multipart: { output: 'data' },
  allow: 'multipart/form-data',
  maxBytes: UPLOAD_MAX_BYTES,
} as const;

/** Hapi's own 413 (a body over the cap is cut off before any handler) in core's words. */
export const PHOTO_TOO_LARGE = tooLargeSays({ ...photoMessages.tooLarge, field: 'file' });

export const venuePhotoRoutes: Plugin<AppContext> = {
  name: 'lounge-venue-photos',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/photos',
      options: { auth: false, response: responds(api.VenuePhotosAnswer) },
      handler: () => venuePhotos(ctx) satisfies VenuePhotosAnswer,
    });

    typedRoute(server, {
      method: 'GET',
      path: '/media/{file}',
      options: {
        auth: false,
        validate: withParams({ file: Joi.string().max(64) }, photoMessages.notFound.message),
      },
      handler(request, h) {
        const file = photoFile(ctx, request.params.file);
        if (!file) throw Boom.notFound(photoMessages.notFound.message);
        return h.file(file, { confine: false, etagMethod: 'hash' }).header('cache-control', IMMUTABLE_CACHE);
      },
    });
  },
};

/** The desk's routes: staff and admins only (a member is 403 whatever they send). */
export const staffPhotoRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-photos',
  register(staff, ctx) {
    requireStaffForPlugin(staff);

    typedRoute(staff, {
      method: 'POST',
      path: '/api/staff/photos/{slot}',
      options: {
        response: responds(api.PhotoUploadAnswer),
        payload: PHOTO_UPLOAD_PAYLOAD,
        validate: withParams({ slot: api.oneOf(PHOTO_SLOT_NAMES) }, 'Not Found', {
          payload: api.PhotoUploadForm,
        }),
        app: PHOTO_TOO_LARGE,
      },
      async handler(request, h) {
        const actor = managerUser(request);
        const photo = await uploadPhoto(ctx, actor.id, request.params.slot, request.payload);
        const answer = { ...photoMessages.uploaded(photo.slot), photo } satisfies PhotoUploadAnswer;
        return h.response(answer).code(201);
      },
    });

    typedRoute(staff, {
      method: 'DELETE',
      path: '/api/staff/photos/{id}',
      options: {
        response: responds(api.PhotoRemovedAnswer),
        validate: withParams({ id: PHOTO_ID }, photoMessages.notFound.message),
      },
      handler(request) {
        const actor = managerUser(request);
        removePhoto(ctx, actor.id, request.params.id);
        return photoMessages.removed satisfies PhotoRemovedAnswer;
      },
    });

    typedRoute(staff, {
      method: 'PUT',
      path: '/api/staff/photos/{id}/focus',
      options: {
        response: responds(api.PhotoFocusAnswer),
        validate: withParams({ id: PHOTO_ID }, photoMessages.notFound.message, {
          payload: api.PhotoFocusForm,
        }),
      },
      handler(request) {
        const actor = managerUser(request);
        const photo = focusPhoto(ctx, actor.id, request.params.id, request.payload);
        return { ...focalMessages.saved, photo } satisfies PhotoFocusAnswer;
      },
    });

    typedRoute(staff, {
      method: 'PUT',
      path: '/api/staff/photos/{id}/credit',
      options: {
        response: responds(api.PhotoCreditAnswer),
        validate: withParams({ id: PHOTO_ID }, photoMessages.notFound.message, {
          payload: api.PhotoCreditForm,
        }),
      },
      handler(request) {
        const actor = managerUser(request);
        const photo = creditPhoto(ctx, actor.id, request.params.id, request.payload);
        return { ...creditMessages.saved, photo } satisfies PhotoCreditAnswer;
      },
    });
  },
};
