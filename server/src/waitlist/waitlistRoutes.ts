/**
 * The members' waitlist: join a taken time, see and leave entries, claim an offered slot.
 * Shapes here; rules in core (validateWaitlistJoin) and waitlistService.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, typedRoute, uuid, withParams } from '../http/validation';
import { claimOffer, joinWaitlist, leaveWaitlistAnswer } from '../waitlist/waitlistService';
import { listWaitlist } from '../waitlist/waitlistViews';

const ENTRY_NOT_FOUND = 'Waitlist entry not found';
const entryValidation = withParams({ id: uuid }, ENTRY_NOT_FOUND, { payload: noPayload });

export const waitlistRoutes: Plugin<AppContext> = {
  name: 'lounge-waitlist',
  register(server, ctx) {
    server.route([
      {
        method: 'GET',
        path: '/api/waitlist',
        options: { response: responds(api.list(api.WaitlistEntryView)) },
        handler(request) {
          return listWaitlist(ctx, currentUser(request).id);
        },
      },
    ]);
    typedRoute(server, {
      method: 'POST',
      path: '/api/waitlist',
      options: { response: responds(api.WaitlistJoinResponse), validate: { payload: api.BookingRequest } },
      handler: (request, h) =>
        h.response(joinWaitlist(ctx, currentUser(request).id, request.payload)).code(201),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/waitlist/{id}/claim',
      options: { response: responds(api.WaitlistClaimResponse), validate: entryValidation },
      handler: (request) => claimOffer(ctx, currentUser(request), request.params.id),
    });
    typedRoute(server, {
      method: 'PATCH',
      path: '/api/waitlist/{id}/leave',
      options: { response: responds(api.WaitlistEntryView), validate: entryValidation },
      handler: (request) => leaveWaitlistAnswer(ctx, currentUser(request).id, request.params.id),
    });
  },
};
