/**
 * The members' bookings API (docs/product.md). Shapes are checked here (joi); the rules are
 * core's and the writes bookingService's. Every route needs a signed-in member.
 */
import type { Plugin } from '@hapi/hapi';
import type { CancelledBookingView } from '@lounge/core';
import * as api from '@lounge/core/api';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, typedRoute, uuid, withParams } from '../http/validation';
import { nudgeWaitlist } from '../waitlist/waitlistService';
import { bookingListOf, createBooking, takenSlotsOn, updateBooking } from './bookingService';
import { bookingView } from './bookingView';
import { cancelWithRefund } from './cancellationRefund';
import { confirmPaidBooking } from './guestCheckoutReturn';

const BOOKING_NOT_FOUND = 'Booking not found';

export const bookingRoutes: Plugin<AppContext> = {
  name: 'lounge-bookings',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/bookings',
      options: { response: responds(api.list(api.BookingView)) },
      handler: (request) => bookingListOf(ctx, currentUser(request).id),
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/bookings/date/{date}',
      // A path that is no date names no day: 404; a date-shaped one that is not a real day: 400.
      options: {
        response: responds(api.list(api.TakenSlot)),
        validate: withParams({ date: Joi.string().max(10) }, 'No such day'),
      },
      handler: (request) => takenSlotsOn(ctx, request.params.date),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/bookings',
      options: { response: responds(api.BookingView), validate: { payload: api.CreateBookingRequest } },
      async handler(request, h) {
        const user = currentUser(request);
        const { sessionId, ...booking } = request.payload;
        const row = sessionId
          ? await confirmPaidBooking(ctx, user.id, sessionId)
          : createBooking(ctx, user.id, booking);
        return h.response(bookingView(row)).code(201);
      },
    });
    typedRoute(server, {
      method: 'PUT',
      path: '/api/bookings/{id}',
      options: {
        response: responds(api.BookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, { payload: api.BookingRequest }),
      },
      handler(request) {
        const { id } = request.params;
        const row = updateBooking(ctx, currentUser(request).id, id, request.payload);
        // A moved or shortened booking may have freed the time someone is waiting for.
        nudgeWaitlist(ctx);
        return bookingView(row);
      },
    });
    typedRoute(server, {
      method: 'PATCH',
      path: '/api/bookings/{id}/cancel',
      options: {
        response: responds(api.CancelledBookingView),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND, { payload: noPayload }),
      },
      async handler(request) {
        const { id } = request.params;
        // A guest fee comes back first when cancelled in time (cancellationRefund.ts).
        const outcome = await cancelWithRefund(ctx, currentUser(request).id, id);
        nudgeWaitlist(ctx);
        return {
          ...bookingView(outcome.booking),
          refundCents: outcome.refundCents,
          refundMessage: outcome.message,
        } satisfies CancelledBookingView;
      },
    });
  },
};
