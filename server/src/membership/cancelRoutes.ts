/**
 * Leaving: the member's GET, POST (with notice, or the guarantee) and DELETE (take it back)
 * /api/membership/cancel, and the desk's /api/staff/members/{id}/cancel with a reason. The work is
 * cancelService.ts; the dates and sums are core's membershipCancel.ts.
 */
import type { Plugin } from '@hapi/hapi';
import type { CancelRequest } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, uuid, validationFailure, withParams } from '../http/validation';
import { MEMBER_NOT_FOUND, memberOr404 } from '../members/memberService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { cancelOptions, cancelWithNotice, takeGuarantee, withdrawCancellation } from './cancelService';

const isoDate = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .required();
const cents = Joi.number().integer().required();
const CancelOptionsView = Joi.object({
  cancellation: Joi.object({ lastDay: isoDate, guarantee: Joi.boolean().required() }).allow(null).required(),
  notice: Joi.object({
    noticeEndsOn: isoDate,
    endsOn: isoDate,
    lastDay: isoDate,
    charges: Joi.array()
      .items(Joi.object({ on: isoDate, cents }))
      .required(),
    summary: Joi.string().required(),
  })
    .allow(null)
    .required(),
  guarantee: Joi.object({ lastDay: isoDate, refundCents: cents, message: Joi.string().required() })
    .allow(null)
    .required(),
});
const memberPayload = Joi.object({ guarantee: Joi.boolean() }).allow(null).label('request body');
const reason = Joi.string().trim().min(1).max(500).required().messages({
  'any.required': 'Please give a reason.',
  'string.empty': 'Please give a reason.',
});
const staffPayload = Joi.object({ reason }).label('request body');

export const cancelRoutes: Plugin<AppContext> = {
  name: 'lounge-cancel-routes',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/membership/cancel',
      options: { response: responds(CancelOptionsView) },
      handler: (request) => cancelOptions(ctx, currentUser(request)),
    });
    server.route<{ Payload: CancelRequest | null }>({
      method: 'POST',
      path: '/api/membership/cancel',
      options: {
        response: responds(CancelOptionsView),
        validate: { payload: memberPayload, failAction: validationFailure() },
      },
      handler(request) {
        const user = currentUser(request);
        return request.payload?.guarantee ? takeGuarantee(ctx, user) : cancelWithNotice(ctx, user);
      },
    });
    server.route({
      method: 'DELETE',
      path: '/api/membership/cancel',
      options: { response: responds(CancelOptionsView), validate: { payload: noPayload } },
      handler: (request) => withdrawCancellation(ctx, currentUser(request)),
    });
  },
};

export const staffCancelRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-cancel-routes',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route<{ Params: { id: string } }>({
      method: 'GET',
      path: '/api/staff/members/{id}/cancel',
      options: {
        response: responds(CancelOptionsView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND),
      },
      handler(request) {
        staffUser(request);
        return cancelOptions(ctx, memberOr404(ctx, request.params.id));
      },
    });
    for (const method of ['POST', 'DELETE'] as const) {
      server.route<{ Params: { id: string }; Payload: { reason: string } }>({
        method,
        path: '/api/staff/members/{id}/cancel',
        options: {
          response: responds(CancelOptionsView),
          validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: staffPayload }),
        },
        handler(request) {
          const staff = { staffId: staffUser(request).id, reason: request.payload.reason };
          const member = memberOr404(ctx, request.params.id);
          return method === 'POST'
            ? cancelWithNotice(ctx, member, staff)
            : withdrawCancellation(ctx, member, staff);
        },
      });
    }
  },
};
