/**
 * The payment sandbox's "provider side": the sandbox_sessions, sandbox_subscriptions,
 * sandbox_invoices and sandbox_refunds tables. What the stand-in does with them, as Stripe would,
 * is sandboxGateway.ts's.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sandboxInvoices, sandboxRefunds, sandboxSessions, sandboxSubscriptions } from '../db/schema';

export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

export function insertSandboxSession(db: Db, row: typeof sandboxSessions.$inferInsert): void {
  db.insert(sandboxSessions).values(row).run();
}

export function findSandboxSession(db: Db, id: string): SandboxSessionRow | undefined {
  return db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).get();
}

/** The session a payment was: found by its payment intent, or by the session's own id. */
export function sandboxSessionOfPayment(db: Db, paymentRef: string): SandboxSessionRow | undefined {
  return (
    db.select().from(sandboxSessions).where(eq(sandboxSessions.paymentIntentId, paymentRef)).get() ??
    findSandboxSession(db, paymentRef)
  );
}

export function updateSandboxSession(
  db: Db,
  id: string,
  change: Partial<typeof sandboxSessions.$inferInsert>,
  { onlyIfOpen = false }: { onlyIfOpen?: boolean } = {},
): void {
  const match = eq(sandboxSessions.id, id);
  db.update(sandboxSessions)
    .set(change)
    .where(onlyIfOpen ? and(match, eq(sandboxSessions.status, 'open')) : match)
    .run();
}

export function insertSandboxSubscription(db: Db, row: typeof sandboxSubscriptions.$inferInsert): void {
  db.insert(sandboxSubscriptions).values(row).run();
}

export function findSandboxSubscription(db: Db, id: string): SandboxSubscriptionRow | undefined {
  return db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).get();
}

/** The customer's subscriptions, newest first. */
export function sandboxSubscriptionsOfCustomer(db: Db, customerId: string): SandboxSubscriptionRow[] {
  return db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customerId, customerId))
    .orderBy(desc(sandboxSubscriptions.createdAt))
    .all();
}

export function updateSandboxSubscription(
  db: Db,
  id: string,
  change: Partial<typeof sandboxSubscriptions.$inferInsert>,
): void {
  db.update(sandboxSubscriptions).set(change).where(eq(sandboxSubscriptions.id, id)).run();
}

export function findSandboxInvoice(db: Db, id: string): SandboxInvoiceRow | undefined {
  return db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id)).get();
}

export function sandboxInvoiceOfKey(db: Db, idempotencyKey: string): SandboxInvoiceRow | undefined {
  return db.select().from(sandboxInvoices).where(eq(sandboxInvoices.idempotencyKey, idempotencyKey)).get();
}

export function insertSandboxInvoice(db: Db, row: typeof sandboxInvoices.$inferInsert): void {
  db.insert(sandboxInvoices).values(row).run();
}

export function sandboxRefundOfKey(db: Db, idempotencyKey: string): SandboxRefundRow | undefined {
  return db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey)).get();
}

export function sandboxRefundsOf(db: Db, paymentRef: string): SandboxRefundRow[] {
  return db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentRef, paymentRef)).all();
}

export function insertSandboxRefund(db: Db, row: typeof sandboxRefunds.$inferInsert): void {
  db.insert(sandboxRefunds).values(row).run();
}

/** A customer's new email (null: erased) on their sessions and subscriptions. */
export function setSandboxCustomerEmail(db: Db, customerId: string, email: string | null): void {
  db.update(sandboxSessions).set({ email }).where(eq(sandboxSessions.customerId, customerId)).run();
  db.update(sandboxSubscriptions)
    .set({ email: email ?? '' })
    .where(eq(sandboxSubscriptions.customerId, customerId))
    .run();
}
