/** The analytics_events table: first-party events, written as they come and read for the desk's summary. */
import { gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { analyticsEvents } from '../db/schema';

export function insertAnalyticsEvent(db: Db, event: typeof analyticsEvents.$inferInsert): void {
  db.insert(analyticsEvents).values(event).run();
}

/** Every event's name and instant from `sinceIso` on. */
export function analyticsEventsSince(db: Db, sinceIso: string): { name: string; createdAt: string }[] {
  return db
    .select({ name: analyticsEvents.name, createdAt: analyticsEvents.createdAt })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, sinceIso))
    .all();
}
