/**
 * Members and numbers at the desk (/api/staff): find a member by name or email with their tier,
 * status, upcoming bookings and guest passes used this month; admins make staff; and the
 * first-party analytics summary by venue day.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import { analyticsByDay } from '../analytics/analyticsService';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { noPayload, typedRoute, uuid, withParams } from '../http/validation';
import { changeRole, clearSignInLimits, findMembers, MEMBER_NOT_FOUND } from '../members/memberService';
import { assertAdmin, requireStaffForPlugin, staffUser } from '../staff/staffAccess';

export const staffMemberRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-members',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/members',
      options: {
        response: responds(api.list(api.StaffMemberView)),
        validate: { query: api.MemberQuery },
      },
      handler(request) {
        staffUser(request);
        return findMembers(ctx, request.query);
      },
    });
    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/members/{id}/role',
      options: {
        response: responds(api.UserView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, {
          payload: api.RoleChangeRequest,
        }),
      },
      handler(request) {
        const actor = staffUser(request);
        assertAdmin(actor);
        return changeRole(ctx, actor, request.params.id, request.payload.role);
      },
    });
    // An admin lifts the sign-in limits counted against an account (its owner locked out of an
    // address, or slowed by someone else's guessing); recorded in the audit trail.
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/members/{id}/clear-sign-in-limits',
      options: {
        response: responds(api.SignInLimitsCleared),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: noPayload }),
      },
      handler(request) {
        const actor = staffUser(request);
        assertAdmin(actor);
        return clearSignInLimits(ctx, actor, request.params.id);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/analytics',
      options: {
        response: responds(api.list(api.AnalyticsDay)),
        validate: { query: api.AnalyticsQuery },
      },
      handler(request) {
        staffUser(request);
        return analyticsByDay(ctx, request.query.days);
      },
    });
  },
};
