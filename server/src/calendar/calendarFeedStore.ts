/**
 * The calendar_feeds table and the booking rows a calendar file is made of (calendarService.ts
 * answers the routes). A member's private feed: a random token in the feed's URL is the only key,
 * since calendar apps fetch the URL without a session. One token a member, stored as its hash and
 * shown once, when made; making another replaces it, so the old URL stops working at once.
 */
import { toIsoInstant } from '@lounge/core';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { hashSecret, newSecretToken } from '../auth/secretTokens';
import type { Db } from '../db/database';
import { bookings, calendarFeeds } from '../db/schema';
import { type CalendarBooking, FEED_DAYS_BACK, FEED_STATUSES } from './ics';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A booking row's columns a calendar file needs. */
const CALENDAR_COLUMNS = {
  id: bookings.id,
  bayNumber: bookings.bayNumber,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  guestCount: bookings.guestCount,
  notes: bookings.notes,
  status: bookings.status,
  updatedAt: bookings.updatedAt,
};
/** The shape every token we make has: anything else is not looked up. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The feed's address for calendar apps. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/${token}.ics`;
}

/** When the member's live feed was made, or undefined when they have none. */
export function feedMadeAt(db: Db, userId: string): string | undefined {
  return db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .get()?.createdAt;
}

/**
 * A new token for the member's feed (the first, or one replacing the old, which answers nothing
 * from now on). Only its hash is kept: the token is shown to the member this once.
 */
export function resetFeedToken(db: Db, userId: string, now: number): { token: string; createdAt: string } {
  const token = newSecretToken();
  const createdAt = toIsoInstant(now);
  const tokenHash = hashSecret(token);
  db.insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } })
    .run();
  return { token, createdAt };
}

/** Ends the member's feed: its address stops working (a password reset, a new email, erasure). */
export function dropFeedOfUser(db: Db, userId: string): void {
  db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).run();
}

/** The member a feed token belongs to, or null for any token that is not a live one. */
export function feedOwner(db: Db, token: string): string | null {
  if (!TOKEN_RE.test(token)) return null;
  const row = db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashSecret(token)))
    .get();
  return row?.userId ?? null;
}

/** What the member's feed lists: their live bookings (confirmed, checked in, completed) from 90 days ago on. */
export function feedBookings(db: Db, userId: string, now: number): CalendarBooking[] {
  return db
    .select(CALENDAR_COLUMNS)
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, [...FEED_STATUSES]),
        gte(bookings.startTime, toIsoInstant(now - FEED_DAYS_BACK * DAY_MS)),
      ),
    )
    .orderBy(asc(bookings.startTime))
    .all();
}

/** One of the member's own bookings, with its venue date (for the file's name); undefined otherwise. */
export function bookingOfMember(
  db: Db,
  userId: string,
  bookingId: string,
): (CalendarBooking & { bookingDate: string }) | undefined {
  return db
    .select({ ...CALENDAR_COLUMNS, bookingDate: bookings.bookingDate })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .get();
}
