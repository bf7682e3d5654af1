/**
 * Lessons (docs/lessons.md): the free times of a coach and a bay, booking (coach and bay held in one
 * IMMEDIATE write; the bay as a block naming the lesson, docs/decisions/057), paying by card or with
 * a pack's credit, and cancelling by the 24-hour rule. The coaches, their hours and the types are
 * set in lessonSetup.ts.
 */
import Boom from '@hapi/boom';
import {
  coachHoursOn,
  freeLessonTimes,
  type HoursException,
  hasPaidPlan,
  instantToWall,
  isIsoDate,
  type LessonCancelled,
  type LessonCreated,
  type LessonTime,
  type LessonView,
  lessonCancelInTime,
  lessonMessages,
  lessonPriceCents,
  toIsoInstant,
  type WeeklyHours,
  wallToInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { holdBayForLesson, releaseLessonBay } from '../blocks/blockService';
import { takenSlotsOn } from '../bookings/bookingService';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import type { ReservedRefund } from '../payments/refunds';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { ownCoach } from './coachAccess';
import { lessonForMail, queueLessonBooked, queueLessonCancelled } from './lessonMail';
import {
  isVip,
  LESSON_HOLD_MS,
  openLessonCheckout,
  refundLessonCharge,
  settleLessonRefund,
} from './lessonPayments';
import {
  allCoaches,
  type CoachRow,
  coachLessonsBetween,
  findCoach,
  findLesson,
  findLessonType,
  insertLesson,
  type LessonRow,
  type LessonTypeRow,
  lapsedUnpaidLessons,
  lessonsWithNames,
  teaches,
  updateLesson,
} from './lessonStore';
import { returnCredit, spendCredit } from './packStore';

function typeOr404(ctx: AppContext, id: string): LessonTypeRow {
  const type = findLessonType(ctx.db, id);
  if (!type)
    throw refuse(404, { ...lessonMessages.unknownType, code: 'unknown_lesson_type', field: 'typeId' });
  return type;
}

function coachOr404(ctx: AppContext, id: string): CoachRow {
  const coach = findCoach(ctx.db, id);
  if (!coach) throw refuse(404, { ...lessonMessages.unknownCoach, code: 'unknown_coach', field: 'coachId' });
  return coach;
}

function validDate(date: string): void {
  if (!isIsoDate(date))
    throw refuse(400, { title: 'Invalid Date', message: 'Use a date written YYYY-MM-DD.', field: 'date' });
}

/** Unpaid lessons whose checkout hold lapsed let go of their coach and bay (in the caller's transaction). */
function lapseUnpaid(ctx: AppContext): void {
  const nowIso = toIsoInstant(ctx.now());
  for (const lesson of lapsedUnpaidLessons(ctx.db, nowIso)) cancelRow(ctx, lesson, nowIso);
}

function cancelRow(ctx: AppContext, lesson: LessonRow, nowIso: string): void {
  updateLesson(ctx.db, lesson.id, { status: 'cancelled', cancelledAt: nowIso, holdExpiresAt: null });
  releaseLessonBay(ctx, lesson.id);
}

/** A coach's free times for a type on a date (the coach, the bays and the clock as they stand). */
function freeTimesOf(ctx: AppContext, coach: CoachRow, type: LessonTypeRow, date: string) {
  const venue = ctx.config.venue;
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  const dayStart = toIsoInstant(wallToInstant(date, '00:00', venue.timeZone));
  const dayEnd = toIsoInstant(wallToInstant(date, '00:00', venue.timeZone) + 30 * 3_600_000);
  const weekly = JSON.parse(coach.weeklyHours) as WeeklyHours[];
  const exceptions = JSON.parse(coach.hoursExceptions) as HoursException[];
  return freeLessonTimes({
    date,
    timeZone: venue.timeZone,
    hours: venue.hours,
    minutes: type.minutes,
    needsBay: type.needsBay,
    bays: venue.bays,
    coachHours: coachHoursOn(date, weekly, exceptions),
    coachBusy: coachLessonsBetween(ctx.db, coach.id, dayStart, dayEnd, nowIso).map((l) => ({
      start: Date.parse(l.startTime),
      end: Date.parse(l.endTime),
    })),
    bayBusy: takenSlotsOn(ctx, date).map((s) => ({
      bay: s.bayNumber,
      start: Date.parse(s.startTime),
      end: Date.parse(s.endTime),
    })),
    now,
  });
}

/** GET /api/lessons/availability: each coach who teaches the type (or the one asked for). */
export function availability(
  ctx: AppContext,
  q: { date: string; typeId: string; coachId?: string },
): LessonTime[] {
  validDate(q.date);
  const type = typeOr404(ctx, q.typeId);
  const coaches = q.coachId ? [coachOr404(ctx, q.coachId)] : allCoaches(ctx.db);
  writeTransaction(ctx.database, () => lapseUnpaid(ctx));
  return coaches
    .filter((c) => teaches(ctx.db, c.id, type.id))
    .flatMap((coach) =>
      freeTimesOf(ctx, coach, type, q.date).map((t) => ({
        coachId: coach.id,
        bay: t.bay,
        startTime: t.startTime,
        endTime: t.endTime,
      })),
    );
}

export interface LessonBooking {
  typeId: string;
  coachId: string;
  date: string;
  startTime: string;
  useCredit: boolean;
}

/**
 * POST /api/lessons. One IMMEDIATE write holds the coach (the lesson row, a trigger behind the check)
 * and the bay (a block naming the lesson) and spends the credit; any refusal rolls back all three.
 * A card payment then opens its checkout; the lesson stays `unpaid` until it is paid.
 */
export async function bookLesson(
  ctx: AppContext,
  user: UserRow,
  input: LessonBooking,
): Promise<LessonCreated> {
  validDate(input.date);
  const venue = ctx.config.venue;
  const planned = writeTransaction(ctx.database, () => {
    const type = typeOr404(ctx, input.typeId);
    const coach = coachOr404(ctx, input.coachId);
    if (!teaches(ctx.db, coach.id, type.id))
      throw refuse(409, { ...lessonMessages.notTaught, code: 'not_taught', field: 'typeId' });
    if (type.bookableBy === 'members' && !hasPaidPlan(user))
      throw refuse(403, { ...lessonMessages.membersOnly, code: 'members_only' });
    lapseUnpaid(ctx);
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const start = wallToInstant(input.date, input.startTime, venue.timeZone);
    if (start <= now)
      throw refuse(409, { ...lessonMessages.started, code: 'lesson_started', field: 'startTime' });
    const end = start + type.minutes * 60_000;
    const span = { start: toIsoInstant(start), end: toIsoInstant(end) };
    if (coachLessonsBetween(ctx.db, coach.id, span.start, span.end, nowIso).length > 0)
      throw refuse(409, { ...lessonMessages.coachTaken, code: 'coach_taken', field: 'startTime' });
    // The coach is free: a start the free times (bays aside) do not list is outside their hours.
    const inHours = freeTimesOf(ctx, coach, { ...type, needsBay: false }, input.date).some(
      (t) => t.startTime === input.startTime,
    );
    if (!inHours)
      throw refuse(409, { ...lessonMessages.notInHours, code: 'outside_coach_hours', field: 'startTime' });
    const price = input.useCredit ? 0 : lessonPriceCents(type.priceCents, isVip(user));
    const unpaid = price > 0;
    let lesson: LessonRow;
    try {
      lesson = insertLesson(
        ctx.db,
        {
          typeId: type.id,
          coachId: coach.id,
          userId: user.id,
          lessonDate: input.date,
          startTime: span.start,
          endTime: span.end,
          bayNumber: null,
          status: unpaid ? 'unpaid' : 'booked',
          priceCents: price,
          paidWith: input.useCredit ? 'credit' : null,
          checkoutSessionId: null,
          holdExpiresAt: unpaid ? toIsoInstant(now + LESSON_HOLD_MS) : null,
        },
        nowIso,
      );
    } catch (error) {
      if (error instanceof Error && /coach_overlap/.test(error.message))
        throw refuse(409, { ...lessonMessages.coachTaken, code: 'coach_taken', field: 'startTime' });
      throw error;
    }
    if (type.needsBay) {
      const reason = lessonMessages.boardReason(coach.name);
      const bay = venue.bays.find((bayNumber) =>
        holdBayForLesson(ctx, { lessonId: lesson.id, bayNumber, date: input.date, ...span, reason }),
      );
      if (!bay) throw refuse(409, { ...lessonMessages.bayTaken, code: 'bay_taken', field: 'startTime' });
      lesson = updateLesson(ctx.db, lesson.id, { bayNumber: bay }) ?? lesson;
    }
    if (input.useCredit && !spendCredit(ctx.db, user.id, type.id, input.date, lesson.id, nowIso))
      throw refuse(409, { ...lessonMessages.noCredit, code: 'no_credit', field: 'useCredit' });
    queueLessonBooked(ctx, lesson.id, nowIso);
    return { lesson, type, coach };
  });
  if (planned.lesson.status === 'booked')
    return { id: planned.lesson.id, priceCents: planned.lesson.priceCents };
  const url = await openLessonCheckout(ctx, user, planned, () =>
    writeTransaction(ctx.database, () => cancelRow(ctx, planned.lesson, toIsoInstant(ctx.now()))),
  );
  return { id: planned.lesson.id, priceCents: planned.lesson.priceCents, checkoutUrl: url };
}

/** Who cancels: the member (their own lesson only) or staff (any, with a reason; refund limits by role). */
type Canceller = { member: UserRow } | { staff: UserRow; reason: string };

/**
 * DELETE /api/lessons/{id} and the desk's cancel: the same rule for both. At least
 * LESSON_CANCEL_HOURS ahead its credit comes back or its card payment is refunded in full (reserved
 * in the cancelling write, then asked of the gateway; staff's refund limits apply to a staff cancel,
 * docs/decisions/048); later, nothing comes back. Either way the coach and the bay are free again,
 * and the student is told in the same write.
 */
async function cancelBy(ctx: AppContext, id: string, by: Canceller): Promise<LessonCancelled> {
  const staff = 'staff' in by ? by.staff : null;
  const done = writeTransaction(ctx.database, () => {
    const lesson = findLesson(ctx.db, id);
    if (!lesson) throw Boom.notFound('Lesson not found');
    if ('member' in by && lesson.userId !== by.member.id)
      throw refuse(403, { ...lessonMessages.notYours, code: 'not_your_lesson' });
    if (lesson.status === 'cancelled')
      throw refuse(409, { ...lessonMessages.alreadyCancelled, code: 'lesson_cancelled' });
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const named = lessonForMail(ctx, lesson.id);
    const inTime = lessonCancelInTime(Date.parse(lesson.startTime), now);
    cancelRow(ctx, lesson, nowIso);
    let outcome: { returned: boolean; refund: ReservedRefund | null } = { returned: false, refund: null };
    if (inTime && lesson.status === 'booked')
      outcome =
        lesson.paidWith === 'credit'
          ? { returned: returnCredit(ctx.db, lesson.id, nowIso), refund: null }
          : { returned: true, refund: refundLessonCharge(ctx, lesson, staff?.id ?? null) };
    if (staff)
      logStaffAction(
        ctx.db,
        {
          actorId: staff.id,
          action: 'lesson_cancel',
          // The student's account, so the trail names whose lesson it was.
          targetType: 'user',
          targetId: lesson.userId,
          details: {
            lessonId: lesson.id,
            reason: 'reason' in by ? by.reason : null,
            returned: outcome.returned,
          },
        },
        now,
      );
    if (named)
      queueLessonCancelled(
        ctx,
        named,
        { returned: outcome.returned, byStaff: staff !== null, reason: 'reason' in by ? by.reason : null },
        nowIso,
      );
    return outcome;
  });
  if (done.refund) await settleLessonRefund(ctx, done.refund);
  return {
    returned: done.returned,
    message: done.returned ? lessonMessages.cancelledInTime : lessonMessages.cancelledLate,
  };
}

export function cancelLesson(ctx: AppContext, user: UserRow, id: string): Promise<LessonCancelled> {
  return cancelBy(ctx, id, { member: user });
}

/** POST /api/staff/lessons/{id}/cancel: any lesson, by the member's rule, with the staff's reason. */
export function staffCancelLesson(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  reason: string,
): Promise<LessonCancelled> {
  return cancelBy(ctx, id, { staff: actor, reason });
}

function lessonView(
  ctx: AppContext,
  row: ReturnType<typeof lessonsWithNames>[number],
  studentName: (r: typeof row) => string,
): LessonView {
  const zone = ctx.config.venue.timeZone;
  const l = row.lesson;
  const wall = (iso: string) => instantToWall(Date.parse(iso), zone).time;
  return {
    id: l.id,
    typeId: l.typeId,
    typeName: row.typeName,
    coachId: l.coachId,
    coachName: row.coachName,
    studentId: l.userId,
    studentName: studentName(row),
    date: l.lessonDate,
    startTime: wall(l.startTime),
    endTime: wall(l.endTime),
    startsAt: l.startTime,
    endsAt: l.endTime,
    bay: l.bayNumber,
    status: l.status,
    priceCents: l.priceCents,
    paidWith: l.paidWith,
  };
}

const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** The member's lessons still to come (the dashboard). */
export function myLessons(ctx: AppContext, user: UserRow): LessonView[] {
  const from = toIsoInstant(ctx.now());
  return lessonsWithNames(ctx.db, { userId: user.id, from }).map((r) => lessonView(ctx, r, fullName));
}

/** A member's booked lessons ending from `since` on, for their calendar feed. */
export function feedLessons(ctx: AppContext, userId: string, since: number) {
  return lessonsWithNames(ctx.db, { userId, from: toIsoInstant(since) })
    .filter((r) => r.lesson.status === 'booked')
    .map((r) => ({
      id: r.lesson.id,
      typeName: r.typeName,
      coachName: r.coachName,
      bayNumber: r.lesson.bayNumber,
      startTime: r.lesson.startTime,
      endTime: r.lesson.endTime,
      createdAt: r.lesson.createdAt,
    }));
}

/** The desk's lessons of a venue date, every coach's. */
export function dayLessons(ctx: AppContext, date: string): LessonView[] {
  validDate(date);
  return lessonsWithNames(ctx.db, { date }).map((r) => lessonView(ctx, r, fullName));
}

/** A coach's own day: their lessons only, whoever asks with the role 'coach' (403 when no coach is theirs). */
export function coachDay(ctx: AppContext, user: UserRow, date: string): LessonView[] {
  validDate(date);
  const coach = ownCoach(ctx.db, user);
  return lessonsWithNames(ctx.db, { date, coachId: coach.id }).map((r) => lessonView(ctx, r, fullName));
}
