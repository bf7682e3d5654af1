/**
 * The day's takings by method and the cash-up at close: ledger rows in, sums out. Cash and card
 * are fees taken at the desk (`method`); everything else was paid online through the gateway. A
 * refund goes back the way its charge came (its row carries the charge's method), so a cash refund
 * lowers the cash the drawer should hold. The expected cash is the day's cash taken less the
 * day's cash refunded; the difference is what was counted less that.
 */
import type { DayTakings } from './api/cashUp';
import type { LedgerKind } from './api/statuses';
import { formatMoney } from './tiers';

/** A ledger row written on the day. */
export interface TakingsLedgerRow {
  kind: LedgerKind;
  amountCents: number;
  status: string;
  /** An event's balance may be invoiced: a 'pending' row until the money comes. */
  method: 'cash' | 'card' | 'invoice' | null;
}

/** Charge statuses under which money was taken (a pending desk row is owed, a failed one moved nothing). */
const TAKEN_STATUSES: readonly string[] = Object.freeze(['paid', 'partially_refunded', 'refunded']);

type Way = 'cash' | 'card' | 'online';
// Taken at the counter: a desk fee, an event's balance taken there, and refunds of them.
const wayOf = (row: TakingsLedgerRow): Way =>
  row.method === 'cash' || row.method === 'card' ? row.method : 'online';

export function dayTakings(rows: readonly TakingsLedgerRow[]): DayTakings {
  const taken: Record<Way, number> = { cash: 0, card: 0, online: 0 };
  const refunded: Record<Way, number> = { cash: 0, card: 0, online: 0 };
  for (const row of rows) {
    if (row.kind === 'refund') {
      // A pending refund may still fail; a failed one moved nothing.
      if (row.status === 'refunded') refunded[wayOf(row)] -= row.amountCents;
    } else if (TAKEN_STATUSES.includes(row.status)) {
      taken[wayOf(row)] += row.amountCents;
    }
  }
  const all = (sums: Record<Way, number>) => sums.cash + sums.card + sums.online;
  return {
    cashCents: taken.cash,
    cardCents: taken.card,
    onlineCents: taken.online,
    cashRefundedCents: refunded.cash,
    cardRefundedCents: refunded.card,
    onlineRefundedCents: refunded.online,
    netCents: all(taken) - all(refunded),
    expectedCashCents: taken.cash - refunded.cash,
  };
}

/** What was counted against what was expected: over when positive, short when negative. */
export function cashDifference(
  expectedCents: number,
  countedCents: number,
): { cents: number; words: string } {
  const cents = countedCents - expectedCents;
  return { cents, words: cashUpCopy.difference(cents) };
}

/** '12.50' or '$12.50' typed at the desk as cents; null when it is not an amount to the cent. */
export function parseCountedCash(typed: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(typed.replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The most a count may be: $10,000,000 (a typo beyond that is refused). */
export const CASH_UP_MAX_CENTS = 1_000_000_000;

export const cashUpCopy = {
  difference: (cents: number) =>
    cents === 0 ? 'Balanced' : cents > 0 ? `Over ${formatMoney(cents)}` : `Short ${formatMoney(-cents)}`,
  takingsLabels: [
    ['cashCents', 'Cash taken'],
    ['cardCents', 'Card at the desk'],
    ['onlineCents', 'Online'],
    ['cashRefundedCents', 'Cash refunded'],
    ['cardRefundedCents', 'Card refunded'],
    ['onlineRefundedCents', 'Online refunded'],
    ['netCents', 'Net takings'],
    ['expectedCashCents', 'Expected cash'],
  ] as const satisfies readonly (readonly [keyof DayTakings, string])[],
  countLabel: 'Cash counted',
  countInvalid: 'Type the cash counted in dollars and cents, like 245.50.',
  saved: (words: string) => `Cash-up saved: ${words}.`,
  countedBy: (name: string, when: string) => `Counted by ${name} at ${when}`,
  notCounted: 'Not counted yet.',
  recount: 'Count Again',
  movedSince: (expected: string) => `Expected cash is now ${expected}: money moved after the count.`,
  dayToCome: 'A day still to come cannot be counted.',
} as const;
