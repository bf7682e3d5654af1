/**
 * The event quotes' queries (event_quotes), the add-on price list (event_add_on_prices), and the
 * bay_blocks rows that hold a paid event's bays (they name the quote, so the event releases them).
 */
import { randomUUID } from 'node:crypto';
import { type BlockOccurrence, normalizeEmail, toIsoInstant } from '@lounge/core';
import { and, asc, desc, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bayBlocks, eventAddOnPrices, eventInquiries, eventQuotes } from '../db/schema';

export type EventQuoteRow = typeof eventQuotes.$inferSelect;
export type NewEventQuote = typeof eventQuotes.$inferInsert;
export type EventInquiryRow = typeof eventInquiries.$inferSelect;

export function findEventInquiry(db: Db, id: string): EventInquiryRow | undefined {
  return db.select().from(eventInquiries).where(eq(eventInquiries.id, id)).get();
}

export function addOnPrices(db: Db): { name: string; cents: number }[] {
  return db
    .select({ name: eventAddOnPrices.name, cents: eventAddOnPrices.cents })
    .from(eventAddOnPrices)
    .orderBy(asc(eventAddOnPrices.name))
    .all();
}

/** Replaces the whole price list (quotes already built keep the prices they copied). */
export function replaceAddOnPrices(
  db: Db,
  list: readonly { name: string; cents: number }[],
  by: string,
  nowIso: string,
): void {
  db.delete(eventAddOnPrices).run();
  for (const item of list)
    db.insert(eventAddOnPrices)
      .values({ name: item.name, cents: item.cents, updatedBy: by, updatedAt: nowIso })
      .run();
}

export function insertQuote(db: Db, row: NewEventQuote): EventQuoteRow {
  return db.insert(eventQuotes).values(row).returning().get();
}

export function findQuote(db: Db, id: string): EventQuoteRow | undefined {
  return db.select().from(eventQuotes).where(eq(eventQuotes.id, id)).get();
}

export function findQuoteByTokenHash(db: Db, tokenHash: string): EventQuoteRow | undefined {
  return db.select().from(eventQuotes).where(eq(eventQuotes.tokenHash, tokenHash)).get();
}

export function updateQuote(
  db: Db,
  id: string,
  patch: Partial<Omit<EventQuoteRow, 'id' | 'createdAt'>>,
  nowIso: string,
): EventQuoteRow {
  return db
    .update(eventQuotes)
    .set({ ...patch, updatedAt: nowIso })
    .where(eq(eventQuotes.id, id))
    .returning()
    .get();
}

export function listQuotes(db: Db, filter: { inquiryId?: string; status?: string }): EventQuoteRow[] {
  const where: SQL[] = [];
  if (filter.inquiryId) where.push(eq(eventQuotes.inquiryId, filter.inquiryId));
  if (filter.status) where.push(eq(eventQuotes.status, filter.status as EventQuoteRow['status']));
  return db
    .select()
    .from(eventQuotes)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(eventQuotes.createdAt))
    .limit(500)
    .all();
}

/**
 * The quotes that have gone out (drafts are staff's) to an address, soonest event first: a member's
 * events, asked only for the address they have proven. The whole address, in its stored form.
 */
export function quotesOfMember(db: Db, email: string): EventQuoteRow[] {
  return db
    .select()
    .from(eventQuotes)
    .where(and(sql`lower(${eventQuotes.email}) = ${normalizeEmail(email)}`, ne(eventQuotes.status, 'draft')))
    .orderBy(asc(eventQuotes.eventDate))
    .all();
}

/** Paid events whose balance is unpaid and whose reminder day has come and not been sent. */
export function balancesToRemind(db: Db, remindBy: (q: EventQuoteRow) => boolean): EventQuoteRow[] {
  return db
    .select()
    .from(eventQuotes)
    .where(
      and(
        eq(eventQuotes.status, 'paid'),
        isNull(eventQuotes.balancePaidAt),
        isNull(eventQuotes.balanceRemindedAt),
        gt(eventQuotes.balanceCents, 0),
      ),
    )
    .all()
    .filter(remindBy);
}

/** Blocks (a staff block, or another event's hold) inside any of the occurrences. */
export function blocksCovering(db: Db, occurrences: readonly BlockOccurrence[]) {
  if (occurrences.length === 0) return [];
  return db
    .select()
    .from(bayBlocks)
    .where(
      or(
        ...occurrences.map((o) =>
          and(
            eq(bayBlocks.bayNumber, o.bayNumber),
            lt(bayBlocks.startTime, toIsoInstant(o.end)),
            gt(bayBlocks.endTime, toIsoInstant(o.start)),
          ),
        ),
      ),
    )
    .all();
}

/** The event's hold: one block a bay, all naming the quote (one group). */
export function insertEventBlocks(
  db: Db,
  quoteId: string,
  occurrences: readonly BlockOccurrence[],
  fields: { reason: string; nowIso: string },
): void {
  const groupId = randomUUID();
  for (const o of occurrences)
    db.insert(bayBlocks)
      .values({
        id: randomUUID(),
        groupId,
        bayNumber: o.bayNumber,
        blockDate: o.date,
        startTime: toIsoInstant(o.start),
        endTime: toIsoInstant(o.end),
        reason: fields.reason,
        createdBy: null,
        eventQuoteId: quoteId,
        createdAt: fields.nowIso,
      })
      .run();
}

export function deleteEventBlocks(db: Db, quoteId: string): number {
  return db.delete(bayBlocks).where(eq(bayBlocks.eventQuoteId, quoteId)).run().changes;
}
