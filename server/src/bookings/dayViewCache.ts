/**
 * The day view's answer (the bay times taken on a venue date, bookings and blocks merged) kept per
 * date, with its JSON, so the members and the desk looking at the same few days neither read and
 * merge the same rows nor write the same JSON again on every request. Most requests of a busy
 * lounge are day views, and far fewer are writes.
 *
 * No stale availability: an entry is answered only while
 * - the database is unchanged since it was read (db/keptWhileUnchanged.ts: no row written through
 *   the server's connection, by any code path or trigger, and no commit from another connection);
 * - no hold it counted has run out: it is kept only until the earliest hold expiry among the day's
 *   live holds, and only from the moment it was read (a clock set back, in tests, reads again).
 * Nothing is kept while a transaction is open. Bounded: DAY_VIEW_CACHE_SIZE dates, the least
 * recently used going first (recentlyUsed.ts).
 */
import { type TakenSlot, toIsoInstant } from '@lounge/core';
import { sql } from 'drizzle-orm';
import type { Db, OpenDatabase } from '../db/database';
import { type DatabaseStamp, databaseStamp, mayKeep, sameStamp } from '../db/keptWhileUnchanged';
import { perDatabase } from '../db/perDatabase';
import { bookings } from '../db/schema';
import { type PreparedJson, prepareJson } from '../http/preparedJson';
import { RecentlyUsed } from '../recentlyUsed';
import { takenOnDate } from './bookingStore';

export const DAY_VIEW_CACHE_SIZE = 64;

/** A day's taken times and the JSON the API answers them with. */
export type DayView = PreparedJson<TakenSlot[]>;

interface Entry extends DayView {
  /** What the database had seen when the entry was read. */
  stamp: DatabaseStamp;
  /** Epoch ms from which, and until which, the entry holds. */
  readAt: number;
  validUntil: number;
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

/** Per open database: the entries by date. */
const caches = new WeakMap<OpenDatabase, RecentlyUsed<string, Entry>>();
function cacheOf(database: OpenDatabase): RecentlyUsed<string, Entry> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new RecentlyUsed(DAY_VIEW_CACHE_SIZE);
    caches.set(database, cache);
  }
  return cache;
}

/** How many dates are kept (the tests check the bound). */
export function keptDays(database: OpenDatabase): number {
  return cacheOf(database).count;
}

/** When the first live hold of a date lapses, as an ISO instant, or null when it has none. */
function firstHoldExpiry(db: Db, date: string, nowIso: string): string | null {
  return queriesOf(db).firstHoldExpiry.get({ date, now: nowIso })?.at ?? null;
}

/**
 * The taken slots of a venue date as bookingStore's takenOnDate reads them at `now`, with their
 * JSON: the kept answer while it still holds, otherwise read and remembered. `check` runs before a
 * date is read (and throws for one that is no date): a kept date passed it when it was read.
 * `within`: the request asking (db/keptWhileUnchanged.ts). The answer is shared between requests:
 * nobody may change it.
 */
export function dayView(
  database: OpenDatabase,
  date: string,
  now: number,
  check: () => void,
  within?: object,
): DayView {
  const { db } = database;
  const cache = cacheOf(database);
  const stamp = databaseStamp(database, within);
  const entry = cache.get(date);
  if (entry && sameStamp(entry.stamp, stamp) && entry.readAt <= now && now < entry.validUntil) return entry;
  check();
  const nowIso = toIsoInstant(now);
  const taken = takenOnDate(db, date, nowIso);
  const holdEnds = firstHoldExpiry(db, date, nowIso);
  const view = prepareJson(taken);
  if (!mayKeep(database)) {
    cache.delete(date);
    return view;
  }
  cache.set(date, {
    ...view,
    stamp,
    readAt: now,
    validUntil: holdEnds === null ? Number.POSITIVE_INFINITY : Date.parse(holdEnds),
  });
  return view;
}
