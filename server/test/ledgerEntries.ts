/** Ledger entries for tests that need money already taken, written as the desk would write them. */
import { GUEST_FEE_CENTS } from '@lounge/core';
import type { LedgerEntryInput } from '../src/payments/ledgerStore';

/** A one-guest fee the desk took in cash from `userId`; `gatewayRef` makes it idempotent. */
export function cashDeskFee(userId: string, gatewayRef?: string): LedgerEntryInput {
  return {
    kind: 'desk',
    amountCents: GUEST_FEE_CENTS,
    description: 'Paid at the desk: 1 guest',
    userId,
    method: 'cash',
    ...(gatewayRef ? { gatewayRef } : {}),
  };
}
