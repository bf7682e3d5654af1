/** Our record of each checkout started at the gateway, and of webhook events processed. */
import { normalizeEmail, toIsoInstant } from '@lounge/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkoutSessions, ledgerEntries, paymentEvents } from '../db/schema';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

export function recordCheckout(
  db: Db,
  values: Omit<typeof checkoutSessions.$inferInsert, 'createdAt'>,
  now: number,
): void {
  db.insert(checkoutSessions)
    .values({ ...values, createdAt: toIsoInstant(now) })
    .onConflictDoNothing()
    .run();
}

export function findCheckout(db: Db, id: string): CheckoutRow | undefined {
  return db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).get();
}

/** Marks the checkout fulfilled; false when it already was (the work was done by the other path). */
export function markFulfilled(db: Db, id: string, nowIso: string): boolean {
  return (
    db
      .update(checkoutSessions)
      .set({ status: 'paid', fulfilledAt: nowIso })
      .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.fulfilledAt)))
      .run().changes === 1
  );
}

export function setCheckoutStatus(db: Db, id: string, status: CheckoutRow['status']): void {
  db.update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.fulfilledAt)))
    .run();
}

export function eventSeen(db: Db, id: string): boolean {
  return (
    db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)).get() !==
    undefined
  );
}

export function recordEvent(db: Db, id: string, type: string, nowIso: string): void {
  db.insert(paymentEvents).values({ id, type, processedAt: nowIso }).run();
}

/** The ids of the member's checkouts still open at the gateway. */
export function openCheckoutIdsOf(db: Db, userId: string): string[] {
  return db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')))
    .all()
    .map((row) => row.id);
}

/** The account's membership checkouts, newest first (where a refresh looks for what they paid). */
export function paidMembershipCheckoutsOf(db: Db, userId: string): string[] {
  return db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.kind, 'membership')))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(5)
    .all()
    .map((r) => r.id);
}

/**
 * A membership checkout paid signed out becomes the account's: its payer came back with its id,
 * signed in to the account with the checkout's address. Its ledger rows (recorded without an
 * account) follow. False when it is not an unclaimed membership checkout of that address.
 */
export function claimCheckout(db: Db, id: string, user: { id: string; email: string }): boolean {
  const claimed =
    db
      .update(checkoutSessions)
      .set({ userId: user.id })
      .where(
        and(
          eq(checkoutSessions.id, id),
          eq(checkoutSessions.kind, 'membership'),
          isNull(checkoutSessions.userId),
          sql`lower(${checkoutSessions.email}) = ${normalizeEmail(user.email)}`,
        ),
      )
      .run().changes === 1;
  if (claimed)
    db.update(ledgerEntries)
      .set({ userId: user.id })
      .where(and(eq(ledgerEntries.checkoutSessionId, id), isNull(ledgerEntries.userId)))
      .run();
  return claimed;
}

/** An event quote's checkouts of one kind still open (a new one expires them first). */
export function openEventCheckouts(
  db: Db,
  eventQuoteId: string,
  kind: 'event_deposit' | 'event_balance',
): CheckoutRow[] {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.eventQuoteId, eventQuoteId),
        eq(checkoutSessions.kind, kind),
        eq(checkoutSessions.status, 'open'),
      ),
    )
    .all();
}
