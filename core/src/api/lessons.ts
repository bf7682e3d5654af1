/** Lessons (docs/lessons.md): types, coaches, free times, booking, packs and the staff's settings. */
import Joi from 'joi';
import type { CoachPicture as CoachPictureType } from '../coachPhotos';
import { LESSON_BOOKERS, LESSON_MINUTES, LESSON_PACK_SIZES } from '../lessons';
import {
  bool,
  describes,
  extend,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  type Sent,
  type Shape,
  text,
  withDefault,
  words,
  writtenLines,
} from './shape';
import { LESSON_PAYMENTS, LESSON_STATUSES } from './statuses';

const isoDate = Joi.string().max(10);
const wallTime = Joi.string().max(5);

export const LessonTypeView = object({
  id,
  name: text,
  minutes: int,
  priceCents: int,
  /** The VIP's price (20% off). */
  vipPriceCents: int,
  needsBay: bool,
  bookableBy: oneOf(LESSON_BOOKERS),
});
export type LessonTypeView = Shape<typeof LessonTypeView>;

/**
 * A coach's photo as a <picture> takes it (core's coachPicture): a srcset per format, the fallback's
 * src, its size in pixels (square) and the space the page gives it; its words are the coach's name.
 */
const CoachPicture = describes<CoachPictureType>()(
  object({ avifSrcset: text, webpSrcset: text, src: text, width: int, height: int, sizes: text }),
);

export const CoachView = object({
  id,
  name: text,
  bio: text,
  colour: nullable(text),
  typeIds: list(id),
  /** Null until staff upload one (the page shows the coach's initials instead). */
  photo: nullable(CoachPicture),
});
export type CoachView = Shape<typeof CoachView>;

/** GET /api/lessons/availability */
export const LessonAvailabilityQuery = object({
  date: isoDate,
  typeId: id,
  coachId: optional(id),
});

/** A time a coach and (when the type needs one) a bay are both free for the whole lesson, venue wall time. */
export const LessonTime = object({
  coachId: id,
  bay: nullable(text),
  startTime: text,
  endTime: text,
});
export type LessonTime = Shape<typeof LessonTime>;

/** POST /api/lessons */
export const LessonRequest = object({
  typeId: id,
  coachId: id,
  date: isoDate,
  startTime: wallTime,
  /** Pay with a credit from a pack of this type (a member with one pays nothing). */
  useCredit: withDefault(bool, false),
}).label('request body');
export type LessonRequest = Sent<typeof LessonRequest>;

export const LessonCreated = object({
  id,
  priceCents: int,
  /** The gateway's page, when the lesson is paid by card. */
  checkoutUrl: optional(text),
});
export type LessonCreated = Shape<typeof LessonCreated>;

/** A lesson as its member, its coach and the desk read it. */
export const LessonView = object({
  id,
  typeId: id,
  typeName: text,
  coachId: id,
  coachName: text,
  /** The student's account: the coach's day reads and writes its notes by it. */
  studentId: id,
  studentName: text,
  date: text,
  startTime: text,
  endTime: text,
  /** Instants, ISO 8601 UTC. */
  startsAt: text,
  endsAt: text,
  bay: nullable(text),
  status: oneOf(LESSON_STATUSES),
  priceCents: int,
  paidWith: nullable(oneOf(LESSON_PAYMENTS)),
});
export type LessonView = Shape<typeof LessonView>;

/** DELETE /api/lessons/{id}: whether the money or credit came back. */
export const LessonCancelled = object({
  returned: bool,
  message: text,
});
export type LessonCancelled = Shape<typeof LessonCancelled>;

/** POST /api/lesson-packs/checkout */
export const LessonPackCheckoutRequest = object({
  typeId: id,
  size: Joi.number()
    .integer()
    .valid(...LESSON_PACK_SIZES),
}).label('request body');

/** GET /api/lesson-packs/mine: unused credits by type and expiry. */
export const LessonCredits = object({
  typeId: id,
  remaining: int,
  expiresOn: text,
});
export type LessonCredits = Shape<typeof LessonCredits>;

/** POST /api/staff/coaches */
export const CreateCoachRequest = object({
  name: words(120),
  bio: optional(writtenLines(2000)),
  colour: optional(Joi.string().pattern(/^#[0-9a-fA-F]{6}$/)),
  /** The types the coach teaches; all when absent. */
  typeIds: optional(list(id).max(50)),
  /** The coach's desk account (role 'coach'), if they sign in. */
  userId: optional(id),
}).label('request body');

export const CreatedId = object({ id });

const WeeklySpan = object({ weekday: int, start: wallTime, end: wallTime });
const HoursExceptionShape = object({ date: isoDate, start: optional(wallTime), end: optional(wallTime) });

/** PUT /api/staff/coaches/{id}/hours */
export const CoachHoursRequest = object({
  weekly: list(WeeklySpan).max(70),
  exceptions: withDefault(list(HoursExceptionShape).max(400), []),
}).label('request body');

/** GET /api/staff/coaches: each coach with its hours as set, for the desk to change and save whole. */
export const StaffCoachView = extend(CoachView, {
  weekly: list(WeeklySpan),
  exceptions: list(HoursExceptionShape),
});
export type StaffCoachView = Shape<typeof StaffCoachView>;

/** PUT /api/staff/coaches/{id}/photo's multipart body: the file (the server checks it, in core's words). */
export const CoachPhotoForm = object({ file: optional(Joi.any()) }).label('request body');

/** PUT /api/staff/coaches/{id}/photo: the toast's words and the photo as the lessons page shows it. */
export const CoachPhotoUploaded = object({ title: text, message: text, photo: CoachPicture });
export type CoachPhotoUploaded = Shape<typeof CoachPhotoUploaded>;

/** POST /api/staff/lesson-types */
export const CreateLessonTypeRequest = object({
  name: words(80),
  minutes: Joi.number()
    .integer()
    .valid(...LESSON_MINUTES),
  priceCents: int.min(0).max(1_000_000),
  needsBay: bool,
  bookableBy: oneOf(LESSON_BOOKERS),
}).label('request body');

/** GET /api/staff/lessons?date= and GET /api/coach/lessons?date= */
export const LessonDayQuery = object({ date: isoDate });

/** POST /api/staff/lesson-packs/{id}/refund (admins): the unused credits' share, pro rata. */
export const PackRefunded = object({ refundedCents: int, creditsCancelled: int });

/** GET /api/staff/members/{id}/lesson-packs: a member's packs, for an admin's refund. */
export const LessonPackView = object({
  id,
  typeId: id,
  size: int,
  priceCents: int,
  expiresOn: text,
  remaining: int,
});

/** POST /api/staff/lesson-packs/{id}/refund */
export const PackRefundRequest = object({ reason: words(500) }).label('request body');

/** POST /api/staff/lessons/{id}/cancel: the member's rule (24 hours), staff's refund limits. */
export const StaffLessonCancelRequest = object({ reason: words(500) }).label('request body');

const LessonFigure = object({ id, name: text, lessons: int, revenueCents: int });

/** GET /api/staff/reports/lessons?from=&to= (core's lessonReport): revenue by coach and type, credits, the liability. */
export const LessonReportView = object({
  from: text,
  to: text,
  byCoach: list(LessonFigure),
  byType: list(LessonFigure),
  creditsSold: int,
  packsSoldCents: int,
  creditsUsed: int,
  outstandingCredits: int,
  outstandingCents: int,
});
export type LessonReportView = Shape<typeof LessonReportView>;
