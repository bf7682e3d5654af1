/**
 * The shop's upkeep at the desk (docs/shop.md): an item edited (PATCH /api/staff/shop/items/{id}),
 * a day's sales to refund from (GET /api/staff/shop/sales?date=) and the shop's report
 * (GET /api/staff/reports/shop?from=&to=, core's shopReport). Money in integer cents.
 */
import Joi from 'joi';
import { SHOP_CATEGORIES, TAB_CLOSE_METHODS } from '../shop';
import { int, list, nullable, object, oneOf, optional, type Shape, text, uuid, words } from './shape';

/**
 * PATCH /api/staff/shop/items/{id}: what changes (at least one). A barcode or a reorder level sent
 * as null is taken off. Past sales keep the name and price they were sold at.
 */
export const ShopItemEditRequest = object({
  name: optional(words(120)),
  category: optional(oneOf(SHOP_CATEGORIES)),
  priceCents: optional(int.min(0).max(10_000_000)),
  sku: optional(nullable(Joi.string().trim().min(1).max(64))),
  reorderLevel: optional(nullable(int.min(0).max(99_999))),
})
  .min(1)
  .label('request body');
export type ShopItemEditRequest = Shape<typeof ShopItemEditRequest>;

const SoldLine = object({
  id: uuid,
  name: text,
  category: oneOf(SHOP_CATEGORIES),
  quantity: int,
  unitCents: int,
  totalCents: int,
  refundedQuantity: int,
});

/** GET /api/staff/shop/sales?date= (reports' DayQuery): a venue day's paid sales, today when left out. */
export const ShopDaySale = object({
  id: uuid,
  soldAt: text,
  method: oneOf(TAB_CLOSE_METHODS),
  /** The member's name, the tab's label, or null for a walk-in. */
  buyer: nullable(text),
  totalCents: int,
  /** What its lines' refunds returned so far. */
  refundedCents: int,
  lines: list(SoldLine),
});
export type ShopDaySale = Shape<typeof ShopDaySale>;

const figures = {
  quantity: int,
  refundedQuantity: int,
  grossCents: int,
  discountCents: int,
  taxCents: int,
  refundedCents: int,
  netCents: int,
};

/** GET /api/staff/reports/shop?from=&to=: core's ShopReport over venue days. */
export const ShopReportView = object({
  from: text,
  to: text,
  timeZone: text,
  sales: int,
  totals: object(figures),
  byCategory: list(object({ category: oneOf(SHOP_CATEGORIES), ...figures })),
  byItem: list(object({ itemId: uuid, name: text, category: oneOf(SHOP_CATEGORIES), ...figures })),
  byDay: list(object({ date: text, sales: int, netCents: int })),
  discountCents: int,
  vipDiscount: object({ cents: int, sales: int }),
  openTabs: object({
    count: int,
    totalCents: int,
    oldest: nullable(object({ label: text, openedAt: text })),
  }),
  stock: object({
    valueAtPriceCents: int,
    countedItems: int,
    lowStock: list(object({ id: uuid, name: text, stock: int, reorderLevel: int })),
  }),
});
export type ShopReportView = Shape<typeof ShopReportView>;
