import type { Notice } from './notice';

/** 'an hour', '15 minutes': a window's length in the desk's words. */
function minutesWords(minutes: number): string {
  if (minutes === 60) return 'an hour';
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** The front desk's refusals of a status change or a correction (boardStatus.ts, statusCorrection.ts). */
export const deskMessages = {
  checkIn: {
    otherDay: (day: string): Notice => ({
      title: 'Not Check-in Time',
      message: `This booking is on ${day}; check in on that day.`,
    }),
    notYet: (opens: string, minutes: number): Notice => ({
      title: 'Not Check-in Time',
      message: `Check-in opens at ${opens}, ${minutesWords(minutes)} before the start.`,
    }),
    ended: (ended: string): Notice => ({
      title: 'Not Check-in Time',
      message: `This booking ended at ${ended}; it can no longer be checked in.`,
    }),
  },
  noShow: {
    tooEarly: (from: string, minutes: number): Notice => ({
      title: 'Too Early for No-show',
      message: `A no-show can be marked from ${from}, ${minutesWords(minutes)} after the start.`,
    }),
    otherDay: (day: string, from: string): Notice => ({
      title: 'Too Early for No-show',
      message: `This booking is on ${day}; a no-show can be marked from ${from} that day.`,
    }),
    dayOver: (day: string): Notice => ({
      title: 'Day Is Over',
      message: `This booking was on ${day}. To change what happened, correct it with a reason.`,
    }),
  },
  correct: {
    notKept: {
      title: 'Cannot Correct',
      message: 'Only a booking that was kept (confirmed, checked in or no-show) can be corrected.',
    } as Notice,
    notEnded: {
      title: 'Not Ended Yet',
      message: 'This booking has not ended yet: use Check In, No-show or Undo instead.',
    } as Notice,
    /** Staff's cancel of a booking that has ended: it would rewrite the day's figures. */
    notCancellable: {
      title: 'Booking Finished',
      message:
        'This booking has ended, so it stays on the day’s record and cannot be cancelled. Use Correct to set what happened.',
    } as Notice,
  },
  /** The desk's Correct dialog: what a booking that has ended may be set to, in staff's words. */
  correctDialog: {
    title: (name: string) => `Correct ${name}’s booking`,
    intro: 'The booking has ended. Set what happened; the reason is kept in the staff log.',
    statuses: {
      checked_in: 'Checked in (the desk forgot)',
      no_show: 'No-show (never came)',
      confirmed: 'Neither (ended without a check-in)',
    },
    reasonRequired: 'Give a reason for the correction.',
  },
  /** A refund asked for at the desk: stated and confirmed before it is sent. */
  refundConfirm: {
    title: 'Send this refund?',
    line: (amount: string, payment: string, date: string, method: string) =>
      `Refund ${amount} of ${payment}, paid ${date} (${method}).`,
    adminNeeded: 'An admin must make this refund: ask one to sign in at the desk.',
  },
  undo: {
    nothing: { title: 'Nothing to Undo', message: 'Only a check-in or a no-show can be undone.' } as Notice,
    tooLate: (day: string): Notice => ({
      title: 'Too Late to Undo',
      message: `A check-in or no-show can only be undone on the booking's day (${day}).`,
    }),
  },
} as const;
