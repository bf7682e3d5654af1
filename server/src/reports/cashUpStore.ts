/**
 * The cash-up's rows: a venue day's ledger rows (written between its midnights) for the takings,
 * and the day's count, one row a day (a recount replaces it).
 */
import { type IsoDate, rangeInstants, type TakingsLedgerRow, toIsoInstant } from '@lounge/core';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cashUps, ledgerEntries, users } from '../db/schema';

export function takingsRows(db: Db, date: IsoDate, timeZone: string): TakingsLedgerRow[] {
  const span = rangeInstants({ from: date, to: date }, timeZone);
  return db
    .select({
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      status: ledgerEntries.status,
      method: ledgerEntries.method,
    })
    .from(ledgerEntries)
    .where(
      and(
        gte(ledgerEntries.createdAt, toIsoInstant(span.start)),
        lt(ledgerEntries.createdAt, toIsoInstant(span.end)),
      ),
    )
    .all();
}

export interface CashUpRow {
  venueDate: string;
  expectedCashCents: number;
  countedCents: number;
  countedBy: string;
  countedByName: string;
  countedAt: string;
  note: string | null;
}

export function findCashUp(db: Db, date: IsoDate): CashUpRow | undefined {
  const row = db
    .select({
      venueDate: cashUps.venueDate,
      expectedCashCents: cashUps.expectedCashCents,
      countedCents: cashUps.countedCents,
      countedBy: cashUps.countedBy,
      firstName: users.firstName,
      lastName: users.lastName,
      countedAt: cashUps.countedAt,
      note: cashUps.note,
    })
    .from(cashUps)
    .innerJoin(users, eq(cashUps.countedBy, users.id))
    .where(eq(cashUps.venueDate, date))
    .get();
  if (!row) return undefined;
  const { firstName, lastName, ...rest } = row;
  return { ...rest, countedByName: `${firstName} ${lastName}` };
}

/** Writes the day's count, replacing one made before. */
export function saveCashUp(db: Db, row: Omit<CashUpRow, 'countedByName'>): void {
  db.insert(cashUps)
    .values(row)
    .onConflictDoUpdate({
      target: cashUps.venueDate,
      set: {
        expectedCashCents: row.expectedCashCents,
        countedCents: row.countedCents,
        countedBy: row.countedBy,
        countedAt: row.countedAt,
        note: row.note,
      },
    })
    .run();
}
