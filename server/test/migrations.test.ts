/**
 * migrations/ and db/schema/ must agree: a schema change without `npx drizzle-kit generate` fails here.
 * And a fresh database file gets every migration, the pragmas a booking system needs, and opens
 * again without change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, PAGE_CACHE_KIB } from '../src/db/database';
import * as schema from '../src/db/schema';
import { databaseAtMigration } from './previousRelease';
import { makeDataDir } from './testServer';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as Journal;

type Snapshot = Parameters<typeof generateSQLiteMigration>[0];

function lastSnapshot(): Snapshot {
  const last = journal.entries.at(-1);
  if (!last) throw new Error('migrations/meta/_journal.json has no entries');
  const file = path.join(MIGRATIONS_DIR, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}

describe('db/schema/ and migrations/', () => {
  it('agree: generating a migration from the last snapshot gives no statements', async () => {
    const previous = lastSnapshot();
    const current = await generateSQLiteDrizzleJson(schema, previous.id);
    const statements = await generateSQLiteMigration(previous, current);
    expect(statements).toEqual([]);
  });

  it('list the same migrations in the journal and on disk, each with its snapshot', () => {
    const onDisk = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(onDisk).toEqual(journal.entries.map((e) => `${e.tag}.sql`));
    const snapshots = readdirSync(path.join(MIGRATIONS_DIR, 'meta'))
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort();
    expect(snapshots).toEqual(journal.entries.map((e) => `${String(e.idx).padStart(4, '0')}_snapshot.json`));
  });

  it('are made in the order they run: each one later than the one before', () => {
    // drizzle's migrator applies only migrations made after the last one a database has, so one
    // renumbered past a released migration must be generated again, not renamed.
    const out = journal.entries.filter((e, i) => i > 0 && e.when <= (journal.entries[i - 1]?.when ?? 0));
    expect(out.map((e) => e.tag)).toEqual([]);
  });
});

describe('opening a database', () => {
  let data: ReturnType<typeof makeDataDir>;
  beforeEach(() => {
    data = makeDataDir();
  });
  afterEach(() => data.remove());

  const names = (sqlite: ReturnType<typeof openDatabase>['sqlite'], type: string) =>
    (
      sqlite.prepare('SELECT name FROM sqlite_master WHERE type = ? ORDER BY name').all(type) as {
        name: string;
      }[]
    ).map((r) => r.name);

  it('applies every migration to a fresh file, with WAL, foreign keys and synchronous FULL', () => {
    const database = openDatabase(data.file);
    try {
      const { sqlite } = database;
      const applied = sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number };
      expect(applied.n).toBe(journal.entries.length);

      expect(names(sqlite, 'table')).toEqual(
        expect.arrayContaining([
          'users',
          'sessions',
          'bookings',
          'guest_passes',
          'contact_inquiries',
          'event_inquiries',
          'tour_bookings',
          'analytics_events',
        ]),
      );
      expect(names(sqlite, 'trigger')).toEqual(
        expect.arrayContaining(['bookings_no_bay_overlap_insert', 'bookings_no_bay_overlap_update']),
      );
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
      // The page cache the server's memory budget counts on, and no memory-mapped reads.
      expect(sqlite.pragma('cache_size', { simple: true })).toBe(-PAGE_CACHE_KIB);
      expect(sqlite.pragma('mmap_size', { simple: true })).toBe(0);
    } finally {
      database.close();
    }
  });

  it('gives a database from the release before the newest migration that migration', () => {
    const previous = journal.entries.at(-2);
    if (!previous) throw new Error('the journal has fewer than two migrations');
    databaseAtMigration(data.file, previous.tag);
    const database = openDatabase(data.file);
    try {
      const applied = database.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as {
        n: number;
      };
      expect(applied.n).toBe(journal.entries.length);
    } finally {
      database.close();
    }
  });

  it('the overlap trigger refuses a second confirmed booking of a bay for an overlapping time', () => {
    const database = openDatabase(data.file);
    try {
      const { sqlite } = database;
      const at = '2026-06-10T16:00:00.000Z';
      sqlite
        .prepare(
          `INSERT INTO users (id, email, first_name, last_name, created_at, updated_at)
           VALUES ('u1', 'a@example.com', 'A', 'B', ?, ?)`,
        )
        .run(at, at);
      const book = sqlite.prepare(
        `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, created_at, updated_at)
         VALUES (?, 'u1', '1', '2026-06-11', ?, ?, ?, ?)`,
      );
      book.run('b1', '2026-06-11T18:00:00.000Z', '2026-06-11T20:00:00.000Z', at, at);
      expect(() => book.run('b2', '2026-06-11T19:00:00.000Z', '2026-06-11T21:00:00.000Z', at, at)).toThrow(
        /bay_overlap/,
      );
      // Back to back is fine.
      book.run('b3', '2026-06-11T20:00:00.000Z', '2026-06-11T21:00:00.000Z', at, at);
    } finally {
      database.close();
    }
  });

  it('opens the same file again without change, keeping its rows', () => {
    const first = openDatabase(data.file);
    first.sqlite
      .prepare(
        `INSERT INTO contact_inquiries (id, first_name, last_name, email, inquiry_type, message, created_at)
         VALUES ('c1', 'L', 'A', 'l@example.com', 'general', 'Hi', '2026-06-10T16:00:00.000Z')`,
      )
      .run();
    const schemaBefore = first.sqlite
      .prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name')
      .all();
    first.close();

    const second = openDatabase(data.file);
    try {
      const { sqlite } = second;
      expect(sqlite.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all()).toEqual(
        schemaBefore,
      );
      expect(
        (sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n,
      ).toBe(journal.entries.length);
      expect(sqlite.prepare('SELECT id FROM contact_inquiries').all()).toEqual([{ id: 'c1' }]);
    } finally {
      second.close();
    }
  });
});
