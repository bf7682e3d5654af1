/**
 * The queries that run often on a lounge with years of history use an index, not a read of every
 * booking: checked in SQLite's own query plan, on a real database with the migrations applied.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { confirmedStartingBetween } from '../src/bookings/bookingStore';
import { openDatabase } from '../src/db/database';
import { makeDataDir } from './testServer';

describe('query plans', () => {
  const data = makeDataDir();
  const database = openDatabase(data.file);
  afterAll(() => {
    database.close();
    data.remove();
  });

  const planOf = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const rows = database.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
    return rows.map((r) => r.detail).join('; ');
  };

  it("the reminders' search (every background pass) uses the index of confirmed bookings by start", () => {
    const plan = planOf(
      confirmedStartingBetween(database.db, '2027-01-01T15:00:00.000Z', '2027-01-01T17:00:00.000Z'),
    );
    expect(plan).toContain('USING INDEX bookings_confirmed_start_idx');
    expect(plan).not.toMatch(/^SCAN bookings$/);
  });
});
