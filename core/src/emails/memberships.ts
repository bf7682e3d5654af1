import type { Freeze } from '../membershipFreeze';
import { formatIsoDate, type IsoDate } from '../time';
import { type EmailContext, type EmailText, letter } from './letter';

/** Freezing, resuming and leaving: every change to a membership is written to the member. */
export const membershipEmails = {
  freezeConfirmed(firstName: string, f: Freeze, c: EmailContext): EmailText {
    return {
      subject: `Your membership is frozen from ${formatIsoDate(f.startsOn)}`,
      text: letter(
        firstName,
        [
          `Your membership is frozen from ${formatIsoDate(f.startsOn)} until ${formatIsoDate(f.resumesOn)}.`,
          'You will not be charged for those months, and the bays cannot be booked on those days.',
          `Back early? End the freeze on your dashboard and you can book that day: ${c.publicUrl}/dashboard`,
        ],
        c,
      ),
    };
  },
  freezeEnding(firstName: string, f: Freeze, c: EmailContext): EmailText {
    return {
      subject: `Welcome back soon: your freeze ends on ${formatIsoDate(f.resumesOn)}`,
      text: letter(
        firstName,
        [
          `Your membership's freeze ends on ${formatIsoDate(f.resumesOn)}: from that day you can book again, and billing restarts.`,
          `Book your first session: ${c.publicUrl}/booking`,
        ],
        c,
      ),
    };
  },
  resumed(firstName: string, on: IsoDate, c: EmailContext): EmailText {
    return {
      subject: 'Your membership is active again',
      text: letter(
        firstName,
        [
          `Your membership is active again from ${formatIsoDate(on)}, and billing restarts.`,
          `Book a bay: ${c.publicUrl}/booking`,
        ],
        c,
      ),
    };
  },
  freezeDropped(firstName: string, f: Freeze, c: EmailContext): EmailText {
    return {
      subject: 'Your freeze is cancelled',
      text: letter(
        firstName,
        [
          `The freeze that was to start on ${formatIsoDate(f.startsOn)} is cancelled; your membership carries on as before.`,
        ],
        c,
      ),
    };
  },
  cancelled(firstName: string, summary: string, c: EmailContext): EmailText {
    return {
      subject: 'Your cancellation is confirmed',
      text: letter(
        firstName,
        [
          'We have your notice to cancel your membership.',
          summary,
          `Changed your mind? Take the cancellation back on your dashboard before then: ${c.publicUrl}/dashboard`,
        ],
        c,
      ),
    };
  },
  cancelWithdrawn(firstName: string, c: EmailContext): EmailText {
    return {
      subject: 'Your membership carries on',
      text: letter(firstName, ['You took back your cancellation: your membership carries on as before.'], c),
    };
  },
  guaranteeRefunded(firstName: string, amount: string, c: EmailContext): EmailText {
    return {
      subject: 'Your membership is cancelled and refunded',
      text: letter(
        firstName,
        [
          `Your membership is cancelled, and ${amount} is being refunded to your card under our money-back guarantee; it may take 5 to 10 days to appear.`,
          'Any bookings you had coming up are cancelled. We hope to see you again.',
        ],
        c,
      ),
    };
  },
  planChanged(firstName: string, lines: string[], c: EmailContext): EmailText {
    return {
      subject: 'Your membership plan has changed',
      text: letter(firstName, [...lines, `Your plan and payments: ${c.publicUrl}/dashboard`], c),
    };
  },
};
