/**
 * An event's money away from the gateway (docs/events.md): the balance taken at the desk (card,
 * cash or an invoice, one ledger row, keyed so a repeat adds none), and the background pass's
 * balance reminders and refunds of unkept payments. The checkout is eventCheckout.ts's; cancelling
 * is eventCancel.ts's.
 */

import {
  balanceReminderOn,
  type EventBalanceMethod,
  eventQuoteEmails,
  ledgerDescriptions,
  type StaffEventQuote,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { recordLedgerEntry } from '../payments/paymentService';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { assertPartDue, assertShownPrice, refundUnkeptPayments } from './eventCheckout';
import { quoteEmailFacts, quoteOr404 } from './eventQuoteService';
import { balancesToRemind, findQuote, updateQuote } from './eventQuoteStore';
import { packageName, staffQuoteView } from './eventQuoteView';
import { priceFor, quoteNow, sumsColumns } from './quotePricing';

/**
 * POST /api/staff/event-quotes/{id}/balance: the balance taken at the desk (one ledger row), at its
 * price now (`shownCents`: the balance the desk showed, refused if it is no longer the price).
 */
export function recordBalanceAtDesk(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  request: { method: EventBalanceMethod; cents?: number | undefined },
): StaffEventQuote {
  const { method } = request;
  return writeTransaction(ctx.database, () => {
    const quote = quoteOr404(ctx, id);
    assertPartDue(ctx, quote, 'balance');
    const { member, sums } = priceFor(ctx, quote, 'balance');
    assertShownPrice(sums.balanceCents, request.cents);
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    recordLedgerEntry(
      ctx.db,
      {
        kind: 'event_balance',
        amountCents: sums.balanceCents,
        // An invoice is sent, not paid: a 'pending' charge until the money comes.
        status: method === 'invoice' ? 'pending' : 'paid',
        description: ledgerDescriptions.eventPayment(
          'balance',
          packageName(quote.packageId),
          quote.eventDate,
          method,
        ),
        userId: member?.id ?? null,
        eventQuoteId: quote.id,
        method,
        gatewayRef: `event-balance-desk-${quote.id}`,
        recordedBy: actor.id,
      },
      now,
    );
    const row = updateQuote(
      ctx.db,
      quote.id,
      { ...sumsColumns(sums), userId: member?.id ?? null, balancePaidAt: nowIso, balanceMethod: method },
      nowIso,
    );
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'event_balance',
        targetType: 'event_quote',
        targetId: quote.id,
        details: { method, amountCents: sums.balanceCents },
      },
      now,
    );
    return staffQuoteView(ctx, row);
  });
}

/** The background pass's step: the balance reminders due today (once each), then the unkept refunds. */
export async function eventPaymentChores(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const today = venueDate(now, ctx.config.venue.timeZone);
  const nowIso = toIsoInstant(now);
  let reminded = 0;
  for (const quote of balancesToRemind(ctx.db, (q) => balanceReminderOn(q.balanceDueOn) <= today)) {
    writeTransaction(ctx.database, () => {
      const current = findQuote(ctx.db, quote.id);
      if (!current || current.balanceRemindedAt || current.balancePaidAt || current.status !== 'paid') return;
      // The date the quote gave (due on sending for a near event), not one counted again.
      const dueOn = current.balanceDueOn;
      enqueueMail(
        ctx.db,
        {
          kind: 'event_balance_reminder',
          to: current.email,
          userId: current.userId,
          // The balance as it is owed now: priced with the member's discount as it stands.
          ...eventQuoteEmails.balanceReminder(
            quoteEmailFacts({ ...current, ...sumsColumns(quoteNow(ctx, current).sums) }),
            dueOn,
            emailContext(ctx),
          ),
          dedupeKey: `event-balance-reminder:${current.id}`,
        },
        nowIso,
      );
      updateQuote(ctx.db, current.id, { balanceRemindedAt: nowIso }, nowIso);
      reminded += 1;
    });
  }
  await refundUnkeptPayments(ctx);
  return reminded;
}
