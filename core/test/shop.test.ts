import { describe, expect, it } from 'vitest';
import {
  cashChange,
  DEFAULT_SHOP_SETTINGS,
  lineRefundCents,
  needsReorder,
  priceShopLine,
  type ShopCategory,
  type ShopSettings,
  shopDiscountPercent,
  shopTotals,
  stockAfterSale,
  totalsByCategory,
} from '../src/index';

const line = (category: ShopCategory, unitCents: number, quantity = 1) => ({
  itemId: `${category}-${unitCents}`,
  name: category,
  category,
  unitCents,
  quantity,
});

const taxed = (rates: Partial<ShopSettings['taxBasisPoints']>, generalPercent = 0): ShopSettings => ({
  taxBasisPoints: { ...DEFAULT_SHOP_SETTINGS.taxBasisPoints, ...rates },
  generalMerchandiseDiscountPercent: generalPercent,
});

describe('shop discounts by tier and category', () => {
  it('gives a VIP 20% off merchandise and nothing off food, drink or other', () => {
    expect(shopDiscountPercent('vip', 'merchandise', DEFAULT_SHOP_SETTINGS)).toBe(20);
    for (const category of ['drinks', 'food', 'other'] as const)
      expect(shopDiscountPercent('vip', category, DEFAULT_SHOP_SETTINGS)).toBe(0);
  });

  it('gives a General member and a walk-in nothing unless the venue sets a General discount', () => {
    expect(shopDiscountPercent('general', 'merchandise', DEFAULT_SHOP_SETTINGS)).toBe(0);
    expect(shopDiscountPercent(null, 'merchandise', DEFAULT_SHOP_SETTINGS)).toBe(0);
    expect(shopDiscountPercent('general', 'merchandise', taxed({}, 10))).toBe(10);
    expect(shopDiscountPercent('general', 'drinks', taxed({}, 10))).toBe(0);
    expect(shopDiscountPercent(null, 'merchandise', taxed({}, 10))).toBe(0);
  });

  it('rounds the discount to the cent, half up, on the line', () => {
    // 20% of $24.99 = 499.8 -> 500
    expect(priceShopLine(line('merchandise', 2499), 'vip', DEFAULT_SHOP_SETTINGS).discountCents).toBe(500);
    // 20% of 1,997 = 399.4 -> 399
    expect(priceShopLine(line('merchandise', 1997), 'vip', DEFAULT_SHOP_SETTINGS).discountCents).toBe(399);
    // 20% of 1,998 = 399.6 -> 400; an exact half: 10% of 1,005 = 100.5 -> 101
    expect(priceShopLine(line('merchandise', 1998), 'vip', DEFAULT_SHOP_SETTINGS).discountCents).toBe(400);
    expect(priceShopLine(line('merchandise', 1005), 'general', taxed({}, 10)).discountCents).toBe(101);
  });

  it('keeps the discount on its own line: the gross is the price, the total the price less it', () => {
    const glove = priceShopLine(line('merchandise', 2500, 2), 'vip', DEFAULT_SHOP_SETTINGS);
    expect(glove).toMatchObject({
      grossCents: 5000,
      discountCents: 1000,
      discountPercent: 20,
      totalCents: 4000,
    });
    const beer = priceShopLine(line('drinks', 700, 2), 'vip', DEFAULT_SHOP_SETTINGS);
    expect(beer).toMatchObject({ grossCents: 1400, discountCents: 0, totalCents: 1400 });
  });
});

describe('shop tax by category', () => {
  it('is nothing by default (Montana)', () => {
    expect(priceShopLine(line('food', 1250), null, DEFAULT_SHOP_SETTINGS).taxCents).toBe(0);
  });

  it('taxes each category at its own rate, after the discount, half up', () => {
    const settings = taxed({ food: 250, merchandise: 600 });
    // 2.5% of $12.50 = 31.25 -> 31
    expect(priceShopLine(line('food', 1250), null, settings)).toMatchObject({
      taxCents: 31,
      totalCents: 1281,
    });
    expect(priceShopLine(line('drinks', 1250), null, settings).taxCents).toBe(0);
    // VIP glove $25: $5 off, 6% of $20 = 120
    expect(priceShopLine(line('merchandise', 2500), 'vip', settings)).toMatchObject({
      discountCents: 500,
      taxCents: 120,
      totalCents: 2120,
    });
    // 2.5% of $1.10 = 2.75 -> 3; of $1.00 = 2.5 -> 3 (half up)
    expect(priceShopLine(line('food', 110), null, settings).taxCents).toBe(3);
    expect(priceShopLine(line('food', 100), null, settings).taxCents).toBe(3);
  });
});

describe('shop totals and change in integer cents', () => {
  it('adds the lines so the receipt adds up', () => {
    const lines = [line('drinks', 700, 2), line('merchandise', 2499), line('food', 1250)].map((l) =>
      priceShopLine(l, 'vip', taxed({ food: 250 })),
    );
    const totals = shopTotals(lines);
    expect(totals).toEqual({ subtotalCents: 5149, discountCents: 500, taxCents: 31, totalCents: 4680 });
    expect(totals.subtotalCents - totals.discountCents + totals.taxCents).toBe(totals.totalCents);
    expect([...totalsByCategory(lines)]).toEqual([
      ['drinks', 1400],
      ['merchandise', 1999],
      ['food', 1281],
    ]);
  });

  it('gives change on cash that covers the total, and none on cash that does not', () => {
    expect(cashChange(4680, 5000)).toBe(320);
    expect(cashChange(4680, 4680)).toBe(0);
    expect(cashChange(4680, 4679)).toBeNull();
  });

  it('refunds a line unit by unit to exactly its total', () => {
    const priced = { quantity: 3, totalCents: 1000 };
    const parts = [
      lineRefundCents(priced, 0, 1),
      lineRefundCents(priced, 1, 1),
      lineRefundCents(priced, 2, 1),
    ];
    expect(parts).toEqual([333, 334, 333]);
    expect(parts.reduce((a, b) => a + b)).toBe(1000);
    expect(lineRefundCents(priced, 0, 3)).toBe(1000);
  });
});

describe('shop stock', () => {
  it('takes what is sold, and refuses to pass zero unless staff confirm', () => {
    expect(stockAfterSale(3, 2, false)).toEqual({ stock: 1, pastZero: false });
    expect(stockAfterSale(3, 3, false)).toEqual({ stock: 0, pastZero: false });
    expect(stockAfterSale(0, 1, false)).toBeNull();
    expect(stockAfterSale(2, 3, false)).toBeNull();
    expect(stockAfterSale(0, 1, true)).toEqual({ stock: -1, pastZero: true });
  });

  it('does not count what is not counted (a drink poured)', () => {
    expect(stockAfterSale(null, 5, false)).toEqual({ stock: null, pastZero: false });
  });

  it('flags an item at or under its reorder level', () => {
    expect(needsReorder({ stock: 3, reorderLevel: 3 })).toBe(true);
    expect(needsReorder({ stock: 4, reorderLevel: 3 })).toBe(false);
    expect(needsReorder({ stock: 0, reorderLevel: null })).toBe(false);
    expect(needsReorder({ stock: null, reorderLevel: 2 })).toBe(false);
  });
});
