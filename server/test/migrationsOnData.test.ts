/**
 * Every migration applied, in order, to a database holding rows: as a box upgrades, never on an
 * empty file. Before each migration every table gets new rows (seedEveryTable.ts reads the tables'
 * shape from SQLite itself, so the rows are of the schema before the migration); after it, every
 * row is still there with every value it had, no new column holds its own name (SQLite reads an
 * unknown "column" in double quotes as a string: a rebuild copying a column the old table lacks),
 * and foreign keys and the file's integrity check hold. Migrations are run by the server's own runner
 * (foreign keys off, checked before the commit).
 *
 * A migration meant to change existing data says so in CHANGES_DATA below, with why.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/database';
import { databaseAtMigration } from './previousRelease';
import { seedEveryTable, userTables } from './seedEveryTable';
import { makeDataDir } from './testServer';

/**
 * Per migration (by the end of its tag): the `table.column`s whose existing values it rewrites and
 * the tables whose existing rows it removes on purpose, and why.
 */
const CHANGES_DATA: Record<string, { columns?: string[]; removes?: string[]; why: string }> = {
  _sessions_store_hashed_ids: {
    removes: ['sessions'],
    why: 'a session kept by its raw id no longer matches any cookie: everyone signs in once more',
  },
};

const tags = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map((e) => e.tag);

type Rows = Map<string, Map<string, Record<string, unknown>>>;

/** Every row of every table, by its rowid. */
function readAll(sqlite: Database.Database): Rows {
  const all: Rows = new Map();
  for (const { name } of userTables(sqlite)) {
    const rows = sqlite.prepare(`SELECT rowid AS __rowid, * FROM "${name}"`).all() as Record<
      string,
      unknown
    >[];
    all.set(name, new Map(rows.map((row) => [String(row.__rowid), row])));
  }
  return all;
}

let data: ReturnType<typeof makeDataDir>;
beforeAll(() => {
  data = makeDataDir();
  databaseAtMigration(data.file, tags[0]);
});
afterAll(() => data.remove());

describe.each(tags.slice(1).map((tag, i) => ({ tag, n: i + 1 })))('migration $tag', ({ tag, n }) => {
  it('keeps every row and every value of a database holding data', () => {
    const before = new Database(data.file);
    before.pragma('foreign_keys = ON');
    const unfilled = seedEveryTable(before, 2, n);
    expect(Object.fromEntries(unfilled), 'tables the seed could not fill').toEqual({});
    const rowsBefore = readAll(before);
    before.close();

    databaseAtMigration(data.file, tag);

    const after = new Database(data.file, { readonly: true });
    const rowsAfter = readAll(after);
    expect(after.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(after.prepare('SELECT * FROM pragma_foreign_key_check').all()).toEqual([]);
    after.close();

    const meant = CHANGES_DATA[Object.keys(CHANGES_DATA).find((end) => tag.endsWith(end)) ?? ''];
    const allowed = meant?.columns ?? [];
    const problems: string[] = [];
    for (const [table, rows] of rowsBefore) {
      const kept = rowsAfter.get(table);
      if (!kept || meant?.removes?.includes(table)) continue; // dropped or emptied on purpose
      for (const [rowid, row] of rows) {
        const now = kept.get(rowid);
        if (!now) {
          problems.push(`${table} lost row ${rowid}`);
          continue;
        }
        for (const [column, value] of Object.entries(row)) {
          if (!(column in now) || allowed.includes(`${table}.${column}`)) continue;
          if (now[column] !== value)
            problems.push(
              `${table}.${column} of row ${rowid}: ${JSON.stringify(value)} became ${JSON.stringify(now[column])}`,
            );
        }
        for (const column of Object.keys(now))
          if (!(column in row) && now[column] === column)
            problems.push(`${table}.${column} holds its own name`);
      }
    }
    expect(problems).toEqual([]);
  });
});
