/**
 * The door's routes: the door kiosk's (its device cookie is its credential), the desk's card (staff:
 * the controller's state, Open Door) and the admins' keypad PINs.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { KIOSK_COOKIE, kioskOfToken } from '../checkIn/kioskService';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { requireAdminForPlugin, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { doorPins, doorStatus, openDoorByStaff, openDoorWithPass } from './doorService';

export const doorKioskRoutes: Plugin<AppContext> = {
  name: 'lounge-door-kiosk',
  register(server, ctx) {
    typedRoute(server, {
      method: 'POST',
      path: '/api/kiosk/door',
      options: {
        auth: false,
        response: responds(api.DoorOpened),
        validate: { payload: api.DoorOpenRequest },
      },
      handler(request) {
        const kiosk = kioskOfToken(ctx, request.state[KIOSK_COOKIE], 'door');
        return openDoorWithPass(ctx, kiosk, request.payload.code);
      },
    });
  },
};

export const staffDoorRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-door',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route({
      method: 'GET',
      path: '/api/staff/door',
      options: { response: responds(api.DoorStatus) },
      handler: () => doorStatus(ctx),
    });
    server.route({
      method: 'POST',
      path: '/api/staff/door/open',
      options: { response: responds(api.DoorStatus) },
      handler: (request) => openDoorByStaff(ctx, staffUser(request)),
    });
  },
};

export const adminDoorRoutes: Plugin<AppContext> = {
  name: 'lounge-admin-door',
  register(server, ctx) {
    requireAdminForPlugin(server);
    server.route({
      method: 'GET',
      path: '/api/admin/door/pins',
      options: { response: responds(api.DoorPins) },
      handler: () => doorPins(ctx),
    });
  },
};
