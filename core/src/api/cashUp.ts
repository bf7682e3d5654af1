/**
 * The desk's takings and cash-up: GET /api/staff/cash-up?date= (a venue day's takings by method
 * and its count, if made) and POST /api/staff/cash-up (the drawer counted at close). Money in
 * cents, instants in ISO 8601 UTC, the date the venue's.
 */
import Joi from 'joi';
import { CASH_UP_MAX_CENTS } from '../cashUp';
import { id, int, list, nullable, object, optional, type Sent, type Shape, writtenLines } from './shape';

/** A venue day's money by how it was taken; refunds as positive amounts. */
export const DayTakings = object({
  /** Fees taken in cash at the desk. */
  cashCents: int,
  /** Fees taken by card at the desk. */
  cardCents: int,
  /** Guest fees and memberships paid online (through the gateway). */
  onlineCents: int,
  cashRefundedCents: int,
  cardRefundedCents: int,
  onlineRefundedCents: int,
  /** Everything taken less everything refunded. */
  netCents: int,
  /** What the drawer should hold from the day: cash taken less cash refunded. */
  expectedCashCents: int,
});
export type DayTakings = Shape<typeof DayTakings>;

/** The drawer counted at close, one per venue day (a recount replaces it). */
const CashUpCount = object({
  /** Expected cash when it was counted. */
  expectedCashCents: int,
  countedCents: int,
  /** counted - expected: over when positive, short when negative. */
  differenceCents: int,
  /** 'Balanced', 'Over $5', 'Short $2.50'. */
  differenceWords: id,
  countedById: id,
  countedByName: id,
  countedAt: id,
  note: nullable(id),
});
export type CashUpCount = Shape<typeof CashUpCount>;

/** GET /api/staff/cash-up?date= and the POST's answer. */
export const CashUpDay = object({
  date: id,
  takings: DayTakings,
  /** Null until the drawer is counted. */
  count: nullable(CashUpCount),
  /** Tabs still open (opened on the day or before): flagged at the cash-up, never lost. */
  openTabs: list(object({ id, label: id, bay: nullable(id), totalCents: int, openedAt: id })),
});
export type CashUpDay = Shape<typeof CashUpDay>;

/** POST /api/staff/cash-up: the drawer counted at close (the day's words are core's). */
export const CashUpRequest = object({
  date: Joi.string().max(10),
  countedCents: int.min(0).max(CASH_UP_MAX_CENTS),
  note: optional(writtenLines(500)),
}).label('request body');
export type CashUpRequest = Sent<typeof CashUpRequest>;
