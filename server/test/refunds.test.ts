/**
 * Refunds through the sandbox gateway: a member's cancellation in time gives the guest fee back
 * (and says so, before and after), a late one does not; staff refund a stated amount of a payment,
 * once however often it is asked, never more than was paid, even 20 requests at once, and only up
 * to their limits, counting what was refunded before: $50 of a payment in all and $200 a day (a
 * membership payment or more is an admin's), which requests at once cannot slip past; a gateway that
 * cannot be reached moves nothing and leaves the booking as it was.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { formatMoney, GUEST_FEE_CENTS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntryInput } from '../src/payments/ledgerStore';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { cashDeskFee } from './ledgerEntries';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const START = Date.UTC(2026, 10, 22, 17, 0);
const clock = { now: START };
let server: Server;
let staff: { id: string; cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => clock.now });
  staff = await addStaff(server, 'staff');
});
afterAll(() => server.stop());

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const sql = <T>(query: string, ...args: unknown[]) =>
  contextOf(server)
    .database.sqlite.prepare(query)
    .all(...args) as T[];

let bay = 0;
/** A General member's booking with `guests` paid guests at 18:00 from 24 November on, paid in the sandbox. */
async function paidBooking(guests = 2) {
  const m = await addMember(server);
  const n = bay++;
  const data = {
    bayNumber: String((n % 3) + 1),
    bookingDate: `2026-11-${24 + Math.floor(n / 3)}`,
    startTime: '18:00',
    endTime: '19:00',
    guestCount: String(guests + 1),
  };
  const { sessionId } = body<{ sessionId: string }>(
    await post('/api/guest-checkout', { guestCount: guests, bookingData: data }, m.cookie),
  );
  await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
  const booking = body<{ id: string }>(await post('/api/bookings', { ...data, sessionId }, m.cookie));
  const [charge] = body<Array<{ id: string }>>(
    await call(server, { url: '/api/payments', cookie: m.cookie }),
  );
  if (!charge) throw new Error('no charge recorded');
  return { member: m, bookingId: booking.id, chargeId: charge.id };
}

const cancel = (id: string, cookie: string) =>
  call(server, {
    method: 'PATCH',
    url: `/api/bookings/${id}/cancel`,
    cookie,
    headers: { host: 'localhost:5000' },
  });
const cancellationMail = (to: string) =>
  sql<{ text_body: string }>(
    "SELECT text_body FROM outbox_messages WHERE to_address = ? AND kind = 'booking_cancelled'",
    to,
  ).map((r) => r.text_body);

describe("a member's cancellation", () => {
  it('two days ahead: says the fee will come back, refunds it once, returns it in the email', async () => {
    const { member, bookingId, chargeId } = await paidBooking(2);
    const quote = body(
      await call(server, { url: `/api/bookings/${bookingId}/cancellation`, cookie: member.cookie }),
    );
    expect(quote).toEqual({
      paidCents: 2 * GUEST_FEE_CENTS,
      refundCents: 2 * GUEST_FEE_CENTS,
      inTime: true,
      cutoffHours: 24,
      message: `Your guest fee of ${formatMoney(2 * GUEST_FEE_CENTS)} will be refunded to your card.`,
    });
    const res = await cancel(bookingId, member.cookie);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      status: 'cancelled',
      refundCents: 2 * GUEST_FEE_CENTS,
      refundMessage: `Your guest fee of ${formatMoney(2 * GUEST_FEE_CENTS)} has been refunded.`,
    });
    const rows = body<Array<Record<string, unknown>>>(
      await call(server, { url: '/api/payments', cookie: member.cookie }),
    );
    expect(rows.map((r) => [r.kind, r.amountCents, r.status, r.bookingId])).toEqual([
      ['refund', -2 * GUEST_FEE_CENTS, 'refunded', bookingId],
      ['guest_fee', 2 * GUEST_FEE_CENTS, 'refunded', bookingId],
    ]);
    expect(sql('SELECT * FROM sandbox_refunds')).toHaveLength(1);
    expect(cancellationMail(member.email)[0]).toContain(
      `Your guest fee of ${formatMoney(2 * GUEST_FEE_CENTS)} has been refunded to your card; it may take 5 to 10 days to appear.`,
    );
    // Cancelling again changes nothing.
    expect((await cancel(bookingId, member.cookie)).statusCode).toBe(409);
    expect(sql('SELECT * FROM sandbox_refunds')).toHaveLength(1);
    expect(sql('SELECT * FROM staff_actions WHERE target_id = ?', chargeId)).toHaveLength(0);
  });

  it('less than the cutoff ahead: says no refund before confirming, refunds nothing, the email says so', async () => {
    const { member, bookingId } = await paidBooking(1);
    clock.now = Date.UTC(2026, 10, 24, 19, 0); // 12:00 in Denver on the day, 6 hours ahead
    try {
      const quote = body(
        await call(server, { url: `/api/bookings/${bookingId}/cancellation`, cookie: member.cookie }),
      );
      expect(quote).toMatchObject({
        refundCents: 0,
        inTime: false,
        message: `This booking starts in less than 24 hours, so the guest fee of ${formatMoney(GUEST_FEE_CENTS)} will not be refunded.`,
      });
      const res = await cancel(bookingId, member.cookie);
      expect(body(res)).toMatchObject({ status: 'cancelled', refundCents: 0 });
      const rows = body<Array<Record<string, unknown>>>(
        await call(server, { url: '/api/payments', cookie: member.cookie }),
      );
      expect(rows.map((r) => [r.kind, r.status])).toEqual([['guest_fee', 'paid']]);
      expect(cancellationMail(member.email)[0]).toContain(
        `The booking was cancelled less than 24 hours before its start, so the guest fee of ${formatMoney(GUEST_FEE_CENTS)} is not refunded.`,
      );
    } finally {
      clock.now = START;
    }
  });

  it('answers 502 and leaves the booking and the money as they were when the gateway is unreachable', async () => {
    const { member, bookingId } = await paidBooking(1);
    const gateway = contextOf(server).payments;
    const real = gateway.refund.bind(gateway);
    gateway.refund = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    try {
      const res = await cancel(bookingId, member.cookie);
      expect(res.statusCode).toBe(502);
      expect(body(res).message).toBe(
        'The payment service could not be reached. Please try again in a moment.',
      );
    } finally {
      gateway.refund = real;
    }
    expect(sql<{ status: string }>('SELECT status FROM bookings WHERE id = ?', bookingId)[0]?.status).toBe(
      'confirmed',
    );
    const rows = body<Array<Record<string, unknown>>>(
      await call(server, { url: '/api/payments', cookie: member.cookie }),
    );
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['refund', 'failed'],
      ['guest_fee', 'paid'],
    ]);
    // Tried again once the gateway is back: refunded once.
    expect(body(await cancel(bookingId, member.cookie))).toMatchObject({
      status: 'cancelled',
      refundCents: GUEST_FEE_CENTS,
    });
    expect(sql('SELECT * FROM sandbox_refunds WHERE amount_cents = ?', GUEST_FEE_CENTS)).not.toHaveLength(0);
  });
});

describe('staff refunds', () => {
  const refund = (id: string, payload: unknown, cookie = staff.cookie) =>
    post(`/api/staff/payments/${id}/refund`, payload, cookie);

  it('are for staff only, with a reason', async () => {
    const { member, chargeId } = await paidBooking(1);
    expect((await refund(chargeId, { reason: 'x' }, member.cookie)).statusCode).toBe(403);
    expect((await post(`/api/staff/payments/${chargeId}/refund`, { reason: 'x' })).statusCode).toBe(401);
    const noReason = await refund(chargeId, { amountCents: 100 });
    expect(noReason.statusCode).toBe(400);
    // The amount is always stated: an empty one is not 'everything'.
    for (const amountCents of [undefined, null, '', 0]) {
      const noAmount = await refund(chargeId, { amountCents, reason: 'x' });
      expect(noAmount.statusCode).toBe(400);
      expect(body(noAmount).field ?? body(noAmount).message).toMatch(/amountCents/);
    }
    expect(sql('SELECT * FROM ledger_entries WHERE refund_of = ?', chargeId)).toHaveLength(0);
    expect((await refund('nope', { amountCents: 100, reason: 'x' })).statusCode).toBe(404);
  });

  it('refund a payment once under 20 concurrent requests: the repeats are answered with that refund', async () => {
    const before = sql('SELECT * FROM sandbox_refunds').length;
    const { member, chargeId } = await paidBooking(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(chargeId, { amountCents: 3 * GUEST_FEE_CENTS, reason: 'Bay screen broke' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => body(r).id)).size).toBe(1);
    expect(sql('SELECT * FROM sandbox_refunds').length - before).toBe(1);
    // Another amount or reason is another refund: none is left.
    const more = await refund(chargeId, { amountCents: 3 * GUEST_FEE_CENTS, reason: 'Again' });
    expect(more.statusCode).toBe(409);
    expect(body(more).message).toBe('This payment has already been refunded in full.');
    const rows = body<Array<Record<string, unknown>>>(
      await call(server, { url: '/api/payments', cookie: member.cookie }),
    );
    expect(rows.map((r) => [r.kind, r.amountCents, r.status])).toEqual([
      ['refund', -3 * GUEST_FEE_CENTS, 'refunded'],
      ['guest_fee', 3 * GUEST_FEE_CENTS, 'refunded'],
    ]);
    expect(
      sql<{ action: string; actor_id: string }>(
        "SELECT action, actor_id FROM staff_actions WHERE target_type = 'payment' AND target_id = ?",
        chargeId,
      ),
    ).toEqual([{ action: 'refund', actor_id: staff.id }]);
  });

  it('refund part of a payment, saying how much of which payment, then never more than what is left', async () => {
    const { chargeId } = await paidBooking(2);
    const paid = 2 * GUEST_FEE_CENTS;
    const left = paid - 500;
    const part = await refund(chargeId, { amountCents: 500, reason: 'Late start' });
    const description = sql<{ description: string }>(
      'SELECT description FROM ledger_entries WHERE id = ?',
      chargeId,
    )[0]?.description;
    expect(body(part)).toMatchObject({
      kind: 'refund',
      amountCents: -500,
      status: 'refunded',
      refundOf: chargeId,
      refundedCents: 500,
      payment: { id: chargeId, description, amountCents: paid },
      message: `Refunded ${formatMoney(500)} of ${description} (${formatMoney(paid)}).`,
    });
    const tooMuch = await refund(chargeId, { amountCents: left + 100, reason: 'More' });
    expect(tooMuch.statusCode).toBe(409);
    expect(body(tooMuch).message).toBe(`At most ${formatMoney(left)} of this payment can still be refunded.`);
    expect((await refund(chargeId, { amountCents: left, reason: 'The rest' })).statusCode).toBe(200);
    expect((await refund(chargeId, { amountCents: 1, reason: 'Again' })).statusCode).toBe(409);
    const total = sql<{ n: number }>(
      "SELECT -sum(amount_cents) AS n FROM ledger_entries WHERE refund_of = ? AND status <> 'failed'",
      chargeId,
    )[0]?.n;
    expect(total).toBe(paid);
    const list = body<Array<Record<string, unknown>>>(
      await call(server, {
        url: `/api/staff/payments?userId=${sql<{ user_id: string }>('SELECT user_id FROM ledger_entries WHERE id = ?', chargeId)[0]?.user_id}`,
        cookie: staff.cookie,
      }),
    );
    expect(list.find((r) => r.id === chargeId)).toMatchObject({ status: 'refunded', refundableCents: 0 });
  });

  it("show on the board's booking what was refunded of its guest fee", async () => {
    const { chargeId, bookingId } = await paidBooking(2);
    const onBoard = async () => {
      const [row] = sql<{ booking_date: string }>(
        'SELECT booking_date FROM bookings WHERE id = ?',
        bookingId,
      );
      const day = body<{ bookings: { id: string; guestFee: number; guestFeeRefundedCents: number }[] }>(
        await call(server, { url: `/api/staff/schedule?date=${row?.booking_date}`, cookie: staff.cookie }),
      );
      return day.bookings.find((b) => b.id === bookingId);
    };
    expect(await onBoard()).toMatchObject({ guestFee: 2 * GUEST_FEE_CENTS, guestFeeRefundedCents: 0 });
    expect(
      (await refund(chargeId, { amountCents: GUEST_FEE_CENTS, reason: 'One guest left' })).statusCode,
    ).toBe(200);
    expect(await onBoard()).toMatchObject({
      guestFee: 2 * GUEST_FEE_CENTS,
      guestFeeRefundedCents: GUEST_FEE_CENTS,
    });
  });

  it('refund a fee taken at the desk without the gateway', async () => {
    const m = await addMember(server);
    const ctx = contextOf(server);
    const { recordLedgerEntry } = await import('../src/payments/ledgerStore');
    const fee = recordLedgerEntry(ctx.db, cashDeskFee(m.id), START);
    const before = sql('SELECT * FROM sandbox_refunds').length;
    expect(
      body(await refund(fee.id, { amountCents: GUEST_FEE_CENTS, reason: 'Guest did not come' })),
    ).toMatchObject({
      amountCents: -GUEST_FEE_CENTS,
      status: 'refunded',
      method: 'cash',
    });
    expect(sql('SELECT * FROM sandbox_refunds')).toHaveLength(before);
  });
});

describe('who may refund how much', () => {
  const refund = (id: string, payload: unknown, cookie: string) =>
    post(`/api/staff/payments/${id}/refund`, payload, cookie);
  let admin: { id: string; cookie: string };
  beforeAll(async () => {
    admin = await addStaff(server, 'admin');
  });
  const refundsOf = (chargeId: string) =>
    sql<{ amount_cents: number; recorded_by: string }>(
      'SELECT amount_cents, recorded_by FROM ledger_entries WHERE refund_of = ? ORDER BY rowid',
      chargeId,
    );

  it('lets staff refund up to $50 of a payment, and sends a larger refund to an admin', async () => {
    const m = await addMember(server);
    const { recordLedgerEntry } = await import('../src/payments/ledgerStore');
    // $60 taken at the desk for a party's guests.
    const chargeId = recordLedgerEntry(
      contextOf(server).db,
      { ...cashDeskFee(m.id), amountCents: 6000 },
      START,
    ).id;
    const over = await refund(chargeId, { amountCents: 5001, reason: 'Closed early' }, staff.cookie);
    expect(over.statusCode).toBe(403);
    expect(body(over)).toMatchObject({
      title: 'Admin Needed',
      code: 'admin_needed',
      message:
        'Staff can refund up to $50 of a payment in all. $0 of this one has been refunded, so $50 is left for staff to refund. Ask an admin to make this refund.',
    });
    expect(refundsOf(chargeId)).toEqual([]);
    expect(
      (await refund(chargeId, { amountCents: 5000, reason: 'Closed early' }, staff.cookie)).statusCode,
    ).toBe(200);
    expect((await refund(chargeId, { amountCents: 1000, reason: 'The rest' }, admin.cookie)).statusCode).toBe(
      200,
    );
    expect(refundsOf(chargeId)).toEqual([
      { amount_cents: -5000, recorded_by: staff.id },
      { amount_cents: -1000, recorded_by: admin.id },
    ]);
  });

  /** A $270 payment through the gateway, as an event's deposit or a party's guest fees are. */
  function gatewayCharge(userId: string, cents = 27_000) {
    return recordedCharge({
      kind: 'guest_fee',
      amountCents: cents,
      description: 'Guest fees: a party',
      userId,
      paymentIntentId: `pi_${randomUUID()}`,
    });
  }
  const recordedCharge = async (entry: LedgerEntryInput) => {
    const { recordLedgerEntry } = await import('../src/payments/ledgerStore');
    return recordLedgerEntry(contextOf(server).db, entry, clock.now).id;
  };

  it('counts what was refunded of a payment: five $50 refunds of a $270 payment, one goes through', async () => {
    const m = await addMember(server);
    const clerk = await addStaff(server, 'staff');
    const chargeId = await gatewayCharge(m.id);
    const answers = [];
    for (const n of [1, 2, 3, 4, 5])
      answers.push(await refund(chargeId, { amountCents: 5000, reason: `Part ${n}` }, clerk.cookie));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 403, 403, 403, 403]);
    for (const refused of answers.slice(1))
      expect(body(refused)).toMatchObject({
        code: 'admin_needed',
        message:
          'Staff can refund up to $50 of a payment in all. $50 of this one has been refunded, so $0 is left for staff to refund. Ask an admin to make this refund.',
      });
    // A part of the limit: what is left is named, and that much may still be refunded.
    const other = await gatewayCharge(m.id);
    expect((await refund(other, { amountCents: 3000, reason: 'Slow bay' }, clerk.cookie)).statusCode).toBe(
      200,
    );
    const past = await refund(other, { amountCents: 2001, reason: 'Slow bay again' }, clerk.cookie);
    expect(past.statusCode).toBe(403);
    expect(body(past).message).toBe(
      'Staff can refund up to $50 of a payment in all. $30 of this one has been refunded, so $20 is left for staff to refund. Ask an admin to make this refund.',
    );
    expect((await refund(other, { amountCents: 2000, reason: 'The rest' }, clerk.cookie)).statusCode).toBe(
      200,
    );
    // Whoever refunded before counts: after an admin's refund, staff have less (here nothing) left.
    const third = await gatewayCharge(m.id);
    expect((await refund(third, { amountCents: 6000, reason: 'Closed' }, admin.cookie)).statusCode).toBe(200);
    expect((await refund(third, { amountCents: 100, reason: 'And more' }, clerk.cookie)).statusCode).toBe(
      403,
    );
    expect(refundsOf(chargeId)).toEqual([{ amount_cents: -5000, recorded_by: clerk.id }]);
    // An admin refunds the rest.
    expect((await refund(chargeId, { amountCents: 22_000, reason: 'Rest' }, admin.cookie)).statusCode).toBe(
      200,
    );
  });

  it('cannot be slipped past by requests at once, while the gateway is slow to answer', async () => {
    const m = await addMember(server);
    const clerk = await addStaff(server, 'staff');
    const chargeId = await gatewayCharge(m.id);
    const gateway = contextOf(server).payments;
    const real = gateway.refund.bind(gateway);
    let asked = 0;
    gateway.refund = async (input) => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return real(input);
    };
    try {
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          refund(chargeId, { amountCents: 3000, reason: `At once ${n}` }, clerk.cookie),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    } finally {
      gateway.refund = real;
    }
    expect(asked).toBe(1);
    expect(refundsOf(chargeId)).toEqual([{ amount_cents: -3000, recorded_by: clerk.id }]);
  });

  it("counts a staff account's day: REFUND_STAFF_DAY_LIMIT_CENTS in all, then an admin; the next day anew", async () => {
    const m = await addMember(server);
    const clerk = await addStaff(server, 'staff');
    const other = await addStaff(server, 'staff');
    const charges = [];
    for (let i = 0; i < 7; i += 1)
      charges.push(await recordedCharge({ ...cashDeskFee(m.id), amountCents: 6000 }));
    const [a, b, c, d, e, f, g] = charges as [string, string, string, string, string, string, string];
    for (const id of [a, b, c, d])
      expect((await refund(id, { amountCents: 5000, reason: 'Bay down' }, clerk.cookie)).statusCode).toBe(
        200,
      );
    const over = await refund(e, { amountCents: 100, reason: 'Bay down' }, clerk.cookie);
    expect(over.statusCode).toBe(403);
    expect(body(over)).toMatchObject({
      code: 'admin_needed',
      message:
        'Staff can refund up to $200 a day in all. You have refunded $200 today, so $0 is left. Ask an admin to make this refund.',
    });
    // Another staff account has its own day; an admin has no limit.
    expect((await refund(e, { amountCents: 5000, reason: 'Bay down' }, other.cookie)).statusCode).toBe(200);
    expect((await refund(f, { amountCents: 5000, reason: 'Bay down' }, admin.cookie)).statusCode).toBe(200);
    // The next venue day (midnight in Denver) starts again.
    clock.now = Date.UTC(2026, 10, 23, 7, 0);
    try {
      expect((await refund(g, { amountCents: 5000, reason: 'Next day' }, clerk.cookie)).statusCode).toBe(200);
    } finally {
      clock.now = START;
    }
  });

  it('refuses staff any membership refund, however small; an admin makes it', async () => {
    const m = await addMember(server);
    const { recordLedgerEntry } = await import('../src/payments/ledgerStore');
    const membership = recordLedgerEntry(
      contextOf(server).db,
      {
        kind: 'membership',
        amountCents: 17900,
        description: 'General Membership, monthly',
        userId: m.id,
        paymentIntentId: 'pi_membership_refund_test',
      },
      START,
    );
    const byStaff = await refund(membership.id, { amountCents: 100, reason: 'Goodwill' }, staff.cookie);
    expect(byStaff.statusCode).toBe(403);
    expect(body(byStaff).message).toBe(
      'Only an admin can refund a membership payment. Ask an admin to make this refund.',
    );
    expect(refundsOf(membership.id)).toEqual([]);
    const byAdmin = await refund(membership.id, { amountCents: 100, reason: 'Goodwill' }, admin.cookie);
    expect(byAdmin.statusCode, byAdmin.payload).toBe(200);
    expect(body(byAdmin)).toMatchObject({
      refundedCents: 100,
      payment: { id: membership.id, amountCents: 17900 },
    });
  });

  it('answers a repeated partial refund with the first one: one row, one log entry, one gateway refund', async () => {
    const { chargeId } = await paidBooking(3);
    const gatewayBefore = sql('SELECT * FROM sandbox_refunds').length;
    const ask = { amountCents: 700, reason: 'Slow bay' };
    const first = await refund(chargeId, ask, staff.cookie);
    const second = await refund(chargeId, ask, staff.cookie);
    expect(second.statusCode).toBe(200);
    expect(body(second)).toEqual(body(first));
    expect(refundsOf(chargeId)).toHaveLength(1);
    expect(sql('SELECT * FROM sandbox_refunds').length - gatewayBefore).toBe(1);
    expect(
      sql("SELECT * FROM staff_actions WHERE action = 'refund' AND target_id = ?", chargeId),
    ).toHaveLength(1);
    // Past REFUND_REPEAT_SECONDS, the same ask is a new refund.
    clock.now = START + 121_000;
    try {
      expect((await refund(chargeId, ask, staff.cookie)).statusCode).toBe(200);
      expect(refundsOf(chargeId)).toHaveLength(2);
    } finally {
      clock.now = START;
    }
  });
});
