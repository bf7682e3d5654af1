/**
 * A member's profile at the desk: GET /api/staff/members/{id} (the account, passes, no-shows,
 * bookings, staff notes, payments) and the staff notes on it, added with POST
 * /api/staff/members/{id}/notes and changed with PATCH /api/staff/members/{id}/notes/{noteId}.
 * Any staff member or admin; each note written is recorded in staff_actions (its id, never its text,
 * so the trail does not become a second copy of what staff wrote about a person).
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import {
  type MemberNoteRequest,
  type MemberNoteView,
  type MemberProfile,
  memberNoteMessages,
  toIsoInstant,
  validateMemberNote,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import type { UserRow } from '../auth/authPlugin';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { uuid, withParams } from '../http/validation';
import { insertNote, noteView, updateNote } from '../members/memberNotesStore';
import { memberProfile } from '../members/memberProfile';
import { logStaffAction, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { findUserById } from '../users/userStore';
import * as shapes from './responseShapes';

const MEMBER_NOT_FOUND = 'Member not found';

// Joi checks the shape only; core's validateMemberNote says what is wrong with the text.
const notePayload = Joi.object({ body: Joi.string().allow('').max(10_000).required() }).label('request body');

function memberOr404(ctx: AppContext, id: string): UserRow {
  const user = findUserById(ctx.db, id);
  if (!user) throw Boom.notFound(MEMBER_NOT_FOUND);
  return user;
}

function noteText(body: string): string {
  const check = validateMemberNote(body);
  if (!check.ok) throw refuse(400, { ...check.error, code: 'invalid_note' });
  return check.value;
}

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
      handler(request): MemberProfile {
        staffUser(request);
        return memberProfile(ctx, memberOr404(ctx, request.params.id));
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
        const actor = staffUser(request);
        const { id } = request.params;
        const body = noteText(request.payload.body);
        const note = writeTransaction(ctx.database, () => {
          memberOr404(ctx, id);
          const now = ctx.now();
          const row = insertNote(ctx.db, id, body, actor.id, toIsoInstant(now));
          logStaffAction(
            ctx.db,
            {
              actorId: actor.id,
              action: 'add_note',
              targetType: 'user',
              targetId: id,
              details: { noteId: row.id },
            },
            now,
          );
          return noteView(ctx.db, row.id);
        });
        return h.response(note satisfies MemberNoteView).code(201);
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
      handler(request): MemberNoteView {
        const actor = staffUser(request);
        const { id, noteId } = request.params;
        const body = noteText(request.payload.body);
        return writeTransaction(ctx.database, () => {
          memberOr404(ctx, id);
          const now = ctx.now();
          const row = updateNote(ctx.db, id, noteId, body, actor.id, toIsoInstant(now));
          if (!row) throw Boom.notFound(memberNoteMessages.notFound);
          logStaffAction(
            ctx.db,
            { actorId: actor.id, action: 'edit_note', targetType: 'user', targetId: id, details: { noteId } },
            now,
          );
          return noteView(ctx.db, noteId);
        });
      },
    });
  },
};
