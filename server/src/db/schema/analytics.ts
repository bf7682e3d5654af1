import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/** First-party analytics: page views and clicks, no third-party tracker. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    path: text('path'),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);
