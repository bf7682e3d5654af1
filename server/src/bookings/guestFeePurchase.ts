/**
 * The guest fee, bookings' purchase (registered in app.ts with payments' purchase kinds): a paid
 * checkout confirms the held booking or adds an edit's guests; one that ends unpaid lets the hold
 * go; a member's cancellation that waited on its refunds is completed once they are recorded.
 */
import Boom from '@hapi/boom';
import {
  formatMoney,
  instantToWall,
  ledgerDescriptions,
  paymentMessages,
  refundCopy,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import type { CheckoutInfo } from '../payments/gateway';
import {
  bookingsAwaitingCancellation,
  type CheckoutRow,
  findCheckout,
  ledgerForBooking,
  markFulfilled,
  recordLedgerEntry,
} from '../payments/paymentService';
import type { PurchaseKind } from '../payments/purchaseKinds';
import { refundInFlight } from '../payments/refunds';
import { reopenClaimedOffer } from '../waitlist/reopenOffer';
import { queueBookingMail, queueGuestFeeReceipt } from './bookingMail';
import { writeCancellation } from './bookingService';
import { type BookingRow, findBooking, setPasses, updateBookingRow } from './bookingStore';
import { restorePasses, takePassesWithinMonth } from './guestPassLedger';
import { type GuestsPaid, paidGuestsOf, withAddedGuests } from './paidGuests';

export const guestFeePurchase: PurchaseKind<AppContext> = {
  fulfil: async (ctx, info) => () => fulfilGuestFee(ctx, info),
  release: releaseGuestFeeHold,
  refundsRecorded: completeCancellations,
};

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

/** An unpaid checkout lets go of its bay hold (and the passes it took). */
function releaseGuestFeeHold(ctx: AppContext, record: CheckoutRow): void {
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

/** The cancellation a booking's refunds waited on, completed once they went through. */
function completeCancellations(ctx: AppContext): string[] {
  const completed: string[] = [];
  for (const bookingId of bookingsAwaitingCancellation(ctx.db)) {
    const rows = ledgerForBooking(ctx.db, bookingId).filter((r) => r.kind === 'refund' && r.cancelsBooking);
    // Still waiting on the gateway for one of them, or being cancelled right now: not ours yet.
    if (rows.some((r) => r.status === 'pending' || refundInFlight(r.id))) continue;
    const booking = findBooking(ctx.db, bookingId);
    if (booking?.status !== 'confirmed') continue;
    const refunded = rows.filter((r) => r.status === 'refunded').reduce((sum, r) => sum - r.amountCents, 0);
    writeCancellation(ctx, booking, refundCopy.emailRefunded(formatMoney(refunded)));
    completed.push(bookingId);
  }
  return completed;
}
