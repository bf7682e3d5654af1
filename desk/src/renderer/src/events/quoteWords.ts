/** An event quote's status and the balance's method in the desk's words, and which can be sent. */
import type { EventBalanceMethod, EventQuoteStatus } from '@lounge/core';

export const STATUS_WORDS: Record<EventQuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const METHOD_WORDS: Record<EventBalanceMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  invoice: 'Invoice',
};

/** The statuses the server sends from (again: a new link, the old one stops working). */
export const SENDABLE: readonly EventQuoteStatus[] = ['draft', 'sent', 'viewed', 'expired'];
