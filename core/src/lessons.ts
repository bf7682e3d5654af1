/**
 * Private instruction (docs/lessons.md): lesson types and their defaults, a coach's hours with
 * exceptions, the times a coach and a bay are both free for a whole lesson, the VIP's 20% off, lesson
 * packs and their credits, and the cancellation cut-off. Money is integer cents, rounded half up.
 */
import { Temporal } from 'temporal-polyfill';
import { cancellationRefund } from './refundPolicy';
import {
  addDays,
  type IsoDate,
  instantToWall,
  isIsoDate,
  isWallTime,
  minutesOfDay,
  type WallTime,
  wallTimeOfMinutes,
  wallToInstant,
} from './time';
import { MINUTE_MS, rangesOverlap, type TimeRange } from './timeSlots';
import type { VenueHours } from './venue';

/** The lengths a lesson type may have, in minutes. */
export const LESSON_MINUTES = [30, 45, 60, 90] as const;
export type LessonMinutes = (typeof LESSON_MINUTES)[number];

/** Who may book a type: members only, or visitors too. */
export const LESSON_BOOKERS = ['members', 'everyone'] as const;
export type LessonBookers = (typeof LESSON_BOOKERS)[number];

/** A lesson cancelled at least this many real hours before its start returns its money or credit. */
export const LESSON_CANCEL_HOURS = 24;

/** From this venue time each coach with an account gets the day's lessons by email (the background pass). */
export const COACH_DAY_EMAIL_TIME: WallTime = '07:00';

/** The VIP plan's "20% off private instruction": lessons and packs alike. */
export const VIP_LESSON_DISCOUNT_PERCENT = 20;

/** Pack sizes, and what each costs in lessons, written in half lessons to stay in integers (4.5, 8.5). */
export const LESSON_PACK_SIZES = [5, 10] as const;
export type LessonPackSize = (typeof LESSON_PACK_SIZES)[number];
const PACK_HALF_LESSONS: Readonly<Record<LessonPackSize, number>> = { 5: 9, 10: 17 };

/** How long a pack's credits may be used, in months from the day it was bought (a setting). */
export const DEFAULT_LESSON_CREDIT_MONTHS = 12;

export interface LessonTypeSettings {
  name: string;
  minutes: LessonMinutes;
  priceCents: number;
  needsBay: boolean;
  bookableBy: LessonBookers;
}

/** The types a new lounge starts with. */
export const DEFAULT_LESSON_TYPES: readonly LessonTypeSettings[] = Object.freeze([
  { name: 'Private lesson', minutes: 60, priceCents: 12_000, needsBay: true, bookableBy: 'everyone' },
  { name: 'Swing check', minutes: 30, priceCents: 6_500, needsBay: true, bookableBy: 'everyone' },
]);

/** `cents * numerator / denominator`, rounded half up, in integers (no floating point). */
function halfUp(cents: number, numerator: number, denominator: number): number {
  return Math.floor((2 * cents * numerator + denominator) / (2 * denominator));
}

/** A price with `percent` off, to the cent, half up. */
export function percentOffCents(cents: number, percent: number): number {
  return halfUp(cents, 100 - percent, 100);
}

/** What one lesson of a type costs the booker: the VIP pays 20% less. */
export function lessonPriceCents(typePriceCents: number, vip: boolean): number {
  return vip ? percentOffCents(typePriceCents, VIP_LESSON_DISCOUNT_PERCENT) : typePriceCents;
}

/** A pack's price: 5 for the price of 4.5, 10 for 8.5, each half up to the cent; then the VIP's 20% off. */
export function lessonPackPriceCents(typePriceCents: number, size: LessonPackSize, vip: boolean): number {
  return lessonPriceCents(halfUp(typePriceCents, PACK_HALF_LESSONS[size], 2), vip);
}

/** An admin's refund of a pack: the part paid for the credits still unused, half up. */
export function packRefundCents(paidCents: number, size: number, remaining: number): number {
  if (remaining <= 0 || size <= 0) return 0;
  return halfUp(paidCents, Math.min(remaining, size), size);
}

/** The last venue date a pack bought on `purchased` may be used for a lesson on. */
export function creditExpiresOn(purchased: IsoDate, months: number = DEFAULT_LESSON_CREDIT_MONTHS): IsoDate {
  return addDays(Temporal.PlainDate.from(purchased).add({ months }).toString(), -1);
}

/** Whether cancelling now returns the lesson's money or credit: 24 real hours ahead, whatever DST does. */
export function lessonCancelInTime(startsAt: number, now: number): boolean {
  return cancellationRefund({ paidCents: 0, startsAt, now, cutoffHours: LESSON_CANCEL_HOURS }).inTime;
}

/** A coach's weekly hours: weekday 0 Sunday .. 6 Saturday, venue wall clock. */
export interface WeeklyHours {
  weekday: number;
  start: WallTime;
  end: WallTime;
}

/** A date whose hours differ: without times a day off; with them, that day's hours instead. */
export interface HoursException {
  date: IsoDate;
  start?: WallTime;
  end?: WallTime;
}

export interface WallWindow {
  start: WallTime;
  end: WallTime;
}

/** The coach's hours on a date: its exceptions replace the week's; any exception without times is a day off. */
export function coachHoursOn(
  date: IsoDate,
  weekly: readonly WeeklyHours[],
  exceptions: readonly HoursException[],
): WallWindow[] {
  const that = exceptions.filter((e) => e.date === date);
  if (that.length > 0) {
    if (that.some((e) => !e.start || !e.end)) return [];
    return that.map((e) => ({ start: e.start as WallTime, end: e.end as WallTime }));
  }
  const weekday = Temporal.PlainDate.from(date).dayOfWeek % 7;
  return weekly.filter((w) => w.weekday === weekday).map(({ start, end }) => ({ start, end }));
}

/** What takes a bay or the coach for a while: a booking, a block or another lesson (instants, ms). */
export interface BusySpan extends TimeRange {
  /** The bay it takes; absent when it takes the coach (their other lessons, which also hold a bay). */
  bay?: string;
}

export interface FreeLessonTime {
  bay: string | null;
  startTime: WallTime;
  endTime: WallTime;
  start: number;
  end: number;
}

export interface FreeLessonQuery {
  date: IsoDate;
  timeZone: string;
  hours: VenueHours;
  minutes: number;
  needsBay: boolean;
  bays: readonly string[];
  /** The coach's hours that day (coachHoursOn). */
  coachHours: readonly WallWindow[];
  /** The coach's other lessons. */
  coachBusy: readonly TimeRange[];
  /** Bookings, blocks (a lesson's bay is one) on the venue's bays. */
  bayBusy: readonly BusySpan[];
  now: number;
}

/**
 * Each start on the venue's grid, inside the coach's hours and the venue's, not yet begun, where the
 * coach is free and (for a type that needs one) a bay is free for the whole lesson; the first such
 * bay is offered. A lesson lasts its real minutes, and its end is read off the wall clock at that
 * instant (on the night the clocks go back, 01:00 plus an hour reads 01:00).
 */
export function freeLessonTimes(q: FreeLessonQuery): FreeLessonTime[] {
  const open = minutesOfDay(q.hours.open);
  const close = minutesOfDay(q.hours.close);
  const step = q.hours.stepMinutes;
  const found: FreeLessonTime[] = [];
  for (const worked of q.coachHours) {
    const from = Math.max(open, minutesOfDay(worked.start));
    const to = Math.min(close, minutesOfDay(worked.end));
    const first = Math.ceil((from - open) / step) * step + open;
    for (let m = first; m + q.minutes <= to; m += step) {
      const startTime = wallTimeOfMinutes(m);
      const start = wallToInstant(q.date, startTime, q.timeZone);
      const span = { start, end: start + q.minutes * MINUTE_MS };
      if (start <= q.now || q.coachBusy.some((b) => rangesOverlap(b, span))) continue;
      const endTime = instantToWall(span.end, q.timeZone).time;
      if (!q.needsBay) {
        found.push({ bay: null, startTime, endTime, ...span });
        continue;
      }
      const bay = q.bays.find((b) => !q.bayBusy.some((busy) => busy.bay === b && rangesOverlap(busy, span)));
      if (bay) found.push({ bay, startTime, endTime, ...span });
    }
  }
  return found;
}

export type CoachHoursField = 'weekly' | 'exceptions';

/** The first thing wrong with a coach's hours, or null. */
export function coachHoursError(
  weekly: readonly WeeklyHours[],
  exceptions: readonly HoursException[],
): { field: CoachHoursField; message: string } | null {
  for (const w of weekly) {
    if (!Number.isInteger(w.weekday) || w.weekday < 0 || w.weekday > 6)
      return { field: 'weekly', message: lessonMessages.hours.weekday };
    if (!isWallTime(w.start) || !isWallTime(w.end) || minutesOfDay(w.end) <= minutesOfDay(w.start))
      return { field: 'weekly', message: lessonMessages.hours.range };
  }
  for (const e of exceptions) {
    if (!isIsoDate(e.date)) return { field: 'exceptions', message: lessonMessages.hours.date };
    if ((e.start === undefined) !== (e.end === undefined))
      return { field: 'exceptions', message: lessonMessages.hours.both };
    if (
      e.start !== undefined &&
      e.end !== undefined &&
      (!isWallTime(e.start) || !isWallTime(e.end) || minutesOfDay(e.end) <= minutesOfDay(e.start))
    )
      return { field: 'exceptions', message: lessonMessages.hours.range };
  }
  return null;
}

/** Every title and sentence the lessons' screens and refusals show. */
export const lessonMessages = {
  pageTitle: 'Private instruction',
  pageIntro:
    'Book a lesson with one of our coaches: pick a coach, a lesson and a day, and we hold a bay for you.',
  vipNote: `VIP members save ${VIP_LESSON_DISCOUNT_PERCENT}% on every lesson and pack.`,
  noTimes: 'No free times that day. Try another day or coach.',
  ourCoaches: 'Our coaches',
  yourLessons: 'Your lessons',
  creditsLeft: (remaining: number, typeName: string, expiresOn: string) =>
    `${remaining} ${typeName} ${remaining === 1 ? 'credit' : 'credits'} to use by ${expiresOn}`,
  bookLessons: 'Book a lesson',
  packNote: (size: number, months: number) =>
    `${size} lessons to use within ${months} months, one credit a lesson.`,
  cancelNote: `Cancel at least ${LESSON_CANCEL_HOURS} hours ahead to get your money or credit back.`,
  coachTaken: {
    title: 'Coach Not Free',
    message: 'The coach is not free for that whole time. Pick another time.',
  },
  bayTaken: { title: 'No Bay Free', message: 'No bay is free for that whole time. Pick another time.' },
  notInHours: { title: 'Outside The Coach’s Hours', message: 'The coach does not teach at that time.' },
  started: { title: 'Time Has Passed', message: 'That time has already started. Pick a later one.' },
  membersOnly: {
    title: 'Members Only',
    message: 'This lesson is for members. Sign in or become a member to book it.',
  },
  signInToBook: { title: 'Sign In To Book', message: 'Sign in or create an account to book a lesson.' },
  notTaught: { title: 'Not Taught By This Coach', message: 'This coach does not teach that lesson.' },
  noCredit: {
    title: 'No Credit Left',
    message: 'You have no unused credit for this lesson on that date. Pay for it, or buy a pack.',
  },
  unknownType: { title: 'No Such Lesson', message: 'That lesson type does not exist.' },
  unknownCoach: { title: 'No Such Coach', message: 'That coach does not exist.' },
  notYours: { title: 'Not Your Lesson', message: 'Only the member who booked a lesson may cancel it.' },
  alreadyCancelled: { title: 'Already Cancelled', message: 'This lesson is already cancelled.' },
  notYourStudent: {
    title: 'Not Your Student',
    message: 'A coach sees and writes notes only on members who have a lesson with them.',
  },
  noteAfterLesson: {
    title: 'After The Lesson',
    message: 'You can add a note on this student once a lesson with them is over.',
  },
  studentNotes: 'Student notes',
  noStudentNotes: 'No notes on this student yet.',
  addStudentNote: 'Add Note',
  studentNoteSaved: 'Note Saved',
  cancelLesson: 'Cancel Lesson',
  cancelConfirm: 'Yes, Cancel It',
  keepLesson: 'Keep It',
  cancelled: 'Lesson Cancelled',
  cancelledInTime: 'Your lesson is cancelled and what you paid for it comes back to you.',
  cancelledLate: `Your lesson is cancelled. It was less than ${LESSON_CANCEL_HOURS} hours away, so nothing is returned: the coach’s time was held for you.`,
  packNotFound: { title: 'No Such Pack', message: 'That pack does not exist.' },
  packAlreadyRefunded: {
    title: 'Nothing To Refund',
    message: 'This pack has no unused credit left to refund.',
  },
  badSize: {
    title: 'No Such Pack Size',
    message: `Packs come in ${LESSON_PACK_SIZES.join(' and ')} lessons.`,
  },
  hours: {
    weekday: 'A weekday is 0 (Sunday) to 6 (Saturday).',
    range: 'Each span needs a start and a later end, as HH:MM.',
    date: 'An exception’s date is YYYY-MM-DD.',
    both: 'An exception has both a start and an end, or neither (a day off).',
  },
  typeMinutes: `A lesson lasts ${LESSON_MINUTES.join(', ')} minutes.`,
  boardReason: (coachName: string) => `Lesson: ${coachName}`,
  lessonHold: {
    title: 'A Lesson Holds This Bay',
    message: 'This bay is held for a lesson. Cancel the lesson to free it.',
  },
  ledgerLesson: (typeName: string, coachName: string) => `Lesson: ${typeName} with ${coachName}`,
  ledgerPack: (size: number, typeName: string) => `Lesson pack: ${size} × ${typeName}`,
} as const;
