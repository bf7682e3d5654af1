/**
 * Answers kept between requests for as long as the database cannot have changed under them: the
 * signed-in user's row, a member's booking list, a day's taken times. Most requests of a busy
 * lounge read; far fewer write.
 *
 * "Unchanged" is two counters, a microsecond or so each:
 * - SQLite's total_changes(): every row inserted, updated or deleted through the server's
 *   connection, by any code path and by triggers, so no writer has to remember to clear a cache;
 * - PRAGMA data_version: moves when another connection (another process on the file) commits.
 * An answer is kept with the stamp read BEFORE it was read, and given again only while both
 * counters still say the same. Nothing is kept inside an open transaction: its writes may yet be
 * rolled back, and total_changes() would not move back with them.
 *
 * data_version opens a read transaction on the file (locks taken and given back), the dearer of
 * the two, so a request reads it once (`within`: the request), at its first kept read, and its
 * later reads reuse it: a commit elsewhere that ended before the request came in is seen, as a
 * read made a moment earlier would see it. total_changes() is read every time, so the server's
 * own writes are always seen. The write thread's commits (db/writer.ts) are another connection's:
 * a request that awaited the thread must not pass itself as `within` to a kept read after that,
 * or it would reuse the data_version read before the commit it waited for.
 */
import { RecentlyUsed } from '../recentlyUsed';
import type { OpenDatabase } from './database';

export interface DatabaseStamp {
  changes: number;
  version: number;
}

const countersOf = new WeakMap<OpenDatabase, { changes: () => number; version: () => number }>();

const versionSeen = new WeakMap<object, number>();

/** What the database has seen so far (data_version once per `within`); compare two with sameStamp. */
export function databaseStamp(database: OpenDatabase, within?: object): DatabaseStamp {
  let counters = countersOf.get(database);
  if (!counters) {
    const changes = database.sqlite.prepare('SELECT total_changes()').pluck();
    const version = database.sqlite.prepare('PRAGMA data_version').pluck();
    counters = { changes: () => changes.get() as number, version: () => version.get() as number };
    countersOf.set(database, counters);
  }
  let version = within ? versionSeen.get(within) : undefined;
  if (version === undefined) {
    version = counters.version();
    if (within) versionSeen.set(within, version);
  }
  return { changes: counters.changes(), version };
}

export function sameStamp(a: DatabaseStamp, b: DatabaseStamp): boolean {
  return a.changes === b.changes && a.version === b.version;
}

/** Whether an answer read now may be kept (no transaction is open on the connection). */
export function mayKeep(database: OpenDatabase): boolean {
  return !database.sqlite.inTransaction;
}

/**
 * Answers by key, each kept while the database is unchanged since it was read; at most `size`
 * of them, the least recently used going first. An answer is shared between requests: nobody
 * may change it.
 */
export class KeptWhileUnchanged<K, V> {
  private readonly entries: RecentlyUsed<K, { stamp: DatabaseStamp; value: V }>;

  constructor(
    private readonly database: OpenDatabase,
    size: number,
  ) {
    this.entries = new RecentlyUsed(size);
  }

  /**
   * The kept answer for `key` while it still holds, else `read()`'s (kept unless undefined);
   * `within`: the request asking (see databaseStamp).
   */
  get(key: K, read: () => V, within?: object): V {
    const stamp = databaseStamp(this.database, within);
    const entry = this.entries.get(key);
    if (entry && sameStamp(entry.stamp, stamp)) return entry.value;
    const value = read();
    if (value === undefined || !mayKeep(this.database)) {
      this.entries.delete(key);
      return value;
    }
    this.entries.set(key, { stamp, value });
    return value;
  }

  /** How many answers are kept (the tests check the bound). */
  get kept(): number {
    return this.entries.count;
  }
}

/** One KeptWhileUnchanged per open database, made on first use. */
export function keptPerDatabase<K, V>(size: number): (database: OpenDatabase) => KeptWhileUnchanged<K, V> {
  const made = new WeakMap<OpenDatabase, KeptWhileUnchanged<K, V>>();
  return (database) => {
    let kept = made.get(database);
    if (!kept) {
      kept = new KeptWhileUnchanged<K, V>(database, size);
      made.set(database, kept);
    }
    return kept;
  };
}
