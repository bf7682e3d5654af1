/**
 * The shop's report, an item edited and a day's sales at the desk (docs/shop.md), through the real
 * server on a real database: a seeded day of sales (a VIP's discount, a refund, a sale late in the
 * evening, a tab left open) adds up to the cent; an edit changes what sells next, never a past line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { type DeskDay, openDeskDay } from './deskDay';
import { body } from './http';
import { addMember } from './members';

const SALES_DAY = '2026-11-24';
let day: DeskDay;
beforeAll(async () => {
  day = await openDeskDay();
  await day.setClock(SALES_DAY, '10:00');
});
afterAll(() => day.server.stop());

const sql = () => contextOf(day.server).database.sqlite;

async function item(payload: Record<string, unknown>): Promise<string> {
  const res = await day.send('POST', '/api/staff/shop/items', payload);
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string }>(res).id;
}
async function sell(payload: Record<string, unknown>) {
  const res = await day.send('POST', '/api/staff/shop/sales', payload);
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string; lines: { id: string; name: string; unitCents: number }[] }>(res);
}

interface Report {
  sales: number;
  totals: Record<string, number>;
  byCategory: { category: string; netCents: number; refundedCents: number }[];
  byItem: { name: string; quantity: number; grossCents: number; discountCents: number; netCents: number }[];
  byDay: { date: string; sales: number; netCents: number }[];
  discountCents: number;
  vipDiscount: { cents: number; sales: number };
  openTabs: { count: number; totalCents: number; oldest: { label: string } | null };
  stock: { valueAtPriceCents: number; lowStock: { name: string; stock: number }[] };
}

describe('the shop report', () => {
  let glove: string;
  let beer: string;
  beforeAll(async () => {
    glove = await item({
      name: 'Glove',
      category: 'merchandise',
      priceCents: 2499,
      stock: 6,
      reorderLevel: 4,
    });
    beer = await item({ name: 'Beer', category: 'drinks', priceCents: 700 });
    const vip = await addMember(day.server, {
      firstName: 'Vera',
      membershipType: 'vip',
      membershipStatus: 'monthly',
    });
    // A VIP's glove and two beers: $24.99 less $5.00, and $14.00.
    await sell({
      userId: vip.id,
      lines: [
        { itemId: glove, quantity: 1 },
        { itemId: beer, quantity: 2 },
      ],
      payment: { method: 'card' },
    });
    // A walk-in's two gloves, one brought back.
    const returned = await sell({ lines: [{ itemId: glove, quantity: 2 }], payment: { method: 'cash' } });
    const refund = await day.send('POST', `/api/staff/shop/sales/${returned.id}/refund`, {
      lines: [{ lineId: returned.lines[0]?.id, quantity: 1 }],
      reason: 'Wrong hand',
    });
    expect(refund.statusCode, refund.payload).toBe(200);
    // Late in Denver's evening: 23:30 is already the next day in UTC, still this venue day.
    await day.setClock(SALES_DAY, '23:30');
    await sell({ lines: [{ itemId: beer, quantity: 1 }], payment: { method: 'cash' } });
    const tab = await day.send('POST', '/api/staff/tabs', { label: 'Bay 3, the Reilly party' });
    await day.send('POST', `/api/staff/tabs/${body<{ id: string }>(tab).id}/lines`, {
      lines: [{ itemId: beer, quantity: 3 }],
    });
    await day.setClock('2026-11-25', '09:00');
  });

  it('adds the day up to the cent: gross, discounts, refunds and net, by category and item', async () => {
    const res = await day.send('GET', `/api/staff/reports/shop?from=${SALES_DAY}&to=${SALES_DAY}`);
    expect(res.statusCode, res.payload).toBe(200);
    const report = body<Report>(res);
    expect(report.sales).toBe(3);
    expect(report.totals).toEqual({
      quantity: 6,
      refundedQuantity: 1,
      grossCents: 2499 * 3 + 700 * 3,
      discountCents: 500,
      taxCents: 0,
      refundedCents: 2499,
      netCents: 1999 + 1400 + 2499 + 700,
    });
    expect(report.byCategory.map((c) => [c.category, c.netCents, c.refundedCents])).toEqual([
      ['merchandise', 4498, 2499],
      ['drinks', 2100, 0],
    ]);
    expect(report.byItem.map((i) => [i.name, i.quantity, i.grossCents, i.discountCents, i.netCents])).toEqual(
      [
        ['Glove', 3, 7497, 500, 4498],
        ['Beer', 3, 2100, 0, 2100],
      ],
    );
    expect(report.byDay).toEqual([{ date: SALES_DAY, sales: 3, netCents: 6598 }]);
    expect(report.vipDiscount).toEqual({ cents: 500, sales: 1 });
    expect(report.openTabs).toEqual({
      count: 1,
      totalCents: 2100,
      oldest: expect.objectContaining({ label: 'Bay 3, the Reilly party' }),
    });
    // Six gloves, three sold, one back: four at $24.99, and at the reorder level.
    expect(report.stock.valueAtPriceCents).toBe(4 * 2499);
    expect(report.stock.lowStock).toEqual([expect.objectContaining({ name: 'Glove', stock: 4 })]);

    const nextDay = body<Report>(
      await day.send('GET', '/api/staff/reports/shop?from=2026-11-25&to=2026-11-25'),
    );
    expect(nextDay.sales).toBe(0);
  });

  it('gives the same figures as a CSV, and refuses a range backwards naming the field', async () => {
    const csv = await day.send('GET', `/api/staff/reports/shop.csv?from=${SALES_DAY}&to=${SALES_DAY}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.payload).toContain('Item,Glove,Merchandise,3,1,74.97,5.00,0.00,24.99,44.98');
    const backwards = await day.send('GET', '/api/staff/reports/shop?from=2026-11-25&to=2026-11-24');
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards)).toMatchObject({ field: 'to' });
  });

  it('is refused to a member', async () => {
    const member = await addMember(day.server, {});
    const { call } = await import('./http');
    const res = await call(day.server, {
      method: 'GET',
      url: '/api/staff/reports/shop',
      cookie: member.cookie,
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists a day’s sales with their refunds for the Shop screen', async () => {
    const res = await day.send('GET', `/api/staff/shop/sales?date=${SALES_DAY}`);
    expect(res.statusCode, res.payload).toBe(200);
    const sales = body<{ buyer: string | null; totalCents: number; refundedCents: number }[]>(res);
    expect(sales.map((s) => [s.totalCents, s.refundedCents])).toEqual([
      [3399, 0],
      [4998, 2499],
      [700, 0],
    ]);
    expect(sales[0]?.buyer).toBe('Vera Tester');
    expect(sales[1]?.buyer).toBeNull();
  });
});

describe('editing an item', () => {
  it('changes what sells next; past lines keep the name and price they were sold at; audited', async () => {
    const cap = await item({ name: 'Cap', category: 'merchandise', priceCents: 2000, sku: 'CAP-1' });
    const before = await sell({ lines: [{ itemId: cap, quantity: 1 }], payment: { method: 'card' } });
    const edited = await day.send('PATCH', `/api/staff/shop/items/${cap}`, {
      name: 'Lounge Cap',
      priceCents: 2500,
      reorderLevel: 2,
    });
    expect(edited.statusCode, edited.payload).toBe(200);
    expect(body(edited)).toMatchObject({
      name: 'Lounge Cap',
      priceCents: 2500,
      sku: 'CAP-1',
      reorderLevel: 2,
    });
    const after = await sell({ lines: [{ itemId: cap, quantity: 1 }], payment: { method: 'card' } });
    expect(after.lines[0]).toMatchObject({ name: 'Lounge Cap', unitCents: 2500 });
    const past = body<{ lines: { name: string; unitCents: number }[]; receipt: string[] }>(
      await day.send('GET', `/api/staff/shop/sales/${before.id}`),
    );
    expect(past.lines[0]).toMatchObject({ name: 'Cap', unitCents: 2000 });
    expect(past.receipt.join('\n')).not.toContain('Lounge Cap');
    const audit = sql()
      .prepare("SELECT details FROM staff_actions WHERE action = 'shop_item_edit' AND target_id = ?")
      .all(cap) as { details: string }[];
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({
      before: { name: 'Cap', priceCents: 2000, reorderLevel: null },
      after: { name: 'Lounge Cap', priceCents: 2500, reorderLevel: 2 },
    });
    // The same edit again changes nothing and is not audited twice.
    await day.send('PATCH', `/api/staff/shop/items/${cap}`, { name: 'Lounge Cap' });
    expect(
      sql()
        .prepare("SELECT count(*) AS n FROM staff_actions WHERE action = 'shop_item_edit' AND target_id = ?")
        .get(cap),
    ).toEqual({ n: 1 });
  });

  it('keeps a barcode one item’s, takes one off with null, and refuses an empty edit or a bad price', async () => {
    const a = await item({ name: 'Tee A', category: 'merchandise', priceCents: 100, sku: 'TEE-A' });
    const b = await item({ name: 'Tee B', category: 'merchandise', priceCents: 100, sku: 'TEE-B' });
    const taken = await day.send('PATCH', `/api/staff/shop/items/${b}`, { sku: 'TEE-A' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({
      code: 'sku_taken',
      field: 'sku',
      message: expect.stringContaining('TEE-A'),
    });
    const own = await day.send('PATCH', `/api/staff/shop/items/${a}`, { sku: 'TEE-A', name: 'Tee A+' });
    expect(own.statusCode).toBe(200);
    const cleared = await day.send('PATCH', `/api/staff/shop/items/${b}`, { sku: null });
    expect(body(cleared)).toMatchObject({ sku: null });
    const empty = await day.send('PATCH', `/api/staff/shop/items/${b}`, {});
    expect(empty.statusCode).toBe(400);
    const negative = await day.send('PATCH', `/api/staff/shop/items/${b}`, { priceCents: -1 });
    expect(negative.statusCode).toBe(400);
    expect(body(negative)).toMatchObject({ field: 'priceCents' });
    const missing = await day.send('PATCH', '/api/staff/shop/items/00000000-0000-4000-8000-000000000000', {
      name: 'X',
    });
    expect(missing.statusCode).toBe(404);
  });
});
