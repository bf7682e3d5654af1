/** An event quote's row as the API answers it: the contact's page, and the desk's fuller view. */
import {
  balanceOverdue,
  DEFAULT_EVENT_TERMS,
  EVENT_PACKAGES,
  effectiveQuoteStatus,
  eventQuoteCopy,
  type PublicEventQuote,
  type QuoteLine,
  type StaffEventQuote,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import type { EventQuoteRow } from './eventQuoteStore';

export type QuoteSpace = 'facility' | string[];

export function spaceOf(row: Pick<EventQuoteRow, 'space'>): QuoteSpace {
  const space = JSON.parse(row.space) as QuoteSpace;
  return space === 'facility' ? 'facility' : [...space];
}

export function packageName(packageId: string): string {
  return EVENT_PACKAGES.find((p) => p.id === packageId)?.name ?? packageId;
}

export function publicQuoteView(ctx: AppContext, row: EventQuoteRow): PublicEventQuote {
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
    lines: JSON.parse(row.lines) as QuoteLine[],
    discountPercent: row.discountPercent,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    balanceCents: row.balanceCents,
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
  return {
    ...publicQuoteView(ctx, row),
    inquiryId: row.inquiryId,
    email: row.email,
    userId: row.userId,
    notes: row.notes,
    sentAt: row.sentAt,
    viewedAt: row.viewedAt,
    balanceMethod: row.balanceMethod,
    balanceOverdue: balanceOverdue({ ...row, eventDate: row.eventDate }, today),
    cancelReason: row.cancelReason,
    createdAt: row.createdAt,
  };
}
