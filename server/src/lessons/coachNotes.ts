/**
 * A coach's view of its students' notes (docs/lessons.md): the staff notes the desk keeps on a member,
 * readable by a coach only for a member with a lesson with it, and a note of its own added once a
 * lesson with that member is over. Any other member's notes answer 403, so a coach reaches no one else.
 */
import { lessonMessages, type MemberNoteView, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { notesOn, saveMemberNote } from '../members/memberNoteService';
import type { UserRow } from '../users/userService';
import { ownCoach } from './coachAccess';
import { isStudentOf } from './lessonStore';

const notYourStudent = () => refuse(403, { ...lessonMessages.notYourStudent, code: 'not_your_student' });

/** GET /api/coach/students/{id}/notes */
export function studentNotes(ctx: AppContext, user: UserRow, memberId: string): MemberNoteView[] {
  const coach = ownCoach(ctx.db, user);
  if (!isStudentOf(ctx.db, coach.id, memberId)) throw notYourStudent();
  return notesOn(ctx, memberId);
}

/** POST /api/coach/students/{id}/notes: written with the coach's account as its author. */
export function addStudentNote(
  ctx: AppContext,
  user: UserRow,
  memberId: string,
  body: string,
): MemberNoteView {
  const coach = ownCoach(ctx.db, user);
  return saveMemberNote(ctx, user, memberId, body, undefined, () => {
    if (!isStudentOf(ctx.db, coach.id, memberId)) throw notYourStudent();
    if (!isStudentOf(ctx.db, coach.id, memberId, toIsoInstant(ctx.now())))
      throw refuse(409, { ...lessonMessages.noteAfterLesson, code: 'lesson_not_over' });
  });
}
