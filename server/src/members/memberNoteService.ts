/**
 * A member's profile at the desk and the staff notes on it. A note's text is checked by core
 * (validateMemberNote); each note written is recorded in staff_actions by its id, never its text, so
 * the trail does not become a second copy of what staff wrote about a person.
 */
import Boom from '@hapi/boom';
import {
  type MemberNoteView,
  type MemberProfile,
  memberNoteMessages,
  toIsoInstant,
  validateMemberNote,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import type { UserRow } from '../auth/authPlugin';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/staffAccess';
import { memberOr404 } from '../users/memberService';
import { insertNote, noteView, updateNote } from './memberNotesStore';
import { memberProfile } from './memberProfile';

function noteText(body: string): string {
  const check = validateMemberNote(body);
  if (!check.ok) throw refuse(400, { ...check.error, code: 'invalid_note' });
  return check.value;
}

export function profileOfMember(ctx: AppContext, id: string): MemberProfile {
  return memberProfile(ctx, memberOr404(ctx, id));
}

/**
 * Writes a note of the member (`write` answers the note's id, or null when there is no such note)
 * and records it in the trail, in one transaction; the note as the profile shows it.
 */
function writeNote(
  ctx: AppContext,
  actor: UserRow,
  memberId: string,
  action: 'add_note' | 'edit_note',
  write: (nowIso: string) => string | null,
): MemberNoteView {
  return writeTransaction(ctx.database, () => {
    memberOr404(ctx, memberId);
    const now = ctx.now();
    const noteId = write(toIsoInstant(now));
    if (!noteId) throw Boom.notFound(memberNoteMessages.notFound);
    logStaffAction(
      ctx.db,
      { actorId: actor.id, action, targetType: 'user', targetId: memberId, details: { noteId } },
      now,
    );
    return noteView(ctx.db, noteId);
  });
}

export function addMemberNote(
  ctx: AppContext,
  actor: UserRow,
  memberId: string,
  body: string,
): MemberNoteView {
  const text = noteText(body);
  return writeNote(
    ctx,
    actor,
    memberId,
    'add_note',
    (nowIso) => insertNote(ctx.db, memberId, text, actor.id, nowIso).id,
  );
}

export function editMemberNote(
  ctx: AppContext,
  actor: UserRow,
  memberId: string,
  noteId: string,
  body: string,
): MemberNoteView {
  const text = noteText(body);
  return writeNote(
    ctx,
    actor,
    memberId,
    'edit_note',
    (nowIso) => updateNote(ctx.db, memberId, noteId, text, actor.id, nowIso)?.id ?? null,
  );
}
