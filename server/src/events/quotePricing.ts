/**
 * Whom a quote is for and what it costs at this moment (docs/events.md).
 *
 * - The member is the account that has proven the quote's address (a link sent to it was followed),
 *   never one that only signed up with it: anyone can do that (docs/security.md). Without one it is
 *   a visitor's quote.
 * - A member discount is that member's at the moment of paying: whatever is still owed (the deposit,
 *   or the balance once the deposit is paid) is priced again with the discount they hold now, by
 *   core's priceAtPaying. A quote with nothing left to pay keeps the sums it was paid at.
 */
import {
  effectiveQuoteStatus,
  eventDiscountPercent,
  priceAtPaying,
  type QuoteLine,
  type QuoteSums,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import type { UserRow } from '../users/userService';
import { findUserByEmail } from '../users/userService';
import type { EventQuoteRow } from './eventQuoteStore';

/** The account that has proven the quote's address, if any (a deleted one holds no address). */
export function quoteMember(ctx: AppContext, email: string): UserRow | undefined {
  const user = findUserByEmail(ctx.db, email);
  return user?.isEmailVerified && !user.deletedAt ? user : undefined;
}

/** The member discount an address carries now: its proven member's tier's, 0 for anyone else. */
export const discountAt = (member: UserRow | undefined): number =>
  member ? eventDiscountPercent(member) : 0;

/** The lines and sums as the row holds them. */
function storedSums(row: EventQuoteRow): QuoteSums {
  return {
    lines: JSON.parse(row.lines) as QuoteLine[],
    discountPercent: row.discountPercent,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    balanceCents: row.balanceCents,
  };
}

/** The row's columns for some sums (what a payment, or sending, writes). */
export function sumsColumns(sums: QuoteSums) {
  return {
    lines: JSON.stringify(sums.lines),
    discountPercent: sums.discountPercent,
    totalCents: sums.totalCents,
    depositCents: sums.depositCents,
    balanceCents: sums.balanceCents,
  };
}

/** What is still to be paid on the quote: the deposit, the balance, or nothing (settled or closed). */
function owing(row: EventQuoteRow, now: number): 'deposit' | 'balance' | null {
  const status = effectiveQuoteStatus(row, now);
  if (status === 'paid') return row.balancePaidAt ? null : 'balance';
  return status === 'expired' || status === 'cancelled' ? null : 'deposit';
}

/** The quote priced for paying `part` now, with the discount of the address's proven member now. */
export function priceFor(ctx: AppContext, row: EventQuoteRow, part: 'deposit' | 'balance') {
  const member = quoteMember(ctx, row.email);
  const sums = priceAtPaying({ ...storedSums(row), depositPaid: part === 'balance' }, discountAt(member));
  return { member, sums };
}

/**
 * The quote as it stands now: its member, and its sums with what is owed priced with their
 * discount at this moment (`part` says which part that is; null: nothing owed, the stored sums).
 */
export function quoteNow(ctx: AppContext, row: EventQuoteRow) {
  const part = owing(row, ctx.now());
  if (part) return { part, ...priceFor(ctx, row, part) };
  return { part, member: quoteMember(ctx, row.email), sums: storedSums(row) };
}
