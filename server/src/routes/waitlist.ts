/**
 * The members' waitlist: join a taken time, see and leave entries, claim an offered slot.
 * Shapes here; rules in core (validateWaitlistJoin) and waitlistService.
 */
import type { Plugin } from '@hapi/hapi';
import {
  type BookingInput,
  type WaitlistBookedInstead,
  type WaitlistClaimResponse,
  waitlistMessages,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { bookingFields } from '../bookings/bookingPayload';
import { bookingView } from '../bookings/bookingView';
import { siteUrl } from '../http/origins';
import { responds } from '../http/responseSchemas';
import { noPayload, uuid, withParams } from '../http/validation';
import {
  claimOffer,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  waitlistView,
} from '../waitlist/waitlistService';
import * as shapes from './responseShapes';

const joinPayload = Joi.object(bookingFields).label('request body');
const ENTRY_NOT_FOUND = 'Waitlist entry not found';
const entryValidation = withParams({ id: uuid }, ENTRY_NOT_FOUND, { payload: noPayload });

export const waitlistRoutes: Plugin<AppContext> = {
  name: 'lounge-waitlist',
  register(server, ctx) {
    server.route([
      {
        method: 'GET',
        path: '/api/waitlist',
        options: { response: responds(Joi.array().items(shapes.WaitlistEntryView)) },
        handler(request) {
          return listWaitlist(ctx, currentUser(request).id);
        },
      },
    ]);
    server.route<{ Payload: (BookingInput & { durationHours?: number }) | null }>({
      method: 'POST',
      path: '/api/waitlist',
      options: { response: responds(shapes.WaitlistJoinResponse), validate: { payload: joinPayload } },
      handler(request, h) {
        const { durationHours: _shown, ...input } = request.payload ?? {};
        const joined = joinWaitlist(ctx, currentUser(request).id, input);
        if ('entry' in joined) return h.response(waitlistView(ctx, joined.entry)).code(201);
        const { id, bayNumber } = joined.booking;
        const answer = {
          bookedInstead: true,
          bookingId: id,
          bayNumber,
          ...waitlistMessages.bookedInstead(bayNumber),
        } satisfies WaitlistBookedInstead;
        return h.response(answer).code(201);
      },
    });
    server.route<{ Params: { id: string } }>({
      method: 'POST',
      path: '/api/waitlist/{id}/claim',
      options: { response: responds(shapes.GuestCheckoutResponse), validate: entryValidation },
      async handler(request) {
        const { id } = request.params;
        const result = await claimOffer(ctx, currentUser(request), id, siteUrl(ctx.config));
        return (
          'booking' in result ? { message: result.message, booking: bookingView(result.booking) } : result
        ) satisfies WaitlistClaimResponse;
      },
    });
    server.route<{ Params: { id: string } }>({
      method: 'PATCH',
      path: '/api/waitlist/{id}/leave',
      options: { response: responds(shapes.WaitlistEntryView), validate: entryValidation },
      handler(request) {
        const { id } = request.params;
        return waitlistView(ctx, leaveWaitlist(ctx, currentUser(request).id, id));
      },
    });
  },
};
