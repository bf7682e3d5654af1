/** The desk's analytics summary: each event's count per venue day over the last `days` days. */
import { ANALYTICS_EVENTS, addDays, toIsoInstant, venueDate } from '@lounge/core';
import type { AppContext } from '../appContext';
import { analyticsEventsSince } from './analyticsStore';

export type AnalyticsDay = { day: string } & Record<string, number | string>;

export function analyticsByDay(ctx: AppContext, days: number): AnalyticsDay[] {
  const now = ctx.now();
  const zone = ctx.config.venue.timeZone;
  const today = venueDate(now, zone);
  const first = addDays(today, -(days - 1));
  // A day's events, counted by the venue's calendar day (the UTC day would split evenings).
  const rows = analyticsEventsSince(ctx.db, toIsoInstant(now - (days + 1) * 86_400_000));
  const byDay = new Map<string, Record<string, number>>();
  for (let d = first; d <= today; d = addDays(d, 1))
    byDay.set(d, Object.fromEntries(ANALYTICS_EVENTS.map((e) => [e, 0])));
  for (const r of rows) {
    const counts = byDay.get(venueDate(Date.parse(r.createdAt), zone));
    if (counts && r.name in counts) counts[r.name] = (counts[r.name] ?? 0) + 1;
  }
  return [...byDay].map(([day, counts]) => ({ day, ...counts }));
}
