/**
 * The audit trail for admins: GET /api/staff/audit?from=&to=&actor=&member= (venue days, the last
 * seven when left out; actor a staff member's id; member part of a member's name). Staff meet 403 like members: the trail names who did
 * what to whom. Details are shown without secrets (core's auditDetailsView).
 */
import type { Plugin } from '@hapi/hapi';
import type { AuditTrail } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import * as auditShapes from '../http/auditShapes';
import { responds } from '../http/responseSchemas';
import { uuid } from '../http/validation';
import { lastSevenDays, type RangeQuery, rangeOfQuery } from '../reports/reportService';
import { auditLog } from '../staff/auditService';
import { requireAdminForPlugin, staffUser } from '../staff/staffAccess';

const auditQuery = Joi.object({
  from: Joi.string().max(10),
  to: Joi.string().max(10),
  actor: uuid,
  member: Joi.string().trim().allow('').max(100),
});

export const staffAuditRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-audit',
  register(server, ctx) {
    requireAdminForPlugin(server);
    server.route<{ Query: RangeQuery & { actor?: string; member?: string } }>({
      method: 'GET',
      path: '/api/staff/audit',
      options: { response: responds(auditShapes.AuditTrail), validate: { query: auditQuery } },
      handler(request): AuditTrail {
        staffUser(request);
        const range = rangeOfQuery(request.query, lastSevenDays(ctx));
        return auditLog(ctx, range, { actorId: request.query.actor, member: request.query.member });
      },
    });
  },
};
