/**
 * The desk's bay board and booking actions (/api/staff): the day's schedule with member names,
 * check in, no-show, cancel with a reason, a correction after the booking has ended, and booking for a member at the desk — the same rules as
 * members meet, with an explicit, recorded override of the tier's limits.
 */
import type { Plugin, ServerRoute } from '@hapi/hapi';
import {
  type BookingInput,
  CORRECTABLE_STATUSES,
  CORRECTED_STATUSES,
  checkInRefusal,
  correctionRefusal,
  DESK_PAYMENT_METHODS,
  type DeskBookingRequest,
  noShowRefusal,
  type StaffCancelRequest,
  type StaffCorrectionRequest,
  type StaffEditRequest,
  undoRefusal,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { bookingFields } from '../bookings/bookingPayload';
import { bookingView } from '../bookings/bookingView';
import {
  BOOKING_NOT_FOUND,
  bookAtDesk,
  changeBookingStatus,
  daySchedule,
  editBookingAtDesk,
  type StatusChange,
} from '../bookings/deskBookingService';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { noPayload, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

const deskBookingPayload = Joi.object({
  ...bookingFields,
  userId: uuid.required(),
  /** Book past the tier's limits; recorded on the booking and in the audit trail. */
  override: Joi.boolean().default(false),
  /** Guests beyond free passes pay at the desk; staff confirm they collected it. */
  guestFeeCollected: Joi.boolean().default(false),
  /** How the fee was taken at the counter, kept on its ledger row. */
  paymentMethod: Joi.string().valid(...DESK_PAYMENT_METHODS),
  /** The member is here: start at the slot under way and check in as it is made. */
  walkIn: Joi.boolean().default(false),
}).label('request body');

const staffEditPayload = Joi.object({
  ...bookingFields,
  /** Past the tier's limits, as on desk bookings; recorded in the audit trail. */
  override: Joi.boolean().default(false),
  /** Added guests beyond passes pay at the desk; staff confirm they collected it. */
  guestFeeCollected: Joi.boolean().default(false),
  /** ...or leave it owed by the member (a pending desk row in the ledger). */
  guestFeeOwed: Joi.boolean()
    .default(false)
    .when('guestFeeCollected', { is: false, otherwise: Joi.valid(false) }),
}).label('request body');

/** Core's StaffEditRequest after joi (override, guestFeeCollected and guestFeeOwed defaulted). */
type StaffEditPayload = BookingInput &
  Required<Pick<StaffEditRequest, 'override' | 'guestFeeCollected' | 'guestFeeOwed'>>;

const correctionPayload = Joi.object({
  status: Joi.string()
    .valid(...CORRECTED_STATUSES)
    .required(),
  reason: Joi.string().trim().min(1).max(500).required(),
}).label('request body');

const reasonPayload = Joi.object({ reason: Joi.string().trim().min(1).max(500).required() }).label(
  'request body',
);

/** Core's DeskBookingRequest after joi (override and guestFeeCollected defaulted). */
type DeskBookingPayload = BookingInput &
  Pick<DeskBookingRequest, 'userId' | 'override' | 'guestFeeCollected' | 'paymentMethod' | 'walkIn'>;

export const staffBookingRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-bookings',
  register(server, ctx) {
    requireStaffForPlugin(server);

    /** A status change on a booking (bookings/deskBookingService.ts), a route of its own. */
    const transition = (
      change: StatusChange,
    ): ServerRoute<{ Params: { id: string }; Payload: Partial<StaffCancelRequest> | null }> => ({
      method: 'POST',
      path: `/api/staff/bookings/{id}/${change.action}`,
      options: {
        response: responds(shapes.BookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, {
          payload: change.to === 'cancelled' ? reasonPayload : noPayload,
        }),
      },
      handler: (request) =>
        bookingView(
          changeBookingStatus(ctx, staffUser(request), request.params.id, change, request.payload?.reason),
        ),
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
        return daySchedule(ctx, request.query.date);
      },
    });
    server.route([
      transition({ action: 'check-in', to: 'checked_in', from: ['confirmed'], refusal: checkInRefusal }),
      transition({ action: 'no-show', to: 'no_show', from: ['confirmed'], refusal: noShowRefusal }),
      transition({ action: 'cancel', to: 'cancelled', from: ['confirmed', 'held', 'checked_in'] }),
      transition({ action: 'undo', to: 'confirmed', from: ['checked_in', 'no_show'], refusal: undoRefusal }),
    ]);
    server.route<{ Params: { id: string }; Payload: StaffCorrectionRequest }>({
      method: 'POST',
      path: '/api/staff/bookings/{id}/correct',
      options: {
        response: responds(shapes.BookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, { payload: correctionPayload }),
      },
      handler(request) {
        const { status, reason } = request.payload;
        const change: StatusChange = {
          action: 'correct',
          to: status,
          from: CORRECTABLE_STATUSES,
          refusal: (booking, now) => correctionRefusal(booking, now),
          details: (booking) => ({ from: booking.status, to: status, reason }),
        };
        return bookingView(changeBookingStatus(ctx, staffUser(request), request.params.id, change, reason));
      },
    });
    server.route<{ Params: { id: string }; Payload: StaffEditPayload }>({
      method: 'PATCH',
      path: '/api/staff/bookings/{id}',
      options: {
        response: responds(shapes.BookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, { payload: staffEditPayload }),
      },
      handler(request) {
        const { override, guestFeeCollected, guestFeeOwed, ...input } = request.payload;
        const terms = { override, guestFeeCollected, guestFeeOwed };
        return bookingView(editBookingAtDesk(ctx, staffUser(request), request.params.id, input, terms));
      },
    });
    server.route<{ Payload: DeskBookingPayload }>({
      method: 'POST',
      path: '/api/staff/bookings',
      options: { response: responds(shapes.BookingView), validate: { payload: deskBookingPayload } },
      handler(request, h) {
        const { userId, override, guestFeeCollected, paymentMethod, walkIn, ...input } = request.payload;
        const row = bookAtDesk(ctx, staffUser(request), userId, input, {
          override,
          guestFeeCollected,
          paymentMethod,
          walkIn,
        });
        return h.response(bookingView(row)).code(201);
      },
    });
  },
};
