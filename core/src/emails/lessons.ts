/** A lesson's emails to its student (booked, cancelled, the reminder) and a coach's morning list of the day. */

import { LESSON_CANCEL_HOURS } from '../lessons';
import { formatDateLong, formatWallTime, instantToWall } from '../time';
import { bayLabel } from '../venue';
import { describeSlot, type EmailContext, type EmailText, letter } from './letter';

/** A lesson as its emails name it: ISO 8601 UTC instants, as stored. */
export interface EmailLesson {
  typeName: string;
  coachName: string;
  startTime: string;
  endTime: string;
  bayNumber: string | null;
}

function lessonLines(l: EmailLesson, c: EmailContext): string[] {
  return [
    `  ${l.typeName} with ${l.coachName}`,
    `  ${describeSlot(l.startTime, l.endTime, c.venue.timeZone)}`,
    ...(l.bayNumber ? [`  ${bayLabel(l.bayNumber)}`] : []),
  ];
}

const wall = (iso: string, zone: string) => formatWallTime(instantToWall(Date.parse(iso), zone).time);

function headline(l: EmailLesson, c: EmailContext): string {
  const zone = c.venue.timeZone;
  return `${l.typeName} with ${l.coachName}, ${formatDateLong(Date.parse(l.startTime), zone)}, ${wall(l.startTime, zone)}`;
}

/** A lesson of a coach's day as the morning email lists it. */
export interface CoachDayLesson extends EmailLesson {
  studentName: string;
}

export const lessonEmails = {
  confirmed(firstName: string, l: EmailLesson, c: EmailContext): EmailText {
    return {
      subject: `Lesson booked: ${headline(l, c)}`,
      text: letter(
        firstName,
        [
          'Your lesson is booked:',
          '',
          ...lessonLines(l, c),
          '',
          `Cancel at least ${LESSON_CANCEL_HOURS} hours ahead to get your money or credit back.`,
          `Your lessons: ${c.publicUrl}/dashboard`,
        ],
        c,
      ),
    };
  },
  /** `returned`: whether its money or credit came back (the 24-hour rule); `byStaff`: the lounge cancelled it. */
  cancelled(
    firstName: string,
    l: EmailLesson,
    c: EmailContext,
    outcome: { returned: boolean; byStaff: boolean; reason?: string | null },
  ): EmailText {
    return {
      subject: `Lesson cancelled: ${headline(l, c)}`,
      text: letter(
        firstName,
        [
          outcome.byStaff ? 'The lounge has cancelled your lesson:' : 'Your lesson is cancelled:',
          '',
          ...lessonLines(l, c),
          ...(outcome.reason ? ['', `Reason: ${outcome.reason}`] : []),
          '',
          outcome.returned
            ? 'What you paid for it comes back to you: a credit to your pack, or a refund to your card.'
            : `It was less than ${LESSON_CANCEL_HOURS} hours away, so nothing is returned.`,
          `Book another: ${c.publicUrl}/lessons`,
        ],
        c,
      ),
    };
  },
  reminder(firstName: string, l: EmailLesson, c: EmailContext): EmailText {
    return {
      subject: `Reminder: ${headline(l, c)}`,
      text: letter(firstName, ['Your lesson is coming up:', '', ...lessonLines(l, c)], c),
    };
  },
  /** The coach's morning email: the day's lessons in order, each with its student. */
  coachDay(firstName: string, date: string, lessons: readonly CoachDayLesson[], c: EmailContext): EmailText {
    const zone = c.venue.timeZone;
    const day = lessons[0] ? formatDateLong(Date.parse(lessons[0].startTime), zone) : date;
    return {
      subject: `Your lessons today: ${lessons.length} on ${day}`,
      text: letter(
        firstName,
        [
          `Your lessons on ${day}:`,
          '',
          ...lessons.map(
            (l) =>
              `  ${wall(l.startTime, zone)}–${wall(l.endTime, zone)} ${l.typeName} with ${l.studentName}${l.bayNumber ? `, ${bayLabel(l.bayNumber)}` : ''}`,
          ),
        ],
        c,
      ),
    };
  },
};
