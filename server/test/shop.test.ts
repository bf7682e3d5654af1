/**
 * The pro shop and the lounge tab at the desk (docs/shop.md), through the real server on a real
 * database: the VIP's discount on merchandise only, stock under sales at once, a tab's payment link
 * paid through the sandbox closing it once, refunds putting stock back within staff's limits, and
 * the cash-up's expected cash and its flag on a tab left open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call, postFromSite } from './http';
import { addMember, addStaff } from './members';

let day: DeskDay;
beforeAll(async () => {
  day = await openDeskDay();
  await day.setClock(DAY, '18:00');
});
afterAll(() => day.server.stop());

const sql = () => contextOf(day.server).database.sqlite;
const count = (query: string, ...args: unknown[]) =>
  (
    sql()
      .prepare(query)
      .get(...args) as { n: number }
  ).n;

let items = 0;
async function item(category: string, priceCents: number, stock?: number): Promise<string> {
  items += 1;
  const res = await day.send('POST', '/api/staff/shop/items', {
    name: `${category} ${items}`,
    category,
    priceCents,
    ...(stock === undefined ? {} : { stock }),
  });
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string }>(res).id;
}
const stockOf = (id: string) =>
  (sql().prepare('SELECT stock FROM shop_items WHERE id = ?').get(id) as { stock: number | null }).stock;

const sell = (payload: Record<string, unknown>) => day.send('POST', '/api/staff/shop/sales', payload);
const cash = (tenderedCents?: number) => ({
  method: 'cash',
  ...(tenderedCents === undefined ? {} : { tenderedCents }),
});

interface Sale {
  id: string;
  discountCents: number;
  totalCents: number;
  changeCents?: number;
  discountLabel: string | null;
  lines: { id: string; discountCents: number; totalCents: number; category: string }[];
}

describe('the VIP discount', () => {
  it('takes 20% off merchandise only, as its own line, never off drinks', async () => {
    const glove = await item('merchandise', 2499, 10);
    const beer = await item('drinks', 700);
    const vip = await addMember(day.server, { membershipType: 'vip', membershipStatus: 'monthly' });
    const res = await sell({
      userId: vip.id,
      lines: [
        { itemId: glove, quantity: 1 },
        { itemId: beer, quantity: 2 },
      ],
      payment: cash(5000),
    });
    expect(res.statusCode, res.payload).toBe(201);
    const sale = body<Sale>(res);
    // 20% of $24.99 is $4.998: $5.00 to the cent, half up.
    expect(sale.lines.map((l) => [l.category, l.discountCents, l.totalCents])).toEqual([
      ['merchandise', 500, 1999],
      ['drinks', 0, 1400],
    ]);
    expect(sale).toMatchObject({ discountCents: 500, totalCents: 3399, changeCents: 1601 });
    expect(sale.discountLabel).toBe('VIP discount (20% off merchandise)');
    // One ledger row per category, taken in cash.
    const rows = sql()
      .prepare(
        "SELECT amount_cents AS cents, method, user_id AS userId FROM ledger_entries WHERE kind = 'shop' AND description LIKE ? ORDER BY amount_cents",
      )
      .all(`%${sale.id.slice(0, 8).toUpperCase()}%`);
    expect(rows).toEqual([
      { cents: 1400, method: 'cash', userId: vip.id },
      { cents: 1999, method: 'cash', userId: vip.id },
    ]);
    const receipt = sql()
      .prepare("SELECT text_body AS text FROM outbox_messages WHERE kind = 'shop_receipt' AND to_address = ?")
      .get(vip.email) as { text: string };
    expect(receipt.text).toContain('VIP discount (20% off merchandise): -$5');
    expect(stockOf(glove)).toBe(9);
  });

  it('gives a General member and a walk-in no discount', async () => {
    const cap = await item('merchandise', 3000, 10);
    const general = await addMember(day.server, { membershipType: 'general', membershipStatus: 'monthly' });
    for (const buyer of [{ userId: general.id }, {}]) {
      const res = await sell({
        ...buyer,
        lines: [{ itemId: cap, quantity: 1 }],
        payment: { method: 'card' },
      });
      expect(res.statusCode, res.payload).toBe(201);
      expect(body<Sale>(res)).toMatchObject({ discountCents: 0, totalCents: 3000, discountLabel: null });
    }
  });

  it('refuses cash that does not cover the total, with nothing written', async () => {
    const cap = await item('merchandise', 3000, 1);
    const res = await sell({ lines: [{ itemId: cap, quantity: 1 }], payment: cash(2000) });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 'not_enough_cash', field: 'tenderedCents' });
    expect(stockOf(cap)).toBe(1);
  });
});

describe('stock', () => {
  it('sells the last 3 once each to 20 sales at once, and refuses the rest', async () => {
    const balls = await item('merchandise', 1500, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        sell({ lines: [{ itemId: balls, quantity: 1 }], payment: { method: 'card' } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(body(refused)).toMatchObject({ code: 'out_of_stock', field: 'confirmPastZero' });
    expect(stockOf(balls)).toBe(0);
    expect(count('SELECT count(*) AS n FROM shop_lines WHERE item_id = ?', balls)).toBe(3);
    expect(
      count(
        "SELECT count(*) AS n FROM ledger_entries WHERE kind = 'shop' AND amount_cents = 1500 AND method = 'card'",
      ),
    ).toBeGreaterThanOrEqual(3);

    // The shelf had one the count missed: sold when staff confirm, and audited.
    const confirmed = await sell({
      lines: [{ itemId: balls, quantity: 1 }],
      payment: { method: 'card' },
      confirmPastZero: true,
    });
    expect(confirmed.statusCode, confirmed.payload).toBe(201);
    expect(stockOf(balls)).toBe(-1);
    expect(
      count(
        "SELECT count(*) AS n FROM staff_actions WHERE action = 'shop_past_zero' AND target_id = ?",
        balls,
      ),
    ).toBe(1);
  });
});

async function openTab(payload: Record<string, unknown>) {
  const res = await day.send('POST', '/api/staff/tabs', payload);
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ id: string; label: string; bay: string | null }>(res);
}
async function addToTab(tabId: string, lines: { itemId: string; quantity: number }[]) {
  const res = await day.send('POST', `/api/staff/tabs/${tabId}/lines`, { lines });
  expect(res.statusCode, res.payload).toBe(201);
  return body<{ totalCents: number }>(res);
}

describe('a tab paid by link', () => {
  it('closes once, whichever report of the payment comes first or again', async () => {
    const vip = await addMember(day.server, { membershipType: 'vip', membershipStatus: 'monthly' });
    const bookingId = await day.book(vip.id, '2', '19:00', '21:00');
    const tab = await openTab({ bookingId });
    expect(tab.bay).toBe('2');
    const glove = await item('merchandise', 2500, 5);
    const beer = await item('drinks', 700);
    expect(
      await addToTab(tab.id, [
        { itemId: beer, quantity: 2 },
        { itemId: glove, quantity: 1 },
      ]),
    ).toMatchObject({ totalCents: 1400 + 2000 });
    // The board and the desk read the tab with the member's discount as its own line.
    expect(body(await day.send('GET', '/api/staff/tabs?status=open'))).toContainEqual(
      expect.objectContaining({
        id: tab.id,
        totalCents: 3400,
        discountCents: 500,
        discountLabel: 'VIP discount (20% off merchandise)',
      }),
    );

    const link = await day.send('POST', `/api/staff/tabs/${tab.id}/close`, { method: 'link' });
    expect(link.statusCode, link.payload).toBe(200);
    const sessionId =
      new URL(body<{ url: string }>(link).url, 'http://x').searchParams.get('session_id') ?? '';
    expect(sessionId).not.toBe('');
    // While the link is out, the tab takes no more lines.
    const frozen = await day.send('POST', `/api/staff/tabs/${tab.id}/lines`, {
      lines: [{ itemId: beer, quantity: 1 }],
    });
    expect(frozen.statusCode).toBe(409);
    expect(body(frozen)).toMatchObject({ code: 'tab_link_out' });

    const complete = () =>
      postFromSite(day.server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    const paid = await Promise.all([complete(), complete()]);
    expect(paid.map((p) => p.statusCode)).toEqual([200, 200]);
    expect((await complete()).statusCode).toBe(200);

    const after = await day.send('GET', `/api/staff/tabs/${tab.id}`);
    expect(body(after)).toMatchObject({ status: 'closed', linkOut: false, totalCents: 3400 });
    expect(count('SELECT count(*) AS n FROM shop_sales WHERE tab_id = ?', tab.id)).toBe(1);
    const rows = sql()
      .prepare(
        'SELECT amount_cents AS cents, method, payment_intent_id AS pi FROM ledger_entries WHERE checkout_session_id = ? ORDER BY amount_cents',
      )
      .all(sessionId) as { cents: number; method: string | null; pi: string | null }[];
    expect(rows.map((r) => [r.cents, r.method])).toEqual([
      [1400, null],
      [2000, null],
    ]);
    expect(rows.every((r) => r.pi)).toBe(true);
    const closedAgain = await day.send('POST', `/api/staff/tabs/${tab.id}/close`, { method: 'cash' });
    expect(closedAgain.statusCode).toBe(409);
    expect(body(closedAgain)).toMatchObject({ code: 'tab_closed' });
  });
});

describe('refunds', () => {
  it('put the stock back and go back the way the money came', async () => {
    const shirt = await item('merchandise', 2000, 4);
    const res = await sell({ lines: [{ itemId: shirt, quantity: 2 }], payment: cash() });
    const sale = body<Sale>(res);
    expect(stockOf(shirt)).toBe(2);
    const line = sale.lines[0]?.id;
    const refund = await day.send('POST', `/api/staff/shop/sales/${sale.id}/refund`, {
      lines: [{ lineId: line, quantity: 1 }],
      reason: 'Wrong size',
    });
    expect(refund.statusCode, refund.payload).toBe(200);
    expect(body(refund)).toMatchObject({ refundedCents: 2000, lines: [{ refundedQuantity: 1 }] });
    expect(stockOf(shirt)).toBe(3);
    const row = sql()
      .prepare(
        "SELECT amount_cents AS cents, method, status, reason FROM ledger_entries WHERE kind = 'refund' AND recorded_by = ? ORDER BY created_at DESC, rowid DESC",
      )
      .get(day.desk.id);
    expect(row).toEqual({ cents: -2000, method: 'cash', status: 'refunded', reason: 'Wrong size' });
    // The rest of the line, then nothing left.
    const rest = await day.send('POST', `/api/staff/shop/sales/${sale.id}/refund`, {
      reason: 'Both returned',
    });
    expect(rest.statusCode, rest.payload).toBe(200);
    expect(stockOf(shirt)).toBe(4);
    const again = await day.send('POST', `/api/staff/shop/sales/${sale.id}/refund`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(stockOf(shirt)).toBe(4);
  });

  it('above plain staff’s limit are an admin’s: refused with nothing written, then made by an admin', async () => {
    const jacket = await item('merchandise', 12_000, 2);
    const sale = body<Sale>(
      await sell({ lines: [{ itemId: jacket, quantity: 1 }], payment: { method: 'card' } }),
    );
    const refundsBefore = count("SELECT count(*) AS n FROM ledger_entries WHERE kind = 'refund'");
    const refused = await day.send('POST', `/api/staff/shop/sales/${sale.id}/refund`, {
      reason: 'Changed mind',
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ code: 'admin_needed' });
    expect(stockOf(jacket)).toBe(1);
    expect(count("SELECT count(*) AS n FROM ledger_entries WHERE kind = 'refund'")).toBe(refundsBefore);
    expect(count('SELECT refunded_quantity AS n FROM shop_lines WHERE sale_id = ?', sale.id)).toBe(0);

    const admin = await addStaff(day.server, 'admin');
    const made = await call(day.server, {
      method: 'POST',
      url: `/api/staff/shop/sales/${sale.id}/refund`,
      cookie: admin.cookie,
      payload: { reason: 'Changed mind' },
    });
    expect(made.statusCode, made.payload).toBe(200);
    expect(stockOf(jacket)).toBe(2);
  });
});

describe('the cash-up', () => {
  it('expects the shop’s cash and the tabs closed in cash, and flags a tab left open', async () => {
    // A day of its own: the cash-up's sums are the day's.
    const next = '2026-11-22';
    await day.setClock(next, '12:00');
    const cashUp = async () => {
      const res = await day.send('GET', `/api/staff/cash-up?date=${next}`);
      expect(res.statusCode, res.payload).toBe(200);
      return body<{
        takings: { expectedCashCents: number; cardCents: number };
        openTabs: { id: string; totalCents: number }[];
      }>(res);
    };
    const start = await cashUp();
    const soda = await item('drinks', 300);
    const hat = await item('merchandise', 2500, 3);
    expect((await sell({ lines: [{ itemId: soda, quantity: 2 }], payment: cash(1000) })).statusCode).toBe(
      201,
    );
    expect(
      (await sell({ lines: [{ itemId: hat, quantity: 1 }], payment: { method: 'card' } })).statusCode,
    ).toBe(201);
    const member = await addMember(day.server, { membershipType: 'general', membershipStatus: 'monthly' });
    const paidTab = await openTab({ userId: member.id });
    await addToTab(paidTab.id, [{ itemId: soda, quantity: 3 }]);
    const closed = await day.send('POST', `/api/staff/tabs/${paidTab.id}/close`, {
      method: 'cash',
      tenderedCents: 1000,
    });
    expect(closed.statusCode, closed.payload).toBe(200);
    expect(body(closed)).toMatchObject({ totalCents: 900, changeCents: 100 });
    const leftOpen = await openTab({ label: 'Bay 3, the Reilly party' });
    await addToTab(leftOpen.id, [{ itemId: soda, quantity: 1 }]);

    const end = await cashUp();
    expect(end.takings.expectedCashCents - start.takings.expectedCashCents).toBe(600 + 900);
    expect(end.takings.cardCents - start.takings.cardCents).toBe(2500);
    expect(end.openTabs.filter((t) => t.id === leftOpen.id)).toEqual([
      expect.objectContaining({ id: leftOpen.id, label: 'Bay 3, the Reilly party', totalCents: 300 }),
    ]);
    expect(end.openTabs.some((t) => t.id === paidTab.id)).toBe(false);
  });
});
