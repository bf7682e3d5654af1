/**
 * Members and numbers at the desk (/api/staff): find a member by name or email with their tier,
 * status, upcoming bookings and guest passes used this month; admins make staff; and the
 * first-party analytics summary by venue day.
 */
import type { Plugin } from '@hapi/hapi';
import { MEMBERSHIP_STATUSES, type RoleChangeRequest } from '@lounge/core';
import Joi from 'joi';
import { analyticsByDay } from '../analytics/analyticsService';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { noPayload, uuid, withParams } from '../http/validation';
import {
  changeRole,
  clearSignInLimits,
  findMembers,
  MEMBER_NOT_FOUND,
  type MemberSearch,
} from '../members/memberService';
import { assertAdmin, requireStaffForPlugin, staffUser } from '../staff/staffAccess';

const memberQuery = Joi.object({
  q: Joi.string().allow('').max(100),
  tier: Joi.string().valid('general', 'vip', 'none'),
  status: Joi.string().valid(...MEMBERSHIP_STATUSES),
});

export const staffMemberRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-members',
  register(server, ctx) {
    requireStaffForPlugin(server);

    server.route<{ Query: MemberSearch }>({
      method: 'GET',
      path: '/api/staff/members',
      options: {
        response: responds(Joi.array().items(shapes.StaffMemberView)),
        validate: { query: memberQuery },
      },
      handler(request) {
        staffUser(request);
        return findMembers(ctx, request.query);
      },
    });
    server.route<{ Params: { id: string }; Payload: RoleChangeRequest }>({
      method: 'PATCH',
      path: '/api/staff/members/{id}/role',
      options: {
        response: responds(shapes.UserView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, {
          payload: Joi.object({ role: Joi.string().valid('member', 'staff').required() }).label(
            'request body',
          ),
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
    server.route<{ Params: { id: string } }>({
      method: 'POST',
      path: '/api/staff/members/{id}/clear-sign-in-limits',
      options: {
        response: responds(shapes.Cleared),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: noPayload }),
      },
      handler(request) {
        const actor = staffUser(request);
        assertAdmin(actor);
        return clearSignInLimits(ctx, actor, request.params.id);
      },
    });
    server.route<{ Query: { days: number } }>({
      method: 'GET',
      path: '/api/staff/analytics',
      options: {
        response: responds(Joi.array().items(shapes.AnalyticsDay)),
        validate: { query: Joi.object({ days: Joi.number().integer().min(1).max(366).default(30) }) },
      },
      handler(request) {
        staffUser(request);
        return analyticsByDay(ctx, request.query.days);
      },
    });
  },
};
