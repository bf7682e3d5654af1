/**
 * Calendars: a member's booking as an .ics file, the member's private feed address (shown once,
 * when made or replaced) and the feed itself, which answers only its live token. Another member's
 * booking answers exactly like one that does not exist; every dead token alike.
 */
import Boom from '@hapi/boom';
import type { CalendarFeedLink } from '@lounge/core';
import type { AppContext } from '../appContext';
import { emailPassOf } from '../checkIn/passService';
import { writeTransaction } from '../db/database';
import { feedLessons } from '../lessons/lessonService';
import type { UserRow } from '../users/userService';
import {
  bookingOfMember,
  feedBookings,
  feedMadeAt,
  feedOwner,
  feedUrl,
  resetFeedToken,
} from './calendarFeedStore';
import { attendeeOf, bookingCalendar, FEED_DAYS_BACK, feedCalendar } from './ics';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const FEED_NOT_FOUND = 'Calendar feed not found';
/** Statuses whose file removes the event rather than adding it. */
const GONE_STATUSES = new Set(['cancelled', 'expired']);

/** One of the member's bookings as a calendar file, and the file's name. */
export function bookingCalendarFile(
  ctx: AppContext,
  member: UserRow,
  bookingId: string,
): { text: string; fileName: string } {
  const booking = bookingOfMember(ctx.db, member.id, bookingId);
  if (!booking) throw Boom.notFound(BOOKING_NOT_FOUND);
  const pass = emailPassOf(ctx, booking.id);
  const text = bookingCalendar({ ...booking, pass }, ctx.config.venue, ctx.config.publicUrl, {
    cancelled: GONE_STATUSES.has(booking.status),
    attendee: attendeeOf(member),
  });
  return { text, fileName: `lounge-booking-${booking.bookingDate}.ics` };
}

/**
 * Whether the member has a feed, and since when. Its address is not kept (only its hash), so it is
 * shown only by newFeedLink, when made.
 */
export function feedLink(ctx: AppContext, member: UserRow): CalendarFeedLink {
  return { url: null, createdAt: feedMadeAt(ctx.db, member.id) ?? null };
}

/** A new feed address (the first, or a replacement: the old address stops working at once). */
export function newFeedLink(ctx: AppContext, member: UserRow): CalendarFeedLink {
  const made = writeTransaction(ctx.database, () => resetFeedToken(ctx.db, member.id, ctx.now()));
  return { url: feedUrl(ctx.config.publicUrl, made.token), createdAt: made.createdAt };
}

/** The feed a live token opens: the member's bookings and lessons as one calendar. */
export function feedFile(ctx: AppContext, token: string): string {
  const userId = feedOwner(ctx.db, token);
  if (!userId) throw Boom.notFound(FEED_NOT_FOUND);
  return feedCalendar(
    feedBookings(ctx.db, userId, ctx.now()),
    ctx.config.venue,
    ctx.config.publicUrl,
    `${ctx.config.venue.name} bookings`,
    feedLessons(ctx, userId, ctx.now() - FEED_DAYS_BACK * 24 * 3_600_000),
  );
}

// What other features may use of this folder's tables: its store stays its own (docs/decisions/055).
export { dropFeedOfUser } from './calendarFeedStore';
