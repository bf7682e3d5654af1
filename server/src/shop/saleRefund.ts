/** A sale's refund at the desk: its lines (or what is left of them) back, the stock back, the money back. */
import Boom from '@hapi/boom';
import {
  lineRefundCents,
  type ShopRefund,
  type ShopRefundRequest,
  shopMessages,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { type ReservedRefund, reserveRefund, settleRefund } from '../payments/refunds';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { lineView } from './saleService';
import {
  findItem,
  findSale,
  linesOfSale,
  recordStockMove,
  setRefundedQuantity,
  updateItem,
} from './shopStore';

/**
 * POST /api/staff/shop/sales/{id}/refund: lines (all left, when none named) refunded with a reason.
 * In one transaction: each line's share reserved against its category's ledger row through
 * payments' refunds (plain staff's limits counted there: above them, a 403 and nothing written),
 * the stock put back, the audit. Then a link-paid sale's refunds are asked of the gateway.
 */
export async function refundSale(
  ctx: AppContext,
  actor: UserRow,
  saleId: string,
  request: ShopRefundRequest,
): Promise<ShopRefund> {
  const { reserved, refundedCents } = writeTransaction(ctx.database, () => {
    const sale = findSale(ctx.db, saleId);
    if (!sale) throw Boom.notFound(shopMessages.saleNotFound.message);
    const lines = linesOfSale(ctx.db, saleId);
    const asked: { lineId: string; quantity?: number | undefined }[] =
      request.lines ?? lines.filter((l) => l.refundedQuantity < l.quantity).map((l) => ({ lineId: l.id }));
    if (asked.length === 0)
      throw refuse(409, { ...shopMessages.refundTooMany(lines[0]?.name ?? '', 0), code: 'refunded' });
    const byCharge = new Map<string, number>();
    const nowIso = toIsoInstant(ctx.now());
    for (const { lineId, quantity } of asked) {
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw refuse(400, { ...shopMessages.lineNotInSale, field: 'lines' });
      const left = line.quantity - line.refundedQuantity;
      const units = quantity ?? left;
      if (units === 0 || units > left)
        throw refuse(409, {
          ...shopMessages.refundTooMany(line.name, left),
          code: 'refunded',
          field: 'lines',
        });
      const cents = lineRefundCents(line, line.refundedQuantity, units);
      if (line.ledgerEntryId)
        byCharge.set(line.ledgerEntryId, (byCharge.get(line.ledgerEntryId) ?? 0) + cents);
      setRefundedQuantity(ctx.db, line.id, line.refundedQuantity + units);
      const item = findItem(ctx.db, line.itemId);
      if (item && item.stock !== null) {
        const stock = item.stock + units;
        updateItem(ctx.db, item.id, { stock, updatedAt: nowIso });
        recordStockMove(
          ctx.db,
          {
            itemId: item.id,
            kind: 'refund',
            change: units,
            stockAfter: stock,
            lineId: line.id,
            recordedBy: actor.id,
          },
          nowIso,
        );
      }
    }
    const reserved: ReservedRefund[] = [];
    for (const [chargeId, amountCents] of byCharge) {
      if (amountCents === 0) continue;
      const refund = reserveRefund(ctx, { chargeId, amountCents, reason: request.reason, actorId: actor.id });
      // The same refund asked again at once (a double click) was made already: refused, not repeated.
      if (refund.repeated) throw refuse(409, { ...shopMessages.justRefunded, code: 'refunded' });
      reserved.push(refund);
    }
    const refundedCents = [...byCharge.values()].reduce((a, b) => a + b, 0);
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'shop_refund',
        targetType: 'shop_sale',
        targetId: saleId,
        details: { refundedCents, reason: request.reason, lines: asked.length },
      },
      ctx.now(),
    );
    return { reserved, refundedCents };
  });
  for (const { refund, key } of reserved) await settleRefund(ctx, refund, key);
  return { saleId, refundedCents, lines: linesOfSale(ctx.db, saleId).map(lineView) };
}
