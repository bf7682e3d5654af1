/**
 * iCalendar files (RFC 5545) for bookings: one booking (the booking emails' attachment and its
 * download) and a member's feed (the private URL a calendar app subscribes to); a competition's
 * round; a visitor's tour request (the tour page's confirmation).
 *
 * Times are written on the venue's wall clock with the venue's zone, DTSTART;TZID=America/Denver:
 * 20261101T100000, and the zone's VTIMEZONE goes in the file, so every calendar app shows the booking
 * at the instant we store, on daylight-saving days too, whatever zone the server or the phone is in.
 * DTSTAMP and LAST-MODIFIED are UTC. A zone @touch4it/ical-timezones does not know (the venue's
 * zone is checked against the runtime's, not its list) falls back to UTC times, still right.
 */

import {
  bayLabel,
  type EmailPass,
  type IsoDate,
  passLines,
  tourRequestCopy,
  toZoned,
  type VenueSettings,
  type WallTime,
  wallToInstant,
} from '@lounge/core';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarBooking {
  id: string;
  bayNumber: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  notes: string | null;
  status: string;
  updatedAt: string;
  /** The booking's check-in pass, stated in the event when given (checkIn/passService.ts). */
  pass?: EmailPass | null;
}

/** What a member's feed holds: their live bookings, from this many days back. */
export const FEED_STATUSES = ['confirmed', 'checked_in', 'completed'] as const;
export const FEED_DAYS_BACK = 90;

// ical-generator writes the leading '-': PRODID:-//Lounge//Bookings//EN.
const PRODUCT_ID = '//Lounge//Bookings//EN';

/** SEQUENCE: seconds since the epoch of the booking's last change, so every change counts up. */
function sequenceOf(updatedAt: string): number {
  const ms = Date.parse(updatedAt);
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
}

function uidHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'lounge';
  } catch {
    return 'lounge';
  }
}

const vtimezones = new Map<string, string | null>();

/**
 * A zone's VTIMEZONE block, read once: @touch4it/ical-timezones reads its file from disk on every
 * call, and every booking email carries one. Zones come from the venue's configuration, so the
 * map stays as small as the zones the box has been configured with.
 */
function vtimezoneOf(zone: string): string | null {
  let block = vtimezones.get(zone);
  if (block === undefined) {
    block = getVtimezoneComponent(zone) ?? null;
    vtimezones.set(zone, block);
  }
  return block;
}

function newCalendar(venue: VenueSettings): { calendar: ICalCalendar; zone: string | null } {
  // The calendar itself has no zone (name null): DTSTAMP stays UTC, and the generator adds the
  // VTIMEZONE of each zone the events use.
  const zone = vtimezoneOf(venue.timeZone) ? venue.timeZone : null;
  const calendar = new ICalCalendar({ prodId: PRODUCT_ID });
  if (zone) calendar.timezone({ name: null, generator: vtimezoneOf });
  return { calendar, zone };
}

/** An event's start and end: on the venue's wall clock with its zone, or in UTC without one. */
function eventSpan(start: number, end: number, zone: string | null) {
  return zone
    ? { start: toZoned(start, zone), end: toZoned(end, zone), timezone: zone }
    : { start: new Date(start), end: new Date(end) };
}

function players(count: number): string {
  if (count <= 1) return 'Players: 1 (you)';
  const guests = count - 1;
  return `Players: ${count} (you and ${guests} guest${guests === 1 ? '' : 's'})`;
}

function addBookingEvent(
  calendar: ICalCalendar,
  zone: string | null,
  booking: CalendarBooking,
  venue: VenueSettings,
  publicUrl: string,
  cancelled: boolean,
  attendee?: CalendarAttendee,
): void {
  const start = Date.parse(booking.startTime);
  const end = Date.parse(booking.endTime);
  const updated = Number.isFinite(Date.parse(booking.updatedAt)) ? new Date(booking.updatedAt) : new Date(0);
  const dashboard = `${publicUrl}/dashboard`;
  const pass = booking.pass && !cancelled ? passLines(booking.pass) : [];
  const description = [
    players(booking.guestCount),
    ...(booking.notes ? [`Notes: ${booking.notes}`] : []),
    ...(pass.length > 0 ? ['', ...pass] : []),
    '',
    `Manage your booking: ${dashboard}`,
    `${venue.name}, ${venue.contact.phone}`,
  ].join('\n');
  calendar.createEvent({
    id: `${booking.id}@${uidHost(publicUrl)}`,
    sequence: sequenceOf(booking.updatedAt),
    stamp: updated,
    lastModified: updated,
    ...eventSpan(start, end, zone),
    summary: `${bayLabel(booking.bayNumber)} at ${venue.name}`,
    location: venue.contact.address,
    description,
    url: dashboard,
    organizer: { name: venue.name, email: venue.contact.email },
    // RFC 5546 wants the attendee named in a CANCEL (Outlook ignores one without); PUBLISH has none.
    ...(cancelled && attendee ? { attendees: [{ name: attendee.name, email: attendee.email }] } : {}),
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : booking.status === 'held'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
  });
}

/** The member a booking's file is for, named as the ATTENDEE of a cancellation. */
export interface CalendarAttendee {
  name: string;
  email: string;
}

export function attendeeOf(member: { firstName: string; lastName: string; email: string }): CalendarAttendee {
  return { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email };
}

/**
 * One booking: METHOD PUBLISH, or CANCEL with STATUS:CANCELLED (and the member as ATTENDEE) when
 * options.cancelled. UID stable per booking (`${id}@<host of publicUrl>`), SEQUENCE increasing with
 * updatedAt (seconds since the epoch).
 */
export function bookingCalendar(
  booking: CalendarBooking,
  venue: VenueSettings,
  publicUrl: string,
  options: { cancelled?: boolean; attendee?: CalendarAttendee } = {},
): string {
  const cancelled = options.cancelled === true;
  const { calendar, zone } = newCalendar(venue);
  calendar.method(cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  addBookingEvent(calendar, zone, booking, venue, publicUrl, cancelled, options.attendee);
  return calendar.toString();
}

/** A member's booked lesson in their feed (docs/lessons.md). */
export interface CalendarLesson {
  id: string;
  typeName: string;
  coachName: string;
  bayNumber: string | null;
  startTime: string;
  endTime: string;
  createdAt: string;
}

function addLessonEvent(
  calendar: ICalCalendar,
  zone: string | null,
  lesson: CalendarLesson,
  venue: VenueSettings,
  publicUrl: string,
): void {
  const made = new Date(lesson.createdAt);
  const dashboard = `${publicUrl}/dashboard`;
  calendar.createEvent({
    // Its own UID space: a lesson's id never stands for a booking's event.
    id: `lesson-${lesson.id}@${uidHost(publicUrl)}`,
    sequence: sequenceOf(lesson.createdAt),
    stamp: made,
    lastModified: made,
    ...eventSpan(Date.parse(lesson.startTime), Date.parse(lesson.endTime), zone),
    summary: `${lesson.typeName} with ${lesson.coachName} at ${venue.name}`,
    location: venue.contact.address,
    description: [
      ...(lesson.bayNumber ? [bayLabel(lesson.bayNumber)] : []),
      `Your lessons: ${dashboard}`,
      `${venue.name}, ${venue.contact.phone}`,
    ].join('\n'),
    url: dashboard,
    organizer: { name: venue.name, email: venue.contact.email },
    status: ICalEventStatus.CONFIRMED,
  });
}

/**
 * A member's feed: all their bookings that are confirmed, checked_in or completed, and their booked
 * lessons, from 90 days ago on.
 */
export function feedCalendar(
  bookings: CalendarBooking[],
  venue: VenueSettings,
  publicUrl: string,
  calendarName: string,
  lessons: readonly CalendarLesson[] = [],
): string {
  const { calendar, zone } = newCalendar(venue);
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.name(calendarName);
  // A hint to calendar apps that honour it (Apple, Outlook): look again every hour.
  calendar.ttl(60 * 60);
  for (const booking of bookings) {
    if (!(FEED_STATUSES as readonly string[]).includes(booking.status)) continue;
    addBookingEvent(calendar, zone, booking, venue, publicUrl, false);
  }
  for (const lesson of lessons) addLessonEvent(calendar, zone, lesson, venue, publicUrl);
  return calendar.toString();
}

/** A competition round a player is in: its bay (once grouped) and window, as the entry email's file. */
export interface CalendarRound {
  /** The round's id: the event's UID, so a later file for the same round replaces it. */
  id: string;
  title: string;
  bayNumber: string | null;
  startTime: string;
  endTime: string;
  /** The competition's page. */
  url: string;
}

export function roundCalendar(round: CalendarRound, venue: VenueSettings, publicUrl: string): string {
  const { calendar, zone } = newCalendar(venue);
  calendar.method(ICalCalendarMethod.PUBLISH);
  const start = Date.parse(round.startTime);
  const end = Date.parse(round.endTime);
  calendar.createEvent({
    id: `${round.id}@${uidHost(publicUrl)}`,
    ...eventSpan(start, end, zone),
    summary: `${round.title}${round.bayNumber ? `, ${bayLabel(round.bayNumber)}` : ''} at ${venue.name}`,
    location: venue.contact.address,
    description: [
      `The field and the leaderboard: ${round.url}`,
      `${venue.name}, ${venue.contact.phone}`,
    ].join('\n'),
    url: round.url,
    organizer: { name: venue.name, email: venue.contact.email },
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** A tour request: the venue date and wall time asked for, and the party (nothing the visitor typed). */
export interface CalendarTourRequest {
  id: string;
  preferredDate: IsoDate;
  preferredTime: WallTime;
  partySize: number;
}

/**
 * A tour request as the page's calendar file: one slot of the tour grid long, TENTATIVE (the lounge
 * confirms it later), with the same lines and words the page and the receipt state.
 */
export function tourRequestCalendar(
  tour: CalendarTourRequest,
  venue: VenueSettings,
  publicUrl: string,
): string {
  const { calendar, zone } = newCalendar(venue);
  calendar.method(ICalCalendarMethod.PUBLISH);
  const start = wallToInstant(tour.preferredDate, tour.preferredTime, venue.timeZone);
  const end = start + venue.tours.stepMinutes * 60_000;
  calendar.createEvent({
    id: `tour-${tour.id}@${uidHost(publicUrl)}`,
    ...eventSpan(start, end, zone),
    summary: tourRequestCopy.calendarTitle(venue),
    location: venue.contact.address,
    description: [
      tourRequestCopy.party(tour.partySize),
      tourRequestCopy.next(venue),
      `${venue.name}, ${venue.contact.phone}`,
    ].join('\n'),
    url: `${publicUrl}/tour`,
    organizer: { name: venue.name, email: venue.contact.email },
    status: ICalEventStatus.TENTATIVE,
  });
  return calendar.toString();
}
