/**
 * The desk's bay board and booking actions (/api/staff): the day's schedule with member names,
 * check in, no-show, cancel with a reason, a correction after the booking has ended, and booking for a member at the desk — the same rules as
 * members meet, with an explicit, recorded override of the tier's limits.
 */
import type { Plugin } from '@hapi/hapi';
import {
  CORRECTABLE_STATUSES,
  cancelRefusal,
  checkInRefusal,
  correctionRefusal,
  noShowRefusal,
  undoRefusal,
} from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
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
import { noPayload, typed, typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

/** A cancellation's reason; the other status changes carry no body. */
const reasonOf = (payload: { reason?: string } | null) => payload?.reason;

export const staffBookingRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-bookings',
  register(server, ctx) {
    requireStaffForPlugin(server);

    /** A status change on a booking (bookings/deskBookingService.ts), a route of its own. */
    const transition = (change: StatusChange) =>
      typed({
        method: 'POST',
        path: `/api/staff/bookings/{id}/${change.action}`,
        options: {
          response: responds(api.BookingView),
          validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, {
            payload: change.to === 'cancelled' ? api.StaffCancelRequest : noPayload,
          }),
        },
        handler: (request) =>
          bookingView(
            changeBookingStatus(
              ctx,
              staffUser(request),
              request.params.id,
              change,
              reasonOf(request.payload),
            ),
          ),
      });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/schedule',
      options: {
        response: responds(api.Schedule),
        validate: { query: api.DayQuery },
      },
      handler(request) {
        staffUser(request);
        return daySchedule(ctx, request.query.date);
      },
    });
    server.route([
      transition({ action: 'check-in', to: 'checked_in', from: ['confirmed'], refusal: checkInRefusal }),
      transition({ action: 'no-show', to: 'no_show', from: ['confirmed'], refusal: noShowRefusal }),
      transition({
        action: 'cancel',
        to: 'cancelled',
        from: ['confirmed', 'held', 'checked_in'],
        // A booking that has ended is the day's record: corrected, never cancelled.
        refusal: cancelRefusal,
      }),
      transition({ action: 'undo', to: 'confirmed', from: ['checked_in', 'no_show'], refusal: undoRefusal }),
    ]);
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/bookings/{id}/correct',
      options: {
        response: responds(api.BookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, { payload: api.StaffCorrectionRequest }),
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
    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/bookings/{id}',
      options: {
        response: responds(api.BookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, { payload: api.StaffEditRequest }),
      },
      handler(request) {
        const { override, guestFeeCollected, guestFeeOwed, ...input } = request.payload;
        const terms = { override, guestFeeCollected, guestFeeOwed };
        return bookingView(editBookingAtDesk(ctx, staffUser(request), request.params.id, input, terms));
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/bookings',
      options: { response: responds(api.BookingView), validate: { payload: api.DeskBookingRequest } },
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
