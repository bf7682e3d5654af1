/**
 * The pro shop and the lounge tab at the desk (docs/shop.md): /api/staff/shop/items, /sales and
 * /api/staff/tabs. Money in integer cents, instants ISO 8601 UTC. The prices, discounts, tax and
 * stock rules are core's shop.ts; the server answers what it wrote.
 */
import Joi from 'joi';
import { SHOP_CATEGORIES, SHOP_SALE_METHODS, TAB_CLOSE_METHODS, TAB_STATUSES } from '../shop';
import {
  bool,
  either,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  type Shape,
  text,
  uuid,
  words,
  writtenLine,
} from './shape';

const cents = int.min(0).max(10_000_000);
const quantity = int.min(1).max(999);
const stockCount = int.min(-99_999).max(99_999);

/** POST /api/staff/shop/items: an item of the catalogue. */
export const ShopItemRequest = object({
  name: words(120),
  category: oneOf(SHOP_CATEGORIES),
  priceCents: cents,
  sku: optional(Joi.string().trim().min(1).max(64)),
  /** Counted stock (merchandise); left out for what is not counted. */
  stock: optional(int.min(0).max(99_999)),
  reorderLevel: optional(int.min(0).max(99_999)),
}).label('request body');
export type ShopItemRequest = Shape<typeof ShopItemRequest>;

/** GET /api/staff/shop/items?query=: by name or an exact SKU; archived ones only when asked. */
export const ShopItemQuery = object({
  query: optional(Joi.string().allow('').max(120)),
  archived: optional(bool),
});

export const ShopItem = object({
  id: uuid,
  name: id,
  category: oneOf(SHOP_CATEGORIES),
  priceCents: int,
  sku: nullable(id),
  stock: nullable(int),
  reorderLevel: nullable(int),
  /** At or under its reorder level. */
  reorder: bool,
  archivedAt: nullable(id),
});
export type ShopItem = Shape<typeof ShopItem>;

/** POST /api/staff/shop/items/{id}/stock: a delivery (added) or a count (the stock now). */
export const ShopStockRequest = object({
  kind: oneOf(['delivery', 'count'] as const),
  quantity: stockCount,
  note: optional(writtenLine(300)),
}).label('request body');

const LineRequest = object({ itemId: uuid, quantity });

/** POST /api/staff/shop/sales: a sale at the counter, or lines put on a tab. */
export const ShopSaleRequest = object({
  userId: optional(uuid),
  lines: list(LineRequest).min(1).max(50),
  payment: object({
    method: oneOf(SHOP_SALE_METHODS),
    tabId: optional(uuid),
    tenderedCents: optional(cents),
  }),
  /** Staff confirmed selling what the count says is not in stock (audited). */
  confirmPastZero: optional(bool),
}).label('request body');
export type ShopSaleRequest = Shape<typeof ShopSaleRequest>;

const ShopLine = object({
  id: uuid,
  itemId: uuid,
  name: id,
  category: oneOf(SHOP_CATEGORIES),
  quantity: int,
  unitCents: int,
  grossCents: int,
  discountCents: int,
  discountPercent: int,
  taxCents: int,
  totalCents: int,
  refundedQuantity: int,
});

/** A sale's answer (or the lines a 'tab' sale put on the tab: `id` is then the tab's). */
export const ShopSale = object({
  id: uuid,
  lines: list(ShopLine),
  subtotalCents: int,
  discountCents: int,
  taxCents: int,
  totalCents: int,
  changeCents: optional(int),
  /** The discount's own receipt line ('VIP discount (20% off merchandise)'); null when none. */
  discountLabel: nullable(id),
  /** The receipt's lines, to print (none for lines put on a tab). */
  receipt: list(text),
});
export type ShopSale = Shape<typeof ShopSale>;

/** POST /api/staff/shop/sales/{id}/refund: some lines (all when left out), with a reason. */
export const ShopRefundRequest = object({
  lines: optional(
    list(object({ lineId: uuid, quantity: optional(quantity) }))
      .min(1)
      .max(50),
  ),
  reason: words(300),
}).label('request body');
export type ShopRefundRequest = Shape<typeof ShopRefundRequest>;

export const ShopRefund = object({ saleId: uuid, refundedCents: int, lines: list(ShopLine) });
export type ShopRefund = Shape<typeof ShopRefund>;

/** POST /api/staff/tabs: on a member, a booking (its bay), or a name. */
export const TabRequest = object({
  userId: optional(uuid),
  bookingId: optional(uuid),
  label: optional(writtenLine(80)),
}).label('request body');
export type TabRequest = Shape<typeof TabRequest>;

/** POST /api/staff/tabs/{id}/lines. */
export const TabLinesRequest = object({
  lines: list(LineRequest).min(1).max(50),
  confirmPastZero: optional(bool),
}).label('request body');

/** POST /api/staff/tabs/{id}/close. */
export const TabCloseRequest = object({
  method: oneOf(TAB_CLOSE_METHODS),
  tenderedCents: optional(cents),
}).label('request body');

export const Tab = object({
  id: uuid,
  label: id,
  userId: nullable(uuid),
  bookingId: nullable(uuid),
  bay: nullable(id),
  status: oneOf(TAB_STATUSES),
  openedAt: id,
  lines: list(ShopLine),
  totalCents: int,
  /** The member's discount on the tab's lines, and its own receipt line (null when none). */
  discountCents: int,
  discountLabel: nullable(id),
  /** A payment link is out: no lines are added until it is paid or the tab closed another way. */
  linkOut: bool,
  closedAt: nullable(id),
});
export type Tab = Shape<typeof Tab>;

/** GET /api/staff/tabs?status=open. */
export const TabListQuery = object({ status: optional(oneOf(TAB_STATUSES)) });

/** POST /api/staff/tabs/{id}/close: the sale it became, or the link to pay on. */
export const TabCloseAnswer = either(ShopSale, object({ url: id }));
export type TabCloseAnswer = Shape<typeof TabCloseAnswer>;
