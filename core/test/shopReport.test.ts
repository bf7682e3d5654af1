import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../src/shop';
import { discountTierOf, type ShopReportLine, shopReport } from '../src/shopReport';
import { shopReportCsvRows } from '../src/shopReportCsv';

const DENVER = 'America/Denver';

let sales = 0;
function line(at: string, over: Partial<ShopReportLine> = {}): ShopReportLine {
  sales += 1;
  const quantity = over.quantity ?? 1;
  const grossCents = over.grossCents ?? 1000 * quantity;
  const discountCents = over.discountCents ?? 0;
  return {
    saleId: `s${sales}`,
    soldAt: Date.parse(at),
    itemId: 'cap',
    name: 'Cap',
    category: 'merchandise',
    quantity,
    grossCents,
    discountCents,
    discountPercent: discountCents > 0 ? 20 : 0,
    taxCents: 0,
    totalCents: grossCents - discountCents,
    refundedQuantity: 0,
    buyerTier: null,
    ...over,
  };
}

const report = (range: { from: string; to: string }, lines: ShopReportLine[]) =>
  shopReport({ range, timeZone: DENVER, settings: DEFAULT_SHOP_SETTINGS, lines, openTabs: [], items: [] });

describe('shopReport', () => {
  it('adds sales by category and item to the cent: discounts off, refunds by their share of the line', () => {
    const vipGlove = line('2026-12-02T18:00:00Z', {
      itemId: 'glove',
      name: 'Glove',
      grossCents: 2499,
      discountCents: 500,
      buyerTier: 'vip',
    });
    // Three sodas at $3.33: one returned gives back a third of $9.99, $3.33.
    const sodas = line('2026-12-02T19:00:00Z', {
      itemId: 'soda',
      name: 'Soda',
      category: 'drinks',
      quantity: 3,
      grossCents: 999,
      refundedQuantity: 1,
    });
    const oldName = line('2026-12-01T18:00:00Z', { name: 'Cap (old)' });
    const renamed = line('2026-12-03T18:00:00Z', { refundedQuantity: 1 });
    const r = report({ from: '2026-11-30', to: '2026-12-06' }, [oldName, vipGlove, sodas, renamed]);
    expect(r.sales).toBe(4);
    expect(r.totals).toEqual({
      quantity: 6,
      refundedQuantity: 2,
      grossCents: 2499 + 999 + 2000,
      discountCents: 500,
      taxCents: 0,
      refundedCents: 333 + 1000,
      netCents: 1999 + 666 + 1000,
    });
    expect(r.byCategory.map((c) => [c.category, c.netCents])).toEqual([
      ['merchandise', 2999],
      ['drinks', 666],
    ]);
    expect(r.byItem.map((i) => [i.name, i.quantity, i.netCents])).toEqual([
      ['Glove', 1, 1999],
      ['Cap', 2, 1000],
      ['Soda', 3, 666],
    ]);
    expect(r.vipDiscount).toEqual({ cents: 500, sales: 1 });
    expect(r.discountCents).toBe(500);
    expect(r.byDay.map((d) => d.netCents)).toEqual([0, 1000, 2665, 0, 0, 0, 0]);
  });

  it('puts a sale late on the autumn change day (25 hours) on that day, not the next', () => {
    // Denver's 1 November 2026 runs 06:00Z to 07:00Z the next day; 23:30 there is 06:30Z.
    const late = line('2026-11-02T06:30:00Z');
    const next = line('2026-11-02T07:30:00Z');
    const before = line('2026-11-01T05:59:00Z');
    const r = report({ from: '2026-11-01', to: '2026-11-02' }, [late, next, before]);
    expect(r.byDay).toEqual([
      { date: '2026-11-01', sales: 1, netCents: 1000 },
      { date: '2026-11-02', sales: 1, netCents: 1000 },
    ]);
    expect(r.sales).toBe(2);
  });

  it('ends the spring change day after 23 hours', () => {
    // 8 March 2026 runs 07:00Z to 06:00Z the next day: 06:30Z is already half past midnight on the 9th.
    const r = report({ from: '2026-03-08', to: '2026-03-08' }, [
      line('2026-03-09T05:30:00Z'),
      line('2026-03-09T06:30:00Z'),
    ]);
    expect(r.byDay).toEqual([{ date: '2026-03-08', sales: 1, netCents: 1000 }]);
  });

  it('counts open tabs, the oldest, the stock at price and what needs reordering', () => {
    const r = shopReport({
      range: { from: '2026-12-02', to: '2026-12-02' },
      timeZone: DENVER,
      settings: DEFAULT_SHOP_SETTINGS,
      lines: [],
      openTabs: [
        { label: 'Bay 2', openedAt: '2026-12-02T20:00:00.000Z', totalCents: 1400 },
        { label: 'Reilly', openedAt: '2026-12-01T20:00:00.000Z', totalCents: 700 },
      ],
      items: [
        { id: 'a', name: 'Balls', priceCents: 4999, stock: 3, reorderLevel: 5 },
        { id: 'b', name: 'Tee', priceCents: 150, stock: -2, reorderLevel: null },
        { id: 'c', name: 'Beer', priceCents: 700, stock: null, reorderLevel: null },
        { id: 'd', name: 'Hat', priceCents: 2500, stock: 2, reorderLevel: 2 },
      ],
    });
    expect(r.openTabs).toEqual({
      count: 2,
      totalCents: 2100,
      oldest: { label: 'Reilly', openedAt: '2026-12-01T20:00:00.000Z' },
    });
    expect(r.stock.valueAtPriceCents).toBe(3 * 4999 + 2 * 2500);
    expect(r.stock.countedItems).toBe(3);
    expect(r.stock.lowStock.map((i) => i.name)).toEqual(['Balls', 'Hat']);
    expect(r.sales).toBe(0);
  });

  it('tells the VIP’s discount from a General member’s by its percent, or by the buyer when they match', () => {
    const general = { ...DEFAULT_SHOP_SETTINGS, generalMerchandiseDiscountPercent: 10 };
    expect(discountTierOf({ discountCents: 100, discountPercent: 20, buyerTier: null }, general)).toBe('vip');
    expect(discountTierOf({ discountCents: 50, discountPercent: 10, buyerTier: 'vip' }, general)).toBe(
      'general',
    );
    const same = { ...DEFAULT_SHOP_SETTINGS, generalMerchandiseDiscountPercent: 20 };
    expect(discountTierOf({ discountCents: 100, discountPercent: 20, buyerTier: 'general' }, same)).toBe(
      'general',
    );
    expect(discountTierOf({ discountCents: 0, discountPercent: 0, buyerTier: 'vip' }, same)).toBeNull();
  });

  it('writes the CSV in dollars with cents, one row an item', () => {
    const r = report({ from: '2026-12-02', to: '2026-12-02' }, [
      line('2026-12-02T18:00:00Z', { grossCents: 2499, discountCents: 500 }),
    ]);
    const rows = shopReportCsvRows({ ...r, from: '2026-12-02', to: '2026-12-02', timeZone: DENVER });
    expect(rows[0]?.[9]).toBe('Net (USD)');
    expect(rows).toContainEqual([
      'Item',
      'Cap',
      'Merchandise',
      1,
      0,
      '24.99',
      '5.00',
      '0.00',
      '0.00',
      '19.99',
    ]);
    expect(rows).toContainEqual(['Discounts', 'VIP discounts (USD)', '', '', '', '', '', '', '', '5.00']);
  });
});
