import { SHOP_CATEGORIES, SHOP_STOCK_MOVES, TAB_CLOSE_METHODS, TAB_STATUSES } from '@lounge/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, isInstant, oneOf, updatedAt } from './columns';
import { ledgerEntries } from './payments';

/**
 * The pro shop's catalogue (docs/shop.md). An item is archived, never deleted, so a sale's lines
 * keep their names. `stock` is null for what is not counted (a drink poured); it goes below zero only
 * when staff confirmed selling what the count said was not there (audited).
 */
export const shopItems = sqliteTable(
  'shop_items',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category', { enum: SHOP_CATEGORIES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The barcode or SKU a keyboard-wedge scanner types; unique among items that have one. */
    sku: text('sku'),
    stock: integer('stock'),
    reorderLevel: integer('reorder_level'),
    archivedAt: text('archived_at'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shop_items_sku_unique').on(t.sku),
    check('shop_items_category_check', oneOf(t.category, SHOP_CATEGORIES)),
    check('shop_items_price_check', sql`${t.priceCents} >= 0`),
    check('shop_items_reorder_check', sql`${t.reorderLevel} IS NULL OR ${t.reorderLevel} >= 0`),
  ],
);

/**
 * A tab: lines added through a visit, paid once at the end. Opened on a member, on a booking (its bay
 * and member), or under a name. While a payment link is out (`checkout_id`), no line is added.
 */
export const shopTabs = sqliteTable(
  'shop_tabs',
  {
    id: text('id').primaryKey(),
    label: text('label').notNull(),
    userId: text('user_id').references(() => users.id),
    bookingId: text('booking_id').references(() => bookings.id),
    /** The bay of the booking it was opened on: the board shows the bay's open tab. */
    bay: text('bay'),
    status: text('status', { enum: TAB_STATUSES }).notNull().default('open'),
    openedBy: text('opened_by').references(() => users.id),
    openedAt: text('opened_at').notNull(),
    /** The open payment link's checkout and the total it asks (the lines are frozen while it is out). */
    checkoutId: text('checkout_id'),
    linkAmountCents: integer('link_amount_cents'),
    closedAt: text('closed_at'),
    closedBy: text('closed_by').references(() => users.id),
    closeMethod: text('close_method', { enum: TAB_CLOSE_METHODS }),
  },
  (t) => [
    index('shop_tabs_status_idx').on(t.status, t.openedAt),
    check('shop_tabs_status_check', oneOf(t.status, TAB_STATUSES)),
    check(
      'shop_tabs_close_method_check',
      sql`${t.closeMethod} IS NULL OR ${oneOf(t.closeMethod, TAB_CLOSE_METHODS)}`,
    ),
    check('shop_tabs_opened_check', isInstant(t.openedAt)),
  ],
);

/** A paid sale: at the counter, or a tab closed. One receipt; its money one ledger row per category. */
export const shopSales = sqliteTable(
  'shop_sales',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id),
    tabId: text('tab_id').references(() => shopTabs.id),
    method: text('method', { enum: TAB_CLOSE_METHODS }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    tenderedCents: integer('tendered_cents'),
    changeCents: integer('change_cents'),
    checkoutSessionId: text('checkout_session_id'),
    recordedBy: text('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_sales_created_idx').on(t.createdAt),
    uniqueIndex('shop_sales_checkout_unique').on(t.checkoutSessionId),
    check('shop_sales_method_check', oneOf(t.method, TAB_CLOSE_METHODS)),
    check('shop_sales_created_check', isInstant(t.createdAt)),
  ],
);

/**
 * A line: an item, its price then and what the buyer's tier took off, on a tab (unpaid, `sale_id`
 * null) or in a sale (`ledger_entry_id`: its category's ledger row, which a refund of it returns).
 */
export const shopLines = sqliteTable(
  'shop_lines',
  {
    id: text('id').primaryKey(),
    saleId: text('sale_id').references(() => shopSales.id),
    tabId: text('tab_id').references(() => shopTabs.id),
    itemId: text('item_id')
      .notNull()
      .references(() => shopItems.id),
    name: text('name').notNull(),
    category: text('category', { enum: SHOP_CATEGORIES }).notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    ledgerEntryId: text('ledger_entry_id').references(() => ledgerEntries.id),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    addedBy: text('added_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_lines_sale_idx').on(t.saleId),
    index('shop_lines_tab_idx').on(t.tabId),
    check('shop_lines_category_check', oneOf(t.category, SHOP_CATEGORIES)),
    check('shop_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'shop_lines_refunded_check',
      sql`${t.refundedQuantity} >= 0 AND ${t.refundedQuantity} <= ${t.quantity}`,
    ),
    check('shop_lines_owner_check', sql`${t.saleId} IS NOT NULL OR ${t.tabId} IS NOT NULL`),
  ],
);

/** Every change of an item's stock, with why: a sale, a refund, a delivery, a count. */
export const shopStockMoves = sqliteTable(
  'shop_stock_moves',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => shopItems.id),
    kind: text('kind', { enum: SHOP_STOCK_MOVES }).notNull(),
    /** The change: negative for a sale, positive for a delivery or refund; a count's difference. */
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    lineId: text('line_id').references(() => shopLines.id),
    note: text('note'),
    recordedBy: text('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_stock_moves_item_idx').on(t.itemId, t.createdAt),
    check('shop_stock_moves_kind_check', oneOf(t.kind, SHOP_STOCK_MOVES)),
  ],
);
