/**
 * The desk's takings and cash-up: GET /api/staff/cash-up?date= (a venue day's takings by method
 * and its count, if made) and POST /api/staff/cash-up (the drawer counted at close). Money in
 * cents, instants in ISO 8601 UTC, the date the venue's.
 */

/** A venue day's money by how it was taken; refunds as positive amounts. */
export interface DayTakings {
  /** Fees taken in cash at the desk. */
  cashCents: number;
  /** Fees taken by card at the desk. */
  cardCents: number;
  /** Guest fees and memberships paid online (through the gateway). */
  onlineCents: number;
  cashRefundedCents: number;
  cardRefundedCents: number;
  onlineRefundedCents: number;
  /** Everything taken less everything refunded. */
  netCents: number;
  /** What the drawer should hold from the day: cash taken less cash refunded. */
  expectedCashCents: number;
}

/** The drawer counted at close, one per venue day (a recount replaces it). */
export interface CashUpCount {
  /** Expected cash when it was counted. */
  expectedCashCents: number;
  countedCents: number;
  /** counted - expected: over when positive, short when negative. */
  differenceCents: number;
  /** 'Balanced', 'Over $5', 'Short $2.50'. */
  differenceWords: string;
  countedById: string;
  countedByName: string;
  countedAt: string;
  note: string | null;
}

/** GET /api/staff/cash-up?date= and the POST's answer. */
export interface CashUpDay {
  date: string;
  takings: DayTakings;
  /** Null until the drawer is counted. */
  count: CashUpCount | null;
}

/** POST /api/staff/cash-up */
export interface CashUpRequest {
  date: string;
  countedCents: number;
  note?: string;
}
