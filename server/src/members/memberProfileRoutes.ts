/**
 * A member's profile at the desk: GET /api/staff/members/{id} (the account, passes, no-shows,
 * bookings, staff notes, payments) and the staff notes on it, added with POST
 * /api/staff/members/{id}/notes and changed with PATCH /api/staff/members/{id}/notes/{noteId}.
 * Any staff member or admin; the work is members/memberNoteService.ts.
 */
import type { Plugin } from '@hapi/hapi';
import { memberNoteMessages } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { profileOfMember, saveMemberNote } from '../members/memberNoteService';
import { MEMBER_NOT_FOUND } from '../members/memberService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

export const staffMemberProfileRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-member-profile',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/members/{id}',
      options: {
        response: responds(api.MemberProfile),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND),
      },
      handler(request) {
        staffUser(request);
        return profileOfMember(ctx, request.params.id);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/members/{id}/notes',
      options: {
        response: responds(api.MemberNoteView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: api.MemberNoteRequest }),
      },
      handler(request, h) {
        const note = saveMemberNote(ctx, staffUser(request), request.params.id, request.payload.body);
        return h.response(note).code(201);
      },
    });

    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/members/{id}/notes/{noteId}',
      options: {
        response: responds(api.MemberNoteView),
        validate: withParams({ id: uuid, noteId: uuid }, memberNoteMessages.notFound, {
          payload: api.MemberNoteRequest,
        }),
      },
      handler(request) {
        const { id, noteId } = request.params;
        return saveMemberNote(ctx, staffUser(request), id, request.payload.body, noteId);
      },
    });
  },
};
