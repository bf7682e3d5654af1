/**
 * The database schema (drizzle-orm, SQLite). drizzle-kit generates migrations/ from this file;
 * a test fails when the two disagree.
 *
 * Instants are TEXT in one form, ISO 8601 UTC with milliseconds ('2026-11-22T17:00:00.000Z', core's
 * toIsoInstant), so that they sort and compare as strings, in SQL and in triggers alike. CHECK
 * constraints keep anything else out. Venue dates are 'YYYY-MM-DD'.
 */

// One file per feature's tables; this index is what the server and drizzle-kit import.
export * from './accounts';
export * from './analytics';
export * from './bayHooks';
export * from './bookings';
export * from './competitions';
export * from './events';
export * from './inquiries';
export * from './lessons';
export * from './memberships';
export * from './outbox';
export * from './payments';
export * from './shop';
export * from './staff';
