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
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { insertNote, notesOfMember, noteView, updateNote } from './memberNotesStore';
import { memberProfile } from './memberProfile';
import { memberOr404 } from './memberService';

function noteText(body: string): string {
  const check = validateMemberNote(body);
  if (!check.ok) throw refuse(400, { ...check.error, code: 'invalid_note' });
  return check.value;
}

/** The staff notes on a member, newest first, for a feature that shows them (a coach's students). */
export function notesOn(ctx: AppContext, userId: string): MemberNoteView[] {
  return notesOfMember(ctx.db, userId);
}

export function profileOfMember(ctx: AppContext, id: string): MemberProfile {
  return memberProfile(ctx, memberOr404(ctx, id));
}

/**
 * A staff note on the member, added (no `noteId`) or changed, in one transaction with its line in
 * the trail; the note as the profile shows it. `mayWrite` (a coach's: the member is its student and a
 * lesson is over) runs inside that transaction, so what it checks cannot change before the write.
 */
export function saveMemberNote(
  ctx: AppContext,
  actor: UserRow,
  memberId: string,
  body: string,
  noteId?: string,
  mayWrite?: () => void,
): MemberNoteView {
  const text = noteText(body);
  return writeTransaction(ctx.database, () => {
    memberOr404(ctx, memberId);
    mayWrite?.();
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const savedId = noteId
      ? updateNote(ctx.db, memberId, noteId, text, actor.id, nowIso)?.id
      : insertNote(ctx.db, memberId, text, actor.id, nowIso).id;
    if (!savedId) throw Boom.notFound(memberNoteMessages.notFound);
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: noteId ? 'edit_note' : 'add_note',
        targetType: 'user',
        targetId: memberId,
        details: { noteId: savedId },
      },
      now,
    );
    return noteView(ctx.db, savedId);
  });
}
