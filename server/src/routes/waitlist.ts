/**
 * The members' waitlist (issue 9): join a taken time, see and leave entries, claim an offered slot.
 * Shapes here; rules in core (validateWaitlistJoin) and waitlistService.
 */
import type { Plugin } from '@hapi/hapi';
import type { BookingInput } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { bookingFields } from '../bookings/bookingPayload';
import { bookingView } from '../bookings/bookingView';
import { siteUrl } from '../http/origins';
import {
  claimOffer,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  waitlistView,
} from '../waitlist/waitlistService';

const joinPayload = Joi.object(bookingFields).label('request body');
const emptyPayload = Joi.object({}).allow(null).label('request body');
const idParams = Joi.object({ id: Joi.string().max(64).required() });

export const waitlistRoutes: Plugin<AppContext> = {
  name: 'lounge-waitlist',
  register(server, ctx) {
    server.route([
      {
        method: 'GET',
        path: '/api/waitlist',
        handler(request) {
          return listWaitlist(ctx, currentUser(request).id);
        },
      },
      {
        method: 'POST',
        path: '/api/waitlist',
        options: { validate: { payload: joinPayload } },
        handler(request, h) {
          const { durationHours: _shown, ...input } = (request.payload ?? {}) as BookingInput & {
            durationHours?: number;
          };
          const entry = joinWaitlist(ctx, currentUser(request).id, input);
          return h.response(waitlistView(ctx, entry)).code(201);
        },
      },
      {
        method: 'POST',
        path: '/api/waitlist/{id}/claim',
        options: { validate: { params: idParams, payload: emptyPayload } },
        async handler(request) {
          const { id } = request.params as { id: string };
          const result = await claimOffer(ctx, currentUser(request), id, siteUrl(ctx.config));
          return 'booking' in result
            ? { message: result.message, booking: bookingView(result.booking) }
            : result;
        },
      },
      {
        method: 'PATCH',
        path: '/api/waitlist/{id}/leave',
        options: { validate: { params: idParams, payload: emptyPayload } },
        handler(request) {
          const { id } = request.params as { id: string };
          return waitlistView(ctx, leaveWaitlist(ctx, currentUser(request).id, id));
        },
      },
    ]);
  },
};
