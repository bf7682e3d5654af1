/** What every email is built from: its text, the booking and venue it names, the letter around it, a pass's lines. */

import { formatPassCode } from '../checkIn';
import { dateTimeFormat } from '../dateFormats';
import { checkInMessages } from '../messages';
import { formatWallTime, instantToWall } from '../time';
import { bayLabel, type VenueSettings } from '../venue';

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

export function zoneName(instant: number, timeZone: string): string {
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
export function slotHeadline(b: EmailBooking, timeZone: string): string {
  const start = Date.parse(b.startTime);
  return `${bayLabel(b.bayNumber)}, ${shortDay(start, timeZone)}, ${formatWallTime(instantToWall(start, timeZone).time)}`;
}

const players = (n: number) => `${n} player${n === 1 ? '' : 's'}`;

export function bookingLines(b: EmailBooking, c: EmailContext): string[] {
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

export function letter(firstName: string, body: string[], c: EmailContext): string {
  return [`Hi ${firstName},`, '', ...body, ...signature(c)].join('\n');
}

/**
 * A letter to an address no one has shown to be theirs (an inquiry's receipt, a new email address
 * to confirm): anyone can make us write to any address, so it quotes nothing they typed (no name,
 * no message) and links only to the venue's own site. Otherwise the receipt would carry a
 * stranger's words, and links, to whoever they chose.
 */
export function unverifiedLetter(body: string[], c: EmailContext): string {
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
