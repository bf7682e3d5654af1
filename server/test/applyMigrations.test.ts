/**
 * The migration runner (server/src/db/applyMigrations.ts) on migrations of its own, written here:
 * a table rebuilt the way drizzle-kit writes it keeps the rows that point at it, and a migration
 * that leaves a row pointing at nothing is refused with the database left as it was.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, MigrationBrokeForeignKeysError } from '../src/db/applyMigrations';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A migrations folder holding `migrations` (SQL, statements split by drizzle's breakpoint). */
function folder(migrations: string[][]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-apply-migrations-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'meta'));
  const entries = migrations.map((_, idx) => ({
    idx,
    version: '6',
    when: 1_700_000_000_000 + idx,
    tag: `000${idx}_m`,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'sqlite', entries }),
  );
  migrations.forEach((statements, idx) => {
    writeFileSync(path.join(dir, `000${idx}_m.sql`), statements.join('\n--> statement-breakpoint\n'));
  });
  return dir;
}

const INIT = [
  'CREATE TABLE parents (id INTEGER PRIMARY KEY, name TEXT NOT NULL)',
  'CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents(id) ON DELETE CASCADE)',
  "INSERT INTO parents VALUES (1, 'Ada'), (2, 'Ben')",
  'INSERT INTO children VALUES (10, 1), (11, 1), (12, 2)',
];

/** drizzle-kit's rebuild of `parents` for a new column with a CHECK. */
const REBUILD_PARENTS = [
  "CREATE TABLE __new_parents (id INTEGER PRIMARY KEY, name TEXT NOT NULL, tier TEXT DEFAULT 'general' NOT NULL CHECK (tier IN ('general', 'vip')))",
  'INSERT INTO __new_parents (id, name) SELECT id, name FROM parents',
  'DROP TABLE parents',
  'ALTER TABLE __new_parents RENAME TO parents',
];

function open(): Database.Database {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-apply-db-'));
  dirs.push(dir);
  const sqlite = new Database(path.join(dir, 'test.db'));
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

describe('applyMigrations', () => {
  it('rebuilds a parent table without deleting its children, and puts foreign keys back on', () => {
    const sqlite = open();
    applyMigrations(sqlite, drizzle(sqlite), folder([INIT]));
    applyMigrations(sqlite, drizzle(sqlite), folder([INIT, REBUILD_PARENTS]));
    // With foreign keys on during the DROP, the CASCADE would have emptied children.
    expect(sqlite.prepare('SELECT id, parent_id FROM children ORDER BY id').all()).toEqual([
      { id: 10, parent_id: 1 },
      { id: 11, parent_id: 1 },
      { id: 12, parent_id: 2 },
    ]);
    expect(sqlite.prepare('SELECT tier FROM parents WHERE id = 2').get()).toEqual({ tier: 'general' });
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('refuses a migration that leaves a row pointing at nothing, and changes nothing', () => {
    const sqlite = open();
    applyMigrations(sqlite, drizzle(sqlite), folder([INIT]));
    const losesBen = [
      ...REBUILD_PARENTS.slice(0, 1),
      'INSERT INTO __new_parents (id, name) SELECT id, name FROM parents WHERE id = 1',
      ...REBUILD_PARENTS.slice(2),
    ];
    expect(() => applyMigrations(sqlite, drizzle(sqlite), folder([INIT, losesBen]))).toThrow(
      MigrationBrokeForeignKeysError,
    );
    expect(() => applyMigrations(sqlite, drizzle(sqlite), folder([INIT, losesBen]))).toThrow(/in: children/);
    // Rolled back whole: the old shape, both parents, and the migration not recorded as run.
    expect(sqlite.prepare('SELECT id FROM parents ORDER BY id').all()).toEqual([{ id: 1 }, { id: 2 }]);
    expect(
      sqlite.prepare("SELECT count(*) AS n FROM pragma_table_info('parents') WHERE name = 'tier'").get(),
    ).toEqual({
      n: 0,
    });
    expect(sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get()).toEqual({ n: 1 });
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
