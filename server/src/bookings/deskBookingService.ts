/**
 * The desk's work on bookings: the day's board, a status change (check in, no-show, cancel with a
 * reason, undo) allowed only from the statuses it may come from and inside the clock's rules (and
 * answered unchanged when the booking already has the status asked for), a
 * booking edited or made for a member (the same rules as members meet, with an explicit, recorded
 * override of the tier's limits and guest fees taken at the counter). Every change is logged with
 * its actor in its transaction; a change that frees a bay moves the waitlist on.
 */
import Boom from '@hapi/boom';
import {
  type BookingInput,
  boardStatus,
  bookingMessages,
  checkInRefusal,
  type DeskPaymentMethod,
  type DeskRefusal,
  type DeskWindows,
  displayStatus,
  formatPrice,
  instantToWall,
  isIsoDate,
  ledgerDescriptions,
  type Schedule,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { blocksBetween, blockView } from '../blocks/blockService';
import { allKiosks } from '../checkIn/kioskService';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { asBayConflict } from '../occupancy/occupancyService';
import { recordLedgerEntry, refundedOfBookings } from '../payments/paymentService';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { findUserById } from '../users/userService';
import { nudgeWaitlist } from '../waitlist/waitlistService';
import { inDeskWords } from './bookingQuote';
import { cancelByStaff, type PlannedBooking, planNewBooking, writePlannedBooking } from './bookingService';
import { type BookingRow, bookingsOfDayWithMembers, findBooking, updateBookingRow } from './bookingStore';
import { bookingView } from './bookingView';
import { editByStaff } from './staffEdit';

export const BOOKING_NOT_FOUND = 'Booking not found';

/** The desk's board of a venue date (today at the venue when none is given). */
export function daySchedule(ctx: AppContext, day: string | undefined): Schedule {
  const now = ctx.now();
  const date = day ?? venueDate(now, ctx.config.venue.timeZone);
  if (!isIsoDate(date)) throw refuse(400, { ...bookingMessages.invalidDate, field: 'date' });
  const onDay = bookingsOfDayWithMembers(ctx.db, date);
  const refunded = refundedOfBookings(
    ctx.db,
    onDay.map(({ booking }) => booking.id),
  );
  const kioskNames = new Map(allKiosks(ctx.db).map((k) => [k.id, k.name]));
  return {
    date,
    blocks: blocksBetween(ctx.db, date, date).map(blockView),
    bays: ctx.config.venue.bays,
    hours: ctx.config.venue.hours,
    timeZone: ctx.config.venue.timeZone,
    windows: ctx.config.desk,
    bookings: onDay.map(({ booking, member }) => ({
      ...bookingView(booking),
      guestFeeRefundedCents: refunded.get(booking.id) ?? 0,
      displayStatus: displayStatus(booking, now),
      boardStatus: boardStatus(booking, now),
      players: booking.guestCount,
      createdBy: booking.createdBy,
      limitOverride: booking.limitOverride,
      releasedAt: booking.releasedAt,
      checkedInAtKiosk: booking.checkedInKioskId ? (kioskNames.get(booking.checkedInKioskId) ?? null) : null,
      member,
    })),
  };
}

export interface StatusChange {
  action: string;
  to: 'checked_in' | 'no_show' | 'cancelled' | 'confirmed';
  from: readonly string[];
  /** What the log keeps beside the actor (default: the reason given; for undo, the status taken back). */
  details?: (booking: BookingRow, reason: string | undefined) => Record<string, unknown>;
  /** A rule of the clock on top of the stored status (the check-in and no-show windows, undo's venue day). */
  refusal?: (booking: BookingRow, now: number, timeZone: string, windows: DeskWindows) => DeskRefusal | null;
}

export function changeBookingStatus(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  { action, to, from, refusal, details }: StatusChange,
  reason: string | undefined,
): BookingRow {
  const { row, changed } = writeTransaction(ctx.database, () => {
    const booking = findBooking(ctx.db, id);
    if (!booking) throw Boom.notFound(BOOKING_NOT_FOUND);
    // A repeated submit (a double click, a retry after a lost answer) finds the change made: the
    // booking is answered as it is, with no second log row.
    if (booking.status === to) return { row: booking, changed: false };
    const now = ctx.now();
    const refused = refusal?.(booking, now, ctx.config.venue.timeZone, ctx.config.desk);
    if (!from.includes(booking.status)) {
      throw refuse(
        409,
        refused ?? {
          title: 'Not Possible',
          message: `A ${booking.status.replace('_', ' ')} booking cannot be marked ${to.replace('_', ' ')}.`,
        },
      );
    }
    if (refused) throw refuse(409, refused);
    const nowIso = toIsoInstant(now);
    // Undoing a no-show occupies the bay again: someone may have booked it (or staff blocked
    // it) meanwhile, and the triggers refuse that.
    const updated =
      to === 'cancelled'
        ? cancelByStaff(ctx, booking, reason ?? null, nowIso)
        : // Whatever the desk sets, the kiosk no longer says what happened.
          asBayConflict(() => updateBookingRow(ctx.db, id, { status: to, checkedInKioskId: null }, nowIso));
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action,
        targetType: 'booking',
        targetId: id,
        ...(details
          ? { details: details(booking, reason) }
          : {
              ...(reason ? { details: { reason } } : {}),
              ...(to === 'confirmed' ? { details: { undid: booking.status } } : {}),
            }),
      },
      now,
    );
    return { row: updated, changed: true };
  });
  if (changed && (to === 'no_show' || to === 'cancelled')) nudgeWaitlist(ctx);
  return row;
}

export interface DeskTerms {
  /** Past the tier's limits; recorded on the booking and in the audit trail. */
  override: boolean;
  /** Guests beyond free passes paid at the desk; staff confirm they collected it. */
  guestFeeCollected: boolean;
  /** An edit's added guests left owing (recorded, not collected now). */
  guestFeeOwed?: boolean;
}

export function editBookingAtDesk(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  input: BookingInput,
  { override, guestFeeCollected, guestFeeOwed = false }: DeskTerms,
): BookingRow {
  const row = writeTransaction(ctx.database, () => {
    const before = findBooking(ctx.db, id);
    const updated = editByStaff(ctx, id, {
      input,
      override,
      guestFeeCollected,
      guestFeeOwed,
      staffId: actor.id,
    });
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'edit',
        targetType: 'booking',
        targetId: id,
        details: {
          override,
          // The end too: a +30 min extension changes nothing else.
          from: {
            bay: before?.bayNumber,
            start: before?.startTime,
            end: before?.endTime,
            players: before?.guestCount,
          },
          to: {
            bay: updated.bayNumber,
            start: updated.startTime,
            end: updated.endTime,
            players: updated.guestCount,
          },
        },
      },
      ctx.now(),
    );
    return updated;
  });
  nudgeWaitlist(ctx);
  return row;
}

export interface DeskBookingTerms extends DeskTerms {
  /** How the fee was taken at the counter, kept on its ledger row. */
  paymentMethod?: DeskPaymentMethod;
  /** The member is here: start at the slot under way and check in, in the same transaction. */
  walkIn?: boolean;
}

export function bookAtDesk(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  input: BookingInput,
  { override, guestFeeCollected, paymentMethod, walkIn = false }: DeskBookingTerms,
): BookingRow {
  return writeTransaction(ctx.database, () => {
    const member = findUserById(ctx.db, userId);
    if (!member) {
      throw refuse(404, { title: 'Unknown Member', message: 'No member with that id.', field: 'userId' });
    }
    let plan: PlannedBooking;
    try {
      plan = planNewBooking(ctx, userId, input, { staffOverride: override, walkIn });
    } catch (error) {
      throw inDeskWords(ctx, member, input, error);
    }
    const feeCents = plan.quote.feeCents;
    if (feeCents > 0 && !guestFeeCollected) {
      const error = refuse(402, {
        ...bookingMessages.guestFeeRequired,
        message: `Collect ${formatPrice(feeCents)} for the guests at the desk, then confirm it was collected.`,
        field: 'guestFeeCollected',
      });
      Object.assign(error.output.payload, { feeCents });
      throw error;
    }
    const booking = writePlannedBooking(ctx, userId, plan, undefined, {
      staffId: actor.id,
      limitOverride: override,
    });
    // The fee taken at the counter is money like any other: a ledger row, with the booking.
    if (feeCents > 0) {
      recordLedgerEntry(
        ctx.db,
        {
          kind: 'desk',
          amountCents: feeCents,
          description: ledgerDescriptions.deskFee(
            ledgerDescriptions.guestFee(
              plan.quote.paidGuests,
              booking.bayNumber,
              instantToWall(plan.booking.start, ctx.config.venue.timeZone),
            ),
          ),
          userId,
          bookingId: booking.id,
          method: paymentMethod ?? null,
          recordedBy: actor.id,
        },
        ctx.now(),
      );
    }
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'create',
        targetType: 'booking',
        targetId: booking.id,
        details: { override, guestFeeCents: feeCents, memberId: userId, ...(walkIn ? { walkIn } : {}) },
      },
      ctx.now(),
    );
    return walkIn ? checkInWalkIn(ctx, actor, booking) : booking;
  });
}

/** A walk-in's check-in, inside its booking's transaction: the check-in window still decides. */
function checkInWalkIn(ctx: AppContext, actor: UserRow, booking: BookingRow): BookingRow {
  const now = ctx.now();
  const refused = checkInRefusal(booking, now, ctx.config.venue.timeZone, ctx.config.desk);
  if (refused) throw refuse(409, refused);
  const row = updateBookingRow(ctx.db, booking.id, { status: 'checked_in' }, toIsoInstant(now));
  logStaffAction(
    ctx.db,
    { actorId: actor.id, action: 'check-in', targetType: 'booking', targetId: booking.id },
    now,
  );
  return row;
}
