/**
 * What features may use of payments' tables: the ledger's rows and sums, and the checkouts they
 * open and fulfil through their purchase kind (purchaseKinds.ts). The stores stay payments' own
 * (the lint's store rule, docs/decisions/055); a new need is named here, not imported from a store.
 */

export type { CheckoutRow } from './checkoutStore';
export {
  claimCheckout,
  findCheckout,
  markFulfilled,
  openCheckoutIdsOf,
  openEventCheckouts,
  paidMembershipCheckoutsOf,
  recordCheckout,
  setCheckoutStatus,
} from './checkoutStore';
export type { LedgerRow, RefundOutcome } from './ledgerStore';
export {
  bookingsAwaitingCancellation,
  eventCheckoutCharges,
  findLedgerEntry,
  findLedgerEntryByRef,
  ledgerForBooking,
  ledgerForEventQuote,
  ledgerForUser,
  recordLedgerEntry,
  recordRefundOutcomes,
  refundableCents,
  refundedOfBookings,
} from './ledgerStore';
