/**
 * Leaving: the member's GET, POST (with notice, or the guarantee) and DELETE (take it back)
 * /api/membership/cancel, and the desk's /api/staff/members/{id}/cancel with a reason. The work is
 * cancelService.ts; the dates and sums are core's membershipCancel.ts.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, typedRoute, uuid, validationFailure, withParams } from '../http/validation';
import { MEMBER_NOT_FOUND, memberOr404 } from '../members/memberService';
import { managerUser, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { cancelOptions, cancelWithNotice, takeGuarantee, withdrawCancellation } from './cancelService';

export const cancelRoutes: Plugin<AppContext> = {
  name: 'lounge-cancel-routes',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/membership/cancel',
      options: { response: responds(api.CancelOptionsView) },
      handler: (request) => cancelOptions(ctx, currentUser(request)),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/membership/cancel',
      options: {
        response: responds(api.CancelOptionsView),
        validate: { payload: api.CancelRequest, failAction: validationFailure() },
      },
      handler(request) {
        const user = currentUser(request);
        return request.payload?.guarantee ? takeGuarantee(ctx, user) : cancelWithNotice(ctx, user);
      },
    });
    server.route({
      method: 'DELETE',
      path: '/api/membership/cancel',
      options: { response: responds(api.CancelOptionsView), validate: { payload: noPayload } },
      handler: (request) => withdrawCancellation(ctx, currentUser(request)),
    });
  },
};

export const staffCancelRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-cancel-routes',
  register(server, ctx) {
    requireStaffForPlugin(server);
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/members/{id}/cancel',
      options: {
        response: responds(api.CancelOptionsView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND),
      },
      handler(request) {
        staffUser(request);
        return cancelOptions(ctx, memberOr404(ctx, request.params.id));
      },
    });
    for (const method of ['POST', 'DELETE'] as const) {
      typedRoute(server, {
        method,
        path: '/api/staff/members/{id}/cancel',
        options: {
          response: responds(api.CancelOptionsView),
          validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: api.StaffCancelMembershipRequest }),
        },
        handler(request) {
          // Cancelling is a manager's step; taking a cancellation back is the day's work.
          const actor = method === 'POST' ? managerUser(request) : staffUser(request);
          const staff = { staffId: actor.id, reason: request.payload.reason };
          const member = memberOr404(ctx, request.params.id);
          return method === 'POST'
            ? cancelWithNotice(ctx, member, staff)
            : withdrawCancellation(ctx, member, staff);
        },
      });
    }
  },
};
