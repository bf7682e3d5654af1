/**
 * An event quote's status in the desk's words, which can be sent, and the
 * flag of a quote whose member discount is not the one it went out with (the quote says why).
 */
import type { EventQuoteStatus } from '@lounge/core';

export const STATUS_WORDS: Record<EventQuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** The statuses the server sends from (again: a new link, the old one stops working). */
export const SENDABLE: readonly EventQuoteStatus[] = ['draft', 'sent', 'viewed', 'expired'];

export const DISCOUNT_CHANGED = 'Member discount changed';
