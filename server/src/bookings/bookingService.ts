/**
 * Making, changing and cancelling bookings: core's rules (bookingRules, guestFees) plus what needs
 * the database (other bookings, passes used), all inside one IMMEDIATE transaction, so that what
 * was checked is still true when it is written. The overlap triggers stand behind the checks.
 */
import Boom from '@hapi/boom';
import {
  type BookingErrorCode,
  type BookingInput,
  type BookingView,
  bookingMessages,
  canModifyBooking,
  type GuestFeeQuote,
  hasEnded,
  isIsoDate,
  isUnstaffedTime,
  monthOf,
  OCCUPYING_BOOKING_STATUSES,
  quoteGuestFee,
  staffedHoursLabel,
  staffingMessages,
  type TakenSlot,
  toIsoInstant,
  type ValidBooking,
  validateBookingEdit,
  validateNewBooking,
} from '@lounge/core';
import type { AppContext, WriteContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { assertNotFrozen, passTier } from '../membership/frozenDays';
import { asBayConflict, assertFree, expireLapsedHolds, takenOnDate } from '../occupancy/occupancyService';
import { type RefundOutcome, recordRefundOutcomes } from '../payments/paymentService';
import { findUserById } from '../users/userService';
import { queueBookingMail } from './bookingMail';
import {
  type BookingRow,
  bookingsOfUser,
  bookingViewRowsOfUser,
  findBooking,
  insertBooking,
  passesUsed,
  setPasses,
  upcomingCount,
  updateBookingRow,
} from './bookingStore';
import { bookingView } from './bookingView';
import { chargedFor, quoteBookingEdit } from './paidGuests';

/** Core's refusal of a booking, as the HTTP error carrying its status, title and message. */
export function ruleRefusal(check: {
  ok: false;
  error: { status: number; title: string; message: string; code: BookingErrorCode; field?: string };
}) {
  const { status, ...refusal } = check.error;
  return refuse(status, refusal);
}

export function guestFeeRefusal(feeCents: number, paidGuests: number): Boom.Boom {
  const error = refuse(402, {
    ...bookingMessages.guestFeeRequired,
    code: 'guest_fee_required',
    field: 'guestCount',
  });
  Object.assign(error.output.payload, { feeCents, paidGuests });
  return error;
}

/**
 * Outside staffed hours the booking's pass is the way in: only a member whose plan opens the door
 * (DOOR_TIERS) may book then. Staff booking at the desk with the override decide for themselves.
 */
function assertStaffedOrDoor(ctx: WriteContext, booking: ValidBooking): void {
  const { venue, door } = ctx.config;
  if (!isUnstaffedTime(venue, booking.bookingDate, booking.start, booking.end)) return;
  if (door.tiers.includes(booking.tier.type)) return;
  throw refuse(403, {
    ...staffingMessages.noDoorAccess(staffedHoursLabel(venue)),
    code: 'unstaffed_no_access',
    field: 'startTime',
  });
}

function memberOf(ctx: WriteContext, userId: string) {
  const user = findUserById(ctx.db, userId);
  if (!user) throw Boom.unauthorized();
  return user;
}

export interface PlannedBooking {
  booking: ValidBooking;
  /** What the booking's guests cost after the member's guest passes. */
  quote: GuestFeeQuote;
  month: string;
  nowIso: string;
}

/**
 * Every check a new booking must pass, core's and the database's. Call inside writeTransaction, so
 * the answer still holds when the caller writes.
 */
export function planNewBooking(
  ctx: WriteContext,
  userId: string,
  input: BookingInput,
  options: { staffOverride?: boolean; walkIn?: boolean } = {},
): PlannedBooking {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  expireLapsedHolds(ctx.db, nowIso);
  const user = memberOf(ctx, userId);
  const check = validateNewBooking(input, {
    venue: ctx.config.venue,
    now,
    user,
    upcomingCount: upcomingCount(ctx.db, userId, nowIso),
    staffOverride: options.staffOverride === true,
    walkIn: options.walkIn === true,
  });
  if (!check.ok) throw ruleRefusal(check);
  const booking = check.booking;
  if (!options.staffOverride) assertStaffedOrDoor(ctx, booking);
  assertNotFrozen(ctx, userId, booking.bookingDate);
  assertFree(ctx, userId, booking);
  const month = monthOf(booking.bookingDate);
  const tier = passTier(ctx, userId, booking.tier, month);
  const quote = quoteGuestFee(tier, booking.guests, passesUsed(ctx.db, userId, month));
  return { booking, quote, month, nowIso };
}

/**
 * Writes a planned booking: confirmed, or held while its guest fee is paid (until `hold.until`).
 * It is written as charged its quote (the fee and the guests that fee pays for): every caller first
 * refuses a fee that is not being paid, held for or collected at the desk. Guest passes are taken
 * now either way, so two holds cannot spend the same pass.
 */
export function writePlannedBooking(
  ctx: WriteContext,
  userId: string,
  plan: PlannedBooking,
  hold?: { until: number },
  desk?: { staffId: string; limitOverride: boolean },
): BookingRow {
  const { booking, quote, month, nowIso } = plan;
  const row = asBayConflict(() =>
    insertBooking(
      ctx.db,
      {
        userId,
        bayNumber: booking.bayNumber,
        bookingDate: booking.bookingDate,
        startTime: toIsoInstant(booking.start),
        endTime: toIsoInstant(booking.end),
        guestCount: booking.players,
        ...chargedFor(quote),
        status: hold ? 'held' : 'confirmed',
        holdExpiresAt: hold ? toIsoInstant(hold.until) : null,
        notes: booking.notes,
        createdBy: desk?.staffId ?? null,
        limitOverride: desk?.limitOverride ?? false,
      },
      nowIso,
    ),
  );
  setPasses(ctx.db, row, quote.passGuests, month, nowIso);
  if (row.status === 'confirmed') queueBookingMail(ctx, 'confirmed', row, nowIso);
  return row;
}

/**
 * The bay times taken on a venue date (live holds and bay blocks included): bay, start and end
 * only, never another member's name or notes.
 */
export function takenSlotsOn(ctx: AppContext, date: string): TakenSlot[] {
  if (!isIsoDate(date))
    throw refuse(400, { ...bookingMessages.invalidDate, code: 'invalid_date', field: 'date' });
  return takenOnDate(ctx.db, date, toIsoInstant(ctx.now()));
}

/** A member's bookings as GET /api/bookings answers them. */
export function bookingListOf(ctx: AppContext, userId: string): BookingView[] {
  return bookingViewRowsOfUser(ctx.db, userId).map(bookingView);
}

/** POST /api/bookings without a payment: refused with 402 when guests must be paid for first. */
export function createBooking(ctx: WriteContext, userId: string, input: BookingInput): BookingRow {
  return writeTransaction(ctx.database, () => {
    const plan = planNewBooking(ctx, userId, input);
    // Paid guests need a paid guest-fee checkout first (POST /api/guest-checkout).
    if (plan.quote.feeCents > 0) throw guestFeeRefusal(plan.quote.feeCents, plan.quote.paidGuests);
    return writePlannedBooking(ctx, userId, plan);
  });
}

/** The member's own booking, or 404 (another member's booking is not theirs to know about). */
function ownBooking(ctx: WriteContext, userId: string, id: string): BookingRow {
  const row = findBooking(ctx.db, id);
  if (!row || row.userId !== userId) throw Boom.notFound('Booking not found');
  return row;
}

function assertModifiable(row: BookingRow, now: number): void {
  // An ended booking is the day's record: the desk corrects it, nobody cancels or changes it.
  if (row.status !== 'cancelled' && hasEnded(row, now))
    throw refuse(409, { ...bookingMessages.finished, code: 'booking_finished' });
  if (!canModifyBooking(row, now))
    throw refuse(409, { ...bookingMessages.notEditable, code: 'not_editable' });
}

export interface PlannedEdit {
  existing: BookingRow;
  booking: ValidBooking;
  /** Guests past what the booking already paid for: on passes, or to pay now. */
  quote: GuestFeeQuote;
  month: string;
  nowIso: string;
}

/** The fields an edit sent over the booking's current values (what it did not send stays). */
export function mergeEdit(existing: BookingRow, input: BookingInput): BookingInput {
  return {
    bookingDate: 'bookingDate' in input ? input.bookingDate : existing.bookingDate,
    startTime: 'startTime' in input ? input.startTime : existing.startTime,
    endTime: 'endTime' in input ? input.endTime : existing.endTime,
    bayNumber: 'bayNumber' in input ? input.bayNumber : existing.bayNumber,
    guestCount: 'guestCount' in input ? input.guestCount : String(existing.guestCount),
    notes: 'notes' in input ? input.notes : existing.notes,
  };
}

/**
 * Every check a change to a member's booking must pass. Call inside writeTransaction. Fields the
 * dialog did not send keep their current values.
 */
export function planEdit(ctx: WriteContext, userId: string, id: string, input: BookingInput): PlannedEdit {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  expireLapsedHolds(ctx.db, nowIso);
  const existing = ownBooking(ctx, userId, id);
  assertModifiable(existing, now);
  const user = memberOf(ctx, userId);
  const check = validateBookingEdit(mergeEdit(existing, input), { venue: ctx.config.venue, now, user });
  if (!check.ok) throw ruleRefusal(check);
  const booking = check.booking;
  assertNotFrozen(ctx, userId, booking.bookingDate);
  assertFree(ctx, userId, booking, id);
  const month = monthOf(booking.bookingDate);
  const quote = quoteBookingEdit(
    passTier(ctx, userId, booking.tier, month),
    existing,
    booking.guests,
    passesUsed(ctx.db, userId, month, id),
  );
  return { existing, booking, quote, month, nowIso };
}

/**
 * Writes an edit. With `keepPlayers` the booking keeps its players and passes (an edit adding paid
 * guests: the rest applies now, the guests once paid).
 */
export function writeEdit(
  ctx: WriteContext,
  plan: PlannedEdit,
  options: { keepPlayers?: boolean } = {},
): BookingRow {
  const { existing, booking, quote, month, nowIso } = plan;
  const row = asBayConflict(() =>
    updateBookingRow(
      ctx.db,
      existing.id,
      {
        bayNumber: booking.bayNumber,
        bookingDate: booking.bookingDate,
        startTime: toIsoInstant(booking.start),
        endTime: toIsoInstant(booking.end),
        guestCount: options.keepPlayers ? existing.guestCount : booking.players,
        notes: booking.notes,
      },
      nowIso,
    ),
  );
  if (!options.keepPlayers) setPasses(ctx.db, row, quote.passGuests, month, nowIso);
  queueBookingMail(ctx, 'updated', row, nowIso);
  return row;
}

/** PUT /api/bookings/{id}: refused with 402 when the change adds guests that must be paid first. */
export function updateBooking(
  ctx: WriteContext,
  userId: string,
  id: string,
  input: BookingInput,
): BookingRow {
  return writeTransaction(ctx.database, () => {
    const plan = planEdit(ctx, userId, id, input);
    if (plan.quote.feeCents > 0) throw guestFeeRefusal(plan.quote.feeCents, plan.quote.paidGuests);
    return writeEdit(ctx, plan);
  });
}

/** The member's own booking that may still be cancelled or changed (404, 409 otherwise). */
export function cancellableBooking(ctx: WriteContext, userId: string, id: string): BookingRow {
  const existing = ownBooking(ctx, userId, id);
  assertModifiable(existing, ctx.now());
  return existing;
}

/**
 * Cancels an upcoming booking; its guest passes go back to the member's month. `refundNote` is what
 * the cancellation email says about the guest fee (cancellationRefund.ts decides it), and
 * `refunds` the gateway's answers to the refunds the cancellation waited on: recorded in the same
 * transaction, so a booking is never cancelled without its refund recorded, nor the other way round.
 */
export function cancelBooking(
  ctx: WriteContext,
  userId: string,
  id: string,
  options: { refundNote?: string | null; refunds?: readonly RefundOutcome[] } = {},
): BookingRow {
  return writeTransaction(ctx.database, () => {
    const booking = cancellableBooking(ctx, userId, id);
    if (options.refunds) recordRefundOutcomes(ctx.db, options.refunds, ctx.now());
    return writeCancellation(ctx, booking, options.refundNote ?? null);
  });
}

/** A member's booking cancelled, its passes back, its email queued. Call inside writeTransaction. */
export function writeCancellation(
  ctx: WriteContext,
  booking: BookingRow,
  refundNote: string | null,
): BookingRow {
  const nowIso = toIsoInstant(ctx.now());
  const row = updateBookingRow(ctx.db, booking.id, { status: 'cancelled', cancelledAt: nowIso }, nowIso);
  setPasses(ctx.db, row, 0, '', nowIso);
  queueBookingMail(ctx, 'cancelled', row, nowIso, { refundNote });
  return row;
}

/**
 * The lounge cancels a booking (at the desk, or to make way for a bay block): the reason stays
 * with the booking, its passes go back, and the member is told why, unless it was only a payment
 * hold, which was never confirmed to them. Call inside writeTransaction; the caller audits it.
 */
export function cancelByStaff(
  ctx: AppContext,
  booking: BookingRow,
  reason: string | null,
  nowIso: string,
): BookingRow {
  const updated = updateBookingRow(
    ctx.db,
    booking.id,
    { status: 'cancelled', cancelledAt: nowIso, cancelReason: reason },
    nowIso,
  );
  setPasses(ctx.db, updated, 0, '', nowIso);
  if (booking.status !== 'held') queueBookingMail(ctx, 'cancelled', updated, nowIso, { reason });
  return updated;
}

/** The member's bookings still to come, held or confirmed: what the end of a membership cancels. */
export function upcomingBookingIds(ctx: WriteContext, userId: string): string[] {
  const nowIso = toIsoInstant(ctx.now());
  return bookingsOfUser(ctx.db, userId)
    .filter(
      (b) => b.startTime > nowIso && (OCCUPYING_BOOKING_STATUSES as readonly string[]).includes(b.status),
    )
    .map((b) => b.id);
}
