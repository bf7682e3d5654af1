/** A visitor's tour: the receipt of the request and the confirmation. */

import { dateTimeFormat } from '../dateFormats';
import { formatWallTime } from '../time';
import type { VenueSettings } from '../venue';
import { type EmailContext, type EmailText, letter, unverifiedLetter } from './letter';

export interface EmailTour {
  /** Greets the visitor on the confirmation (sent once staff have spoken to them), never on the receipt. */
  firstName: string;
  /** 'YYYY-MM-DD' and 'HH:mm', venue wall clock. */
  date: string;
  time: string;
  partySize: number;
}

function tourWhen(t: Omit<EmailTour, 'firstName'>): string {
  // Noon of the date names its weekday safely whatever the zone.
  const day = dateTimeFormat({
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(Date.parse(`${t.date}T12:00:00Z`));
  return `${day} at ${formatWallTime(t.time)}`;
}

/**
 * A tour request as the page's confirmation and the receipt both state it: what was asked for, in
 * the same lines, and what happens next, in the same words.
 */
export const tourRequestCopy = {
  title: 'Tour Requested',
  /** The day and time asked for, the party, and where the lounge is. */
  lines: (t: Omit<EmailTour, 'firstName'>, venue: VenueSettings): string[] => [
    tourWhen(t),
    tourRequestCopy.party(t.partySize),
    venue.contact.address,
  ],
  party: (size: number) => `Party of ${size}`,
  next: (venue: VenueSettings) =>
    `We will confirm within ${venue.tours.confirmWithinHours} hours. Nothing is booked until then.`,
  /** The calendar event's title: a request, not yet a tour. */
  calendarTitle: (venue: VenueSettings) => `Tour of ${venue.name} (requested)`,
  /** The calendar file's link on the page. */
  addToCalendar: 'Add to calendar',
};

export const tourEmails = {
  /** The receipt, to an unverified address: the date, time and party it chose, nothing it typed. */
  received(t: Omit<EmailTour, 'firstName'>, c: EmailContext): EmailText {
    return {
      subject: `We received your tour request for ${tourWhen(t)}`,
      text: unverifiedLetter(
        [
          `Thank you for asking to tour ${c.venue.name}. You asked for:`,
          '',
          ...tourRequestCopy.lines(t, c.venue).map((line) => `  ${line}`),
          '',
          tourRequestCopy.next(c.venue),
        ],
        c,
      ),
    };
  },
  confirmed(t: EmailTour, c: EmailContext): EmailText {
    return {
      subject: `Your tour is confirmed: ${tourWhen(t)}`,
      text: letter(
        t.firstName,
        [
          'Your tour of the lounge is confirmed:',
          '',
          `  ${tourWhen(t)}`,
          `  Party of ${t.partySize}`,
          `  ${c.venue.contact.address}`,
          '',
          `If you need to change it, call us at ${c.venue.contact.phone}.`,
        ],
        c,
      ),
    };
  },
};
