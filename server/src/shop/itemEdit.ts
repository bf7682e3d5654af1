/**
 * PATCH /api/staff/shop/items/{id} (docs/shop.md): an item's name, price, category, barcode or
 * reorder level changed at the desk, audited with what it was and what it became. A sale's lines
 * keep their own name and price (shop_lines.name, unit_cents), so past receipts and reports read
 * as sold; only sales from now on take the new ones. A barcode stays one item's.
 */
import Boom from '@hapi/boom';
import { type ShopItem, type ShopItemEditRequest, shopMessages, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { itemView } from './shopService';
import { findItem, findItemBySku, type ShopItemRow, updateItem } from './shopStore';

const EDITABLE = ['name', 'category', 'priceCents', 'sku', 'reorderLevel'] as const;

export function editItem(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  request: ShopItemEditRequest,
): ShopItem {
  return writeTransaction(ctx.database, () => {
    const row = findItem(ctx.db, id);
    if (!row) throw Boom.notFound(shopMessages.itemNotFound.message);
    const changes: Partial<ShopItemRow> = {};
    const before: Record<string, unknown> = {};
    for (const key of EDITABLE) {
      const value = request[key];
      if (value === undefined || value === row[key]) continue;
      Object.assign(changes, { [key]: value });
      before[key] = row[key];
    }
    // The same edit sent twice (a double click) changes nothing the second time and is not audited.
    if (Object.keys(changes).length === 0) return itemView(row);
    if (changes.sku) {
      const holder = findItemBySku(ctx.db, changes.sku);
      if (holder && holder.id !== id)
        throw refuse(409, { ...shopMessages.skuTaken(changes.sku), code: 'sku_taken', field: 'sku' });
    }
    const updated = updateItem(ctx.db, id, { ...changes, updatedAt: toIsoInstant(ctx.now()) }) ?? row;
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'shop_item_edit',
        targetType: 'shop_item',
        targetId: id,
        details: { name: updated.name, before, after: changes },
      },
      ctx.now(),
    );
    return itemView(updated);
  });
}
