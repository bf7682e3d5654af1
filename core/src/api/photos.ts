/**
 * The venue's photos over the API. GET /api/photos (anyone): the hero (null until one is uploaded,
 * when the site shows core's DEFAULT_HERO) and the gallery in order. POST
 * /api/staff/photos/{slot} (staff, multipart: `file` and `alt`, and optionally `credit`, `licence`
 * and `sourceUrl`) answers the stored photo; DELETE
 * /api/staff/photos/{id} removes one; PUT /api/staff/photos/{id}/focus sets its focal point, and
 * PUT /api/staff/photos/{id}/credit its credit, licence and source link.
 */
import Joi from 'joi';
import { PHOTO_CREDIT_MAX, PHOTO_LICENCE_NAMES, PHOTO_SOURCE_MAX } from '../photoLicences';
import { PHOTO_ALT_MAX, PHOTO_SLOT_NAMES, type VenuePhoto as VenuePhotoType } from '../venuePhotos';
import {
  describes,
  extend,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  type Shape,
  text,
} from './shape';

/** Core's VenuePhoto (venuePhotos.ts), which this schema must describe exactly. */
const VenuePhoto = describes<VenuePhotoType>()(
  object({
    id,
    slot: oneOf(PHOTO_SLOT_NAMES),
    alt: text,
    widths: list(int),
    width: int,
    height: int,
    focalX: int,
    focalY: int,
    credit: text,
    licence: oneOf(PHOTO_LICENCE_NAMES),
    sourceUrl: text,
    uploadedAt: text,
  }),
);

/**
 * A photo's credit fields: who made it, its licence and where it came from. The lengths are checked
 * loosely here (spaces are tidied first); core's rules (readPhotoCredit: a CC BY photo needs a
 * credit, the link is https) answer in their own words naming the field.
 */
const creditText = Joi.string()
  .allow('')
  .max(PHOTO_CREDIT_MAX * 4);
const licence = oneOf(PHOTO_LICENCE_NAMES);
const sourceText = Joi.string()
  .allow('')
  .max(PHOTO_SOURCE_MAX * 2);

/**
 * POST /api/staff/photos/{slot}'s multipart body: the file, its words, and optionally its credit
 * fields, kept with the photo as it goes up (core checks them all). Left out, the photo is the
 * lounge's own, uncredited.
 */
export const PhotoUploadForm = object({
  file: optional(Joi.any()),
  alt: optional(
    Joi.string()
      .allow('')
      .max(PHOTO_ALT_MAX * 4),
  ),
  credit: optional(creditText),
  licence: optional(licence),
  sourceUrl: optional(sourceText),
}).label('request body');

/**
 * PUT /api/staff/photos/{id}/focus's body: the focal point in whole percents. Any whole number
 * passes here so that one off the photo is refused in core's words (isFocalPercent) naming the field.
 */
export const PhotoFocusForm = object({ focalX: int, focalY: int }).label('request body');
export type PhotoFocusForm = Shape<typeof PhotoFocusForm>;

/** PUT /api/staff/photos/{id}/credit's body: the same credit fields, all three sent. */
export const PhotoCreditForm = object({ credit: creditText, licence, sourceUrl: sourceText }).label(
  'request body',
);
export type PhotoCreditForm = Shape<typeof PhotoCreditForm>;

export const VenuePhotosAnswer = object({ hero: nullable(VenuePhoto), gallery: list(VenuePhoto) });
export type VenuePhotosAnswer = Shape<typeof VenuePhotosAnswer>;

/** Core's Notice (the toast's words), and with the photo stored. */
export const PhotoRemovedAnswer = object({ title: text, message: text });
export type PhotoRemovedAnswer = Shape<typeof PhotoRemovedAnswer>;
export const PhotoUploadAnswer = extend(PhotoRemovedAnswer, { photo: VenuePhoto });
export type PhotoUploadAnswer = Shape<typeof PhotoUploadAnswer>;
export const PhotoFocusAnswer = extend(PhotoRemovedAnswer, { photo: VenuePhoto });
export type PhotoFocusAnswer = Shape<typeof PhotoFocusAnswer>;
export const PhotoCreditAnswer = extend(PhotoRemovedAnswer, { photo: VenuePhoto });
export type PhotoCreditAnswer = Shape<typeof PhotoCreditAnswer>;
