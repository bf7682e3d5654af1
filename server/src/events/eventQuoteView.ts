/**
 * An event quote's row as the API answers it: the contact's page, and the desk's fuller view. Both
 * show what is still owed priced now (quotePricing.ts), and say why when the member discount is not
 * the one the quote went out with.
 */
import {
  balanceOverdue,
  DEFAULT_EVENT_TERMS,
  EVENT_PACKAGES,
  effectiveQuoteStatus,
  eventQuoteCopy,
  type PublicEventQuote,
  type StaffEventQuote,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import type { EventQuoteRow } from './eventQuoteStore';
import { quoteNow } from './quotePricing';

export type QuoteSpace = 'facility' | string[];

export function spaceOf(row: Pick<EventQuoteRow, 'space'>): QuoteSpace {
  const space = JSON.parse(row.space) as QuoteSpace;
  return space === 'facility' ? 'facility' : [...space];
}

export function packageName(packageId: string): string {
  return EVENT_PACKAGES.find((p) => p.id === packageId)?.name ?? packageId;
}

export function publicQuoteView(ctx: AppContext, row: EventQuoteRow): PublicEventQuote {
  return quoteView(ctx, row, quoteNow(ctx, row));
}

function quoteView(
  ctx: AppContext,
  row: EventQuoteRow,
  { part, sums }: ReturnType<typeof quoteNow>,
): PublicEventQuote {
  return {
    id: row.id,
    contactName: row.contactName,
    packageId: row.packageId,
    packageName: packageName(row.packageId),
    space: spaceOf(row),
    date: row.eventDate,
    startTime: row.startTime,
    hours: row.minutes / 60,
    headCount: row.headCount,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    ...sums,
    quotedDiscountPercent: row.quotedDiscountPercent,
    discountNote: eventQuoteCopy.discountChanged(row.quotedDiscountPercent, sums.discountPercent, !part),
    balanceDueOn: row.balanceDueOn,
    terms: eventQuoteCopy.terms(DEFAULT_EVENT_TERMS),
    status: effectiveQuoteStatus(row, ctx.now()),
    linkExpiresAt: row.linkExpiresAt,
    acceptedAt: row.acceptedAt,
    depositPaidAt: row.depositPaidAt,
    balancePaidAt: row.balancePaidAt,
    cancelledAt: row.cancelledAt,
    refundCents: row.refundCents,
  };
}

export function staffQuoteView(ctx: AppContext, row: EventQuoteRow): StaffEventQuote {
  const today = venueDate(ctx.now(), ctx.config.venue.timeZone);
  const now = quoteNow(ctx, row);
  return {
    ...quoteView(ctx, row, now),
    inquiryId: row.inquiryId,
    email: row.email,
    // The member the quote is for now: the account that has proven its address, if any.
    userId: now.member?.id ?? null,
    notes: row.notes,
    sentAt: row.sentAt,
    viewedAt: row.viewedAt,
    balanceMethod: row.balanceMethod,
    balanceOverdue: balanceOverdue({ ...row, balanceCents: now.sums.balanceCents }, today),
    cancelReason: row.cancelReason,
    createdAt: row.createdAt,
  };
}
