/**
 * The members' waitlist: join a taken time, see and leave entries, claim an offered slot.
 * Shapes here; rules in core (validateWaitlistJoin) and waitlistService.
 */
import type { Plugin } from '@hapi/hapi';
import type { BookingInput } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { bookingFields } from '../bookings/bookingPayload';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { noPayload, uuid, withParams } from '../http/validation';
import { claimOffer, joinWaitlist, leaveWaitlistAnswer, listWaitlist } from '../waitlist/waitlistService';

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
    server.route<{ Payload: BookingInput | null }>({
      method: 'POST',
      path: '/api/waitlist',
      options: { response: responds(shapes.WaitlistJoinResponse), validate: { payload: joinPayload } },
      handler: (request, h) =>
        h.response(joinWaitlist(ctx, currentUser(request).id, request.payload)).code(201),
    });
    server.route<{ Params: { id: string } }>({
      method: 'POST',
      path: '/api/waitlist/{id}/claim',
      options: { response: responds(shapes.GuestCheckoutResponse), validate: entryValidation },
      handler: (request) => claimOffer(ctx, currentUser(request), request.params.id),
    });
    server.route<{ Params: { id: string } }>({
      method: 'PATCH',
      path: '/api/waitlist/{id}/leave',
      options: { response: responds(shapes.WaitlistEntryView), validate: entryValidation },
      handler: (request) => leaveWaitlistAnswer(ctx, currentUser(request).id, request.params.id),
    });
  },
};
