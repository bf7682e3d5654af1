/** GET /api/bookings/{id}/pass: the booking's member's check-in pass (checkIn/passService.ts). */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { BOOKING_NOT_FOUND, memberPass } from './passService';

export const passRoutes: Plugin<AppContext> = {
  name: 'lounge-passes',
  register(server, ctx) {
    typedRoute(server, {
      method: 'GET',
      path: '/api/bookings/{id}/pass',
      options: { response: responds(api.BookingPass), validate: withParams({ id: uuid }, BOOKING_NOT_FOUND) },
      handler: (request) => memberPass(ctx, currentUser(request).id, request.params.id),
    });
  },
};
