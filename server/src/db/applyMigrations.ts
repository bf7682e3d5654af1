/**
 * Applies the migrations a database has not run yet, the way SQLite's documented procedure for
 * changing a table's shape asks (https://sqlite.org/lang_altertable.html, "other kinds of table
 * schema changes"): foreign keys off OUTSIDE the transaction, the changes, then a foreign key check
 * before the commit.
 *
 * Why not drizzle's `migrate()` as it is: it runs every pending migration in one transaction with
 * the connection's foreign keys as they are (on, on our connections), and `PRAGMA foreign_keys`
 * inside a transaction does nothing. A migration that rebuilds a table (drizzle-kit writes a new
 * table, copies, drops the old one) would then drop a parent table with foreign keys on, which
 * deletes its rows one by one: children with ON DELETE CASCADE vanish, others abort the upgrade.
 *
 * So foreign keys are off while migrating, and each migration ends with a check that no row points
 * at nothing; a migration that leaves one fails, and the whole upgrade rolls back to the database as
 * it was. drizzle's own reading of the files and its bookkeeping (`__drizzle_migrations`) are kept:
 * only the check statement is added to each migration, after its hash was taken.
 */
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/** The SQL function the check calls: it throws, naming the tables, when any row's foreign key is broken. */
const CHECK_FUNCTION = 'lounge_assert_foreign_keys';
const FOREIGN_KEY_CHECK = `SELECT ${CHECK_FUNCTION}(group_concat(DISTINCT "table")) FROM pragma_foreign_key_check`;

export class MigrationBrokeForeignKeysError extends Error {
  override name = 'MigrationBrokeForeignKeysError';
}

/** The part of drizzle's database object the migrator uses (not in its public type). */
interface DrizzleInternals {
  dialect: { migrate: (migrations: unknown, session: unknown, config: unknown) => void };
  session: unknown;
}

export function applyMigrations(
  sqlite: Database.Database,
  db: BetterSQLite3Database<Record<string, unknown>>,
  migrationsFolder: string,
): void {
  sqlite.function(CHECK_FUNCTION, (tables) => {
    if (tables === null) return 0;
    throw new MigrationBrokeForeignKeysError(
      `A migration left rows whose foreign keys point at nothing, in: ${String(tables)}. Nothing was changed.`,
    );
  });
  const migrations = readMigrationFiles({ migrationsFolder });
  for (const migration of migrations) migration.sql.push(FOREIGN_KEY_CHECK);
  const foreignKeys = sqlite.pragma('foreign_keys', { simple: true });
  sqlite.pragma('foreign_keys = OFF');
  try {
    const internals = db as unknown as DrizzleInternals;
    internals.dialect.migrate(migrations, internals.session, { migrationsFolder });
  } catch (error) {
    // drizzle wraps a failed statement's error; the check's own says what to do.
    if (error instanceof Error && error.cause instanceof MigrationBrokeForeignKeysError) throw error.cause;
    throw error;
  } finally {
    sqlite.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
}
