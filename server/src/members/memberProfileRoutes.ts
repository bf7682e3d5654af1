/**
 * A member's profile at the desk: GET /api/staff/members/{id} (the account, passes, no-shows,
 * bookings, staff notes, payments) and the staff notes on it, added with POST
 * /api/staff/members/{id}/notes and changed with PATCH /api/staff/members/{id}/notes/{noteId}.
 * Any staff member or admin; the work is members/memberNoteService.ts.
 */
import type { Plugin } from '@hapi/hapi';
import { type MemberNoteRequest, memberNoteMessages } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { uuid, withParams } from '../http/validation';
import { profileOfMember, saveMemberNote } from '../members/memberNoteService';
import { MEMBER_NOT_FOUND } from '../members/memberService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

// Joi checks the shape only; core's validateMemberNote says what is wrong with the text.
const notePayload = Joi.object({ body: Joi.string().allow('').max(10_000).required() }).label('request body');

export const staffMemberProfileRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-member-profile',
  register(server, ctx) {
    requireStaffForPlugin(server);

    server.route<{ Params: { id: string } }>({
      method: 'GET',
      path: '/api/staff/members/{id}',
      options: {
        response: responds(shapes.MemberProfile),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND),
      },
      handler(request) {
        staffUser(request);
        return profileOfMember(ctx, request.params.id);
      },
    });

    server.route<{ Params: { id: string }; Payload: MemberNoteRequest }>({
      method: 'POST',
      path: '/api/staff/members/{id}/notes',
      options: {
        response: responds(shapes.MemberNoteView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: notePayload }),
      },
      handler(request, h) {
        const note = saveMemberNote(ctx, staffUser(request), request.params.id, request.payload.body);
        return h.response(note).code(201);
      },
    });

    server.route<{ Params: { id: string; noteId: string }; Payload: MemberNoteRequest }>({
      method: 'PATCH',
      path: '/api/staff/members/{id}/notes/{noteId}',
      options: {
        response: responds(shapes.MemberNoteView),
        validate: withParams({ id: uuid, noteId: uuid }, memberNoteMessages.notFound, {
          payload: notePayload,
        }),
      },
      handler(request) {
        const { id, noteId } = request.params;
        return saveMemberNote(ctx, staffUser(request), id, request.payload.body, noteId);
      },
    });
  },
};
