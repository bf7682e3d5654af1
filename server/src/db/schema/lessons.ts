import { LESSON_BOOKERS, LESSON_CREDIT_STATUSES, LESSON_PAYMENTS, LESSON_STATUSES } from '@lounge/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, isDate, isInstant, isInstantOrNull, oneOf } from './columns';

/** What the lounge teaches (docs/lessons.md): set at the desk; two defaults are written at start. */
export const lessonTypes = sqliteTable(
  'lesson_types',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    minutes: integer('minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    needsBay: integer('needs_bay', { mode: 'boolean' }).notNull().default(true),
    bookableBy: text('bookable_by', { enum: LESSON_BOOKERS }).notNull().default('everyone'),
    createdAt: createdAt(),
  },
  (t) => [
    check('lesson_types_minutes_check', sql`${t.minutes} IN (30, 45, 60, 90)`),
    check('lesson_types_price_check', sql`${t.priceCents} >= 0`),
    check('lesson_types_bookable_check', oneOf(t.bookableBy, LESSON_BOOKERS)),
  ],
);

/**
 * A coach. Their weekly hours and exceptions are JSON (core's WeeklyHours[] and HoursException[]),
 * replaced whole by the desk and read whole by the availability: nothing queries inside them.
 * `user_id` is the coach's own account (role 'coach'), if they sign in.
 */
export const coaches = sqliteTable(
  'coaches',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    colour: text('colour'),
    userId: text('user_id').references(() => users.id),
    weeklyHours: text('weekly_hours').notNull().default('[]'),
    hoursExceptions: text('hours_exceptions').notNull().default('[]'),
    /**
     * The coach's photo (docs/lessons.md), null until staff upload one: its random id, which names
     * its files beside the venue's photos, and the largest width made (its files are core's coach
     * widths up to it, AVIF and WebP). Written and cleared together.
     */
    photoId: text('photo_id'),
    photoWidth: integer('photo_width'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coaches_user_unique').on(t.userId),
    check('coaches_hours_json_check', sql`json_valid(${t.weeklyHours}) AND json_valid(${t.hoursExceptions})`),
  ],
);

/** The types each coach teaches. */
export const coachLessonTypes = sqliteTable(
  'coach_lesson_types',
  {
    coachId: text('coach_id')
      .notNull()
      .references(() => coaches.id),
    typeId: text('type_id')
      .notNull()
      .references(() => lessonTypes.id),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.typeId] })],
);

/**
 * A lesson: a coach's time and, when its type needs one, a bay, held as a bay block naming the lesson
 * (bay_blocks.lesson_id), so bookings, the waitlist and the overlap triggers see it taken
 * (docs/decisions/057). `unpaid` holds both while its card checkout is open (until hold_expires_at);
 * a trigger keeps a coach's live lessons from overlapping, behind the service's check.
 */
export const lessons = sqliteTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    typeId: text('type_id')
      .notNull()
      .references(() => lessonTypes.id),
    coachId: text('coach_id')
      .notNull()
      .references(() => coaches.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The venue date it falls on. */
    lessonDate: text('lesson_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    bayNumber: text('bay_number'),
    status: text('status', { enum: LESSON_STATUSES }).notNull(),
    /** What it cost the booker (the VIP's price); 0 when a credit paid. */
    priceCents: integer('price_cents').notNull(),
    paidWith: text('paid_with', { enum: LESSON_PAYMENTS }),
    checkoutSessionId: text('checkout_session_id'),
    holdExpiresAt: text('hold_expires_at'),
    cancelledAt: text('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lessons_coach_start_idx').on(t.coachId, t.startTime),
    index('lessons_user_start_idx').on(t.userId, t.startTime),
    index('lessons_date_idx').on(t.lessonDate),
    index('lessons_checkout_idx').on(t.checkoutSessionId),
    check('lessons_status_check', oneOf(t.status, LESSON_STATUSES)),
    check('lessons_paid_with_check', sql`${t.paidWith} IS NULL OR ${oneOf(t.paidWith, LESSON_PAYMENTS)}`),
    check('lessons_date_check', isDate(t.lessonDate)),
    check('lessons_start_check', isInstant(t.startTime)),
    check('lessons_end_check', sql`${isInstant(t.endTime)} AND ${t.endTime} > ${t.startTime}`),
    check('lessons_hold_check', isInstantOrNull(t.holdExpiresAt)),
    check('lessons_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A pack of lessons of one type, bought through checkout: its ledger row (kind lesson_pack, by the
 * checkout's id) is the money; its credits are the lessons it still owes.
 */
export const lessonPacks = sqliteTable(
  'lesson_packs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    typeId: text('type_id')
      .notNull()
      .references(() => lessonTypes.id),
    size: integer('size').notNull(),
    priceCents: integer('price_cents').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    /** The last venue date a credit may be used for a lesson on. */
    expiresOn: text('expires_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lesson_packs_checkout_unique').on(t.checkoutSessionId),
    index('lesson_packs_user_idx').on(t.userId),
    check('lesson_packs_size_check', sql`${t.size} IN (5, 10)`),
    check('lesson_packs_expires_check', isDate(t.expiresOn)),
  ],
);

/** One lesson a pack owes: unused, used by one lesson (given back if it is cancelled in time), or refunded. */
export const lessonCredits = sqliteTable(
  'lesson_credits',
  {
    id: text('id').primaryKey(),
    packId: text('pack_id')
      .notNull()
      .references(() => lessonPacks.id),
    status: text('status', { enum: LESSON_CREDIT_STATUSES }).notNull().default('unused'),
    lessonId: text('lesson_id').references(() => lessons.id),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('lesson_credits_pack_idx').on(t.packId, t.status),
    // A lesson spends one credit at most.
    uniqueIndex('lesson_credits_lesson_unique').on(t.lessonId),
    check('lesson_credits_status_check', oneOf(t.status, LESSON_CREDIT_STATUSES)),
    check('lesson_credits_used_check', sql`(${t.status} = 'used') = (${t.lessonId} IS NOT NULL)`),
  ],
);
