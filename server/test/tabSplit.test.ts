/**
 * Splitting a tab between payers and moving a line between tabs (docs/shop.md), through the real
 * server on a real database: the member's discount follows whoever pays, to the cent; every refusal
 * names its problem and writes nothing; each change is audited; and two desks moving the same line at
 * once move it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { DAY, type DeskDay, openDeskDay } from './deskDay';
import { body } from './http';
import { addMember } from './members';

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

interface Line {
  id: string;
  name: string;
  discountCents: number;
  totalCents: number;
}
interface Tab {
  id: string;
  label: string;
  userId: string | null;
  totalCents: number;
  discountCents: number;
  discountLabel: string | null;
  lines: Line[];
}

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
async function tabWith(owner: Record<string, unknown>, lines: { itemId: string; quantity: number }[]) {
  const opened = await day.send('POST', '/api/staff/tabs', owner);
  expect(opened.statusCode, opened.payload).toBe(201);
  const id = body<Tab>(opened).id;
  if (lines.length === 0) return body<Tab>(opened);
  const res = await day.send('POST', `/api/staff/tabs/${id}/lines`, { lines });
  expect(res.statusCode, res.payload).toBe(201);
  return body<Tab>(res);
}
const split = (tabId: string, payload: Record<string, unknown>) =>
  day.send('POST', `/api/staff/tabs/${tabId}/split`, payload);
const move = (tabId: string, lineId: string, toTabId: string) =>
  day.send('POST', `/api/staff/tabs/${tabId}/lines/${lineId}/move`, { toTabId });
const lineOf = (tab: Tab, name: string) => {
  const line = tab.lines.find((l) => l.name === name);
  if (!line) throw new Error(`${name} is not on ${tab.label}`);
  return line;
};
const nameOf = (id: string) =>
  (sql().prepare('SELECT name FROM shop_items WHERE id = ?').get(id) as { name: string }).name;
const tabCount = () => count('SELECT count(*) AS n FROM shop_tabs');

describe('splitting a tab', () => {
  it('moves the chosen lines to a new tab on another payer, the VIP discount leaving with the VIP', async () => {
    const vip = await addMember(day.server, { membershipType: 'vip', membershipStatus: 'monthly' });
    const glove = await item('merchandise', 2499, 5);
    const beer = await item('drinks', 700);
    const tab = await tabWith({ userId: vip.id }, [
      { itemId: glove, quantity: 1 },
      { itemId: beer, quantity: 2 },
    ]);
    // 20% of $24.99 is $4.998: $5.00 half up.
    expect(tab).toMatchObject({ totalCents: 1999 + 1400, discountCents: 500 });
    const gloveLine = lineOf(tab, nameOf(glove));

    const res = await split(tab.id, { lineIds: [gloveLine.id], label: 'The friend' });
    expect(res.statusCode, res.payload).toBe(201);
    const { from, to } = body<{ from: Tab; to: Tab }>(res);
    // A walk-in's tab: the glove at its full price, the VIP's tab keeps the drinks.
    expect(to).toMatchObject({ label: 'The friend', userId: null, totalCents: 2499, discountCents: 0 });
    expect(to.discountLabel).toBeNull();
    expect(to.lines.map((l) => l.id)).toEqual([gloveLine.id]);
    expect(from).toMatchObject({ id: tab.id, totalCents: 1400, discountCents: 0, discountLabel: null });
    // Nothing sold twice: the glove's stock was taken once, when it was rung up.
    expect(
      (sql().prepare('SELECT stock FROM shop_items WHERE id = ?').get(glove) as { stock: number }).stock,
    ).toBe(4);
    expect(
      sql()
        .prepare("SELECT details FROM staff_actions WHERE action = 'tab_split' AND target_id = ?")
        .all(tab.id)
        .map((r) => JSON.parse((r as { details: string }).details)),
    ).toEqual([{ toTabId: to.id, label: 'The friend', lines: 1, beforeCents: 1999, movedCents: 2499 }]);

    // Moved back onto the VIP's tab, it is the VIP's price again, to the cent.
    const back = await move(to.id, gloveLine.id, tab.id);
    expect(back.statusCode, back.payload).toBe(200);
    const after = body<{ from: Tab; to: Tab }>(back);
    expect(after.from).toMatchObject({ id: to.id, totalCents: 0, lines: [] });
    expect(after.to).toMatchObject({
      id: tab.id,
      totalCents: 3399,
      discountCents: 500,
      discountLabel: 'VIP discount (20% off merchandise)',
    });
    expect(
      count(
        "SELECT count(*) AS n FROM staff_actions WHERE action = 'tab_line_move' AND target_id = ?",
        to.id,
      ),
    ).toBe(1);
  });

  it('prices lines split onto a VIP’s new tab for the VIP, drinks at full price', async () => {
    const vip = await addMember(day.server, { membershipType: 'vip', membershipStatus: 'monthly' });
    const cap = await item('merchandise', 3333, 5);
    const soda = await item('drinks', 250);
    const tab = await tabWith({ label: 'Bay 4 walk-ins' }, [
      { itemId: cap, quantity: 3 },
      { itemId: soda, quantity: 1 },
      { itemId: soda, quantity: 2 },
    ]);
    expect(tab.totalCents).toBe(9999 + 750);
    const res = await split(tab.id, {
      lineIds: [lineOf(tab, nameOf(cap)).id, tab.lines[1]?.id],
      userId: vip.id,
    });
    expect(res.statusCode, res.payload).toBe(201);
    const { from, to } = body<{ from: Tab; to: Tab }>(res);
    // 20% of $99.99 is $19.998: $20.00; the soda keeps its $2.50.
    expect(to).toMatchObject({ userId: vip.id, totalCents: 7999 + 250, discountCents: 2000 });
    expect(to.label).toBe('Sam Tester');
    expect(from.totalCents).toBe(500);
    expect(from.totalCents + to.totalCents).toBe(8749);
  });
});

describe('refusals', () => {
  it('name the problem and write nothing', async () => {
    const beer = await item('drinks', 700);
    const tab = await tabWith({ label: 'Refused' }, [
      { itemId: beer, quantity: 1 },
      { itemId: beer, quantity: 1 },
    ]);
    const other = await tabWith({ label: 'Other' }, [{ itemId: beer, quantity: 1 }]);
    const ids = tab.lines.map((l) => l.id);
    const tabsBefore = tabCount();
    const actionsBefore = count('SELECT count(*) AS n FROM staff_actions');

    const all = await split(tab.id, { lineIds: ids, label: 'Everyone' });
    expect(all.statusCode).toBe(409);
    expect(body(all)).toMatchObject({ code: 'split_takes_all', field: 'lineIds' });

    const foreign = await split(tab.id, { lineIds: [other.lines[0]?.id], label: 'Someone' });
    expect(foreign.statusCode).toBe(409);
    expect(body(foreign)).toMatchObject({ code: 'line_not_on_tab', title: 'Line Not on Tab' });

    const nobody = await split(tab.id, { lineIds: [ids[0]] });
    expect(nobody.statusCode).toBe(400);
    expect(body(nobody)).toMatchObject({ field: 'label' });

    const same = await move(tab.id, ids[0] ?? '', tab.id);
    expect(same.statusCode).toBe(400);
    expect(body(same)).toMatchObject({ code: 'same_tab', field: 'toTabId' });

    const notOn = await move(tab.id, other.lines[0]?.id ?? '', other.id);
    expect(notOn.statusCode).toBe(409);
    expect(body(notOn)).toMatchObject({ code: 'line_not_on_tab' });

    expect(tabCount()).toBe(tabsBefore);
    expect(count('SELECT count(*) AS n FROM staff_actions')).toBe(actionsBefore);
    expect(body<Tab>(await day.send('GET', `/api/staff/tabs/${tab.id}`)).totalCents).toBe(1400);

    // A closed tab gives nothing and takes nothing.
    const closed = await day.send('POST', `/api/staff/tabs/${other.id}/close`, { method: 'card' });
    expect(closed.statusCode, closed.payload).toBe(200);
    const fromClosed = await split(other.id, { lineIds: [other.lines[0]?.id], label: 'Late' });
    expect(fromClosed.statusCode).toBe(409);
    expect(body(fromClosed)).toMatchObject({ code: 'tab_closed' });
    const ontoClosed = await move(tab.id, ids[0] ?? '', other.id);
    expect(ontoClosed.statusCode).toBe(409);
    expect(body(ontoClosed)).toMatchObject({ code: 'tab_closed', field: 'toTabId' });
    expect(body<Tab>(await day.send('GET', `/api/staff/tabs/${tab.id}`)).lines.map((l) => l.id)).toEqual(ids);
  });

  it('moves a line once when two desks move it at the same moment', async () => {
    const glove = await item('merchandise', 2499, 5);
    const vip = await addMember(day.server, { membershipType: 'vip', membershipStatus: 'monthly' });
    const from = await tabWith({ label: 'Both want it' }, [{ itemId: glove, quantity: 1 }]);
    const toVip = await tabWith({ userId: vip.id }, []);
    const toWalkIn = await tabWith({ label: 'Walk-in' }, []);
    const lineId = from.lines[0]?.id ?? '';
    const answers = await Promise.all([move(from.id, lineId, toVip.id), move(from.id, lineId, toWalkIn.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    expect(lost && body(lost)).toMatchObject({ code: 'line_not_on_tab' });
    const winner = answers.find((a) => a.statusCode === 200);
    if (!winner) throw new Error('neither move was made');
    const won = body<{ to: Tab }>(winner);
    // On exactly one tab, priced for its payer.
    expect(count('SELECT count(*) AS n FROM shop_lines WHERE id = ?', lineId)).toBe(1);
    expect(won.to.totalCents).toBe(won.to.id === toVip.id ? 1999 : 2499);
    const totals = await Promise.all(
      [from.id, toVip.id, toWalkIn.id].map(
        async (id) => body<Tab>(await day.send('GET', `/api/staff/tabs/${id}`)).totalCents,
      ),
    );
    expect(totals.filter((t) => t > 0)).toEqual([won.to.totalCents]);
    expect(
      count(
        "SELECT count(*) AS n FROM staff_actions WHERE action = 'tab_line_move' AND target_id = ?",
        from.id,
      ),
    ).toBe(1);
  });
});
