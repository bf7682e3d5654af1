/**
 * The ledger: every charge a fulfilled checkout made is one row, whichever paths report it and how
 * often; GET /api/payments shows the member their own rows, newest first; the store's API other
 * features use (desk fees, exports) is idempotent by gateway reference.
 */
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../src/db/database';
import { ledgerForUser, recordLedgerEntry, refundableCents } from '../src/payments/ledgerStore';
import { contextOf } from './dbAccess';
import { body, call, postFromSite, SITE } from './http';
import { cashDeskFee } from './ledgerEntries';
import { addMember } from './members';
import { makeServer } from './testServer';

const START = Date.UTC(2026, 10, 22, 17, 0);
const clock = { now: START };
let server: Server;

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => clock.now });
});
afterAll(() => server.stop());

const post = (url: string, payload: unknown, cookie?: string) => postFromSite(server, url, payload, cookie);
const payments = async (cookie: string) =>
  body<Array<Record<string, unknown>>>(await call(server, { url: '/api/payments', cookie }));

describe('GET /api/payments', () => {
  it('is for signed-in members only', async () => {
    expect((await call(server, { url: '/api/payments' })).statusCode).toBe(401);
  });

  it('records a paid membership checkout once, though the payment is reported twice', async () => {
    const m = await addMember(server, { membershipType: null, membershipStatus: 'pending' });
    const created = body<{ sessionId: string }>(
      await post(
        '/api/checkout/create-session',
        { plan: 'general', flow: 'monthly', successUrl: `${SITE}/billing/complete`, cancelUrl: `${SITE}/` },
        m.cookie,
      ),
    );
    await post(`/api/payments/sandbox/sessions/${created.sessionId}/complete`, {});
    // The member's return reports the same payment again.
    await post('/api/membership/activate-access', { sessionId: created.sessionId, email: m.email });
    await post('/api/membership/activate-access', { sessionId: created.sessionId, email: m.email });
    expect(await payments(m.cookie)).toEqual([
      {
        id: expect.any(String),
        kind: 'membership',
        description: 'General Membership, monthly',
        amountCents: TIERS.general.prices.monthlyCents,
        status: 'paid',
        createdAt: '2026-11-22T17:00:00.000Z',
      },
    ]);
  });

  it('records a paid guest fee with its booking, and shows no one else the row', async () => {
    const g = await addMember(server);
    const other = await addMember(server);
    const { sessionId } = body<{ sessionId: string }>(
      await post(
        '/api/guest-checkout',
        {
          guestCount: 2,
          bookingData: {
            bayNumber: '1',
            bookingDate: '2026-11-24',
            startTime: '18:00',
            endTime: '20:00',
            guestCount: '3',
          },
        },
        g.cookie,
      ),
    );
    await post(`/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    const booking = body<{ id: string }>(
      await post(
        '/api/bookings',
        {
          bayNumber: '1',
          bookingDate: '2026-11-24',
          startTime: '18:00',
          endTime: '20:00',
          guestCount: '3',
          sessionId,
        },
        g.cookie,
      ),
    );
    const rows = await payments(g.cookie);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        kind: 'guest_fee',
        description: 'Guest fee: 2 guests, Bay 1, November 24, 2026, 6:00 PM',
        amountCents: 2 * GUEST_FEE_CENTS,
        status: 'paid',
        createdAt: '2026-11-22T17:00:00.000Z',
        bookingId: booking.id,
      },
    ]);
    expect(await payments(other.cookie)).toEqual([]);
  });
});

describe('the ledger store', () => {
  it('keeps one row per gateway reference, lists newest first, and knows what is left to refund', async () => {
    const m = await addMember(server);
    const ctx = contextOf(server);
    const desk = (ref: string, at: number) =>
      writeTransaction(ctx.database, () => recordLedgerEntry(ctx.db, cashDeskFee(m.id, ref), at));
    const first = desk('desk:a', START);
    expect(desk('desk:a', START + 1000).id).toBe(first.id);
    const second = desk('desk:b', START + 2000);
    expect(ledgerForUser(ctx.db, m.id).map((r) => r.id)).toEqual([second.id, first.id]);

    const refund = writeTransaction(ctx.database, () =>
      recordLedgerEntry(
        ctx.db,
        {
          kind: 'refund',
          amountCents: -400,
          description: 'Refund: Paid at the desk: 1 guest',
          userId: m.id,
          refundOf: first.id,
        },
        START + 3000,
      ),
    );
    expect(refund.status).toBe('refunded');
    const rows = await payments(m.cookie);
    expect(rows.map((r) => [r.kind, r.amountCents, r.status])).toEqual([
      ['refund', -400, 'refunded'],
      ['desk', GUEST_FEE_CENTS, 'paid'],
      ['desk', GUEST_FEE_CENTS, 'partially_refunded'],
    ]);
    const charge = ledgerForUser(ctx.db, m.id).find((r) => r.id === first.id);
    expect(charge && refundableCents(ctx.db, charge)).toBe(GUEST_FEE_CENTS - 400);
  });

  it('refuses a refund with a positive amount or a charge with a negative one (CHECK)', async () => {
    const ctx = contextOf(server);
    expect(() =>
      recordLedgerEntry(ctx.db, { kind: 'refund', amountCents: 100, description: 'x', userId: null }, START),
    ).toThrow(/CHECK/);
    expect(() =>
      recordLedgerEntry(ctx.db, { kind: 'desk', amountCents: -1, description: 'x', userId: null }, START),
    ).toThrow(/CHECK/);
  });
});
