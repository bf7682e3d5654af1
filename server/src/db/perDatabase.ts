/**
 * Something made once per open database and reused: prepared statements, and caches that must
 * die with the database they describe. Keyed weakly, so a closed test database takes its
 * statements and caches with it.
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
