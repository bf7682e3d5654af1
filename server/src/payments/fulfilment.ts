/**
 * What a paid checkout does, whichever path reports it first: Stripe's webhook, the sandbox's
 * completion, or the member's return (activate-access, or POST /api/bookings with the session id).
 * Each path first reads the checkout's state from the gateway (async), then applies it in one write
 * transaction that also marks the checkout fulfilled, so the work happens exactly once.
 */
import Boom from '@hapi/boom';
import {
  formatDateLong,
  hasPaidPlan,
  instantToWall,
  ledgerDescriptions,
  paymentMessages,
  receiptEmails,
  TIERS,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { queueBookingMail, queueGuestFeeReceipt } from '../bookings/bookingMail';
import { type BookingRow, findBooking, setPasses, updateBookingRow } from '../bookings/bookingStore';
import { restorePasses, takePassesWithinMonth } from '../bookings/guestPassLedger';
import { type GuestsPaid, paidGuestsOf, withAddedGuests } from '../bookings/paidGuests';
import { fulfilEntryFee, releaseEntryHold } from '../competitions/entryFees';
import { writeTransaction } from '../db/database';
import { fulfilEventPayment } from '../events/eventPayments';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxStore';
import { keepTermsInStep } from '../membership/termsSync';
import type { UserRow } from '../users/userStore';
import { findUserById } from '../users/userStore';
import { reopenClaimedOffer } from '../waitlist/reopenOffer';
import {
  type CheckoutRow,
  eventSeen,
  findCheckout,
  markFulfilled,
  recordEvent,
  setCheckoutStatus,
} from './checkoutStore';
import type { CheckoutInfo, GatewayEvent, SubscriptionInfo } from './gateway';
import { atGateway } from './gatewayErrors';
import { prepareChargeRefunded, prepareInvoicePaid } from './ledgerEvents';
import { recordLedgerEntry } from './ledgerStore';
import { accountOfSubscription, applySubscription, planOf } from './membershipSync';

/** Writes to run inside the transaction once the gateway's state is known. */
type Apply<T> = () => T;

export type Fulfilment =
  | { kind: 'membership'; paid: true; user: UserRow | null }
  | { kind: 'guest_fee'; paid: true; booking: BookingRow }
  | { kind: 'entry_fee'; paid: true }
  | { kind: 'event_deposit' | 'event_balance'; paid: true }
  | {
      kind: 'membership' | 'guest_fee' | 'entry_fee' | 'event_deposit' | 'event_balance' | 'unknown';
      paid: false;
    };

/** Reads a checkout at the gateway and returns the writes that fulfil it. */
async function prepareCheckout(ctx: AppContext, info: CheckoutInfo): Promise<Apply<Fulfilment>> {
  const record = findCheckout(ctx.db, info.id);
  const kind = record?.kind ?? (info.metadata.kind as CheckoutRow['kind'] | undefined) ?? 'unknown';
  if (!info.paid) return () => ({ kind, paid: false });

  if (kind === 'membership') {
    const sub = info.subscriptionId ? await ctx.payments.retrieveSubscription(info.subscriptionId) : null;
    if (sub && (record?.flow ?? info.metadata.flow) === 'intro') {
      const plan = record?.plan ?? (info.metadata.plan as 'general' | 'vip');
      await ctx.payments.scheduleIntroThenMonthly(sub.id, plan);
    }
    return () => fulfilMembership(ctx, info, sub, record?.userId ?? null);
  }
  if (kind === 'guest_fee') {
    return () => ({ kind: 'guest_fee', paid: true, booking: fulfilGuestFee(ctx, info) });
  }
  if (kind === 'entry_fee') {
    return () => {
      fulfilEntryFee(ctx, info);
      return { kind: 'entry_fee', paid: true };
    };
  }
  if (kind === 'event_deposit' || kind === 'event_balance') {
    return () => {
      fulfilEventPayment(ctx, info, findCheckout(ctx.db, info.id));
      return { kind, paid: true };
    };
  }
  return () => ({ kind: 'unknown', paid: false });
}

function fulfilMembership(
  ctx: AppContext,
  info: CheckoutInfo,
  sub: SubscriptionInfo | null,
  recordUserId: string | null,
): Fulfilment {
  const nowIso = toIsoInstant(ctx.now());
  // The account is the one the checkout was made for, or the subscription's: never found by email.
  const userId = recordUserId || info.metadata.userId || null;
  const account =
    (userId ? findUserById(ctx.db, userId) : undefined) ??
    (sub ? accountOfSubscription(ctx.db, sub) : undefined);
  const first = markFulfilled(ctx.db, info.id, nowIso);
  if (!account || !sub) {
    // Paid signed out, by someone with no account yet: the money is on the books now, and the plan
    // waits for its payer to come back signed in (claimCheckout).
    if (first && sub) recordMembershipCharge(ctx, null, info, sub);
    return { kind: 'membership', paid: true, user: account ?? null };
  }
  if (hasPaidPlan(account) && account.stripeSubscriptionId && account.stripeSubscriptionId !== sub.id) {
    // A second plan paid for (two checkouts opened before either was paid): the account keeps
    // the first; the money is in the ledger for staff to refund.
    if (first) recordMembershipCharge(ctx, account.id, info, sub);
    ctx.logger.error('a second membership was paid for an account that has one; refund it', {
      userId: account.id,
      checkoutId: info.id,
    });
    return { kind: 'membership', paid: true, user: account };
  }
  const user = applySubscription(ctx.db, account.id, sub, nowIso);
  // Once each (the ledger by its gateway reference, the receipt by its key): on the first report of
  // the payment, or when a checkout paid signed out is claimed later.
  recordMembershipCharge(ctx, user.id, info, sub);
  queueMembershipReceipt(ctx, user, info.id, nowIso);
  return { kind: 'membership', paid: true, user };
}

/** The ledger row of a paid membership checkout; keyed by its invoice where the gateway has one. */
function recordMembershipCharge(
  ctx: AppContext,
  userId: string | null,
  info: CheckoutInfo,
  sub: SubscriptionInfo,
): void {
  const record = findCheckout(ctx.db, info.id);
  const plan = planOf(sub) ?? record?.plan ?? 'general';
  const flow = record?.flow ?? (info.metadata.flow === 'intro' ? 'intro' : 'monthly');
  recordLedgerEntry(
    ctx.db,
    {
      kind: 'membership',
      amountCents: info.amountTotal ?? record?.amountCents ?? 0,
      description: ledgerDescriptions.membership(plan, flow),
      userId,
      gatewayRef: info.invoiceId ?? info.id,
      checkoutSessionId: info.id,
      invoiceId: info.invoiceId,
      paymentIntentId: info.paymentIntentId,
    },
    ctx.now(),
  );
}

/** The welcome and receipt of a paid membership checkout (once: the checkout is fulfilled once). */
function queueMembershipReceipt(ctx: AppContext, user: UserRow, checkoutId: string, nowIso: string): void {
  if (user.membershipStatus === 'inactive' || user.membershipStatus === 'pending' || !user.membershipType)
    return;
  const renewsOn = user.membershipExpiresAt
    ? formatDateLong(Date.parse(user.membershipExpiresAt), ctx.config.venue.timeZone)
    : null;
  enqueueMail(
    ctx.db,
    {
      kind: 'membership_receipt',
      to: user.email,
      userId: user.id,
      ...receiptEmails.membership(
        user.firstName,
        TIERS[user.membershipType].name,
        renewsOn,
        emailContext(ctx),
      ),
      dedupeKey: `receipt:${checkoutId}`,
    },
    nowIso,
  );
}

/**
 * The held booking becomes confirmed. Should its hold have lapsed before the payment's news arrived,
 * it is confirmed anyway while the bay is still free (the trigger refuses otherwise, and the error
 * reaches the log for staff: the member paid, so this must be seen).
 */
function fulfilGuestFee(ctx: AppContext, info: CheckoutInfo): BookingRow {
  const nowIso = toIsoInstant(ctx.now());
  const record = findCheckout(ctx.db, info.id);
  const bookingId = record?.bookingId ?? info.metadata.bookingId;
  const booking = bookingId ? findBooking(ctx.db, bookingId) : undefined;
  if (!booking) throw Boom.notFound(paymentMessages.checkoutNotFound);
  if (!markFulfilled(ctx.db, info.id, nowIso)) return booking;
  const paid = paidByCheckout(booking, record, info);
  recordGuestFeeCharge(ctx, booking, paid, info);
  queueGuestFeeReceipt(ctx, booking, paid, info.id, nowIso);
  if (record?.pendingPlayers != null) return addPaidGuests(ctx, booking, record, paid, info, nowIso);
  if (booking.status === 'confirmed') return booking;

  const confirmed = updateBookingRow(
    ctx.db,
    booking.id,
    {
      status: 'confirmed',
      holdExpiresAt: null,
      guestFee: info.amountTotal ?? booking.guestFee,
      stripePaymentIntentId: info.paymentIntentId,
    },
    nowIso,
  );
  if (booking.status === 'expired') {
    // The lapsed hold's passes were given back; take them again, within what the month has left.
    const passGuests = confirmed.guestCount - 1 - paidGuestsOf(confirmed);
    takePassesWithinMonth(ctx, confirmed, Math.max(0, passGuests), nowIso);
  }
  queueBookingMail(ctx, 'confirmed', confirmed, nowIso);
  return confirmed;
}

/**
 * What a guest-fee checkout paid: its amount, and the guests it paid for as priced when it opened
 * (an edit's added guests, recorded with its checkout; else the held booking's own).
 */
function paidByCheckout(
  booking: BookingRow,
  record: CheckoutRow | undefined,
  info: CheckoutInfo,
): GuestsPaid {
  return {
    amountCents: info.amountTotal ?? record?.amountCents ?? booking.guestFee,
    paidGuests: record?.pendingPlayers != null ? (record.pendingPaidGuests ?? 0) : paidGuestsOf(booking),
  };
}

/** The ledger row of a paid guest-fee checkout. */
function recordGuestFeeCharge(
  ctx: AppContext,
  booking: BookingRow,
  paid: GuestsPaid,
  info: CheckoutInfo,
): void {
  recordLedgerEntry(
    ctx.db,
    {
      kind: 'guest_fee',
      amountCents: paid.amountCents,
      description: ledgerDescriptions.guestFee(
        paid.paidGuests,
        booking.bayNumber,
        instantToWall(Date.parse(booking.startTime), ctx.config.venue.timeZone),
      ),
      userId: booking.userId,
      bookingId: booking.id,
      gatewayRef: info.id,
      checkoutSessionId: info.id,
      paymentIntentId: info.paymentIntentId,
    },
    ctx.now(),
  );
}

/** The guests an edit added join the booking once paid for. */
function addPaidGuests(
  ctx: AppContext,
  booking: BookingRow,
  record: CheckoutRow,
  paid: GuestsPaid,
  info: CheckoutInfo,
  nowIso: string,
): BookingRow {
  if (booking.status !== 'confirmed') {
    ctx.logger.error('paid added guests for a booking that is no longer confirmed', {
      bookingId: booking.id,
      checkoutId: info.id,
    });
    return booking;
  }
  const updated = updateBookingRow(
    ctx.db,
    booking.id,
    {
      guestCount: record.pendingPlayers ?? booking.guestCount,
      ...withAddedGuests(booking, { feeCents: paid.amountCents, paidGuests: paid.paidGuests }),
    },
    nowIso,
  );
  // Reserved when the checkout opened; re-checked, as the reservation may have been given back.
  takePassesWithinMonth(ctx, updated, record.pendingPassGuests ?? 0, nowIso);
  queueBookingMail(ctx, 'updated', updated, nowIso);
  return updated;
}

/** Fulfils a checkout now (a member's return); idempotent. */
export async function fulfilCheckout(ctx: AppContext, info: CheckoutInfo): Promise<Fulfilment> {
  // Only the gateway's part can be "unreachable" (502); the database's errors stay its own.
  const apply = await atGateway(ctx, 'checkout fulfilment failed', () => prepareCheckout(ctx, info));
  return writeTransaction(ctx.database, apply);
}

/** A cancelled or expired payment lets go of its bay hold (and the passes it took). */
export function releaseHold(ctx: AppContext, checkoutId: string): void {
  writeTransaction(ctx.database, () => releaseHoldWrites(ctx, checkoutId));
}

function releaseHoldWrites(ctx: AppContext, checkoutId: string): void {
  const record = findCheckout(ctx.db, checkoutId);
  // Released once: a cancel reported twice (the sandbox's page, then the member's return, or the
  // gateway's expiry event later) must not take a hold that has since become something else.
  if (!record || record.fulfilledAt || record.status === 'expired') return;
  setCheckoutStatus(ctx.db, checkoutId, 'expired');
  if (record.kind === 'entry_fee') {
    releaseEntryHold(ctx, checkoutId);
    return;
  }
  if (!record.bookingId) return;
  const booking = findBooking(ctx.db, record.bookingId);
  // An edit's checkout: the booking stays as it was, with the passes for the guests it has.
  if (record.pendingPlayers != null && booking?.status === 'confirmed') {
    restorePasses(ctx, booking, toIsoInstant(ctx.now()));
    return;
  }
  if (booking?.status !== 'held') return;
  if (reopenClaimedOffer(ctx.db, booking, ctx.now())) return;
  const nowIso = toIsoInstant(ctx.now());
  updateBookingRow(ctx.db, booking.id, { status: 'expired' }, nowIso);
  setPasses(ctx.db, booking, 0, '', nowIso);
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.updated',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * A verified gateway event, processed once: its id is recorded in the same transaction as its work,
 * and a repeat is ignored. The state is re-read from the gateway, so events may come in any order.
 */
export async function handleGatewayEvent(
  ctx: AppContext,
  event: GatewayEvent,
): Promise<'processed' | 'duplicate'> {
  if (eventSeen(ctx.db, event.id)) return 'duplicate';
  const apply = await atGateway(ctx, `webhook ${event.type} could not read the gateway`, () =>
    readEvent(ctx, event),
  );
  return writeTransaction(ctx.database, () => {
    if (eventSeen(ctx.db, event.id)) return 'duplicate';
    apply();
    recordEvent(ctx.db, event.id, event.type, toIsoInstant(ctx.now()));
    return 'processed';
  });
}

/** Reads what an event concerns from the gateway; returns the writes it calls for. */
async function readEvent(ctx: AppContext, event: GatewayEvent): Promise<Apply<unknown>> {
  let apply: Apply<unknown> = () => undefined;

  if (
    (event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded') &&
    event.objectId
  ) {
    const info = await ctx.payments.retrieveCheckout(event.objectId);
    if (info) apply = await prepareCheckout(ctx, info);
  } else if (event.type === 'checkout.session.expired' && event.objectId) {
    const id = event.objectId;
    apply = () => releaseHoldWrites(ctx, id);
  } else if (event.type === 'charge.refunded' && event.objectId) {
    apply = await prepareChargeRefunded(ctx, event.objectId);
  } else if (SUBSCRIPTION_EVENTS.has(event.type) && event.subscriptionId) {
    const sub = await ctx.payments.retrieveSubscription(event.subscriptionId);
    const invoicePaid =
      event.type === 'invoice.paid' && event.objectId
        ? await prepareInvoicePaid(ctx, event.objectId)
        : () => undefined;
    if (sub) {
      apply = () => {
        const account = accountOfSubscription(ctx.db, sub);
        if (account) {
          applySubscription(ctx.db, account.id, sub, toIsoInstant(ctx.now()));
          // A freeze's pause and a cancellation's end, as the gateway holds them (decision 040).
          keepTermsInStep(ctx, account.id, sub);
        }
        invoicePaid();
      };
    }
  }
  return apply;
}
