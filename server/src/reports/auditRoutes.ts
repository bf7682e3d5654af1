/**
 * The audit trail for admins: GET /api/staff/audit?from=&to=&actor=&member= (venue days, the last
 * seven when left out; actor a staff member's id; member part of a member's name). Staff meet 403 like members: the trail names who did
 * what to whom. Details are shown without secrets (core's auditDetailsView).
 */
import type { Plugin } from '@hapi/hapi';
import type { AuditTrail } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { auditLog } from '../staff/auditService';
import { requireAdminForPlugin, staffUser } from '../staff/staffAccess';
import { lastSevenDays, rangeOfQuery } from './reportService';

export const staffAuditRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-audit',
  register(server, ctx) {
    requireAdminForPlugin(server);
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/audit',
      options: { response: responds(api.AuditTrail), validate: { query: api.AuditQuery } },
      handler(request): AuditTrail {
        staffUser(request);
        const range = rangeOfQuery(request.query, lastSevenDays(ctx));
        return auditLog(ctx, range, { actorId: request.query.actor, member: request.query.member });
      },
    });
  },
};
