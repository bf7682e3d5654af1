/**
 * Calendars (issue 9): one booking as an .ics file, and the member's private feed of all their
 * bookings that Google, Apple or Outlook calendars subscribe to. The feed's secret is in its URL;
 * resetting it makes a new URL and the old one stops working.
 */
import { getJson, sendJson } from '../../api/http';

export interface CalendarFeed {
  url: string;
}

/** The booking's iCalendar file (the server answers it as an attachment). */
export function bookingCalendarHref(bookingId: string): string {
  return `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;
}

export const calendarFeedQueryKey = ['/api/calendar/feed'] as const;

export const calendarFeedQuery = {
  queryKey: calendarFeedQueryKey,
  queryFn: () => getJson<CalendarFeed>('/api/calendar/feed'),
  meta: { member: true },
};

export const resetCalendarFeed = () => sendJson<CalendarFeed>('POST', '/api/calendar/feed/reset', {});

/** The calendar screens' words (no core rule stands behind them: the server only makes the files). */
export const calendarCopy = {
  addToCalendar: 'Add to calendar',
  feedTitle: 'Calendar feed',
  feedIntro:
    'A private link that lists your bookings in Google, Apple or Outlook calendars. Add it to your calendar app as a subscription (from a URL) and your bookings appear there, kept up to date.',
  feedPrivate: 'Keep it to yourself: anyone with the link can see your bookings.',
  feedLabel: 'Your calendar feed link',
  copy: 'Copy',
  copied: { title: 'Link Copied', message: 'Paste it into your calendar app to subscribe.' },
  copyFailed: { title: 'Copy Failed', message: 'Select the link and copy it yourself.' },
  reset: 'Reset link',
  resetConfirm: 'Reset your calendar link?',
  resetWarning: 'The old link stops working. Calendars subscribed to it will need the new one.',
  resetDone: { title: 'Calendar Link Reset', message: 'The old link no longer works. Use the new one.' },
  resetFailed: { title: 'Reset Failed', message: 'The calendar link could not be reset. Please try again.' },
  loadFailed: 'Your calendar link could not be loaded. Please reload the page.',
} as const;
