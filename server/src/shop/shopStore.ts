/**
 * The shop's queries: the catalogue (shop_items), tabs (shop_tabs), sales (shop_sales), their lines
 * (shop_lines) and every stock change (shop_stock_moves). Called inside the service's transactions.
 */
import { randomUUID } from 'node:crypto';
import type { ShopStockMove } from '@lounge/core';
import { and, asc, desc, eq, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shopItems, shopLines, shopSales, shopStockMoves, shopTabs } from '../db/schema';

export type ShopItemRow = typeof shopItems.$inferSelect;
export type ShopTabRow = typeof shopTabs.$inferSelect;
export type ShopSaleRow = typeof shopSales.$inferSelect;
export type ShopLineRow = typeof shopLines.$inferSelect;

const containing = (text: string) => sql`${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;

export function insertItem(db: Db, values: Omit<typeof shopItems.$inferInsert, 'id'>): ShopItemRow {
  return db
    .insert(shopItems)
    .values({ id: randomUUID(), ...values })
    .returning()
    .get();
}

export function findItem(db: Db, id: string): ShopItemRow | undefined {
  return db.select().from(shopItems).where(eq(shopItems.id, id)).get();
}

export function findItemBySku(db: Db, sku: string): ShopItemRow | undefined {
  return db.select().from(shopItems).where(eq(shopItems.sku, sku)).get();
}

/** Items by name (every typed word) or an exact SKU (a scanner's), by name; archived ones only when asked. */
export function searchItems(db: Db, query: string, archived: boolean): ShopItemRow[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  return db
    .select()
    .from(shopItems)
    .where(
      and(
        archived ? undefined : isNull(shopItems.archivedAt),
        words.length === 0
          ? undefined
          : or(
              eq(shopItems.sku, query.trim()),
              and(...words.map((word) => like(shopItems.name, containing(word)))),
            ),
      ),
    )
    .orderBy(asc(shopItems.name))
    .limit(200)
    .all();
}

export function updateItem(db: Db, id: string, values: Partial<ShopItemRow>): ShopItemRow | undefined {
  return db.update(shopItems).set(values).where(eq(shopItems.id, id)).returning().get();
}

export function recordStockMove(
  db: Db,
  move: {
    itemId: string;
    kind: ShopStockMove;
    change: number;
    stockAfter: number;
    lineId?: string | null;
    note?: string | null;
    recordedBy: string | null;
  },
  nowIso: string,
): void {
  db.insert(shopStockMoves)
    .values({ id: randomUUID(), ...move, createdAt: nowIso })
    .run();
}

export function insertTab(db: Db, values: Omit<typeof shopTabs.$inferInsert, 'id'>): ShopTabRow {
  return db
    .insert(shopTabs)
    .values({ id: randomUUID(), ...values })
    .returning()
    .get();
}

export function findTab(db: Db, id: string): ShopTabRow | undefined {
  return db.select().from(shopTabs).where(eq(shopTabs.id, id)).get();
}

export function findTabByCheckout(db: Db, checkoutId: string): ShopTabRow | undefined {
  return db.select().from(shopTabs).where(eq(shopTabs.checkoutId, checkoutId)).get();
}

export function updateTab(db: Db, id: string, values: Partial<ShopTabRow>): ShopTabRow | undefined {
  return db.update(shopTabs).set(values).where(eq(shopTabs.id, id)).returning().get();
}

/** Tabs of a status (all when none), newest first; open ones opened before `beforeIso` when given. */
export function listTabs(db: Db, status: 'open' | 'closed' | undefined, beforeIso?: string): ShopTabRow[] {
  return db
    .select()
    .from(shopTabs)
    .where(
      and(
        status ? eq(shopTabs.status, status) : undefined,
        beforeIso ? lte(shopTabs.openedAt, beforeIso) : undefined,
      ),
    )
    .orderBy(desc(shopTabs.openedAt))
    .limit(500)
    .all();
}

export function insertSale(db: Db, values: Omit<typeof shopSales.$inferInsert, 'id'>): ShopSaleRow {
  return db
    .insert(shopSales)
    .values({ id: randomUUID(), ...values })
    .returning()
    .get();
}

export function updateSale(db: Db, id: string, values: Partial<ShopSaleRow>): ShopSaleRow {
  const row = db.update(shopSales).set(values).where(eq(shopSales.id, id)).returning().get();
  if (!row) throw new Error(`shop sale ${id} vanished inside its transaction`);
  return row;
}

export function findSale(db: Db, id: string): ShopSaleRow | undefined {
  return db.select().from(shopSales).where(eq(shopSales.id, id)).get();
}

export function insertLine(db: Db, values: Omit<typeof shopLines.$inferInsert, 'id'>): ShopLineRow {
  return db
    .insert(shopLines)
    .values({ id: randomUUID(), ...values })
    .returning()
    .get();
}

export function linesOfSale(db: Db, saleId: string): ShopLineRow[] {
  return db
    .select()
    .from(shopLines)
    .where(eq(shopLines.saleId, saleId))
    .orderBy(asc(shopLines.createdAt), sql`rowid`)
    .all();
}

/** A tab's lines, in the order added. */
export function linesOfTab(db: Db, tabId: string): ShopLineRow[] {
  return db
    .select()
    .from(shopLines)
    .where(eq(shopLines.tabId, tabId))
    .orderBy(asc(shopLines.createdAt), sql`rowid`)
    .all();
}

export function linesOfTabs(db: Db, tabIds: readonly string[]): ShopLineRow[] {
  if (tabIds.length === 0) return [];
  return db
    .select()
    .from(shopLines)
    .where(inArray(shopLines.tabId, [...tabIds]))
    .all();
}

/** A tab's lines paid: they join the sale the tab became, each with its category's ledger row. */
export function settleLine(db: Db, lineId: string, saleId: string, ledgerEntryId: string): void {
  db.update(shopLines).set({ saleId, ledgerEntryId }).where(eq(shopLines.id, lineId)).run();
}

export function setRefundedQuantity(db: Db, lineId: string, refundedQuantity: number): void {
  db.update(shopLines).set({ refundedQuantity }).where(eq(shopLines.id, lineId)).run();
}

/** A tab's unpaid line onto another tab, priced for that tab's payer (tabSplit.ts). */
export function moveLineToTab(
  db: Db,
  lineId: string,
  fromTabId: string,
  values: Pick<ShopLineRow, 'tabId' | 'discountCents' | 'discountPercent' | 'taxCents' | 'totalCents'>,
): boolean {
  const moved = db
    .update(shopLines)
    .set(values)
    .where(and(eq(shopLines.id, lineId), eq(shopLines.tabId, fromTabId), isNull(shopLines.saleId)))
    .run();
  return moved.changes === 1;
}
