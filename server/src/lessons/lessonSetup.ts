/**
 * The lessons' setup at the desk (docs/lessons.md): the lesson types (the two defaults written once),
 * the coaches with the types they teach, and each coach's weekly hours and exceptions, replaced whole.
 * Booking and cancelling a lesson are lessonService.ts's.
 */
import Boom from '@hapi/boom';
import {
  coachHoursError,
  DEFAULT_LESSON_TYPES,
  type HoursException,
  type LessonTypeView,
  lessonMessages,
  lessonPriceCents,
  toIsoInstant,
  type WeeklyHours,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { coachPhotoOf } from './coachPhotos';
import {
  allCoaches,
  allLessonTypes,
  insertCoach,
  insertLessonType,
  type LessonTypeRow,
  setCoachHours,
  typesTaughtBy,
} from './lessonStore';

function typeView(row: LessonTypeRow): LessonTypeView {
  return {
    id: row.id,
    name: row.name,
    minutes: row.minutes,
    priceCents: row.priceCents,
    vipPriceCents: lessonPriceCents(row.priceCents, true),
    needsBay: row.needsBay,
    bookableBy: row.bookableBy,
  };
}

/** The two default types, written once when a lounge has none. */
export function ensureDefaultLessonTypes(ctx: AppContext): void {
  writeTransaction(ctx.database, () => {
    if (allLessonTypes(ctx.db).length > 0) return;
    const nowIso = toIsoInstant(ctx.now());
    for (const type of DEFAULT_LESSON_TYPES) insertLessonType(ctx.db, type, nowIso);
  });
}

export function lessonTypesView(ctx: AppContext): LessonTypeView[] {
  return allLessonTypes(ctx.db).map(typeView);
}

export function coachesView(ctx: AppContext) {
  const taught = typesTaughtBy(ctx.db);
  return allCoaches(ctx.db).map((c) => ({
    id: c.id,
    name: c.name,
    bio: c.bio,
    colour: c.colour,
    typeIds: taught.get(c.id) ?? [],
    photo: coachPhotoOf(c),
  }));
}

/** The desk's coaches: as the public list, with the weekly hours and exceptions as set. */
export function staffCoachesView(ctx: AppContext) {
  const byId = new Map(allCoaches(ctx.db).map((c) => [c.id, c]));
  return coachesView(ctx).map((c) => ({
    ...c,
    weekly: JSON.parse(byId.get(c.id)?.weeklyHours ?? '[]') as WeeklyHours[],
    exceptions: JSON.parse(byId.get(c.id)?.hoursExceptions ?? '[]') as HoursException[],
  }));
}

/** POST /api/staff/coaches */
export function createCoach(
  ctx: AppContext,
  input: { name: string; bio?: string; colour?: string; typeIds?: string[]; userId?: string },
): { id: string } {
  return writeTransaction(ctx.database, () => {
    const types = allLessonTypes(ctx.db).map((t) => t.id);
    const typeIds = input.typeIds ?? types;
    const unknown = typeIds.find((id) => !types.includes(id));
    if (unknown)
      throw refuse(400, { ...lessonMessages.unknownType, code: 'unknown_lesson_type', field: 'typeIds' });
    const id = insertCoach(
      ctx.db,
      {
        name: input.name,
        bio: input.bio ?? '',
        colour: input.colour ?? null,
        userId: input.userId ?? null,
        typeIds: [...new Set(typeIds)],
      },
      toIsoInstant(ctx.now()),
    );
    return { id };
  });
}

/** PUT /api/staff/coaches/{id}/hours: the week and its exceptions, replaced whole. */
export function putCoachHours(
  ctx: AppContext,
  id: string,
  input: { weekly: WeeklyHours[]; exceptions: HoursException[] },
): { id: string } {
  const wrong = coachHoursError(input.weekly, input.exceptions);
  if (wrong) throw refuse(400, { title: 'Check The Hours', message: wrong.message, field: wrong.field });
  return writeTransaction(ctx.database, () => {
    if (!setCoachHours(ctx.db, id, input.weekly, input.exceptions)) throw Boom.notFound('Coach not found');
    return { id };
  });
}

/** POST /api/staff/lesson-types */
export function createLessonType(
  ctx: AppContext,
  input: Omit<LessonTypeRow, 'id' | 'createdAt'>,
): { id: string } {
  return writeTransaction(ctx.database, () => ({
    id: insertLessonType(ctx.db, input, toIsoInstant(ctx.now())),
  }));
}
