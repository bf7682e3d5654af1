/**
 * The shop's catalogue at the desk (docs/shop.md): items added, found by name or scanned code,
 * archived (never deleted: a sale's lines keep their names), and their stock: deliveries added,
 * counts recorded, each move kept with who and why, and audited.
 */
import Boom from '@hapi/boom';
import { needsReorder, type ShopItem, type ShopItemRequest, shopMessages, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import {
  findItem,
  findItemBySku,
  insertItem,
  recordStockMove,
  type ShopItemRow,
  searchItems,
  updateItem,
} from './shopStore';

export function itemView(row: ShopItemRow): ShopItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    priceCents: row.priceCents,
    sku: row.sku,
    stock: row.stock,
    reorderLevel: row.reorderLevel,
    reorder: needsReorder(row),
    archivedAt: row.archivedAt,
  };
}

function itemOr404(ctx: AppContext, id: string): ShopItemRow {
  const row = findItem(ctx.db, id);
  if (!row) throw Boom.notFound(shopMessages.itemNotFound.message);
  return row;
}

/** POST /api/staff/shop/items. A code another item has is refused (a scan must find one item). */
export function createItem(ctx: AppContext, actor: UserRow, request: ShopItemRequest): ShopItem {
  return writeTransaction(ctx.database, () => {
    if (request.sku && findItemBySku(ctx.db, request.sku))
      throw refuse(409, { ...shopMessages.skuTaken(request.sku), code: 'sku_taken', field: 'sku' });
    const nowIso = toIsoInstant(ctx.now());
    const row = insertItem(ctx.db, {
      name: request.name,
      category: request.category,
      priceCents: request.priceCents,
      sku: request.sku ?? null,
      stock: request.stock ?? null,
      reorderLevel: request.reorderLevel ?? null,
      createdBy: actor.id,
      createdAt: nowIso,
      updatedAt: nowIso,
    });
    if (row.stock !== null && row.stock > 0)
      recordStockMove(
        ctx.db,
        {
          itemId: row.id,
          kind: 'delivery',
          change: row.stock,
          stockAfter: row.stock,
          note: 'Opening stock',
          recordedBy: actor.id,
        },
        nowIso,
      );
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'shop_item_create',
        targetType: 'shop_item',
        targetId: row.id,
        details: { name: row.name, priceCents: row.priceCents },
      },
      ctx.now(),
    );
    return itemView(row);
  });
}

/** GET /api/staff/shop/items?query=: by name or the exact code a scanner typed. */
export function findItems(
  ctx: AppContext,
  query: { query?: string | undefined; archived?: boolean | undefined },
): ShopItem[] {
  return searchItems(ctx.db, query.query ?? '', query.archived ?? false).map(itemView);
}

/** POST /api/staff/shop/items/{id}/archive: no longer sold; its history keeps its name. */
export function archiveItem(ctx: AppContext, actor: UserRow, id: string): ShopItem {
  return writeTransaction(ctx.database, () => {
    const row = itemOr404(ctx, id);
    if (row.archivedAt) return itemView(row);
    const nowIso = toIsoInstant(ctx.now());
    const archived = updateItem(ctx.db, id, { archivedAt: nowIso, updatedAt: nowIso }) ?? row;
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'shop_item_archive',
        targetType: 'shop_item',
        targetId: id,
        details: { name: row.name },
      },
      ctx.now(),
    );
    return itemView(archived);
  });
}

/**
 * POST /api/staff/shop/items/{id}/stock: a delivery adds to the stock; a count sets it (the
 * difference is the move). An item not counted before starts being counted.
 */
export function recordStock(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  request: { kind: 'delivery' | 'count'; quantity: number; note?: string | undefined },
): ShopItem {
  return writeTransaction(ctx.database, () => {
    const row = itemOr404(ctx, id);
    const before = row.stock ?? 0;
    const stock = request.kind === 'delivery' ? before + request.quantity : request.quantity;
    if (request.kind === 'delivery' && request.quantity <= 0)
      throw refuse(400, { ...shopMessages.invalidDelivery, field: 'quantity' });
    if (stock < 0) throw refuse(400, { ...shopMessages.invalidCount, field: 'quantity' });
    const nowIso = toIsoInstant(ctx.now());
    const updated = updateItem(ctx.db, id, { stock, updatedAt: nowIso }) ?? row;
    recordStockMove(
      ctx.db,
      {
        itemId: id,
        kind: request.kind,
        change: stock - before,
        stockAfter: stock,
        note: request.note ?? null,
        recordedBy: actor.id,
      },
      nowIso,
    );
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'shop_stock',
        targetType: 'shop_item',
        targetId: id,
        details: { kind: request.kind, before: row.stock, after: stock },
      },
      ctx.now(),
    );
    return itemView(updated);
  });
}
