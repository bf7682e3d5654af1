/**
 * The queries that run often on a lounge with years of history use an index, not a read of every
 * booking or ledger row: checked in SQLite's own query plan, on a real database with the migrations
 * applied.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { confirmedStartingBetween } from '../src/bookings/bookingStore';
import { openDatabase } from '../src/db/database';
import { ledgerTotals, membersWithFreezes } from '../src/reports/reportStore';
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
  /** The plans of every statement `run` sent to SQLite, with the values it bound. */
  const plansWhile = (run: () => void): string[] => {
    const { sqlite } = database;
    const prepare = sqlite.prepare.bind(sqlite);
    const plans: string[] = [];
    sqlite.prepare = ((source: string) => {
      const statement = prepare(source);
      const explain = (params: unknown[]) =>
        plans.push(
          (prepare(`EXPLAIN QUERY PLAN ${source}`).all(...params) as { detail: string }[])
            .map((r) => r.detail)
            .join('; '),
        );
      const all = statement.all.bind(statement);
      statement.all = ((...params: unknown[]) => {
        explain(params);
        return all(...params);
      }) as typeof statement.all;
      return statement;
    }) as typeof sqlite.prepare;
    try {
      run();
    } finally {
      sqlite.prepare = prepare as typeof sqlite.prepare;
    }
    return plans;
  };

  it("the reports' money: each kind and status one seek in the ledger's covering index, never a scan", () => {
    const [plan] = plansWhile(() =>
      ledgerTotals(database.db, { from: '2027-01-01', to: '2027-12-31' }, 'America/Denver'),
    );
    expect(plan).toContain(
      'USING COVERING INDEX ledger_kind_status_created_idx (kind=? AND status=? AND created_at>? AND created_at<?)',
    );
    expect(plan).not.toMatch(/SCAN l\b/);
  });

  it("the reports' members: each member's first membership payment one seek in the partial index", () => {
    const [plan] = plansWhile(() => membersWithFreezes(database.db)).slice(-1);
    expect(plan).toMatch(/SEARCH paid USING (COVERING )?INDEX ledger_first_membership_idx \(user_id=\?\)/);
    expect(plan).not.toMatch(/SCAN paid\b/);
  });
});
