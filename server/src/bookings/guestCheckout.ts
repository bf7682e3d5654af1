/**
 * Guest fees (docs/product.md): the booking is checked in full, its guests priced by core
 * (GUEST_FEE_CENTS each; VIP only beyond the month's passes), and the bay held while the member
 * pays. Nothing owed: the booking is confirmed at once. The hold lasts as long as the checkout can
 * take payment, plus a grace for the payment's news to arrive, so a paid session always finds its
 * bay still held.
 */
import {
  type BookingInput,
  bayLabel,
  type CheckoutRedirect,
  formatIsoDate,
  formatPrice,
  formatWallTime,
  type GuestCheckoutResponse,
  instantToWall,
  paymentMessages,
  toastMessages,
  toIsoInstant,
} from '@lounge/core';
import type { GuestCheckoutRequest, Shape } from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { siteUrl } from '../http/origins';
import type { CreatedCheckout } from '../payments/gateway';
import { gatewayFailure } from '../payments/gatewayErrors';
import { recordCheckout } from '../payments/paymentService';
import type { UserRow } from '../users/userService';
import { planEdit, planNewBooking, writeEdit, writePlannedBooking } from './bookingService';
import { type BookingRow, setPasses, updateBookingRow } from './bookingStore';
import { bookingView } from './bookingView';

/**
 * How long a held bay (or competition place) waits for its payment. Stripe's session stays open
 * longer (30 minutes at least, payments/checkoutExpiry.ts); a payment after the hold lapsed is a
 * late one (docs/payments.md).
 */
export const HOLD_MS = 15 * 60 * 1000;
/** Extra hold after the checkout closes, for a payment made in its last moment to be reported. */
export const HOLD_GRACE_MS = 5 * 60 * 1000;

/** Core's GuestCheckoutResponse before the booking is put in its API view. */
export type GuestCheckoutResult = CheckoutRedirect | { message: string; booking: BookingRow };

/** POST /api/guest-checkout as joi hands it on (core's GuestCheckoutRequest: the players may come as a string). */
type GuestCheckoutForm = Shape<typeof GuestCheckoutRequest>;

/**
 * The guest checkout a booking page asks for: the gateway's page to pay on, back to this site
 * afterwards, or (nothing owed) the booking made at once.
 */
export async function checkoutGuests(
  ctx: AppContext,
  user: UserRow,
  form: GuestCheckoutForm,
): Promise<GuestCheckoutResponse> {
  const { guestCount, bookingData: booking, bookingId } = form;
  const origin = siteUrl(ctx.config);
  const result = await startGuestCheckout(ctx, user, Number(guestCount), booking, origin, bookingId);
  return 'url' in result ? result : { message: result.message, booking: bookingView(result.booking) };
}

async function startGuestCheckout(
  ctx: AppContext,
  user: UserRow,
  guestCount: number,
  bookingData: BookingInput,
  origin: string,
  bookingId?: string,
): Promise<GuestCheckoutResult> {
  if (bookingId) return startEditGuestCheckout(ctx, user, guestCount, bookingData, origin, bookingId);
  const now = ctx.now();
  const planned = writeTransaction(ctx.database, () => {
    const plan = planNewBooking(ctx, user.id, bookingData);
    assertGuestCount(guestCount, plan.booking.guests);
    const { feeCents } = plan.quote;
    const row = writePlannedBooking(
      ctx,
      user.id,
      plan,
      feeCents > 0 ? { until: now + HOLD_MS + HOLD_GRACE_MS } : undefined,
    );
    return { row, quote: plan.quote };
  });
  if (planned.quote.feeCents === 0)
    return { message: paymentMessages.noPaymentRequired, booking: planned.row };

  return openCheckoutForHold(ctx, user, planned.row, planned.quote, origin, guestCount, () =>
    // No checkout, so no hold: the bay and the passes go back at once.
    writeTransaction(ctx.database, () => {
      const nowIso = toIsoInstant(ctx.now());
      updateBookingRow(ctx.db, planned.row.id, { status: 'expired' }, nowIso);
      setPasses(ctx.db, planned.row, 0, '', nowIso);
    }),
  );
}

/**
 * Opens the gateway checkout that pays for a held booking's guests, records it, and keeps the hold
 * for the checkout's life plus the grace. Should the gateway fail, `giveBack` undoes the hold (or
 * whatever the caller needs undone) and the member meets a 502.
 */
export async function openCheckoutForHold(
  ctx: AppContext,
  user: UserRow,
  row: BookingRow,
  quote: { feeCents: number; paidGuests: number },
  origin: string,
  guestCount: number,
  giveBack: () => void,
): Promise<{ url: string; sessionId: string }> {
  const now = ctx.now();
  const wall = instantToWall(Date.parse(row.startTime), ctx.config.venue.timeZone);
  let created: CreatedCheckout;
  try {
    created = await ctx.payments.createPaymentCheckout({
      ...guestFeePayment(user, row.id),
      line: guestFeeLine(
        quote,
        `${quote.paidGuests} guest${quote.paidGuests === 1 ? '' : 's'} at ${formatPrice(quote.feeCents / quote.paidGuests)}, ${bayLabel(row.bayNumber)}, ${formatIsoDate(wall.date)}, ${formatWallTime(wall.time)}`,
      ),
      successUrl: `${origin}/guest-checkout?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/guest-checkout?payment=cancelled&guests=${guestCount}`,
      expiresAt: now + HOLD_MS,
      idempotencyKey: `guest-fee-${row.id}`,
    });
  } catch (error) {
    giveBack();
    throw gatewayFailure(ctx, `guest-fee checkout failed for booking ${row.id}`, error);
  }

  writeTransaction(ctx.database, () => {
    recordCheckout(
      ctx.db,
      {
        id: created.id,
        kind: 'guest_fee',
        userId: user.id,
        email: user.email,
        bookingId: row.id,
        amountCents: quote.feeCents,
        expiresAt: toIsoInstant(created.expiresAt),
      },
      ctx.now(),
    );
  });
  return { url: created.url, sessionId: created.id };
}

/** Who pays a booking's guest fee, and what fulfilment reads back to mark that booking paid. */
const guestFeePayment = (user: UserRow, bookingId: string) => ({
  email: user.email,
  userId: user.id,
  customerId: user.stripeCustomerId,
  metadata: { kind: 'guest_fee', userId: user.id, bookingId },
});

/** The fee as one line: the paid guests, each at the fee for one. */
const guestFeeLine = (quote: { feeCents: number; paidGuests: number }, description: string) => ({
  name: 'Guest fee',
  description,
  quantity: quote.paidGuests,
  unitAmountCents: quote.feeCents / quote.paidGuests,
});

function assertGuestCount(expected: number, guests: number): void {
  if (guests !== expected) {
    throw refuse(400, {
      title: toastMessages.checkoutError.title,
      message: paymentMessages.guestCountMismatch,
      field: 'guestCount',
    });
  }
}

/**
 * An edit that adds guests who must be paid for (the Edit Booking dialog). Nothing is written until
 * the checkout exists; then the edit applies at once except its players, which the booking takes
 * when the payment is fulfilled. Only the added guests are charged (core's quoteEditedGuests).
 */
async function startEditGuestCheckout(
  ctx: AppContext,
  user: UserRow,
  guestCount: number,
  bookingData: BookingInput,
  origin: string,
  bookingId: string,
): Promise<GuestCheckoutResult> {
  const first = writeTransaction(ctx.database, () => {
    const plan = planEdit(ctx, user.id, bookingId, bookingData);
    assertGuestCount(guestCount, plan.booking.guests);
    return plan.quote.feeCents === 0
      ? ({ free: true, row: writeEdit(ctx, plan) } as const)
      : ({ free: false, plan } as const);
  });
  if (first.free) return { message: paymentMessages.noPaymentRequired, booking: first.row };

  const { quote, booking, existing } = first.plan;
  const now = ctx.now();
  let created: CreatedCheckout;
  try {
    created = await ctx.payments.createPaymentCheckout({
      ...guestFeePayment(user, bookingId),
      line: guestFeeLine(
        quote,
        `${quote.paidGuests} added guest${quote.paidGuests === 1 ? '' : 's'} at ${formatPrice(quote.feeCents / quote.paidGuests)}, ${bayLabel(booking.bayNumber)}, ${formatIsoDate(booking.bookingDate)}`,
      ),
      successUrl: `${origin}/guest-checkout?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/guest-checkout?payment=cancelled&guests=${guestCount}`,
      expiresAt: now + HOLD_MS,
      idempotencyKey: `guest-fee-edit-${existing.id}-${existing.updatedAt}-${booking.players}`,
    });
  } catch (error) {
    throw gatewayFailure(ctx, `guest-fee checkout failed for booking ${bookingId}`, error);
  }
  try {
    writeTransaction(ctx.database, () => {
      // Checked again: the bay may have been taken while the checkout was being made.
      const plan = planEdit(ctx, user.id, bookingId, bookingData);
      const row = writeEdit(ctx, plan, { keepPlayers: true });
      // The passes the added guests use are reserved now, so nothing else can spend them meanwhile.
      setPasses(ctx.db, row, plan.quote.passGuests, plan.month, plan.nowIso);
      recordCheckout(
        ctx.db,
        {
          id: created.id,
          kind: 'guest_fee',
          userId: user.id,
          email: user.email,
          bookingId,
          amountCents: plan.quote.feeCents,
          pendingPlayers: plan.booking.players,
          pendingPassGuests: plan.quote.passGuests,
          pendingPaidGuests: plan.quote.paidGuests,
          expiresAt: toIsoInstant(created.expiresAt),
        },
        ctx.now(),
      );
    });
  } catch (error) {
    await ctx.payments.expireCheckout(created.id);
    throw error;
  }
  return { url: created.url, sessionId: created.id };
}
