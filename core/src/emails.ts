/**
 * The emails the lounge sends, written out: subject and plain text. Pure, like the rest of
 * core: the server passes in the member, the booking and the venue, queues the result and attaches
 * the calendar file itself. Times are the venue's wall clock, named with the zone's short name
 * (MST or MDT), since a member reading on holiday elsewhere must not guess.
 */

import { formatPassCode } from './checkIn';
import { dateTimeFormat } from './dateFormats';
import type { EventType } from './events';
import type { Freeze } from './membershipFreeze';
import { checkInMessages, inquiryReplies } from './messages';
import { formatPrice } from './tiers';
import { formatDateLong, formatIsoDate, formatWallTime, type IsoDate, instantToWall } from './time';
import type { VenueSettings } from './venue';
import { bayLabel } from './venue';

export interface EmailText {
  subject: string;
  text: string;
  /**
   * Links in `text` that carry a secret (a password reset or email change token): only the recipient may read
   * them. The outbox stores the message with each replaced by LINK_HIDDEN, for staff and logs, and
   * keeps the real text for the mail sender alone.
   */
  secretLinks?: readonly string[];
}

/** What staff and logs see in place of a link that carries a secret. */
export const LINK_HIDDEN = '[link hidden]';

export interface EmailBooking {
  bayNumber: string;
  /** ISO 8601 UTC instants, as stored. */
  startTime: string;
  endTime: string;
  /** Players, the member included. */
  guestCount: number;
  notes?: string | null;
}

export interface EmailContext {
  venue: VenueSettings;
  /** The site's address, for links. */
  publicUrl: string;
}

function zoneName(instant: number, timeZone: string): string {
  const part = dateTimeFormat({ timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

function longDay(instant: number, timeZone: string): string {
  return dateTimeFormat({
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

function shortDay(instant: number, timeZone: string): string {
  return dateTimeFormat({
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant);
}

/** 'Saturday, November 28, 2026, 6:00 PM – 8:00 PM MST' */
export function describeSlot(startIso: string, endIso: string, timeZone: string): string {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const from = formatWallTime(instantToWall(start, timeZone).time);
  const to = formatWallTime(instantToWall(end, timeZone).time);
  return `${longDay(start, timeZone)}, ${from} – ${to} ${zoneName(start, timeZone)}`;
}

/** 'Bay 2, Sat, Nov 28, 6:00 PM': short enough for a subject line. */
function slotHeadline(b: EmailBooking, timeZone: string): string {
  const start = Date.parse(b.startTime);
  return `${bayLabel(b.bayNumber)}, ${shortDay(start, timeZone)}, ${formatWallTime(instantToWall(start, timeZone).time)}`;
}

const players = (n: number) => `${n} player${n === 1 ? '' : 's'}`;

function bookingLines(b: EmailBooking, c: EmailContext): string[] {
  return [
    `  ${bayLabel(b.bayNumber)}`,
    `  ${describeSlot(b.startTime, b.endTime, c.venue.timeZone)}`,
    `  ${players(b.guestCount)}`,
    ...(b.notes ? [`  Notes: ${b.notes}`] : []),
  ];
}

function signature(c: EmailContext): string[] {
  return ['', `${c.venue.name}`, c.venue.contact.address, c.venue.contact.phone, c.publicUrl];
}

function letter(firstName: string, body: string[], c: EmailContext): string {
  return [`Hi ${firstName},`, '', ...body, ...signature(c)].join('\n');
}

/**
 * A letter to an address no one has shown to be theirs (an inquiry's receipt, a new email address
 * to confirm): anyone can make us write to any address, so it quotes nothing they typed (no name,
 * no message) and links only to the venue's own site. Otherwise the receipt would carry a
 * stranger's words, and links, to whoever they chose.
 */
function unverifiedLetter(body: string[], c: EmailContext): string {
  return ['Hello,', '', ...body, ...signature(c)].join('\n');
}

/** A booking's check-in pass as an email or a calendar event states it (checkIn.ts). */
export interface EmailPass {
  code: string;
  /** The pass's page on the website. */
  url: string;
  /** PASS_OPENS_MINUTES: it checks in from this long before the start. */
  opensMinutes: number;
}

/** The pass's two lines: its code and when it checks in, and its page. */
export function passLines(pass: EmailPass): string[] {
  return [
    checkInMessages.pass.emailLine(formatPassCode(pass.code), pass.opensMinutes),
    checkInMessages.pass.link(pass.url),
  ];
}

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

/** An event type inside a sentence: 'your corporate event', never 'your corporate.'. */
const EVENT_TYPE_WORDS: Readonly<Record<EventType, string>> = {
  corporate: 'corporate event',
  celebration: 'celebration',
  tournament: 'golf tournament',
  custom: 'custom event',
  other: 'event',
};

export const inquiryEmails = {
  /** The receipt, to an unverified address: the event type is one of our choices, not their words. */
  eventReceived(eventType: EventType, c: EmailContext): EmailText {
    return {
      subject: `We received your ${EVENT_TYPE_WORDS[eventType]} inquiry`,
      text: unverifiedLetter(
        [
          `Thank you for thinking of ${c.venue.name} for your ${EVENT_TYPE_WORDS[eventType]}.`,
          inquiryReplies.event,
        ],
        c,
      ),
    };
  },
  /** The receipt, to an unverified address. */
  contactReceived(c: EmailContext): EmailText {
    return {
      subject: `We received your message`,
      text: unverifiedLetter([`Thank you for your message. ${inquiryReplies.contact}`], c),
    };
  },
  /** To the staff inbox: what arrived and where to handle it. */
  staffNote(kind: 'tour' | 'event' | 'contact', summary: string[], c: EmailContext): EmailText {
    const label = { tour: 'tour request', event: 'event inquiry', contact: 'contact message' }[kind];
    return {
      subject: `New ${label}`,
      text: [
        `A new ${label} has arrived:`,
        '',
        ...summary.map((line) => `  ${line}`),
        '',
        `Handle it in the desk console: ${c.publicUrl}/desk/`,
      ].join('\n'),
    };
  },
};

export const receiptEmails = {
  guestFee(firstName: string, amountCents: number, paidGuests: number, b: EmailBooking, c: EmailContext) {
    return {
      subject: `Receipt: guest fee ${formatPrice(amountCents)}`,
      text: letter(
        firstName,
        [
          `We received your payment of ${formatPrice(amountCents)} for ${paidGuests} guest${paidGuests === 1 ? '' : 's'}, for this booking:`,
          '',
          ...bookingLines(b, c),
          '',
          'Your card statement shows the charge from our payment provider.',
        ],
        c,
      ),
    } satisfies EmailText;
  },
  membership(firstName: string, tierName: string, renewsOn: string | null, c: EmailContext): EmailText {
    return {
      subject: `Welcome to ${c.venue.name}: your ${tierName} membership is active`,
      text: letter(
        firstName,
        [
          `Your payment went through and your ${tierName} membership is active.`,
          ...(renewsOn ? [`It renews on ${renewsOn}.`] : []),
          '',
          `Book your first bay: ${c.publicUrl}/booking`,
          `Manage billing from your dashboard: ${c.publicUrl}/dashboard`,
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

export const accountEmails = {
  passwordReset(firstName: string, link: string, c: EmailContext): EmailText {
    return {
      subject: `Reset your ${c.venue.name} password`,
      text: letter(
        firstName,
        [
          'Someone (we hope you) asked to reset the password of your account. Choose a new one here:',
          '',
          `  ${link}`,
          '',
          'The link works once, for one hour. If you did not ask, ignore this email: your password stays as it is.',
        ],
        c,
      ),
      secretLinks: [link],
    };
  },
  passwordChanged(firstName: string, c: EmailContext): EmailText {
    return {
      subject: `Your ${c.venue.name} password was changed`,
      text: letter(
        firstName,
        [
          'The password of your account was just changed from your account page, and every other device was signed out.',
          '',
          `If this was not you, reset your password now at ${c.publicUrl}/forgot-password and call us at ${c.venue.contact.phone}.`,
        ],
        c,
      ),
    };
  },
  /** To a new account's address: the link that proves it is the member's. */
  confirmAddress(link: string, c: EmailContext): EmailText {
    return {
      subject: `Confirm your ${c.venue.name} email address`,
      // Anyone can sign up with any address: nothing the account holder typed, no name.
      text: unverifiedLetter(
        [
          `An account at ${c.venue.name} was made with this address. Confirm it is yours here (you will be asked to sign in):`,
          '',
          `  ${link}`,
          '',
          'The link works once, for one hour. If you did not sign up, ignore this email: the account stays unconfirmed and nothing of yours is linked to it.',
        ],
        c,
      ),
      secretLinks: [link],
    };
  },
  /** To the new address: the link that makes it the account's email. */
  emailChangeConfirm(link: string, c: EmailContext): EmailText {
    return {
      subject: `Confirm your new ${c.venue.name} email address`,
      // The new address has not shown it is the member's: nothing the account holder typed.
      text: unverifiedLetter(
        [
          'You asked to use this address for your account. Confirm it here:',
          '',
          `  ${link}`,
          '',
          'The link works once, for one hour. If you did not ask, ignore this email: nothing changes.',
        ],
        c,
      ),
      secretLinks: [link],
    };
  },
  /** To the old address: a change was asked for, and where to turn if it was not the member. */
  emailChangeNotice(firstName: string, newEmail: string, c: EmailContext): EmailText {
    return {
      subject: `A change of your ${c.venue.name} email address was requested`,
      text: letter(
        firstName,
        [
          `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once the link sent there is opened.`,
          '',
          `If this was not you, change your password at ${c.publicUrl}/account and call us at ${c.venue.contact.phone}.`,
        ],
        c,
      ),
    };
  },
};

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

/** A round as a competition email names it: the event, its round, the player's bay and the time. */
export interface EmailRound {
  competitionId: string;
  competitionName: string;
  /** 'Week 2' in a league; null in a tournament. */
  roundLabel: string | null;
  bayNumber: string | null;
  startTime: string;
  endTime: string;
}

function roundLines(r: EmailRound, c: EmailContext): string[] {
  return [
    `  ${r.competitionName}${r.roundLabel ? `, ${r.roundLabel}` : ''}`,
    `  ${describeSlot(r.startTime, r.endTime, c.venue.timeZone)}`,
    `  ${r.bayNumber ? bayLabel(r.bayNumber) : 'Your bay is given out when the groups are made.'}`,
  ];
}

export const competitionEmails = {
  entered(firstName: string, r: EmailRound, c: EmailContext): EmailText {
    return {
      subject: `Entry confirmed: ${r.competitionName}`,
      text: letter(
        firstName,
        [
          'You are entered:',
          '',
          ...roundLines(r, c),
          '',
          'The attached calendar file adds your next round to your calendar.',
          `The field and the leaderboard: ${c.publicUrl}/tournaments/${r.competitionId}`,
        ],
        c,
      ),
    };
  },
  placeOpen(firstName: string, r: EmailRound, feeWords: string, c: EmailContext): EmailText {
    return {
      subject: `A place opened: ${r.competitionName}`,
      text: letter(
        firstName,
        [
          `A place opened in ${r.competitionName} and it is held for you. Pay the entry fee (${feeWords}) to take it:`,
          `${c.publicUrl}/tournaments/${r.competitionId}`,
        ],
        c,
      ),
    };
  },
  results(
    firstName: string,
    competitionName: string,
    lines: readonly string[],
    competitionId: string,
    c: EmailContext,
  ): EmailText {
    return {
      subject: `Results: ${competitionName}`,
      text: letter(
        firstName,
        [
          `The results of ${competitionName}:`,
          '',
          ...lines.map((l) => `  ${l}`),
          '',
          `${c.publicUrl}/tournaments/${competitionId}`,
        ],
        c,
      ),
    };
  },
};
