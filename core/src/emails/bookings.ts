/** A booking's emails, and the waitlist's offer of one. */

import { formatDateLong, formatWallTime, instantToWall } from '../time';
import {
  bookingLines,
  type EmailBooking,
  type EmailContext,
  type EmailPass,
  type EmailText,
  letter,
  passLines,
  slotHeadline,
  zoneName,
} from './letter';

export const bookingEmails = {
  confirmed(firstName: string, b: EmailBooking, c: EmailContext, pass?: EmailPass | null): EmailText {
    return {
      subject: `Booking confirmed: ${slotHeadline(b, c.venue.timeZone)}`,
      text: letter(
        firstName,
        [
          'Your bay is booked:',
          '',
          ...bookingLines(b, c),
          '',
          ...(pass ? [...passLines(pass), ''] : []),
          'The attached calendar file adds it to your calendar.',
          `Change or cancel it from your dashboard: ${c.publicUrl}/dashboard`,
        ],
        c,
      ),
    };
  },
  updated(firstName: string, b: EmailBooking, c: EmailContext): EmailText {
    return {
      subject: `Booking updated: ${slotHeadline(b, c.venue.timeZone)}`,
      text: letter(
        firstName,
        [
          'Your booking has been changed. It now reads:',
          '',
          ...bookingLines(b, c),
          '',
          'The attached calendar file updates the event in your calendar.',
          `Your bookings: ${c.publicUrl}/dashboard`,
        ],
        c,
      ),
    };
  },
  /** The lounge released it: nobody checked in within `minutes` of the start (checkIn.ts). */
  released(firstName: string, b: EmailBooking, c: EmailContext, minutes: number): EmailText {
    return {
      subject: `Booking released: ${slotHeadline(b, c.venue.timeZone)}`,
      text: letter(
        firstName,
        [
          `Nobody checked in within ${minutes} minutes of the start, so the lounge released this bay for others:`,
          '',
          ...bookingLines(b, c),
          '',
          'It counts as a no-show. If you are at the lounge, please see the desk.',
          `Book another time: ${c.publicUrl}/booking`,
        ],
        c,
      ),
    };
  },
  cancelled(
    firstName: string,
    b: EmailBooking,
    c: EmailContext,
    reason?: string | null,
    /** What became of the guest fee (refundCopy's words), when one was paid. */
    refundNote?: string | null,
  ): EmailText {
    return {
      subject: `Booking cancelled: ${slotHeadline(b, c.venue.timeZone)}`,
      text: letter(
        firstName,
        [
          'This booking has been cancelled:',
          '',
          ...bookingLines(b, c),
          ...(reason ? ['', `Reason: ${reason}`] : []),
          ...(refundNote ? ['', refundNote] : []),
          '',
          'The attached calendar file removes it from your calendar.',
          `Book another time: ${c.publicUrl}/booking`,
        ],
        c,
      ),
    };
  },
  reminder(firstName: string, b: EmailBooking, c: EmailContext): EmailText {
    return {
      subject: `Reminder: ${slotHeadline(b, c.venue.timeZone)}`,
      text: letter(
        firstName,
        [
          'A reminder that your bay is ready for you soon:',
          '',
          ...bookingLines(b, c),
          '',
          `Running late or can't make it? Change or cancel it here: ${c.publicUrl}/dashboard`,
          '',
          `Rather not get reminders? Turn them off on your dashboard: ${c.publicUrl}/dashboard`,
        ],
        c,
      ),
    };
  },
};

export const waitlistEmails = {
  offer(firstName: string, b: EmailBooking, holdUntilIso: string, c: EmailContext): EmailText {
    const holdUntil = Date.parse(holdUntilIso);
    // With its date: an offer made after closing is held into the next morning.
    const until = `${formatWallTime(instantToWall(holdUntil, c.venue.timeZone).time)} ${zoneName(holdUntil, c.venue.timeZone)} on ${formatDateLong(holdUntil, c.venue.timeZone)}`;
    return {
      subject: `A bay opened up: ${slotHeadline(b, c.venue.timeZone)}`,
      text: letter(
        firstName,
        [
          'Good news: the time you were waiting for is free, and we are holding it for you:',
          '',
          ...bookingLines(b, c),
          '',
          `Claim it on your dashboard by ${until}: ${c.publicUrl}/dashboard`,
          'If you do not claim it by then, it passes to the next member in line.',
        ],
        c,
      ),
    };
  },
};
