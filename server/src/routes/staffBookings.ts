/**
 * The desk's bay board and booking actions (/api/staff): the day's schedule with member names,
 * check in, no-show, cancel with a reason, and booking for a member at the desk — the same rules as
 * members meet, with an explicit, recorded override of the tier's limits.
 */
import Boom from '@hapi/boom';
import type { Plugin, ServerRoute } from '@hapi/hapi';
import {
  type BoardBooking,
  type BookingInput,
  boardStatus,
  bookingMessages,
  checkInRefusal,
  type DeskBookingRequest,
  type DeskRefusal,
  displayStatus,
  isIsoDate,
  type Schedule,
  type StaffCancelRequest,
  type StaffEditRequest,
  toIsoInstant,
  undoRefusal,
  venueDate,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { blocksBetween, blockView } from '../blocks/blockStore';
import { bookingFields } from '../bookings/bookingPayload';
import {
  asBayConflict,
  cancelByStaff,
  planNewBooking,
  writePlannedBooking,
} from '../bookings/bookingService';
import { bookingsOfDayWithMembers, findBooking, updateBookingRow } from '../bookings/bookingStore';
import { bookingView } from '../bookings/bookingView';
import { editByStaff } from '../bookings/staffEdit';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { noPayload, uuid, withParams } from '../http/validation';
import { logStaffAction, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { findUserById } from '../users/userStore';
import { nudgeWaitlist } from '../waitlist/waitlistService';
import * as shapes from './responseShapes';

const deskBookingPayload = Joi.object({
  ...bookingFields,
  userId: uuid.required(),
  /** Book past the tier's limits; recorded on the booking and in the audit trail. */
  override: Joi.boolean().default(false),
  /** Guests beyond free passes pay at the desk; staff confirm they collected it. */
  guestFeeCollected: Joi.boolean().default(false),
}).label('request body');

const staffEditPayload = Joi.object({
  ...bookingFields,
  /** Past the tier's limits, as on desk bookings; recorded in the audit trail. */
  override: Joi.boolean().default(false),
  /** Added guests beyond passes pay at the desk; staff confirm they collected it. */
  guestFeeCollected: Joi.boolean().default(false),
}).label('request body');

/** Core's StaffEditRequest after joi (override and guestFeeCollected defaulted). */
type StaffEditPayload = BookingInput &
  Required<Pick<StaffEditRequest, 'override' | 'guestFeeCollected'>> & { durationHours?: number };

const reasonPayload = Joi.object({ reason: Joi.string().trim().min(1).max(500).required() }).label(
  'request body',
);

const BOOKING_NOT_FOUND = 'Booking not found';

/** Core's DeskBookingRequest after joi (override and guestFeeCollected defaulted). */
type DeskBookingPayload = BookingInput &
  Pick<DeskBookingRequest, 'userId' | 'override' | 'guestFeeCollected'> & { durationHours?: number };

export const staffBookingRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-bookings',
  register(server, ctx) {
    requireStaffForPlugin(server);

    /** A status change on a booking, with the states it may come from, logged with its actor. */
    const transition = (
      action: string,
      to: 'checked_in' | 'no_show' | 'cancelled' | 'confirmed',
      from: readonly string[],
      /** A rule of the clock on top of the stored status (the check-in window, undo's venue day). */
      refusal?: (booking: BoardBooking, now: number, timeZone: string) => DeskRefusal | null,
    ): ServerRoute<{ Params: { id: string }; Payload: Partial<StaffCancelRequest> | null }> => ({
      method: 'POST',
      path: `/api/staff/bookings/{id}/${action}`,
      options: {
        response: responds(shapes.BookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, {
          payload: to === 'cancelled' ? reasonPayload : noPayload,
        }),
      },
      handler(request) {
        const actor = staffUser(request);
        const { id } = request.params;
        const reason = request.payload?.reason;
        const row = writeTransaction(ctx.database, () => {
          const booking = findBooking(ctx.db, id);
          if (!booking) throw Boom.notFound(BOOKING_NOT_FOUND);
          const now = ctx.now();
          const refused = refusal?.(booking, now, ctx.config.venue.timeZone);
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
              : asBayConflict(() => updateBookingRow(ctx.db, id, { status: to }, nowIso));
          logStaffAction(
            ctx.db,
            {
              actorId: actor.id,
              action,
              targetType: 'booking',
              targetId: id,
              ...(reason ? { details: { reason } } : {}),
              ...(to === 'confirmed' ? { details: { undid: booking.status } } : {}),
            },
            now,
          );
          return updated;
        });
        if (to === 'no_show' || to === 'cancelled') nudgeWaitlist(ctx);
        return bookingView(row);
      },
    });

    server.route<{ Query: { date?: string } }>({
      method: 'GET',
      path: '/api/staff/schedule',
      options: {
        response: responds(shapes.Schedule),
        validate: { query: Joi.object({ date: Joi.string().max(10) }) },
      },
      handler(request) {
        staffUser(request);
        const now = ctx.now();
        const date = request.query.date ?? venueDate(now, ctx.config.venue.timeZone);
        if (!isIsoDate(date)) throw refuse(400, { ...bookingMessages.invalidDate, field: 'date' });
        const rows = bookingsOfDayWithMembers(ctx.db, date);
        return {
          date,
          blocks: blocksBetween(ctx.db, date, date).map(blockView),
          bays: ctx.config.venue.bays,
          hours: ctx.config.venue.hours,
          timeZone: ctx.config.venue.timeZone,
          bookings: rows.map(({ booking, member }) => ({
            ...bookingView(booking),
            displayStatus: displayStatus(booking, now),
            boardStatus: boardStatus(booking, now),
            players: booking.guestCount,
            createdBy: booking.createdBy,
            limitOverride: booking.limitOverride,
            member,
          })),
        } satisfies Schedule;
      },
    });
    server.route([
      transition('check-in', 'checked_in', ['confirmed'], checkInRefusal),
      transition('no-show', 'no_show', ['confirmed']),
      transition('cancel', 'cancelled', ['confirmed', 'held', 'checked_in']),
      transition('undo', 'confirmed', ['checked_in', 'no_show'], undoRefusal),
    ]);
    server.route<{ Params: { id: string }; Payload: StaffEditPayload }>({
      method: 'PATCH',
      path: '/api/staff/bookings/{id}',
      options: {
        response: responds(shapes.BookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, { payload: staffEditPayload }),
      },
      handler(request) {
        const actor = staffUser(request);
        const { id } = request.params;
        const { override, guestFeeCollected, durationHours: _shown, ...input } = request.payload;
        const row = writeTransaction(ctx.database, () => {
          const before = findBooking(ctx.db, id);
          const updated = editByStaff(ctx, id, { input, override, guestFeeCollected, staffId: actor.id });
          logStaffAction(
            ctx.db,
            {
              actorId: actor.id,
              action: 'edit',
              targetType: 'booking',
              targetId: id,
              details: {
                override,
                from: { bay: before?.bayNumber, start: before?.startTime, players: before?.guestCount },
                to: { bay: updated.bayNumber, start: updated.startTime, players: updated.guestCount },
              },
            },
            ctx.now(),
          );
          return updated;
        });
        nudgeWaitlist(ctx);
        return bookingView(row);
      },
    });
    server.route<{ Payload: DeskBookingPayload }>({
      method: 'POST',
      path: '/api/staff/bookings',
      options: { response: responds(shapes.BookingView), validate: { payload: deskBookingPayload } },
      handler(request, h) {
        const actor = staffUser(request);
        const { userId, override, guestFeeCollected, durationHours: _shown, ...input } = request.payload;
        const row = writeTransaction(ctx.database, () => {
          if (!findUserById(ctx.db, userId)) {
            throw refuse(404, {
              title: 'Unknown Member',
              message: 'No member with that id.',
              field: 'userId',
            });
          }
          const plan = planNewBooking(ctx, userId, input, { staffOverride: override });
          if (plan.quote.feeCents > 0 && !guestFeeCollected) {
            const error = refuse(402, {
              ...bookingMessages.guestFeeRequired,
              message: 'Collect the guest fee at the desk, then confirm it was collected.',
              field: 'guestFeeCollected',
            });
            Object.assign(error.output.payload, { feeCents: plan.quote.feeCents });
            throw error;
          }
          const booking = writePlannedBooking(ctx, userId, plan, undefined, {
            staffId: actor.id,
            limitOverride: override,
            guestFeeCents: plan.quote.feeCents,
          });
          logStaffAction(
            ctx.db,
            {
              actorId: actor.id,
              action: 'create',
              targetType: 'booking',
              targetId: booking.id,
              details: { override, guestFeeCents: plan.quote.feeCents, memberId: userId },
            },
            ctx.now(),
          );
          return booking;
        });
        return h.response(bookingView(row)).code(201);
      },
    });
  },
};
