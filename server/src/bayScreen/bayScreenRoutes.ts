/**
 * A bay's screen's routes: the kiosk's (paired as that bay's screen; its device cookie is its
 * credential) and the desk's message to it (staff, audited).
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { KIOSK_COOKIE, kioskOfToken } from '../checkIn/kioskService';
import { responds } from '../http/responseSchemas';
import { typedRoute, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { bayScreen, extendAtBay, setBayMessage } from './bayScreenService';

export const bayKioskRoutes: Plugin<AppContext> = {
  name: 'lounge-bay-kiosk',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/kiosk/bay',
      options: { auth: false, response: responds(api.BayScreenView) },
      handler: (request) => bayScreen(ctx, kioskOfToken(ctx, request.state[KIOSK_COOKIE], 'bay')),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/kiosk/bay/extend',
      options: {
        auth: false,
        response: responds(api.BayExtended),
        validate: { payload: api.BayExtendRequest },
      },
      handler(request) {
        const kiosk = kioskOfToken(ctx, request.state[KIOSK_COOKIE], 'bay');
        return extendAtBay(ctx, kiosk, request.payload.code);
      },
    });
  },
};

export const staffBayRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-bays',
  register(server, ctx) {
    requireStaffForPlugin(server);
    typedRoute(server, {
      method: 'PUT',
      path: '/api/staff/bays/{bay}/message',
      options: {
        response: responds(api.BayMessage),
        validate: withParams({ bay: Joi.string().max(10) }, 'Bay not found', {
          payload: api.BayMessageRequest,
        }),
      },
      handler: (request) =>
        setBayMessage(ctx, staffUser(request), request.params.bay, request.payload.message),
    });
  },
};
