/** Ledger entries for tests that need money already taken, written as the desk would write them. */
import type { LedgerEntryInput } from '../src/payments/ledgerStore';

/** A one-guest fee ($10) the desk took in cash from `userId`; `gatewayRef` makes it idempotent. */
export function cashDeskFee(userId: string, gatewayRef?: string): LedgerEntryInput {
  return {
    kind: 'desk',
    amountCents: 1000,
    description: 'Paid at the desk: 1 guest',
    userId,
    method: 'cash',
    ...(gatewayRef ? { gatewayRef } : {}),
  };
}
