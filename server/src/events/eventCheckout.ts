/**
 * An event's deposit and balance on the gateway's checkout (docs/events.md), through the same
 * checkout and ledger as every payment:
 *
 * - Opened from the quote's page. Fulfilment (payments/fulfilment.ts, whichever path reports the
 *   payment first) writes the ledger row and, for the deposit, the event's bay blocks in one
 *   transaction, once (the checkout is marked fulfilled in it). A time taken meanwhile (another
 *   event paid first, a booking) keeps the money on the books and leaves the quote unheld; such a
 *   payment, and any second payment of the same part, is refunded in full by `refundUnkeptPayments`
 *   (the return from checkout and the background pass run it), through the reserved refunds of
 *   payments/refunds.ts.
 * - Each part is charged at the quote's price at the moment of paying (quotePricing.ts): the member
 *   discount is the payer's then. It is priced when the checkout opens (refused if the page showed
 *   another amount) and again at fulfilment: a payment whose amount is no longer the price (the
 *   membership ended while its checkout was open) is kept on the books, not counted, and refunded
 *   in full like any unkept payment; the contact is told and pays again at the price shown.
 */

import Boom from '@hapi/boom';
import {
  type EventCheckoutRedirect,
  eventQuoteEmails,
  eventQuoteMessages,
  ledgerDescriptions,
  type PublicEventQuote,
  paymentMessages,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { siteUrl } from '../http/origins';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { fulfilCheckout } from '../payments/fulfilment';
import type { CheckoutInfo } from '../payments/gateway';
import { atGateway, gatewayFailure } from '../payments/gatewayErrors';
import {
  type CheckoutRow,
  eventCheckoutCharges,
  findCheckout,
  markFulfilled,
  openEventCheckouts,
  recordCheckout,
  recordLedgerEntry,
  refundableCents,
  setCheckoutStatus,
} from '../payments/paymentService';
import type { PurchaseKind } from '../payments/purchaseKinds';
import { refundPayment } from '../payments/refunds';
import { eventOccurrences, eventTimeRefusal } from './eventHold';
import { assertOpen, quoteEmailFacts, quoteOfToken } from './eventQuoteService';
import { type EventQuoteRow, findQuote, insertEventBlocks, updateQuote } from './eventQuoteStore';
import { packageName, publicQuoteView } from './eventQuoteView';
import { priceFor, sumsColumns } from './quotePricing';

/** How long an event checkout takes payment. */
const EVENT_CHECKOUT_MS = 30 * 60 * 1000;

export type Part = 'deposit' | 'balance';
const kindOf = (part: Part): 'event_deposit' | 'event_balance' =>
  part === 'deposit' ? 'event_deposit' : 'event_balance';

export function assertPartDue(ctx: AppContext, row: EventQuoteRow, part: Part): void {
  if (part === 'deposit') {
    if (row.status === 'paid') throw refuse(409, { ...eventQuoteMessages.alreadyPaid, code: 'quote_step' });
    assertOpen(ctx, row);
    if (row.status !== 'accepted')
      throw refuse(409, { ...eventQuoteMessages.notAccepted, code: 'quote_step' });
    return;
  }
  if (row.status === 'cancelled')
    throw refuse(409, { ...eventQuoteMessages.cancelled, code: 'quote_cancelled' });
  if (row.status !== 'paid') throw refuse(409, { ...eventQuoteMessages.notPaid, code: 'quote_step' });
  if (row.balancePaidAt) throw refuse(409, { ...eventQuoteMessages.balancePaid, code: 'quote_step' });
}

/** Refuses a payment of an amount the screen showed that is no longer the price (none shown: none checked). */
export function assertShownPrice(priceCents: number, shownCents: number | undefined): void {
  if (shownCents !== undefined && shownCents !== priceCents)
    throw refuse(409, { ...eventQuoteMessages.priceChanged, code: 'quote_price_changed' });
}

/**
 * Why a payment of a quote was not kept: the time went to another event first, it came in at a
 * price the quote no longer had (its part is still owed), or the part was paid (or closed) otherwise.
 */
function unkeptBecause(quote: EventQuoteRow, part: Part): 'time' | 'price' | 'twice' {
  if (part === 'balance') return quote.status === 'paid' && !quote.balancePaidAt ? 'price' : 'twice';
  if (quote.depositCheckoutId || quote.status === 'paid') return 'twice';
  if (quote.lostToQuoteAt) return 'time';
  return quote.status === 'cancelled' ? 'twice' : 'price';
}

/**
 * Before a new checkout: the quote's open ones of that part are asked of the gateway. One paid after
 * all is fulfilled (and the new one refused: nothing more is owed); the rest are expired, so at most
 * one checkout of a part can take money at a time.
 */
async function settleOpenCheckouts(ctx: AppContext, row: EventQuoteRow, part: Part): Promise<void> {
  for (const open of openEventCheckouts(ctx.db, row.id, kindOf(part))) {
    const info = await atGateway(ctx, 'event checkout check failed', async () => {
      await ctx.payments.expireCheckout(open.id);
      return ctx.payments.retrieveCheckout(open.id);
    });
    if (info?.paid) await fulfilCheckout(ctx, info);
    else writeTransaction(ctx.database, () => setCheckoutStatus(ctx.db, open.id, 'expired'));
  }
}

/**
 * POST /api/event-quote/deposit and /balance: the gateway's page to pay on, for the part priced now
 * (`shownCents`: the amount the page showed, refused if it is no longer the price).
 */
export async function startEventCheckout(
  ctx: AppContext,
  token: string,
  part: Part,
  shownCents?: number,
): Promise<EventCheckoutRedirect> {
  const before = quoteOfToken(ctx, token);
  assertPartDue(ctx, before, part);
  await settleOpenCheckouts(ctx, before, part);
  const { row, member, amountCents } = writeTransaction(ctx.database, () => {
    const current = quoteOfToken(ctx, token);
    assertPartDue(ctx, current, part);
    if (part === 'deposit') {
      const inTheWay = eventTimeRefusal(ctx, current);
      if (inTheWay) throw inTheWay;
    }
    const { member, sums } = priceFor(ctx, current, part);
    const amountCents = part === 'deposit' ? sums.depositCents : sums.balanceCents;
    assertShownPrice(amountCents, shownCents);
    return { row: current, member, amountCents };
  });
  const now = ctx.now();
  const origin = siteUrl(ctx.config);
  const userId = member?.id ?? null;
  let created: Awaited<ReturnType<AppContext['payments']['createPaymentCheckout']>>;
  try {
    created = await ctx.payments.createPaymentCheckout({
      line: {
        name: part === 'deposit' ? 'Event deposit' : 'Event balance',
        description: `${packageName(row.packageId)}, ${row.eventDate} (${part})`,
        quantity: 1,
        unitAmountCents: amountCents,
      },
      email: row.email,
      userId,
      customerId: member?.stripeCustomerId ?? null,
      metadata: { kind: `event_${part}`, userId: userId ?? '', eventQuoteId: row.id },
      successUrl: `${origin}/event-quote?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/event-quote?payment=cancelled`,
      expiresAt: now + EVENT_CHECKOUT_MS,
      // The amount is in the key: a price changed since the last click is a new request, never a
      // key Stripe has seen with other parameters.
      idempotencyKey: `event-${part}-${row.id}-${amountCents}-${now}`,
    });
  } catch (error) {
    throw gatewayFailure(ctx, `event ${part} checkout failed for quote ${row.id}`, error);
  }
  writeTransaction(ctx.database, () =>
    recordCheckout(
      ctx.db,
      {
        id: created.id,
        kind: kindOf(part),
        userId,
        email: row.email,
        eventQuoteId: row.id,
        amountCents,
        expiresAt: toIsoInstant(created.expiresAt),
      },
      ctx.now(),
    ),
  );
  return { url: created.url };
}

/** Event deposits and balances, events' purchases (registered in app.ts with payments' purchase kinds). */
export const eventPurchase: PurchaseKind<AppContext> = {
  fulfil: async (ctx, info) => () => fulfilEventPayment(ctx, info, findCheckout(ctx.db, info.id)),
};

/**
 * A paid event checkout, inside fulfilment's transaction (once: the checkout is marked fulfilled
 * here). The ledger row first, always: the money came in, from the quote's member if it has one.
 * Then the part is priced again, now: a payment of another amount is not counted (and is refunded).
 * The deposit holds the bays if the time is still free and the quote still waits for it; the
 * balance settles a paid event's balance. Either writes the sums it was paid at.
 */
function fulfilEventPayment(ctx: AppContext, info: CheckoutInfo, record: CheckoutRow | undefined) {
  const kind = (record?.kind ?? info.metadata.kind) as 'event_deposit' | 'event_balance';
  const quoteId = record?.eventQuoteId ?? info.metadata.eventQuoteId;
  const quote = quoteId ? findQuote(ctx.db, quoteId) : undefined;
  if (!quote) throw Boom.notFound(paymentMessages.checkoutNotFound);
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  if (!markFulfilled(ctx.db, info.id, nowIso)) return quote;
  const part: Part = kind === 'event_deposit' ? 'deposit' : 'balance';
  const amountCents = info.amountTotal ?? record?.amountCents ?? 0;
  const { member, sums } = priceFor(ctx, quote, part);
  const paidAtPrice = amountCents === (part === 'deposit' ? sums.depositCents : sums.balanceCents);
  const priced = { ...sumsColumns(sums), userId: member?.id ?? null };
  recordLedgerEntry(
    ctx.db,
    {
      kind,
      amountCents,
      description: ledgerDescriptions.eventPayment(part, packageName(quote.packageId), quote.eventDate),
      userId: priced.userId,
      eventQuoteId: quote.id,
      gatewayRef: info.id,
      checkoutSessionId: info.id,
      paymentIntentId: info.paymentIntentId,
    },
    now,
  );
  const paidMail = () =>
    enqueueMail(
      ctx.db,
      {
        kind: 'event_paid',
        to: quote.email,
        userId: priced.userId,
        ...eventQuoteEmails.paid(quoteEmailFacts(quote), part, amountCents, emailContext(ctx)),
        dedupeKey: `event-paid:${info.id}`,
      },
      nowIso,
    );
  if (part === 'balance') {
    if (quote.status !== 'paid' || quote.balancePaidAt) {
      ctx.logger.error('an event balance was paid that was not owed; it is refunded', {
        quoteId: quote.id,
        checkoutId: info.id,
      });
      return quote;
    }
    if (!paidAtPrice) return notAtPrice(ctx, quote, info.id, part);
    paidMail();
    return updateQuote(
      ctx.db,
      quote.id,
      { ...priced, balancePaidAt: nowIso, balanceMethod: 'card', balanceCheckoutId: info.id },
      nowIso,
    );
  }
  if (quote.status === 'paid' || quote.status === 'cancelled' || quote.depositCheckoutId) {
    ctx.logger.error('a second event deposit was paid; it is refunded', {
      quoteId: quote.id,
      checkoutId: info.id,
    });
    return quote;
  }
  if (eventTimeRefusal(ctx, quote)) {
    // The first paid wins: this one is told when it comes back, and its deposit goes back in full.
    return updateQuote(ctx.db, quote.id, { lostToQuoteAt: nowIso }, nowIso);
  }
  if (!paidAtPrice) return notAtPrice(ctx, quote, info.id, part);
  insertEventBlocks(ctx.db, quote.id, eventOccurrences(ctx, quote), {
    reason: `Private event: ${quote.contactName}, ${quote.headCount} guests`,
    nowIso,
  });
  paidMail();
  return updateQuote(
    ctx.db,
    quote.id,
    { ...priced, status: 'paid', depositPaidAt: nowIso, depositCheckoutId: info.id, lostToQuoteAt: null },
    nowIso,
  );
}

/** A payment whose amount is no longer the part's price: on the books, not counted, refunded in full. */
function notAtPrice(ctx: AppContext, quote: EventQuoteRow, checkoutId: string, part: Part): EventQuoteRow {
  ctx.logger.warn(`an event ${part} was paid at a price the quote no longer has; it is refunded`, {
    quoteId: quote.id,
    checkoutId,
  });
  return quote;
}

const UNKEPT_REASONS = {
  time: 'Event time taken by another event',
  price: eventQuoteMessages.paidAtOldPriceRefund,
  twice: 'Paid twice',
} as const;

/**
 * Refunds, in full, every event payment its quote did not keep: a deposit paid after another event
 * took the time, a second deposit or balance. Each through refunds.ts's reserve-then-ask, so running
 * this twice (or at once from two places) returns the money once. Returns how many were refunded.
 */
export async function refundUnkeptPayments(ctx: AppContext): Promise<number> {
  let refunded = 0;
  for (const charge of eventCheckoutCharges(ctx.db)) {
    const quote = charge.eventQuoteId ? findQuote(ctx.db, charge.eventQuoteId) : undefined;
    if (!quote) continue;
    const part: Part = charge.kind === 'event_deposit' ? 'deposit' : 'balance';
    const kept = part === 'deposit' ? quote.depositCheckoutId : quote.balanceCheckoutId;
    if (charge.checkoutSessionId === kept || refundableCents(ctx.db, charge) === 0) continue;
    try {
      await refundPayment(ctx, {
        chargeId: charge.id,
        reason: UNKEPT_REASONS[unkeptBecause(quote, part)],
        actorId: null,
      });
      refunded += 1;
    } catch (error) {
      ctx.logger.error('refund of an unkept event payment failed', {
        quoteId: quote.id,
        chargeId: charge.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return refunded;
}

/**
 * POST /api/event-quote/return: back from the checkout. Paid: fulfilled now if the webhook has not
 * done it. A deposit that lost the time to another event, or a payment made at a price the quote
 * no longer had, is refused at once (and refunded).
 */
export async function returnFromEventCheckout(
  ctx: AppContext,
  token: string,
  sessionId: string,
): Promise<PublicEventQuote> {
  const quote = quoteOfToken(ctx, token);
  const record = findCheckout(ctx.db, sessionId);
  if (!record || record.eventQuoteId !== quote.id) throw Boom.notFound(paymentMessages.checkoutNotFound);
  const info = await atGateway(ctx, 'event checkout return failed', () =>
    ctx.payments.retrieveCheckout(sessionId),
  );
  if (info?.paid) await fulfilCheckout(ctx, info);
  await refundUnkeptPayments(ctx);
  const after = quoteOfToken(ctx, token);
  const part: Part = record.kind === 'event_deposit' ? 'deposit' : 'balance';
  const kept = part === 'deposit' ? after.depositCheckoutId : after.balanceCheckoutId;
  if (info?.paid && kept !== sessionId) {
    const why = unkeptBecause(after, part);
    if (why === 'time') throw refuse(409, { ...eventQuoteMessages.lostRace, code: 'event_time_held' });
    if (why === 'price')
      throw refuse(409, { ...eventQuoteMessages.paidAtOldPrice, code: 'quote_price_changed' });
  }
  return publicQuoteView(ctx, after);
}
