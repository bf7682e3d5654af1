/**
 * The shop's report (docs/shop.md): a range of venue days' sales by category, by item and by day,
 * to the cent, the member discounts given (the VIP's on its own), the tabs still open, and the
 * stock on the shelf. Pure sums of rows the server reads; the server only queries.
 *
 * A sale belongs to the venue day it was paid on (a tab's: the day it was closed), on the venue's
 * wall clock, so a daylight-saving day holds its 23 or 25 hours. A line's refunds count against the
 * sale they return, whenever they were made: the range's net is what its sales finally took.
 */

import { type ReportRange, venueDays } from './reportRange';
import {
  lineRefundCents,
  needsReorder,
  SHOP_CATEGORIES,
  type ShopCategory,
  type ShopSettings,
  shopDiscountPercent,
} from './shop';
import type { MembershipType } from './tiers';
import type { IsoDate } from './time';

/** A line of a paid sale, as the server reads it. */
export interface ShopReportLine {
  saleId: string;
  /** When the sale was paid (epoch ms). */
  soldAt: number;
  itemId: string;
  /** The name and price it was sold under (an item renamed later keeps its past lines' names). */
  name: string;
  category: ShopCategory;
  quantity: number;
  grossCents: number;
  discountCents: number;
  discountPercent: number;
  taxCents: number;
  totalCents: number;
  refundedQuantity: number;
  /** The buyer's tier today: only asked when a line's percent could be either tier's. */
  buyerTier: MembershipType | null;
}

interface ShopReportTab {
  label: string;
  openedAt: string;
  totalCents: number;
}

interface ShopReportItem {
  id: string;
  name: string;
  priceCents: number;
  stock: number | null;
  reorderLevel: number | null;
}

/** Sums of lines: what they sold for, took off, taxed, gave back, and kept. */
export interface ShopFigures {
  quantity: number;
  refundedQuantity: number;
  grossCents: number;
  discountCents: number;
  taxCents: number;
  refundedCents: number;
  /** gross - discount + tax - refunded. */
  netCents: number;
}

export interface ShopReport {
  sales: number;
  totals: ShopFigures;
  byCategory: (ShopFigures & { category: ShopCategory })[];
  byItem: (ShopFigures & { itemId: string; name: string; category: ShopCategory })[];
  byDay: { date: IsoDate; sales: number; netCents: number }[];
  /** Every member discount given; the VIP's on its own (cents and the sales it was on). */
  discountCents: number;
  vipDiscount: { cents: number; sales: number };
  openTabs: { count: number; totalCents: number; oldest: { label: string; openedAt: string } | null };
  stock: {
    /** Counted stock on the shelf at today's prices (an item below zero counts none). */
    valueAtPriceCents: number;
    countedItems: number;
    lowStock: { id: string; name: string; stock: number; reorderLevel: number }[];
  };
}

const noFigures = (): ShopFigures => ({
  quantity: 0,
  refundedQuantity: 0,
  grossCents: 0,
  discountCents: 0,
  taxCents: 0,
  refundedCents: 0,
  netCents: 0,
});

function addLine(into: ShopFigures, line: ShopReportLine, refundedCents: number): ShopFigures {
  return {
    quantity: into.quantity + line.quantity,
    refundedQuantity: into.refundedQuantity + line.refundedQuantity,
    grossCents: into.grossCents + line.grossCents,
    discountCents: into.discountCents + line.discountCents,
    taxCents: into.taxCents + line.taxCents,
    refundedCents: into.refundedCents + refundedCents,
    netCents: into.netCents + line.totalCents - refundedCents,
  };
}

/**
 * Whose discount a line's was. The line keeps its percent, not the tier: the VIP's 20% is told
 * from a General member's by the percent, unless the venue set General's to the same, when the
 * buyer's tier today decides.
 */
export function discountTierOf(
  line: Pick<ShopReportLine, 'discountCents' | 'discountPercent' | 'buyerTier'>,
  settings: ShopSettings,
): MembershipType | null {
  if (line.discountCents === 0) return null;
  const vip = shopDiscountPercent('vip', 'merchandise', settings);
  const general = shopDiscountPercent('general', 'merchandise', settings);
  if (line.discountPercent === vip && vip !== general) return 'vip';
  if (line.discountPercent === general && vip !== general) return 'general';
  return line.buyerTier ?? 'general';
}

/** The range's shop figures. Lines outside the range's venue days are left out. */
export function shopReport(input: {
  range: ReportRange;
  timeZone: string;
  settings: ShopSettings;
  lines: readonly ShopReportLine[];
  openTabs: readonly ShopReportTab[];
  items: readonly ShopReportItem[];
}): ShopReport {
  const days = venueDays(input.range, input.timeZone);
  const dayOf = (at: number) => days.find((d) => at >= d.start && at < d.end)?.date;
  const byDay = new Map(days.map((d) => [d.date, { date: d.date, sales: new Set<string>(), netCents: 0 }]));
  const byCategory = new Map<ShopCategory, ShopFigures>();
  const byItem = new Map<string, ShopFigures & { itemId: string; name: string; category: ShopCategory }>();
  let totals = noFigures();
  const sales = new Set<string>();
  const vipSales = new Set<string>();
  let vipCents = 0;
  for (const line of input.lines) {
    const date = dayOf(line.soldAt);
    const day = date ? byDay.get(date) : undefined;
    if (!day) continue;
    const refunded = lineRefundCents(line, 0, line.refundedQuantity);
    totals = addLine(totals, line, refunded);
    sales.add(line.saleId);
    day.sales.add(line.saleId);
    day.netCents += line.totalCents - refunded;
    byCategory.set(line.category, addLine(byCategory.get(line.category) ?? noFigures(), line, refunded));
    const item = byItem.get(line.itemId);
    byItem.set(line.itemId, {
      ...addLine(item ?? noFigures(), line, refunded),
      itemId: line.itemId,
      category: line.category,
      // Lines come in the order sold: a renamed item shows its latest name.
      name: line.name,
    });
    if (discountTierOf(line, input.settings) === 'vip') {
      vipCents += line.discountCents;
      vipSales.add(line.saleId);
    }
  }
  const oldest = [...input.openTabs].sort((a, b) => a.openedAt.localeCompare(b.openedAt))[0];
  const counted = input.items.filter((i) => i.stock !== null);
  return {
    sales: sales.size,
    totals,
    byCategory: SHOP_CATEGORIES.flatMap((category) => {
      const figures = byCategory.get(category);
      return figures ? [{ category, ...figures }] : [];
    }),
    byItem: [...byItem.values()].sort((a, b) => b.netCents - a.netCents || a.name.localeCompare(b.name)),
    byDay: [...byDay.values()].map((d) => ({ date: d.date, sales: d.sales.size, netCents: d.netCents })),
    discountCents: totals.discountCents,
    vipDiscount: { cents: vipCents, sales: vipSales.size },
    openTabs: {
      count: input.openTabs.length,
      totalCents: input.openTabs.reduce((sum, t) => sum + t.totalCents, 0),
      oldest: oldest ? { label: oldest.label, openedAt: oldest.openedAt } : null,
    },
    stock: {
      valueAtPriceCents: counted.reduce((sum, i) => sum + Math.max(0, i.stock ?? 0) * i.priceCents, 0),
      countedItems: counted.length,
      lowStock: counted
        .filter(needsReorder)
        .map((i) => ({ id: i.id, name: i.name, stock: i.stock ?? 0, reorderLevel: i.reorderLevel ?? 0 }))
        .sort(
          (a, b) => a.stock - a.reorderLevel - (b.stock - b.reorderLevel) || a.name.localeCompare(b.name),
        ),
    },
  };
}
