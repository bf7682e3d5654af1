/**
 * POST /api/bookings/quote: the booking page and the desk's booking dialog ask what a booking would
 * cost (guests on passes, the fee) and whether it would be made, before sending it. A member asks
 * for themselves; staff name the member (`userId`) and may ask with the override.
 */
import type { Plugin } from '@hapi/hapi';
import { authMessages, type BookingQuote } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { quoteForMember, quoteNewBooking } from '../bookings/bookingQuote';
import { refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { isStaff } from '../staff/staffAccess';

export const bookingQuoteRoutes: Plugin<AppContext> = {
  name: 'lounge-booking-quote',
  register(server, ctx) {
    typedRoute(server, {
      method: 'POST',
      path: '/api/bookings/quote',
      options: { response: responds(api.BookingQuote), validate: { payload: api.BookingQuoteRequest } },
      handler(request): BookingQuote {
        const user = currentUser(request);
        const { userId, override, walkIn, ...input } = request.payload;
        const forMember = userId !== undefined || override !== undefined || walkIn !== undefined;
        if (!forMember) return quoteNewBooking(ctx, user, input, null);
        if (!isStaff(user))
          throw refuse(403, {
            title: 'Staff Only',
            message: authMessages.forbidden,
            field: userId ? 'userId' : override !== undefined ? 'override' : 'walkIn',
          });
        return quoteForMember(ctx, userId ?? user.id, input, {
          override: override === true,
          walkIn: walkIn === true,
        });
      },
    });
  },
};
