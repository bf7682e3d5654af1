/**
 * The counter's lines before they are sold: one per item, quantities summed. The prices shown here
 * are list prices; the member's discount, tax and total are the server's answer to the sale.
 */
import type { ShopItem } from '@lounge/core';

export interface CartLine {
  item: ShopItem;
  quantity: number;
}

/** One more of `item` (a scan of the same barcode twice is two). */
export function addToCart(cart: readonly CartLine[], item: ShopItem, quantity = 1): CartLine[] {
  const at = cart.findIndex((l) => l.item.id === item.id);
  if (at < 0) return [...cart, { item, quantity }];
  return cart.map((l, i) => (i === at ? { ...l, quantity: Math.min(999, l.quantity + quantity) } : l));
}

/** A line's quantity typed; 0 or nothing takes it off. */
export function setQuantity(cart: readonly CartLine[], itemId: string, quantity: number | null): CartLine[] {
  if (!quantity || quantity < 1) return cart.filter((l) => l.item.id !== itemId);
  return cart.map((l) => (l.item.id === itemId ? { ...l, quantity: Math.min(999, quantity) } : l));
}

/** The list prices' sum, before any member discount or tax. */
export const cartListCents = (cart: readonly CartLine[]) =>
  cart.reduce((sum, l) => sum + l.item.priceCents * l.quantity, 0);

export const cartRequestLines = (cart: readonly CartLine[]) =>
  cart.map((l) => ({ itemId: l.item.id, quantity: l.quantity }));

/**
 * What Enter in the search adds: the item whose barcode is exactly what was typed (a keyboard-wedge
 * scanner types the code and presses Enter), else the one item found by name; otherwise nothing.
 */
export function itemForEnter(typed: string, found: readonly ShopItem[]): ShopItem | null {
  const code = typed.trim();
  if (!code) return null;
  const bySku = found.find((i) => i.sku !== null && i.sku.toLowerCase() === code.toLowerCase());
  if (bySku) return bySku;
  return found.length === 1 ? (found[0] ?? null) : null;
}
