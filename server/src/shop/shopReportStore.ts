/**
 * The shop report's and the day's sales' queries: paid sales' lines between two instants, the open
 * tabs' totals, the catalogue's stock. Read only.
 */
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shopItems, shopLines, shopSales, shopTabs, users } from '../db/schema';

/** Paid sales from `startIso` (included) to `endIso` (left out), oldest first, with their buyer. */
export function salesBetween(db: Db, startIso: string, endIso: string) {
  return db
    .select({
      id: shopSales.id,
      createdAt: shopSales.createdAt,
      method: shopSales.method,
      totalCents: shopSales.totalCents,
      userId: shopSales.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      membershipType: users.membershipType,
      membershipStatus: users.membershipStatus,
      tabLabel: shopTabs.label,
    })
    .from(shopSales)
    .leftJoin(users, eq(users.id, shopSales.userId))
    .leftJoin(shopTabs, eq(shopTabs.id, shopSales.tabId))
    .where(and(gte(shopSales.createdAt, startIso), lt(shopSales.createdAt, endIso)))
    .orderBy(asc(shopSales.createdAt), sql`${shopSales}.rowid`)
    .all();
}

/** The lines of these sales, in the order they were added. */
export function linesOfSales(db: Db, saleIds: readonly string[]) {
  if (saleIds.length === 0) return [];
  return db
    .select()
    .from(shopLines)
    .where(inArray(shopLines.saleId, [...saleIds]))
    .orderBy(asc(shopLines.createdAt), sql`${shopLines}.rowid`)
    .all();
}

/** Every open tab with what its lines come to. */
export function openTabTotals(db: Db) {
  return db
    .select({
      label: shopTabs.label,
      openedAt: shopTabs.openedAt,
      totalCents: sql<number>`coalesce(sum(${shopLines.totalCents}), 0)`,
    })
    .from(shopTabs)
    .leftJoin(shopLines, and(eq(shopLines.tabId, shopTabs.id), isNull(shopLines.saleId)))
    .where(eq(shopTabs.status, 'open'))
    .groupBy(shopTabs.id)
    .all();
}

/** The catalogue's items still sold, with their stock. */
export function itemsOnSale(db: Db) {
  return db
    .select({
      id: shopItems.id,
      name: shopItems.name,
      priceCents: shopItems.priceCents,
      stock: shopItems.stock,
      reorderLevel: shopItems.reorderLevel,
    })
    .from(shopItems)
    .where(isNull(shopItems.archivedAt))
    .orderBy(asc(shopItems.name))
    .all();
}
