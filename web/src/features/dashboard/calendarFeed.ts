/**
 * Calendars: one booking as an .ics file, and the member's private feed of all their
 * bookings that Google, Apple or Outlook calendars subscribe to. The feed's secret is in its URL;
 * resetting it makes a new URL and the old one stops working.
 */
import type { CalendarFeedLink } from '@lounge/core';
import { getJson, sendJson } from '../../api/http';

/** The booking's iCalendar file (the server answers it as an attachment). */
export function bookingCalendarHref(bookingId: string): string {
  return `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;
}

export const calendarFeedQueryKey = ['/api/calendar/feed'] as const;

export const calendarFeedQuery = {
  queryKey: calendarFeedQueryKey,
  queryFn: () => getJson<CalendarFeedLink>('/api/calendar/feed'),
  meta: { member: true },
};

export const resetCalendarFeed = () => sendJson<CalendarFeedLink>('POST', '/api/calendar/feed/reset', {});
