/**
 * POST /api/bookings/quote: the booking page and the desk's booking dialog ask what a booking would
 * cost (guests on passes, the fee) and whether it would be made, before sending it. A member asks
 * for themselves; staff name the member (`userId`) and may ask with the override.
 */
import type { Plugin } from '@hapi/hapi';
import { authMessages, type BookingQuote, type BookingQuoteRequest } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { bookingFields } from '../bookings/bookingPayload';
import { quoteForMember, quoteNewBooking } from '../bookings/bookingQuote';
import { refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { uuid } from '../http/validation';
import { isStaff } from '../staff/staffAccess';

const quotePayload = Joi.object({
  ...bookingFields,
  userId: uuid,
  override: Joi.boolean(),
  walkIn: Joi.boolean(),
}).label('request body');

export const bookingQuoteRoutes: Plugin<AppContext> = {
  name: 'lounge-booking-quote',
  register(server, ctx) {
    server.route<{ Payload: BookingQuoteRequest }>({
      method: 'POST',
      path: '/api/bookings/quote',
      options: { response: responds(shapes.BookingQuote), validate: { payload: quotePayload } },
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
