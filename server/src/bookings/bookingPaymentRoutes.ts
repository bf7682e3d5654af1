/**
 * A booking's money (docs/product.md): the guest-fee checkout and its release when the member
 * leaves it unpaid, and GET /api/bookings/{id}/cancellation (what cancelling a booking now would
 * refund, for the confirmation shown before they confirm).
 */
import type { Plugin } from '@hapi/hapi';
import type { CancellationQuote } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { cancellationQuoteFor } from './cancellationRefund';
import { checkoutGuests } from './guestCheckout';
import { releaseGuestCheckout } from './guestCheckoutReturn';

export const bookingPaymentRoutes: Plugin<AppContext> = {
  name: 'lounge-booking-payments',
  register(server, ctx) {
    typedRoute(server, {
      method: 'POST',
      path: '/api/guest-checkout',
      options: {
        response: responds(api.GuestCheckoutResponse),
        validate: { payload: api.GuestCheckoutRequest },
      },
      async handler(request, h) {
        const answer = await checkoutGuests(ctx, currentUser(request), request.payload);
        // Booked at once (nothing owed): 201, as a booking made on the booking page.
        return 'url' in answer ? answer : h.response(answer).code(201);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/guest-checkout/release',
      options: {
        response: responds(api.ReleaseCheckoutResponse),
        validate: { payload: api.ReleaseCheckoutRequest },
      },
      handler: (request) => releaseGuestCheckout(ctx, currentUser(request), request.payload.sessionId),
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/bookings/{id}/cancellation',
      options: {
        response: responds(api.CancellationQuote),
        validate: withParams({ id: uuid }, 'Booking not found'),
      },
      handler(request): CancellationQuote {
        return cancellationQuoteFor(ctx, currentUser(request).id, request.params.id);
      },
    });
  },
};
