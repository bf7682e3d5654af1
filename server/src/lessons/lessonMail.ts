/**
 * A lesson's emails (core's lessonEmails): the student's confirmation and cancellation, queued in the
 * transaction that books or cancels it; the reminder before it and each coach's morning list of the
 * day, queued by the background pass once each (their dedupe keys name the lesson and its start, or
 * the coach and the date).
 */
import {
  COACH_DAY_EMAIL_TIME,
  instantToWall,
  lessonEmails,
  minutesOfDay,
  REMINDER_LEAD_MS,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext, WriteContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { coachesWithAccounts, lessonsWithNames } from './lessonStore';

type NamedLesson = ReturnType<typeof lessonsWithNames>[number];

function emailLesson(row: NamedLesson) {
  const l = row.lesson;
  return {
    typeName: row.typeName,
    coachName: row.coachName,
    startTime: l.startTime,
    endTime: l.endTime,
    bayNumber: l.bayNumber,
  };
}

/** The student's email that a lesson is booked (on a credit at once; by card when paid). */
export function queueLessonBooked(ctx: WriteContext, lessonId: string, nowIso: string): void {
  const row = lessonsWithNames(ctx.db, { id: lessonId })[0];
  if (row?.lesson.status !== 'booked') return;
  enqueueMail(
    ctx.db,
    {
      kind: 'lesson_booked',
      to: row.email,
      userId: row.lesson.userId,
      ...lessonEmails.confirmed(row.firstName, emailLesson(row), emailContext(ctx)),
      dedupeKey: `lesson-booked:${lessonId}`,
    },
    nowIso,
  );
}

/** Read before the lesson is cancelled (the names query reads live lessons only). */
export function lessonForMail(ctx: WriteContext, lessonId: string): NamedLesson | undefined {
  return lessonsWithNames(ctx.db, { id: lessonId })[0];
}

export function queueLessonCancelled(
  ctx: WriteContext,
  row: NamedLesson,
  outcome: { returned: boolean; byStaff: boolean; reason?: string | null },
  nowIso: string,
): void {
  // An unpaid hold let go was never the member's lesson: nothing to tell.
  if (row.lesson.status !== 'booked') return;
  enqueueMail(
    ctx.db,
    {
      kind: 'lesson_cancelled',
      to: row.email,
      userId: row.lesson.userId,
      ...lessonEmails.cancelled(row.firstName, emailLesson(row), emailContext(ctx), outcome),
    },
    nowIso,
  );
}

/** The reminders of booked lessons starting within the lead, booked before it; returns how many were new. */
function queueLessonReminders(ctx: AppContext, now: number): number {
  const nowIso = toIsoInstant(now);
  return writeTransaction(ctx.database, () => {
    let queued = 0;
    for (const row of lessonsWithNames(ctx.db, {
      from: nowIso,
      startsBefore: toIsoInstant(now + REMINDER_LEAD_MS),
    })) {
      const l = row.lesson;
      if (!row.emailReminders || l.startTime <= nowIso) continue;
      if (l.createdAt > toIsoInstant(Date.parse(l.startTime) - REMINDER_LEAD_MS)) continue;
      const sent = enqueueMail(
        ctx.db,
        {
          kind: 'lesson_reminder',
          to: row.email,
          userId: l.userId,
          ...lessonEmails.reminder(row.firstName, emailLesson(row), emailContext(ctx)),
          dedupeKey: `lesson-reminder:${l.id}:${l.startTime}`,
        },
        nowIso,
      );
      if (sent) queued += 1;
    }
    return queued;
  });
}

/** From COACH_DAY_EMAIL_TIME at the venue, each coach with an account and lessons today gets their list once. */
function queueCoachMornings(ctx: AppContext, now: number): number {
  const zone = ctx.config.venue.timeZone;
  const wall = instantToWall(now, zone);
  if (minutesOfDay(wall.time) < minutesOfDay(COACH_DAY_EMAIL_TIME)) return 0;
  const nowIso = toIsoInstant(now);
  return writeTransaction(ctx.database, () => {
    let queued = 0;
    for (const coach of coachesWithAccounts(ctx.db)) {
      const day = lessonsWithNames(ctx.db, { date: wall.date, coachId: coach.coachId }).filter(
        (r) => r.lesson.status === 'booked',
      );
      if (day.length === 0) continue;
      const email = lessonEmails.coachDay(
        coach.firstName,
        wall.date,
        day.map((r) => ({ ...emailLesson(r), studentName: `${r.firstName} ${r.lastName}`.trim() })),
        emailContext(ctx),
      );
      const sent = enqueueMail(
        ctx.db,
        {
          kind: 'coach_day',
          to: coach.email,
          userId: coach.userId,
          ...email,
          dedupeKey: `coach-day:${coach.coachId}:${wall.date}`,
        },
        nowIso,
      );
      if (sent) queued += 1;
    }
    return queued;
  });
}

/** The background pass's lesson mail: reminders, then the coaches' mornings. */
export function lessonMailChores(ctx: AppContext): number {
  const now = ctx.now();
  return queueLessonReminders(ctx, now) + queueCoachMornings(ctx, now);
}
