/**
 * The kiosks' routes: the desk's (name, list, revoke; staff and admins) and the tablet's own
 * (pair with the desk's code, which sets its device cookie; check a member in with a pass's code).
 * The tablet's routes need no signed-in user: the device cookie is their credential.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import {
  createKiosk,
  KIOSK_COOKIE,
  kioskCheckIn,
  kioskOfToken,
  listKiosks,
  pairedKiosk,
  pairedView,
  pairKiosk,
  revokeKiosk,
} from './kioskService';

/** A paired tablet stays paired (until revoked) across the box's restarts and years of use. */
const KIOSK_COOKIE_TTL_MS = 5 * 365 * 24 * 60 * 60 * 1000;
const KIOSK_NOT_FOUND = 'Kiosk not found';

export const staffKioskRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-kiosks',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route({
      method: 'GET',
      path: '/api/staff/kiosks',
      options: { response: responds(api.KioskList) },
      handler: () => listKiosks(ctx),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/kiosks',
      options: { response: responds(api.NewKiosk), validate: { payload: api.KioskRequest } },
      handler: (request, h) => h.response(createKiosk(ctx, staffUser(request), request.payload)).code(201),
    });
    typedRoute(server, {
      method: 'DELETE',
      path: '/api/staff/kiosks/{id}',
      options: { response: responds(api.KioskView), validate: withParams({ id: uuid }, KIOSK_NOT_FOUND) },
      handler: (request) => revokeKiosk(ctx, staffUser(request), request.params.id),
    });
  },
};

export const kioskRoutes: Plugin<AppContext> = {
  name: 'lounge-kiosk',
  register(server, ctx) {
    server.state(KIOSK_COOKIE, {
      encoding: 'none',
      isSecure: ctx.config.cookieSecure,
      isHttpOnly: true,
      isSameSite: 'Strict',
      path: '/api/kiosk',
      ttl: KIOSK_COOKIE_TTL_MS,
      clearInvalid: true,
      ignoreErrors: true,
      strictHeader: true,
    });
    // The tablet asks which kiosk it is as its page starts: paired (its name) or null (pair it).
    server.route({
      method: 'GET',
      path: '/api/kiosk',
      options: { auth: false, response: responds(api.KioskSelf) },
      handler(request) {
        const kiosk = pairedKiosk(ctx, request.state[KIOSK_COOKIE]);
        return { kiosk: kiosk ? pairedView(kiosk) : null };
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/kiosk/pair',
      options: {
        auth: false,
        response: responds(api.KioskPaired),
        validate: { payload: api.KioskPairRequest },
      },
      handler(request, h) {
        const { kiosk, token } = pairKiosk(ctx, request.payload.pairingCode);
        return h.response(pairedView(kiosk)).state(KIOSK_COOKIE, token);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/kiosk/check-in',
      options: {
        auth: false,
        response: responds(api.KioskCheckIn),
        validate: { payload: api.KioskCheckInRequest },
      },
      handler(request) {
        const kiosk = kioskOfToken(ctx, request.state[KIOSK_COOKIE], 'checkin');
        return kioskCheckIn(ctx, kiosk, request.payload.code);
      },
    });
  },
};
