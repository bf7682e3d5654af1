import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../src/db/statementCache';

const bays = sqliteTable('bays', { id: integer('id').primaryKey(), name: text('name').notNull() });

let dir: string;
let sqlite: Database.Database;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lounge-statements-'));
  sqlite = new Database(path.join(dir, 'cache.db'));
  sqlite.exec(
    "CREATE TABLE bays (id INTEGER PRIMARY KEY, name TEXT NOT NULL); INSERT INTO bays VALUES (1, 'One'), (2, 'Two')",
  );
});
afterEach(() => {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('withStatementCache', () => {
  it('compiles one SQL text once, whatever the values', () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = drizzle(withStatementCache(sqlite));
    const named = (id: number) => db.select({ name: bays.name }).from(bays).where(eq(bays.id, id)).get();
    expect(named(1)).toEqual({ name: 'One' });
    expect(named(2)).toEqual({ name: 'Two' });
    expect(named(3)).toBeUndefined();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('hands a statement drizzle read raw back in object mode to a caller that wants rows', () => {
    const db = drizzle(withStatementCache(sqlite));
    const text = sql`SELECT name FROM bays WHERE id = ${1}`;
    expect(db.values(text)).toEqual([['One']]);
    expect(db.get(text)).toEqual({ name: 'One' });
    expect(db.all(text)).toEqual([{ name: 'One' }]);
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite, 2);
    for (const source of ['SELECT 1', 'SELECT 2', 'SELECT 1', 'SELECT 3', 'SELECT 1', 'SELECT 2'])
      cached.prepare(source).get();
    // SELECT 1 stayed (used again before SELECT 3 came); SELECT 2 was dropped and compiled again.
    expect(prepare.mock.calls.map(([source]) => source)).toEqual([
      'SELECT 1',
      'SELECT 2',
      'SELECT 3',
      'SELECT 2',
    ]);
  });

  it('still answers after the schema changes under a kept statement', () => {
    const db = drizzle(withStatementCache(sqlite));
    const all = () => db.select().from(bays).all();
    expect(all()).toHaveLength(2);
    sqlite.exec("ALTER TABLE bays ADD COLUMN note TEXT; INSERT INTO bays (id, name) VALUES (3, 'Three')");
    expect(all()).toEqual([
      { id: 1, name: 'One' },
      { id: 2, name: 'Two' },
      { id: 3, name: 'Three' },
    ]);
  });

  it('leaves everything else to the database: transactions, pragmas, open', () => {
    const cached = withStatementCache(sqlite);
    expect(cached.open).toBe(true);
    expect(cached.pragma('journal_mode', { simple: true })).toBe(
      sqlite.pragma('journal_mode', { simple: true }),
    );
    cached.transaction(() => cached.prepare("INSERT INTO bays VALUES (9, 'Nine')").run())();
    expect(sqlite.prepare('SELECT count(*) FROM bays').pluck().get()).toBe(3);
  });
});
