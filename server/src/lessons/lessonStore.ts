/** The lessons' tables: types, coaches and lessons (packs and credits: packStore.ts). Private to lessons/. */
import { randomUUID } from 'node:crypto';
import type { HoursException, WeeklyHours } from '@lounge/core';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  coaches,
  coachLessonTypes,
  lessonCredits,
  lessonPacks,
  lessons,
  lessonTypes,
  users,
} from '../db/schema';

export type LessonTypeRow = typeof lessonTypes.$inferSelect;
export type CoachRow = typeof coaches.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonPackRow = typeof lessonPacks.$inferSelect;

const LIVE = ['unpaid', 'booked'] as const;

export function allLessonTypes(db: Db): LessonTypeRow[] {
  return db.select().from(lessonTypes).orderBy(asc(lessonTypes.createdAt), asc(lessonTypes.name)).all();
}

export function findLessonType(db: Db, id: string): LessonTypeRow | undefined {
  return db.select().from(lessonTypes).where(eq(lessonTypes.id, id)).get();
}

export function insertLessonType(
  db: Db,
  values: Omit<LessonTypeRow, 'id' | 'createdAt'>,
  nowIso: string,
): string {
  const id = randomUUID();
  db.insert(lessonTypes)
    .values({ ...values, id, createdAt: nowIso })
    .run();
  return id;
}

export function allCoaches(db: Db): CoachRow[] {
  return db.select().from(coaches).orderBy(asc(coaches.name)).all();
}

export function findCoach(db: Db, id: string): CoachRow | undefined {
  return db.select().from(coaches).where(eq(coaches.id, id)).get();
}

export function coachOfUser(db: Db, userId: string): CoachRow | undefined {
  return db.select().from(coaches).where(eq(coaches.userId, userId)).get();
}

export function typesTaughtBy(db: Db): Map<string, string[]> {
  const taught = new Map<string, string[]>();
  for (const row of db.select().from(coachLessonTypes).all())
    taught.set(row.coachId, [...(taught.get(row.coachId) ?? []), row.typeId]);
  return taught;
}

export function teaches(db: Db, coachId: string, typeId: string): boolean {
  return (
    db
      .select({ c: coachLessonTypes.coachId })
      .from(coachLessonTypes)
      .where(and(eq(coachLessonTypes.coachId, coachId), eq(coachLessonTypes.typeId, typeId)))
      .get() !== undefined
  );
}

export function insertCoach(
  db: Db,
  values: {
    name: string;
    bio: string;
    colour: string | null;
    userId: string | null;
    typeIds: readonly string[];
  },
  nowIso: string,
): string {
  const id = randomUUID();
  db.insert(coaches)
    .values({
      id,
      name: values.name,
      bio: values.bio,
      colour: values.colour,
      userId: values.userId,
      createdAt: nowIso,
    })
    .run();
  for (const typeId of values.typeIds) db.insert(coachLessonTypes).values({ coachId: id, typeId }).run();
  return id;
}

export function setCoachHours(
  db: Db,
  id: string,
  weekly: WeeklyHours[],
  exceptions: HoursException[],
): boolean {
  return (
    db
      .update(coaches)
      .set({ weeklyHours: JSON.stringify(weekly), hoursExceptions: JSON.stringify(exceptions) })
      .where(eq(coaches.id, id))
      .run().changes === 1
  );
}

/** Sets (or, with null, clears) a coach's photo; false when no coach has the id. */
export function setCoachPhoto(db: Db, id: string, photo: { id: string; width: number } | null): boolean {
  return (
    db
      .update(coaches)
      .set({ photoId: photo?.id ?? null, photoWidth: photo?.width ?? null })
      .where(eq(coaches.id, id))
      .run().changes === 1
  );
}

/** Live lessons (booked, or unpaid with a hold not yet lapsed) of a coach that overlap a span. */
export function coachLessonsBetween(db: Db, coachId: string, start: string, end: string, nowIso: string) {
  return db
    .select()
    .from(lessons)
    .where(
      and(
        eq(lessons.coachId, coachId),
        inArray(lessons.status, [...LIVE]),
        lt(lessons.startTime, end),
        gt(lessons.endTime, start),
        sql`(${lessons.status} = 'booked' OR ${lessons.holdExpiresAt} IS NULL OR ${lessons.holdExpiresAt} > ${nowIso})`,
      ),
    )
    .all();
}

export function insertLesson(
  db: Db,
  values: Omit<LessonRow, 'id' | 'createdAt' | 'cancelledAt'>,
  nowIso: string,
) {
  return db
    .insert(lessons)
    .values({ ...values, id: randomUUID(), createdAt: nowIso })
    .returning()
    .get();
}

export function findLesson(db: Db, id: string): LessonRow | undefined {
  return db.select().from(lessons).where(eq(lessons.id, id)).get();
}

export function lessonByCheckout(db: Db, checkoutId: string): LessonRow | undefined {
  return db.select().from(lessons).where(eq(lessons.checkoutSessionId, checkoutId)).get();
}

export function updateLesson(db: Db, id: string, values: Partial<LessonRow>): LessonRow | undefined {
  return db.update(lessons).set(values).where(eq(lessons.id, id)).returning().get();
}

/** Unpaid lessons whose hold has lapsed: they let their coach and bay go. */
export function lapsedUnpaidLessons(db: Db, nowIso: string): LessonRow[] {
  return db
    .select()
    .from(lessons)
    .where(and(eq(lessons.status, 'unpaid'), lt(lessons.holdExpiresAt, nowIso)))
    .all();
}

/** The lessons (not cancelled) of a venue date, with their type, coach and student names. */
export function lessonsWithNames(
  db: Db,
  where: {
    date?: string;
    coachId?: string;
    userId?: string;
    from?: string;
    id?: string;
    /** Booked lessons starting before this instant (the reminders' window, with `from`). */
    startsBefore?: string;
  },
) {
  return db
    .select({
      lesson: lessons,
      typeName: lessonTypes.name,
      coachName: coaches.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailReminders: users.emailReminders,
    })
    .from(lessons)
    .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.typeId))
    .innerJoin(coaches, eq(coaches.id, lessons.coachId))
    .innerJoin(users, eq(users.id, lessons.userId))
    .where(
      and(
        inArray(lessons.status, [...LIVE]),
        where.date ? eq(lessons.lessonDate, where.date) : undefined,
        where.coachId ? eq(lessons.coachId, where.coachId) : undefined,
        where.userId ? eq(lessons.userId, where.userId) : undefined,
        where.from ? gte(lessons.endTime, where.from) : undefined,
        where.id ? eq(lessons.id, where.id) : undefined,
        where.startsBefore
          ? and(eq(lessons.status, 'booked'), lt(lessons.startTime, where.startsBefore))
          : undefined,
      ),
    )
    .orderBy(asc(lessons.startTime))
    .all();
}

/**
 * Whether the member has a live lesson with the coach (its student); with `endedBy`, a booked one
 * over by that instant.
 */
export function isStudentOf(db: Db, coachId: string, userId: string, endedBy?: string): boolean {
  const row = db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.coachId, coachId),
        eq(lessons.userId, userId),
        endedBy
          ? and(eq(lessons.status, 'booked'), lte(lessons.endTime, endedBy))
          : inArray(lessons.status, [...LIVE]),
      ),
    )
    .get();
  return row !== undefined;
}

/** The coaches with a desk account, and its address: who gets the morning email. */
export function coachesWithAccounts(db: Db) {
  return db
    .select({ coachId: coaches.id, firstName: users.firstName, email: users.email, userId: users.id })
    .from(coaches)
    .innerJoin(users, eq(users.id, coaches.userId))
    .where(isNull(users.deletedAt))
    .all();
}

/**
 * The report's lessons dated in a range (venue dates): card lessons paid for (whatever became of
 * them: a refund shows on their charge), and lessons holding a used credit, with its pack.
 */
export function lessonsForReport(db: Db, from: string, to: string) {
  return db
    .select({
      coachId: lessons.coachId,
      coachName: coaches.name,
      typeId: lessons.typeId,
      typeName: lessonTypes.name,
      paidWith: lessons.paidWith,
      checkoutSessionId: lessons.checkoutSessionId,
      packId: lessonPacks.id,
      packPriceCents: lessonPacks.priceCents,
      packSize: lessonPacks.size,
    })
    .from(lessons)
    .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.typeId))
    .innerJoin(coaches, eq(coaches.id, lessons.coachId))
    .leftJoin(lessonCredits, and(eq(lessonCredits.lessonId, lessons.id), eq(lessonCredits.status, 'used')))
    .leftJoin(lessonPacks, eq(lessonPacks.id, lessonCredits.packId))
    .where(
      and(
        gte(lessons.lessonDate, from),
        lte(lessons.lessonDate, to),
        sql`(${lessons.paidWith} = 'card' OR ${lessonCredits.id} IS NOT NULL)`,
      ),
    )
    .orderBy(asc(lessons.startTime))
    .all();
}

/** Packs bought between two instants, with the checkout their charge is found by. */
export function packsBoughtBetween(db: Db, fromIso: string, toIso: string) {
  return db
    .select({ size: lessonPacks.size, checkoutSessionId: lessonPacks.checkoutSessionId })
    .from(lessonPacks)
    .where(and(gte(lessonPacks.createdAt, fromIso), lt(lessonPacks.createdAt, toIso)))
    .all();
}

/** Every pack not expired by `today` with its unused credits: what the lounge still owes. */
export function openPacks(db: Db, today: string) {
  return db
    .select({
      priceCents: lessonPacks.priceCents,
      size: lessonPacks.size,
      unused: sql<number>`count(*)`,
    })
    .from(lessonCredits)
    .innerJoin(lessonPacks, eq(lessonPacks.id, lessonCredits.packId))
    .where(and(eq(lessonCredits.status, 'unused'), gte(lessonPacks.expiresOn, today)))
    .groupBy(lessonPacks.id)
    .all()
    .map((p) => ({ ...p, unused: Number(p.unused) }));
}
