/**
 * Something made once per open database and reused: its prepared statements (drizzle would build
 * their SQL again on every call). Keyed weakly, so a closed test database takes its statements
 * with it.
 */
import type { Db } from './database';

export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
