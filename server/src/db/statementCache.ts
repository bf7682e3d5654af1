/**
 * The connection drizzle is given: the same better-sqlite3 database, but `prepare` keeps the
 * statements it made. drizzle prepares every query it runs afresh, and SQLite compiles the SQL
 * each time; a booking's transaction ran a dozen such compiles (a tenth of its CPU in the large
 * lounge's profile). drizzle's SQL text has its values as `?` parameters, so one text is one
 * statement whatever the values, and the server's queries are a few hundred texts at most.
 *
 * Only drizzle goes through it: statements our own code prepares by hand (with `pluck()` and the
 * like) stay their callers' own. A statement handed out again has its raw mode reset, the one mode
 * drizzle sets (it sets it again before every read that wants it).
 */
import type Database from 'better-sqlite3';
import { RecentlyUsed } from '../recentlyUsed';

/** Enough for every query text the server runs; the least recently used go first beyond it. */
const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(
  sqlite: Database.Database,
  size = STATEMENT_CACHE_SIZE,
): Database.Database {
  const kept = new RecentlyUsed<string, Database.Statement>(size);
  const prepare = (source: string): Database.Statement => {
    const statement = kept.get(source);
    if (statement) {
      if (statement.reader) statement.raw(false);
      return statement;
    }
    const made = sqlite.prepare(source);
    kept.set(source, made);
    return made;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
