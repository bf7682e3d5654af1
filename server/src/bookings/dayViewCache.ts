/**
 * The day view's answer (the bay times taken on a venue date, bookings and blocks merged) kept per
 * date, so the members and the desk looking at the same few days do not read and merge the same rows
 * on every request. Most requests of a busy lounge are day views, and far fewer are writes.
 *
 * No stale availability: an entry is answered only while
 * - this server's database connection has written nothing since it was read: SQLite's
 *   total_changes() counts every row inserted, updated or deleted through the connection, by any
 *   code path and by triggers, so no writer has to remember to clear the cache;
 * - no other connection (another process on the same file) has committed since: SQLite's
 *   data_version moves when one has;
 * - no hold it counted has run out: it is kept only until the earliest hold expiry among the day's
 *   live holds, and only from the moment it was read (a clock set back, in tests, reads again).
 * Bounded: DAY_VIEW_CACHE_SIZE dates, the least recently used going first.
 */
import { type TakenSlot, toIsoInstant } from '@lounge/core';
import { sql } from 'drizzle-orm';
import type { Db, OpenDatabase } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { bookings } from '../db/schema';
import { takenOnDate } from './bookingStore';

export const DAY_VIEW_CACHE_SIZE = 64;

interface Entry {
  /** What the connection and the file had seen when the entry was read. */
  changes: number;
  version: number;
  /** Epoch ms from which, and until which, the entry holds. */
  readAt: number;
  validUntil: number;
  taken: TakenSlot[];
}

const queriesOf = perDatabase((db: Db) => {
  const p = sql.placeholder;
  return {
    firstHoldExpiry: db
      .select({ at: sql<string | null>`min(${bookings.holdExpiresAt})` })
      .from(bookings)
      .where(
        sql`${bookings.bookingDate} = ${p('date')} AND ${bookings.status} = 'held' AND ${bookings.holdExpiresAt} > ${p('now')}`,
      )
      .prepare(),
  };
});

/** Per open database: the entries, and the two counters (a couple of microseconds both). */
const caches = new WeakMap<OpenDatabase, ReturnType<typeof makeCache>>();
const makeCache = (database: OpenDatabase) => ({
  entries: new Map<string, Entry>(),
  changes: database.sqlite.prepare('SELECT total_changes()').pluck(),
  version: database.sqlite.prepare('PRAGMA data_version').pluck(),
});
function cacheOf(database: OpenDatabase) {
  let cache = caches.get(database);
  if (!cache) {
    cache = makeCache(database);
    caches.set(database, cache);
  }
  return cache;
}

/** How many dates are kept (the tests check the bound). */
export function keptDays(database: OpenDatabase): number {
  return cacheOf(database).entries.size;
}

/** When the first live hold of a date lapses, as an ISO instant, or null when it has none. */
export function firstHoldExpiry(db: Db, date: string, nowIso: string): string | null {
  return queriesOf(db).firstHoldExpiry.get({ date, now: nowIso })?.at ?? null;
}

/**
 * The taken slots of a venue date (`date` already checked to be one), as bookingStore's takenOnDate
 * reads them at `now`: the cached answer while it still holds, otherwise read and remembered. The
 * answer is shared between requests: nobody may change it.
 */
export function dayView(database: OpenDatabase, date: string, now: number): TakenSlot[] {
  const { db } = database;
  const cache = cacheOf(database);
  const changes = cache.changes.get() as number;
  const version = cache.version.get() as number;
  const entry = cache.entries.get(date);
  if (
    entry &&
    entry.changes === changes &&
    entry.version === version &&
    entry.readAt <= now &&
    now < entry.validUntil
  ) {
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    cache.entries.delete(date);
    cache.entries.set(date, entry);
    return entry.taken;
  }
  const nowIso = toIsoInstant(now);
  const taken = takenOnDate(db, date, nowIso);
  const holdEnds = firstHoldExpiry(db, date, nowIso);
  cache.entries.delete(date);
  cache.entries.set(date, {
    changes,
    version,
    readAt: now,
    validUntil: holdEnds === null ? Number.POSITIVE_INFINITY : Date.parse(holdEnds),
    taken,
  });
  if (cache.entries.size > DAY_VIEW_CACHE_SIZE) {
    const oldest = cache.entries.keys().next().value;
    if (oldest !== undefined) cache.entries.delete(oldest);
  }
  return taken;
}
