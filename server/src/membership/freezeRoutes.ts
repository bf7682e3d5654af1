/**
 * Freezing a membership: the member's GET, POST and DELETE /api/membership/freeze, and the desk's
 * /api/staff/members/{id}/freeze (with a reason; past the yearly cap with the override). The work
 * is freezeService.ts; the rules are core's membershipFreeze.ts.
 */
import type { Plugin } from '@hapi/hapi';
import type { FreezeAsk as FreezeBody, StaffEndFreezeRequest, StaffFreezeAsk } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, uuid, validationFailure, withParams } from '../http/validation';
import { MEMBER_NOT_FOUND, memberOr404 } from '../members/memberService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { endMembershipFreeze, freezeMembership, freezeOptions } from './freezeService';

const isoDate = Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/);
const FreezeOptionsView = Joi.object({
  freeze: Joi.object({ startsOn: isoDate.required(), resumesOn: isoDate.required() }).allow(null).required(),
  startChoices: Joi.array().items(isoDate).required(),
  monthChoices: Joi.array().items(Joi.number().integer()).required(),
  monthsLeft: Joi.number().integer().min(0).required(),
});

const freezeFields = {
  months: Joi.number().integer().required(),
  startsOn: isoDate.messages({ 'string.pattern.base': 'Choose a start date as YYYY-MM-DD.' }),
  cancelBookings: Joi.boolean(),
};
const reason = Joi.string().trim().min(1).max(500).required().messages({
  'any.required': 'Please give a reason.',
  'string.empty': 'Please give a reason.',
});
const memberPayload = Joi.object(freezeFields).label('request body');
const staffPayload = Joi.object({ ...freezeFields, reason, override: Joi.boolean() }).label('request body');
const staffEndPayload = Joi.object({ reason }).label('request body');

export const freezeRoutes: Plugin<AppContext> = {
  name: 'lounge-freeze-routes',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/membership/freeze',
      options: { response: responds(FreezeOptionsView) },
      handler: (request) => freezeOptions(ctx, currentUser(request)),
    });
    server.route<{ Payload: FreezeBody }>({
      method: 'POST',
      path: '/api/membership/freeze',
      options: {
        response: responds(FreezeOptionsView),
        validate: { payload: memberPayload, failAction: validationFailure() },
      },
      handler: (request) => freezeMembership(ctx, currentUser(request), request.payload),
    });
    server.route({
      method: 'DELETE',
      path: '/api/membership/freeze',
      options: { response: responds(FreezeOptionsView), validate: { payload: noPayload } },
      handler: (request) => endMembershipFreeze(ctx, currentUser(request)),
    });
  },
};

export const staffFreezeRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-freeze-routes',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route<{ Params: { id: string } }>({
      method: 'GET',
      path: '/api/staff/members/{id}/freeze',
      options: {
        response: responds(FreezeOptionsView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND),
      },
      handler(request) {
        staffUser(request);
        return freezeOptions(ctx, memberOr404(ctx, request.params.id));
      },
    });
    server.route<{ Params: { id: string }; Payload: StaffFreezeAsk }>({
      method: 'POST',
      path: '/api/staff/members/{id}/freeze',
      options: {
        response: responds(FreezeOptionsView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: staffPayload }),
      },
      handler(request) {
        const staff = staffUser(request);
        const { reason: why, override, ...ask } = request.payload;
        const member = memberOr404(ctx, request.params.id);
        return freezeMembership(ctx, member, { ...ask, staffId: staff.id, reason: why, override });
      },
    });
    server.route<{ Params: { id: string }; Payload: StaffEndFreezeRequest }>({
      method: 'DELETE',
      path: '/api/staff/members/{id}/freeze',
      options: {
        response: responds(FreezeOptionsView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: staffEndPayload }),
      },
      handler(request) {
        const staff = staffUser(request);
        const member = memberOr404(ctx, request.params.id);
        return endMembershipFreeze(ctx, member, { staffId: staff.id, reason: request.payload.reason });
      },
    });
  },
};
