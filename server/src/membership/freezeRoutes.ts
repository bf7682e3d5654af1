/**
 * Freezing a membership: the member's GET, POST and DELETE /api/membership/freeze, and the desk's
 * /api/staff/members/{id}/freeze (with a reason; past the yearly cap with the override). The work
 * is freezeService.ts; the rules are core's membershipFreeze.ts.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, typedRoute, uuid, validationFailure, withParams } from '../http/validation';
import { MEMBER_NOT_FOUND, memberOr404 } from '../members/memberService';
import { assertManager, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { endMembershipFreeze, freezeMembership, freezeOptions } from './freezeService';

export const freezeRoutes: Plugin<AppContext> = {
  name: 'lounge-freeze-routes',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/membership/freeze',
      options: { response: responds(api.FreezeOptionsView) },
      handler: (request) => freezeOptions(ctx, currentUser(request)),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/membership/freeze',
      options: {
        response: responds(api.FreezeOptionsView),
        validate: { payload: api.FreezeAsk, failAction: validationFailure() },
      },
      handler: (request) => freezeMembership(ctx, currentUser(request), request.payload),
    });
    server.route({
      method: 'DELETE',
      path: '/api/membership/freeze',
      options: { response: responds(api.FreezeOptionsView), validate: { payload: noPayload } },
      handler: (request) => endMembershipFreeze(ctx, currentUser(request)),
    });
  },
};

export const staffFreezeRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-freeze-routes',
  register(server, ctx) {
    requireStaffForPlugin(server);
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/members/{id}/freeze',
      options: {
        response: responds(api.FreezeOptionsView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND),
      },
      handler(request) {
        staffUser(request);
        return freezeOptions(ctx, memberOr404(ctx, request.params.id));
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/members/{id}/freeze',
      options: {
        response: responds(api.FreezeOptionsView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: api.StaffFreezeAsk }),
      },
      handler(request) {
        const staff = staffUser(request);
        const { reason: why, override, ...ask } = request.payload;
        // Past the yearly cap is a manager's step.
        if (override) assertManager(staff);
        const member = memberOr404(ctx, request.params.id);
        return freezeMembership(ctx, member, { ...ask, staffId: staff.id, reason: why, override });
      },
    });
    typedRoute(server, {
      method: 'DELETE',
      path: '/api/staff/members/{id}/freeze',
      options: {
        response: responds(api.FreezeOptionsView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: api.StaffEndFreezeRequest }),
      },
      handler(request) {
        const staff = staffUser(request);
        const member = memberOr404(ctx, request.params.id);
        return endMembershipFreeze(ctx, member, { staffId: staff.id, reason: request.payload.reason });
      },
    });
  },
};
