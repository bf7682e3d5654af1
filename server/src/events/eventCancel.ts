/**
 * Cancelling an event (docs/events.md): the deposit refunded by core's schedule, the bays released,
 * the waitlist nudged; by the contact's link or by staff.
 */

import {
  cleanLine,
  DEFAULT_EVENT_TERMS,
  eventCancellationRefund,
  eventQuoteEmails,
  eventQuoteMessages,
  hasWords,
  type PublicEventQuote,
  type StaffEventQuote,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { ledgerForEventQuote } from '../payments/paymentService';
import { reserveRefund, settleRefund } from '../payments/refunds';
import { logStaffAction } from '../staff/auditService';
import { assertManager } from '../staff/staffAccess';
import type { UserRow } from '../users/userService';
import { nudgeWaitlist } from '../waitlist/waitlistService';
import { quoteEmailFacts, quoteOfToken, quoteOr404 } from './eventQuoteService';
import { deleteEventBlocks, type EventQuoteRow, updateQuote } from './eventQuoteStore';
import { publicQuoteView, staffQuoteView } from './eventQuoteView';

/**
 * Cancels an event, by its contact (the link) or staff. A paid event's deposit is refunded by the
 * schedule (core's eventCancellationRefund), its bays released and the waitlist offered them. The
 * cancel and the refund's reservation are one transaction: a second cancel is refused, so the refund
 * is asked once, and a refund above plain staff's limits (payments/refunds.ts) refuses the cancel
 * (403) with nothing written; an admin can cancel it.
 */
async function cancelEvent(
  ctx: AppContext,
  find: () => EventQuoteRow,
  by: { actorId: string | null; reason: string },
): Promise<EventQuoteRow> {
  const { quote, reserved } = writeTransaction(ctx.database, () => {
    const row = find();
    if (row.status === 'cancelled')
      throw refuse(409, { ...eventQuoteMessages.cancelled, code: 'quote_cancelled' });
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const charge = ledgerForEventQuote(ctx.db, row.id).find(
      (l) => l.kind === 'event_deposit' && l.checkoutSessionId === row.depositCheckoutId,
    );
    const refund =
      row.status === 'paid' && charge
        ? eventCancellationRefund(
            {
              depositPaidCents: charge.amountCents,
              cancelledOn: venueDate(now, ctx.config.venue.timeZone),
              eventDate: row.eventDate,
            },
            DEFAULT_EVENT_TERMS,
          ).refundCents
        : 0;
    deleteEventBlocks(ctx.db, row.id);
    const cancelled = updateQuote(
      ctx.db,
      row.id,
      { status: 'cancelled', cancelledAt: nowIso, cancelReason: by.reason, refundCents: refund },
      nowIso,
    );
    if (row.status === 'paid' || row.sentAt)
      enqueueMail(
        ctx.db,
        {
          kind: 'event_cancelled',
          to: row.email,
          userId: row.userId,
          ...eventQuoteEmails.cancelled(quoteEmailFacts(row), refund, emailContext(ctx)),
          dedupeKey: `event-cancelled:${row.id}`,
        },
        nowIso,
      );
    if (by.actorId)
      logStaffAction(
        ctx.db,
        {
          actorId: by.actorId,
          action: 'event_cancel',
          targetType: 'event_quote',
          targetId: row.id,
          details: { reason: by.reason, refundCents: refund },
        },
        now,
      );
    const reserved =
      charge && refund > 0
        ? reserveRefund(ctx, {
            chargeId: charge.id,
            amountCents: refund,
            reason: `Event cancelled: ${by.reason}`,
            actorId: by.actorId,
          })
        : null;
    return { quote: cancelled, reserved };
  });
  if (reserved) {
    try {
      await settleRefund(ctx, reserved.refund, reserved.key);
    } catch (error) {
      // The event stays cancelled; the refund is recorded failed and the deposit stays refundable.
      ctx.logger.error('refund of a cancelled event deposit failed', {
        quoteId: quote.id,
        chargeId: reserved.refund.refundOf,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  nudgeWaitlist(ctx);
  return quote;
}

export async function cancelEventByContact(ctx: AppContext, token: string): Promise<PublicEventQuote> {
  const row = await cancelEvent(ctx, () => quoteOfToken(ctx, token), {
    actorId: null,
    reason: 'Cancelled by the contact',
  });
  return publicQuoteView(ctx, row);
}

export async function cancelEventByStaff(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  reason: string,
): Promise<StaffEventQuote> {
  const said = cleanLine(reason);
  if (!hasWords(said)) throw refuse(400, { ...eventQuoteMessages.reasonNeeded, field: 'reason' });
  const row = await cancelEvent(
    ctx,
    () => {
      const quote = quoteOr404(ctx, id);
      // A paid event's cancel moves money and frees its bays: a manager's step.
      if (quote.status === 'paid') assertManager(actor);
      return quote;
    },
    { actorId: actor.id, reason: said },
  );
  return staffQuoteView(ctx, row);
}
