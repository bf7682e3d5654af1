import { describe, expect, it } from 'vitest';
import { cashDifference, dayTakings, parseCountedCash, type TakingsLedgerRow } from '../src/index';

const cash = (amountCents: number, status = 'paid'): TakingsLedgerRow => ({
  kind: 'desk',
  amountCents,
  status,
  method: 'cash',
});
const card = (amountCents: number, status = 'paid'): TakingsLedgerRow => ({
  kind: 'desk',
  amountCents,
  status,
  method: 'card',
});
const online = (amountCents: number, kind: 'guest_fee' | 'membership' = 'guest_fee'): TakingsLedgerRow => ({
  kind,
  amountCents,
  status: 'paid',
  method: null,
});
const refund = (
  amountCents: number,
  method: 'cash' | 'card' | null,
  status = 'refunded',
): TakingsLedgerRow => ({
  kind: 'refund',
  amountCents: -amountCents,
  status,
  method,
});

describe('dayTakings', () => {
  it.each<[string, TakingsLedgerRow[], Partial<ReturnType<typeof dayTakings>>]>([
    ['nothing taken', [], { cashCents: 0, cardCents: 0, onlineCents: 0, netCents: 0, expectedCashCents: 0 }],
    [
      'each method on its own line',
      [cash(2000), cash(4000), card(2000), online(2000), online(17900, 'membership')],
      { cashCents: 6000, cardCents: 2000, onlineCents: 19900, netCents: 27900, expectedCashCents: 6000 },
    ],
    [
      'a cash refund lowers the expected cash',
      [cash(4000, 'partially_refunded'), refund(1500, 'cash')],
      { cashCents: 4000, cashRefundedCents: 1500, netCents: 2500, expectedCashCents: 2500 },
    ],
    [
      'a card or online refund leaves the drawer alone',
      [cash(2000), card(2000, 'refunded'), refund(2000, 'card'), online(2000), refund(500, null)],
      { cardRefundedCents: 2000, onlineRefundedCents: 500, expectedCashCents: 2000, netCents: 3500 },
    ],
    [
      'an owed fee (pending) and a failed charge took nothing',
      [cash(2000, 'pending'), card(2000, 'failed'), online(2000)],
      { cashCents: 0, cardCents: 0, onlineCents: 2000, expectedCashCents: 0 },
    ],
    [
      'a pending or failed refund moved nothing yet',
      [online(4000), refund(1000, null, 'pending'), refund(1000, null, 'failed')],
      { onlineRefundedCents: 0, netCents: 4000 },
    ],
    [
      'a refund of an earlier day still comes out of today',
      [refund(2000, 'cash')],
      { cashCents: 0, cashRefundedCents: 2000, expectedCashCents: -2000, netCents: -2000 },
    ],
  ])('%s', (_name, rows, expected) => {
    expect(dayTakings(rows)).toMatchObject(expected);
  });
});

describe('cashDifference', () => {
  it.each([
    [6000, 6000, 0, 'Balanced'],
    [6000, 6500, 500, 'Over $5'],
    [6000, 5750, -250, 'Short $2.50'],
    [0, 0, 0, 'Balanced'],
  ])('expected %i, counted %i: %i, %s', (expected, counted, cents, words) => {
    expect(cashDifference(expected, counted)).toEqual({ cents, words });
  });
});

describe('parseCountedCash', () => {
  it.each([
    ['245.50', 24550],
    ['$245.5', 24550],
    ['1,200', 120000],
    [' 0 ', 0],
    ['12.05', 1205],
    ['', null],
    ['12.345', null],
    ['-5', null],
    ['abc', null],
  ])('%j is %s', (typed, cents) => {
    expect(parseCountedCash(typed)).toBe(cents);
  });
});
