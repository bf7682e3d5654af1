/**
 * The day's takings by method and the cash-up at close: a walk-in's fee taken in cash and by card,
 * an online guest fee, a cash refund lowering the cash the drawer should hold, the drawer counted
 * (the difference stated, who and when saved, audited) and counted again (replaced, audited).
 */
import { GUEST_FEE_CENTS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLedgerEntry } from '../src/payments/ledgerStore';
import { contextOf } from './dbAccess';
import { DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember, addStaff } from './members';

let day: DeskDay;
beforeAll(async () => {
  day = await openDeskDay();
});
afterAll(() => day.server.stop());

const walkIn = (userId: string, bay: string, start: string, method: 'cash' | 'card') =>
  day.send('POST', '/api/staff/bookings', {
    userId,
    bayNumber: bay,
    bookingDate: DAY,
    startTime: start,
    endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    guestCount: '3',
    notes: '',
    walkIn: true,
    guestFeeCollected: true,
    paymentMethod: method,
  });

const sql = () => contextOf(day.server).database.sqlite;

describe('takings and the cash-up', () => {
  it('sums the day by method, lowers expected cash by a cash refund, and saves the count', async () => {
    await day.setClock(DAY, '14:07');
    const cashMember = await addMember(day.server);
    const cardMember = await addMember(day.server);
    const paidInCash = await walkIn(cashMember.id, '1', '14:00', 'cash');
    expect(paidInCash.statusCode, paidInCash.payload).toBe(201);
    expect((await walkIn(cardMember.id, '2', '14:00', 'card')).statusCode).toBe(201);
    const ctx = contextOf(day.server);
    recordLedgerEntry(
      ctx.db,
      {
        kind: 'guest_fee',
        amountCents: GUEST_FEE_CENTS,
        description: 'Guest fee: online',
        userId: cardMember.id,
      },
      ctx.now(),
    );
    const rows = sql()
      .prepare('SELECT kind, method, amount_cents AS cents FROM ledger_entries ORDER BY created_at')
      .all();
    expect(rows).toEqual([
      { kind: 'desk', method: 'cash', cents: 2 * GUEST_FEE_CENTS },
      { kind: 'desk', method: 'card', cents: 2 * GUEST_FEE_CENTS },
      { kind: 'guest_fee', method: null, cents: GUEST_FEE_CENTS },
    ]);

    // Part of the cash fee handed back at the counter.
    const charge = sql().prepare("SELECT id FROM ledger_entries WHERE method = 'cash'").get() as {
      id: string;
    };
    const refund = await day.send('POST', `/api/staff/payments/${charge.id}/refund`, {
      amountCents: 1500,
      reason: 'One guest left',
    });
    expect(refund.statusCode, refund.payload).toBe(200);

    const before = await day.send('GET', `/api/staff/cash-up?date=${DAY}`);
    expect(before.statusCode, before.payload).toBe(200);
    expect(body(before)).toEqual({
      date: DAY,
      takings: {
        cashCents: 2 * GUEST_FEE_CENTS,
        cardCents: 2 * GUEST_FEE_CENTS,
        onlineCents: GUEST_FEE_CENTS,
        cashRefundedCents: 1500,
        cardRefundedCents: 0,
        onlineRefundedCents: 0,
        netCents: 5 * GUEST_FEE_CENTS - 1500,
        expectedCashCents: 2 * GUEST_FEE_CENTS - 1500,
      },
      count: null,
      openTabs: [],
    });

    await day.setClock(DAY, '22:05');
    const expected = 2 * GUEST_FEE_CENTS - 1500;
    const counted = await day.send('POST', '/api/staff/cash-up', { date: DAY, countedCents: expected - 250 });
    expect(counted.statusCode, counted.payload).toBe(200);
    expect(body(counted).count).toMatchObject({
      expectedCashCents: expected,
      countedCents: expected - 250,
      differenceCents: -250,
      differenceWords: 'Short $2.50',
      countedById: day.desk.id,
      countedAt: new Date(day.clock.now).toISOString(),
      note: null,
    });
    const log = sql()
      .prepare("SELECT action, actor_id, target_id, details FROM staff_actions WHERE target_type = 'cash_up'")
      .all() as { action: string; actor_id: string; target_id: string; details: string }[];
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'cash-up', actor_id: day.desk.id, target_id: DAY });
    expect(JSON.parse(log[0]?.details ?? '{}')).toMatchObject({
      countedCents: expected - 250,
      differenceCents: -250,
    });
  });

  it('replaces the count on a recount by another member of staff, audited with what it replaced', async () => {
    const other = await addStaff(day.server, 'staff');
    const expected = 2 * GUEST_FEE_CENTS - 1500;
    const recount = await call(day.server, {
      method: 'POST',
      url: '/api/staff/cash-up',
      cookie: other.cookie,
      payload: { date: DAY, countedCents: expected, note: 'Found $2.50 under the tray' },
    });
    expect(recount.statusCode, recount.payload).toBe(200);
    expect(body(recount).count).toMatchObject({
      differenceCents: 0,
      differenceWords: 'Balanced',
      countedById: other.id,
      note: 'Found $2.50 under the tray',
    });
    expect((sql().prepare('SELECT count(*) AS n FROM cash_ups').get() as { n: number }).n).toBe(1);
    const last = sql()
      .prepare(
        "SELECT action, actor_id, details FROM staff_actions WHERE target_type = 'cash_up' ORDER BY id DESC",
      )
      .get() as { action: string; actor_id: string; details: string };
    expect(last).toMatchObject({ action: 'recount', actor_id: other.id });
    expect(JSON.parse(last.details)).toMatchObject({
      replacedCountedCents: expected - 250,
      replacedCountedBy: day.desk.id,
    });
    // The day's GET reads the recount.
    expect(body(await day.send('GET', `/api/staff/cash-up?date=${DAY}`)).count).toMatchObject({
      countedCents: expected,
    });
  });

  it('refuses a day to come, a bad amount, and members', async () => {
    const ahead = await day.send('POST', '/api/staff/cash-up', { date: '2026-11-22', countedCents: 100 });
    expect(ahead.statusCode).toBe(400);
    expect(body(ahead)).toMatchObject({ field: 'date' });
    expect((await day.send('POST', '/api/staff/cash-up', { date: DAY, countedCents: -1 })).statusCode).toBe(
      400,
    );
    expect((await day.send('POST', '/api/staff/cash-up', { date: DAY, countedCents: 1.5 })).statusCode).toBe(
      400,
    );
    expect((await day.send('GET', '/api/staff/cash-up?date=21-11-2026')).statusCode).toBe(400);
    const member = await addMember(day.server);
    const asMember = await call(day.server, {
      method: 'GET',
      url: '/api/staff/cash-up',
      cookie: member.cookie,
    });
    expect(asMember.statusCode).toBe(403);
  });
});
