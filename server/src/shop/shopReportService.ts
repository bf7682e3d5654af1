/**
 * The shop's report (GET /api/staff/reports/shop, core's shopReport) and a day's sales for the Shop
 * screen's refunds (GET /api/staff/shop/sales?date=). Venue days on the venue's clock; the rows are
 * read here and added up in core.
 */
import {
  activeTier,
  isIsoDate,
  lineRefundCents,
  type ReportRange,
  rangeInstants,
  reportRangeRefusal,
  type ShopDaySale,
  type ShopReportView,
  shopReport,
  toIsoInstant,
  venueDate,
  weekOf,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { itemsOnSale, linesOfSales, openTabTotals, salesBetween } from './shopReportStore';

function rangeOf(
  ctx: AppContext,
  query: { from?: string | undefined; to?: string | undefined },
): ReportRange {
  const week = weekOf(venueDate(ctx.now(), ctx.config.venue.timeZone));
  const from = query.from ?? week.from;
  const to = query.to ?? week.to;
  const refusal = reportRangeRefusal(from, to);
  if (refusal) throw refuse(400, refusal);
  return { from, to };
}

function salesOf(ctx: AppContext, range: ReportRange) {
  const span = rangeInstants(range, ctx.config.venue.timeZone);
  const sales = salesBetween(ctx.db, toIsoInstant(span.start), toIsoInstant(span.end));
  return {
    sales,
    lines: linesOfSales(
      ctx.db,
      sales.map((s) => s.id),
    ),
  };
}

export function shopReportOf(
  ctx: AppContext,
  query: { from?: string | undefined; to?: string | undefined },
): ShopReportView {
  const range = rangeOf(ctx, query);
  const timeZone = ctx.config.venue.timeZone;
  const { sales, lines } = salesOf(ctx, range);
  const saleById = new Map(sales.map((s) => [s.id, s]));
  const report = shopReport({
    range,
    timeZone,
    settings: ctx.config.shop,
    lines: lines.flatMap((line) => {
      const sale = line.saleId ? saleById.get(line.saleId) : undefined;
      if (!sale) return [];
      return [
        {
          ...line,
          saleId: sale.id,
          soldAt: Date.parse(sale.createdAt),
          buyerTier: activeTier(sale.userId ? sale : null)?.type ?? null,
        },
      ];
    }),
    openTabs: openTabTotals(ctx.db),
    items: itemsOnSale(ctx.db),
  });
  return { from: range.from, to: range.to, timeZone, ...report };
}

/** A venue day's paid sales (today when none is named), oldest first, each with what was refunded. */
export function salesOfDay(ctx: AppContext, date: string | undefined): ShopDaySale[] {
  const day = date ?? venueDate(ctx.now(), ctx.config.venue.timeZone);
  if (!isIsoDate(day))
    throw refuse(400, { title: 'Invalid Date', message: 'Choose the day as YYYY-MM-DD.', field: 'date' });
  const { sales, lines } = salesOf(ctx, { from: day, to: day });
  return sales.map((sale) => {
    const own = lines.filter((l) => l.saleId === sale.id);
    const member = sale.firstName ? `${sale.firstName} ${sale.lastName ?? ''}`.trim() : null;
    return {
      id: sale.id,
      soldAt: sale.createdAt,
      method: sale.method,
      buyer: sale.tabLabel ?? member,
      totalCents: sale.totalCents,
      refundedCents: own.reduce((sum, l) => sum + lineRefundCents(l, 0, l.refundedQuantity), 0),
      lines: own.map((l) => ({
        id: l.id,
        name: l.name,
        category: l.category,
        quantity: l.quantity,
        unitCents: l.unitCents,
        totalCents: l.totalCents,
        refundedQuantity: l.refundedQuantity,
      })),
    };
  });
}
