/**
 * Selling at the desk (docs/shop.md, docs/decisions/058): lines priced by core's shop rules for the
 * buyer's tier, stock taken in the same IMMEDIATE transaction (so 20 sales of the last 3 sell 3),
 * and a paid sale's money on the ledger, one row per category, each line naming its row. Refunds go
 * through payments' reserved refunds (payments/refunds.ts), under the same staff limits as any.
 */
import Boom from '@hapi/boom';
import {
  activeTier,
  cashChange,
  type MembershipType,
  type PricedShopLine,
  priceShopLine,
  type ReceiptFacts,
  receiptLines,
  receiptWhen,
  SHOP_PAID_BY,
  type ShopSale,
  type ShopSaleRequest,
  shopDiscountLabel,
  shopEmails,
  shopLedgerDescription,
  shopMessages,
  shopTotals,
  stockAfterSale,
  toIsoInstant,
  totalsByCategory,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { recordLedgerEntry } from '../payments/paymentService';
import { logStaffAction } from '../staff/auditService';
import { findUserById, type UserRow } from '../users/userService';
import {
  findItem,
  findSale,
  insertLine,
  insertSale,
  linesOfSale,
  recordStockMove,
  type ShopLineRow,
  type ShopSaleRow,
  settleLine,
  updateItem,
  updateSale,
} from './shopStore';

type LineRequest = ShopSaleRequest['lines'][number];

/** The tier whose discount a buyer gets: their plan's while it is paid; none for a walk-in. */
export function buyerTier(ctx: AppContext, userId: string | null): MembershipType | null {
  if (!userId) return null;
  const user = findUserById(ctx.db, userId);
  if (!user) throw refuse(400, { ...shopMessages.memberNotFound, field: 'userId' });
  return activeTier(user)?.type ?? null;
}

/**
 * Inside the caller's transaction: the requested lines priced for `tier` and written (to a sale or a
 * tab), each item's stock taken. An archived item is refused; stock that would pass zero is refused
 * unless staff confirmed it, and a confirmed one is audited.
 */
export function takeLines(
  ctx: AppContext,
  actor: UserRow,
  requested: readonly LineRequest[],
  tier: MembershipType | null,
  owner: { saleId: string } | { tabId: string },
  confirmPastZero: boolean,
): ShopLineRow[] {
  const nowIso = toIsoInstant(ctx.now());
  return requested.map((request) => {
    const item = findItem(ctx.db, request.itemId);
    if (!item) throw refuse(404, { ...shopMessages.itemNotFound, field: 'lines' });
    if (item.archivedAt)
      throw refuse(409, { ...shopMessages.itemArchived(item.name), code: 'item_archived', field: 'lines' });
    const after = stockAfterSale(item.stock, request.quantity, confirmPastZero);
    if (!after)
      throw refuse(409, {
        ...shopMessages.outOfStock(item.name, item.stock ?? 0),
        code: 'out_of_stock',
        field: 'confirmPastZero',
      });
    const priced = priceShopLine(
      {
        itemId: item.id,
        name: item.name,
        category: item.category,
        unitCents: item.priceCents,
        quantity: request.quantity,
      },
      tier,
      ctx.config.shop,
    );
    const line = insertLine(ctx.db, {
      ...('saleId' in owner ? { saleId: owner.saleId } : { tabId: owner.tabId }),
      ...lineColumns(priced),
      addedBy: actor.id,
      createdAt: nowIso,
    });
    if (after.stock !== null) {
      updateItem(ctx.db, item.id, { stock: after.stock, updatedAt: nowIso });
      recordStockMove(
        ctx.db,
        {
          itemId: item.id,
          kind: 'sale',
          change: -request.quantity,
          stockAfter: after.stock,
          lineId: line.id,
          recordedBy: actor.id,
        },
        nowIso,
      );
    }
    if (after.pastZero)
      logStaffAction(
        ctx.db,
        {
          actorId: actor.id,
          action: 'shop_past_zero',
          targetType: 'shop_item',
          targetId: item.id,
          details: { quantity: request.quantity, stockBefore: item.stock, stockAfter: after.stock },
        },
        ctx.now(),
      );
    return line;
  });
}

function lineColumns(p: PricedShopLine) {
  return {
    itemId: p.itemId,
    name: p.name,
    category: p.category,
    quantity: p.quantity,
    unitCents: p.unitCents,
    grossCents: p.grossCents,
    discountCents: p.discountCents,
    discountPercent: p.discountPercent,
    taxCents: p.taxCents,
    totalCents: p.totalCents,
  };
}

/** How a sale was paid, and at the gateway what its money is known by. */
export interface Payment {
  method: 'cash' | 'card' | 'link';
  tenderedCents?: number | undefined;
  checkoutSessionId?: string;
}

/**
 * The sale's row, then its lines (`linesOf`: written now for a counter sale, a tab's for a tab
 * closed), then their sums and the change on cash (refused if short) on the row.
 */
export function paidSale(
  ctx: AppContext,
  sale: { userId: string | null; tabId: string | null; recordedBy: string | null },
  payment: Payment,
  linesOf: (saleId: string) => ShopLineRow[],
): { sale: ShopSaleRow; lines: ShopLineRow[] } {
  const draft = insertSale(ctx.db, {
    ...sale,
    method: payment.method,
    subtotalCents: 0,
    discountCents: 0,
    taxCents: 0,
    totalCents: 0,
    checkoutSessionId: payment.checkoutSessionId ?? null,
    createdAt: toIsoInstant(ctx.now()),
  });
  const lines = linesOf(draft.id);
  const totals = shopTotals(lines);
  let changeCents: number | null = null;
  if (payment.method === 'cash' && payment.tenderedCents !== undefined) {
    changeCents = cashChange(totals.totalCents, payment.tenderedCents);
    if (changeCents === null)
      throw refuse(400, {
        ...shopMessages.notEnoughCash(totals.totalCents, payment.tenderedCents),
        code: 'not_enough_cash',
        field: 'tenderedCents',
      });
  }
  const paid = updateSale(ctx.db, draft.id, {
    ...totals,
    tenderedCents: payment.method === 'cash' ? (payment.tenderedCents ?? null) : null,
    changeCents,
  });
  return { sale: paid, lines };
}

/**
 * A paid sale's money on the ledger, one row per category of its lines (docs/decisions/058), each
 * line joined to the sale and its row; the receipt queued to a member. In the caller's transaction.
 */
export function bookSale(
  ctx: AppContext,
  sale: ShopSaleRow,
  lines: readonly ShopLineRow[],
  paymentIntentId: string | null = null,
): ShopLineRow[] {
  const now = ctx.now();
  const ref = sale.id.slice(0, 8).toUpperCase();
  const rows = new Map<string, string>();
  for (const [category, amountCents] of totalsByCategory(lines)) {
    const row = recordLedgerEntry(
      ctx.db,
      {
        kind: 'shop',
        amountCents,
        description: shopLedgerDescription(category, ref),
        userId: sale.userId,
        method: sale.method === 'link' ? null : sale.method,
        gatewayRef: `${sale.checkoutSessionId ?? `shop-${sale.id}`}:${category}`,
        checkoutSessionId: sale.checkoutSessionId,
        paymentIntentId,
        recordedBy: sale.recordedBy,
      },
      now,
    );
    rows.set(category, row.id);
  }
  for (const line of lines) settleLine(ctx.db, line.id, sale.id, rows.get(line.category) ?? '');
  queueReceipt(ctx, sale, lines);
  return linesOfSale(ctx.db, sale.id);
}

function receiptFacts(ctx: AppContext, sale: ShopSaleRow, lines: readonly ShopLineRow[]): ReceiptFacts {
  const buyer = sale.userId ? findUserById(ctx.db, sale.userId) : undefined;
  const discounted = lines.find((l) => l.discountCents > 0);
  return {
    saleId: sale.id,
    when: receiptWhen(Date.parse(sale.createdAt), ctx.config.venue.timeZone),
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, grossCents: l.grossCents })),
    subtotalCents: sale.subtotalCents,
    discountCents: sale.discountCents,
    tier: discounted ? (activeTier(buyer)?.type ?? null) : null,
    discountPercent: discounted?.discountPercent ?? 0,
    taxCents: sale.taxCents,
    totalCents: sale.totalCents,
    paidBy: SHOP_PAID_BY[sale.method],
    changeCents: sale.changeCents ?? undefined,
  };
}

/** The receipt by email to a member (a walk-in's is printed at the desk). */
function queueReceipt(ctx: AppContext, sale: ShopSaleRow, lines: readonly ShopLineRow[]): void {
  const buyer = sale.userId ? findUserById(ctx.db, sale.userId) : undefined;
  if (!buyer) return;
  enqueueMail(
    ctx.db,
    {
      kind: 'shop_receipt',
      to: buyer.email,
      userId: buyer.id,
      ...shopEmails.receipt(receiptFacts(ctx, sale, lines), buyer.firstName, emailContext(ctx)),
      dedupeKey: `shop-receipt:${sale.id}`,
    },
    toIsoInstant(ctx.now()),
  );
}

export function lineView(l: ShopLineRow): ShopSale['lines'][number] {
  return {
    id: l.id,
    itemId: l.itemId,
    name: l.name,
    category: l.category,
    quantity: l.quantity,
    unitCents: l.unitCents,
    grossCents: l.grossCents,
    discountCents: l.discountCents,
    discountPercent: l.discountPercent,
    taxCents: l.taxCents,
    totalCents: l.totalCents,
    refundedQuantity: l.refundedQuantity,
  };
}

/** Lines as the sale's answer: their sums, the discount's own line, the printable receipt. */
export function linesAnswer(
  ctx: AppContext,
  id: string,
  lines: readonly ShopLineRow[],
  tier: MembershipType | null,
  sale?: ShopSaleRow,
): ShopSale {
  const totals = shopTotals(lines);
  const discounted = lines.find((l) => l.discountCents > 0);
  return {
    id,
    lines: lines.map(lineView),
    ...totals,
    ...(sale?.changeCents != null ? { changeCents: sale.changeCents } : {}),
    discountLabel: discounted && tier ? shopDiscountLabel(tier, discounted.discountPercent) : null,
    receipt: sale ? receiptLines(receiptFacts(ctx, sale, lines), ctx.config.venue.name) : [],
  };
}

/**
 * POST /api/staff/shop/sales paid at the counter (cash or the lounge's terminal): the lines, the
 * stock, the ledger rows, the audit and the receipt in one transaction. A 'tab' sale is the tab's
 * (tabService.ts).
 */
export function sellAtCounter(ctx: AppContext, actor: UserRow, request: ShopSaleRequest): ShopSale {
  const method = request.payment.method;
  if (method === 'tab') throw new Error('a tab sale is put on the tab (tabService.ts)');
  return writeTransaction(ctx.database, () => {
    const userId = request.userId ?? null;
    const tier = buyerTier(ctx, userId);
    const { sale, lines } = paidSale(
      ctx,
      { userId, tabId: null, recordedBy: actor.id },
      { method, tenderedCents: request.payment.tenderedCents },
      (saleId) => takeLines(ctx, actor, request.lines, tier, { saleId }, request.confirmPastZero ?? false),
    );
    const booked = bookSale(ctx, sale, lines);
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'shop_sale',
        targetType: 'shop_sale',
        targetId: sale.id,
        details: { method, totalCents: sale.totalCents, lines: lines.length },
      },
      ctx.now(),
    );
    return linesAnswer(ctx, sale.id, booked, tier, sale);
  });
}

/** GET /api/staff/shop/sales/{id}: the sale and its receipt (to print). */
export function saleForDesk(ctx: AppContext, id: string): ShopSale {
  const sale = findSale(ctx.db, id);
  if (!sale) throw Boom.notFound(shopMessages.saleNotFound.message);
  const lines = linesOfSale(ctx.db, id);
  return linesAnswer(
    ctx,
    id,
    lines,
    lines.some((l) => l.discountCents > 0) ? buyerTier(ctx, sale.userId) : null,
    sale,
  );
}
