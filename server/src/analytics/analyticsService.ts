/**
 * First-party analytics: an event recorded as it comes, and the desk's summary, each event's count
 * per venue day over the last `days` days.
 */
import {
  ANALYTICS_EVENTS,
  type AnalyticsDay,
  type AnalyticsEvent,
  addDays,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { analyticsEventsSince, insertAnalyticsEvent } from './analyticsStore';

/** A day's counts, every event at 0 (a new event must be added here, or this does not compile). */
const noEvents = (): Record<AnalyticsEvent, number> => ({ page_view: 0, join_now_click: 0, popup_close: 0 });

const isAnalyticsEvent = (name: string): name is AnalyticsEvent => ANALYTICS_EVENTS.some((e) => e === name);

/** A page view or click, stamped now; a visitor's path may be empty, which is kept as none. */
export function recordAnalyticsEvent(
  ctx: AppContext,
  event: { name: string; path?: string | null; userId: string | null },
): void {
  insertAnalyticsEvent(ctx.db, {
    name: event.name,
    path: event.path || null,
    userId: event.userId,
    createdAt: toIsoInstant(ctx.now()),
  });
}

export function analyticsByDay(ctx: AppContext, days: number): AnalyticsDay[] {
  const now = ctx.now();
  const zone = ctx.config.venue.timeZone;
  const today = venueDate(now, zone);
  const first = addDays(today, -(days - 1));
  // A day's events, counted by the venue's calendar day (the UTC day would split evenings).
  const rows = analyticsEventsSince(ctx.db, toIsoInstant(now - (days + 1) * 86_400_000));
  const byDay = new Map<string, Record<AnalyticsEvent, number>>();
  for (let d = first; d <= today; d = addDays(d, 1)) byDay.set(d, noEvents());
  for (const { name, createdAt } of rows) {
    const counts = byDay.get(venueDate(Date.parse(createdAt), zone));
    if (counts && isAnalyticsEvent(name)) counts[name] += 1;
  }
  return [...byDay].map(([day, counts]) => ({ day, ...counts }));
}
