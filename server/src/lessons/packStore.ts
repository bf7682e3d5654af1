/** The lesson packs and their credits: bought, spent one a lesson, given back, refunded. Private to lessons/. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { lessonCredits, lessonPacks } from '../db/schema';
import type { LessonPackRow } from './lessonStore';

export function insertPack(
  db: Db,
  values: Omit<LessonPackRow, 'id' | 'createdAt'>,
  nowIso: string,
): LessonPackRow | undefined {
  const id = randomUUID();
  const row = db
    .insert(lessonPacks)
    .values({ ...values, id, createdAt: nowIso })
    .onConflictDoNothing()
    .returning()
    .get();
  if (!row) return undefined;
  for (let i = 0; i < values.size; i += 1)
    db.insert(lessonCredits).values({ id: randomUUID(), packId: id, updatedAt: nowIso }).run();
  return row;
}

export function findPack(db: Db, id: string): LessonPackRow | undefined {
  return db.select().from(lessonPacks).where(eq(lessonPacks.id, id)).get();
}

/** Spends one unused credit of the member's for a type, valid on `date` (the soonest to expire first). */
export function spendCredit(
  db: Db,
  userId: string,
  typeId: string,
  date: string,
  lessonId: string,
  nowIso: string,
) {
  const credit = db
    .select({ id: lessonCredits.id })
    .from(lessonCredits)
    .innerJoin(lessonPacks, eq(lessonPacks.id, lessonCredits.packId))
    .where(
      and(
        eq(lessonPacks.userId, userId),
        eq(lessonPacks.typeId, typeId),
        gte(lessonPacks.expiresOn, date),
        eq(lessonCredits.status, 'unused'),
      ),
    )
    .orderBy(asc(lessonPacks.expiresOn), asc(lessonCredits.id))
    .limit(1)
    .get();
  if (!credit) return false;
  return (
    db
      .update(lessonCredits)
      .set({ status: 'used', lessonId, updatedAt: nowIso })
      .where(and(eq(lessonCredits.id, credit.id), eq(lessonCredits.status, 'unused')))
      .run().changes === 1
  );
}

/** A lesson cancelled in time gives its credit back. */
export function returnCredit(db: Db, lessonId: string, nowIso: string): boolean {
  return (
    db
      .update(lessonCredits)
      .set({ status: 'unused', lessonId: null, updatedAt: nowIso })
      .where(and(eq(lessonCredits.lessonId, lessonId), eq(lessonCredits.status, 'used')))
      .run().changes === 1
  );
}

/** The member's unused credits by type and expiry, from `today` on. */
export function creditsOf(db: Db, userId: string, today: string) {
  return db
    .select({
      typeId: lessonPacks.typeId,
      expiresOn: lessonPacks.expiresOn,
      remaining: sql<number>`count(*)`,
    })
    .from(lessonCredits)
    .innerJoin(lessonPacks, eq(lessonPacks.id, lessonCredits.packId))
    .where(
      and(
        eq(lessonPacks.userId, userId),
        eq(lessonCredits.status, 'unused'),
        gte(lessonPacks.expiresOn, today),
      ),
    )
    .groupBy(lessonPacks.typeId, lessonPacks.expiresOn)
    .orderBy(asc(lessonPacks.expiresOn))
    .all();
}

/** An admin's pack refund: the unused credits become refunded; how many. */
export function refundUnusedCredits(db: Db, packId: string, nowIso: string): number {
  return db
    .update(lessonCredits)
    .set({ status: 'refunded', updatedAt: nowIso })
    .where(and(eq(lessonCredits.packId, packId), eq(lessonCredits.status, 'unused')))
    .run().changes;
}

/** A member's packs with their unused credits. */
export function packsOfUser(db: Db, userId: string) {
  return db
    .select({
      id: lessonPacks.id,
      typeId: lessonPacks.typeId,
      size: lessonPacks.size,
      priceCents: lessonPacks.priceCents,
      expiresOn: lessonPacks.expiresOn,
      remaining: sql<number>`(SELECT count(*) FROM lesson_credits AS c WHERE c.pack_id = "lesson_packs"."id" AND c.status = 'unused')`,
    })
    .from(lessonPacks)
    .where(eq(lessonPacks.userId, userId))
    .orderBy(asc(lessonPacks.createdAt))
    .all()
    .map((p) => ({ ...p, remaining: Number(p.remaining) }));
}
